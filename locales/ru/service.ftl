# Ошибки службы партий, по одной на ServiceError::key(). Всегда видны только вам.

service-error-no-such-match = Я не знаю такой партии.
service-error-no-such-challenge = Этого вызова больше нет.
service-error-not-your-game = Вы не играете в этой партии.
service-error-self-challenge = Нельзя вызвать самого себя.
service-error-own-challenge = Нельзя принять собственный вызов. Чтобы отменить его, нажмите «Отозвать».
service-error-not-your-challenge = Отвечать на этот вызов не вам.
service-error-challenge-closed = Этот вызов уже закрыт.
service-error-not-started = Партия ещё не началась: оба игрока должны зафиксировать расстановку.
service-error-setup-closed = Партия уже началась, расстановку больше нельзя менять.
service-error-already-ready = Ваша расстановка уже зафиксирована.
service-error-bad-square = { $square } — не клетка вашей расстановки.
service-error-bad-setup-text = Не удалось прочитать расстановку. { $reason }
service-error-bad-setup = Эта расстановка не является допустимой армией:
    { $problems }
service-error-bad-setup-name = Название расстановки — от 1 до 32 символов.
service-error-no-such-saved-setup = У вас нет сохранённой расстановки «{ $name }».
service-error-wrong-variant = Сохранённая расстановка «{ $name }» для варианта «{ $saved }», а эта партия — «{ $wanted }».
service-error-not-finished = Партия ещё идёт.
service-error-not-your-turn = Сейчас не ваш ход.
service-error-game-over = Партия окончена.
service-error-illegal-move = Этот ход не разрешён.
service-error-stale-move = С тех пор как вы выбрали этот ход, партия продвинулась. Посмотрите на свою доску ещё раз.
service-error-draw-already-offered = Вы уже предложили ничью.
service-error-no-draw-offer = Нет предложения ничьей, на которое можно ответить.
service-error-no-active-match = У вас нет текущей партии. Начните её командой /{ cmd-challenge-name }.
service-error-ambiguous-match = У вас несколько текущих партий. Выполните команду в ветке партии или выберите партию параметром `{ cmd-move-game-name }`.

## Параметры, отклонённые при создании вызова

option-free-variant-not-for-matches = Свободные расстановки — для задач, а не для матчей.
option-two-squares-limit-range = Предел правила двух клеток должен быть от 1 до 10.
option-spectator-delay-range = Задержка для зрителей должна быть от 0 до 10 ходов.
option-move-time-range = На ход можно отвести от 30 секунд до 14 дней.
option-clock-base-range = Начальное время на часах — от 1 минуты до 30 дней.
option-clock-increment-range = Часы добавляют не больше 1 дня за ход.
service-error-too-many-challenges = У вас уже { $limit } открытых вызова на этом сервере. Дождитесь, пока какой-то примут, отклонят или он истечёт, или отзовите один.
service-error-too-many-practice-games = У вас уже { $limit } тренировочные партии со мной на этом сервере. Сначала доиграйте или сдайте одну.
service-error-practice-too-often = Вы начали { $count } тренировочных партий за последние { $minutes } минут: сделайте короткий перерыв и попробуйте снова.
service-error-too-many-draw-offers = Вы предлагали ничью { $limit } раза в этой партии — это предел. Соперник всё ещё может предложить ничью.
service-error-too-many-saved-setups = У вас уже { $limit } сохранённых расстановок — больше я не храню. Сохраните под именем одной из них, чтобы заменить её.
service-error-nothing-to-replay = Эта партия решилась до первого хода: повторять нечего.
service-error-replay-view-closed = Этот вид откроется после окончания партии: пока она идёт, её можно смотреть только со своей стороны.
service-error-preview-posted = Вы уже опубликовали этот вызов; он опубликован один раз и ждёт ответа.
