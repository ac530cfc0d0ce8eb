# Practice games against the bot: the command, its replies and the profile's practice record.

cmd-practice-name = practice
cmd-practice-description = Play a practice game against me. It is never rated.
cmd-practice-variant-name = variant
cmd-practice-variant-description = Army: classic (40 pieces), barrage (8) or duel (10)
cmd-practice-variant-choice-classic = Classic
cmd-practice-variant-choice-barrage = Barrage
cmd-practice-variant-choice-duel = Duel
cmd-practice-level-name = level
cmd-practice-level-description = How strongly I play (default: medium)
cmd-practice-level-choice-easy = easy
cmd-practice-level-choice-medium = medium
cmd-practice-level-choice-hard = hard
cmd-practice-first-name = first
cmd-practice-first-description = Your colour; red moves first
cmd-practice-first-choice-me-red = me red
cmd-practice-first-choice-me-blue = me blue
cmd-practice-first-choice-random = random
practice-started = Practice game { $game } against { $bot } ({ $level }, { $variant }) has begun. Your setup is waiting in your DMs, and the game gets its own thread here. It is not rated.
service-error-practice-rated = Games against me are practice and never rated. Leave out `rated`, or set it to false.
practice-level-easy = easy
practice-level-medium = medium
practice-level-hard = hard
profile-practice-title = Practice against the bot
profile-practice = { $wins } won, { $losses } lost, { $draws } drawn (not rated).
profile-practice-none = No practice games yet.
