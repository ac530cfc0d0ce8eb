//! Medium: a heuristic player. It keeps per-piece odds for every unknown enemy piece (from what
//! is left, where the piece started, whether it moved and how it behaved), weighs each attack by
//! those odds (so cheap pieces probe, big ones wait for certainty), steps out of danger and
//! heads for targets it probably beats.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::best_index;
use super::guess;
use super::knowledge::{EnemyPiece, Knowledge, OwnPiece};
use super::reach;
use super::values::{INFO, Values, WIN};
use crate::engine::{Battle, BattleOutcome, Color, Move, Rank, Square};

/// Scores shared with the hard level, which adds its search on top.
pub struct Heuristic<'a> {
    k: &'a Knowledge,
    probs: Vec<[f32; 12]>,
    values: Values,
}

impl<'a> Heuristic<'a> {
    pub fn new(k: &'a Knowledge) -> Heuristic<'a> {
        let (red, blue) = match k.me {
            Color::Red => (k.own_remaining, k.enemy_remaining),
            Color::Blue => (k.enemy_remaining, k.own_remaining),
        };
        Heuristic {
            k,
            probs: guess::marginals(k),
            values: Values::new(&red, &blue),
        }
    }

    pub fn values(&self) -> &Values {
        &self.values
    }

    /// Expected score change when `p` attacks enemy piece number `j`.
    fn attack_ev(&self, p: &OwnPiece, j: usize) -> f32 {
        let k = self.k;
        let e = &k.enemy[j];
        Rank::ALL
            .iter()
            .map(|&r| {
                let pr = self.probs[j][r.index()];
                if pr == 0.0 {
                    return 0.0;
                }
                let d = self.values.battle_delta(
                    k.me,
                    (k.me, p.rank, p.revealed),
                    (k.me.opponent(), r, e.rank.is_some()),
                    k.rules.one_time_bombs,
                );
                pr * d.clamp(-WIN, WIN)
            })
            .sum()
    }

    /// Expected loss if enemy `j` attacks `p`, counting only attacks that pay for the enemy.
    /// An unrevealed piece is a riskier target for them, so the threat is discounted.
    fn threat_from(&self, p: &OwnPiece, j: usize) -> f32 {
        let k = self.k;
        let e = &k.enemy[j];
        let loss: f32 = Rank::ALL
            .iter()
            .filter(|r| r.is_movable())
            .map(|&r| {
                let pr = self.probs[j][r.index()];
                if pr == 0.0 {
                    return 0.0;
                }
                let d = self.values.battle_delta(
                    k.me,
                    (k.me.opponent(), r, e.rank.is_some()),
                    (k.me, p.rank, p.revealed),
                    k.rules.one_time_bombs,
                );
                pr * (-d).max(0.0)
            })
            .sum();
        if p.revealed { loss } else { loss * 0.6 }
    }

    /// Danger to `p` standing on `square` (the enemy on `ignore` is the one it just fought).
    fn danger(&self, p: &OwnPiece, square: Square, ignore: Option<Square>) -> f32 {
        self.k
            .enemy
            .iter()
            .enumerate()
            .filter(|(_, e)| e.square.is_adjacent(square) && Some(e.square) != ignore)
            .map(|(j, _)| self.threat_from(p, j))
            .fold(0.0, f32::max)
    }

    /// How attractive `square` is for `p`: the best payoff within reach, discounted by distance.
    fn pull(&self, p: &OwnPiece, square: Square) -> f32 {
        (0..self.k.enemy.len())
            .map(|j| {
                let ev = self.attack_ev(p, j).min(WIN / 20.0);
                if ev <= 0.0 {
                    0.0
                } else {
                    ev / (1.0 + f32::from(square.distance(self.k.enemy[j].square)))
                }
            })
            .fold(0.0, f32::max)
    }

    /// Positional terms for a quiet move: danger, pull toward targets, no aimless shuffling.
    pub fn positional(&self, mv: Move) -> f32 {
        let Some(p) = self.k.own_at(mv.from) else {
            return 0.0;
        };
        let mut score = 0.6 * (self.pull(p, mv.to) - self.pull(p, mv.from));
        if self.k.recent_own.last() == Some(&(mv.to, mv.from)) {
            score -= 3.0;
        }
        if self
            .k
            .recent_own
            .iter()
            .rev()
            .take(6)
            .filter(|m| m.1 == mv.to)
            .count()
            >= 2
        {
            score -= 2.0;
        }
        score
    }

    /// The medium level's whole score of a move.
    pub fn score(&self, mv: Move) -> f32 {
        let k = self.k;
        let Some(p) = k.own_at(mv.from) else {
            return -WIN;
        };
        let here = self.danger(p, mv.from, None);
        match k.enemy.iter().position(|e| e.square == mv.to) {
            Some(j) => self.attack_ev(p, j) + 0.5 * here,
            None => {
                let mut score = here - self.danger(p, mv.to, None) + self.positional(mv);
                if !mv.from.is_adjacent(mv.to) && !p.revealed {
                    score -= INFO * self.values.of(k.me, p.rank);
                }
                // A move next to a piece we probably beat is a threat worth a little.
                let threat = k
                    .enemy
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| e.square.is_adjacent(mv.to))
                    .map(|(j, _)| self.attack_ev(p, j))
                    .fold(0.0, f32::max);
                score + 0.25 * threat.clamp(0.0, 100.0)
            }
        }
    }
}

/// Once nothing has happened for a while, small pieces attack the unknown: a quiet game against
/// a passive opponent otherwise ends in a draw by the move limits.
fn stall_push(k: &Knowledge, mv: Move) -> f32 {
    let small = k.own_at(mv.from).is_some_and(|p| p.rank.strength() <= 6);
    let unknown = k.enemy_at(mv.to).is_some_and(|e| e.rank.is_none());
    if small && unknown {
        0.5 * k.plies_since_battle.saturating_sub(10).min(60) as f32
    } else {
        0.0
    }
}

/// Small pieces walk toward the enemy pieces that never moved (the Flag is one of them), the
/// more eagerly the longer nothing has happened: the pull toward pieces it probably beats
/// leaves the Flag alone, and games against a passive opponent ran out of moves.
fn march(k: &Knowledge, field: &[u8; 100], mv: Move) -> f32 {
    let small = k.own_at(mv.from).is_some_and(|p| p.rank.strength() <= 6);
    if !small || k.enemy_at(mv.to).is_some() {
        return 0.0;
    }
    let eager = 1.0 + k.plies_since_battle.min(60) as f32 / 15.0;
    eager * reach::gain(field, mv.from, mv.to).clamp(-1.0, 1.0)
}

/// How near our Flag an enemy piece counts as an intruder.
const INTRUDER_RADIUS: u8 = 5;

/// Meeting intruders near our Flag: against the easy level, whose small pieces head for the
/// pieces that never moved, a Miner walked along our back row taking Bombs and then the Flag.
/// Pieces close in on the nearest intruder they surely beat (a Miner shows itself taking a
/// Bomb), and taking one is worth a risk. Chasing unknown intruders cost more than it saved.
fn guard(k: &Knowledge, mv: Move) -> f32 {
    let Some(flag) = k
        .own
        .iter()
        .find(|p| p.rank == Rank::Flag)
        .map(|p| p.square)
    else {
        return 0.0;
    };
    let Some(p) = k.own_at(mv.from) else {
        return 0.0;
    };
    let prey = |e: &&EnemyPiece| {
        e.square.distance(flag) <= INTRUDER_RADIUS
            && e.rank.is_some_and(|r| {
                Battle::resolve(p.rank, r, k.rules.one_time_bombs).outcome
                    == BattleOutcome::AttackerWins
            })
    };
    if k.enemy_at(mv.to).is_some() {
        return if k.enemy.iter().filter(prey).any(|e| e.square == mv.to) {
            60.0
        } else {
            0.0
        };
    }
    let near = |sq: Square| {
        k.enemy
            .iter()
            .filter(prey)
            .map(|e| sq.distance(e.square))
            .min()
    };
    match (near(mv.from), near(mv.to)) {
        (Some(before), Some(after)) => 12.0 * (f32::from(before) - f32::from(after)),
        _ => 0.0,
    }
}

pub fn choose(k: &Knowledge, legal: &[Move], rng: &mut ChaCha8Rng) -> Move {
    let h = Heuristic::new(k);
    let field = reach::to_unmoved(k, false);
    let scores: Vec<f32> = legal
        .iter()
        .map(|&mv| {
            h.score(mv)
                + stall_push(k, mv)
                + march(k, &field, mv)
                + guard(k, mv)
                + rng.gen_range(0.0..1.5)
        })
        .collect();
    legal[best_index(&scores)]
}
