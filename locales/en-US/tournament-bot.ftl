# Tournaments, the leaderboard and profiles in Discord: commands, posts and replies.

cmd-tournament-name = tournament
cmd-tournament-description = Run a tournament: sign-up, rounds, standings.
cmd-tournament-create-name = create
cmd-tournament-create-description = Create a tournament and post its sign-up message.
cmd-tournament-create-name-name = name
cmd-tournament-create-name-description = The tournament's name
cmd-tournament-create-format-name = format
cmd-tournament-create-format-description = How players are paired
cmd-tournament-create-format-choice-round-robin = round robin
cmd-tournament-create-format-choice-double-round-robin = double round robin
cmd-tournament-create-format-choice-swiss = Swiss
cmd-tournament-create-format-choice-single-elimination = single elimination
cmd-tournament-create-variant-name = variant
cmd-tournament-create-variant-description = Army: classic (40 pieces), barrage (8) or duel (10)
cmd-tournament-create-variant-choice-classic = Classic
cmd-tournament-create-variant-choice-barrage = Barrage
cmd-tournament-create-variant-choice-duel = Duel
cmd-tournament-create-rounds-name = rounds
cmd-tournament-create-rounds-description = Rounds of a Swiss (default: enough for a clear winner)
cmd-tournament-create-max_players-name = max_players
cmd-tournament-create-max_players-description = Most players who may join (default 16)
cmd-tournament-create-signup_minutes-name = signup_minutes
cmd-tournament-create-signup_minutes-description = Start by itself after this many minutes (default: an organiser starts it)
cmd-tournament-create-round_hours-name = round_hours
cmd-tournament-create-round_hours-description = Hours each round lasts before open games are settled (default: no limit)
cmd-tournament-create-time_control-name = time_control
cmd-tournament-create-time_control-description = How long each move may take
cmd-tournament-create-time_control-choice-correspondence = correspondence
cmd-tournament-create-time_control-choice-live = live
cmd-tournament-create-two_squares-name = two_squares
cmd-tournament-create-two_squares-description = Moves allowed back and forth between two squares (ISF: 3)
cmd-tournament-create-one_time_bombs-name = one_time_bombs
cmd-tournament-create-one_time_bombs-description = A bomb that stops an attacker is removed too
cmd-tournament-create-rated-name = rated
cmd-tournament-create-rated-description = Whether the games count for ratings
cmd-tournament-create-spectator_delay-name = spectator_delay
cmd-tournament-create-spectator_delay-description = Spectators see each game this many moves behind (0-10)
cmd-tournament-join-name = join
cmd-tournament-join-description = Sign up for a tournament.
cmd-tournament-join-tournament-name = tournament
cmd-tournament-join-tournament-description = Which tournament (default: the newest open one)
cmd-tournament-leave-name = leave
cmd-tournament-leave-description = Leave a tournament (once it has started: withdraw from it).
cmd-tournament-leave-tournament-name = tournament
cmd-tournament-leave-tournament-description = Which tournament (default: the newest open one)
cmd-tournament-start-name = start
cmd-tournament-start-description = Close sign-up and pair the first round (organisers).
cmd-tournament-start-tournament-name = tournament
cmd-tournament-start-tournament-description = Which tournament (default: the newest open one)
cmd-tournament-standings-name = standings
cmd-tournament-standings-description = Show the standings table.
cmd-tournament-standings-tournament-name = tournament
cmd-tournament-standings-tournament-description = Which tournament (default: the newest one)
cmd-tournament-pairings-name = pairings
cmd-tournament-pairings-description = Show the games of the current round.
cmd-tournament-pairings-tournament-name = tournament
cmd-tournament-pairings-tournament-description = Which tournament (default: the newest one)
cmd-tournament-withdraw-name = withdraw
cmd-tournament-withdraw-description = Withdraw a player from a tournament (organisers).
cmd-tournament-withdraw-player-name = player
cmd-tournament-withdraw-player-description = The player to withdraw
cmd-tournament-withdraw-tournament-name = tournament
cmd-tournament-withdraw-tournament-description = Which tournament (default: the newest open one)
cmd-tournament-cancel-name = cancel
cmd-tournament-cancel-description = Cancel a tournament; unfinished games end without a result (organisers).
cmd-tournament-cancel-tournament-name = tournament
cmd-tournament-cancel-tournament-description = Which tournament (default: the newest open one)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = This server's ratings and setup habits.
cmd-leaderboard-ratings-variant-name = variant
cmd-leaderboard-ratings-variant-description = Which army's ratings (default: classic)
cmd-leaderboard-ratings-variant-choice-classic = Classic
cmd-leaderboard-ratings-variant-choice-barrage = Barrage
cmd-leaderboard-ratings-variant-choice-duel = Duel
cmd-leaderboard-ratings-page-name = page
cmd-leaderboard-ratings-page-description = Page, from 1
cmd-profile-name = profile
cmd-profile-description = A player's ratings, record and setup habits on this server.
cmd-profile-show-player-name = player
cmd-profile-show-player-description = Whose profile (default: yours)

tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-format-swiss = Swiss, { $rounds } rounds
tournament-format-single-elimination = single elimination

tournament-signup = 🏆 **{ $name }** (#{ $id }), { $format } by { $creator }
    { $rules }
    Players ({ $count }/{ $max }): { $players }
    { $start }
tournament-signup-deadline = Sign-up closes and round 1 starts { $deadline }.
tournament-signup-manual = An organiser starts the tournament when everyone is in.
tournament-signup-nobody = nobody yet
tournament-signup-running = 🏆 **{ $name }** (#{ $id }), { $format }: under way.
    Players ({ $count }): { $players }
tournament-signup-finished = 🏆 **{ $name }** (#{ $id }), { $format }: finished.
    Players ({ $count }): { $players }
tournament-signup-cancelled = 🏆 **{ $name }** (#{ $id }): cancelled.
button-tournament-join = Join
button-tournament-leave = Leave

tournament-joined = You are in **{ $name }** ({ $count }/{ $max } players).
tournament-left = You have left **{ $name }**.
tournament-started = **{ $name }** has started with { $count } players; the pairings for round 1 are posted.
tournament-withdrawn = { $player } has been withdrawn from **{ $name }**.
tournament-cancelled = **{ $name }** was cancelled by { $by }. Unfinished games end without a result.
error-no-tournament = There is no open tournament in this server. Create one with /tournament create.
error-tournament-not-started = **{ $name }** has not started yet: pairings and standings appear with round 1.

tournament-round-started = **{ $name }**: round { $round } of { $rounds } is paired. Arrange your armies in your DMs.
tournament-pairings = **{ $name }**, round { $round } of { $rounds }:
tournament-pairing-line = Board { $board }: { $red } (red) against { $blue } (blue) { $thread } { $result }
tournament-bye-line = Bye: { $player } (1 point)
tournament-result-pending = (playing)
tournament-result-score = { $red }–{ $blue }
tournament-pairing-dm = **{ $name }**, round { $round } of { $rounds }: you play { $color } against { $opponent }. Game thread: { $thread }. Arrange your army in the setup message.
tournament-bye-dm = **{ $name }**, round { $round }: you have a bye this round and score 1 point.

tournament-standings = **{ $name }**: standings after { $round } of { $rounds } rounds.
tournament-standings-columns = Columns: place, player, points, Buchholz, Sonneborn-Berger, wins, games.
tournament-standings-unshown-intro = Names marked { $mark } in the image:
tournament-standings-unshown = { $rank }. { $player }
tournament-winner = 🏆 **{ $name }** is over. The winner is { $player }. Congratulations!
tournament-finished-no-winner = 🏆 **{ $name }** is over, without a winner.

leaderboard-title = Leaderboard: { $variant }
leaderboard-line = **{ $place }.** { $player }: { $rating } (±{ $deviation }), { $games } games, { $wins } won, { $losses } lost, { $draws } drawn
leaderboard-empty = Nobody has played a rated game in this army here yet.
leaderboard-page = Page { $page } of { $pages }

profile-title = Profile of { $player }
profile-ratings = Ratings
profile-unrated = No rated games yet (a newcomer starts at 1500).
profile-rating-line = { $variant }: **{ $rating }** (±{ $deviation }), { $games } rated games
profile-record-title = Record
profile-record = { $games } games: { $wins } won, { $losses } lost, { $draws } drawn. Current streak: { $streak }. Best winning streak: { $best }.
profile-streak-wins = { $count } won in a row
profile-streak-losses = { $count } lost in a row
profile-streak-draws = { $count } drawn in a row
profile-streak-none = none
profile-openings-title = Setup habits
profile-openings = Out of { $setups } setups: flag in the back row { $back_row }%, flag in a corner { $corner }%, flag surrounded by bombs { $bombed }%.
profile-openings-none = No finished setups yet.
profile-recent = Recent games
profile-recent-none = No finished games yet.
profile-recent-line = Game { $game }: { $result } against { $opponent } as { $color }, { $variant }, { $when }
profile-result-win = won
profile-result-loss = lost
profile-result-draw = drawn

## The periodic tournament check
tournament-tick-failed-start = ⚠️ { $organiser }: tournament **{ $name }** (#{ $id }) could not be started. { $reason } The bot tries again { $retry } and keeps retrying, less often each time; other tournaments are not affected.
tournament-tick-failed-deadline = ⚠️ { $organiser }: the round deadline of tournament **{ $name }** (#{ $id }) could not be settled. { $reason } The bot tries again { $retry } and keeps retrying, less often each time; other tournaments are not affected.
tournament-tick-failed-unreadable = Its stored settings or games could not be read; the details are in the bot's log.
tournament-swiss-clamped = **{ $name }**: { $asked } Swiss rounds were set, but { $players } players allow at most { $rounds }, so the tournament has { $rounds } rounds.
tournament-withdrawn-public = { $player } was withdrawn from **{ $name }** by { $by }.
tournament-withdrew-public = { $player } withdrew from **{ $name }**.
tournament-signup-more = and { $count } more

## Subcommands of /leaderboard and /profile
cmd-leaderboard-ratings-name = ratings
cmd-leaderboard-ratings-description = Show this server's rating list.
cmd-leaderboard-habits-name = habits
cmd-leaderboard-habits-description = Heat map of where this server's players put their Flag.
cmd-leaderboard-habits-variant-name = variant
cmd-leaderboard-habits-variant-description = Which army (default: classic)
cmd-leaderboard-habits-variant-choice-classic = Classic
cmd-leaderboard-habits-variant-choice-barrage = Barrage
cmd-leaderboard-habits-variant-choice-duel = Duel
cmd-profile-show-name = show
cmd-profile-show-description = Show a player's ratings and record on this server.
cmd-profile-habits-name = habits
cmd-profile-habits-description = Heat maps of where a player sets up their pieces here.
cmd-profile-habits-player-name = player
cmd-profile-habits-player-description = Whose habits (default: yours)
cmd-profile-habits-variant-name = variant
cmd-profile-habits-variant-description = Which army (default: the one they play most)
cmd-profile-habits-variant-choice-classic = Classic
cmd-profile-habits-variant-choice-barrage = Barrage
cmd-profile-habits-variant-choice-duel = Duel
