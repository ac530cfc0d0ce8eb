//! Display names for lists and images, from the database: the Discord layer records the names
//! each member shows whenever they use the bot, so naming 128 players costs two queries, not 128
//! requests to Discord. A nickname belongs to its server: each server's lists show the name
//! the member has there, else the name they show everywhere. Writes are skipped while a name is
//! unchanged.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::service::{Service, ServiceResult};
use crate::store::{self, GuildId, UserId};

/// Names remembered in memory to skip unchanged writes; cleared when it grows past this.
const KNOWN_MAX: usize = 10_000;

/// Longest name stored, in characters (Discord's own limit is 32; this leaves room).
const NAME_MAX_CHARS: usize = 100;

/// A name's place: a server, or None for everywhere.
type NameKey = (Option<GuildId>, UserId);

#[derive(Debug, Default)]
pub struct KnownNames(Mutex<HashMap<NameKey, String>>);

impl Service {
    /// Records the name `user` shows now on `guild` (their nickname there, else their global
    /// name), or everywhere when `guild` is None (their global name, the fallback for servers
    /// whose name is unknown). Called on every interaction.
    pub async fn remember_name(
        &self,
        guild: Option<GuildId>,
        user: UserId,
        name: &str,
    ) -> ServiceResult<()> {
        let name: String = name.chars().take(NAME_MAX_CHARS).collect();
        {
            let mut known = self
                .known_names()
                .0
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if known.get(&(guild, user)) == Some(&name) {
                return Ok(());
            }
            if known.len() >= KNOWN_MAX {
                known.clear();
            }
            known.insert((guild, user), name.clone());
        }
        let mut conn = self.store().conn().await?;
        store::names::remember(&mut conn, guild, user, &name, self.clock().now()).await?;
        Ok(())
    }

    /// The names the bot knows for `users` as shown on `guild` (None: outside any server);
    /// anyone it has never seen is left out.
    pub async fn names(
        &self,
        guild: Option<GuildId>,
        users: &[UserId],
    ) -> ServiceResult<HashMap<UserId, String>> {
        let mut conn = self.store().conn().await?;
        Ok(store::names::of(&mut conn, guild, users).await?)
    }
}
