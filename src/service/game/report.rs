//! What service calls hand back: everything the Discord layer needs to announce a change
//! without reading hidden state itself.

use crate::engine::{ByColor, Color, Outcome, PlayedMove, View, Viewer};
use crate::store::{ChallengeId, MatchId, UserId};

pub use crate::service::outbox::posts::LogEntry;

/// The three views of one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Views {
    pub red: View,
    pub blue: View,
    pub spectator: View,
}

impl Views {
    pub fn of(game: &crate::engine::Game) -> Views {
        Views {
            red: game.view(Viewer::Player(Color::Red)),
            blue: game.view(Viewer::Player(Color::Blue)),
            spectator: game.view(Viewer::Spectator),
        }
    }

    pub fn player(&self, color: Color) -> &View {
        match color {
            Color::Red => &self.red,
            Color::Blue => &self.blue,
        }
    }
}

/// A move that is now durable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReport {
    pub match_id: MatchId,
    pub players: ByColor<UserId>,
    pub entry: LogEntry,
    /// Who is to move now (None when the game ended).
    pub next: Option<(Color, UserId)>,
    pub outcome: Option<Outcome>,
    pub views: Views,
    /// The move's log post, held for the mover's command to answer with.
    pub held_log: Option<crate::service::HeldLog>,
    /// How the mover reads their board (their language and numbering as the move stored them).
    pub mover: crate::service::BoardVoice,
}

/// A match that ended off the board (resignation, agreed draw) or was abandoned in setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndReport {
    pub match_id: MatchId,
    pub players: ByColor<UserId>,
    /// None: abandoned during setup, no result.
    pub outcome: Option<Outcome>,
    /// None when there was no game yet.
    pub views: Option<Views>,
}

/// A new match made from an accepted challenge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchCreated {
    pub challenge: ChallengeId,
    pub match_id: MatchId,
    pub players: ByColor<UserId>,
}

/// The game began: both setups are locked in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartReport {
    /// Published now, checked against the revealed setups at the end.
    pub commitments: ByColor<String>,
    pub first: (Color, UserId),
    pub views: Views,
}

/// The answer to a player locking in their setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadyReport {
    pub match_id: MatchId,
    pub color: Color,
    pub commitment: String,
    /// Set when this made both players ready.
    pub started: Option<StartReport>,
}

/// What happened to a draw offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawReply {
    /// The offer stands until the opponent answers or moves.
    Offered { by: Color, to: UserId },
    /// The opponent had offered too: the game is drawn.
    Agreed(Box<EndReport>),
}

/// What may be told about a match that is over. The setups, their salts and anything made
/// from them (record, replay) come only for a game in which moves were played: a game decided
/// in setup (a forfeit, a setup deadline) or before the first move gives the result alone, so
/// an opponent who never intended to play cannot read a setup by walking away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishInfo {
    pub match_id: MatchId,
    pub players: ByColor<UserId>,
    pub outcome: Option<Outcome>,
    /// None when no move was played: then nothing derived from a setup is ever published.
    pub reveal: Option<Reveal>,
}

/// Everything revealed at the end of a game in which moves were played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reveal {
    /// Setup strings as each player wrote them (front row first).
    pub setups: ByColor<String>,
    /// Salts and commitments (None if the player never locked in).
    pub salts: ByColor<Option<String>>,
    pub commitments: ByColor<Option<String>>,
    pub record: String,
    /// Every move as played, ranks included: nothing is hidden once the game is over.
    pub moves: Vec<PlayedMove>,
}
