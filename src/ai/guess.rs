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

/// Probability of each rank (by `Rank::index`) for every enemy piece, in `k.enemy` order.
/// Known pieces get certainty; unknown ones share the pool by their affinities.
pub fn marginals(k: &Knowledge) -> Vec<[f32; 12]> {
    k.enemy
        .iter()
        .map(|e| {
            let mut p = [0.0f32; 12];
            if let Some(r) = e.rank {
                p[r.index()] = 1.0;
                return p;
            }
            let mut total = 0.0;
            for rank in Rank::ALL {
                let n = k.enemy_pool.get(rank) as f32;
                let w = n * affinity(k, e, rank);
                p[rank.index()] = w;
                total += w;
            }
            if total > 0.0 {
                p.iter_mut().for_each(|x| *x /= total);
            }
            p
        })
        .collect()
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
