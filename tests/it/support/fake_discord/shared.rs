//! The state shared by the HTTP handlers, the gateway connections and the test's handle, plus
//! the one primitive every waiter is built on.

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::watch;

use super::world::World;

pub struct Shared {
    world: Mutex<World>,
    /// Bumped after every change so waiters re-check their condition; never a fixed sleep.
    changed: watch::Sender<u64>,
}

impl Shared {
    pub fn new(world: World) -> Self {
        Self {
            world: Mutex::new(world),
            changed: watch::Sender::new(0),
        }
    }

    /// Runs `f` on the world under the lock and wakes every waiter afterwards.
    pub fn with<R>(&self, f: impl FnOnce(&mut World) -> R) -> R {
        // A panicking test thread must not turn every later request into a second panic.
        let result = f(&mut self.world.lock().unwrap_or_else(PoisonError::into_inner));
        self.changed.send_modify(|n| *n += 1);
        result
    }

    /// Reads the world without waking waiters.
    pub fn read<R>(&self, f: impl FnOnce(&World) -> R) -> R {
        f(&self.world.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Polls `check` after every change until it yields a value or `timeout` passes.
    pub async fn wait_until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&World) -> Option<T>,
    ) -> Option<T> {
        let mut rx = self.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            // Subscribing before the check means a change in between still wakes us.
            if let Some(found) = self.read(&mut check) {
                return Some(found);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => return self.read(&mut check),
            }
        }
    }
}
