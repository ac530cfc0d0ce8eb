## Rolling caps and the queue cooldown (ServiceError::TooSoon); $until is a Discord timestamp
## such as "in 12 minutes".

service-error-challenges-too-often = Ai lansat { $count } provocări pe acest server în ultimele { $minutes } minute. Poți provoca din nou { $until }.
service-error-challenges-to-one-too-often = L-ai provocat pe acel membru de { $count } ori în ultimele { $minutes } minute. Îl poți provoca din nou { $until }.
service-error-matches-too-often = Tu sau adversarul tău ați început { $count } partide pe acest server în ultimele { $minutes } minute. O partidă nouă poate începe { $until }.
service-error-queue-cooldown = Ai părăsit o partidă din coada rapidă în timpul așezării, așa că nu poți intra în coadă o vreme. Poți intra din nou { $until }.
