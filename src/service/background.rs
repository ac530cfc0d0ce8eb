//! The service's own loops in one future: challenge expiry and the quick-pairing sweep,
//! tournament deadlines and the bot's practice moves. Whoever runs the service spawns it once
//! (after the deadline scheduler has credited downtime) and drops it to stop them all.

use std::time::Duration;

use crate::service::Service;

/// How often open challenges and waiting seekers are checked for expiry.
const EXPIRY_EVERY: Duration = Duration::from_secs(60);

impl Service {
    /// Runs every loop of the service until dropped; tournaments are looked at every
    /// `tournament_tick`. Everything the loops owe Discord goes through the outbox.
    pub async fn background(self, tournament_tick: Duration) {
        tokio::join!(
            self.clone().expire_loop(),
            self.clone().tournament_loop(tournament_tick),
            self.drive_practice(),
        );
    }

    /// Closes challenges whose time is up and sweeps the quick-pairing queues.
    async fn expire_loop(self) {
        let mut tick = tokio::time::interval(EXPIRY_EVERY);
        loop {
            tick.tick().await;
            if let Err(err) = self.sweep_play_queue().await {
                tracing::warn!("could not sweep the quick-pairing queues: {err}");
            }
            if let Err(err) = self.expire_challenges(self.clock().now()).await {
                tracing::warn!("could not expire challenges: {err}");
            }
        }
    }

    /// Finishes what a stop interrupted, then starts tournaments at their sign-up deadline and
    /// settles round deadlines.
    async fn tournament_loop(self, every: Duration) {
        if let Err(err) = self.resume_tournaments().await {
            tracing::warn!("tournaments not resumed: {err}");
        }
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            // A round's deadline is not settled while players cannot reach the bot.
            if !self.discord_reachable() {
                continue;
            }
            if let Err(err) = self.tournament_tick(self.clock().now()).await {
                tracing::warn!("tournament tick failed: {err}");
            }
        }
    }
}
