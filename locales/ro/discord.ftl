# Stratul Discord: răspunsuri, erori, postări în fire, mesaje directe, butoane.

## Erori (mereu private)
error-internal = Ceva n-a mers bine la mine. Nu s-a schimbat nimic; încearcă din nou peste puțin timp.
error-bad-argument = Nu am putut citi opțiunea aceea. Verifică comanda și încearcă din nou.
error-missing-permission = Doar membrii cu permisiunea Gestionare server pot face asta.
error-bot-missing-permission = Îmi lipsesc aici aceste permisiuni: { $permissions }.
error-guild-only = Comanda aceasta funcționează doar într-un server.
error-dm-only = Comanda aceasta funcționează doar în mesaje directe.
error-cooldown = Mai încet puțin: încearcă din nou peste { $seconds } secunde.
error-not-allowed = Nu ai voie să faci asta.
error-move-needs-squares = Spune-mi mutarea: fie `{ cmd-move-text-name }`, de exemplu B4-B5, fie atât `{ cmd-move-from-name }`, cât și `{ cmd-move-to-name }`.
error-bad-move-text = Nu am putut citi „{ $text }” ca mutare. Scrie două pătrate, de exemplu B4-B5.
error-bad-square = „{ $text }” nu este un pătrat. Pătratele merg de la A1 la J10.
error-challenge-bot = Boții nu pot juca. Provoacă o persoană sau lasă adversarul gol pentru o provocare deschisă.
error-challenge-other-server = Această provocare a fost făcută pe alt server: i se poate răspunde doar acolo.
error-tournament-other-server = Acest turneu se desfășoară pe alt server: te poți înscrie sau retrage doar acolo.
error-unknown-language = Nu vorbesc „{ $text }”. Alege o limbă din listă.

## Butoane
button-accept = Acceptă
button-decline = Refuză
button-withdraw = Retrage
button-random = Aleatoriu
button-mirror = Oglindește
button-ready = Gata
button-show-board = Arată-mi tabla
button-rematch = Revanșă

## Provocări
challenge-rules = { $variant }, limita celor două pătrate { $two_squares }, { $bombs }, { $rated }
challenge-rules-delayed = { $rules }, spectatorii cu { $moves } mutări în urmă
challenge-bombs-once = bombe de unică folosință
challenge-bombs-stay = bombele rămân
challenge-rated = cu rating
challenge-unrated = fără rating
challenge-direct = { $challenger } lansează o provocare la Stratego pentru { $opponent } ({ $rules }). Expiră { $expires }.
challenge-open = { $challenger } caută un adversar la Stratego ({ $rules }). Oricine poate accepta. Expiră { $expires }.
challenge-accepted = Provocarea lui { $challenger } a fost acceptată. Partida se joacă în { $thread }.
challenge-declined = { $opponent } a refuzat provocarea lui { $challenger }.
challenge-withdrawn = { $challenger } și-a retras provocarea.
challenge-expired = Provocarea lui { $challenger } a expirat.
challenges-line = { $challenger } contra { $opponent }: { $variant } { $link }
challenges-anyone = oricine
challenges-none = Nu există provocări deschise pe acest server.

## Firul partidei (public)
thread-name = { $red } contra { $blue }
thread-intro = Partida { $game }: { $red } (Roșu) contra { $blue } (Albastru), { $variant }. Ambii jucători își așază piesele în secret; partida începe când sunt amândoi gata.
dms-closed = { $player }, nu îți pot trimite mesaje directe. Deschide mesajele directe pentru acest server sau folosește butonul de mai jos ca să-ți vezi tabla aici, doar pentru tine.
private-editor-expired = Acest editor privat nu mai poate fi schimbat (Discord permite 15 minute). Apasă **{ $button }** în firul jocului ca să-l deschizi din nou; aranjamentul tău rămâne.
opening-refused-permission = Partida { $game } a fost anulată înainte să înceapă: nu am voie să deschid un fir sau să scriu în { $channel }. Un administrator al serverului îmi poate da acolo permisiunile View Channel, Send Messages, Create Public Threads și Send Messages in Threads; apoi provoacă din nou.
opening-refused-channel-gone = Partida { $game } a fost anulată înainte să înceapă: canalul ei a fost șters. Provoacă din nou în alt canal.
thread-reopened = Partida { $game } continuă aici: firul ei anterior a fost șters. { $red } (Roșu) contra { $blue } (Albastru).
game-started = Ambele așezări sunt blocate. Angajamente, pentru verificarea așezărilor la final: Roșu `{ $red_commitment }`, Albastru `{ $blue_commitment }`. { $player } ({ $color }) mută primul.
board-public = Partida { $game }, mutarea { $ply }. { $status }
status-to-move = La mutare: { $player } ({ $color }).
log-move = { $number }. { $color } { $from }-{ $to }
log-scout-move = { $number }. { $color } { $from }-{ $to }: { $rank }
log-attacker-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } învinge { $defender }
log-defender-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } pierde în fața { $defender }
log-both-removed = { $number }. { $color } { $from }x{ $to }: { $attacker } și { $defender } sunt eliminați amândoi
log-behind = Mutarea { $ply } a fost jucată; spectatorii văd această partidă cu { $behind } mutări în urmă.
log-caught-up = Partida s-a încheiat. Mutările pe care spectatorii nu le văzuseră încă:
log-next = { $line }
    La mutare: { $player } ({ $color }).
rank-with-label = { $rank } ({ $label })
draw-offered = { $by } oferă remiză. { $to }, răspunde cu `/{ cmd-draw-name } { cmd-draw-action-choice-accept }` sau `/{ cmd-draw-name } { cmd-draw-action-choice-decline }`.
draw-declined = { $by } a refuzat remiza.
game-over-win = Câștigă { $winner } ({ $color }). { $reason }
game-over-draw = Remiză. { $reason }
game-cancelled = Partida { $game } a fost anulată în timpul așezării.
game-over = { $result }
    Așezări (primul rând din față): Roșu `{ $red_setup }`, Albastru `{ $blue_setup }`
    Sărurile pentru verificarea angajamentelor: Roșu `{ $red_salt }`, Albastru `{ $blue_salt }`

## Privat (mesaje directe și răspunsuri vizibile doar ție)
setup-dm = Partida { $game } contra lui { $opponent }: joci cu { $color }. Așază-ți piesele, apoi apasă Gata. { $thread }
    Atinge pătratele de mai jos ca să schimbi piesele; butoane: Aleatoriu, Oglindește, Salvează, Gata. Comenzi: `/{ cmd-setup-name } { cmd-setup-swap-name } a b`, `/{ cmd-setup-name } { cmd-setup-paste-name }`, `/{ cmd-setup-name } { cmd-setup-random-name }`, `/{ cmd-setup-name } { cmd-setup-mirror-name }`, `/{ cmd-setup-name } { cmd-setup-save-name }`, `/{ cmd-setup-name } { cmd-setup-load-name }`, `/{ cmd-setup-name } { cmd-setup-ready-name }`.
    Așezarea ta: `{ $setup }`
setup-locked = Partida { $game } contra lui { $opponent }: așezarea ta ({ $color }) este blocată. { $thread }
    Așezarea ta: `{ $setup }`
setup-swapped = Am schimbat între ele { $a } și { $b }.
setup-pasted = Așezarea a fost înlocuită.
setup-randomized = Piesele au fost amestecate.
setup-mirrored = Așezarea a fost oglindită.
setup-loaded = Am încărcat „{ $name }”.
setup-saved = Ți-am salvat așezarea ca „{ $name }”.
setup-ready = Blocată. Angajamentul tău: `{ $commitment }`
board-private = Partida { $game } contra lui { $opponent }, joci cu { $color }. { $status }
    { $last }
status-your-turn = Este rândul tău.
status-their-turn = Se așteaptă mutarea lui { $opponent }.
move-played = Ai mutat { $move }. { $thread }
resigned = Ai abandonat partida { $game }.
draw-you-offered = Remiză oferită.
draw-you-accepted = Remiză acceptată.
draw-you-declined = Remiză refuzată.
game-choice = Partida { $game } contra lui { $opponent }
games-none = Nu ai nicio partidă în desfășurare. Începe una cu /{ cmd-challenge-name }.
games-line = Partida { $game } contra lui { $opponent }: { $state } { $thread }
games-state-setup = se așază piesele
games-state-your-turn = rândul tău
games-state-waiting = în așteptare
settings-now = Setările tale: numerotare { $numbering }, notificări { $ping }, limbă { $language }.
settings-on = activate
settings-off = dezactivate
server-now = Firele partidelor se deschid în { $channel }; postările publice sunt în { $language }; organizatori de turnee: { $organisers }; turneele pot fi create de: { $creating }.
server-organisers-none = membrii cu Gestionare server
server-creating-open = orice membru
server-creating-organisers = doar organizatorii
server-match-channel-here = canalul în care este postată fiecare provocare

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, timpul tău în partida { $game } se termină { $deadline }.
timer-setup-reminder = { $player }, confirmă-ți așezarea pentru partida { $game }: timpul se termină { $deadline }.

## Paged lists
button-previous = Înapoi
button-next = Înainte
page-of = Pagina { $page } din { $pages }

## Step-through replays
replay-title =
    Partida { $game }, mutarea { $ply } din { $last }, { $view }
    { $line }
replay-start = Poziția de start, înainte de prima mutare.
replay-view-red = Cum vede Roșu
replay-view-blue = Cum vede Albastru
replay-view-spectator = Cum văd spectatorii
replay-view-revealed = Ambele așezări dezvăluite
replay-view-guess = Ce a ghicit botul (gradul cel mai probabil, % sigur)
replay-first = ⏮ Început
replay-back = ◀ Înapoi
replay-forward = Înainte ▶
replay-last = Sfârșit ⏭
replay-back-ten = −10
replay-forward-ten = +10
replay-choice = Partida { $game }: { $red } contra lui { $blue }
button-replay = Reluare
error-replay-which-game = Care partidă? Alege una în opțiunea partida.
error-replay-not-public = Partida s-a jucat acolo unde nu toți din acest canal pot privi, așa că îți pot arăta reluarea doar ție: renunță la opțiunea publică.
error-replay-live-private = O partidă încă în desfășurare poate fi parcursă doar în privat: deschide-o cu /replay.
error-slow-down = Ceri imagini mai repede decât le desenez: așteaptă { $seconds } secunde, apoi încearcă din nou.

## Setup heat maps
habits-player = Obiceiurile de așezare ale lui { $player } în { $variant }, din { $games } partide încheiate aici. Fiecare hartă arată cele patru rânduri de acasă cum le vede jucătorul, primul rând sus, mai luminos unde piesa a stat mai des: Steag, Bombe, Mareșal, General, Spion, Cercetași.
habits-player-none = { $player } nu are încă nicio partidă încheiată și jucată în { $variant } pe acest server.
habits-server = Unde își pun Steagul jucătorii acestui server în { $variant }, din { $games } așezări ale partidelor încheiate. Primul rând sus; cu cât pătratul e mai luminos, cu atât mai des.
habits-server-none = Nicio partidă încheiată și jucată în { $variant } pe acest server încă.
