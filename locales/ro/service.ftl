# Erorile serviciului de partide, câte una pentru fiecare ServiceError::key(). Mereu private.

service-error-no-such-match = Nu cunosc partida aceasta.
service-error-no-such-challenge = Provocarea aceasta nu mai există.
service-error-not-your-game = Nu joci în partida aceasta.
service-error-self-challenge = Nu te poți provoca singur.
service-error-own-challenge = Nu îți poți accepta propria provocare. Folosește Retrage ca s-o anulezi.
service-error-not-your-challenge = Nu tu trebuie să răspunzi la provocarea aceasta.
service-error-challenge-closed = Provocarea aceasta nu mai este deschisă.
service-error-not-started = Partida nu a început încă: ambii jucători trebuie să-și blocheze așezarea.
service-error-setup-closed = Partida a început, așa că așezările nu se mai pot schimba.
service-error-already-ready = Așezarea ta este deja blocată.
service-error-bad-square = { $square } nu este unul dintre pătratele tale de așezare.
service-error-bad-setup-text = Așezarea nu a putut fi citită. { $reason }
service-error-bad-setup = Așezarea aceasta nu este o armată permisă:
    { $problems }
service-error-bad-setup-name = Numele așezărilor au între 1 și 32 de caractere.
service-error-no-such-saved-setup = Nu ai nicio așezare salvată cu numele „{ $name }”.
service-error-wrong-variant = Așezarea salvată „{ $name }” este pentru { $saved }, dar partida aceasta este { $wanted }.
service-error-not-finished = Partida este încă în desfășurare.
service-error-not-your-turn = Nu este rândul tău.
service-error-game-over = Partida s-a terminat.
service-error-illegal-move = Mutarea aceasta nu este permisă.
service-error-stale-move = Partida a mers mai departe de când ai ales mutarea. Uită-te din nou la tabla ta.
service-error-draw-already-offered = Ai oferit deja remiză.
service-error-no-draw-offer = Nu există nicio ofertă de remiză la care să răspunzi.
service-error-no-active-match = Nu ai nicio partidă în desfășurare. Începe una cu /{ cmd-challenge-name }.
service-error-ambiguous-match = Ai mai multe partide în desfășurare. Folosește comanda în firul partidei sau alege una cu opțiunea `{ cmd-move-game-name }`.

## Opțiuni refuzate la crearea unei provocări

option-free-variant-not-for-matches = Așezările libere sunt pentru probleme, nu pentru meciuri.
option-two-squares-limit-range = Limita regulii celor două pătrate trebuie să fie între 1 și 10.
option-spectator-delay-range = Întârzierea pentru spectatori trebuie să fie între 0 și 10 mutări.
option-move-time-range = O mutare poate dura între 30 de secunde și 14 zile.
option-clock-base-range = Un ceas pornește cu între 1 minut și 30 de zile.
option-clock-increment-range = Un ceas adaugă cel mult 1 zi pe mutare.
service-error-too-many-challenges = Ai deja { $limit } provocări deschise pe acest server. Așteaptă până când una e acceptată, refuzată sau expiră, sau retrage una.
service-error-too-many-practice-games = Ai deja { $limit } partide de antrenament cu mine pe acest server. Termină sau abandonează una mai întâi.
service-error-practice-too-often = Ai început { $count } partide de antrenament în ultimele { $minutes } minute: ia o scurtă pauză, apoi încearcă din nou.
service-error-too-many-draw-offers = Ai oferit remiză de { $limit } ori în această partidă; aceasta este limita. Adversarul tău poate oferi în continuare.
service-error-too-many-saved-setups = Ai deja { $limit } de așezări salvate, cât păstrez cel mult. Salvează sub numele uneia dintre ele ca s-o înlocuiești.
service-error-nothing-to-replay = Partida aceea s-a decis înainte de orice mutare: nu este nimic de reluat.
service-error-replay-view-closed = Această vedere se deschide la sfârșitul partidei: cât timp se joacă, o poți parcurge doar din partea ta.
service-error-preview-posted = Ai publicat deja această provocare; a fost publicată o singură dată și așteaptă un răspuns.
