# Matchtjänstens fel, ett per ServiceError::key(). Visas alltid privat.

service-error-no-such-match = Jag känner inte till det partiet.
service-error-no-such-challenge = Den utmaningen finns inte längre.
service-error-not-your-game = Du spelar inte i det här partiet.
service-error-self-challenge = Du kan inte utmana dig själv.
service-error-own-challenge = Du kan inte anta din egen utmaning. Använd Dra tillbaka för att ta tillbaka den.
service-error-not-your-challenge = Det är inte du som ska svara på den här utmaningen.
service-error-challenge-closed = Den här utmaningen är inte längre öppen.
service-error-not-started = Partiet har inte börjat än: båda spelarna måste låsa sina uppställningar.
service-error-setup-closed = Partiet har börjat, så uppställningarna kan inte längre ändras.
service-error-already-ready = Din uppställning är redan låst.
service-error-bad-square = { $square } är inte en av dina uppställningsrutor.
service-error-bad-setup-text = Uppställningen gick inte att läsa. { $reason }
service-error-bad-setup = Uppställningen är inte en tillåten armé:
    { $problems }
service-error-bad-setup-name = Namn på uppställningar är 1 till 32 tecken långa.
service-error-no-such-saved-setup = Du har ingen sparad uppställning som heter ”{ $name }”.
service-error-wrong-variant = Den sparade uppställningen ”{ $name }” är för { $saved }, men det här partiet är { $wanted }.
service-error-not-finished = Partiet pågår fortfarande.
service-error-not-your-turn = Det är inte din tur.
service-error-game-over = Partiet är slut.
service-error-illegal-move = Det draget är inte tillåtet.
service-error-stale-move = Partiet har gått vidare sedan du valde draget. Titta på ditt bräde igen.
service-error-draw-already-offered = Du har redan erbjudit remi.
service-error-no-draw-offer = Det finns inget remierbjudande att svara på.
service-error-no-active-match = Du har inget pågående parti. Starta ett med /{ cmd-challenge-name }.
service-error-ambiguous-match = Du har flera pågående partier. Kör kommandot i partiets tråd eller välj ett med alternativet `{ cmd-move-game-name }`.

## Alternativ som nekas när en utmaning skapas

option-free-variant-not-for-matches = Fria uppställningar är till för problem, inte för matcher.
option-two-squares-limit-range = Tvårutorsgränsen måste vara mellan 1 och 10.
option-spectator-delay-range = Åskådarfördröjningen måste vara mellan 0 och 10 drag.
option-move-time-range = Ett drag får ta mellan 30 sekunder och 14 dagar.
option-clock-base-range = En klocka börjar med mellan 1 minut och 30 dagar.
option-clock-increment-range = En klocka lägger till högst 1 dag per drag.
service-error-too-many-challenges = Du har redan { $limit } öppna utmaningar på den här servern. Vänta tills någon antas, avböjs eller går ut, eller dra tillbaka en.
service-error-too-many-practice-games = Du har redan { $limit } träningspartier mot mig på den här servern. Spela klart eller ge upp ett först.
service-error-practice-too-often = Du har startat { $count } träningspartier de senaste { $minutes } minuterna: ta en kort paus och försök sedan igen.
service-error-too-many-draw-offers = Du har erbjudit remi { $limit } gånger i det här partiet; det är gränsen. Din motståndare kan fortfarande erbjuda remi.
service-error-too-many-saved-setups = Du har redan { $limit } sparade uppställningar, fler sparar jag inte. Spara under namnet på en av dem för att ersätta den.
service-error-nothing-to-replay = Det partiet avgjordes innan något drag spelades: det finns inget att visa.
service-error-replay-view-closed = Den vyn öppnas när partiet är slut: medan det pågår kan du bara stega igenom det från din egen sida.
service-error-preview-posted = Du har redan lagt upp den här utmaningen; den lades upp en gång och väntar på svar.
