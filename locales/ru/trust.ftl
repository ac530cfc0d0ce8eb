## Rolling caps and the queue cooldown (ServiceError::TooSoon); $until is a Discord timestamp
## such as "in 12 minutes".

service-error-challenges-too-often = Вы бросили { $count } вызовов на этом сервере за последние { $minutes } минут. Снова бросить вызов можно { $until }.
service-error-challenges-to-one-too-often = Вы вызывали этого участника { $count } раза за последние { $minutes } минут. Снова вызвать его можно { $until }.
service-error-matches-too-often = Вы или ваш соперник начали { $count } партий на этом сервере за последние { $minutes } минут. Новая партия может начаться { $until }.
service-error-queue-cooldown = Вы покинули партию из быстрой очереди во время расстановки, поэтому какое-то время не можете встать в очередь. Снова встать в неё можно { $until }.
