//! The rules of Stratego as a pure library: no I/O, no async, no Discord.
//!
//! Build a [`Game`] from two [`Deployment`]s (or a free [`Setup`]) under some [`Rules`], ask it
//! for [`Game::legal_moves`], [`Game::play`] moves, and give each viewer a [`View`] of what
//! they may know.

mod color;
mod error;
mod game;
mod moves;
mod numbering;
mod outcome;
mod rank;
mod repetition;
#[cfg(test)]
mod rule_tests;
mod rules;
mod setup;
pub mod sim;
mod square;
mod variant;
mod view;
mod zobrist;

pub use color::{ByColor, Color};
pub use error::{GameError, PlayError};
pub use game::Game;
pub use moves::{Battle, BattleOutcome, Move, MoveParseError, PlayedMove};
pub use numbering::Numbering;
pub use outcome::{EndReason, Outcome};
pub use rank::{Rank, RankCounts};
pub use rules::Rules;
pub use setup::{
    Deployment, Setup, SetupError, SetupParseError, SetupProblem, home_square, is_home_square,
};
pub use square::{Direction, FILES, Square, SquareError};
pub use variant::Variant;
pub use view::{SeenMove, SeenPiece, View, Viewer};
