use serde::{Deserialize, Serialize};

use super::color::Color;

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    FlagCaptured,
    /// The loser had no legal move on their turn.
    NoLegalMove,
    /// Neither side could move: a draw.
    BothStuck,
    Resignation,
    AgreedDraw,
    Timeout,
    /// Too many moves in a row without an attack: a draw.
    NoAttackLimit,
    /// The total move limit was reached: a draw.
    MoveLimit,
    /// Both players let the clock run out with nothing to play for, or an arbiter's call.
    Cancelled,
}

impl EndReason {
    pub fn name(self) -> &'static str {
        match self {
            EndReason::FlagCaptured => "flag_captured",
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::BothStuck => "both_stuck",
            EndReason::Resignation => "resignation",
            EndReason::AgreedDraw => "agreed_draw",
            EndReason::Timeout => "timeout",
            EndReason::NoAttackLimit => "no_attack_limit",
            EndReason::MoveLimit => "move_limit",
            EndReason::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<EndReason> {
        use EndReason::*;
        [
            FlagCaptured,
            NoLegalMove,
            BothStuck,
            Resignation,
            AgreedDraw,
            Timeout,
            NoAttackLimit,
            MoveLimit,
            Cancelled,
        ]
        .into_iter()
        .find(|r| r.name() == text.trim())
    }
}

/// The end of a game: the winner (None for a draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl Outcome {
    pub fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    pub fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}
