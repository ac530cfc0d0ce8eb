# Discord layer: replies, errors, thread posts, DMs, buttons.

## Errors (always private)
error-internal = Something went wrong on my side. Nothing was changed; please try again in a moment.
error-bad-argument = I could not read that option. Check the command and try again.
error-missing-permission = Only members with the Manage Server permission can do that.
error-bot-missing-permission = I am missing these permissions here: { $permissions }.
error-guild-only = This command only works in a server.
error-dm-only = This command only works in direct messages.
error-cooldown = Slow down a little: try again in { $seconds } seconds.
error-not-allowed = You are not allowed to do that.
error-move-needs-squares = Tell me the move: either `text` like B4-B5, or both `from` and `to`.
error-bad-move-text = I could not read “{ $text }” as a move. Write two squares, like B4-B5.
error-bad-square = “{ $text }” is not a square. Squares go from A1 to J10.
error-challenge-bot = Bots cannot play. Challenge a person, or leave the opponent empty for an open challenge.
error-challenge-other-server = This challenge was made in another server: it can only be answered there.
error-tournament-other-server = This tournament is run in another server: you can join or leave it only there.
error-unknown-language = I do not speak “{ $text }”. Pick a language from the list.

## Buttons
button-accept = Accept
button-decline = Decline
button-withdraw = Withdraw
button-random = Random
button-mirror = Mirror
button-ready = Ready
button-show-board = Show my board
button-rematch = Rematch

## Challenges
challenge-rules = { $variant }, two-squares limit { $two_squares }, { $bombs }, { $rated }
challenge-rules-delayed = { $rules }, spectators { $moves } moves behind
challenge-bombs-once = one-time bombs
challenge-bombs-stay = bombs stay
challenge-rated = rated
challenge-unrated = unrated
challenge-direct = { $challenger } challenges { $opponent } to Stratego ({ $rules }). Expires { $expires }.
challenge-open = { $challenger } is looking for a Stratego opponent ({ $rules }). Anyone may accept. Expires { $expires }.
challenge-accepted = { $challenger }'s challenge was accepted. The game is on in { $thread }.
challenge-declined = { $opponent } declined { $challenger }'s challenge.
challenge-withdrawn = { $challenger } withdrew the challenge.
challenge-expired = { $challenger }'s challenge expired.
challenges-line = { $challenger } vs { $opponent }: { $variant } { $link }
challenges-anyone = anyone
challenges-none = There are no open challenges in this server.

## Match thread (public)
thread-name = { $red } vs { $blue }
thread-intro = Game { $game }: { $red } (Red) against { $blue } (Blue), { $variant }. Both players are arranging their pieces in private; the game starts when both are ready.
dms-closed = { $player }, I cannot send you direct messages. Open your DMs for this server, or use the button below to see your board here privately.
private-editor-expired = This private editor can no longer be changed (Discord allows 15 minutes). Press **{ $button }** in the game's thread to open it again; your setup is kept.
opening-refused-permission = Game { $game } was called off before it began: I am not allowed to open a thread or post in { $channel }. A server admin can give me the View Channel, Send Messages, Create Public Threads and Send Messages in Threads permissions there; then challenge again.
opening-refused-channel-gone = Game { $game } was called off before it began: its channel was deleted. Challenge again in another channel.
thread-reopened = Game { $game } goes on here: its previous thread was deleted. { $red } (Red) against { $blue } (Blue).
game-started = Both setups are locked in. Commitments, to check the setups against at the end: Red `{ $red_commitment }`, Blue `{ $blue_commitment }`. { $player } ({ $color }) moves first.
board-public = Game { $game }, move { $ply }. { $status }
status-to-move = { $player } ({ $color }) to move.
log-move = { $number }. { $color } { $from }-{ $to }
log-scout-move = { $number }. { $color } { $from }-{ $to }: { $rank }
log-attacker-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } beats { $defender }
log-defender-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } loses to { $defender }
log-both-removed = { $number }. { $color } { $from }x{ $to }: { $attacker } and { $defender } are both removed
log-behind = Move { $ply } was played; spectators see this game { $behind } moves behind.
log-caught-up = The game is over. The moves spectators had not seen yet:
log-next = { $line }
    { $player } ({ $color }) to move.
rank-with-label = { $rank } ({ $label })
draw-offered = { $by } offers a draw. { $to }, answer with `/draw accept` or `/draw decline`.
draw-declined = { $by } declined the draw.
game-over-win = { $winner } ({ $color }) wins. { $reason }
game-over-draw = Draw. { $reason }
game-cancelled = Game { $game } was called off during setup.
game-over = { $result }
    Setups (front row first): Red `{ $red_setup }`, Blue `{ $blue_setup }`
    Salts for the commitment check: Red `{ $red_salt }`, Blue `{ $blue_salt }`

## Private (DMs and ephemeral replies)
setup-dm = Game { $game } against { $opponent }: you play { $color }. Arrange your pieces, then press Ready. { $thread }
    Tap the squares below to swap pieces; buttons: Random, Mirror, Save, Ready. Commands: `/setup swap a b`, `/setup paste text`, `/setup random`, `/setup mirror`, `/setup save name`, `/setup load name`, `/setup ready`.
    Your setup: `{ $setup }`
setup-locked = Game { $game } against { $opponent }: your { $color } setup is locked in. { $thread }
    Your setup: `{ $setup }`
setup-swapped = Swapped { $a } and { $b }.
setup-pasted = Setup replaced.
setup-randomized = Pieces shuffled.
setup-mirrored = Setup mirrored.
setup-loaded = Loaded “{ $name }”.
setup-saved = Saved your setup as “{ $name }”.
setup-ready = Locked in. Your commitment: `{ $commitment }`
board-private = Game { $game } against { $opponent }, you play { $color }. { $status }
    { $last }
status-your-turn = It is your turn.
status-their-turn = Waiting for { $opponent }.
move-played = You played { $move }. { $thread }
resigned = You resigned game { $game }.
draw-you-offered = Draw offered.
draw-you-accepted = Draw accepted.
draw-you-declined = Draw declined.
game-choice = Game { $game } against { $opponent }
games-none = You have no active games. Start one with /challenge.
games-line = Game { $game } against { $opponent }: { $state } { $thread }
games-state-setup = setting up
games-state-your-turn = your turn
games-state-waiting = waiting
settings-now = Your settings: numbering { $numbering }, pings { $ping }, language { $language }.
settings-on = on
settings-off = off
server-now = Match threads open in { $channel }; public posts are in { $language }; tournament organisers: { $organisers }; tournaments may be created by: { $creating }.
server-organisers-none = members with Manage Server
server-creating-open = any member
server-creating-organisers = organisers only
server-match-channel-here = the channel where each challenge is posted

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, your time in game { $game } runs out { $deadline }.
timer-setup-reminder = { $player }, lock in your setup for game { $game }: time runs out { $deadline }.

## Paged lists
button-previous = Previous
button-next = Next
page-of = Page { $page } of { $pages }

## Step-through replays
replay-title =
    Game { $game }, move { $ply } of { $last }, { $view }
    { $line }
replay-start = Start position, before the first move.
replay-view-red = Red's view
replay-view-blue = Blue's view
replay-view-spectator = Spectators' view
replay-view-revealed = Both setups revealed
replay-view-guess = What the bot guessed (most likely rank, % sure)
replay-first = ⏮ First
replay-back = ◀ Back
replay-forward = Forward ▶
replay-last = Last ⏭
replay-back-ten = −10
replay-forward-ten = +10
replay-choice = Game { $game }: { $red } against { $blue }
button-replay = Replay
error-replay-which-game = Which game? Pick one in the game option.
error-replay-not-public = That game was played where not everyone in this channel can look, so I can show its replay only to you: leave out the public option.
error-replay-live-private = A game still in play can be stepped through only privately: open it with /replay.
error-slow-down = You are asking for pictures faster than I draw them: wait { $seconds } seconds, then try again.

## Setup heat maps
habits-player = Setup habits of { $player } in { $variant }, over { $games } finished games here. Each map shows the four home rows as the player sees them, front row on top, shaded by how often the piece stood there: Flag, Bombs, Marshal, General, Spy, Scouts.
habits-player-none = { $player } has no finished, played games in { $variant } on this server yet.
habits-server = Where this server's players put their Flag in { $variant }, over { $games } setups of finished games. Front row on top; the brighter the square, the more often.
habits-server-none = No finished, played games in { $variant } on this server yet.
