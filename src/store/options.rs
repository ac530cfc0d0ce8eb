//! What a challenge asks for and a match is played with.

use serde::{Deserialize, Serialize};

use crate::engine::{Color, Rules, Variant};

/// How long players have; enforced by the deadline scheduler (see `service::deadlines`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimeControl {
    /// Days-long games: a deadline per move.
    Correspondence { per_move_secs: u32 },
    /// Both players online: a short deadline per move.
    Live { per_move_secs: u32 },
    /// A chess clock: a bank of time plus an increment per move.
    Clock { base_secs: u32, increment_secs: u32 },
}

impl TimeControl {
    /// The live time control players pick by name: five minutes a move.
    pub const LIVE: TimeControl = TimeControl::Live { per_move_secs: 300 };
}

impl Default for TimeControl {
    fn default() -> Self {
        TimeControl::Correspondence {
            per_move_secs: 24 * 3600,
        }
    }
}

/// Which colour the challenger plays (red moves first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    Red,
    Blue,
    #[default]
    Random,
}

impl ColorChoice {
    pub fn fixed(self) -> Option<Color> {
        match self {
            ColorChoice::Red => Some(Color::Red),
            ColorChoice::Blue => Some(Color::Blue),
            ColorChoice::Random => None,
        }
    }
}

/// The options of a challenge, carried into its match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchOptions {
    pub variant: Variant,
    /// Moves in a row between the same two squares (ISF 3, old Jumbo 5).
    pub two_squares_limit: u8,
    pub one_time_bombs: bool,
    pub challenger_color: ColorChoice,
    pub time_control: TimeControl,
    pub rated: bool,
    /// Moves the public board and log run behind the game (0-10), so a spectator cannot relay
    /// the live position to a player. Left out of the JSON when 0: older rows and queue entries
    /// read and compare as before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub spectator_delay: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The longest spectator delay a game may have, in moves.
pub const MAX_SPECTATOR_DELAY: u8 = 10;

impl Default for MatchOptions {
    fn default() -> Self {
        MatchOptions {
            variant: Variant::Classic,
            two_squares_limit: Rules::default().two_squares_limit,
            one_time_bombs: false,
            challenger_color: ColorChoice::Random,
            time_control: TimeControl::default(),
            rated: true,
            spectator_delay: 0,
        }
    }
}

impl MatchOptions {
    /// The engine rules these options mean (ISF defaults for everything not chosen).
    pub fn rules(&self) -> Rules {
        Rules {
            variant: self.variant,
            two_squares_limit: self.two_squares_limit,
            one_time_bombs: self.one_time_bombs,
            ..Rules::default()
        }
    }
}
