//! A clean stop: on SIGTERM or Ctrl-C the bot stops taking interactions (the caller's job),
//! lets calls in progress finish and closes the database, so SQLite checkpoints its
//! write-ahead log and the next start opens a tidy file. Every step has a time limit, so the
//! process is gone within two seconds of the signal whatever Discord and the disk are doing;
//! work cut short is a transaction SQLite rolls back, never half a change.

use std::future::Future;
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

use crate::service::Service;

/// How long calls in progress get to finish before the database is closed under them.
const CALLS_FINISH_WITHIN: Duration = Duration::from_millis(400);
/// How long the checkpoint and the closing of the connections may take at least.
const CLOSE_WITHIN: Duration = Duration::from_millis(400);
/// Everything a stop does in the process, from the signal to a closed database. The runtime's
/// own wind-down (200 ms in `main`) comes on top, still inside the two seconds promised.
pub const STOP_WITHIN: Duration = Duration::from_millis(1600);

impl Service {
    /// Waits (briefly) for every call in progress on a match, then closes the database. Calls
    /// made after this fail with an internal error rather than half-applying.
    pub async fn shutdown(&self) {
        self.shutdown_by(Instant::now() + CALLS_FINISH_WITHIN + CLOSE_WITHIN)
            .await;
    }

    /// [`Service::shutdown`] finished by `deadline`: the time earlier steps of a stop did not
    /// use goes to closing the database, whose checkpoint waits on the disk (slow when the
    /// machine is busy; cut short, it leaves a write-ahead log for SQLite to recover).
    pub async fn shutdown_by(&self, deadline: Instant) {
        let calls_until = deadline.min(Instant::now() + CALLS_FINISH_WITHIN);
        if tokio::time::timeout_at(calls_until, self.locks().wait_idle())
            .await
            .is_err()
        {
            tracing::warn!("stopping: a game action still running is abandoned (rolled back)");
        }
        let close_until = deadline.max(Instant::now() + CLOSE_WITHIN);
        if tokio::time::timeout_at(close_until, self.store().close())
            .await
            .is_err()
        {
            tracing::warn!("stopping: the database did not close in time; SQLite recovers it");
        }
    }
}

/// The stop request of the process: the first SIGTERM or Ctrl-C (SIGINT) sets it; a second
/// one ends the process at once (exit status 130) without waiting for anything more.
#[derive(Debug, Clone)]
pub struct StopRequest(watch::Receiver<bool>);

impl StopRequest {
    /// Starts listening (call within the runtime, as early as possible: until then a signal
    /// kills the process outright).
    pub fn listen() -> StopRequest {
        let (set, requested) = watch::channel(false);
        let mut signals = Signals::new();
        tokio::spawn(async move {
            signals.next().await;
            tracing::info!("stop requested: closing the gateway, finishing calls in progress");
            set.send_replace(true);
            signals.next().await;
            tracing::warn!("second stop signal: exiting now");
            std::process::exit(130);
        });
        StopRequest(requested)
    }

    /// A request that never comes (for callers that stop the bot by other means).
    pub fn never() -> StopRequest {
        let (set, requested) = watch::channel(false);
        std::mem::forget(set);
        StopRequest(requested)
    }

    pub fn is_requested(&self) -> bool {
        *self.0.borrow()
    }

    /// Resolves once a stop is requested.
    pub async fn requested(&self) {
        let mut requested = self.0.clone();
        // An error means the listener is gone, which happens only with the runtime.
        let _ = requested.wait_for(|stop| *stop).await;
    }

    /// Runs `work` unless a stop comes first (then `None`: `work` is dropped where it stands).
    pub async fn unless_stopped<T>(&self, work: impl Future<Output = T>) -> Option<T> {
        tokio::select! {
            out = work => Some(out),
            () = self.requested() => None,
        }
    }
}

/// SIGTERM and SIGINT, registered at once (so none is missed between start and first poll).
struct Signals {
    #[cfg(unix)]
    term: Option<tokio::signal::unix::Signal>,
    #[cfg(unix)]
    int: Option<tokio::signal::unix::Signal>,
}

impl Signals {
    fn new() -> Signals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Signals {
                term: signal(SignalKind::terminate())
                    .map_err(|e| tracing::warn!("cannot listen for SIGTERM: {e}"))
                    .ok(),
                int: signal(SignalKind::interrupt())
                    .map_err(|e| tracing::warn!("cannot listen for SIGINT: {e}"))
                    .ok(),
            }
        }
        #[cfg(not(unix))]
        {
            Signals {}
        }
    }

    async fn next(&mut self) {
        #[cfg(unix)]
        {
            async fn recv(s: &mut Option<tokio::signal::unix::Signal>) {
                match s {
                    Some(s) => {
                        s.recv().await;
                    }
                    None => std::future::pending().await,
                }
            }
            tokio::select! {
                () = recv(&mut self.term) => {}
                () = recv(&mut self.int) => {}
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// Resolves on the first SIGTERM or Ctrl-C (SIGINT).
pub async fn shutdown_signal() {
    Signals::new().next().await;
}
