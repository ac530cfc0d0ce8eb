//! Hard: samples whole enemy setups consistent with everything seen (weighted by how people set
//! up and how the pieces behaved), searches two plies plus the next capture in each, and plays the
//! move that does best on average, within a time and node budget. Each line also counts the
//! enemy's free way to our Flag and whether a guard stands at home (`flag_danger`): a Flag lost to
//! a Miner that walked in unseen was how hard used to lose. The samples also say where the enemy
//! Flag probably is, and `plan` adds the long-range aims on top.

use std::time::Instant;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Limits;
use super::best_index;
use super::guess;
use super::knowledge::Knowledge;
use super::medium::Heuristic;
use super::plan::Plan;
use super::values::{FLAG_DANGER_FALLOFF, HOME_GUARD, Values, WIN};
use super::world::{Cell, World};
use crate::engine::{Move, Rank};

/// Share of the enemy's loss added as a bonus for a battle once we are well ahead: trading down
/// leaves the enemy too little to defend with.
const TRADE_DOWN: f32 = 0.3;

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

/// What one search needs besides the position.
struct Search<'a> {
    k: &'a Knowledge,
    values: &'a Values,
    /// How much a trade is worth beyond its material (0 unless we are ahead).
    trade: f32,
    buf: Vec<Move>,
    nodes: u64,
}

impl Search<'_> {
    /// Our move, the enemy's best answer, then our best capture: the worst case we can force.
    fn line(&mut self, world: &World, mv: Move) -> f32 {
        let me = self.k.me;
        let mut w1 = world.clone();
        let target = world.cells[mv.to.index()];
        let d1 = w1.play(mv, me, self.values);
        self.nodes += 1;
        if d1 >= WIN / 2.0 {
            return WIN;
        }
        let mut d1 = d1;
        if let Some(t) = target
            && t.color != me
            && w1.cells[mv.to.index()] != Some(t)
        {
            d1 += self.trade * self.values.of(t.color, t.rank);
        }
        w1.moves(me.opponent(), &mut self.buf);
        if self.buf.is_empty() {
            return d1 + WIN / 4.0;
        }
        // The enemy's way to our Flag counts even while no capture is in sight.
        d1 -= w1.flag_danger(me, FLAG_DANGER_FALLOFF);
        if w1.has_home_guard(me) {
            d1 += HOME_GUARD;
        }
        let mut worst = f32::INFINITY;
        let replies = std::mem::take(&mut self.buf);
        for &reply in &replies {
            let mut w2 = w1.clone();
            let d2 = w2.play(reply, me, self.values);
            self.nodes += 1;
            if d2 <= -WIN / 2.0 {
                self.buf = replies;
                return d1 - WIN;
            }
            let d3 = 0.8 * w2.best_attack(me, me, self.values);
            worst = worst.min(d2 + d3);
        }
        self.buf = replies;
        d1 + worst
    }
}

pub fn choose(k: &Knowledge, legal: &[Move], limits: &Limits, rng: &mut ChaCha8Rng) -> Move {
    let started = Instant::now();
    let h = Heuristic::new(k);
    let mut totals = vec![0.0f32; legal.len()];
    let mut flag_counts = vec![0u32; k.enemy.len()];
    let mut samples = 0usize;
    // Whether we are ahead depends on the material only, not on the samples.
    let ahead = Plan::new(k, h.values(), &[], 1).ahead();
    let mut search = Search {
        k,
        values: h.values(),
        trade: TRADE_DOWN * ahead,
        buf: Vec::with_capacity(128),
        nodes: 0,
    };
    while samples < limits.max_samples.max(1) {
        if samples > 0 && (started.elapsed() >= limits.budget || search.nodes >= limits.max_nodes) {
            break;
        }
        let ranks = guess::sample(k, rng);
        if let Some(j) = ranks.iter().position(|r| *r == Rank::Flag) {
            flag_counts[j] += 1;
        }
        let world = world_for(k, &ranks);
        for (i, &mv) in legal.iter().enumerate() {
            totals[i] += search.line(&world, mv);
        }
        samples += 1;
    }
    let plan = Plan::new(k, h.values(), &flag_counts, samples);
    let scores: Vec<f32> = legal
        .iter()
        .zip(&totals)
        .map(|(&mv, total)| {
            let quiet = k.enemy_at(mv.to).is_none();
            let pos = if quiet { h.positional(mv) } else { 0.0 };
            total / samples as f32 + pos + plan.bonus(mv) + rng.gen_range(0.0..1.0)
        })
        .collect();
    legal[best_index(&scores)]
}
