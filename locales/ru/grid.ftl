## The setup editor's grid of squares (setup DM, or the private copy in a thread)
button-save = Сохранить
grid-left = Вертикали { $from }–{ $to }. { $status }
grid-right = Вертикали { $from }–{ $to }
grid-pick = Нажмите на фигуру, затем на клетку, куда её поставить.
grid-selected = Выбрано { $square }: { $piece } ({ $rank }). Нажмите другую клетку, чтобы поменять их местами, или ту же, чтобы отменить выбор.
grid-selected-empty = Выбрана пустая клетка { $square }. Нажмите на фигуру, чтобы переставить её сюда, или ту же клетку, чтобы отменить выбор.
grid-locked = Ваша расстановка зафиксирована.
grid-bomb = М
grid-flag = Ф
grid-spy = Ш
grid-empty = ·
grid-load = Загрузить сохранённую расстановку
grid-save-title = Сохранить расстановку
grid-save-field = Название (до 32 символов)
