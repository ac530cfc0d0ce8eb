//! Walking distances on the board: the straight-line distance lies wherever a lake stands in
//! the way, and a piece led by it walks back and forth in front of the lake.

use std::collections::VecDeque;

use super::knowledge::Knowledge;
use crate::engine::{Rank, Square};

/// Squares no piece can reach.
pub const FAR: u8 = u8::MAX;

/// Steps from every square to the nearest of `targets`, around the lakes. `open` says which
/// other squares a walker may cross (the targets themselves always count).
pub fn distances(
    targets: impl IntoIterator<Item = Square>,
    open: impl Fn(Square) -> bool,
) -> [u8; 100] {
    let mut dist = [FAR; 100];
    let mut queue = VecDeque::with_capacity(100);
    for t in targets {
        if dist[t.index()] != 0 {
            dist[t.index()] = 0;
            queue.push_back(t);
        }
    }
    while let Some(at) = queue.pop_front() {
        for n in at.neighbours() {
            if !n.is_lake() && dist[n.index()] == FAR && open(n) {
                dist[n.index()] = dist[at.index()] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

/// How many steps a move from `from` to `to` gains on `dist` (negative when it loses ground,
/// 0 when either end is out of reach).
pub fn gain(dist: &[u8; 100], from: Square, to: Square) -> f32 {
    let (a, b) = (dist[from.index()], dist[to.index()]);
    if a == FAR || b == FAR {
        0.0
    } else {
        f32::from(a) - f32::from(b)
    }
}

/// Walking distance to the nearest unknown enemy piece that never moved (the Flag is one of
/// them). Pieces that can move are no walls (they step aside or are taken), but a known Bomb
/// is one, except for a Miner, who also heads for the Bombs (the way in to a walled Flag).
pub fn to_unmoved(k: &Knowledge, miner: bool) -> [u8; 100] {
    let bomb = |r: Option<Rank>| r == Some(Rank::Bomb);
    let targets = k
        .enemy
        .iter()
        .filter(|e| (e.rank.is_none() && !e.moved) || (miner && bomb(e.rank)))
        .map(|e| e.square);
    distances(targets, |s| {
        miner || !k.enemy_at(s).is_some_and(|e| bomb(e.rank))
    })
}
