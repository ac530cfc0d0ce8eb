use thiserror::Error;

use super::setup::SetupError;
use super::square::Square;

/// Why a move was refused. Each names the rule it breaks and says nothing about hidden ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the piece on {0} is not yours")]
    NotYourPiece(Square),
    #[error("Bombs and the Flag never move")]
    Immovable,
    #[error("pieces move in a straight line, never diagonally")]
    NotStraight,
    #[error("only a Scout moves more than one square")]
    TooFar,
    #[error("no piece may enter or cross a lake")]
    Lake,
    #[error("pieces cannot jump: {0} is in the way")]
    Blocked(Square),
    #[error("{0} holds one of your own pieces")]
    OwnPiece(Square),
    #[error("in these rules a Scout cannot move and strike in the same turn")]
    ScoutStrike,
    #[error(
        "two-squares rule: this piece may not go back and forth between the same squares again"
    )]
    TwoSquares,
    #[error("more-squares rule: this chasing move would repeat a position of the chase")]
    MoreSquares,
}

impl PlayError {
    /// A stable identifier of the rule, for records, the `replay` tool and message catalogues.
    pub fn rule(&self) -> &'static str {
        match self {
            PlayError::GameOver => "game-over",
            PlayError::NoPiece(_) => "no-piece",
            PlayError::NotYourPiece(_) => "not-your-piece",
            PlayError::Immovable => "immovable",
            PlayError::NotStraight => "straight-line",
            PlayError::TooFar => "one-square",
            PlayError::Lake => "lake",
            PlayError::Blocked(_) => "no-jumping",
            PlayError::OwnPiece(_) => "own-piece",
            PlayError::ScoutStrike => "scout-strike",
            PlayError::TwoSquares => "two-squares",
            PlayError::MoreSquares => "more-squares",
        }
    }
}

/// Why a game could not be created.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    #[error("the setup is not legal: {0}")]
    Setup(#[from] SetupError),
}
