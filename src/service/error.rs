//! What can go wrong in a service call. Every user mistake has its own variant; none of the
//! texts may mention a rank the user cannot see.

use thiserror::Error;

use crate::engine::{PlayError, SetupError, SetupParseError, Square, Variant};
use crate::store::MatchId;

#[derive(Debug, Error)]
pub enum ServiceError {
    #[error("there is no such game")]
    NoSuchMatch,
    #[error("there is no such challenge")]
    NoSuchChallenge,
    #[error("you are not playing in this game")]
    NotYourGame,
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    #[error("you cannot accept your own challenge")]
    OwnChallenge,
    #[error("this challenge is addressed to someone else")]
    NotYourChallenge,
    #[error("this challenge is no longer open")]
    ChallengeClosed,
    /// The option's catalogue key says what is wrong with it.
    #[error("that option is not available: {0}")]
    BadOption(&'static str),
    #[error("the game has not started yet: both players must lock in their setups")]
    NotStarted,
    #[error("the game has already started, so setups can no longer change")]
    SetupClosed,
    #[error("your setup is already locked in")]
    AlreadyReady,
    #[error("{0} is not one of your setup squares")]
    BadSquare(Square),
    #[error("that setup could not be read: {0}")]
    BadSetupText(#[from] SetupParseError),
    #[error("that setup is not a legal army: {0}")]
    BadSetup(#[from] SetupError),
    #[error("setup names are 1 to 32 characters")]
    BadSetupName,
    #[error("you have no saved setup called \"{0}\"")]
    NoSuchSavedSetup(String),
    #[error("the saved setup \"{name}\" is for {saved}, but this game is {wanted}")]
    WrongVariant {
        name: String,
        saved: Variant,
        wanted: Variant,
    },
    #[error("the game is still going on")]
    NotFinished,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the game is over")]
    GameOver,
    #[error("that move is not allowed: {0}")]
    IllegalMove(#[from] PlayError),
    #[error("the game has moved on since you chose that move; look at the board again")]
    StaleMove { expected: u32, current: u32 },
    #[error("you have already offered a draw")]
    DrawAlreadyOffered,
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    #[error("you have no active game here")]
    NoActiveMatch,
    #[error("you have several active games; choose one with the game option")]
    AmbiguousMatch(Vec<MatchId>),
    #[error(transparent)]
    Tournament(super::TournamentProblem),
    #[error("a limit was reached: {0:?}")]
    Limit(super::Limit),
    /// The details go to the log (Debug), never to the user.
    #[error("something went wrong on our side; please try again")]
    Internal(String),
}

impl ServiceError {
    /// A stable key per variant, for message catalogues and logs.
    pub fn key(&self) -> &'static str {
        use ServiceError::*;
        match self {
            NoSuchMatch => "no-such-match",
            NoSuchChallenge => "no-such-challenge",
            NotYourGame => "not-your-game",
            SelfChallenge => "self-challenge",
            OwnChallenge => "own-challenge",
            NotYourChallenge => "not-your-challenge",
            ChallengeClosed => "challenge-closed",
            BadOption(_) => "bad-option",
            NotStarted => "not-started",
            SetupClosed => "setup-closed",
            AlreadyReady => "already-ready",
            BadSquare(_) => "bad-square",
            BadSetupText(_) => "bad-setup-text",
            BadSetup(_) => "bad-setup",
            BadSetupName => "bad-setup-name",
            NoSuchSavedSetup(_) => "no-such-saved-setup",
            WrongVariant { .. } => "wrong-variant",
            NotFinished => "not-finished",
            NotYourTurn => "not-your-turn",
            GameOver => "game-over",
            IllegalMove(_) => "illegal-move",
            StaleMove { .. } => "stale-move",
            DrawAlreadyOffered => "draw-already-offered",
            NoDrawOffer => "no-draw-offer",
            NoActiveMatch => "no-active-match",
            AmbiguousMatch(_) => "ambiguous-match",
            Tournament(p) => p.key(),
            Limit(l) => l.key(),
            Internal(_) => "internal",
        }
    }

    /// Whether this is the user's mistake (answer privately) rather than ours (log it).
    pub fn is_user_error(&self) -> bool {
        !matches!(self, ServiceError::Internal(_))
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> Self {
        ServiceError::Internal(format!("database: {e}"))
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;
