# The game's vocabulary and the rules engine's messages.
# Squares are written like E4; never mention the rank of a piece the reader may not see.

language-name = English

## Ranks, strongest first

rank-marshal = Marshal
rank-general = General
rank-colonel = Colonel
rank-major = Major
rank-captain = Captain
rank-lieutenant = Lieutenant
rank-sergeant = Sergeant
rank-miner = Miner
rank-scout = Scout
rank-spy = Spy
rank-bomb = Bomb
rank-flag = Flag

## Sides

color-red = Red
color-blue = Blue

## Variants

variant-classic = Classic
variant-classic-description = 40 pieces each, filling all four home rows.
variant-barrage = Barrage
variant-barrage-description = 8 pieces each, placed anywhere in the home rows.
variant-duel = Duel
variant-duel-description = 10 pieces each, placed anywhere in the home rows.
variant-free = Free
variant-free-description = Any position, with no more of a rank than the classic army has.

## Refused moves (one per engine rule)

play-error-game-over = The game is already over.
play-error-no-piece = There is no piece on { $square }.
play-error-not-your-piece = The piece on { $square } is not yours.
play-error-immovable = Bombs and the Flag never move.
play-error-straight-line = Pieces move in a straight line, never diagonally.
play-error-one-square = Only a Scout can move more than one square.
play-error-lake = No piece may enter or cross a lake.
play-error-no-jumping = Pieces cannot jump: { $square } is in the way.
play-error-own-piece = { $square } holds one of your own pieces.
play-error-scout-strike = Under these rules a Scout cannot move and attack in the same turn.
play-error-two-squares = Two-squares rule: this piece may not go back and forth between the same squares again.
play-error-more-squares = More-squares rule: this move would repeat a position of the chase.

## How a game ended

end-reason-flag-captured = The Flag was captured.
end-reason-no-legal-move = The losing side had no legal move.
end-reason-both-stuck = Neither side could move.
end-reason-resignation = A player resigned.
end-reason-agreed-draw = The players agreed to a draw.
end-reason-timeout = A player ran out of time.
end-reason-no-attack-limit = Too many moves in a row without an attack.
end-reason-move-limit = The move limit was reached.
end-reason-cancelled = The game was cancelled.
outcome-win = { $color } wins. { $reason }
outcome-draw = Draw. { $reason }

## Battles (both ranks are revealed to everyone)

battle-attacker-wins = { $attacker } attacks { $defender }: the attacker wins.
battle-defender-wins = { $attacker } attacks { $defender }: the defender wins.
battle-both-removed = { $attacker } attacks { $defender }: both pieces are removed.

## Setups

setup-problem-wrong-count = { $color }, { $rank }: { $found } placed, { $expected } needed.
setup-problem-outside-home-rows = { $color } has a piece on { $square }, outside its home rows.
setup-problem-on-lake = A piece stands in the lake at { $square }.
setup-problem-duplicate = Two pieces stand on { $square }.
setup-parse-length = A setup has 40 squares; this one has { $count }.
setup-parse-character = “{ $character }” at square { $position } is not a piece. Use X 9 8 7 6 5 4 3 2 S B F, or . for an empty square.

## Typed squares and moves

square-invalid = “{ $text }” is not a square. Use a letter A–J and a number 1–10, like E4.
move-invalid = “{ $text }” is not a move. Write two squares, like B4-B5 or b4 b5.
