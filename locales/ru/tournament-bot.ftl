# Турниры, рейтинг-лист и профили в Discord: команды, сообщения и ответы.

cmd-tournament-name = турнир
cmd-tournament-description = Провести турнир: запись, туры, турнирная таблица.
cmd-tournament-create-name = создать
cmd-tournament-create-description = Создать турнир и опубликовать сообщение о записи.
cmd-tournament-create-name-name = название
cmd-tournament-create-name-description = Название турнира
cmd-tournament-create-format-name = система
cmd-tournament-create-format-description = Как составляются пары
cmd-tournament-create-format-choice-round-robin = круговая
cmd-tournament-create-format-choice-double-round-robin = двухкруговая
cmd-tournament-create-format-choice-swiss = швейцарская
cmd-tournament-create-format-choice-single-elimination = на выбывание
cmd-tournament-create-variant-name = вариант
cmd-tournament-create-variant-description = Армия: классика (40 фигур), барраж (8) или дуэль (10)
cmd-tournament-create-variant-choice-classic = Классика
cmd-tournament-create-variant-choice-barrage = Барраж
cmd-tournament-create-variant-choice-duel = Дуэль
cmd-tournament-create-rounds-name = туры
cmd-tournament-create-rounds-description = Число туров по швейцарской системе (по умолчанию: чтобы выявить победителя)
cmd-tournament-create-max_players-name = макс_игроков
cmd-tournament-create-max_players-description = Сколько игроков может записаться (по умолчанию 16)
cmd-tournament-create-signup_minutes-name = минуты_записи
cmd-tournament-create-signup_minutes-description = Начать самому через столько минут (по умолчанию: запускает организатор)
cmd-tournament-create-round_hours-name = часы_тура
cmd-tournament-create-round_hours-description = Сколько часов длится тур до подведения итогов открытых партий (по умолчанию: без предела)
cmd-tournament-create-time_control-name = контроль_времени
cmd-tournament-create-time_control-description = Сколько времени можно думать над ходом
cmd-tournament-create-time_control-choice-correspondence = по переписке
cmd-tournament-create-time_control-choice-live = вживую
cmd-tournament-create-two_squares-name = две_клетки
cmd-tournament-create-two_squares-description = Сколько ходов можно туда-обратно между двумя клетками (ISF: 3)
cmd-tournament-create-one_time_bombs-name = одноразовые_мины
cmd-tournament-create-one_time_bombs-description = Мина, остановившая атакующего, тоже уходит с доски
cmd-tournament-create-rated-name = рейтинговый
cmd-tournament-create-rated-description = Учитываются ли партии в рейтинге
cmd-tournament-create-spectator_delay-name = задержка_зрителей
cmd-tournament-create-spectator_delay-description = Зрители видят каждую партию с отставанием на столько ходов (0-10)
cmd-tournament-join-name = записаться
cmd-tournament-join-description = Записаться на турнир.
cmd-tournament-join-tournament-name = турнир
cmd-tournament-join-tournament-description = Какой турнир (по умолчанию: самый новый открытый)
cmd-tournament-leave-name = выйти
cmd-tournament-leave-description = Покинуть турнир (после старта: выбыть из него).
cmd-tournament-leave-tournament-name = турнир
cmd-tournament-leave-tournament-description = Какой турнир (по умолчанию: самый новый открытый)
cmd-tournament-start-name = начать
cmd-tournament-start-description = Закрыть запись и составить пары первого тура (организаторы).
cmd-tournament-start-tournament-name = турнир
cmd-tournament-start-tournament-description = Какой турнир (по умолчанию: самый новый открытый)
cmd-tournament-standings-name = таблица
cmd-tournament-standings-description = Показать турнирную таблицу.
cmd-tournament-standings-tournament-name = турнир
cmd-tournament-standings-tournament-description = Какой турнир (по умолчанию: самый новый)
cmd-tournament-pairings-name = пары
cmd-tournament-pairings-description = Показать партии текущего тура.
cmd-tournament-pairings-tournament-name = турнир
cmd-tournament-pairings-tournament-description = Какой турнир (по умолчанию: самый новый)
cmd-tournament-withdraw-name = снять
cmd-tournament-withdraw-description = Снять игрока с турнира (организаторы).
cmd-tournament-withdraw-player-name = игрок
cmd-tournament-withdraw-player-description = Игрок, которого снимают с турнира
cmd-tournament-withdraw-tournament-name = турнир
cmd-tournament-withdraw-tournament-description = Какой турнир (по умолчанию: самый новый открытый)
cmd-tournament-cancel-name = отменить
cmd-tournament-cancel-description = Отменить турнир; незаконченные партии завершаются без результата (организаторы).
cmd-tournament-cancel-tournament-name = турнир
cmd-tournament-cancel-tournament-description = Какой турнир (по умолчанию: самый новый открытый)
cmd-leaderboard-name = рейтинг
cmd-leaderboard-description = Рейтинги и привычки расстановки на этом сервере.
cmd-leaderboard-ratings-variant-name = вариант
cmd-leaderboard-ratings-variant-description = Рейтинг какой армии (по умолчанию: классика)
cmd-leaderboard-ratings-variant-choice-classic = Классика
cmd-leaderboard-ratings-variant-choice-barrage = Барраж
cmd-leaderboard-ratings-variant-choice-duel = Дуэль
cmd-leaderboard-ratings-page-name = страница
cmd-leaderboard-ratings-page-description = Страница, с 1
cmd-profile-name = профиль
cmd-profile-description = Рейтинги, результаты и привычки расстановки игрока на этом сервере.
cmd-profile-show-player-name = игрок
cmd-profile-show-player-description = Чей профиль (по умолчанию: ваш)

tournament-format-round-robin = круговая система
tournament-format-double-round-robin = двухкруговая система
tournament-format-swiss = швейцарская система, туров: { $rounds }
tournament-format-single-elimination = олимпийская система (на выбывание)

tournament-signup = 🏆 **{ $name }** (#{ $id }), { $format }, организатор { $creator }
    { $rules }
    Участники ({ $count }/{ $max }): { $players }
    { $start }
tournament-signup-deadline = Запись закроется и первый тур начнётся { $deadline }.
tournament-signup-manual = Организатор начнёт турнир, когда все запишутся.
tournament-signup-nobody = пока никого
tournament-signup-running = 🏆 **{ $name }** (#{ $id }), { $format }: идёт.
    Участники ({ $count }): { $players }
tournament-signup-finished = 🏆 **{ $name }** (#{ $id }), { $format }: завершён.
    Участники ({ $count }): { $players }
tournament-signup-cancelled = 🏆 **{ $name }** (#{ $id }): отменён.
button-tournament-join = Записаться
button-tournament-leave = Выйти

tournament-joined = Вы записаны на **{ $name }** (игроков: { $count }/{ $max }).
tournament-left = Вы покинули **{ $name }**.
tournament-started = **{ $name }** начался, участников: { $count }; пары первого тура опубликованы.
tournament-withdrawn = { $player } снят(а) с турнира **{ $name }**.
tournament-cancelled = **{ $name }** отменён организатором { $by }. Незаконченные партии завершаются без результата.
error-no-tournament = На этом сервере нет открытого турнира. Создайте его командой /турнир создать.
error-tournament-not-started = **{ $name }** ещё не начался: пары и таблица появятся с первым туром.

tournament-round-started = **{ $name }**: составлены пары тура { $round } из { $rounds }. Расставьте армии в личных сообщениях.
tournament-pairings = **{ $name }**, тур { $round } из { $rounds }:
tournament-pairing-line = Доска { $board }: { $red } (Красные) против { $blue } (Синие) { $thread } { $result }
tournament-bye-line = Свободен от игры: { $player } (1 очко)
tournament-result-pending = (идёт игра)
tournament-result-score = { $red }–{ $blue }
tournament-pairing-dm = **{ $name }**, тур { $round } из { $rounds }: вы играете за { $color } против { $opponent }. Ветка партии: { $thread }. Расставьте армию в сообщении с расстановкой.
tournament-bye-dm = **{ $name }**, тур { $round }: в этом туре вы свободны от игры и получаете 1 очко.

tournament-standings = **{ $name }**: таблица после тура { $round } из { $rounds }.
tournament-standings-columns = Столбцы: место, игрок, очки, Бухгольц, Зоннеборн-Бергер, победы, партии.
tournament-standings-unshown-intro = Имена, отмеченные { $mark } на картинке:
tournament-standings-unshown = { $rank }. { $player }
tournament-winner = 🏆 **{ $name }** завершён. Победитель: { $player }. Поздравляем!
tournament-finished-no-winner = 🏆 **{ $name }** завершён без победителя.

leaderboard-title = Рейтинг-лист: { $variant }
leaderboard-line = **{ $place }.** { $player }: { $rating } (±{ $deviation }), партий: { $games }, побед: { $wins }, поражений: { $losses }, ничьих: { $draws }
leaderboard-empty = Здесь ещё никто не сыграл рейтинговой партии этой армией.
leaderboard-page = Страница { $page } из { $pages }

profile-title = Профиль { $player }
profile-ratings = Рейтинги
profile-unrated = Рейтинговых партий пока нет (новичок начинает с 1500).
profile-rating-line = { $variant }: **{ $rating }** (±{ $deviation }), рейтинговых партий: { $games }
profile-record-title = Результаты
profile-record = Партий: { $games }; побед: { $wins }, поражений: { $losses }, ничьих: { $draws }. Текущая серия: { $streak }. Лучшая серия побед: { $best }.
profile-streak-wins = побед подряд: { $count }
profile-streak-losses = поражений подряд: { $count }
profile-streak-draws = ничьих подряд: { $count }
profile-streak-none = нет
profile-openings-title = Привычки расстановки
profile-openings = Из { $setups } расстановок: флаг в последнем ряду { $back_row }%, флаг в углу { $corner }%, флаг окружён минами { $bombed }%.
profile-openings-none = Законченных расстановок пока нет.
profile-recent = Последние партии
profile-recent-none = Законченных партий пока нет.
profile-recent-line = Партия { $game }: { $result } против { $opponent } за { $color }, { $variant }, { $when }
profile-result-win = победа
profile-result-loss = поражение
profile-result-draw = ничья

## Периодическая проверка турниров
tournament-tick-failed-start = ⚠️ { $organiser }: турнир **{ $name }** (#{ $id }) не удалось начать. { $reason } Бот попробует снова { $retry } и будет пытаться дальше, всё реже; другие турниры это не затрагивает.
tournament-tick-failed-deadline = ⚠️ { $organiser }: срок тура в турнире **{ $name }** (#{ $id }) не удалось применить. { $reason } Бот попробует снова { $retry } и будет пытаться дальше, всё реже; другие турниры это не затрагивает.
tournament-tick-failed-unreadable = Не удалось прочитать сохранённые настройки или партии турнира; подробности в журнале бота.
tournament-swiss-clamped = **{ $name }**: было задано туров по швейцарской системе: { $asked }, но { $players } игроков позволяют не больше { $rounds }, поэтому в турнире { $rounds } тур(ов).
tournament-withdrawn-public = { $player } снят(а) с турнира **{ $name }**, решение: { $by }.
tournament-withdrew-public = { $player } выбыл(а) из турнира **{ $name }**.
tournament-signup-more = и ещё { $count }

## Subcommands of /leaderboard and /profile
cmd-leaderboard-ratings-name = рейтинги
cmd-leaderboard-ratings-description = Показать рейтинг-лист сервера.
cmd-leaderboard-habits-name = привычки
cmd-leaderboard-habits-description = Тепловая карта того, где игроки сервера ставят Флаг.
cmd-leaderboard-habits-variant-name = вариант
cmd-leaderboard-habits-variant-description = Какая армия (по умолчанию: классика)
cmd-leaderboard-habits-variant-choice-classic = Классика
cmd-leaderboard-habits-variant-choice-barrage = Барраж
cmd-leaderboard-habits-variant-choice-duel = Дуэль
cmd-profile-show-name = показать
cmd-profile-show-description = Показать рейтинги и результаты игрока на этом сервере.
cmd-profile-habits-name = привычки
cmd-profile-habits-description = Тепловые карты того, где игрок ставит фигуры на этом сервере.
cmd-profile-habits-player-name = игрок
cmd-profile-habits-player-description = Чьи привычки (по умолчанию: ваши)
cmd-profile-habits-variant-name = вариант
cmd-profile-habits-variant-description = Какая армия (по умолчанию: самая частая у игрока)
cmd-profile-habits-variant-choice-classic = Классика
cmd-profile-habits-variant-choice-barrage = Барраж
cmd-profile-habits-variant-choice-duel = Дуэль
