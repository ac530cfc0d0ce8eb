//! The driver that makes the bot play its practice games: whenever a practice game may have
//! become the bot's turn (a human's move, both setups locked in, a restart) its id is noted
//! here, and [`Service::drive_practice`] calls [`Service::bot_turn`] for it. A game is never
//! handled by two workers at once; a note that arrives while it is being handled makes the
//! worker look again when it is done. The thinking itself is limited to one core in all by
//! `bot_turn`'s permit.

use std::collections::BTreeSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::Notify;
use tokio::task::JoinSet;

use crate::service::Service;
use crate::store::{MatchId, UserId};

/// After a failed turn (the database was busy, say), the game is looked at again this late,
/// at most this many times in a row; a later nudge (the human's next action) tries again.
const RETRY_AFTER: Duration = Duration::from_secs(5);
const RETRIES: u32 = 3;

/// Games to look at, and who the bot is.
#[derive(Debug, Default)]
pub(in crate::service) struct Turns {
    /// The bot's own user id once Discord told it (0: not yet).
    own_user: AtomicU64,
    state: Mutex<State>,
    bell: Notify,
}

#[derive(Debug, Default)]
struct State {
    /// Noted and not yet taken by a worker.
    wanted: BTreeSet<MatchId>,
    /// Being handled by a worker now.
    busy: BTreeSet<MatchId>,
}

impl Turns {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Service {
    fn turns(&self) -> &Turns {
        &self.thinking().turns
    }

    /// Remembers the bot's own user id (from Discord's READY): practice games are created
    /// with it, its seat is never sent a DM, and a move that makes it the player to move wakes
    /// the driver.
    pub fn set_own_user(&self, user: UserId) {
        self.turns().own_user.store(user.0, Ordering::Relaxed);
    }

    /// The bot's own user id, once known.
    pub fn own_user(&self) -> Option<UserId> {
        match self.turns().own_user.load(Ordering::Relaxed) {
            0 => None,
            id => Some(UserId(id)),
        }
    }

    /// Whether `user` is the bot itself.
    pub fn is_own_user(&self, user: UserId) -> bool {
        self.own_user() == Some(user)
    }

    /// Notes that it may be the bot's turn (or setup) in practice game `id`.
    pub fn nudge_bot(&self, id: MatchId) {
        self.turns().lock().wanted.insert(id);
        self.turns().bell.notify_one();
    }

    /// Nudges the driver if `next` (the player to move after a change) is the bot.
    pub(in crate::service) fn nudge_if_bot(&self, id: MatchId, next: Option<UserId>) {
        if next.is_some_and(|user| self.is_own_user(user)) {
            self.nudge_bot(id);
        }
    }

    /// Plays the bot's turns until the future is dropped. First every practice game still in
    /// setup or play is looked at (what a restart interrupted), then every game nudged.
    /// Workers live inside this future, so dropping it stops them (a move being thought about
    /// finishes on its blocking thread and is then dropped).
    pub async fn drive_practice(self) {
        match self.practice_to_resume().await {
            Ok(ids) => {
                for id in ids {
                    self.nudge_bot(id);
                }
            }
            Err(err) => tracing::warn!("practice games not resumed: {err}"),
        }
        let mut workers = JoinSet::new();
        loop {
            let notified = self.turns().bell.notified();
            let start: Vec<MatchId> = {
                let mut state = self.turns().lock();
                let ready: Vec<MatchId> = state
                    .wanted
                    .iter()
                    .copied()
                    .filter(|id| !state.busy.contains(id))
                    .collect();
                for id in &ready {
                    state.wanted.remove(id);
                    state.busy.insert(*id);
                }
                ready
            };
            for id in start {
                workers.spawn(self.clone().work_on(id));
            }
            tokio::select! {
                () = notified => {}
                Some(_) = workers.join_next(), if !workers.is_empty() => {}
            }
        }
    }

    /// Handles game `id` until no new note for it arrived meanwhile.
    async fn work_on(self, id: MatchId) {
        let mut failures = 0;
        loop {
            if let Err(err) = self.bot_setup(id).await {
                tracing::warn!(game = %id, "practice: the bot's setup failed: {err}");
            }
            match self.bot_turn(id).await {
                Ok(Some(report)) => {
                    tracing::debug!(game = %id, ply = report.entry.number, "practice: the bot moved")
                }
                Ok(None) => {}
                Err(err) => {
                    tracing::warn!(game = %id, "practice: the bot's turn failed: {err}");
                    failures += 1;
                    if failures <= RETRIES {
                        tokio::time::sleep(RETRY_AFTER).await;
                        self.turns().lock().wanted.insert(id);
                    }
                }
            }
            let mut state = self.turns().lock();
            if !state.wanted.remove(&id) {
                state.busy.remove(&id);
                return;
            }
        }
    }
}
