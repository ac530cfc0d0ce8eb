# Împerechere rapidă (/play), „Provoacă la Stratego”, /help, mementouri.

cmd-play-name = joaca
cmd-play-description = Găsește o partidă: așteaptă în coada serverului până vrea cineva același joc.
cmd-play-variant-name = varianta
cmd-play-variant-description = Armata: clasic (40 de piese), baraj (8) sau duel (10)
cmd-play-variant-choice-classic = Clasic
cmd-play-variant-choice-barrage = Baraj
cmd-play-variant-choice-duel = Duel
cmd-play-time_control-name = timp
cmd-play-time_control-description = Cât poate dura fiecare mutare
cmd-play-time_control-choice-correspondence = corespondență
cmd-play-time_control-choice-live = în direct
cmd-play-rated-name = rating
cmd-play-rated-description = Dacă rezultatul contează pentru rating
cmd-play-wait-name = asteptare
cmd-play-wait-description = Minute de așteptat un adversar (în direct: până la 30, corespondență: o zi)
cmd-play-cancel-name = renunta
cmd-play-cancel-description = Nu mai aștepta
cmd-help-name = ajutor
cmd-help-description = Cum se joacă Stratego aici: pașii, piesele și regulile speciale.
cmd-challenge_member-name = Provoacă la Stratego
cmd-settings-reminders-name = mementouri
cmd-settings-reminders-description = Mementouri de mutare la corespondență: obișnuit, deloc, o dată sau la câteva ore
cmd-settings-reminders-choice-usual = obișnuit
cmd-settings-reminders-choice-off = deloc
cmd-settings-reminders-choice-once = o dată
cmd-settings-reminders-choice-every = la fiecare
cmd-settings-every_hours-name = la_ore
cmd-settings-every_hours-description = Pentru „la fiecare”: la câte ore distanță

play-seek = { $variant }, { $time }, { $rated }
play-time-correspondence = corespondență
play-time-live = în direct
play-waiting = Ești în coadă pentru o partidă: { $seek }. Primești o notificare imediat ce ești împerecheat cu cineva (aștepți până la { $until }).
play-already-waiting = Ești deja în coadă pentru { $seek } (până la { $until }).
play-paired = Ai fost împerecheat cu { $opponent }: partida { $game }, joci cu { $color }. Aranjează-ți piesele în mesajele private; firul partidei se deschide imediat.
play-left = Ai ieșit din coadă.
button-leave-queue = Ieși din coadă
queue-board-title = **Așteaptă o partidă**: scrie `/play` ca să li te alături.
queue-board-line = { $player }: { $seek }, de { $since }
queue-board-more = …și încă { $count }.
queue-board-empty = Nimeni nu așteaptă o partidă acum. Scrie `/play` ca să fii primul.
service-error-queue-too-often = Ai intrat sau ieșit din coadă de { $count } ori în ultimul minut. Așteaptă puțin, apoi încearcă din nou.
service-error-not-in-queue = Nu aștepți în coada acestui server.
option-queue-wait-range = Așteptarea trebuie să fie de cel puțin 5 minute, cel mult 30 la partidele în direct și cel mult o zi la corespondență.

challenge-menu-preview = Provocare pentru { $opponent }: { $rules }. Alege altă armată mai jos dacă vrei, apoi publică provocarea.
button-post-challenge = Publică provocarea
error-not-a-member = Persoana aceasta nu este membră a serverului.
error-unknown-variant = Armata aceasta nu este oferită de bot.

first-use-hint = Ești nou aici? `/help` arată cum decurge o partidă, piesele și regulile speciale.
help-how = **Cum decurge o partidă aici**
    1. Provoacă un membru cu `/challenge` (sau clic dreapta pe el, Aplicații, *Provoacă la Stratego*) ori scrie `/play` ca să fii împerecheat cu cine așteaptă.
    2. Fiecare jucător își aranjează cele 40 de piese într-un mesaj privat cu botul: atinge două pătrate ca să le schimbi, încarcă o așezare salvată sau lipește una, apoi apasă Gata.
    3. Partida are firul ei, unde toți urmăresc tabla publică. Mută cu `/move`: botul îți sugerează mutările legale. Tabla ta privată vine în mesaj privat (sau prin butonul Arată-mi tabla).
    4. Partida se termină când un Steag e capturat, un jucător nu mai poate muta, abandonează, acceptă remiza (`/draw`) sau rămâne fără timp.
help-pieces = **Piesele** (imaginea): rândul de sus în numerotarea nouă (Mareșal 10 … Cercetaș 2, Spion 1), cel de jos în cea veche (Mareșal 1 … Cercetaș 9, Spion S), cu câte are fiecare armată. Alege-o pe a ta cu `/settings`.
help-rules = **Reguli speciale**
    - Gradul mai mare câștigă lupta; la grade egale ambele piese părăsesc tabla.
    - Cercetașii se mută oricâte pătrate libere în linie dreaptă și pot ataca la capătul drumului.
    - Spionul învinge Mareșalul, dar numai când Spionul atacă.
    - Bombele și Steagul nu se mută niciodată. O Bombă învinge orice atacator în afară de Miner.
    - Regula celor două pătrate: o piesă nu se poate muta înainte și înapoi între aceleași două pătrate de mai mult de trei ori la rând (sau limita aleasă pentru partidă).
    - Regula mai multor pătrate: nu poți urmări la nesfârșit o piesă a adversarului pe tablă.

settings-reminders-now = Mementouri de mutare la corespondență: { $plan }.
reminders-usual = la jumătatea timpului și cu o oră înainte de final (obișnuit)
reminders-off = niciunul
reminders-once = o dată, cu o oră înainte de final
reminders-every = la fiecare { $hours } h și cu o oră înainte de final
error-reminder-hours = Mementourile pot fi la 1 până la { $max } ore distanță.
