//! Display names for lists and images, from the database: the Discord layer records the name
//! each member shows whenever they use the bot, so naming 128 players costs one query, not 128
//! requests to Discord. Writes are skipped while a name is unchanged.

use std::collections::HashMap;
use std::sync::Mutex;

use super::{Service, ServiceResult};
use crate::store::{self, UserId};

/// Names remembered in memory to skip unchanged writes; cleared when it grows past this.
const KNOWN_MAX: usize = 10_000;

/// Longest name stored, in characters (Discord's own limit is 32; this leaves room).
const NAME_MAX_CHARS: usize = 100;

#[derive(Debug, Default)]
pub struct KnownNames(Mutex<HashMap<UserId, String>>);

impl Service {
    /// Records the name `user` shows now (on every interaction).
    pub async fn remember_name(&self, user: UserId, name: &str) -> ServiceResult<()> {
        let name: String = name.chars().take(NAME_MAX_CHARS).collect();
        {
            let mut known = self
                .known_names()
                .0
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if known.get(&user) == Some(&name) {
                return Ok(());
            }
            if known.len() >= KNOWN_MAX {
                known.clear();
            }
            known.insert(user, name.clone());
        }
        let mut conn = self.store().conn().await?;
        store::names::remember(&mut conn, user, &name, self.clock().now()).await?;
        Ok(())
    }

    /// The names the bot knows for `users`; anyone it has never seen is left out.
    pub async fn names(&self, users: &[UserId]) -> ServiceResult<HashMap<UserId, String>> {
        let mut conn = self.store().conn().await?;
        Ok(store::names::of(&mut conn, users).await?)
    }
}
