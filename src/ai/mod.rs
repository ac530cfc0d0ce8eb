//! The computer opponent for practice games: pure decisions, no I/O, no async, no Discord.
//!
//! A level decides from [`Knowledge`] alone, which is built from its player's [`View`] and the
//! public move history (as that player saw it), and picks one of the legal moves the engine
//! generated. Nothing here can reach the full game, so the bot cannot peek at hidden ranks;
//! `fairness_tests` proves it by shuffling the unseen pieces.
//!
//! [`View`]: crate::engine::View

pub mod belief;
mod easy;
#[cfg(test)]
mod fairness_tests;
mod flag_danger;
mod greedy;
mod guess;
mod hard;
pub mod knowledge;
#[cfg(test)]
mod level_tests;
mod medium;
mod plan;
mod prior;
mod reach;
mod setup_maker;
mod values;
mod world;

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::Move;
pub use knowledge::Knowledge;
pub use setup_maker::make_setup;

/// How strong the bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal mover (a yardstick, not offered to players).
    Random,
    Easy,
    Medium,
    Hard,
    /// Takes what it knows it beats and probes with Scouts (a yardstick, not offered to players).
    Greedy,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Greedy,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Greedy => "greedy",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// How much thinking one move may take (only the hard level searches).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock budget per move; the search stops sampling once it is spent.
    pub budget: Duration,
    /// Most enemy setups sampled per move.
    pub max_samples: usize,
    /// Most positions played through per move; a sample is always searched whole, so a node
    /// budget (unlike the clock) gives the same move on every machine.
    pub max_nodes: u64,
}

impl Default for Limits {
    /// The service's limits: a sample started just before the clock runs out still finishes,
    /// so 1.2 s keeps a move under 1.5 s on a small machine.
    fn default() -> Self {
        Limits {
            budget: Duration::from_millis(1200),
            max_samples: 200,
            max_nodes: u64::MAX,
        }
    }
}

impl Limits {
    /// Deterministic limits for tests: a few samples and no clock (the budget never runs out).
    pub fn samples_only(max_samples: usize) -> Limits {
        Limits {
            budget: Duration::from_secs(3600),
            max_samples,
            max_nodes: u64::MAX,
        }
    }

    /// Deterministic limits for tests and measurements: a node budget and no clock.
    pub fn nodes_only(max_nodes: u64) -> Limits {
        Limits {
            budget: Duration::from_secs(3600),
            max_samples: usize::MAX,
            max_nodes,
        }
    }
}

/// The move `level` plays, one of `legal` (the engine's legal moves for the bot's seat), or
/// `None` when there is none. Same knowledge, legal moves and seed give the same move.
pub fn choose_move(
    level: Level,
    knowledge: &Knowledge,
    legal: &[Move],
    limits: &Limits,
    seed: u64,
) -> Option<Move> {
    if legal.is_empty() {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pick = match level {
        Level::Random => legal[rng.gen_range(0..legal.len())],
        Level::Easy => easy::choose(knowledge, legal, &mut rng),
        Level::Medium => medium::choose(knowledge, legal, &mut rng),
        Level::Hard => hard::choose(knowledge, legal, limits, &mut rng),
        Level::Greedy => greedy::choose(knowledge, legal, &mut rng),
    };
    // The levels score only the moves they were given, but never trust that blindly.
    Some(if legal.contains(&pick) {
        pick
    } else {
        legal[0]
    })
}

/// Index of the highest score (first on ties; callers add their own noise).
fn best_index(scores: &[f32]) -> usize {
    let mut best = 0;
    for (i, s) in scores.iter().enumerate() {
        if *s > scores[best] {
            best = i;
        }
    }
    best
}
