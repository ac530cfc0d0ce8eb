//! A clean stop: on SIGTERM or Ctrl-C the bot stops taking interactions (the caller's job),
//! lets calls in progress finish and closes the database, so SQLite checkpoints its
//! write-ahead log and the next start opens a tidy file.

use super::Service;

impl Service {
    /// Waits for every call in progress on a match, then closes the database. Calls made
    /// after this fail with an internal error rather than half-applying.
    pub async fn shutdown(&self) {
        self.locks().wait_idle().await;
        self.store().close().await;
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
