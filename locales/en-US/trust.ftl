## Rolling caps and the queue cooldown (ServiceError::TooSoon); $until is a Discord timestamp
## such as "in 12 minutes".

service-error-challenges-too-often = You made { $count } challenges on this server in the last { $minutes } minutes. You can challenge again { $until }.
service-error-challenges-to-one-too-often = You challenged that member { $count } times in the last { $minutes } minutes. You can challenge them again { $until }.
service-error-matches-too-often = You or your opponent started { $count } games on this server in the last { $minutes } minutes. A new game can start { $until }.
service-error-queue-cooldown = You left a quick-paired game during setup, so you cannot join the queue for a while. You can join again { $until }.
