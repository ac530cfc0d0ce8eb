//! How near the enemy is to our Flag in a guessed position, and whether it is guarded. The
//! two-ply search only sees a Flag capture one move ahead; these let the bot see a Miner walking
//! in from afar, and value the guards that shut its way.

use std::collections::VecDeque;

use super::values::WIN;
use super::world::World;
use crate::engine::{Battle, BattleOutcome, Color, Rank, Square};

impl World {
    /// The threat to `me`'s Flag, as a loss in points, with the enemy to move: `WIN *
    /// falloff^n`, where `n` is the fewest moves any enemy piece needs to take it. A piece
    /// passes Bombs only as a Miner, our pieces only those it beats, and never a square next
    /// to one of ours that beats or trades with it (it would be taken there).
    pub fn flag_danger(&self, me: Color, falloff: f32) -> f32 {
        let Some(flag) = self.flag_of(me) else {
            return 0.0;
        };
        let mut moves_by_rank: [Option<[u8; 100]>; 12] = [None; 12];
        let mut fewest = u8::MAX;
        for from in Square::all() {
            let Some(c) = self.cells[from.index()] else {
                continue;
            };
            if c.color == me || !c.rank.is_movable() {
                continue;
            }
            let moves = moves_by_rank[c.rank.index()]
                .get_or_insert_with(|| self.moves_to_flag(flag, me, c.rank));
            fewest = fewest.min(moves[from.index()]);
        }
        if fewest == u8::MAX {
            0.0
        } else {
            WIN * falloff.powi(fewest as i32)
        }
    }

    /// Whether a piece of `me`'s that beats a Miner stands within two squares of our Flag. The
    /// danger above sees a Miner only once its way in is open; a guard at home stops the ones
    /// that come from further off.
    pub fn has_home_guard(&self, me: Color) -> bool {
        let Some(flag) = self.flag_of(me) else {
            return false;
        };
        Square::all().any(|s| {
            self.cells[s.index()].is_some_and(|c| {
                c.color == me
                    && c.rank.is_movable()
                    && Battle::resolve(c.rank, Rank::Miner, self.one_time_bombs).outcome
                        == BattleOutcome::AttackerWins
                    && s.distance(flag) <= 2
            })
        })
    }

    fn flag_of(&self, color: Color) -> Option<Square> {
        Square::all().find(|s| {
            self.cells[s.index()].is_some_and(|c| c.color == color && c.rank == Rank::Flag)
        })
    }

    /// Moves an enemy piece of `rank` needs from each square to take `flag` (u8::MAX: it
    /// cannot), by a search outward from the Flag.
    fn moves_to_flag(&self, flag: Square, me: Color, rank: Rank) -> [u8; 100] {
        let mut guarded = [false; 100];
        for s in Square::all() {
            if let Some(c) = self.cells[s.index()]
                && c.color == me
                && c.rank.is_movable()
                && Battle::resolve(c.rank, rank, self.one_time_bombs).outcome
                    != BattleOutcome::DefenderWins
            {
                for n in s.neighbours() {
                    guarded[n.index()] = true;
                }
            }
        }
        let passable = |s: Square| {
            if s == flag {
                return true;
            }
            if guarded[s.index()] {
                return false;
            }
            match self.cells[s.index()] {
                Some(c) if c.color == me => {
                    Battle::resolve(rank, c.rank, self.one_time_bombs).outcome
                        == BattleOutcome::AttackerWins
                }
                _ => true,
            }
        };
        let mut moves = [u8::MAX; 100];
        let mut queue = VecDeque::with_capacity(100);
        moves[flag.index()] = 0;
        queue.push_back(flag);
        while let Some(at) = queue.pop_front() {
            // A piece may start anywhere, but it only moves on through squares it can pass.
            if !passable(at) {
                continue;
            }
            for n in at.neighbours() {
                if !n.is_lake() && moves[n.index()] == u8::MAX {
                    moves[n.index()] = moves[at.index()] + 1;
                    queue.push_back(n);
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world(pieces: &[(&str, Color, Rank)]) -> World {
        World::with_pieces(pieces, false)
    }

    /// Red's Flag in the corner behind two Bombs.
    const FORT: [(&str, Color, Rank); 3] = [
        ("A1", Color::Red, Rank::Flag),
        ("A2", Color::Red, Rank::Bomb),
        ("B1", Color::Red, Rank::Bomb),
    ];

    fn danger(extra: &[(&str, Color, Rank)]) -> f32 {
        let mut pieces = FORT.to_vec();
        pieces.extend_from_slice(extra);
        world(&pieces).flag_danger(Color::Red, 0.5)
    }

    #[test]
    fn a_miner_walking_in_counts_by_the_moves_it_still_needs() {
        // A5-A4-A3, then through the Bomb on A2 onto the Flag: four moves.
        assert_eq!(danger(&[("A5", Color::Blue, Rank::Miner)]), WIN / 16.0);
        assert_eq!(danger(&[("A3", Color::Blue, Rank::Miner)]), WIN / 4.0);
    }

    #[test]
    fn only_a_miner_gets_past_the_bombs() {
        assert_eq!(danger(&[("A3", Color::Blue, Rank::Marshal)]), 0.0);
        // With a Bomb gone, the Marshal walks in too.
        let open = world(&[
            ("A1", Color::Red, Rank::Flag),
            ("B1", Color::Red, Rank::Bomb),
            ("A3", Color::Blue, Rank::Marshal),
        ]);
        assert_eq!(open.flag_danger(Color::Red, 0.5), WIN / 4.0);
    }

    #[test]
    fn a_guard_that_beats_the_intruder_shuts_its_way() {
        // A Captain on B3 takes a Miner that steps onto A3, B4 or B2: what is left is the long
        // way round, in by C1, sixteen moves.
        assert_eq!(
            danger(&[
                ("A5", Color::Blue, Rank::Miner),
                ("B3", Color::Red, Rank::Captain),
            ]),
            WIN * 0.5f32.powi(16)
        );
        // A Scout there is no guard: the Miner beats it.
        assert_eq!(
            danger(&[
                ("A5", Color::Blue, Rank::Miner),
                ("B3", Color::Red, Rank::Scout),
            ]),
            WIN / 16.0
        );
    }

    #[test]
    fn a_home_guard_beats_a_miner_and_stands_near_the_flag() {
        let guard = |extra: (&str, Color, Rank)| {
            let mut pieces = FORT.to_vec();
            pieces.push(extra);
            world(&pieces).has_home_guard(Color::Red)
        };
        assert!(guard(("B2", Color::Red, Rank::Sergeant)));
        assert!(guard(("C1", Color::Red, Rank::Marshal)));
        // Too far off, too weak to stop a Miner, or not ours.
        assert!(!guard(("C2", Color::Red, Rank::Sergeant)));
        assert!(!guard(("B2", Color::Red, Rank::Miner)));
        assert!(!guard(("B2", Color::Red, Rank::Spy)));
        assert!(!guard(("B2", Color::Blue, Rank::Sergeant)));
    }

    #[test]
    fn no_flag_on_the_board_means_no_danger() {
        let w = world(&[("A5", Color::Blue, Rank::Miner)]);
        assert_eq!(w.flag_danger(Color::Red, 0.5), 0.0);
    }
}
