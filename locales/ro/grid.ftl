## The setup editor's grid of squares (setup DM, or the private copy in a thread)
button-save = Salvează
grid-left = Coloanele { $from }–{ $to }. { $status }
grid-right = Coloanele { $from }–{ $to }
grid-pick = Atinge o piesă, apoi pătratul pe care trebuie să stea.
grid-selected = Ai ales { $square }: { $piece } ({ $rank }). Atinge alt pătrat ca să le schimbi sau același pătrat ca s-o pui la loc.
grid-selected-empty = Ai ales pătratul gol { $square }. Atinge o piesă ca s-o muți acolo sau același pătrat ca să renunți.
grid-locked = Așezarea ta este blocată.
grid-bomb = B
grid-flag = St
grid-spy = Sp
grid-empty = ·
grid-load = Încarcă o așezare salvată
grid-save-title = Salvează această așezare
grid-save-field = Nume (cel mult 32 de caractere)
