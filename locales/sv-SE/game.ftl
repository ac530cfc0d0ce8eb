# Spelets ord och regelmotorns meddelanden. Rutor skrivs som E4.

language-name = Svenska

## Grader, starkast först

rank-marshal = Marshall
rank-general = General
rank-colonel = Överste
rank-major = Major
rank-captain = Kapten
rank-lieutenant = Löjtnant
rank-sergeant = Sergeant
rank-miner = Minör
rank-scout = Spanare
rank-spy = Spion
rank-bomb = Bomb
rank-flag = Flagga

## Sidor

color-red = Röd
color-blue = Blå

## Varianter

variant-classic = Klassisk
variant-classic-description = 40 pjäser var, som fyller alla fyra hemraderna.
variant-barrage = Barrage
variant-barrage-description = 8 pjäser var, placerade var som helst i hemraderna.
variant-duel = Duell
variant-duel-description = 10 pjäser var, placerade var som helst i hemraderna.
variant-free = Fri
variant-free-description = Valfri ställning, men aldrig fler av en grad än i den klassiska armén.

## Otillåtna drag (ett per regel)

play-error-game-over = Partiet är redan slut.
play-error-no-piece = Det står ingen pjäs på { $square }.
play-error-not-your-piece = Pjäsen på { $square } är inte din.
play-error-immovable = Bomber och Flaggan flyttas aldrig.
play-error-straight-line = Pjäser flyttas i rak linje, aldrig diagonalt.
play-error-one-square = Bara en Spanare kan flytta mer än en ruta.
play-error-lake = Ingen pjäs får gå in i eller över en sjö.
play-error-no-jumping = Pjäser kan inte hoppa: { $square } är i vägen.
play-error-own-piece = På { $square } står en av dina egna pjäser.
play-error-scout-strike = Med de här reglerna kan en Spanare inte både flytta och anfalla i samma drag.
play-error-two-squares = Tvårutorsregeln: den här pjäsen får inte gå fram och tillbaka mellan samma rutor igen.
play-error-more-squares = Flerrutorsregeln: draget skulle upprepa en ställning från jakten.

## Hur partiet slutade

end-reason-flag-captured = Flaggan erövrades.
end-reason-no-legal-move = Den förlorande sidan hade inget tillåtet drag.
end-reason-both-stuck = Ingen av sidorna kunde flytta.
end-reason-resignation = En spelare gav upp.
end-reason-agreed-draw = Spelarna kom överens om remi.
end-reason-timeout = En spelares tid tog slut.
end-reason-no-attack-limit = För många drag i rad utan anfall.
end-reason-move-limit = Draggränsen nåddes.
end-reason-cancelled = Partiet avbröts.
outcome-win = { $color } vinner. { $reason }
outcome-draw = Remi. { $reason }

## Strider (båda graderna visas för alla)

battle-attacker-wins = { $attacker } anfaller { $defender }: anfallaren vinner.
battle-defender-wins = { $attacker } anfaller { $defender }: försvararen vinner.
battle-both-removed = { $attacker } anfaller { $defender }: båda pjäserna tas bort.

## Uppställningar

setup-problem-wrong-count = { $color }, { $rank }: { $found } placerade, { $expected } behövs.
setup-problem-outside-home-rows = { $color } har en pjäs på { $square }, utanför sina hemrader.
setup-problem-on-lake = En pjäs står i sjön på { $square }.
setup-problem-duplicate = Två pjäser står på { $square }.
setup-parse-length = En uppställning har 40 rutor; den här har { $count }.
setup-parse-character = ”{ $character }” på ruta { $position } är ingen pjäs. Använd X 9 8 7 6 5 4 3 2 S B F, eller . för en tom ruta.

## Inskrivna rutor och drag

square-invalid = ”{ $text }” är ingen ruta. Använd en bokstav A–J och en siffra 1–10, till exempel E4.
move-invalid = ”{ $text }” är inget drag. Skriv två rutor, till exempel B4-B5 eller b4 b5.
