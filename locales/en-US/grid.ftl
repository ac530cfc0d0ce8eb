## The setup editor's grid of squares (setup DM, or the private copy in a thread)
button-save = Save
grid-left = Files { $from }–{ $to }. { $status }
grid-right = Files { $from }–{ $to }
grid-pick = Tap a piece, then the square it should go to.
grid-selected = Selected { $square }: { $piece } ({ $rank }). Tap another square to swap, or the same one to put it back.
grid-selected-empty = Selected the empty square { $square }. Tap a piece to move it there, or the same square to let go.
grid-locked = Your setup is locked in.
grid-bomb = B
grid-flag = F
grid-spy = S
grid-empty = ·
grid-load = Load a saved setup
grid-save-title = Save this setup
grid-save-field = Name (up to 32 characters)
