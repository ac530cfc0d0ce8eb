# Словарь игры и сообщения движка правил. Клетки пишутся как E4.

language-name = Русский

## Звания, от сильнейшего

rank-marshal = Маршал
rank-general = Генерал
rank-colonel = Полковник
rank-major = Майор
rank-captain = Капитан
rank-lieutenant = Лейтенант
rank-sergeant = Сержант
rank-miner = Сапёр
rank-scout = Разведчик
rank-spy = Шпион
rank-bomb = Мина
rank-flag = Флаг

## Стороны

color-red = Красные
color-blue = Синие

## Варианты

variant-classic = Классика
variant-classic-description = По 40 фигур, заполняющих все четыре стартовых ряда.
variant-barrage = Барраж
variant-barrage-description = По 8 фигур в любых клетках стартовых рядов.
variant-duel = Дуэль
variant-duel-description = По 10 фигур в любых клетках стартовых рядов.
variant-free = Свободная
variant-free-description = Любая позиция, но каждого звания не больше, чем в классической армии.

## Запрещённые ходы (по одному на правило)

play-error-game-over = Партия уже окончена.
play-error-no-piece = На { $square } нет фигуры.
play-error-not-your-piece = Фигура на { $square } не ваша.
play-error-immovable = Мины и Флаг никогда не ходят.
play-error-straight-line = Фигуры ходят по прямой, никогда по диагонали.
play-error-one-square = Больше чем на одну клетку ходит только Разведчик.
play-error-lake = Ни одна фигура не может войти в озеро или пересечь его.
play-error-no-jumping = Фигуры не прыгают: на пути стоит { $square }.
play-error-own-piece = На { $square } стоит ваша собственная фигура.
play-error-scout-strike = По этим правилам Разведчик не может сходить и атаковать за один ход.
play-error-two-squares = Правило двух клеток: эта фигура больше не может ходить туда-обратно между теми же клетками.
play-error-more-squares = Правило многих клеток: этот ход повторил бы позицию преследования.

## Как закончилась партия

end-reason-flag-captured = Флаг захвачен.
end-reason-no-legal-move = У проигравшей стороны не осталось допустимых ходов.
end-reason-both-stuck = Ни одна из сторон не может ходить.
end-reason-resignation = Игрок сдался.
end-reason-agreed-draw = Игроки согласились на ничью.
end-reason-timeout = У игрока закончилось время.
end-reason-no-attack-limit = Слишком много ходов подряд без атаки.
end-reason-move-limit = Достигнут предел числа ходов.
end-reason-cancelled = Партия отменена.
outcome-win = Побеждают { $color }. { $reason }
outcome-draw = Ничья. { $reason }

## Бои (оба звания видят все)

battle-attacker-wins = { $attacker } атакует: { $defender }. Побеждает нападающий.
battle-defender-wins = { $attacker } атакует: { $defender }. Побеждает защищающийся.
battle-both-removed = { $attacker } атакует: { $defender }. Обе фигуры уходят с доски.

## Расстановки

setup-problem-wrong-count = { $color }, { $rank }: поставлено { $found }, нужно { $expected }.
setup-problem-outside-home-rows = { $color }: фигура на { $square } стоит вне стартовых рядов.
setup-problem-on-lake = Фигура стоит в озере на { $square }.
setup-problem-duplicate = На { $square } стоят две фигуры.
setup-parse-length = В расстановке 40 клеток, а в этой { $count }.
setup-parse-character = «{ $character }» на клетке { $position } — не фигура. Используйте X 9 8 7 6 5 4 3 2 S B F или . для пустой клетки.

## Введённые клетки и ходы

square-invalid = «{ $text }» — не клетка. Укажите букву A–J и число 1–10, например E4.
move-invalid = «{ $text }» — не ход. Напишите две клетки, например B4-B5 или b4 b5.
