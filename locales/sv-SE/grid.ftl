## The setup editor's grid of squares (setup DM, or the private copy in a thread)
button-save = Spara
grid-left = Linjerna { $from }–{ $to }. { $status }
grid-right = Linjerna { $from }–{ $to }
grid-pick = Tryck på en pjäs och sedan på rutan den ska stå på.
grid-selected = Vald { $square }: { $piece } ({ $rank }). Tryck på en annan ruta för att byta, eller på samma ruta för att lägga tillbaka.
grid-selected-empty = Vald tom ruta { $square }. Tryck på en pjäs för att flytta den dit, eller på samma ruta för att släppa.
grid-locked = Din uppställning är låst.
grid-bomb = B
grid-flag = F
grid-spy = S
grid-empty = ·
grid-load = Ladda en sparad uppställning
grid-save-title = Spara uppställningen
grid-save-field = Namn (högst 32 tecken)
