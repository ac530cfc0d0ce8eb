# Partide de antrenament cu botul: comanda, răspunsurile și rezultatele din profil.

cmd-practice-name = antrenament
cmd-practice-description = Joacă o partidă de antrenament cu mine. Nu contează niciodată la rating.
cmd-practice-variant-name = variantă
cmd-practice-variant-description = Armata: clasic (40 de piese), barrage (8) sau duel (10)
cmd-practice-variant-choice-classic = Clasic
cmd-practice-variant-choice-barrage = Barrage
cmd-practice-variant-choice-duel = Duel
cmd-practice-level-name = nivel
cmd-practice-level-description = Cât de bine joc (implicit: mediu)
cmd-practice-level-choice-easy = ușor
cmd-practice-level-choice-medium = mediu
cmd-practice-level-choice-hard = greu
cmd-practice-first-name = culoare
cmd-practice-first-description = Culoarea ta; roșul mută primul
cmd-practice-first-choice-me-red = eu roșu
cmd-practice-first-choice-me-blue = eu albastru
cmd-practice-first-choice-random = aleatoriu
practice-started = Partida de antrenament { $game } cu { $bot } ({ $level }, { $variant }) a început. Așezarea ta te așteaptă în mesajele private, iar partida are propriul fir aici. Nu contează la rating.
service-error-practice-rated = Partidele cu mine sunt de antrenament și nu contează niciodată la rating. Omite `rated` sau pune-l pe false.
practice-level-easy = ușor
practice-level-medium = mediu
practice-level-hard = greu
profile-practice-title = Antrenament cu botul
profile-practice = { $wins } victorii, { $losses } înfrângeri, { $draws } remize (fără rating).
profile-practice-none = Încă nicio partidă de antrenament.
