# Tournaments, ratings, leaderboards and profiles.

## Errors (always private; nothing was changed)
error-tournament-not-found = I do not know that tournament.
error-tournament-not-organiser = Only organisers (Manage Server or the organiser role) and the tournament's creator can do that.
error-tournament-already-joined = You have already joined this tournament.
error-tournament-not-joined = You are not in this tournament.
error-tournament-signup-closed = Sign-up is closed: this tournament has already started.
error-tournament-full = This tournament is full.
error-tournament-too-few-players = A tournament needs at least two players to start.
error-tournament-already-started = This tournament has already started.
error-tournament-not-entrant = That player is not in this tournament.
error-tournament-already-withdrawn = That player has already withdrawn.
error-tournament-over = This tournament is over.
error-tournament-bad-name = Tournament names are 1 to 64 characters.
error-tournament-bad-max-players = The maximum number of players is between 2 and 128.
error-tournament-bad-swiss-rounds = A Swiss needs at least one round, and fewer rounds than players.
error-tournament-bad-signup-deadline = The sign-up deadline must be in the future.
error-tournament-bad-round-length = A round lasts at least a minute.
