//! Preferences, server settings and the messages the bot edits later.

use crate::service::{Service, ServiceResult};
use crate::store::{
    self, GuildId, GuildSettings, MessageKind, MessageRef, MessageScope, UserId, UserPrefs,
};

impl Service {
    pub async fn prefs(&self, user: UserId) -> ServiceResult<UserPrefs> {
        let mut conn = self.store().conn().await?;
        Ok(store::prefs::get(&mut conn, user).await?)
    }

    pub async fn set_prefs(&self, user: UserId, prefs: &UserPrefs) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        store::prefs::put(&mut conn, user, prefs).await?;
        // A new reminder plan applies to the turn already running.
        self.deadlines_changed();
        Ok(())
    }

    /// Whether `user` was already pointed to /help (or used the bot before that hint existed).
    pub async fn is_greeted(&self, user: UserId) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        Ok(store::greeted::is_greeted(&mut conn, user).await?)
    }

    /// Records that `user` was pointed to /help; true the first time.
    pub async fn greet(&self, user: UserId) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        Ok(store::greeted::greet(&mut conn, user, self.clock().now()).await?)
    }

    pub async fn guild_settings(&self, guild: GuildId) -> ServiceResult<GuildSettings> {
        let mut conn = self.store().conn().await?;
        Ok(store::guilds::get(&mut conn, guild).await?)
    }

    pub async fn set_guild_settings(
        &self,
        guild: GuildId,
        settings: &GuildSettings,
    ) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        Ok(store::guilds::put(&mut conn, guild, settings).await?)
    }

    /// The server's preferred locale as Discord reports it, for public posts made later.
    pub async fn note_guild_locale(&self, guild: GuildId, locale: &str) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        Ok(store::guilds::note_discord_locale(&mut conn, guild, locale).await?)
    }

    /// Remembers a message to edit later (replaces the previous one of that kind and channel).
    pub async fn put_message(
        &self,
        scope: MessageScope,
        kind: MessageKind,
        at: MessageRef,
    ) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        store::messages::put(&mut conn, scope, kind, at).await?;
        // A challenge's close may be held until its message is known (see the announcer).
        if let MessageScope::Challenge(id) = scope {
            let lane = crate::service::outbox::queue::Lane::Challenge(id).to_string();
            let now = chrono::Utc::now().timestamp_millis();
            if store::outbox::wake_lane(&mut conn, &lane, now).await? > 0 {
                self.ring_outbox();
            }
        }
        Ok(())
    }

    pub async fn forget_message(
        &self,
        scope: MessageScope,
        kind: MessageKind,
        channel: store::ChannelId,
    ) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        Ok(store::messages::forget(&mut conn, scope, kind, channel).await?)
    }

    pub async fn messages(
        &self,
        scope: MessageScope,
        kind: MessageKind,
    ) -> ServiceResult<Vec<MessageRef>> {
        let mut conn = self.store().conn().await?;
        Ok(store::messages::get(&mut conn, scope, kind).await?)
    }
}
