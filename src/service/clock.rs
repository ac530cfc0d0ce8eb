//! Where the timers get the time from. The bot uses the system clock; tests use a
//! [`FakeClock`] they move forward by hand, so a three-day deadline passes in a microsecond.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use tokio::sync::watch;

pub type Sleep<'a> = Pin<Box<dyn Future<Output = ()> + Send + 'a>>;

/// A source of the current time that can also wait for a moment to come.
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> DateTime<Utc>;
    /// Resolves once [`Clock::now`] has reached `at` (at once if it already has).
    fn sleep_until(&self, at: DateTime<Utc>) -> Sleep<'_>;
}

/// The real wall clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }

    fn sleep_until(&self, at: DateTime<Utc>) -> Sleep<'_> {
        Box::pin(async move {
            // Re-check after waking: the wall clock may have been adjusted meanwhile.
            loop {
                let left = at - Utc::now();
                let Ok(left) = left.to_std() else { return };
                if left.is_zero() {
                    return;
                }
                tokio::time::sleep(left).await;
            }
        })
    }
}

/// A clock that stands still until a test moves it.
#[derive(Debug, Clone)]
pub struct FakeClock {
    time: Arc<watch::Sender<DateTime<Utc>>>,
}

impl FakeClock {
    pub fn new(start: DateTime<Utc>) -> FakeClock {
        FakeClock {
            time: Arc::new(watch::Sender::new(start)),
        }
    }

    /// Moves the time forward, waking every sleeper whose moment has come.
    pub fn advance(&self, by: chrono::Duration) {
        self.time.send_modify(|t| *t += by);
    }

    pub fn set(&self, to: DateTime<Utc>) {
        self.time.send_replace(to);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> DateTime<Utc> {
        *self.time.borrow()
    }

    fn sleep_until(&self, at: DateTime<Utc>) -> Sleep<'_> {
        let mut time = self.time.subscribe();
        Box::pin(async move {
            // The sender lives as long as self, so this only ends when the time has come.
            let _ = time.wait_for(|now| *now >= at).await;
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn fake_clock_wakes_sleepers_only_when_moved_past_their_time() {
        let start = Utc::now();
        let clock = FakeClock::new(start);
        let woke = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let task = {
            let (clock, woke) = (clock.clone(), woke.clone());
            tokio::spawn(async move {
                clock.sleep_until(start + chrono::Duration::hours(2)).await;
                woke.store(true, std::sync::atomic::Ordering::SeqCst);
            })
        };
        clock.advance(chrono::Duration::hours(1));
        tokio::task::yield_now().await;
        assert!(!woke.load(std::sync::atomic::Ordering::SeqCst));
        clock.advance(chrono::Duration::hours(1));
        task.await.unwrap();
        assert!(woke.load(std::sync::atomic::Ordering::SeqCst));
        assert_eq!(clock.now(), start + chrono::Duration::hours(2));
    }
}
