//! The posts the bot owes, one type each: what each carries is everything its words and
//! picture need (see `outbox` for how they are written and delivered).

use serde::{Deserialize, Serialize};

use crate::engine::{Battle, ByColor, Color, Outcome, PlayedMove, Square, View};
use crate::service::outbox::interaction_answer::InteractionToken;
use crate::service::outbox::voice::{BoardVoice, EditorShown, ThreadVoice, TournamentDmVoice};
use crate::store::{self, ChallengeId, MatchId, TournamentId, UserId};

/// One message of the setup editor: its picture, or the square buttons of one half of the
/// player's four home rows (files a-e, f-j as they see them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EditorPart {
    Picture,
    LeftHalf,
    RightHalf,
}

impl EditorPart {
    /// The half showing `slot` (front row first, left to right as the player sees it).
    pub fn half_of(slot: usize) -> EditorPart {
        if slot % 10 < 5 {
            EditorPart::LeftHalf
        } else {
            EditorPart::RightHalf
        }
    }

    pub(in crate::service) fn name(self) -> &'static str {
        match self {
            EditorPart::Picture => "picture",
            EditorPart::LeftHalf => "left",
            EditorPart::RightHalf => "right",
        }
    }
}

/// How a game ended, as its end post tells it. The reveal (setups, salts, record, replay) is
/// read at delivery: it no longer changes once the game is over, and a long game's record is
/// too large to copy into every end post.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    pub cancelled: bool,
    pub outcome: Option<Outcome>,
    /// Whether a move was played (only then is anything made from a setup published).
    pub played: bool,
    pub voice: ThreadVoice,
}

/// A new match's thread. (Its players' setup editors and the challenge it came from wait for
/// it in lanes of their own, so a failure there never holds up the game.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchOpened {
    pub match_id: MatchId,
    /// How the thread's first post reads.
    pub voice: ThreadVoice,
}

/// A player's setup editor DM, re-drawn from the stored setup: all of it (`part: None`),
/// or only the part an edit changed. Stored under its first name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupEditor {
    pub match_id: MatchId,
    pub color: Color,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<EditorPart>,
    /// What it shows, as the edit that owes it left it.
    pub shown: Box<EditorShown>,
}

/// Both setups are locked in: the commitments and who moves first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStarted {
    pub match_id: MatchId,
    pub commitments: ByColor<String>,
    pub first: (Color, UserId),
    pub voice: ThreadVoice,
}

/// A move's line in the thread's log, pinging the player to move (if any). With `answer`,
/// the mover's command may post it as its response instead (see `interaction_answer`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveLogged {
    pub match_id: MatchId,
    pub entry: LogEntry,
    pub next: Option<(Color, UserId)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<InteractionToken>,
    pub voice: ThreadVoice,
}

/// A move in a game whose spectators are `delay` moves behind: the ping for the player to
/// move (if any) now, with the log line of the move spectators may see now (`shown`; None
/// while the game is within the delay of its start).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveBehind {
    pub match_id: MatchId,
    /// Moves played, counting this one.
    pub ply: u32,
    pub delay: u8,
    pub shown: Option<LogEntry>,
    pub next: Option<(Color, UserId)>,
    pub voice: ThreadVoice,
}

/// The end of a delayed game: the log lines spectators had not seen yet, all at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogCaughtUp {
    pub match_id: MatchId,
    pub entries: Vec<LogEntry>,
    pub voice: ThreadVoice,
}

/// The spectators' board. `None`: the position at delivery (used once the game is over,
/// when it can no longer change).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicBoard {
    pub match_id: MatchId,
    pub view: Option<View>,
    pub voice: ThreadVoice,
}

/// A player's private board DM, like [`PublicBoard`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateBoard {
    pub match_id: MatchId,
    pub color: Color,
    pub view: Option<View>,
    pub voice: BoardVoice,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawOffered {
    pub match_id: MatchId,
    pub by: Color,
    pub to: UserId,
    pub voice: ThreadVoice,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawDeclined {
    pub match_id: MatchId,
    pub by: UserId,
    pub voice: ThreadVoice,
}

/// The result, both setups with their salts, the record and the replay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEnded {
    pub match_id: MatchId,
    pub ending: Ending,
}

/// A challenge was accepted, declined, withdrawn or expired: its message shows so, without
/// buttons (an accepted one links its game's thread, so it waits for the opening).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeClosed {
    pub challenge: ChallengeId,
}

/// A tournament round was paired: the games' threads, the pairings and each player's DM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundStarted {
    pub tournament: TournamentId,
    pub round: u32,
}

/// A tournament game's pairing, in the DM of the player of `color`: delivered in the
/// game's own lane after its opening, so it links the thread and fails alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingDm {
    pub match_id: MatchId,
    pub tournament: TournamentId,
    pub round: u32,
    pub color: Color,
    pub voice: TournamentDmVoice,
}

/// A player with a bye this round is told so in a DM, in a lane of their own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByeDm {
    pub tournament: TournamentId,
    pub round: u32,
    pub user: UserId,
    pub voice: TournamentDmVoice,
}

/// A tournament is over: the final standings and the winner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentFinished {
    pub tournament: TournamentId,
}

/// A tournament's sign-up message, redrawn as the tournament is at delivery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SignupChanged {
    pub tournament: TournamentId,
}

/// A running tournament lost a player: "X withdrew", or "X was withdrawn by Y".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentWithdrawal {
    pub tournament: TournamentId,
    pub player: UserId,
    pub by: UserId,
}

/// A Swiss was shortened at its start: fewer players came than it had rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissShortened {
    pub tournament: TournamentId,
    pub clamp: crate::service::SwissClamp,
    pub players: u32,
}

/// The tick could not start a tournament or settle its round deadline: its organiser is
/// told once, where the tournament lives (copied here: the tournament may be unreadable).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentStuck {
    pub tournament: TournamentId,
    pub place: store::TournamentPlace,
    /// The round deadline, not the start, failed.
    pub deadline: bool,
    /// The refusal, when an organiser can act on it; `None` for a fault of the bot.
    pub problem: Option<crate::service::TournamentProblem>,
    /// When the bot tries again, in unix seconds.
    pub retry_at: i64,
}

/// Discord refused to open the match for good (see `opening.rs`): `user` is told it was
/// called off, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningRefused {
    pub match_id: MatchId,
    pub color: Color,
    pub user: UserId,
    pub channel: store::ChannelId,
    pub problem: crate::service::OpeningProblem,
    /// The language `user` reads.
    pub reader: BoardVoice,
}

/// The server's quick-pairing queue changed: its message (in `channel` unless the server
/// has a match channel) is redrawn as the queue is at delivery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueueChanged {
    pub guild: store::GuildId,
    pub channel: store::ChannelId,
}

/// A deadline draws near for `user`: a ping in the thread, or (`dm`) a DM. `setup`: the
/// deadline is for locking in a setup, not for a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reminder {
    pub match_id: MatchId,
    pub color: Color,
    pub user: UserId,
    pub setup: bool,
    /// The deadline, in unix seconds.
    pub due_at: i64,
    pub dm: bool,
    /// The thread's voice, read when `dm` is false.
    pub voice: ThreadVoice,
    /// The player's own voice, read when `dm` is true.
    pub reader: BoardVoice,
}

/// One line of the public move log: what everyone may know about a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LogEntry {
    /// 1 for the first move of the game (counted in plies).
    pub number: u32,
    pub color: Color,
    pub from: Square,
    pub to: Square,
    /// Battles are public: both ranks are shown.
    pub battle: Option<Battle>,
    /// The mover went more than one square, so everyone knows it is a Scout.
    pub scout_shown: bool,
}

impl LogEntry {
    /// The public part of a played move; the mover's rank is dropped unless a battle or a
    /// long Scout move showed it.
    pub fn public(number: u32, played: &PlayedMove) -> LogEntry {
        LogEntry {
            number,
            color: played.color,
            from: played.from,
            to: played.to,
            battle: played.battle,
            scout_shown: played.reveals_scout(),
        }
    }
}
