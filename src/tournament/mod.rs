//! The pure tournament core: formats, pairings, standings, tiebreaks and ratings.
//!
//! No I/O and no async: the service layer stores [`Entrant`]s and [`Round`]s as rows, rebuilds a
//! [`Tournament`] with [`Tournament::from_parts`], asks it for the next round or the standings,
//! and writes back what changed. Nothing here panics on bad input; inconsistent data is refused
//! with an error.
//!
//! - [`round_robin`]: Berger tables, single or double.
//! - [`swiss`]: score groups, no rematches while avoidable, balanced colours, one bye each.
//! - [`elimination`]: seeded single elimination with byes for the top seeds and replayed draws.
//! - [`standings`]: points, Buchholz, Sonneborn-Berger, head-to-head, wins.
//! - [`rating`]: Glicko-2 through `skillratings`.

pub mod elimination;
mod error;
mod format;
mod history;
mod model;
pub mod rating;
pub mod round_robin;
pub mod standings;
mod state;
pub mod swiss;

#[cfg(test)]
mod proptests;

pub use elimination::{Bracket, BracketMatch, Slot};
pub use error::{PairingError, ResultError, TournamentError};
pub use format::Format;
pub use model::{Entrant, Game, GameRef, GameResult, Pairing, PlayerId, Round, Side};
pub use rating::{Outcome, Rating};
pub use standings::{StandingRow, Standings};
pub use state::Tournament;
