# Discord-lagret: svar, fel, trådinlägg, DM, knappar.

## Fel (alltid privata)
error-internal = Något gick fel hos mig. Inget ändrades; försök igen om en stund.
error-bad-argument = Jag kunde inte läsa det alternativet. Kontrollera kommandot och försök igen.
error-missing-permission = Bara medlemmar med behörigheten Hantera server kan göra det.
error-bot-missing-permission = Jag saknar de här behörigheterna här: { $permissions }.
error-guild-only = Det här kommandot fungerar bara i en server.
error-dm-only = Det här kommandot fungerar bara i direktmeddelanden.
error-cooldown = Ta det lite lugnt: försök igen om { $seconds } sekunder.
error-not-allowed = Du får inte göra det.
error-move-needs-squares = Ange draget: antingen `{ cmd-move-text-name }` som B4-B5, eller både `{ cmd-move-from-name }` och `{ cmd-move-to-name }`.
error-bad-move-text = Jag kunde inte läsa ”{ $text }” som ett drag. Skriv två rutor, till exempel B4-B5.
error-bad-square = ”{ $text }” är ingen ruta. Rutorna går från A1 till J10.
error-challenge-bot = Botar kan inte spela. Utmana en människa, eller lämna motståndaren tom för en öppen utmaning.
error-challenge-other-server = Den här utmaningen gjordes på en annan server: den kan bara besvaras där.
error-tournament-other-server = Den här turneringen spelas på en annan server: du kan bara gå med eller lämna den där.
error-unknown-language = Jag talar inte ”{ $text }”. Välj ett språk i listan.

## Knappar
button-accept = Anta
button-decline = Avböj
button-withdraw = Dra tillbaka
button-random = Slumpa
button-mirror = Spegla
button-ready = Klar
button-show-board = Visa mitt bräde
button-rematch = Returmatch

## Utmaningar
challenge-rules = { $variant }, tvårutorsgräns { $two_squares }, { $bombs }, { $rated }
challenge-rules-delayed = { $rules }, åskådare { $moves } drag efter
challenge-bombs-once = engångsbomber
challenge-bombs-stay = bomberna står kvar
challenge-rated = rankat
challenge-unrated = orankat
challenge-direct = { $challenger } utmanar { $opponent } på Stratego ({ $rules }). Går ut { $expires }.
challenge-open = { $challenger } söker en motståndare i Stratego ({ $rules }). Vem som helst kan anta. Går ut { $expires }.
challenge-accepted = { $challenger }s utmaning antogs. Partiet pågår i { $thread }.
challenge-declined = { $opponent } avböjde utmaningen från { $challenger }.
challenge-withdrawn = { $challenger } drog tillbaka utmaningen.
challenge-expired = Utmaningen från { $challenger } har gått ut.
challenges-line = { $challenger } mot { $opponent }: { $variant } { $link }
challenges-anyone = vem som helst
challenges-none = Det finns inga öppna utmaningar på den här servern.

## Partitråd (offentlig)
thread-name = { $red } mot { $blue }
thread-intro = Parti { $game }: { $red } (Röd) mot { $blue } (Blå), { $variant }. Båda spelarna ställer upp sina pjäser i hemlighet; partiet börjar när båda är klara.
dms-closed = { $player }, jag kan inte skicka direktmeddelanden till dig. Öppna dina DM för den här servern, eller använd knappen nedan för att se ditt bräde här, bara för dig.
private-editor-expired = Den här privata redigeraren kan inte längre ändras (Discord tillåter 15 minuter). Tryck på **{ $button }** i spelets tråd för att öppna den igen; din uppställning finns kvar.
opening-refused-permission = Parti { $game } ställdes in innan det började: jag får inte skapa en tråd eller skriva i { $channel }. En serveradministratör kan ge mig behörigheterna View Channel, Send Messages, Create Public Threads och Send Messages in Threads där; utmana sedan igen.
opening-refused-channel-gone = Parti { $game } ställdes in innan det började: dess kanal togs bort. Utmana igen i en annan kanal.
thread-reopened = Parti { $game } fortsätter här: dess förra tråd togs bort. { $red } (Röd) mot { $blue } (Blå).
game-started = Båda uppställningarna är låsta. Åtaganden att kontrollera uppställningarna mot i slutet: Röd `{ $red_commitment }`, Blå `{ $blue_commitment }`. { $player } ({ $color }) börjar.
board-public = Parti { $game }, drag { $ply }. { $status }
status-to-move = { $player } ({ $color }) är vid draget.
log-move = { $number }. { $color } { $from }-{ $to }
log-scout-move = { $number }. { $color } { $from }-{ $to }: { $rank }
log-attacker-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } slår { $defender }
log-defender-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } förlorar mot { $defender }
log-both-removed = { $number }. { $color } { $from }x{ $to }: { $attacker } och { $defender } tas båda bort
log-behind = Drag { $ply } är gjort; åskådare ser partiet { $behind } drag i efterhand.
log-caught-up = Partiet är slut. Dragen som åskådarna inte hade sett än:
log-next = { $line }
    { $player } ({ $color }) är vid draget.
rank-with-label = { $rank } ({ $label })
draw-offered = { $by } erbjuder remi. { $to }, svara med `/{ cmd-draw-name } { cmd-draw-action-choice-accept }` eller `/{ cmd-draw-name } { cmd-draw-action-choice-decline }`.
draw-declined = { $by } avböjde remin.
game-over-win = { $winner } ({ $color }) vinner. { $reason }
game-over-draw = Remi. { $reason }
game-cancelled = Parti { $game } avbröts under uppställningen.
game-over = { $result }
    Uppställningar (främre raden först): Röd `{ $red_setup }`, Blå `{ $blue_setup }`
    Salter för kontrollen av åtagandena: Röd `{ $red_salt }`, Blå `{ $blue_salt }`

## Privat (DM och svar bara för dig)
setup-dm = Parti { $game } mot { $opponent }: du spelar { $color }. Ställ upp dina pjäser och tryck sedan på Klar. { $thread }
    Tryck på rutorna nedan för att byta pjäser; knappar: Slumpa, Spegla, Spara, Klar. Kommandon: `/{ cmd-setup-name } { cmd-setup-swap-name } a b`, `/{ cmd-setup-name } { cmd-setup-paste-name }`, `/{ cmd-setup-name } { cmd-setup-random-name }`, `/{ cmd-setup-name } { cmd-setup-mirror-name }`, `/{ cmd-setup-name } { cmd-setup-save-name }`, `/{ cmd-setup-name } { cmd-setup-load-name }`, `/{ cmd-setup-name } { cmd-setup-ready-name }`.
    Din uppställning: `{ $setup }`
setup-locked = Parti { $game } mot { $opponent }: din uppställning som { $color } är låst. { $thread }
    Din uppställning: `{ $setup }`
setup-swapped = Bytte plats på { $a } och { $b }.
setup-pasted = Uppställningen ersattes.
setup-randomized = Pjäserna blandades.
setup-mirrored = Uppställningen spegelvändes.
setup-loaded = Laddade ”{ $name }”.
setup-saved = Sparade din uppställning som ”{ $name }”.
setup-ready = Låst. Ditt åtagande: `{ $commitment }`
board-private = Parti { $game } mot { $opponent }, du spelar { $color }. { $status }
    { $last }
status-your-turn = Det är din tur.
status-their-turn = Väntar på { $opponent }.
move-played = Du spelade { $move }. { $thread }
resigned = Du gav upp parti { $game }.
draw-you-offered = Remi erbjuden.
draw-you-accepted = Remi antagen.
draw-you-declined = Remi avböjd.
game-choice = Parti { $game } mot { $opponent }
games-none = Du har inga pågående partier. Starta ett med /{ cmd-challenge-name }.
games-line = Parti { $game } mot { $opponent }: { $state } { $thread }
games-state-setup = ställer upp
games-state-your-turn = din tur
games-state-waiting = väntar
settings-now = Dina inställningar: numrering { $numbering }, pingar { $ping }, språk { $language }.
settings-on = på
settings-off = av
server-now = Partitrådar öppnas i { $channel }; offentliga inlägg skrivs på { $language }; turneringsarrangörer: { $organisers }; turneringar får skapas av: { $creating }.
server-organisers-none = medlemmar med Hantera server
server-creating-open = alla medlemmar
server-creating-organisers = bara arrangörer
server-match-channel-here = kanalen där varje utmaning läggs upp

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, din tid i parti { $game } tar slut { $deadline }.
timer-setup-reminder = { $player }, lås din uppställning i parti { $game }: tiden tar slut { $deadline }.

## Paged lists
button-previous = Föregående
button-next = Nästa
page-of = Sida { $page } av { $pages }

## Step-through replays
replay-title =
    Parti { $game }, drag { $ply } av { $last }, { $view }
    { $line }
replay-start = Startställningen, före första draget.
replay-view-red = Som Röd ser det
replay-view-blue = Som Blå ser det
replay-view-spectator = Som åskådarna ser det
replay-view-revealed = Båda uppställningarna visade
replay-view-guess = Vad boten gissade (troligaste grad, % säker)
replay-first = ⏮ Första
replay-back = ◀ Bakåt
replay-forward = Framåt ▶
replay-last = Sista ⏭
replay-back-ten = −10
replay-forward-ten = +10
replay-choice = Parti { $game }: { $red } mot { $blue }
button-replay = Repris
error-replay-which-game = Vilket parti? Välj ett i alternativet parti.
error-replay-not-public = Partiet spelades där inte alla i den här kanalen kan titta, så jag kan bara visa repriset för dig: utelämna alternativet public.
error-replay-live-private = Ett parti som pågår kan bara stegas igenom privat: öppna det med /replay.
error-slow-down = Du ber om bilder snabbare än jag ritar dem: vänta { $seconds } sekunder och försök igen.

## Setup heat maps
habits-player = Uppställningsvanor för { $player } i { $variant }, från { $games } avslutade partier här. Varje karta visar de fyra hemmaraderna som spelaren ser dem, främre raden överst, ljusare där pjäsen stod oftare: Flagga, Bomber, Marskalk, General, Spion, Spanare.
habits-player-none = { $player } har ännu inga avslutade, spelade partier i { $variant } på den här servern.
habits-server = Var serverns spelare ställer sin Flagga i { $variant }, från { $games } uppställningar i avslutade partier. Främre raden överst; ju ljusare ruta, desto oftare.
habits-server-none = Inga avslutade, spelade partier i { $variant } på den här servern än.
