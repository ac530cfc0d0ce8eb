//! The match lifecycle: challenges, setups, moves, the end. No Discord types: callers pass
//! plain ids and get back reports with the views each audience may see.
//!
//! Every call that changes a match runs under that match's async lock and writes in one
//! transaction before it returns, so an acknowledged move is on disk.

// One folder per feature.
mod challenge;
mod game;
mod outbox;
mod queue;
mod setup;
mod tournament;

// What every feature shares: the service itself, errors, time, locks, names, the audience,
// and the background work (scheduler, lease, shutdown).
mod audience;
mod background;
mod clock;
mod error;
mod guild_left;
pub mod lease;
mod locks;
mod lookup;
mod names;
mod scheduler;
mod settings;
mod shutdown;
mod tick_backoff;

pub use outbox::posts;
pub use outbox::restored::RestoreMark;

use std::sync::Arc;

pub use audience::{Audience, EveryGame};
pub use challenge::limits::{
    CHALLENGE_WINDOW, Limit, MATCH_WINDOW, MAX_CHALLENGES_MADE, MAX_CHALLENGES_TO_ONE,
    MAX_DRAW_OFFERS, MAX_MATCHES_STARTED, MAX_OPEN_CHALLENGES, MAX_OPEN_PRACTICE,
    MAX_OPEN_TOURNAMENTS, MAX_SAVED_SETUPS, QUEUE_COOLDOWN, Rate, RollingCaps,
};
pub use challenge::make::{CHALLENGE_EXPIRY, ChallengeChoices, Opponent};
pub use challenge::practice::{MAX_PRACTICE_STARTS, PRACTICE_WINDOW, PracticeSeat};
pub use challenge::route::{ChallengeRequest, Challenged, DEFAULT_LEVEL, PracticeStarted};
pub use clock::{Clock, FakeClock, SystemClock};
pub use error::{ServiceError, ServiceResult};
pub use game::commitment::{commitment, verify_commitment};
pub use game::deadlines::{
    DOWNTIME_GRACE, DeadlineInfo, HEARTBEAT_EVERY, Recovery, ReminderDue, Settlement,
};
pub use game::habits::heat_of;
pub use game::lines::{GameLine, GameState};
pub use game::private_copy::PrivateCopy;
pub use game::record::game_record_text;
pub use game::replay::{ReplayFrame, ReplayView, position_at};
pub use game::report::{
    DrawReply, EndReport, FinishInfo, LogEntry, MatchCreated, MoveReport, ReadyReport, Reveal,
    StartReport, Views,
};
pub use game::time_control::{reminder_points, reminder_points_of};
pub use guild_left::GuildLeft;
pub use outbox::interaction_answer::{ANSWER_HOLD, HeldLog, HeldPost, InteractionToken};
pub use outbox::posts::{EditorPart, Ending};
pub use outbox::queue::{
    Announcement, DEFAULT_OWN_BOARD_DELAY, HoldFor, Lane, Pending, enqueue, enqueue_after,
};
pub use outbox::voice::{BoardVoice, EditorShown, ThreadVoice, TournamentDmVoice, Voices};
pub use queue::pairing::{
    MAX_TOGGLES, QUEUE_WAIT, Seek, SeekOutcome, SweepReport, color_in, rating_window,
};
pub use scheduler::{Scheduler, SchedulerHandle};
pub use setup::grid::{EditorCopy, EditorState, TapEffect, TapReport, TapTicket};
pub use setup::opening::OpeningProblem;
pub use setup::phase::SetupView;
pub use shutdown::{STOP_WITHIN, StopRequest, shutdown_signal};
pub use tournament::lifecycle::{
    Actor, DEFAULT_MAX_PLAYERS, Started, SwissClamp, TournamentProblem, TournamentState, Withdrawal,
};
pub use tournament::ratings::{
    LEADERBOARD_PAGE, LeaderboardPage, Openings, PROFILE_RECENT, PracticeRecord, Profile, Streak,
};
pub use tournament::request::{FormatKind, TournamentRequest};
pub use tournament::rounds::{
    Aftermath, DeadlineSettled, Progress, TickFailure, TickReport, TickStep, result_of,
};

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
    taps: setup::grid::TapQueue,
    timers: game::deadlines::Timers,
    thinking: challenge::practice::Thinking,
    /// Rung after a commit that wrote posts to the outbox.
    outbox_bell: tokio::sync::Notify,
    own_board_delay_ms: std::sync::atomic::AtomicU64,
    /// Off only in load tests and benchmarks (see `rolling.rs`).
    rolling_caps: std::sync::Mutex<RollingCaps>,
    known_names: names::KnownNames,
    /// Finished games being stepped through (see `replay_cache`).
    replays: game::replay_cache::ReplayCache,
}

impl Service {
    pub fn new(store: Store) -> Service {
        Service::build(store, game::deadlines::Timers::system())
    }

    fn build(store: Store, timers: game::deadlines::Timers) -> Service {
        Service {
            inner: Arc::new(Inner {
                store,
                locks: MatchLocks::default(),
                taps: Default::default(),
                timers,
                thinking: challenge::practice::Thinking::default(),
                outbox_bell: tokio::sync::Notify::new(),
                own_board_delay_ms: std::sync::atomic::AtomicU64::new(
                    outbox::queue::DEFAULT_OWN_BOARD_DELAY.as_millis() as u64,
                ),
                known_names: Default::default(),
                rolling_caps: std::sync::Mutex::new(RollingCaps::default()),
                replays: Default::default(),
            }),
        }
    }

    /// Opens the database at `url` (default: [`crate::config::DEFAULT_DATABASE_URL`]) and
    /// upgrades the posts an older version left waiting (see `outbox::upgrade`).
    pub async fn open(url: &str) -> ServiceResult<Service> {
        let service = Service::new(Store::open(url).await?);
        service.upgrade_outbox().await?;
        Ok(service)
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

    fn timers(&self) -> &game::deadlines::Timers {
        &self.inner.timers
    }

    fn thinking(&self) -> &challenge::practice::Thinking {
        &self.inner.thinking
    }
}
