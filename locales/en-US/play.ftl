# Quick pairing (/play), "Challenge to Stratego", /help, reminder plans.

cmd-play-name = play
cmd-play-description = Find a game: wait in this server's queue until someone wants the same game.
cmd-play-variant-name = variant
cmd-play-variant-description = Army: classic (40 pieces), barrage (8) or duel (10)
cmd-play-variant-choice-classic = Classic
cmd-play-variant-choice-barrage = Barrage
cmd-play-variant-choice-duel = Duel
cmd-play-time_control-name = time_control
cmd-play-time_control-description = How long each move may take
cmd-play-time_control-choice-correspondence = correspondence
cmd-play-time_control-choice-live = live
cmd-play-rated-name = rated
cmd-play-rated-description = Whether the result counts for ratings
cmd-play-wait-name = wait
cmd-play-wait-description = Minutes to wait for an opponent (live: up to 30, correspondence: up to a day)
cmd-play-cancel-name = cancel
cmd-play-cancel-description = Stop waiting instead
cmd-help-name = help
cmd-help-description = How to play Stratego here: the steps, the pieces and the special rules.
cmd-challenge_member-name = Challenge to Stratego
cmd-settings-reminders-name = reminders
cmd-settings-reminders-description = Turn reminders in correspondence games: usual, off, once, or every few hours
cmd-settings-reminders-choice-usual = usual
cmd-settings-reminders-choice-off = off
cmd-settings-reminders-choice-once = once
cmd-settings-reminders-choice-every = every
cmd-settings-every_hours-name = every_hours
cmd-settings-every_hours-description = With reminders "every": how many hours apart

play-seek = { $variant }, { $time }, { $rated }
play-time-correspondence = correspondence
play-time-live = live
play-waiting = You are in the queue for a game: { $seek }. You will be pinged as soon as someone is paired with you (you wait until { $until }).
play-already-waiting = You are already in the queue for { $seek } (until { $until }).
play-paired = You are paired with { $opponent }: game { $game }, you play { $color }. Arrange your setup in your DMs; the game's thread opens in a moment.
play-left = You left the queue.
button-leave-queue = Leave the queue
queue-board-title = **Waiting for a game**: type `/play` to join them.
queue-board-line = { $player }: { $seek }, since { $since }
queue-board-more = …and { $count } more.
queue-board-empty = Nobody is waiting for a game right now. Type `/play` to be the first.
service-error-queue-too-often = You joined or left the queue { $count } times in the last minute. Wait a moment, then try again.
service-error-not-in-queue = You are not waiting in this server's queue.
option-queue-wait-range = The wait must be at least 5 minutes, at most 30 for live games and at most a day for correspondence.

challenge-menu-preview = Challenge { $opponent }: { $rules }. Pick another army below if you like, then post the challenge.
button-post-challenge = Post the challenge
error-not-a-member = That person is not a member of this server.
error-unknown-variant = That army is not one the bot offers.

first-use-hint = New here? `/help` shows how a game goes, the pieces and the special rules.
help-how = **How a game goes here**
    1. Challenge a member with `/challenge` (or right-click them, Apps, *Challenge to Stratego*), or type `/play` to be paired with whoever is waiting.
    2. Each player arranges their 40 pieces in a direct message with the bot: tap two squares to swap them, load a saved setup or paste one, then press Ready.
    3. The game gets its own thread where everyone follows the public board. Move with `/move`: the bot suggests your legal moves. Your private board comes by DM (or the Show my board button).
    4. The game ends when a Flag is captured, a player cannot move, resigns, agrees a draw (`/draw`) or runs out of time.
help-pieces = **The pieces** (picture): top row in the new numbering (Marshal 10 … Scout 2, Spy 1), bottom row in the old one (Marshal 1 … Scout 9, Spy S), with how many each army has. Choose yours with `/settings numbering`.
help-rules = **Special rules**
    - The higher rank wins a battle; equal ranks both leave the board.
    - Scouts move any number of free squares in a straight line and may attack at the end of it.
    - The Spy defeats the Marshal, but only when the Spy attacks.
    - Bombs and the Flag never move. A Bomb defeats every attacker except a Miner.
    - Two-squares rule: a piece may not move back and forth between the same two squares more than three times in a row (or the limit the game was made with).
    - More-squares rule: you may not chase one of your opponent's pieces endlessly around the board.

settings-reminders-now = Turn reminders in correspondence games: { $plan }.
reminders-usual = at half time and an hour before the end (the usual)
reminders-off = none
reminders-once = once, an hour before the end
reminders-every = every { $hours } h and an hour before the end
error-reminder-hours = Reminders can be 1 to { $max } hours apart.
