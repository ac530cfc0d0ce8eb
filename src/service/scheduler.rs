//! The deadline scheduler: one task owning a time-ordered queue of the next thing each
//! running deadline needs (a reminder or settling it), loaded from SQLite and reloaded
//! whenever the service signals a change. It only calls service functions: a reminder or a
//! settlement writes its posts to the outbox in the transaction that records it, so the
//! announcer delivers them and nothing here talks to Discord.

use std::collections::{BTreeSet, HashMap};

use chrono::{DateTime, Duration, Utc};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::service::game::deadlines::{HEARTBEAT_EVERY, Recovery};
use crate::service::game::time_control::reminder_points_of;
use crate::service::{Service, ServiceResult};
use crate::store::{DeadlinePhase, DeadlineRow, MatchId};

/// A failed settle or reminder is tried again after this long.
const RETRY_AFTER: Duration = Duration::seconds(30);

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Action {
    Remind,
    Settle,
}

/// One queued wake-up; ordered by time first, so the queue pops the soonest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    at: DateTime<Utc>,
    match_id: MatchId,
    phase: DeadlinePhase,
    ply: u32,
    action: Action,
}

impl Entry {
    /// The next thing `row` needs: its first unsent reminder, else settling at the deadline
    /// (at once when it has passed: no reminders for a deadline already gone).
    fn next_for(row: &DeadlineRow, now: DateTime<Utc>) -> Entry {
        let points = reminder_points_of(row);
        let (at, action) = match points.get(row.reminders_sent as usize) {
            Some(&point) if row.due_at > now => (point, Action::Remind),
            _ => (row.due_at, Action::Settle),
        };
        Entry {
            at,
            match_id: row.match_id,
            phase: row.phase,
            ply: row.ply,
            action,
        }
    }
}

/// Starts timers: [`Scheduler::start`] first credits downtime (so call it before taking
/// interactions), then runs the queue on its own task.
pub struct Scheduler;

/// The running scheduler; dropping it stops the scheduler, [`SchedulerHandle::detach`] does not.
pub struct SchedulerHandle {
    /// What was found at start.
    pub recovery: Recovery,
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl Scheduler {
    pub async fn start(service: Service) -> ServiceResult<SchedulerHandle> {
        let recovery = service.recover_timers().await?;
        if let Some(downtime) = recovery.downtime {
            tracing::info!(
                secs = downtime.num_seconds(),
                extended = recovery.extended,
                rounds = recovery.rounds_extended,
                "the bot was down: running deadlines extended"
            );
        }
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(run(service, stopped));
        Ok(SchedulerHandle {
            recovery,
            stop,
            task,
        })
    }
}

impl SchedulerHandle {
    /// Lets the scheduler run for the rest of the process (dropping the handle stops it).
    pub fn detach(self) {
        std::mem::forget(self.stop);
    }

    /// Stops after the deadline in hand and writes a last heartbeat.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        if let Err(e) = self.task.await {
            tracing::error!("deadline scheduler failed: {e}");
        }
    }
}

async fn run(service: Service, mut stop: watch::Receiver<bool>) {
    let clock = service.clock().clone();
    // Entries that failed wait here until RETRY_AFTER has passed.
    let mut retry: HashMap<MatchId, DateTime<Utc>> = HashMap::new();
    let mut queue = load(&service, &retry).await;
    let mut next_beat = clock.now() + HEARTBEAT_EVERY;
    let mut reachable = service.discord_watch();
    while !*stop.borrow() {
        if !*reachable.borrow_and_update() {
            // An outage is downtime (see `outage.rs`): wait for Discord, then credit the gap.
            tokio::select! {
                changed = reachable.changed() => if changed.is_err() { break },
                changed = stop.changed() => if changed.is_err() { break },
            }
            if *reachable.borrow() {
                match service.recover_timers().await {
                    Ok(r) => {
                        if let Some(gap) = r.downtime {
                            tracing::info!(
                                secs = gap.num_seconds(),
                                extended = r.extended,
                                rounds = r.rounds_extended,
                                "Discord was away: running deadlines extended"
                            );
                        }
                    }
                    Err(e) => tracing::error!("crediting an outage: {e:?}"),
                }
                queue = load(&service, &retry).await;
                next_beat = clock.now() + HEARTBEAT_EVERY;
            }
            continue;
        }
        let now = clock.now();
        let mut changed = false;
        while let Some(entry) = queue.first().copied().filter(|e| e.at <= now) {
            queue.pop_first();
            changed = true;
            if let Err(e) = handle(&service, entry).await {
                tracing::error!(match_id = %entry.match_id, "deadline: {e:?}");
                retry.insert(entry.match_id, now + RETRY_AFTER);
            }
            if *stop.borrow() {
                break;
            }
        }
        if now >= next_beat {
            if let Err(e) = service.heartbeat().await {
                tracing::error!("heartbeat: {e:?}");
            }
            next_beat = now + HEARTBEAT_EVERY;
            retry.retain(|_, until| *until > now);
            // Also picks up changes whose signal came before this task listened.
            changed = true;
        }
        if changed {
            queue = load(&service, &retry).await;
        }
        let wake = queue.first().map_or(next_beat, |e| e.at.min(next_beat));
        tokio::select! {
            _ = clock.sleep_until(wake) => {}
            _ = service.deadline_signal().notified() => {
                queue = load(&service, &retry).await;
            }
            _ = reachable.changed() => {}
            changed = stop.changed() => {
                // The handle was dropped without detaching: stop as if asked.
                if changed.is_err() {
                    break;
                }
            }
        }
    }
    // Stopped during an outage: the heartbeat stays where the outage began, so the next start
    // credits the outage too.
    if service.discord_reachable()
        && let Err(e) = service.heartbeat().await
    {
        tracing::error!("last heartbeat: {e:?}");
    }
}

async fn load(service: &Service, retry: &HashMap<MatchId, DateTime<Utc>>) -> BTreeSet<Entry> {
    let now = service.clock().now();
    match service.running_deadlines().await {
        Ok(rows) => rows
            .iter()
            .map(|row| {
                let mut entry = Entry::next_for(row, now);
                if let Some(&until) = retry.get(&row.match_id) {
                    entry.at = entry.at.max(until);
                }
                entry
            })
            .collect(),
        Err(e) => {
            // The next heartbeat reloads.
            tracing::error!("loading deadlines: {e:?}");
            BTreeSet::new()
        }
    }
}

/// Reminds or settles; what either owes players is already in the outbox when it returns.
async fn handle(service: &Service, entry: Entry) -> ServiceResult<()> {
    match entry.action {
        Action::Remind => {
            service
                .take_reminder(entry.match_id, entry.phase, entry.ply)
                .await?;
        }
        Action::Settle => {
            service
                .settle_deadline(entry.match_id, entry.phase, entry.ply)
                .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;

    fn row(started: DateTime<Utc>, allowance: Duration, sent: u32) -> DeadlineRow {
        DeadlineRow {
            match_id: MatchId(1),
            phase: DeadlinePhase::Move,
            ply: 3,
            color: Some(Color::Blue),
            started_at: started,
            due_at: started + allowance,
            banks: None,
            reminders_sent: sent,
            reminders: Default::default(),
        }
    }

    #[test]
    fn next_entry_is_the_first_unsent_reminder_then_the_deadline() {
        let t = Utc::now();
        let day = Duration::days(1);
        let first = Entry::next_for(&row(t, day, 0), t);
        assert_eq!(
            (first.at, first.action),
            (t + Duration::hours(12), Action::Remind)
        );
        let second = Entry::next_for(&row(t, day, 1), t);
        assert_eq!(
            (second.at, second.action),
            (t + Duration::hours(23), Action::Remind)
        );
        let last = Entry::next_for(&row(t, day, 2), t);
        assert_eq!((last.at, last.action), (t + day, Action::Settle));
        let blitz = Entry::next_for(&row(t, Duration::seconds(60), 0), t);
        assert_eq!(
            (blitz.at, blitz.action),
            (t + Duration::seconds(60), Action::Settle)
        );
        // After downtime: a deadline already gone is settled, its reminders skipped.
        let late = Entry::next_for(&row(t, day, 0), t + Duration::days(2));
        assert_eq!((late.at, late.action), (t + day, Action::Settle));
    }
}
