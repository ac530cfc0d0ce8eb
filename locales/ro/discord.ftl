# Stratul Discord: răspunsuri, erori, postări în fire, butoane.

## Erori (mereu private)
error-internal = Ceva n-a mers bine la mine. Nu s-a schimbat nimic; încearcă din nou peste puțin timp.
error-bad-argument = Nu am putut citi opțiunea aceea. Verifică comanda și încearcă din nou.
error-missing-permission = Doar membrii cu permisiunea Gestionare server pot face asta.
error-bot-missing-permission = Îmi lipsesc aici aceste permisiuni: { $permissions }.
error-guild-only = Comanda aceasta funcționează doar într-un server.
error-dm-only = Comanda aceasta funcționează doar în mesaje directe.
error-cooldown = Mai încet puțin: încearcă din nou peste { $seconds } secunde.
error-not-allowed = Nu ai voie să faci asta.
error-no-game = Nu ai nicio partidă în desfășurare. Începe una cu /challenge.
error-which-game = Ai mai multe partide în desfășurare. Folosește comanda în firul partidei sau alege una cu opțiunea `game`.
error-unknown-game = Nu cunosc partida aceasta.
error-not-in-game = Nu joci în partida aceasta.
error-move-needs-squares = Spune-mi mutarea: fie `text`, de exemplu B4-B5, fie atât `from`, cât și `to`.
error-bad-move-text = Nu am putut citi `{ $text }` ca mutare. Scrie două pătrate, de exemplu B4-B5.
error-bad-square = `{ $text }` nu este un pătrat. Pătratele merg de la A1 la J10.
error-dms-closed = { $player }, nu îți pot trimite mesaje directe. Deschide mesajele directe pentru acest server sau folosește butonul de mai jos ca să-ți vezi tabla aici.
error-unknown-button = Butonul acesta aparține de ceva care nu mai există.
