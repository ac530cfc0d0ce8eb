# Turnee, topul și profilurile în Discord: comenzi, mesaje și răspunsuri.

cmd-tournament-name = turneu
cmd-tournament-description = Organizează un turneu: înscrieri, runde, clasament.
cmd-tournament-create-name = creează
cmd-tournament-create-description = Creează un turneu și publică mesajul de înscriere.
cmd-tournament-create-name-name = nume
cmd-tournament-create-name-description = Numele turneului
cmd-tournament-create-format-name = format
cmd-tournament-create-format-description = Cum sunt împerecheați jucătorii
cmd-tournament-create-format-choice-round-robin = fiecare cu fiecare
cmd-tournament-create-format-choice-double-round-robin = fiecare cu fiecare, dublu
cmd-tournament-create-format-choice-swiss = sistem elvețian
cmd-tournament-create-format-choice-single-elimination = eliminare directă
cmd-tournament-create-variant-name = variantă
cmd-tournament-create-variant-description = Armata: clasic (40 de piese), barrage (8) sau duel (10)
cmd-tournament-create-variant-choice-classic = Clasic
cmd-tournament-create-variant-choice-barrage = Barrage
cmd-tournament-create-variant-choice-duel = Duel
cmd-tournament-create-rounds-name = runde
cmd-tournament-create-rounds-description = Numărul de runde în sistem elvețian (implicit: destule pentru un câștigător clar)
cmd-tournament-create-max_players-name = maxim_jucători
cmd-tournament-create-max_players-description = Câți jucători se pot înscrie cel mult (implicit 16)
cmd-tournament-create-signup_minutes-name = minute_înscriere
cmd-tournament-create-signup_minutes-description = Începe singur după atâtea minute (implicit: îl pornește un organizator)
cmd-tournament-create-round_hours-name = ore_rundă
cmd-tournament-create-round_hours-description = Câte ore durează o rundă până se decid partidele deschise (implicit: fără limită)
cmd-tournament-create-time_control-name = timp
cmd-tournament-create-time_control-description = Cât timp poate dura fiecare mutare
cmd-tournament-create-time_control-choice-correspondence = corespondență
cmd-tournament-create-time_control-choice-live = în direct
cmd-tournament-create-two_squares-name = două_pătrate
cmd-tournament-create-two_squares-description = Mutări permise înainte și înapoi între două pătrate (ISF: 3)
cmd-tournament-create-one_time_bombs-name = bombe_unice
cmd-tournament-create-one_time_bombs-description = O bombă care oprește un atacator este eliminată și ea
cmd-tournament-create-rated-name = cu_rating
cmd-tournament-create-rated-description = Dacă partidele contează pentru rating
cmd-tournament-create-spectator_delay-name = întârziere_spectatori
cmd-tournament-create-spectator_delay-description = Spectatorii văd fiecare partidă cu atâtea mutări în urmă (0-10)
cmd-tournament-join-name = înscrie
cmd-tournament-join-description = Înscrie-te într-un turneu.
cmd-tournament-join-tournament-name = turneu
cmd-tournament-join-tournament-description = Care turneu (implicit: cel mai nou deschis)
cmd-tournament-leave-name = părăsește
cmd-tournament-leave-description = Părăsește un turneu (după start: te retragi din el).
cmd-tournament-leave-tournament-name = turneu
cmd-tournament-leave-tournament-description = Care turneu (implicit: cel mai nou deschis)
cmd-tournament-start-name = pornește
cmd-tournament-start-description = Închide înscrierile și împerechează prima rundă (organizatori).
cmd-tournament-start-tournament-name = turneu
cmd-tournament-start-tournament-description = Care turneu (implicit: cel mai nou deschis)
cmd-tournament-standings-name = clasament
cmd-tournament-standings-description = Arată clasamentul.
cmd-tournament-standings-tournament-name = turneu
cmd-tournament-standings-tournament-description = Care turneu (implicit: cel mai nou)
cmd-tournament-pairings-name = împerecheri
cmd-tournament-pairings-description = Arată partidele rundei curente.
cmd-tournament-pairings-tournament-name = turneu
cmd-tournament-pairings-tournament-description = Care turneu (implicit: cel mai nou)
cmd-tournament-withdraw-name = retrage
cmd-tournament-withdraw-description = Retrage un jucător dintr-un turneu (organizatori).
cmd-tournament-withdraw-player-name = jucător
cmd-tournament-withdraw-player-description = Jucătorul care se retrage
cmd-tournament-withdraw-tournament-name = turneu
cmd-tournament-withdraw-tournament-description = Care turneu (implicit: cel mai nou deschis)
cmd-tournament-cancel-name = anulează
cmd-tournament-cancel-description = Anulează un turneu; partidele neterminate se încheie fără rezultat (organizatori).
cmd-tournament-cancel-tournament-name = turneu
cmd-tournament-cancel-tournament-description = Care turneu (implicit: cel mai nou deschis)
cmd-leaderboard-name = top
cmd-leaderboard-description = Ratingurile și obiceiurile de așezare ale serverului.
cmd-leaderboard-ratings-variant-name = variantă
cmd-leaderboard-ratings-variant-description = Ratingurile cărei armate (implicit: clasic)
cmd-leaderboard-ratings-variant-choice-classic = Clasic
cmd-leaderboard-ratings-variant-choice-barrage = Barrage
cmd-leaderboard-ratings-variant-choice-duel = Duel
cmd-leaderboard-ratings-page-name = pagină
cmd-leaderboard-ratings-page-description = Pagina, de la 1
cmd-profile-name = profil
cmd-profile-description = Ratingurile, rezultatele și obiceiurile de așezare ale unui jucător pe acest server.
cmd-profile-show-player-name = jucător
cmd-profile-show-player-description = Profilul cui (implicit: al tău)

tournament-format-round-robin = fiecare cu fiecare
tournament-format-double-round-robin = fiecare cu fiecare, dublu
tournament-format-swiss = sistem elvețian, { $rounds } runde
tournament-format-single-elimination = eliminare directă

tournament-signup = 🏆 **{ $name }** (#{ $id }), { $format }, organizat de { $creator }
    { $rules }
    Jucători ({ $count }/{ $max }): { $players }
    { $start }
tournament-signup-deadline = Înscrierile se închid și runda 1 începe { $deadline }.
tournament-signup-manual = Un organizator pornește turneul când toată lumea s-a înscris.
tournament-signup-nobody = nimeni deocamdată
tournament-signup-running = 🏆 **{ $name }** (#{ $id }), { $format }: în desfășurare.
    Jucători ({ $count }): { $players }
tournament-signup-finished = 🏆 **{ $name }** (#{ $id }), { $format }: încheiat.
    Jucători ({ $count }): { $players }
tournament-signup-cancelled = 🏆 **{ $name }** (#{ $id }): anulat.
button-tournament-join = Mă înscriu
button-tournament-leave = Renunț

tournament-joined = Ești înscris în **{ $name }** ({ $count }/{ $max } jucători).
tournament-left = Ai părăsit **{ $name }**.
tournament-started = **{ $name }** a început cu { $count } jucători; împerecherile pentru runda 1 sunt publicate.
tournament-withdrawn = { $player } a fost retras din **{ $name }**.
tournament-cancelled = **{ $name }** a fost anulat de { $by }. Partidele neterminate se încheie fără rezultat.
error-no-tournament = Nu există niciun turneu deschis pe acest server. Creează unul cu /turneu creează.
error-tournament-not-started = **{ $name }** nu a început încă: împerecherile și clasamentul apar odată cu runda 1.

tournament-round-started = **{ $name }**: runda { $round } din { $rounds } este împerecheată. Așezați-vă armatele în mesajele private.
tournament-pairings = **{ $name }**, runda { $round } din { $rounds }:
tournament-pairing-line = Masa { $board }: { $red } (roșu) contra { $blue } (albastru) { $thread } { $result }
tournament-bye-line = Rundă liberă: { $player } (1 punct)
tournament-result-pending = (în joc)
tournament-result-score = { $red }–{ $blue }
tournament-pairing-dm = **{ $name }**, runda { $round } din { $rounds }: joci cu { $color } contra lui { $opponent }. Firul partidei: { $thread }. Așază-ți armata în mesajul de așezare.
tournament-bye-dm = **{ $name }**, runda { $round }: ai rundă liberă și primești 1 punct.

tournament-standings = **{ $name }**: clasamentul după { $round } din { $rounds } runde.
tournament-standings-columns = Coloane: loc, jucător, puncte, Buchholz, Sonneborn-Berger, victorii, partide.
tournament-standings-unshown-intro = Numele marcate cu { $mark } în imagine:
tournament-standings-unshown = { $rank }. { $player }
tournament-winner = 🏆 **{ $name }** s-a încheiat. Câștigătorul este { $player }. Felicitări!
tournament-finished-no-winner = 🏆 **{ $name }** s-a încheiat, fără câștigător.

leaderboard-title = Top: { $variant }
leaderboard-line = **{ $place }.** { $player }: { $rating } (±{ $deviation }), { $games } partide, { $wins } victorii, { $losses } înfrângeri, { $draws } remize
leaderboard-empty = Nimeni nu a jucat încă aici o partidă cu rating cu această armată.
leaderboard-page = Pagina { $page } din { $pages }

profile-title = Profilul lui { $player }
profile-ratings = Ratinguri
profile-unrated = Nicio partidă cu rating încă (un începător pornește de la 1500).
profile-rating-line = { $variant }: **{ $rating }** (±{ $deviation }), { $games } partide cu rating
profile-record-title = Rezultate
profile-record = { $games } partide: { $wins } victorii, { $losses } înfrângeri, { $draws } remize. Seria actuală: { $streak }. Cea mai lungă serie de victorii: { $best }.
profile-streak-wins = { $count } victorii la rând
profile-streak-losses = { $count } înfrângeri la rând
profile-streak-draws = { $count } remize la rând
profile-streak-none = niciuna
profile-openings-title = Obiceiuri de așezare
profile-openings = Din { $setups } așezări: steagul pe ultimul rând { $back_row }%, steagul într-un colț { $corner }%, steagul înconjurat de bombe { $bombed }%.
profile-openings-none = Nicio așezare încheiată încă.
profile-recent = Partide recente
profile-recent-none = Nicio partidă încheiată încă.
profile-recent-line = Partida { $game }: { $result } contra lui { $opponent } cu { $color }, { $variant }, { $when }
profile-result-win = victorie
profile-result-loss = înfrângere
profile-result-draw = remiză

## Verificarea periodică a turneelor
tournament-tick-failed-start = ⚠️ { $organiser }: turneul **{ $name }** (#{ $id }) nu a putut fi pornit. { $reason } Botul încearcă din nou { $retry } și continuă să încerce, din ce în ce mai rar; celelalte turnee nu sunt afectate.
tournament-tick-failed-deadline = ⚠️ { $organiser }: termenul rundei din turneul **{ $name }** (#{ $id }) nu a putut fi aplicat. { $reason } Botul încearcă din nou { $retry } și continuă să încerce, din ce în ce mai rar; celelalte turnee nu sunt afectate.
tournament-tick-failed-unreadable = Setările sau partidele salvate nu au putut fi citite; detaliile sunt în jurnalul botului.
tournament-swiss-clamped = **{ $name }**: au fost setate { $asked } runde elvețiene, dar { $players } jucători permit cel mult { $rounds }, așa că turneul are { $rounds } runde.
tournament-withdrawn-public = { $player } a fost retras din **{ $name }** de { $by }.
tournament-withdrew-public = { $player } s-a retras din **{ $name }**.
tournament-signup-more = și încă { $count }

## Subcommands of /leaderboard and /profile
cmd-leaderboard-ratings-name = ratinguri
cmd-leaderboard-ratings-description = Arată clasamentul de rating al serverului.
cmd-leaderboard-habits-name = obiceiuri
cmd-leaderboard-habits-description = Hartă termică a locurilor unde jucătorii serverului își pun Steagul.
cmd-leaderboard-habits-variant-name = variantă
cmd-leaderboard-habits-variant-description = Care armată (implicit: clasic)
cmd-leaderboard-habits-variant-choice-classic = Clasic
cmd-leaderboard-habits-variant-choice-barrage = Barrage
cmd-leaderboard-habits-variant-choice-duel = Duel
cmd-profile-show-name = arată
cmd-profile-show-description = Arată ratingurile și rezultatele unui jucător pe acest server.
cmd-profile-habits-name = obiceiuri
cmd-profile-habits-description = Hărți termice ale locurilor unde un jucător își așază piesele aici.
cmd-profile-habits-player-name = jucător
cmd-profile-habits-player-description = Obiceiurile cui (implicit: ale tale)
cmd-profile-habits-variant-name = variantă
cmd-profile-habits-variant-description = Care armată (implicit: cea jucată cel mai des)
cmd-profile-habits-variant-choice-classic = Clasic
cmd-profile-habits-variant-choice-barrage = Barrage
cmd-profile-habits-variant-choice-duel = Duel
