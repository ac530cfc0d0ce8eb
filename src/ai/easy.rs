//! Easy: sees only what is certain. Takes free wins, never walks a known piece into a known
//! stronger one, otherwise wanders forward and toward the enemy a little at random (so that
//! its games end: against a random mover a wanderer never found the Flag in 400 plies).

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::best_index;
use super::knowledge::Knowledge;
use crate::engine::{Battle, BattleOutcome, Move, Rank, Square};

/// Whether a known enemy piece next to `square` (other than on `except`) would beat `rank`.
fn threatened(k: &Knowledge, square: Square, rank: Rank, except: Square) -> bool {
    square.neighbours().filter(|n| *n != except).any(|n| {
        k.enemy_at(n).is_some_and(|e| {
            e.rank.is_some_and(|er| {
                er.is_movable()
                    && Battle::resolve(er, rank, k.rules.one_time_bombs).outcome
                        != BattleOutcome::DefenderWins
            })
        })
    })
}

/// Distance from `square` to the nearest enemy piece.
fn nearest_enemy(k: &Knowledge, square: Square) -> Option<u8> {
    k.enemy.iter().map(|e| square.distance(e.square)).min()
}

pub fn choose(k: &Knowledge, legal: &[Move], rng: &mut ChaCha8Rng) -> Move {
    let forward: i32 = if k.me == crate::engine::Color::Red {
        1
    } else {
        -1
    };
    let scores: Vec<f32> = legal
        .iter()
        .map(|mv| {
            let Some(p) = k.own_at(mv.from) else {
                return -1000.0;
            };
            let mut score = rng.gen_range(0.0..10.0);
            match k.enemy_at(mv.to) {
                Some(e) => match e.rank {
                    Some(er) => {
                        let outcome = Battle::resolve(p.rank, er, k.rules.one_time_bombs).outcome;
                        score += match outcome {
                            BattleOutcome::AttackerWins => 200.0 + er.strength() as f32,
                            BattleOutcome::BothRemoved if er.strength() >= p.rank.strength() => {
                                20.0
                            }
                            BattleOutcome::BothRemoved => -20.0,
                            BattleOutcome::DefenderWins => -200.0,
                        };
                    }
                    // A shot in the dark: fine for small pieces, reckless for big ones.
                    None if p.rank.strength() >= 8 => score -= 8.0,
                    // A piece that never moved may be the Flag: worth a small piece's risk.
                    None if !e.moved => score += 12.0,
                    None => score += 9.0,
                },
                None => {
                    if threatened(k, mv.to, p.rank, mv.from) {
                        score -= 100.0;
                    } else if threatened(k, mv.from, p.rank, mv.to) {
                        score += 50.0;
                    }
                    let dy = mv.to.row() as i32 - mv.from.row() as i32;
                    if dy * forward > 0 {
                        score += 3.0;
                    }
                    if k.recent_own.last() == Some(&(mv.to, mv.from)) {
                        score -= 4.0;
                    }
                    if let (Some(before), Some(after)) =
                        (nearest_enemy(k, mv.from), nearest_enemy(k, mv.to))
                        && after < before
                    {
                        score += 6.0;
                    }
                }
            }
            score
        })
        .collect();
    legal[best_index(&scores)]
}
