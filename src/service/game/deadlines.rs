//! Deadlines: every active match runs against exactly one, stored in the `deadlines` table in
//! the same transaction as the change that set it (match created, game started, move played).
//!
//! Policy:
//! - Setup: both players must lock in before the setup deadline. If neither did, the match is
//!   cancelled without a result; if one did, they win on time ("timeout").
//! - Moves: the player to move loses on time when their deadline passes, or the game is drawn
//!   when their opponent has no movable pieces left ([`crate::engine::Game::time_out`]).
//!   A move that is durable before the deadline is settled counts; a deadline that is
//!   settled first ends the game and later moves are refused as "game over".
//! - Downtime: clocks stop while the bot is down. The scheduler writes a heartbeat every
//!   [`HEARTBEAT_EVERY`]; at start, a heartbeat older than [`DOWNTIME_GRACE`] means the bot was
//!   down, and every running deadline (and chess-clock turn start, and the round deadline of
//!   every running tournament) moves forward by the whole gap, in the same transaction that records the new heartbeat, so a crash during recovery
//!   cannot credit the gap twice. Deadlines that were already overdue before the bot went
//!   down stay overdue and are settled at once, soonest first. A turn that began during the
//!   gap (a move that reached the bot before it noticed Discord was back) is credited only
//!   the part of the gap it lived through, never the part before it began.
//! - Reminders: at the points of [`reminder_points_of`] (for long turns, the plan the player
//!   chose); each is sent at most once (marked in the database before it is handed out), and
//!   after downtime only the latest point that passed is sent.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use tokio::sync::Notify;

use crate::engine::{ByColor, Color, EndReason, Outcome};
use crate::service::clock::{Clock, SystemClock};
use crate::service::game::report::{EndReport, Views};
use crate::service::game::time_control::reminder_points_of;
use crate::service::{Service, ServiceError, ServiceResult, game::rebuild, outbox::posts};
use crate::store::deadlines::{self as rows, DeadlinePhase, DeadlineRow};
use crate::store::{self, ChannelId, Conn, MatchId, MatchRow, MatchStatus, TimeControl, UserId};

/// How often the scheduler records that the bot is alive.
pub const HEARTBEAT_EVERY: Duration = Duration::seconds(10);
/// A heartbeat older than this at start means the bot was down.
pub const DOWNTIME_GRACE: Duration = Duration::seconds(25);

/// The service's time source and the signal that wakes the scheduler.
pub(in crate::service) struct Timers {
    clock: Arc<dyn Clock>,
    changed: Notify,
    /// Whether players can reach the bot (see `outage.rs`): clocks stand still while not.
    pub(in crate::service) reachable: tokio::sync::watch::Sender<bool>,
    /// Since when every post tried has failed (see `outage.rs`).
    pub(in crate::service) failing_since: std::sync::Mutex<Option<std::time::Instant>>,
}

impl Timers {
    pub(in crate::service) fn new(clock: Arc<dyn Clock>) -> Timers {
        Timers {
            clock,
            changed: Notify::new(),
            reachable: tokio::sync::watch::Sender::new(true),
            failing_since: std::sync::Mutex::new(None),
        }
    }

    pub(in crate::service) fn system() -> Timers {
        Timers::new(Arc::new(SystemClock))
    }
}

impl std::fmt::Debug for Timers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Timers").finish_non_exhaustive()
    }
}

/// A nudge for players who have not acted yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReminderDue {
    pub match_id: MatchId,
    pub phase: DeadlinePhase,
    /// Who is reminded: the player to move, or the players not locked in yet.
    pub to: Vec<(Color, UserId)>,
    pub due_at: DateTime<Utc>,
    /// The last reminder before the deadline.
    pub last: bool,
    pub channel: ChannelId,
    pub thread: Option<ChannelId>,
}

/// A deadline that passed and what it did to the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settlement {
    pub phase: DeadlinePhase,
    /// Who let the time run out (both, when neither locked in a setup).
    pub timed_out: Vec<Color>,
    /// outcome None: the match was cancelled during setup.
    pub end: EndReport,
    pub channel: ChannelId,
    pub thread: Option<ChannelId>,
}

/// What the boards and the thread show about a match's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeadlineInfo {
    pub phase: DeadlinePhase,
    pub due_at: DateTime<Utc>,
    /// Who must move (None in setup).
    pub to_act: Option<Color>,
    /// Chess clock: each player's time left now.
    pub banks: Option<ByColor<Duration>>,
}

/// What [`Service::recover_timers`] found at start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recovery {
    /// How long the bot was down, if it was down longer than [`DOWNTIME_GRACE`].
    pub downtime: Option<Duration>,
    /// Running deadlines moved forward by the downtime.
    pub extended: u64,
    /// Round deadlines of running tournaments moved forward by the downtime.
    pub rounds_extended: u64,
}

impl Service {
    /// Uses `clock` for every deadline instead of the system clock (tests pass a
    /// [`crate::service::FakeClock`]).
    pub fn with_clock(store: store::Store, clock: Arc<dyn Clock>) -> Service {
        Service::build(store, Timers::new(clock))
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.timers().clock
    }

    /// Wakes the scheduler after a committed change of deadlines.
    pub(in crate::service) fn deadlines_changed(&self) {
        self.timers().changed.notify_one();
    }

    pub(in crate::service) fn deadline_signal(&self) -> &Notify {
        &self.timers().changed
    }

    /// Starts the setup deadline of a new match (in the caller's transaction).
    pub(in crate::service) async fn arm_setup(
        &self,
        conn: &mut Conn,
        id: MatchId,
        tc: TimeControl,
    ) -> ServiceResult<()> {
        let now = self.clock().now();
        let row = DeadlineRow {
            match_id: id,
            phase: DeadlinePhase::Setup,
            ply: 0,
            color: None,
            started_at: now,
            due_at: now + tc.setup_allowance(),
            banks: None,
            reminders_sent: 0,
            reminders: Default::default(),
        };
        Ok(rows::put(conn, &row).await?)
    }

    /// Starts the first move's deadline when both setups are in (in the caller's transaction).
    pub(in crate::service) async fn arm_first_move(
        &self,
        conn: &mut Conn,
        m: &MatchRow,
        first: Color,
    ) -> ServiceResult<()> {
        let tc = m.options.time_control;
        let now = self.clock().now();
        let banks = tc
            .clock()
            .map(|(base, _)| ByColor::new_with(|_| base.num_milliseconds()));
        let row = DeadlineRow {
            match_id: m.id,
            phase: DeadlinePhase::Move,
            ply: 0,
            color: Some(first),
            started_at: now,
            due_at: now + allowance(tc, banks, first),
            banks,
            reminders_sent: 0,
            reminders: Default::default(),
        };
        Ok(rows::put(conn, &row).await?)
    }

    /// After `mover` played at ply `m.ply`: charges their clock and starts the opponent's
    /// deadline, or drops the deadline when the move ended the game.
    pub(in crate::service) async fn arm_next_move(
        &self,
        conn: &mut Conn,
        m: &MatchRow,
        mover: Color,
        game_over: bool,
    ) -> ServiceResult<()> {
        if game_over {
            return Ok(rows::delete(conn, m.id).await?);
        }
        let tc = m.options.time_control;
        let now = self.clock().now();
        let running = rows::get(conn, m.id)
            .await?
            .filter(|r| r.phase == DeadlinePhase::Move);
        let banks = tc.clock().map(|(base, increment)| {
            let mut banks = running
                .and_then(|r| r.banks)
                .unwrap_or_else(|| ByColor::new_with(|_| base.num_milliseconds()));
            let started = running.map_or(now, |r| r.started_at);
            let used = (now - started).num_milliseconds().max(0);
            let bank = banks.get_mut(mover);
            *bank = (*bank - used).max(0) + increment.num_milliseconds();
            banks
        });
        let next = mover.opponent();
        let row = DeadlineRow {
            match_id: m.id,
            phase: DeadlinePhase::Move,
            ply: m.ply + 1,
            color: Some(next),
            started_at: now,
            due_at: now + allowance(tc, banks, next),
            banks,
            reminders_sent: 0,
            reminders: Default::default(),
        };
        Ok(rows::put(conn, &row).await?)
    }

    /// The running deadline of an active match, for display.
    pub async fn deadline(&self, id: MatchId) -> ServiceResult<Option<DeadlineInfo>> {
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if !m.status.is_active() {
            return Ok(None);
        }
        let Some(row) = rows::get(&mut conn, id).await? else {
            return Ok(None);
        };
        let now = self.clock().now();
        let banks = row.banks.map(|banks| {
            ByColor::new_with(|c| {
                let mut left = Duration::milliseconds(*banks.get(c));
                if row.color == Some(c) {
                    left -= (now - row.started_at).max(Duration::zero());
                }
                left.max(Duration::zero())
            })
        });
        Ok(Some(DeadlineInfo {
            phase: row.phase,
            due_at: row.due_at,
            to_act: row.color,
            banks,
        }))
    }

    /// Every running deadline, soonest first (the scheduler's queue).
    pub async fn running_deadlines(&self) -> ServiceResult<Vec<DeadlineRow>> {
        let mut conn = self.store().conn().await?;
        Ok(rows::all(&mut conn).await?)
    }

    /// Enforces the deadline of `id` for `phase` at `ply` if it has passed and still stands.
    /// Returns None when there was nothing to do (the player acted in time, the game ended
    /// otherwise, or it was settled already), so calling it twice settles once.
    pub async fn settle_deadline(
        &self,
        id: MatchId,
        phase: DeadlinePhase,
        ply: u32,
    ) -> ServiceResult<Option<Settlement>> {
        let mut slot = self.locks().lock(id).await;
        let mut tx = self.store().begin().await?;
        let Some(row) = rows::get(&mut tx, id).await? else {
            return Ok(None);
        };
        if row.phase != phase || row.ply != ply || row.due_at > self.clock().now() {
            return Ok(None);
        }
        let m = store::matches::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        let now = self.clock().now();
        let stale = match phase {
            DeadlinePhase::Setup => m.status != MatchStatus::Setup,
            DeadlinePhase::Move => m.status != MatchStatus::Playing || m.ply != ply,
        };
        if stale {
            // Ended some other way (resignation, draw, cancel): the deadline is moot.
            rows::delete(&mut tx, id).await?;
            tx.commit().await?;
            return Ok(None);
        }
        let (timed_out, outcome, views) = match phase {
            DeadlinePhase::Setup => {
                let setups = store::setups::both(&mut tx, id).await?;
                let late: Vec<Color> = setups
                    .iter()
                    .filter(|s| !s.ready)
                    .map(|s| s.color)
                    .collect();
                let outcome = match late.as_slice() {
                    [loser] => Some(Outcome::win(loser.opponent(), EndReason::Timeout)),
                    _ => None,
                };
                let status = if outcome.is_some() {
                    MatchStatus::Finished
                } else {
                    MatchStatus::Cancelled
                };
                crate::service::game::finish::finish_match(&mut tx, id, status, outcome, now)
                    .await?;
                (late, outcome, None)
            }
            DeadlinePhase::Move => {
                let color = row.color.ok_or_else(|| {
                    ServiceError::Internal(format!("match {id}: move deadline without a colour"))
                })?;
                let mut game = rebuild::load(&mut slot, &mut tx, &m).await?.clone();
                if game.to_move() != color {
                    return Err(ServiceError::Internal(format!(
                        "match {id}: deadline for {color} but {} to move",
                        game.to_move()
                    )));
                }
                let outcome = game.time_out(color)?;
                crate::service::game::finish::finish_match(
                    &mut tx,
                    id,
                    MatchStatus::Finished,
                    Some(outcome),
                    now,
                )
                .await?;
                store::draws::clear(&mut tx, id).await?;
                let views = Views::of(&game);
                *slot = Some(game);
                (vec![color], Some(outcome), Some(views))
            }
        };
        rows::delete(&mut tx, id).await?;
        tx.commit().await?;
        drop(slot);
        // Ratings and tournaments hear about the ending like any other.
        self.after_match_over(id).await;
        Ok(Some(Settlement {
            phase,
            timed_out,
            end: EndReport {
                match_id: id,
                players: m.players,
                outcome,
                views,
            },
            channel: m.channel,
            thread: m.thread,
        }))
    }

    /// The reminder due now for the deadline of `id` at `phase`/`ply`, marked as sent; None if
    /// no reminder point has newly passed or the deadline moved on.
    pub async fn take_reminder(
        &self,
        id: MatchId,
        phase: DeadlinePhase,
        ply: u32,
    ) -> ServiceResult<Option<ReminderDue>> {
        let _slot = self.locks().lock(id).await;
        let mut tx = self.store().begin().await?;
        let Some(row) = rows::get(&mut tx, id).await? else {
            return Ok(None);
        };
        let now = self.clock().now();
        if row.phase != phase || row.ply != ply || row.due_at <= now {
            return Ok(None);
        }
        let m = store::matches::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if !m.status.is_active() {
            // Ended some other way: nothing to remind of, and nothing to settle later.
            rows::delete(&mut tx, id).await?;
            tx.commit().await?;
            return Ok(None);
        }
        let points = reminder_points_of(&row);
        let passed = points.iter().filter(|&&p| p <= now).count() as u32;
        if passed <= row.reminders_sent
            || !rows::mark_reminded(&mut tx, id, phase, ply, passed).await?
        {
            return Ok(None);
        }
        // The practice opponent thinks at once and reads no pings.
        let bot = store::practice::get(&mut tx, id).await?.map(|p| p.bot);
        let to: Vec<(Color, UserId)> = match (phase, row.color) {
            (DeadlinePhase::Move, Some(color)) => vec![(color, *m.players.get(color))],
            _ => store::setups::both(&mut tx, id)
                .await?
                .into_iter()
                .filter(|s| !s.ready)
                .map(|s| (s.color, s.user))
                .collect(),
        };
        let to: Vec<(Color, UserId)> = to.into_iter().filter(|&(_, u)| Some(u) != bot).collect();
        // Owed with the mark, so a crash cannot send it twice or lose it.
        let voices = self.voices(&mut tx, &m).await?;
        for &(color, user) in &to {
            let places: &[bool] = if m.thread.is_some() {
                &[false, true]
            } else {
                &[true]
            };
            for &dm in places {
                let post = crate::service::outbox::queue::Announcement::Reminder(posts::Reminder {
                    match_id: id,
                    color,
                    user,
                    setup: phase == DeadlinePhase::Setup,
                    due_at: row.due_at.timestamp(),
                    dm,
                    voice: voices.thread.clone(),
                    reader: voices.boards.get(color).clone(),
                });
                crate::service::outbox::queue::enqueue(&mut tx, &post).await?;
            }
        }
        tx.commit().await?;
        self.announced();
        Ok(Some(ReminderDue {
            match_id: id,
            phase,
            to,
            due_at: row.due_at,
            last: passed as usize == points.len(),
            channel: m.channel,
            thread: m.thread,
        }))
    }

    /// Run once at start, before interactions are taken: credits downtime to every running
    /// clock (see the module docs) and records a fresh heartbeat.
    pub async fn recover_timers(&self) -> ServiceResult<Recovery> {
        let mut tx = self.store().begin().await?;
        let now = self.clock().now();
        let beat = rows::heartbeat(&mut tx).await?;
        let downtime = beat
            .map(|beat| now - beat)
            .filter(|&gap| gap > DOWNTIME_GRACE);
        let (extended, rounds_extended) = match (downtime, beat) {
            (Some(gap), Some(beat)) => (
                rows::credit_downtime(&mut tx, beat, now).await?,
                store::tournaments::shift_round_deadlines(&mut tx, gap.num_seconds()).await?,
            ),
            _ => (0, 0),
        };
        rows::set_heartbeat(&mut tx, now).await?;
        tx.commit().await?;
        if extended > 0 {
            self.deadlines_changed();
        }
        Ok(Recovery {
            downtime,
            extended,
            rounds_extended,
        })
    }

    /// Records that the bot is alive now.
    pub async fn heartbeat(&self) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        rows::set_heartbeat(&mut conn, self.clock().now()).await?;
        Ok(())
    }
}

/// The time the player to move has for this turn.
fn allowance(tc: TimeControl, banks: Option<ByColor<i64>>, color: Color) -> Duration {
    match (tc.per_move(), banks) {
        (Some(per_move), _) => per_move,
        (None, Some(banks)) => Duration::milliseconds(*banks.get(color)),
        (None, None) => TimeControl::default().per_move().unwrap_or_default(),
    }
}
