# Vocabularul jocului și mesajele motorului de reguli. Pătratele se scriu ca E4.

language-name = Română

## Grade, de la cel mai puternic

rank-marshal = Mareșal
rank-general = General
rank-colonel = Colonel
rank-major = Maior
rank-captain = Căpitan
rank-lieutenant = Locotenent
rank-sergeant = Sergent
rank-miner = Miner
rank-scout = Cercetaș
rank-spy = Spion
rank-bomb = Bombă
rank-flag = Steag

## Tabere

color-red = Roșu
color-blue = Albastru

## Variante

variant-classic = Clasic
variant-classic-description = Câte 40 de piese, care umplu toate cele patru rânduri de bază.
variant-barrage = Barrage
variant-barrage-description = Câte 8 piese, așezate oriunde în rândurile de bază.
variant-duel = Duel
variant-duel-description = Câte 10 piese, așezate oriunde în rândurile de bază.
variant-free = Liber
variant-free-description = Orice poziție, fără mai multe piese de un grad decât are armata clasică.

## Mutări refuzate (câte una pentru fiecare regulă)

play-error-game-over = Partida s-a terminat deja.
play-error-no-piece = Nu există nicio piesă pe { $square }.
play-error-not-your-piece = Piesa de pe { $square } nu este a ta.
play-error-immovable = Bombele și Steagul nu se mută niciodată.
play-error-straight-line = Piesele se mută în linie dreaptă, niciodată pe diagonală.
play-error-one-square = Doar Cercetașul se poate muta mai mult de un pătrat.
play-error-lake = Nicio piesă nu poate intra în lac sau traversa un lac.
play-error-no-jumping = Piesele nu pot sări: { $square } este în cale.
play-error-own-piece = Pe { $square } se află una dintre piesele tale.
play-error-scout-strike = După aceste reguli, Cercetașul nu se poate muta și ataca în aceeași tură.
play-error-two-squares = Regula celor două pătrate: piesa aceasta nu mai poate merge înainte și înapoi între aceleași pătrate.
play-error-more-squares = Regula mai multor pătrate: mutarea ar repeta o poziție din urmărire.

## Cum s-a încheiat partida

end-reason-flag-captured = Steagul a fost capturat.
end-reason-no-legal-move = Partea care a pierdut nu mai avea nicio mutare legală.
end-reason-both-stuck = Niciuna dintre părți nu se mai putea muta.
end-reason-resignation = Un jucător a abandonat.
end-reason-agreed-draw = Jucătorii au convenit remiză.
end-reason-timeout = Unui jucător i-a expirat timpul.
end-reason-no-attack-limit = Prea multe mutări la rând fără atac.
end-reason-move-limit = S-a atins limita de mutări.
end-reason-cancelled = Partida a fost anulată.
outcome-win = Câștigă { $color }. { $reason }
outcome-draw = Remiză. { $reason }

## Lupte (ambele grade devin vizibile pentru toți)

battle-attacker-wins = { $attacker } atacă { $defender }: câștigă atacatorul.
battle-defender-wins = { $attacker } atacă { $defender }: câștigă apărătorul.
battle-both-removed = { $attacker } atacă { $defender }: ambele piese sunt eliminate.

## Așezări

setup-problem-wrong-count = { $color }, { $rank }: { $found } așezate, necesare { $expected }.
setup-problem-outside-home-rows = { $color } are o piesă pe { $square }, în afara rândurilor de bază.
setup-problem-on-lake = O piesă stă în lac, pe { $square }.
setup-problem-duplicate = Două piese stau pe { $square }.
setup-parse-length = O așezare are 40 de pătrate; aceasta are { $count }.
setup-parse-character = „{ $character }” de la pătratul { $position } nu este o piesă. Folosește X 9 8 7 6 5 4 3 2 S B F sau . pentru un pătrat gol.

## Pătrate și mutări scrise

square-invalid = „{ $text }” nu este un pătrat. Folosește o literă A–J și un număr 1–10, de exemplu E4.
move-invalid = „{ $text }” nu este o mutare. Scrie două pătrate, de exemplu B4-B5 sau b4 b5.
