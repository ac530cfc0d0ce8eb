# Discord layer: replies, errors, thread posts, buttons.

## Errors (always private)
error-internal = Something went wrong on my side. Nothing was changed; please try again in a moment.
error-bad-argument = I could not read that option. Check the command and try again.
error-missing-permission = Only members with the Manage Server permission can do that.
error-bot-missing-permission = I am missing these permissions here: { $permissions }.
error-guild-only = This command only works in a server.
error-dm-only = This command only works in direct messages.
error-cooldown = Slow down a little: try again in { $seconds } seconds.
error-not-allowed = You are not allowed to do that.
error-no-game = You have no active game. Start one with /challenge.
error-which-game = You have several active games. Run the command in the game's thread or pick one with the `game` option.
error-unknown-game = I do not know that game.
error-not-in-game = You are not playing in this game.
error-move-needs-squares = Tell me the move: either `text` like B4-B5, or both `from` and `to`.
error-bad-move-text = I could not read `{ $text }` as a move. Write two squares, like B4-B5.
error-bad-square = `{ $text }` is not a square. Squares go from A1 to J10.
error-dms-closed = { $player }, I cannot send you direct messages. Open your DMs for this server, or use the button below to see your board here.
error-unknown-button = That button belongs to something that no longer exists.
