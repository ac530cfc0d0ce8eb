//! What can go wrong in a service call. Every user mistake has its own variant; none of the
//! texts may mention a rank the user cannot see.

use crate::engine::{PlayError, SetupError, SetupParseError, Square, Variant};
use crate::store::MatchId;

/// Users read each refusal as the catalogue's `service-error-<key>` (src/discord/edge/error.rs), its
/// one wording; `Display` is for logs and names only the key.
#[derive(Debug)]
pub enum ServiceError {
    NoSuchMatch,
    NoSuchChallenge,
    NotYourGame,
    SelfChallenge,
    OwnChallenge,
    NotYourChallenge,
    ChallengeClosed,
    /// The option's catalogue key says what is wrong with it.
    BadOption(&'static str),
    NotStarted,
    SetupClosed,
    AlreadyReady,
    BadSquare(Square),
    BadSetupText(SetupParseError),
    BadSetup(SetupError),
    BadSetupName,
    NoSuchSavedSetup(String),
    WrongVariant {
        name: String,
        saved: Variant,
        wanted: Variant,
    },
    NotFinished,
    /// Decided before any move (or called off): no position to show, setups stay secret.
    NothingToReplay,
    /// A replay view asked for that a game in play does not offer (only one's own side does).
    ReplayViewClosed,
    NotYourTurn,
    GameOver,
    IllegalMove(PlayError),
    StaleMove {
        expected: u32,
        current: u32,
    },
    DrawAlreadyOffered,
    NoDrawOffer,
    NoActiveMatch,
    AmbiguousMatch(Vec<MatchId>),
    Tournament(crate::service::TournamentProblem),
    Limit(crate::service::Limit),
    /// A rolling cap or cooldown: nothing changed; the member may try again at `until`.
    TooSoon {
        rate: crate::service::Rate,
        until: chrono::DateTime<chrono::Utc>,
        /// How many fit in the window (0 for a cooldown), for the refusal to say.
        count: u32,
    },
    /// Practice games started too quickly one after another (each opens a thread).
    PracticeTooOften,
    /// A game against the bot asked to be rated: practice never is.
    PracticeRated,
    /// A challenge's private preview was already posted (its button pressed again).
    PreviewPosted,
    /// Joined and left the quick-pairing queue too often in a short time.
    QueueTooOften,
    /// `/play cancel` by a member who is not waiting.
    NotInQueue,
    /// The details go to the log (Debug), never to the user.
    Internal(String),
    /// Stored data this version cannot read (as a newer version might write): trying again
    /// will not help, unlike most internal errors. Shown to users as an internal error.
    Unreadable(String),
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
            NothingToReplay => "nothing-to-replay",
            ReplayViewClosed => "replay-view-closed",
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
            TooSoon { rate, .. } => rate.key(),
            PracticeTooOften => "practice-too-often",
            PracticeRated => "practice-rated",
            PreviewPosted => "preview-posted",
            QueueTooOften => "queue-too-often",
            NotInQueue => "not-in-queue",
            Internal(_) | Unreadable(_) => "internal",
        }
    }

    /// Whether this is the user's mistake (answer privately) rather than ours (log it).
    pub fn is_user_error(&self) -> bool {
        !matches!(
            self,
            ServiceError::Internal(_) | ServiceError::Unreadable(_)
        )
    }
}

impl std::fmt::Display for ServiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServiceError::Internal(detail) => write!(f, "internal: {detail}"),
            ServiceError::Unreadable(detail) => write!(f, "unreadable: {detail}"),
            other => write!(f, "refused: {}", other.key()),
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<SetupParseError> for ServiceError {
    fn from(e: SetupParseError) -> Self {
        ServiceError::BadSetupText(e)
    }
}

impl From<SetupError> for ServiceError {
    fn from(e: SetupError) -> Self {
        ServiceError::BadSetup(e)
    }
}

impl From<PlayError> for ServiceError {
    fn from(e: PlayError) -> Self {
        ServiceError::IllegalMove(e)
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> Self {
        use sqlx::Error as E;
        match e {
            E::Decode(_)
            | E::ColumnDecode { .. }
            | E::ColumnNotFound(_)
            | E::ColumnIndexOutOfBounds { .. }
            | E::TypeNotFound { .. } => ServiceError::Unreadable(format!("database: {e}")),
            _ => ServiceError::Internal(format!("database: {e}")),
        }
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;
