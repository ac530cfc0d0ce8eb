//! Greedy: a yardstick for `selfplay`, not offered to players. It remembers every rank the game
//! revealed (through [`Knowledge`]), takes any piece it knows it beats, runs from known stronger
//! pieces, probes unknown pieces with Scouts and otherwise walks toward the nearest piece it
//! knows it beats, or forward. No lookahead and no guessing: what a careful beginner does.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::best_index;
use super::knowledge::Knowledge;
use crate::engine::{Battle, BattleOutcome, Color, Move, Rank, Square};

fn outcome(k: &Knowledge, attacker: Rank, defender: Rank) -> BattleOutcome {
    Battle::resolve(attacker, defender, k.rules.one_time_bombs).outcome
}

/// Whether a known enemy piece next to `square` (other than on `except`) beats or trades `rank`.
fn known_threat(k: &Knowledge, square: Square, rank: Rank, except: Square) -> bool {
    square.neighbours().filter(|n| *n != except).any(|n| {
        k.enemy_at(n).is_some_and(|e| {
            e.rank.is_some_and(|er| {
                er.is_movable() && outcome(k, er, rank) != BattleOutcome::DefenderWins
            })
        })
    })
}

/// Distance from `square` to the nearest enemy piece `rank` is known to beat.
fn nearest_prey(k: &Knowledge, square: Square, rank: Rank) -> Option<u8> {
    k.enemy
        .iter()
        .filter(|e| {
            e.rank
                .is_some_and(|r| outcome(k, rank, r) == BattleOutcome::AttackerWins)
        })
        .map(|e| square.distance(e.square))
        .min()
}

/// Distance from `square` to the nearest enemy piece of unknown rank.
fn nearest_unknown(k: &Knowledge, square: Square) -> Option<u8> {
    k.enemy
        .iter()
        .filter(|e| e.rank.is_none())
        .map(|e| square.distance(e.square))
        .min()
}

fn score(k: &Knowledge, mv: Move, rng: &mut ChaCha8Rng) -> f32 {
    let Some(p) = k.own_at(mv.from) else {
        return -1000.0;
    };
    let mut score = rng.gen_range(0.0..4.0);
    if let Some(e) = k.enemy_at(mv.to) {
        return score
            + match e.rank {
                Some(er) => match outcome(k, p.rank, er) {
                    BattleOutcome::AttackerWins => 300.0 + f32::from(er.strength()),
                    BattleOutcome::BothRemoved if er.strength() >= p.rank.strength() => 30.0,
                    BattleOutcome::BothRemoved => -50.0,
                    BattleOutcome::DefenderWins => -300.0,
                },
                // Probing is what Scouts are for.
                None if p.rank == Rank::Scout => 60.0,
                None if p.rank.strength() <= 4 && !e.moved => 8.0,
                None if p.rank.strength() >= 7 => -40.0,
                None => -5.0,
            };
    }
    if known_threat(k, mv.to, p.rank, mv.from) {
        score -= 200.0;
    } else if known_threat(k, mv.from, p.rank, mv.to) {
        score += 80.0;
    }
    if let (Some(before), Some(after)) = (
        nearest_prey(k, mv.from, p.rank),
        nearest_prey(k, mv.to, p.rank),
    ) {
        score += 12.0 * (f32::from(before) - f32::from(after));
    } else if p.rank == Rank::Scout
        && let (Some(before), Some(after)) =
            (nearest_unknown(k, mv.from), nearest_unknown(k, mv.to))
    {
        score += 3.0 * (f32::from(before) - f32::from(after));
    }
    let forward: i32 = if k.me == Color::Red { 1 } else { -1 };
    if (i32::from(mv.to.row()) - i32::from(mv.from.row())) * forward > 0 {
        score += 3.0;
    }
    if k.recent_own.last() == Some(&(mv.to, mv.from)) {
        score -= 6.0;
    }
    score
}

pub fn choose(k: &Knowledge, legal: &[Move], rng: &mut ChaCha8Rng) -> Move {
    let scores: Vec<f32> = legal.iter().map(|&mv| score(k, mv, rng)).collect();
    legal[best_index(&scores)]
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::ai::level_tests::position;
    use crate::engine::Color;
    use crate::seat::knowledge_for;

    fn pick(pieces: &[(&str, Color, Rank)], history: &[&str]) -> Move {
        let mut game = position(pieces, Color::Red);
        let mut played = Vec::new();
        for m in history {
            played.push(game.play(Move::parse(m).unwrap()).unwrap());
        }
        let k = knowledge_for(&game, &played, game.to_move()).unwrap();
        choose(&k, &game.legal_moves(), &mut ChaCha8Rng::seed_from_u64(1))
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    /// With nothing known, a Scout goes to find out what stands down its open file.
    #[test]
    fn probes_unknown_pieces_with_scouts() {
        let pieces = [
            ("E4", Color::Red, Rank::Major),
            ("A1", Color::Red, Rank::Flag),
            ("J1", Color::Red, Rank::Scout),
            ("E7", Color::Blue, Rank::Captain),
            ("J10", Color::Blue, Rank::Flag),
            ("A10", Color::Blue, Rank::Bomb),
        ];
        assert_eq!(pick(&pieces, &[]), Move::new(sq("J1"), sq("J10")));
    }

    /// A Captain that showed itself by taking our Sergeant is remembered and taken.
    #[test]
    fn takes_a_piece_it_knows_it_beats() {
        let pieces = [
            ("F5", Color::Red, Rank::Major),
            ("E5", Color::Red, Rank::Sergeant),
            ("A1", Color::Red, Rank::Flag),
            ("J1", Color::Red, Rank::Scout),
            ("E6", Color::Blue, Rank::Captain),
            ("J10", Color::Blue, Rank::Flag),
            ("A10", Color::Blue, Rank::Bomb),
        ];
        let mv = pick(&pieces, &["J1-J2", "E6-E5"]);
        assert_eq!(mv, Move::new(sq("F5"), sq("E5")));
    }
}
