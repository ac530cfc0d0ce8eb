# Турниры, рейтинг, таблицы лидеров и профили.

## Ошибки (всегда личные; ничего не изменилось)
service-error-tournament-not-found = Такого турнира я не знаю.
service-error-tournament-not-organiser = Это могут делать только организаторы (право «Управлять сервером» или роль организатора) и создатель турнира.
service-error-tournament-already-joined = Вы уже записались на этот турнир.
service-error-tournament-not-joined = Вы не участвуете в этом турнире.
service-error-tournament-signup-closed = Запись закрыта: турнир уже начался.
service-error-tournament-full = В турнире нет свободных мест.
service-error-tournament-too-few-players = Для начала турнира нужно не меньше двух игроков.
service-error-tournament-already-started = Турнир уже начался.
service-error-tournament-not-entrant = Этот игрок не участвует в турнире.
service-error-tournament-already-withdrawn = Этот игрок уже выбыл из турнира.
service-error-tournament-over = Турнир окончен.
service-error-tournament-bad-name = Название турнира — от 1 до 64 символов.
service-error-tournament-bad-max-players = Наибольшее число игроков — от 2 до 128.
service-error-tournament-bad-swiss-rounds = В швейцарской системе нужен хотя бы один тур, и туров должно быть меньше, чем игроков.
service-error-tournament-bad-signup-deadline = Срок записи должен быть в будущем.
service-error-tournament-bad-round-length = Тур длится не меньше минуты.
service-error-tournament-create-not-allowed = Создавать турниры на этом сервере могут только организаторы (право «Управлять сервером» или роль организатора). Администратор может открыть это всем командой `/server открытые_турниры:True`.
service-error-tournament-own-opponent = Нельзя снять с турнира соперника по своей незаконченной партии; попросите другого организатора.
service-error-tournament-creator-plays = Вы играете в этом турнире, поэтому не можете снимать других игроков и отменять турнир после его начала. Это может администратор сервера (Manage Server) или участник с ролью организатора.
service-error-tournament-too-many = У вас уже два турнира на этом сервере, где идёт запись или игра; сначала завершите или отмените один.
