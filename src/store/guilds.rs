use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::{ChannelId, Conn, GuildId, Result, RoleId};

/// Per-server settings; everything optional, unset means the bot's default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GuildSettings {
    /// The forum or text channel where match threads are opened.
    pub match_channel: Option<ChannelId>,
    /// Members with this role may run tournaments and arbitrate.
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
    let Some(r) = sqlx::query(
        "SELECT match_channel_id, organiser_role_id, locale, discord_locale, open_tournaments \
         FROM guild_settings \
         WHERE guild_id = ?",
    )
    .bind(guild.db())
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(GuildSettings::default());
    };
    Ok(GuildSettings {
        match_channel: r
            .try_get::<Option<i64>, _>("match_channel_id")?
            .map(ChannelId::from_db),
        organiser_role: r
            .try_get::<Option<i64>, _>("organiser_role_id")?
            .map(RoleId::from_db),
        locale: r.try_get("locale")?,
        discord_locale: r.try_get("discord_locale")?,
        open_tournaments: r.try_get("open_tournaments")?,
    })
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
