# Övningspartier mot boten: kommandot, svaren och övningsresultatet i profilen.

cmd-practice-name = öva
cmd-practice-description = Spela ett övningsparti mot mig. Det räknas aldrig i rankingen.
cmd-practice-variant-name = variant
cmd-practice-variant-description = Armé: klassisk (40 pjäser), barrage (8) eller duell (10)
cmd-practice-variant-choice-classic = Klassisk
cmd-practice-variant-choice-barrage = Barrage
cmd-practice-variant-choice-duel = Duell
cmd-practice-level-name = nivå
cmd-practice-level-description = Hur starkt jag spelar (standard: medel)
cmd-practice-level-choice-easy = lätt
cmd-practice-level-choice-medium = medel
cmd-practice-level-choice-hard = svår
cmd-practice-first-name = färg
cmd-practice-first-description = Din färg; röd börjar
cmd-practice-first-choice-me-red = jag röd
cmd-practice-first-choice-me-blue = jag blå
cmd-practice-first-choice-random = slumpa
practice-started = Övningsparti { $game } mot { $bot } ({ $level }, { $variant }) har börjat. Din uppställning väntar i dina DM, och partiet får en egen tråd här. Det räknas inte i rankingen.
service-error-practice-rated = Partier mot mig är övning och räknas aldrig i rankingen. Utelämna `rated` eller sätt det till false.
practice-level-easy = lätt
practice-level-medium = medel
practice-level-hard = svår
profile-practice-title = Övning mot boten
profile-practice = { $wins } vinster, { $losses } förluster, { $draws } remier (utan ranking).
profile-practice-none = Inga övningspartier än.
