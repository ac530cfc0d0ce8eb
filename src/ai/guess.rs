//! Guessing the enemy's unknown ranks from the bot's knowledge: per-piece likelihoods (medium)
//! and whole consistent assignments (hard). Both use only [`Knowledge`].

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::knowledge::{EnemyPiece, Knowledge};
use super::prior;
use crate::engine::Rank;

/// How likely an unknown enemy piece is to be `rank`, before counting how many are left.
pub fn affinity(k: &Knowledge, e: &EnemyPiece, rank: Rank) -> f32 {
    if e.moved && !rank.is_movable() {
        return 0.0;
    }
    let mut w = prior::weight(rank, e.origin, k.me.opponent());
    // Bold pieces that keep coming at ours are usually strong ones.
    if e.approaches > 0 && rank.is_movable() {
        let bold = (e.approaches.min(4) as f32) * 0.25;
        w *= 1.0 + bold * (rank.strength() as f32 - 5.0) / 5.0;
        w = w.max(0.05);
    }
    // A piece that ran from one of our known pieces is probably weaker than it.
    if let Some(threat) = e.fled_from
        && rank.is_movable()
        && rank.strength() >= threat.strength()
    {
        w *= 0.3;
    }
    w
}

/// Rounds of balancing pieces against the ranks left (30 settle to well under a percent).
const BALANCING_ROUNDS: usize = 30;

/// Probability of each rank (by `Rank::index`) for every enemy piece, in `k.enemy` order.
/// Known pieces get certainty; unknown ones share the pool by their affinities, each rank
/// spread over the pieces so that its expected count is the count left.
pub fn marginals(k: &Knowledge) -> Vec<[f32; 12]> {
    let mut probs: Vec<[f32; 12]> = k
        .enemy
        .iter()
        .map(|e| {
            let mut p = [0.0f32; 12];
            if let Some(r) = e.rank {
                p[r.index()] = 1.0;
                return p;
            }
            for rank in Rank::ALL {
                p[rank.index()] = k.enemy_pool.get(rank) as f32 * affinity(k, e, rank);
            }
            p
        })
        .collect();
    // Each piece is one rank and each rank has exactly its count left: balancing both (Sinkhorn)
    // keeps a late unmoved piece a Bomb about as often as Bombs are left among the unmoved ones,
    // where weighing it against the whole pool alone made it look like a mover.
    let unknown: Vec<usize> = (0..k.enemy.len())
        .filter(|&j| k.enemy[j].rank.is_none())
        .collect();
    for _ in 0..BALANCING_ROUNDS {
        normalize_rows(&mut probs, &unknown);
        for rank in Rank::ALL {
            let i = rank.index();
            let total: f32 = unknown.iter().map(|&j| probs[j][i]).sum();
            if total > 0.0 {
                let scale = k.enemy_pool.get(rank) as f32 / total;
                unknown.iter().for_each(|&j| probs[j][i] *= scale);
            }
        }
    }
    normalize_rows(&mut probs, &unknown);
    probs
}

fn normalize_rows(probs: &mut [[f32; 12]], rows: &[usize]) {
    for &j in rows {
        let total: f32 = probs[j].iter().sum();
        if total > 0.0 {
            probs[j].iter_mut().for_each(|x| *x /= total);
        }
    }
}

/// One full guess of every enemy piece's rank (in `k.enemy` order), consistent with all the bot
/// has seen: known ranks kept, moved pieces never Bombs or Flags, exactly the ranks left.
pub fn sample(k: &Knowledge, rng: &mut ChaCha8Rng) -> Vec<Rank> {
    let mut ranks: Vec<Option<Rank>> = k.enemy.iter().map(|e| e.rank).collect();
    let mut open: Vec<usize> = (0..k.enemy.len()).filter(|&i| ranks[i].is_none()).collect();
    // Immovable ranks first (they fit only unmoved pieces), then the strong before the weak.
    let mut order: Vec<Rank> = Vec::new();
    for rank in [Rank::Flag, Rank::Bomb] {
        order.extend(std::iter::repeat_n(rank, k.enemy_pool.get(rank) as usize));
    }
    for rank in Rank::ALL.iter().copied().filter(|r| r.is_movable()) {
        order.extend(std::iter::repeat_n(rank, k.enemy_pool.get(rank) as usize));
    }
    let mut flag_at = None;
    for rank in order {
        if open.is_empty() {
            break;
        }
        let weights: Vec<f32> = open
            .iter()
            .map(|&i| {
                let e = &k.enemy[i];
                let mut w = affinity(k, e, rank);
                if rank == Rank::Bomb
                    && let Some(f) = flag_at
                    && e.origin.is_adjacent(f)
                {
                    w *= 4.0;
                }
                w
            })
            .collect();
        let total: f32 = weights.iter().sum();
        let pick = if total > 0.0 {
            let mut x = rng.gen_range(0.0..total);
            let mut pick = weights.iter().rposition(|w| *w > 0.0).unwrap_or(0);
            for (j, w) in weights.iter().enumerate() {
                if x < *w {
                    pick = j;
                    break;
                }
                x -= w;
            }
            pick
        } else {
            rng.gen_range(0..open.len())
        };
        let i = open.swap_remove(pick);
        if rank == Rank::Flag {
            flag_at = Some(k.enemy[i].origin);
        }
        ranks[i] = Some(rank);
    }
    // Anything left (an inconsistent input) becomes a Scout rather than a hole.
    ranks
        .into_iter()
        .map(|r| r.unwrap_or(Rank::Scout))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::level_tests::position;
    use crate::engine::{Color, Move};
    use crate::seat::knowledge_for;

    /// Once every Blue piece but two has moved, those two are the Flag and the Bomb, however
    /// many movable pieces are left in the pool.
    #[test]
    fn the_last_unmoved_pieces_are_the_bomb_and_the_flag() {
        let mut pieces = vec![
            ("A10", Color::Blue, Rank::Flag),
            ("B10", Color::Blue, Rank::Bomb),
            ("A1", Color::Red, Rank::Flag),
        ];
        let columns = ["D", "E", "F", "G"];
        let blue: Vec<String> = columns.iter().map(|c| format!("{c}9")).collect();
        let red: Vec<String> = columns.iter().map(|c| format!("{c}2")).collect();
        for (b, r) in blue.iter().zip(&red) {
            pieces.push((b, Color::Blue, Rank::Sergeant));
            pieces.push((r, Color::Red, Rank::Sergeant));
        }
        let mut game = position(&pieces, Color::Blue);
        let mut played = Vec::new();
        for c in columns {
            for m in [format!("{c}9-{c}8"), format!("{c}2-{c}3")] {
                played.push(game.play(Move::parse(&m).unwrap()).unwrap());
            }
        }
        let k = knowledge_for(&game, &played, Color::Red).unwrap();
        let probs = marginals(&k);
        for (e, p) in k.enemy.iter().zip(&probs) {
            let immovable = p[Rank::Bomb.index()] + p[Rank::Flag.index()];
            if e.moved {
                assert_eq!(immovable, 0.0);
            } else {
                assert!(immovable > 0.95, "{:?}: {immovable}", e.square);
            }
        }
    }
}
