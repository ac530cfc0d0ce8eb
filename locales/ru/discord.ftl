# Слой Discord: ответы, ошибки, сообщения в ветках, кнопки.

## Ошибки (всегда видны только вам)
error-internal = У меня что-то пошло не так. Ничего не изменилось; попробуйте ещё раз чуть позже.
error-bad-argument = Не удалось прочитать этот параметр. Проверьте команду и попробуйте ещё раз.
error-missing-permission = Это могут делать только участники с правом «Управлять сервером».
error-bot-missing-permission = Здесь мне не хватает прав: { $permissions }.
error-guild-only = Эта команда работает только на сервере.
error-dm-only = Эта команда работает только в личных сообщениях.
error-cooldown = Не так быстро: попробуйте снова через { $seconds } с.
error-not-allowed = Вам нельзя это делать.
error-no-game = У вас нет текущей партии. Начните её командой /challenge.
error-which-game = У вас несколько текущих партий. Выполните команду в ветке партии или выберите партию параметром `game`.
error-unknown-game = Я не знаю такой партии.
error-not-in-game = Вы не играете в этой партии.
error-move-needs-squares = Укажите ход: либо `text`, например B4-B5, либо оба параметра `from` и `to`.
error-bad-move-text = Не удалось прочитать `{ $text }` как ход. Напишите две клетки, например B4-B5.
error-bad-square = `{ $text }` — не клетка. Клетки идут от A1 до J10.
error-dms-closed = { $player }, я не могу отправлять вам личные сообщения. Откройте личные сообщения для этого сервера или нажмите кнопку ниже, чтобы увидеть свою доску здесь.
error-unknown-button = Эта кнопка относится к тому, чего больше нет.

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, ваше время в партии { $game } истекает { $deadline }.
timer-setup-reminder = { $player }, подтвердите расстановку в партии { $game }: время истекает { $deadline }.
