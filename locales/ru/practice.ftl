# Тренировочные партии против бота: команда, ответы и тренировочные результаты в профиле.

cmd-practice-name = тренировка
cmd-practice-description = Сыграть тренировочную партию против меня. Она никогда не влияет на рейтинг.
cmd-practice-variant-name = вариант
cmd-practice-variant-description = Армия: классика (40 фигур), барраж (8) или дуэль (10)
cmd-practice-variant-choice-classic = Классика
cmd-practice-variant-choice-barrage = Барраж
cmd-practice-variant-choice-duel = Дуэль
cmd-practice-level-name = уровень
cmd-practice-level-description = Насколько сильно я играю (по умолчанию: средне)
cmd-practice-level-choice-easy = легко
cmd-practice-level-choice-medium = средне
cmd-practice-level-choice-hard = сложно
cmd-practice-first-name = цвет
cmd-practice-first-description = Ваш цвет; красные ходят первыми
cmd-practice-first-choice-me-red = я за красных
cmd-practice-first-choice-me-blue = я за синих
cmd-practice-first-choice-random = случайно
practice-started = Тренировочная партия { $game } против { $bot } ({ $level }, { $variant }) началась. Ваша расстановка ждёт вас в личных сообщениях, а у партии будет своя ветка здесь. На рейтинг она не влияет.
service-error-practice-rated = Партии против меня — тренировочные и никогда не влияют на рейтинг. Не указывайте `rated` или выберите false.
practice-level-easy = легко
practice-level-medium = средне
practice-level-hard = сложно
profile-practice-title = Тренировки против бота
profile-practice = Побед: { $wins }, поражений: { $losses }, ничьих: { $draws } (без рейтинга).
profile-practice-none = Тренировочных партий пока нет.
