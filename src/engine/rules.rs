use serde::{Deserialize, Serialize};

use super::variant::Variant;

/// The rule options of one match. Defaults are the ISF tournament rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    /// Moves a piece may make in a row between the same two squares (ISF 3; old Jumbo 5).
    pub two_squares_limit: u8,
    /// Whether the more-squares (chasing) rule is enforced.
    pub more_squares: bool,
    /// A bomb that destroys an attacker is removed too.
    pub one_time_bombs: bool,
    /// A Scout may attack at the end of a multi-square move (off in the oldest rules).
    pub scout_strike: bool,
    /// Draw after this many moves (plies) in a row without an attack.
    pub no_attack_limit: Option<u32>,
    /// Draw after this many moves (plies) in all.
    pub total_move_limit: Option<u32>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            variant: Variant::Classic,
            two_squares_limit: 3,
            more_squares: true,
            one_time_bombs: false,
            scout_strike: true,
            no_attack_limit: Some(200),
            total_move_limit: Some(2000),
        }
    }
}

impl Rules {
    pub fn with_variant(variant: Variant) -> Self {
        Rules {
            variant,
            ..Rules::default()
        }
    }

    /// The rules the Gravon archive played by: classic, no move-limit draws.
    pub fn gravon() -> Self {
        Rules {
            no_attack_limit: None,
            total_move_limit: None,
            ..Rules::default()
        }
    }
}
