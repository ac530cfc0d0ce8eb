//! A Discord outage is downtime. While players cannot reach the bot (the gateway is down, or
//! Discord's REST API has failed for a while), nobody may lose on time: the Discord layer says
//! so with [`Service::set_discord_reachable`], the scheduler then settles nothing, sends no
//! reminder and writes no heartbeat, and when Discord is back the whole gap since the last
//! heartbeat is credited to every running clock, exactly as after a stopped bot
//! ([`Service::recover_timers`]). A bot stopped during an outage is credited the same way at
//! its next start, since its heartbeat stopped when the outage began.

use std::time::{Duration, Instant};

use tokio::sync::watch;

use crate::service::Service;

impl Service {
    /// A post (or a probe) reached Discord, or failed for a reason that may pass. The
    /// Discord layer reads [`Service::failing_for`] to tell a REST outage from one bad post.
    pub fn note_delivery(&self, delivered: bool) {
        let mut since = self
            .timers()
            .failing_since
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match (delivered, *since) {
            (true, _) => *since = None,
            (false, None) => *since = Some(Instant::now()),
            (false, Some(_)) => {}
        }
    }

    /// How long every delivery has failed; `None` when the last one went through.
    pub fn failing_for(&self) -> Option<Duration> {
        self.timers()
            .failing_since
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .map(|since| since.elapsed())
    }

    /// Records whether Discord can be reached; true if that changed.
    pub fn set_discord_reachable(&self, reachable: bool) -> bool {
        let changed = self.timers().reachable.send_if_modified(|now| {
            let changed = *now != reachable;
            *now = reachable;
            changed
        });
        if changed {
            if reachable {
                tracing::info!("Discord is reachable again: clocks run");
            } else {
                tracing::warn!("Discord cannot be reached: clocks stand still until it is back");
            }
        }
        changed
    }

    /// Whether Discord can be reached (clocks run).
    pub fn discord_reachable(&self) -> bool {
        *self.timers().reachable.borrow()
    }

    /// Changes of [`Service::discord_reachable`].
    pub(in crate::service) fn discord_watch(&self) -> watch::Receiver<bool> {
        self.timers().reachable.subscribe()
    }
}
