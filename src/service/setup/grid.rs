//! Arranging a setup by tapping squares: tap one to select it, tap another to swap the two,
//! tap the selected one again to let go. Taps of one player in one match are applied one at a
//! time in the order Discord numbered them, each exactly once, and the selection is stored, so a
//! restart keeps it.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::Notify;

use crate::service::outbox::posts::EditorPart;
use crate::service::outbox::queue::{Announcement, enqueue};
use crate::service::outbox::voice::EditorShown;
use crate::service::setup::phase::{SetupView, check_army, open_for_setup, setup_row};
use crate::service::{Service, ServiceError, ServiceResult, outbox::posts};
use crate::store::{self, MatchId, UserId};

/// A player's setup with the square they have selected (their slot, front row first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditorState {
    pub setup: SetupView,
    pub selected: Option<usize>,
}

/// Where the player tapped: the setup DM, whose editor the outbox redraws, or the private copy
/// shown in the thread to a player whose DMs are closed, which only the interaction can edit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditorCopy {
    Dm,
    Private,
}

impl TapEffect {
    /// The editor's messages this tap changed: a selection only its half (which tells the
    /// selected square); a swap the picture and the halves of both squares.
    pub fn changed_parts(self) -> Vec<EditorPart> {
        match self {
            TapEffect::Selected(slot) | TapEffect::Cleared(slot) => vec![EditorPart::half_of(slot)],
            TapEffect::Swapped(a, b) => {
                let mut parts = vec![EditorPart::Picture, EditorPart::half_of(a)];
                if EditorPart::half_of(b) != parts[1] {
                    parts.push(EditorPart::half_of(b));
                }
                parts
            }
            TapEffect::Repeated => Vec::new(),
        }
    }
}

/// What one tap did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TapEffect {
    Selected(usize),
    /// The selected square was tapped again and let go.
    Cleared(usize),
    /// The pieces (or piece and empty square) on these two slots changed places.
    Swapped(usize, usize),
    /// The same tap had been applied before (Discord delivered it twice): nothing changed.
    Repeated,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TapReport {
    pub effect: TapEffect,
    /// What the editor shows after the tap, read in the tap's transaction: the private copy
    /// is drawn from it as the DM is.
    pub shown: Box<EditorShown>,
}

type QueueKey = (MatchId, UserId);

/// Interactions of each player that arrived and are not finished yet, by Discord's id.
#[derive(Debug, Default)]
pub(in crate::service) struct TapQueue {
    // A std mutex is right: held only to read or change the sets, never across an await.
    pending: Mutex<HashMap<QueueKey, BTreeSet<u64>>>,
    changed: Notify,
}

impl TapQueue {
    fn with<T>(&self, f: impl FnOnce(&mut HashMap<QueueKey, BTreeSet<u64>>) -> T) -> T {
        f(&mut self.pending.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn is_first(&self, key: QueueKey, id: u64) -> bool {
        self.with(|p| p.get(&key).and_then(|s| s.first()).is_none_or(|f| *f == id))
    }
}

/// A player's interaction waiting for its turn; dropping it lets the next one go.
#[must_use = "hold the ticket until the interaction's change is stored"]
pub struct TapTicket {
    service: Service,
    key: QueueKey,
    interaction: u64,
}

/// The longest a tap waits for earlier ones; they take milliseconds, so this only guards
/// against a bug leaving one behind.
const TURN_PATIENCE: Duration = Duration::from_secs(10);

impl TapTicket {
    /// Waits until every earlier interaction of this player in this match is finished.
    pub async fn turn(&self) {
        // Interactions are handled on tasks spawned in arrival order, but the runtime may
        // start a later one first: give the earlier ones a moment to queue up.
        for _ in 0..3 {
            tokio::task::yield_now().await;
        }
        let queue = &self.service.inner.taps;
        let deadline = tokio::time::Instant::now() + TURN_PATIENCE;
        loop {
            let notified = queue.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if queue.is_first(self.key, self.interaction) {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                tracing::warn!(game = %self.key.0, "a setup tap waited too long for earlier ones");
                return;
            }
        }
    }
}

impl TapTicket {
    /// Whether later interactions of the same player are queued behind this one (they will
    /// show the result, so this one need not draw it).
    pub fn others_waiting(&self) -> bool {
        let queue = &self.service.inner.taps;
        queue.with(|p| {
            p.get(&self.key)
                .is_some_and(|s| s.range(self.interaction + 1..).next().is_some())
        })
    }
}

impl Drop for TapTicket {
    fn drop(&mut self) {
        let queue = &self.service.inner.taps;
        queue.with(|p| {
            if let Some(set) = p.get_mut(&self.key) {
                set.remove(&self.interaction);
                if set.is_empty() {
                    p.remove(&self.key);
                }
            }
        });
        queue.changed.notify_waiters();
    }
}

impl Service {
    /// Queues an interaction of `user` on their setup the moment it arrives (no waiting), so
    /// that interactions racing each other are applied in Discord's order. `interaction` is
    /// Discord's id, which grows with time.
    pub fn tap_ticket(&self, id: MatchId, user: UserId, interaction: u64) -> TapTicket {
        let key = (id, user);
        self.inner.taps.with(|p| {
            p.entry(key).or_default().insert(interaction);
        });
        TapTicket {
            service: self.clone(),
            key,
            interaction,
        }
    }

    /// `user`'s setup with their selection.
    pub async fn setup_grid(&self, id: MatchId, user: UserId) -> ServiceResult<EditorState> {
        let setup = self.setup_of(id, user).await?;
        let mut conn = self.store().conn().await?;
        let selected = store::setup_grid::selected(&mut conn, id, setup.color).await?;
        Ok(EditorState { setup, selected })
    }

    /// Applies one tap on the player's slot `slot` (0-39, front row first, left to right as
    /// they see the board), in its turn, exactly once per interaction. A tap in the DM queues
    /// the redraw of what it changed in the same transaction, so a crash cannot leave the
    /// editor behind the stored setup.
    pub async fn setup_tap(
        &self,
        ticket: &TapTicket,
        slot: usize,
        copy: EditorCopy,
    ) -> ServiceResult<TapReport> {
        let (id, user) = ticket.key;
        if slot >= 40 {
            return Err(ServiceError::Internal(format!("setup slot {slot}")));
        }
        ticket.turn().await;
        let _slot = self.locks().lock(id).await;
        let mut tx = self.store().begin().await?;
        let m = self.player_match(&mut tx, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        open_for_setup(&m)?;
        let mut row = setup_row(&mut tx, &m, color).await?;
        if row.ready {
            return Err(ServiceError::AlreadyReady);
        }
        let selected = store::setup_grid::selected(&mut tx, id, color).await?;
        let fresh = store::setup_grid::record_tap(
            &mut tx,
            ticket.interaction,
            id,
            color,
            slot,
            self.clock().now(),
        )
        .await?;
        let (effect, selected) = match selected {
            _ if !fresh => (TapEffect::Repeated, selected),
            None => (TapEffect::Selected(slot), Some(slot)),
            Some(s) if s == slot => (TapEffect::Cleared(slot), None),
            Some(s) => {
                row.deployment.swap(s, slot);
                check_army(&row.deployment, m.rules.variant, color)?;
                if !store::setups::set_deployment(&mut tx, id, color, &row.deployment).await? {
                    return Err(ServiceError::AlreadyReady);
                }
                (TapEffect::Swapped(s, slot), None)
            }
        };
        if effect != TapEffect::Repeated {
            store::setup_grid::select(&mut tx, id, color, selected).await?;
        }
        let shown = Box::new(self.editor_shown(&mut tx, &m, color).await?);
        if copy == EditorCopy::Dm && !effect.changed_parts().is_empty() {
            for part in effect.changed_parts() {
                let redraw = Announcement::SetupEditor(posts::SetupEditor {
                    match_id: id,
                    color,
                    part: Some(part),
                    shown: shown.clone(),
                });
                enqueue(&mut tx, &redraw).await?;
            }
        }
        tx.commit().await?;
        if copy == EditorCopy::Dm && effect != TapEffect::Repeated {
            self.announced();
        }
        Ok(TapReport { effect, shown })
    }
}
