# Слой Discord: ответы, ошибки, сообщения в ветках, личные сообщения, кнопки.

## Ошибки (всегда видны только вам)
error-internal = У меня что-то пошло не так. Ничего не изменилось; попробуйте ещё раз чуть позже.
error-bad-argument = Не удалось прочитать этот параметр. Проверьте команду и попробуйте ещё раз.
error-missing-permission = Это могут делать только участники с правом «Управлять сервером».
error-bot-missing-permission = Здесь мне не хватает прав: { $permissions }.
error-guild-only = Эта команда работает только на сервере.
error-dm-only = Эта команда работает только в личных сообщениях.
error-cooldown = Не так быстро: попробуйте снова через { $seconds } с.
error-not-allowed = Вам нельзя это делать.
error-move-needs-squares = Укажите ход: либо `{ cmd-move-text-name }`, например B4-B5, либо оба параметра `{ cmd-move-from-name }` и `{ cmd-move-to-name }`.
error-bad-move-text = Не удалось прочитать «{ $text }» как ход. Напишите две клетки, например B4-B5.
error-bad-square = «{ $text }» — не клетка. Клетки идут от A1 до J10.
error-challenge-bot = Боты не играют. Вызовите человека или оставьте соперника пустым, чтобы сделать открытый вызов.
error-challenge-other-server = Этот вызов сделан на другом сервере: ответить на него можно только там.
error-tournament-other-server = Этот турнир проходит на другом сервере: вступить в него или выйти можно только там.
error-unknown-language = Я не знаю языка «{ $text }». Выберите язык из списка.

## Кнопки
button-accept = Принять
button-decline = Отклонить
button-withdraw = Отозвать
button-random = Случайно
button-mirror = Отразить
button-ready = Готово
button-show-board = Показать мою доску
button-rematch = Реванш

## Вызовы
challenge-rules = { $variant }, предел правила двух клеток { $two_squares }, { $bombs }, { $rated }
challenge-rules-delayed = { $rules }, задержка для зрителей (ходов: { $moves })
challenge-bombs-once = одноразовые мины
challenge-bombs-stay = мины остаются
challenge-rated = на рейтинг
challenge-unrated = без рейтинга
challenge-direct = { $challenger } вызывает на партию в Стратего: { $opponent } ({ $rules }). Вызов истекает { $expires }.
challenge-open = { $challenger } ищет соперника для Стратего ({ $rules }). Принять может любой. Вызов истекает { $expires }.
challenge-accepted = Вызов от { $challenger } принят. Партия идёт в { $thread }.
challenge-declined = { $opponent } отклоняет вызов от { $challenger }.
challenge-withdrawn = { $challenger } отзывает вызов.
challenge-expired = Вызов от { $challenger } истёк.
challenges-line = { $challenger } против { $opponent }: { $variant } { $link }
challenges-anyone = кто угодно
challenges-none = На этом сервере нет открытых вызовов.

## Ветка партии (публичная)
thread-name = { $red } против { $blue }
thread-intro = Партия { $game }: { $red } (Красные) против { $blue } (Синие), { $variant }. Оба игрока втайне расставляют фигуры; партия начнётся, когда оба будут готовы.
dms-closed = { $player }, я не могу отправлять вам личные сообщения. Откройте личные сообщения для этого сервера или нажмите кнопку ниже, чтобы увидеть свою доску здесь, только для вас.
private-editor-expired = Этот личный редактор больше нельзя изменить (Discord даёт 15 минут). Нажмите **{ $button }** в ветке игры, чтобы открыть его снова; ваша расстановка сохранена.
opening-refused-permission = Партия { $game } отменена до начала: мне не разрешено создавать ветки или писать в { $channel }. Администратор сервера может дать мне там права View Channel, Send Messages, Create Public Threads и Send Messages in Threads; затем бросьте вызов снова.
opening-refused-channel-gone = Партия { $game } отменена до начала: её канал удалён. Бросьте вызов снова в другом канале.
thread-reopened = Партия { $game } продолжается здесь: её прежняя ветка была удалена. { $red } (Красные) против { $blue } (Синие).
game-started = Обе расстановки зафиксированы. Обязательства, по которым расстановки проверяются в конце: Красные `{ $red_commitment }`, Синие `{ $blue_commitment }`. Первым ходит { $player } ({ $color }).
board-public = Партия { $game }, ход { $ply }. { $status }
status-to-move = Ход: { $player } ({ $color }).
log-move = { $number }. { $color } { $from }-{ $to }
log-scout-move = { $number }. { $color } { $from }-{ $to }: { $rank }
log-attacker-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } бьёт: { $defender }
log-defender-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } проигрывает: { $defender }
log-both-removed = { $number }. { $color } { $from }x{ $to }: { $attacker } и { $defender } уходят с доски
log-behind = Сделан ход { $ply }; зрители видят эту партию с задержкой (ходов: { $behind }).
log-caught-up = Партия окончена. Ходы, которых зрители ещё не видели:
log-next = { $line }
    Ход: { $player } ({ $color }).
rank-with-label = { $rank } ({ $label })
draw-offered = { $by } предлагает ничью. { $to }, ответьте командой `/{ cmd-draw-name } { cmd-draw-action-choice-accept }` или `/{ cmd-draw-name } { cmd-draw-action-choice-decline }`.
draw-declined = { $by } отклоняет ничью.
game-over-win = Побеждает { $winner } ({ $color }). { $reason }
game-over-draw = Ничья. { $reason }
game-cancelled = Партия { $game } отменена во время расстановки.
game-over = { $result }
    Расстановки (передний ряд первым): Красные `{ $red_setup }`, Синие `{ $blue_setup }`
    Соли для проверки обязательств: Красные `{ $red_salt }`, Синие `{ $blue_salt }`

## Личное (личные сообщения и ответы только для вас)
setup-dm = Партия { $game }, соперник { $opponent }: вы играете за { $color }. Расставьте фигуры и нажмите «Готово». { $thread }
    Нажимайте на клетки ниже, чтобы менять фигуры местами; кнопки: «Случайно», «Отразить», «Сохранить», «Готово». Команды: `/{ cmd-setup-name } { cmd-setup-swap-name } a b`, `/{ cmd-setup-name } { cmd-setup-paste-name }`, `/{ cmd-setup-name } { cmd-setup-random-name }`, `/{ cmd-setup-name } { cmd-setup-mirror-name }`, `/{ cmd-setup-name } { cmd-setup-save-name }`, `/{ cmd-setup-name } { cmd-setup-load-name }`, `/{ cmd-setup-name } { cmd-setup-ready-name }`.
    Ваша расстановка: `{ $setup }`
setup-locked = Партия { $game }, соперник { $opponent }: ваша расстановка ({ $color }) зафиксирована. { $thread }
    Ваша расстановка: `{ $setup }`
setup-swapped = { $a } и { $b } поменялись местами.
setup-pasted = Расстановка заменена.
setup-randomized = Фигуры перемешаны.
setup-mirrored = Расстановка отражена.
setup-loaded = Загружена «{ $name }».
setup-saved = Ваша расстановка сохранена как «{ $name }».
setup-ready = Зафиксировано. Ваше обязательство: `{ $commitment }`
board-private = Партия { $game }, соперник { $opponent }, вы играете за { $color }. { $status }
    { $last }
status-your-turn = Ваш ход.
status-their-turn = Ждём хода: { $opponent }.
move-played = Ваш ход: { $move }. { $thread }
resigned = Вы сдались в партии { $game }.
draw-you-offered = Ничья предложена.
draw-you-accepted = Ничья принята.
draw-you-declined = Ничья отклонена.
game-choice = Партия { $game }, соперник { $opponent }
games-none = У вас нет текущих партий. Начните партию командой /{ cmd-challenge-name }.
games-line = Партия { $game }, соперник { $opponent }: { $state } { $thread }
games-state-setup = расстановка
games-state-your-turn = ваш ход
games-state-waiting = ожидание
settings-now = Ваши настройки: нумерация { $numbering }, упоминания { $ping }, язык { $language }.
settings-on = вкл.
settings-off = выкл.
server-now = Ветки партий открываются в { $channel }; публичные сообщения на языке: { $language }; организаторы турниров: { $organisers }; создавать турниры могут: { $creating }.
server-organisers-none = участники с правом «Управлять сервером»
server-creating-open = все участники
server-creating-organisers = только организаторы
server-match-channel-here = канале, где опубликован вызов

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, ваше время в партии { $game } истекает { $deadline }.
timer-setup-reminder = { $player }, подтвердите расстановку в партии { $game }: время истекает { $deadline }.

## Paged lists
button-previous = Назад
button-next = Далее
page-of = Страница { $page } из { $pages }

## Step-through replays
replay-title =
    Партия { $game }, ход { $ply } из { $last }, { $view }
    { $line }
replay-start = Начальная позиция, до первого хода.
replay-view-red = Глазами красных
replay-view-blue = Глазами синих
replay-view-spectator = Глазами зрителей
replay-view-revealed = Обе расстановки открыты
replay-view-guess = Догадки бота (вероятнейший ранг, % уверенности)
replay-first = ⏮ В начало
replay-back = ◀ Назад
replay-forward = Вперёд ▶
replay-last = В конец ⏭
replay-back-ten = −10
replay-forward-ten = +10
replay-choice = Партия { $game }: { $red } против { $blue }
button-replay = Повтор
error-replay-which-game = Какая партия? Выберите её в параметре «партия».
error-replay-not-public = Эта партия игралась там, куда не все в этом канале могут заглянуть, поэтому её повтор я могу показать только вам: уберите параметр public.
error-replay-live-private = Идущую партию можно просматривать только лично: откройте её командой /replay.
error-slow-down = Вы просите картинки быстрее, чем я их рисую: подождите { $seconds } с и попробуйте снова.

## Setup heat maps
habits-player = Привычки расстановки { $player } в варианте «{ $variant }» по { $games } завершённым партиям здесь. Каждая карта показывает четыре домашних ряда так, как их видит игрок, передний ряд сверху; чем чаще там стояла фигура, тем светлее клетка: Флаг, Бомбы, Маршал, Генерал, Шпион, Разведчики.
habits-player-none = У { $player } пока нет завершённых сыгранных партий в варианте «{ $variant }» на этом сервере.
habits-server = Где игроки этого сервера ставят Флаг в варианте «{ $variant }», по { $games } расстановкам завершённых партий. Передний ряд сверху; чем светлее клетка, тем чаще.
habits-server-none = На этом сервере пока нет завершённых сыгранных партий в варианте «{ $variant }».
