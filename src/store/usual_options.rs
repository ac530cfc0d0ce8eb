//! The options a member last challenged with on each server: what "Challenge to Stratego"
//! starts from.

use super::{Conn, GuildId, MatchOptions, Result, UserId, json};

/// The options the member last challenged with on this server.
pub async fn get(conn: &mut Conn, guild: GuildId, user: UserId) -> Result<Option<MatchOptions>> {
    let text: Option<String> =
        sqlx::query_scalar("SELECT options FROM usual_options WHERE guild_id = ? AND user_id = ?")
            .bind(guild.db())
            .bind(user.db())
            .fetch_optional(&mut *conn)
            .await?;
    // Options written by an older version that no longer decode are simply forgotten.
    Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
}

pub async fn put(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    options: &MatchOptions,
) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO usual_options (guild_id, user_id, options) VALUES (?, ?, ?)",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(json::encode(options)?)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
