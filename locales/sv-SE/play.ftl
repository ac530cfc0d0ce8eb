# Snabbparning (/play), "Utmana till Stratego", /help, påminnelser.

cmd-play-name = spela
cmd-play-description = Hitta ett parti: vänta i serverns kö tills någon vill spela samma sak.
cmd-play-variant-name = variant
cmd-play-variant-description = Armé: klassisk (40 pjäser), barrage (8) eller duell (10)
cmd-play-variant-choice-classic = Klassisk
cmd-play-variant-choice-barrage = Barrage
cmd-play-variant-choice-duel = Duell
cmd-play-time_control-name = betänketid
cmd-play-time_control-description = Hur lång tid varje drag får ta
cmd-play-time_control-choice-correspondence = korrespondens
cmd-play-time_control-choice-live = direkt
cmd-play-rated-name = rankat
cmd-play-rated-description = Om resultatet räknas till rankingen
cmd-play-wait-name = vänta
cmd-play-wait-description = Minuter att vänta på en motståndare (direkt: upp till 30, korrespondens: ett dygn)
cmd-play-cancel-name = avbryt
cmd-play-cancel-description = Sluta vänta i stället
cmd-help-name = hjälp
cmd-help-description = Så spelar du Stratego här: stegen, pjäserna och specialreglerna.
cmd-challenge_member-name = Utmana till Stratego
cmd-settings-reminders-name = påminnelser
cmd-settings-reminders-description = Dragpåminnelser i korrespondens: vanliga, av, en gång eller med några timmars mellanrum
cmd-settings-reminders-choice-usual = vanliga
cmd-settings-reminders-choice-off = av
cmd-settings-reminders-choice-once = en gång
cmd-settings-reminders-choice-every = var
cmd-settings-every_hours-name = timmar
cmd-settings-every_hours-description = För "var": hur många timmar mellan påminnelserna

play-seek = { $variant }, { $time }, { $rated }
play-time-correspondence = korrespondens
play-time-live = direkt
play-waiting = Du står i kön för ett parti: { $seek }. Du pingas så snart du paras ihop med någon (du väntar till { $until }).
play-already-waiting = Du står redan i kön för { $seek } (till { $until }).
play-paired = Du är ihopparad med { $opponent }: parti { $game }, du spelar { $color }. Ställ upp dina pjäser i dina DM; partiets tråd öppnas strax.
play-left = Du lämnade kön.
button-leave-queue = Lämna kön
queue-board-title = **Väntar på ett parti**: skriv `/play` för att ansluta.
queue-board-line = { $player }: { $seek }, sedan { $since }
queue-board-more = …och { $count } till.
queue-board-empty = Ingen väntar på ett parti just nu. Skriv `/play` för att bli först.
service-error-queue-too-often = Du gick in i eller lämnade kön { $count } gånger den senaste minuten. Vänta en stund och försök igen.
service-error-not-in-queue = Du väntar inte i den här serverns kö.
option-queue-wait-range = Väntetiden måste vara minst 5 minuter, högst 30 för direktpartier och högst ett dygn för korrespondens.

challenge-menu-preview = Utmana { $opponent }: { $rules }. Välj en annan armé nedan om du vill och publicera sedan utmaningen.
button-post-challenge = Publicera utmaningen
error-not-a-member = Den personen är inte medlem på den här servern.
error-unknown-variant = Den armén erbjuder boten inte.

first-use-hint = Ny här? `/help` visar hur ett parti går till, pjäserna och specialreglerna.
help-how = **Så går ett parti till här**
    1. Utmana en medlem med `/challenge` (eller högerklicka på personen, Appar, *Utmana till Stratego*), eller skriv `/play` för att paras ihop med den som väntar.
    2. Varje spelare ställer upp sina 40 pjäser i ett direktmeddelande med boten: tryck på två rutor för att byta dem, ladda en sparad uppställning eller klistra in en, och tryck sedan Klar.
    3. Partiet får en egen tråd där alla följer den öppna brädan. Flytta med `/move`: boten föreslår dina tillåtna drag. Din privata bräda kommer som DM (eller via knappen Visa min bräda).
    4. Partiet slutar när en flagga tas, en spelare inte kan flytta, ger upp, går med på remi (`/draw`) eller får slut på tid.
help-pieces = **Pjäserna** (bilden): översta raden i den nya numreringen (Marskalk 10 … Spanare 2, Spion 1), nedersta i den gamla (Marskalk 1 … Spanare 9, Spion S), med hur många varje armé har. Välj din med `/settings`.
help-rules = **Specialregler**
    - Högre grad vinner striden; vid lika grad lämnar båda brädan.
    - Spanare flyttar hur många fria rutor som helst i rak linje och får anfalla i slutet.
    - Spionen besegrar marskalken, men bara när spionen anfaller.
    - Bomber och flaggan flyttar aldrig. En bomb besegrar varje anfallare utom en minör.
    - Tvårutersregeln: en pjäs får inte flytta fram och tillbaka mellan samma två rutor mer än tre gånger i rad (eller den gräns partiet skapades med).
    - Flerrutersregeln: du får inte jaga en av motståndarens pjäser runt brädan i all oändlighet.

settings-reminders-now = Dragpåminnelser i korrespondenspartier: { $plan }.
reminders-usual = vid halva tiden och en timme före slutet (det vanliga)
reminders-off = inga
reminders-once = en gång, en timme före slutet
reminders-every = var { $hours }:e timme och en timme före slutet
error-reminder-hours = Påminnelser kan komma med 1 till { $max } timmars mellanrum.
