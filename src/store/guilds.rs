use serde::{Deserialize, Serialize};

use super::{ChannelId, Conn, GuildId, Result, RoleId};

/// Per-server settings; everything optional, unset means the bot's default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize, sqlx::FromRow)]
pub struct GuildSettings {
    /// The forum or text channel where match threads are opened.
    #[sqlx(rename = "match_channel_id")]
    pub match_channel: Option<ChannelId>,
    /// Members with this role may run tournaments and arbitrate.
    #[sqlx(rename = "organiser_role_id")]
    pub organiser_role: Option<RoleId>,
    /// The language an organiser chose for public posts with `/server`.
    pub locale: Option<String>,
    /// The server's preferred locale as Discord last reported it; only the gateway sets it.
    pub discord_locale: Option<String>,
    /// Any member may create a tournament; otherwise only organisers may.
    #[serde(default)]
    pub open_tournaments: bool,
}

pub async fn get(conn: &mut Conn, guild: GuildId) -> Result<GuildSettings> {
    Ok(sqlx::query_as::<_, GuildSettings>(
        "SELECT match_channel_id, organiser_role_id, locale, discord_locale, open_tournaments \
         FROM guild_settings \
         WHERE guild_id = ?",
    )
    .bind(guild.db())
    .fetch_optional(&mut *conn)
    .await?
    .unwrap_or_default())
}

/// Saves what organisers choose; `discord_locale` is left as the gateway last reported it.
pub async fn put(conn: &mut Conn, guild: GuildId, settings: &GuildSettings) -> Result<()> {
    sqlx::query(
        "INSERT INTO guild_settings \
         (guild_id, match_channel_id, organiser_role_id, locale, open_tournaments) \
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET \
         match_channel_id = excluded.match_channel_id, \
         organiser_role_id = excluded.organiser_role_id, locale = excluded.locale, \
         open_tournaments = excluded.open_tournaments",
    )
    .bind(guild.db())
    .bind(settings.match_channel.map(ChannelId::db))
    .bind(settings.organiser_role.map(RoleId::db))
    .bind(&settings.locale)
    .bind(settings.open_tournaments)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Records the server's preferred locale from the gateway; other settings are untouched.
pub async fn note_discord_locale(conn: &mut Conn, guild: GuildId, locale: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, discord_locale) VALUES (?, ?) \
         ON CONFLICT (guild_id) DO UPDATE SET discord_locale = excluded.discord_locale \
         WHERE discord_locale IS NOT excluded.discord_locale",
    )
    .bind(guild.db())
    .bind(locale)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
