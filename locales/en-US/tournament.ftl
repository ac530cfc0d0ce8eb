# Tournaments, ratings, leaderboards and profiles.

## Errors (always private; nothing was changed)
service-error-tournament-not-found = I do not know that tournament.
service-error-tournament-not-organiser = Only organisers (Manage Server or the organiser role) and the tournament's creator can do that.
service-error-tournament-already-joined = You have already joined this tournament.
service-error-tournament-not-joined = You are not in this tournament.
service-error-tournament-signup-closed = Sign-up is closed: this tournament has already started.
service-error-tournament-full = This tournament is full.
service-error-tournament-too-few-players = A tournament needs at least two players to start.
service-error-tournament-already-started = This tournament has already started.
service-error-tournament-not-entrant = That player is not in this tournament.
service-error-tournament-already-withdrawn = That player has already withdrawn.
service-error-tournament-over = This tournament is over.
service-error-tournament-bad-name = Tournament names are 1 to 64 characters.
service-error-tournament-bad-max-players = The maximum number of players is between 2 and 128.
service-error-tournament-bad-swiss-rounds = A Swiss needs at least one round, and fewer rounds than players.
service-error-tournament-bad-signup-deadline = The sign-up deadline must be in the future.
service-error-tournament-bad-round-length = A round lasts at least a minute.
service-error-tournament-create-not-allowed = Only organisers (Manage Server or the organiser role) may create tournaments on this server. An admin can open it to everyone with `/server open_tournaments:True`.
service-error-tournament-own-opponent = You may not withdraw the opponent of your own unfinished game; ask another organiser.
service-error-tournament-creator-plays = You play in this tournament, so you may not withdraw other players, nor cancel it once it has started. A server admin (Manage Server) or a member with the organiser role can.
service-error-tournament-too-many = You already have two tournaments taking sign-ups or running on this server; finish or cancel one first.
