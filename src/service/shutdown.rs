//! A clean stop: on SIGTERM or Ctrl-C the bot stops taking interactions (the caller's job),
//! lets calls in progress finish and closes the database, so SQLite checkpoints its
//! write-ahead log and the next start opens a tidy file.

use super::Service;

impl Service {
    /// Waits for every call in progress on a match, then closes the database. Calls made
    /// after this fail with an internal error rather than half-applying.
    pub async fn shutdown(&self) {
        self.locks().wait_idle().await;
        // Fold the write-ahead log into the database file now: SQLite does it on closing the
        // last connection, but one still on its way back to the pool may close late.
        if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(self.store().pool())
            .await
        {
            tracing::warn!("checkpoint at shutdown: {e}");
        }
        self.store().close().await;
        let pool = self.store().pool();
        for _ in 0..100 {
            if pool.size() == 0 {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        tracing::warn!(
            open = pool.size(),
            "database connections still open at shutdown"
        );
    }
}

/// Resolves on the first SIGTERM or Ctrl-C (SIGINT).
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(e) => {
                tracing::warn!("cannot listen for SIGTERM: {e}");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
