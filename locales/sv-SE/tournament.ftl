# Turneringar, rating, topplistor och profiler.

## Fel (alltid privata; inget ändrades)
service-error-tournament-not-found = Den turneringen känner jag inte till.
service-error-tournament-not-organiser = Bara arrangörer (Hantera server eller arrangörsrollen) och den som skapade turneringen kan göra det.
service-error-tournament-already-joined = Du är redan anmäld till den här turneringen.
service-error-tournament-not-joined = Du är inte med i den här turneringen.
service-error-tournament-signup-closed = Anmälan är stängd: turneringen har redan börjat.
service-error-tournament-full = Turneringen är fullsatt.
service-error-tournament-too-few-players = En turnering behöver minst två spelare för att starta.
service-error-tournament-already-started = Turneringen har redan börjat.
service-error-tournament-not-entrant = Den spelaren är inte med i turneringen.
service-error-tournament-already-withdrawn = Den spelaren har redan dragit sig ur.
service-error-tournament-over = Turneringen är slut.
service-error-tournament-bad-name = Turneringsnamn är 1 till 64 tecken långa.
service-error-tournament-bad-max-players = Största antalet spelare ligger mellan 2 och 128.
service-error-tournament-bad-swiss-rounds = En schweizisk turnering behöver minst en rond, och färre ronder än spelare.
service-error-tournament-bad-signup-deadline = Sista anmälningsdag måste ligga i framtiden.
service-error-tournament-bad-round-length = En rond varar minst en minut.
service-error-tournament-create-not-allowed = Bara arrangörer (Hantera server eller arrangörsrollen) får skapa turneringar på den här servern. En administratör kan öppna det för alla med `/server öppna_turneringar:True`.
service-error-tournament-own-opponent = Du får inte dra tillbaka motståndaren i ditt eget pågående parti; be en annan arrangör.
service-error-tournament-creator-plays = Du spelar i den här turneringen, så du får inte dra tillbaka andra spelare eller ställa in den när den har börjat. En serveradministratör (Manage Server) eller en medlem med arrangörsrollen kan.
service-error-tournament-too-many = Du har redan två turneringar som tar emot anmälningar eller pågår på den här servern; avsluta eller ställ in en först.
