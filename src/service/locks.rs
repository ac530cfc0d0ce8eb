//! One async lock per match, so two tasks never interleave on a match. The lock also guards
//! the cached game, which is only trusted while its ply matches the database.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::engine::Game;
use crate::store::MatchId;

pub type GameSlot = OwnedMutexGuard<Option<Game>>;

#[derive(Debug, Default)]
pub struct MatchLocks {
    // A std mutex is right here: it is held only to clone an Arc, never across an await.
    map: Mutex<HashMap<MatchId, Arc<AsyncMutex<Option<Game>>>>>,
}

impl MatchLocks {
    pub async fn lock(&self, id: MatchId) -> GameSlot {
        let lock = {
            let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(id).or_default().clone()
        };
        lock.lock_owned().await
    }
}
