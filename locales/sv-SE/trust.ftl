## Rolling caps and the queue cooldown (ServiceError::TooSoon); $until is a Discord timestamp
## such as "in 12 minutes".

service-error-challenges-too-often = Du har gjort { $count } utmaningar på den här servern de senaste { $minutes } minuterna. Du kan utmana igen { $until }.
service-error-challenges-to-one-too-often = Du har utmanat den medlemmen { $count } gånger de senaste { $minutes } minuterna. Du kan utmana hen igen { $until }.
service-error-matches-too-often = Du eller din motståndare har startat { $count } partier på den här servern de senaste { $minutes } minuterna. Ett nytt parti kan starta { $until }.
service-error-queue-cooldown = Du lämnade ett snabbparat parti under uppställningen, så du kan inte gå in i kön på en stund. Du kan gå in igen { $until }.
