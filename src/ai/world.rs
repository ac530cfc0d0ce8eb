//! A guessed full position (the bot's own pieces plus one sample of the enemy's), cheap to copy
//! and play on. It ignores the repetition rules: it only scores moves, the engine picks them.

use super::values::{STUCK, Values, WIN};
use crate::engine::{Battle, BattleOutcome, Color, Direction, Move, Rank, Square};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub color: Color,
    pub rank: Rank,
    /// Its owner's opponent knows the rank.
    pub known: bool,
}

#[derive(Debug, Clone)]
pub struct World {
    pub cells: [Option<Cell>; 100],
    pub one_time_bombs: bool,
    /// Movable pieces per colour: a side left with none loses on its turn.
    movable: [u8; 2],
}

impl World {
    pub fn new(cells: [Option<Cell>; 100], one_time_bombs: bool) -> World {
        let mut movable = [0u8; 2];
        for c in cells.iter().flatten() {
            if c.rank.is_movable() {
                movable[c.color.index()] += 1;
            }
        }
        World {
            cells,
            one_time_bombs,
            movable,
        }
    }

    /// Every move of `color`, attacks first, into `out`.
    pub fn moves(&self, color: Color, out: &mut Vec<Move>) {
        out.clear();
        for from in Square::all() {
            let Some(c) = self.cells[from.index()] else {
                continue;
            };
            if c.color != color || !c.rank.is_movable() {
                continue;
            }
            let reach = if c.rank == Rank::Scout { 9 } else { 1 };
            for dir in Direction::ALL {
                let mut at = from;
                for _ in 0..reach {
                    let Some(next) = at.step(dir) else { break };
                    if next.is_lake() {
                        break;
                    }
                    at = next;
                    match self.cells[at.index()] {
                        None => out.push(Move::new(from, at)),
                        Some(t) => {
                            if t.color != color {
                                out.push(Move::new(from, at));
                            }
                            break;
                        }
                    }
                }
            }
        }
    }

    /// Plays `mv` and returns the change in `me`'s score.
    pub fn play(&mut self, mv: Move, me: Color, values: &Values) -> f32 {
        let Some(mut a) = self.cells[mv.from.index()].take() else {
            return 0.0;
        };
        if !mv.from.is_adjacent(mv.to) && a.rank == Rank::Scout {
            a.known = true;
        }
        let Some(d) = self.cells[mv.to.index()] else {
            self.cells[mv.to.index()] = Some(a);
            return 0.0;
        };
        let delta = values.battle_delta(
            me,
            (a.color, a.rank, a.known),
            (d.color, d.rank, d.known),
            self.one_time_bombs,
        );
        let b = Battle::resolve(a.rank, d.rank, self.one_time_bombs);
        let (a, d) = (Cell { known: true, ..a }, Cell { known: true, ..d });
        self.cells[mv.to.index()] = match b.outcome {
            BattleOutcome::AttackerWins => Some(a),
            BattleOutcome::DefenderWins => Some(d),
            BattleOutcome::BothRemoved => None,
        };
        let before = self.movable;
        for (cell, lost) in [
            (a, b.outcome != BattleOutcome::AttackerWins),
            (d, b.outcome != BattleOutcome::DefenderWins),
        ] {
            if lost && cell.rank.is_movable() {
                let n = &mut self.movable[cell.color.index()];
                *n = n.saturating_sub(1);
            }
        }
        delta + self.stuck_delta(before, me)
    }

    /// The score change when a battle leaves one side with nothing to move (and not the other).
    fn stuck_delta(&self, before: [u8; 2], me: Color) -> f32 {
        let mine = me.index();
        let theirs = me.opponent().index();
        let stuck = |i: usize| before[i] > 0 && self.movable[i] == 0;
        match (stuck(mine), stuck(theirs)) {
            (true, false) if self.movable[theirs] > 0 => -STUCK,
            (false, true) if self.movable[mine] > 0 => STUCK,
            _ => 0.0,
        }
    }

    /// The best gain `color` could make with one attack right now (0 if none pays), seen as
    /// `me`'s score change: a threat that has not been answered yet.
    pub fn best_attack(&self, color: Color, me: Color, values: &Values) -> f32 {
        let sign = if color == me { 1.0 } else { -1.0 };
        let mut best = 0.0f32;
        for from in Square::all() {
            let Some(a) = self.cells[from.index()] else {
                continue;
            };
            if a.color != color || !a.rank.is_movable() {
                continue;
            }
            for to in from.neighbours() {
                let Some(d) = self.cells[to.index()] else {
                    continue;
                };
                if d.color == color {
                    continue;
                }
                let gain = sign
                    * values.battle_delta(
                        me,
                        (a.color, a.rank, a.known),
                        (d.color, d.rank, d.known),
                        self.one_time_bombs,
                    );
                if gain >= WIN {
                    return WIN;
                }
                best = best.max(gain);
            }
        }
        sign * best
    }
}

#[cfg(test)]
impl World {
    /// A position for tests: pieces by square name, every rank known to both sides or to none.
    pub fn with_pieces(pieces: &[(&str, Color, Rank)], known: bool) -> World {
        let mut cells = [None; 100];
        for &(name, color, rank) in pieces {
            let square = Square::parse(name).unwrap();
            cells[square.index()] = Some(Cell { color, rank, known });
        }
        World::new(cells, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world(pieces: &[(&str, Color, Rank)]) -> World {
        World::with_pieces(pieces, true)
    }

    fn values() -> Values {
        let army = crate::engine::Variant::Classic.army();
        Values::new(&army, &army)
    }

    fn play(w: &mut World, mv: &str) -> f32 {
        w.play(Move::parse(mv).unwrap(), Color::Red, &values())
    }

    #[test]
    fn taking_the_last_piece_that_can_move_is_nearly_a_win() {
        let pieces = [
            ("E5", Color::Red, Rank::Colonel),
            ("E4", Color::Red, Rank::Scout),
            ("E6", Color::Blue, Rank::Major),
            ("J10", Color::Blue, Rank::Bomb),
        ];
        let mut w = world(&pieces);
        let gain = play(&mut w, "E5-E6");
        assert_eq!(gain, values().of(Color::Blue, Rank::Major) + STUCK);
        // The same loss is only a piece while the enemy has another piece to move.
        let mut pieces = pieces.to_vec();
        pieces.push(("A10", Color::Blue, Rank::Scout));
        let mut w = world(&pieces);
        assert_eq!(play(&mut w, "E5-E6"), values().of(Color::Blue, Rank::Major));
    }

    #[test]
    fn throwing_away_our_last_piece_that_can_move_is_nearly_a_loss() {
        let mut w = world(&[
            ("E5", Color::Red, Rank::Colonel),
            ("E6", Color::Blue, Rank::Bomb),
            ("A10", Color::Blue, Rank::Scout),
        ]);
        assert_eq!(
            play(&mut w, "E5-E6"),
            -values().of(Color::Red, Rank::Colonel) - STUCK
        );
        // When both sides run dry at once, nobody gains: it is a draw.
        let mut w = world(&[
            ("E5", Color::Red, Rank::Colonel),
            ("E6", Color::Blue, Rank::Colonel),
        ]);
        assert_eq!(play(&mut w, "E5-E6"), 0.0);
    }
}
