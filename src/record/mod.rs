//! Game records: our own text format ("PGN for Stratego"), imports of the Gravon archive,
//! and replaying a record through the rules engine.
//!
//! Pure: every function takes text and returns values; reading files is the caller's job.
//!
//! # The record format
//!
//! A record is a header of tags, one per line, then the numbered moves and the result:
//!
//! ```text
//! [Event "Spring cup, round 2"]
//! [Red "alice"]
//! [Blue "bob"]
//! [Variant "classic"]
//! [TwoSquares "3"]
//! [MoreSquares "on"]
//! [OneTimeBombs "off"]
//! [ScoutStrike "on"]
//! [NoAttackLimit "200"]
//! [MoveLimit "2000"]
//! [Result "red flag_captured"]
//! [RedSetup "..."]
//! [BlueSetup "..."]
//!
//! 1. B4-B5 E7-E6 2. B5xB6 {7>2} E6-E5 ... 1-0
//! ```
//!
//! * Tags are `[Name "value"]`; in values `\\`, `\"`, `\n`, `\r`, `\t` and `\u{hex}` escape
//!   what cannot stand in a line. `Event`, `Site`, `Date`, `Red`, `Blue` are free text and
//!   optional. Rule tags (`Variant` classic/barrage/duel/free, `TwoSquares` a number,
//!   `MoreSquares`/`OneTimeBombs`/`ScoutStrike` on/off, `NoAttackLimit`/`MoveLimit` a number
//!   or `none`) default to the ISF rules of the variant when missing. Other tags with names
//!   of letters, digits and `_` are kept as they are.
//! * `Result` is `red <reason>`, `blue <reason>`, `draw <reason>` or `*` (not finished);
//!   reasons are [`EndReason::name`]s such as `flag_captured` or `resignation`.
//! * The start is either `RedSetup` and `BlueSetup`, each a setup string (see
//!   [`Deployment`]: front row first, as that player sees the board), or one `Position` tag
//!   for a free position: the side to move, then one token per piece, `r` or `b`, the rank
//!   code and `@` square, e.g. `red rF@A1 rX@B4 bF@J10 b2@E7`.
//! * Moves follow the tags: `N.` before red's move number N (`N...` when blue moves first),
//!   squares joined by `-` for a move and `x` for an attack. An attack carries its battle in
//!   braces: attacker code, `>` (attacker wins), `<` (defender wins) or `=` (both removed),
//!   defender code: `D4xD5 {7>2}`, `C3xC4 {9<B}`, `E5xE6 {S>X}`. Replaying checks every
//!   battle against the rules; a hand-written attack may be written with `-` and no braces.
//! * The moves end with `1-0` (red won), `0-1` (blue won), `1/2-1/2` (draw) or `*`,
//!   matching the `Result` tag.
//!
//! [`GameRecord::to_text`] writes exactly one form (tags in the order above, moves wrapped
//! at 80 columns) and [`GameRecord::parse`] reads it back to the same record.

mod error;
mod escape;
pub mod gravon;
pub mod gravon_xml;
pub mod gsn;
mod parse;
mod replay;
mod text;

pub use error::RecordError;
pub use replay::{IllegalMove, ReplayReport};

use crate::engine::{
    Battle, Deployment, EndReason, Game, Move, Outcome, PlayedMove, Rules, Setup, Variant,
};

/// Where a recorded game starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// Both players' deployments (`RedSetup`, `BlueSetup`); red moves first.
    Deployments { red: Deployment, blue: Deployment },
    /// A free position (`Position`), e.g. a puzzle or an imported archive game.
    Position(Setup),
}

impl Start {
    pub fn setup(&self) -> Setup {
        match self {
            Start::Deployments { red, blue } => Setup::from_deployments(red, blue),
            Start::Position(setup) => setup.clone(),
        }
    }
}

/// One move as recorded, with the battle it caused if the record says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordedMove {
    pub mv: Move,
    pub battle: Option<Battle>,
}

impl From<&PlayedMove> for RecordedMove {
    fn from(played: &PlayedMove) -> Self {
        RecordedMove {
            mv: played.as_move(),
            battle: played.battle,
        }
    }
}

/// A whole game: who, under which rules, from where, every move, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub red: Option<String>,
    pub blue: Option<String>,
    pub rules: Rules,
    pub start: Start,
    pub moves: Vec<RecordedMove>,
    pub result: Option<Outcome>,
    /// Tags this format does not know, kept in order.
    pub extra_tags: Vec<(String, String)>,
}

impl GameRecord {
    /// A record with no names and no moves yet.
    pub fn new(rules: Rules, start: Start) -> GameRecord {
        GameRecord {
            event: None,
            site: None,
            date: None,
            red: None,
            blue: None,
            rules,
            start,
            moves: Vec::new(),
            result: None,
            extra_tags: Vec::new(),
        }
    }

    /// The record of a game played from two deployments.
    pub fn from_game(
        rules: Rules,
        red: Deployment,
        blue: Deployment,
        moves: &[PlayedMove],
        result: Option<Outcome>,
    ) -> GameRecord {
        let mut record = GameRecord::new(rules, Start::Deployments { red, blue });
        record.moves = moves.iter().map(RecordedMove::from).collect();
        record.result = result;
        record
    }

    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    /// Writes the record in its one canonical text form.
    pub fn to_text(&self) -> String {
        text::write(self)
    }

    /// Reads a record; errors give the line and column of the problem.
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        parse::parse(text)
    }

    /// Replays every move under `rules` (usually `self.rules`, possibly overridden).
    pub fn replay(&self, rules: &Rules) -> Result<ReplayReport, crate::engine::GameError> {
        replay::replay(self, rules)
    }

    /// A playable game at the start of this record.
    pub fn start_game(&self, rules: &Rules) -> Result<Game, crate::engine::GameError> {
        Game::from_setup(*rules, self.start.setup())
    }
}

/// Results an engine reaches by itself, as opposed to ones declared from outside the board.
pub(crate) fn reached_on_board(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::FlagCaptured
            | EndReason::NoLegalMove
            | EndReason::BothStuck
            | EndReason::NoAttackLimit
            | EndReason::MoveLimit
    )
}

#[cfg(test)]
mod tests;
