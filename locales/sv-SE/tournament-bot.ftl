# Turneringar, topplistan och profiler i Discord: kommandon, inlägg och svar.

cmd-tournament-name = turnering
cmd-tournament-description = Arrangera en turnering: anmälan, ronder, ställning.
cmd-tournament-create-name = skapa
cmd-tournament-create-description = Skapa en turnering och posta dess anmälningsmeddelande.
cmd-tournament-create-name-name = namn
cmd-tournament-create-name-description = Turneringens namn
cmd-tournament-create-format-name = format
cmd-tournament-create-format-description = Hur spelarna lottas mot varandra
cmd-tournament-create-format-choice-round-robin = alla mot alla
cmd-tournament-create-format-choice-double-round-robin = dubbel alla mot alla
cmd-tournament-create-format-choice-swiss = schweizer
cmd-tournament-create-format-choice-single-elimination = utslagning
cmd-tournament-create-variant-name = variant
cmd-tournament-create-variant-description = Armé: klassisk (40 pjäser), barrage (8) eller duell (10)
cmd-tournament-create-variant-choice-classic = Klassisk
cmd-tournament-create-variant-choice-barrage = Barrage
cmd-tournament-create-variant-choice-duel = Duell
cmd-tournament-create-rounds-name = ronder
cmd-tournament-create-rounds-description = Antal ronder i en schweizer (standard: nog för en klar vinnare)
cmd-tournament-create-max_players-name = max_spelare
cmd-tournament-create-max_players-description = Högst så många spelare får anmäla sig (standard 16)
cmd-tournament-create-signup_minutes-name = anmälningsminuter
cmd-tournament-create-signup_minutes-description = Starta av sig själv efter så många minuter (standard: en arrangör startar)
cmd-tournament-create-round_hours-name = rondtimmar
cmd-tournament-create-round_hours-description = Timmar per rond innan öppna partier avgörs (standard: ingen gräns)
cmd-tournament-create-time_control-name = betänketid
cmd-tournament-create-time_control-description = Hur lång tid varje drag får ta
cmd-tournament-create-time_control-choice-correspondence = korrespondens
cmd-tournament-create-time_control-choice-live = direkt
cmd-tournament-create-two_squares-name = tvårutor
cmd-tournament-create-two_squares-description = Tillåtna drag fram och tillbaka mellan två rutor (ISF: 3)
cmd-tournament-create-one_time_bombs-name = engångsbomber
cmd-tournament-create-one_time_bombs-description = En bomb som stoppar en anfallare tas också bort
cmd-tournament-create-rated-name = rankat
cmd-tournament-create-rated-description = Om partierna räknas till rankingen
cmd-tournament-create-spectator_delay-name = åskådarfördröjning
cmd-tournament-create-spectator_delay-description = Åskådare ser varje parti så många drag i efterhand (0-10)
cmd-tournament-join-name = anmäl
cmd-tournament-join-description = Anmäl dig till en turnering.
cmd-tournament-join-tournament-name = turnering
cmd-tournament-join-tournament-description = Vilken turnering (standard: den nyaste öppna)
cmd-tournament-leave-name = lämna
cmd-tournament-leave-description = Lämna en turnering (efter starten: dra dig ur).
cmd-tournament-leave-tournament-name = turnering
cmd-tournament-leave-tournament-description = Vilken turnering (standard: den nyaste öppna)
cmd-tournament-start-name = starta
cmd-tournament-start-description = Stäng anmälan och lotta första ronden (arrangörer).
cmd-tournament-start-tournament-name = turnering
cmd-tournament-start-tournament-description = Vilken turnering (standard: den nyaste öppna)
cmd-tournament-standings-name = ställning
cmd-tournament-standings-description = Visa ställningen.
cmd-tournament-standings-tournament-name = turnering
cmd-tournament-standings-tournament-description = Vilken turnering (standard: den nyaste)
cmd-tournament-pairings-name = lottning
cmd-tournament-pairings-description = Visa partierna i den pågående ronden.
cmd-tournament-pairings-tournament-name = turnering
cmd-tournament-pairings-tournament-description = Vilken turnering (standard: den nyaste)
cmd-tournament-withdraw-name = dra_ur
cmd-tournament-withdraw-description = Dra ur en spelare ur en turnering (arrangörer).
cmd-tournament-withdraw-player-name = spelare
cmd-tournament-withdraw-player-description = Spelaren som ska dras ur
cmd-tournament-withdraw-tournament-name = turnering
cmd-tournament-withdraw-tournament-description = Vilken turnering (standard: den nyaste öppna)
cmd-tournament-cancel-name = ställ_in
cmd-tournament-cancel-description = Ställ in en turnering; oavslutade partier slutar utan resultat (arrangörer).
cmd-tournament-cancel-tournament-name = turnering
cmd-tournament-cancel-tournament-description = Vilken turnering (standard: den nyaste öppna)
cmd-leaderboard-name = topplista
cmd-leaderboard-description = Serverns ranking och uppställningsvanor.
cmd-leaderboard-ratings-variant-name = variant
cmd-leaderboard-ratings-variant-description = Vilken armés ranking (standard: klassisk)
cmd-leaderboard-ratings-variant-choice-classic = Klassisk
cmd-leaderboard-ratings-variant-choice-barrage = Barrage
cmd-leaderboard-ratings-variant-choice-duel = Duell
cmd-leaderboard-ratings-page-name = sida
cmd-leaderboard-ratings-page-description = Sida, från 1
cmd-profile-name = profil
cmd-profile-description = En spelares ranking, resultat och uppställningsvanor på den här servern.
cmd-profile-show-player-name = spelare
cmd-profile-show-player-description = Vems profil (standard: din)

tournament-format-round-robin = alla mot alla
tournament-format-double-round-robin = dubbel alla mot alla
tournament-format-swiss = schweizer, { $rounds } ronder
tournament-format-single-elimination = utslagsturnering

tournament-signup = 🏆 **{ $name }** (#{ $id }), { $format }, arrangerad av { $creator }
    { $rules }
    Spelare ({ $count }/{ $max }): { $players }
    { $start }
tournament-signup-deadline = Anmälan stänger och rond 1 börjar { $deadline }.
tournament-signup-manual = En arrangör startar turneringen när alla är anmälda.
tournament-signup-nobody = ingen ännu
tournament-signup-running = 🏆 **{ $name }** (#{ $id }), { $format }: pågår.
    Spelare ({ $count }): { $players }
tournament-signup-finished = 🏆 **{ $name }** (#{ $id }), { $format }: avslutad.
    Spelare ({ $count }): { $players }
tournament-signup-cancelled = 🏆 **{ $name }** (#{ $id }): inställd.
button-tournament-join = Anmäl mig
button-tournament-leave = Lämna

tournament-joined = Du är anmäld till **{ $name }** ({ $count }/{ $max } spelare).
tournament-left = Du har lämnat **{ $name }**.
tournament-started = **{ $name }** har börjat med { $count } spelare; lottningen för rond 1 är postad.
tournament-withdrawn = { $player } har dragits ur **{ $name }**.
tournament-cancelled = **{ $name }** ställdes in av { $by }. Oavslutade partier slutar utan resultat.
error-no-tournament = Det finns ingen öppen turnering på den här servern. Skapa en med /turnering skapa.
error-tournament-not-started = **{ $name }** har inte börjat än: lottning och ställning kommer med rond 1.

tournament-round-started = **{ $name }**: rond { $round } av { $rounds } är lottad. Ställ upp dina arméer i dina DM.
tournament-pairings = **{ $name }**, rond { $round } av { $rounds }:
tournament-pairing-line = Bord { $board }: { $red } (röd) mot { $blue } (blå) { $thread } { $result }
tournament-bye-line = Frirond: { $player } (1 poäng)
tournament-result-pending = (pågår)
tournament-result-score = { $red }–{ $blue }
tournament-pairing-dm = **{ $name }**, rond { $round } av { $rounds }: du spelar { $color } mot { $opponent }. Partitråd: { $thread }. Ställ upp din armé i uppställningsmeddelandet.
tournament-bye-dm = **{ $name }**, rond { $round }: du har frirond den här ronden och får 1 poäng.

tournament-standings = **{ $name }**: ställning efter { $round } av { $rounds } ronder.
tournament-standings-columns = Kolumner: placering, spelare, poäng, Buchholz, Sonneborn-Berger, vinster, partier.
tournament-standings-unshown-intro = Namn markerade med { $mark } i bilden:
tournament-standings-unshown = { $rank }. { $player }
tournament-winner = 🏆 **{ $name }** är slut. Vinnare är { $player }. Grattis!
tournament-finished-no-winner = 🏆 **{ $name }** är slut, utan vinnare.

leaderboard-title = Topplista: { $variant }
leaderboard-line = **{ $place }.** { $player }: { $rating } (±{ $deviation }), { $games } partier, { $wins } vinster, { $losses } förluster, { $draws } remier
leaderboard-empty = Ingen har spelat ett rankat parti med den här armén här än.
leaderboard-page = Sida { $page } av { $pages }

profile-title = Profil för { $player }
profile-ratings = Ranking
profile-unrated = Inga rankade partier än (en nykomling börjar på 1500).
profile-rating-line = { $variant }: **{ $rating }** (±{ $deviation }), { $games } rankade partier
profile-record-title = Resultat
profile-record = { $games } partier: { $wins } vinster, { $losses } förluster, { $draws } remier. Nuvarande svit: { $streak }. Längsta vinstsvit: { $best }.
profile-streak-wins = { $count } vinster i rad
profile-streak-losses = { $count } förluster i rad
profile-streak-draws = { $count } remier i rad
profile-streak-none = ingen
profile-openings-title = Uppställningsvanor
profile-openings = Av { $setups } uppställningar: flaggan på bakersta raden { $back_row } %, flaggan i ett hörn { $corner } %, flaggan omgiven av bomber { $bombed } %.
profile-openings-none = Inga avslutade uppställningar än.
profile-recent = Senaste partier
profile-recent-none = Inga avslutade partier än.
profile-recent-line = Parti { $game }: { $result } mot { $opponent } som { $color }, { $variant }, { $when }
profile-result-win = vinst
profile-result-loss = förlust
profile-result-draw = remi

## Den regelbundna turneringskontrollen
tournament-tick-failed-start = ⚠️ { $organiser }: turneringen **{ $name }** (#{ $id }) kunde inte startas. { $reason } Boten försöker igen { $retry } och fortsätter försöka, allt mer sällan; andra turneringar påverkas inte.
tournament-tick-failed-deadline = ⚠️ { $organiser }: omgångens tidsgräns i turneringen **{ $name }** (#{ $id }) kunde inte avgöras. { $reason } Boten försöker igen { $retry } och fortsätter försöka, allt mer sällan; andra turneringar påverkas inte.
tournament-tick-failed-unreadable = Dess sparade inställningar eller partier kunde inte läsas; detaljerna finns i botens logg.
tournament-swiss-clamped = **{ $name }**: { $asked } schweizerrundor var inställda, men { $players } spelare räcker till högst { $rounds }, så turneringen får { $rounds } ronder.
tournament-withdrawn-public = { $player } drogs tillbaka från **{ $name }** av { $by }.
tournament-withdrew-public = { $player } drog sig ur **{ $name }**.
tournament-signup-more = och { $count } till

## Subcommands of /leaderboard and /profile
cmd-leaderboard-ratings-name = ranking
cmd-leaderboard-ratings-description = Visa serverns rankinglista.
cmd-leaderboard-habits-name = vanor
cmd-leaderboard-habits-description = Värmekarta över var serverns spelare ställer sin Flagga.
cmd-leaderboard-habits-variant-name = variant
cmd-leaderboard-habits-variant-description = Vilken armé (standard: klassisk)
cmd-leaderboard-habits-variant-choice-classic = Klassisk
cmd-leaderboard-habits-variant-choice-barrage = Barrage
cmd-leaderboard-habits-variant-choice-duel = Duell
cmd-profile-show-name = visa
cmd-profile-show-description = Visa en spelares ranking och resultat på den här servern.
cmd-profile-habits-name = vanor
cmd-profile-habits-description = Värmekartor över var en spelare ställer sina pjäser här.
cmd-profile-habits-player-name = spelare
cmd-profile-habits-player-description = Vems vanor (standard: dina)
cmd-profile-habits-variant-name = variant
cmd-profile-habits-variant-description = Vilken armé (standard: den hen spelar mest)
cmd-profile-habits-variant-choice-classic = Klassisk
cmd-profile-habits-variant-choice-barrage = Barrage
cmd-profile-habits-variant-choice-duel = Duell
