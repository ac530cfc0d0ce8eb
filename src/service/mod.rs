//! The match lifecycle: challenges, setups, moves, the end. No Discord types: callers pass
//! plain ids and get back reports with the views each audience may see.
//!
//! Every call that changes a match runs under that match's async lock and writes in one
//! transaction before it returns, so an acknowledged move is on disk.

mod audience;
mod background;
mod challenge;
mod challenge_preview;
mod clock;
mod commitment;
mod deadlines;
mod editor_shown;
mod error;
mod game;
mod game_lines;
mod guild_left;
mod habits;
mod interaction_answer;
pub mod lease;
mod limits;
mod locks;
mod lookup;
mod names;
mod opening;
mod outage;
mod outbox;
mod play;
pub mod posts;
mod practice;
mod practice_driver;
mod private_copy;
mod quick_pairing;
mod ratings;
mod record;
mod replay;
mod replay_cache;
mod report;
mod restored;
pub use restored::RestoreMark;
mod rolling;
mod scheduler;
mod settings;
mod setup;
mod setup_grid;
mod shutdown;
mod spectator_delay;
mod think_budget;
mod tick_backoff;
mod time_control;
mod tournament_request;
mod tournament_rounds;
mod tournaments;
mod voice;

use std::sync::Arc;

pub use audience::{Audience, EveryGame};
pub use challenge::{CHALLENGE_EXPIRY, ChallengeChoices, Opponent};
pub use clock::{Clock, FakeClock, SystemClock};
pub use commitment::{commitment, verify_commitment};
pub use deadlines::{
    DOWNTIME_GRACE, DeadlineInfo, HEARTBEAT_EVERY, Recovery, Reminder, Settlement,
};
pub use error::{ServiceError, ServiceResult};
pub use game_lines::{GameLine, GameState};
pub use guild_left::GuildLeft;
pub use habits::heat_of;
pub use interaction_answer::{ANSWER_HOLD, HeldPost, InteractionToken};
pub use limits::{
    CHALLENGE_WINDOW, Limit, MATCH_WINDOW, MAX_CHALLENGES_MADE, MAX_CHALLENGES_TO_ONE,
    MAX_DRAW_OFFERS, MAX_MATCHES_STARTED, MAX_OPEN_CHALLENGES, MAX_OPEN_PRACTICE,
    MAX_OPEN_TOURNAMENTS, MAX_SAVED_SETUPS, QUEUE_COOLDOWN, Rate, RollingCaps,
};
pub use opening::OpeningProblem;
pub use outbox::{
    Announcement, DEFAULT_OWN_BOARD_DELAY, Lane, Pending, enqueue, enqueue_after, finish_match,
};
pub use posts::{EditorPart, Ending};
pub use practice::{MAX_PRACTICE_STARTS, PRACTICE_WINDOW, PracticeSeat};
pub use private_copy::PrivateCopy;
pub use quick_pairing::{
    MAX_TOGGLES, QUEUE_WAIT, Seek, SeekOutcome, SweepReport, color_in, rating_window,
};
pub use ratings::{LEADERBOARD_PAGE, LeaderboardPage, Openings, PracticeRecord, Profile, Streak};
pub use record::game_record_text;
pub use replay::{ReplayFrame, ReplayView, position_at};
pub use report::{
    DrawReply, EndReport, FinishInfo, GameStarted, LogEntry, MatchCreated, MoveReport, ReadyReport,
    Reveal, Views,
};
pub use scheduler::{Scheduler, SchedulerHandle};
pub use setup::SetupView;
pub use setup_grid::{EditorCopy, EditorState, TapEffect, TapReport, TapTicket};
pub use shutdown::{STOP_WITHIN, StopRequest, shutdown_signal};
pub use time_control::{reminder_points, reminder_points_of};
pub use tournament_request::{FormatKind, TournamentRequest};
pub use tournament_rounds::{
    Aftermath, DeadlineSettled, Progress, TickFailure, TickReport, TickStep, result_of,
};
pub use tournaments::{
    Actor, DEFAULT_MAX_PLAYERS, Started, SwissClamp, TournamentProblem, TournamentState, Withdrawal,
};
pub use voice::{BoardVoice, EditorShown, ThreadVoice, TournamentDmVoice, Voices};

pub use crate::store::{
    ChallengeId, ChallengeRow, ChallengeStatus, ChannelId, ColorChoice, DeadlinePhase, DeadlineRow,
    GamePlace, GuildId, GuildSettings, MatchId, MatchOptions, MatchRow, MatchStatus, MessageId,
    MessageKind, MessageRef, MessageScope, NewChallenge, NewTournament, Numbering, PlayedGame,
    QueueEntry, RatingChange, RatingRow, ReminderPlan, RoleId, SavedSetup, Store, TimeControl,
    TournamentId, TournamentPlace, TournamentRow, TournamentStatus, UserId, UserPrefs,
};

use locks::MatchLocks;

/// The match service. Cheap to clone: clones share the store and the per-match locks.
#[derive(Debug, Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    store: Store,
    locks: MatchLocks,
    taps: setup_grid::TapQueue,
    timers: deadlines::Timers,
    thinking: practice::Thinking,
    /// Rung after a commit that wrote posts to the outbox.
    outbox_bell: tokio::sync::Notify,
    own_board_delay_ms: std::sync::atomic::AtomicU64,
    /// Off only in load tests and benchmarks (see `rolling.rs`).
    rolling_caps: std::sync::Mutex<RollingCaps>,
    known_names: names::KnownNames,
    /// Finished games being stepped through (see `replay_cache`).
    replays: replay_cache::ReplayCache,
}

impl Service {
    pub fn new(store: Store) -> Service {
        Service::build(store, deadlines::Timers::system())
    }

    fn build(store: Store, timers: deadlines::Timers) -> Service {
        Service {
            inner: Arc::new(Inner {
                store,
                locks: MatchLocks::default(),
                taps: Default::default(),
                timers,
                thinking: practice::Thinking::default(),
                outbox_bell: tokio::sync::Notify::new(),
                own_board_delay_ms: std::sync::atomic::AtomicU64::new(
                    outbox::DEFAULT_OWN_BOARD_DELAY.as_millis() as u64,
                ),
                known_names: Default::default(),
                rolling_caps: std::sync::Mutex::new(RollingCaps::default()),
                replays: Default::default(),
            }),
        }
    }

    /// Opens the database at `url` (default: [`crate::config::DEFAULT_DATABASE_URL`]).
    pub async fn open(url: &str) -> ServiceResult<Service> {
        Ok(Service::new(Store::open(url).await?))
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    fn locks(&self) -> &MatchLocks {
        &self.inner.locks
    }

    fn known_names(&self) -> &names::KnownNames {
        &self.inner.known_names
    }

    fn timers(&self) -> &deadlines::Timers {
        &self.inner.timers
    }

    fn thinking(&self) -> &practice::Thinking {
        &self.inner.thinking
    }
}
