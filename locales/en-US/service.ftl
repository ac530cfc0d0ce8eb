# Match service errors, one per ServiceError::key(). Always shown privately.

service-error-no-such-match = I do not know that game.
service-error-no-such-challenge = That challenge no longer exists.
service-error-not-your-game = You are not playing in this game.
service-error-self-challenge = You cannot challenge yourself.
service-error-own-challenge = You cannot accept your own challenge. Use Withdraw to take it back.
service-error-not-your-challenge = This challenge is not yours to answer.
service-error-challenge-closed = This challenge is no longer open.
service-error-not-started = The game has not started yet: both players must lock in their setups.
service-error-setup-closed = The game has started, so setups can no longer change.
service-error-already-ready = Your setup is already locked in.
service-error-bad-square = { $square } is not one of your setup squares.
service-error-bad-setup-text = That setup could not be read. { $reason }
service-error-bad-setup = That setup is not a legal army:
    { $problems }
service-error-bad-setup-name = Setup names are 1 to 32 characters.
service-error-no-such-saved-setup = You have no saved setup called “{ $name }”.
service-error-wrong-variant = The saved setup “{ $name }” is for { $saved }, but this game is { $wanted }.
service-error-not-finished = The game is still going on.
service-error-not-your-turn = It is not your turn.
service-error-game-over = The game is over.
service-error-illegal-move = That move is not allowed.
service-error-stale-move = The game moved on since you chose that move. Look at your board again.
service-error-draw-already-offered = You have already offered a draw.
service-error-no-draw-offer = There is no draw offer to answer.
service-error-no-active-match = You have no active game. Start one with /challenge.
service-error-ambiguous-match = You have several active games. Run the command in the game's thread or pick one with the `game` option.

## Options refused when a challenge is made (ServiceError::BadOption carries one of these keys)

option-free-variant-not-for-matches = Free setups are for puzzles, not for matches.
option-two-squares-limit-range = The two-squares limit must be between 1 and 10.
option-spectator-delay-range = The spectator delay must be between 0 and 10 moves.
option-move-time-range = A move may take between 30 seconds and 14 days.
option-clock-base-range = A clock starts with between 1 minute and 30 days.
option-clock-increment-range = A clock adds at most 1 day per move.
service-error-too-many-challenges = You already have { $limit } open challenges on this server. Wait until one is accepted, declined or expires, or withdraw one.
service-error-too-many-practice-games = You already have { $limit } practice games against me on this server. Finish or resign one first.
service-error-practice-too-often = You started { $count } practice games in the last { $minutes } minutes: take a short break, then try again.
service-error-too-many-draw-offers = You have offered a draw { $limit } times in this game; that is the limit. Your opponent can still offer one.
service-error-too-many-saved-setups = You already have { $limit } saved setups, the most I keep. Save under the name of one of them to replace it.
service-error-nothing-to-replay = That game was decided before any move was played: there is nothing to replay.
service-error-replay-view-closed = That view opens when the game is over: while it is in play you can step through it only from your own side.
service-error-preview-posted = You already posted this challenge; it was posted once and is waiting for an answer.
