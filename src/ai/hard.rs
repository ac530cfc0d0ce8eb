//! Hard: samples whole enemy setups consistent with everything seen (weighted by how people set
//! up and how the pieces behaved), searches two plies plus the next capture in each, and plays the
//! move that does best on average, within a time budget. Each line also counts the enemy's free
//! way to our Flag and whether a guard stands at home (`flag_danger`): a Flag lost to a Miner that
//! walked in unseen was how hard used to lose.

use std::time::Instant;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Limits;
use super::best_index;
use super::guess;
use super::knowledge::Knowledge;
use super::medium::Heuristic;
use super::values::{FLAG_DANGER_FALLOFF, HOME_GUARD, Values, WIN};
use super::world::{Cell, World};
use crate::engine::{Move, Rank};

fn world_for(k: &Knowledge, enemy_ranks: &[Rank]) -> World {
    let mut cells = [None; 100];
    for p in &k.own {
        cells[p.square.index()] = Some(Cell {
            color: k.me,
            rank: p.rank,
            known: p.revealed,
        });
    }
    for (e, &rank) in k.enemy.iter().zip(enemy_ranks) {
        cells[e.square.index()] = Some(Cell {
            color: k.me.opponent(),
            rank,
            known: e.rank.is_some(),
        });
    }
    World::new(cells, k.rules.one_time_bombs)
}

/// Our move, the enemy's best answer, then our best capture: the worst case we can force.
fn search(world: &World, mv: Move, k: &Knowledge, values: &Values, buf: &mut Vec<Move>) -> f32 {
    let me = k.me;
    let mut w1 = world.clone();
    let d1 = w1.play(mv, me, values);
    if d1 >= WIN / 2.0 {
        return WIN;
    }
    w1.moves(me.opponent(), buf);
    if buf.is_empty() {
        return d1 + WIN / 4.0;
    }
    // The enemy's way to our Flag counts even while no capture is in sight.
    let mut d1 = d1 - w1.flag_danger(me, FLAG_DANGER_FALLOFF);
    if w1.has_home_guard(me) {
        d1 += HOME_GUARD;
    }
    let mut worst = f32::INFINITY;
    for &reply in buf.iter() {
        let mut w2 = w1.clone();
        let d2 = w2.play(reply, me, values);
        if d2 <= -WIN / 2.0 {
            return d1 - WIN;
        }
        let d3 = 0.8 * w2.best_attack(me, me, values);
        worst = worst.min(d2 + d3);
    }
    d1 + worst
}

pub fn choose(k: &Knowledge, legal: &[Move], limits: &Limits, rng: &mut ChaCha8Rng) -> Move {
    let started = Instant::now();
    let h = Heuristic::new(k);
    let mut totals = vec![0.0f32; legal.len()];
    let mut samples = 0usize;
    let mut buf = Vec::with_capacity(128);
    while samples < limits.max_samples.max(1) {
        if samples > 0 && started.elapsed() >= limits.budget {
            break;
        }
        let ranks = guess::sample(k, rng);
        let world = world_for(k, &ranks);
        for (i, &mv) in legal.iter().enumerate() {
            totals[i] += search(&world, mv, k, h.values(), &mut buf);
        }
        samples += 1;
    }
    let scores: Vec<f32> = legal
        .iter()
        .zip(&totals)
        .map(|(&mv, total)| {
            let quiet = k.enemy_at(mv.to).is_none();
            let pos = if quiet { h.positional(mv) } else { 0.0 };
            total / samples as f32 + pos + rng.gen_range(0.0..1.0)
        })
        .collect();
    legal[best_index(&scores)]
}
