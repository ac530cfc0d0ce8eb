# Discord-lagret: svar, fel, trådinlägg, knappar.

## Fel (alltid privata)
error-internal = Något gick fel hos mig. Inget ändrades; försök igen om en stund.
error-bad-argument = Jag kunde inte läsa det alternativet. Kontrollera kommandot och försök igen.
error-missing-permission = Bara medlemmar med behörigheten Hantera server kan göra det.
error-bot-missing-permission = Jag saknar de här behörigheterna här: { $permissions }.
error-guild-only = Det här kommandot fungerar bara i en server.
error-dm-only = Det här kommandot fungerar bara i direktmeddelanden.
error-cooldown = Ta det lite lugnt: försök igen om { $seconds } sekunder.
error-not-allowed = Du får inte göra det.
error-no-game = Du har inget pågående parti. Starta ett med /challenge.
error-which-game = Du har flera pågående partier. Kör kommandot i partiets tråd eller välj ett med alternativet `game`.
error-unknown-game = Jag känner inte till det partiet.
error-not-in-game = Du spelar inte i det här partiet.
error-move-needs-squares = Ange draget: antingen `text` som B4-B5, eller både `from` och `to`.
error-bad-move-text = Jag kunde inte läsa `{ $text }` som ett drag. Skriv två rutor, till exempel B4-B5.
error-bad-square = `{ $text }` är ingen ruta. Rutorna går från A1 till J10.
error-dms-closed = { $player }, jag kan inte skicka direktmeddelanden till dig. Öppna dina DM för den här servern, eller använd knappen nedan för att se ditt bräde här.
error-unknown-button = Den knappen hör till något som inte längre finns.
