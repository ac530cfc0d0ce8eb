# Turnee, rating, clasamente și profiluri.

## Erori (mereu private; nu s-a schimbat nimic)
service-error-tournament-not-found = Nu cunosc acest turneu.
service-error-tournament-not-organiser = Doar organizatorii (Gestionare server sau rolul de organizator) și cel care a creat turneul pot face asta.
service-error-tournament-already-joined = Te-ai înscris deja în acest turneu.
service-error-tournament-not-joined = Nu ești înscris în acest turneu.
service-error-tournament-signup-closed = Înscrierile s-au închis: turneul a început deja.
service-error-tournament-full = Turneul este complet.
service-error-tournament-too-few-players = Un turneu are nevoie de cel puțin doi jucători ca să înceapă.
service-error-tournament-already-started = Turneul a început deja.
service-error-tournament-not-entrant = Acel jucător nu este în turneu.
service-error-tournament-already-withdrawn = Acel jucător s-a retras deja.
service-error-tournament-over = Turneul s-a încheiat.
service-error-tournament-bad-name = Numele turneului are între 1 și 64 de caractere.
service-error-tournament-bad-max-players = Numărul maxim de jucători este între 2 și 128.
service-error-tournament-bad-swiss-rounds = Un turneu elvețian are nevoie de cel puțin o rundă și de mai puține runde decât jucători.
service-error-tournament-bad-signup-deadline = Termenul de înscriere trebuie să fie în viitor.
service-error-tournament-bad-round-length = O rundă durează cel puțin un minut.
service-error-tournament-create-not-allowed = Doar organizatorii (Gestionare server sau rolul de organizator) pot crea turnee pe acest server. Un administrator îl poate deschide tuturor cu `/server turnee_deschise:True`.
service-error-tournament-own-opponent = Nu poți retrage adversarul din propria ta partidă neterminată; roagă alt organizator.
service-error-tournament-creator-plays = Joci în acest turneu, așa că nu poți retrage alți jucători și nici nu îl poți anula după ce a început. Un administrator al serverului (Manage Server) sau un membru cu rolul de organizator poate.
service-error-tournament-too-many = Ai deja două turnee cu înscrieri deschise sau în desfășurare pe acest server; termină sau anulează unul mai întâi.
