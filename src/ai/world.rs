//! A guessed full position (the bot's own pieces plus one sample of the enemy's), cheap to copy
//! and play on. It ignores the repetition rules: it only scores moves, the engine picks them.

use super::values::{Values, WIN};
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
}

impl World {
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
        delta
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
