//! One async lock per match, so two tasks never interleave on a match. The lock also guards
//! the cached game, which is only trusted while its ply matches the database.
//!
//! Entries nobody holds or waits for are dropped once the map grows past [`KEEP_IDLE`], and a
//! match that ended is forgotten as soon as nobody holds it, so memory stays bounded however
//! many games the bot has seen. Dropping an idle entry loses only the cache: the next call
//! loads the game from the database again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::engine::Game;
use crate::store::MatchId;

pub type GameSlot = OwnedMutexGuard<Option<Game>>;

/// Idle entries kept (with their cached games) before the map is swept.
pub const KEEP_IDLE: usize = 512;

type Slot = Arc<AsyncMutex<Option<Game>>>;

#[derive(Debug, Default)]
pub struct MatchLocks {
    // A std mutex is right here: it is held only to clone an Arc, never across an await.
    map: Mutex<HashMap<MatchId, Slot>>,
}

impl MatchLocks {
    pub async fn lock(&self, id: MatchId) -> GameSlot {
        let lock = {
            let mut map = self.map();
            if map.len() >= KEEP_IDLE && !map.contains_key(&id) {
                // Only the map holds an idle entry's Arc; under the map's mutex nobody can
                // take a new clone, so dropping it cannot split one match into two locks.
                map.retain(|_, slot| Arc::strong_count(slot) > 1);
            }
            map.entry(id).or_default().clone()
        };
        lock.lock_owned().await
    }

    /// Forgets a match that ended, unless someone still holds or waits for its lock (then the
    /// next sweep takes it).
    pub fn forget(&self, id: MatchId) {
        let mut map = self.map();
        if map
            .get(&id)
            .is_some_and(|slot| Arc::strong_count(slot) == 1)
        {
            map.remove(&id);
        }
    }

    /// Matches with an entry now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.map().len()
    }

    /// Resolves once every call that held a match lock when this was called has finished.
    pub async fn wait_idle(&self) {
        let all: Vec<_> = self.map().values().cloned().collect();
        for lock in all {
            drop(lock.lock().await);
        }
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<MatchId, Slot>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_entries_are_swept_and_held_ones_kept() {
        let locks = MatchLocks::default();
        let held = locks.lock(MatchId(0)).await;
        for i in 1..10_000 {
            let slot = locks.lock(MatchId(i)).await;
            drop(slot);
        }
        assert!(locks.len() <= KEEP_IDLE, "{} entries", locks.len());
        assert!(locks.map().contains_key(&MatchId(0)), "a held lock stays");
        // The held lock is still the one a second caller waits on.
        let waiter = tokio::spawn({
            let slot = locks.map().get(&MatchId(0)).unwrap().clone();
            async move { drop(slot.lock().await) }
        });
        tokio::task::yield_now().await;
        assert!(!waiter.is_finished());
        drop(held);
        waiter.await.unwrap();
    }

    #[tokio::test]
    async fn an_ended_match_is_forgotten_once_free() {
        let locks = MatchLocks::default();
        let slot = locks.lock(MatchId(7)).await;
        locks.forget(MatchId(7));
        assert_eq!(locks.len(), 1, "kept while held");
        drop(slot);
        locks.forget(MatchId(7));
        assert_eq!(locks.len(), 0);
    }
}
