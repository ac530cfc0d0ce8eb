//! What a member did lately, for the rolling caps in `service::limits`: the times of their
//! newest challenges and matches, newest first, at most `limit` of them.

use chrono::{DateTime, Utc};

use super::{Conn, GuildId, Result, UserId, from_unix, unix};

/// When `user` made their newest challenges on the server after `since` (to `target` only,
/// if given) that were not accepted: open, withdrawn, declined or expired.
pub async fn challenges(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    target: Option<UserId>,
    since: DateTime<Utc>,
    limit: u32,
) -> Result<Vec<DateTime<Utc>>> {
    let times: Vec<i64> = sqlx::query_scalar(
        "SELECT created_at FROM challenges WHERE guild_id = ?1 AND challenger_id = ?2 \
         AND created_at > ?3 AND (?4 IS NULL OR opponent_id = ?4) AND status <> 'accepted' \
         ORDER BY created_at DESC LIMIT ?5",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(unix(since))
    .bind(target.map(UserId::db))
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    Ok(times.into_iter().map(from_unix).collect())
}

/// When the newest matches `user` played in on the server were made after `since`, leaving
/// out tournament games (a round pairs members without asking them) and practice (which has
/// its own cap).
pub async fn matches(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    since: DateTime<Utc>,
    limit: u32,
) -> Result<Vec<DateTime<Utc>>> {
    let times: Vec<i64> = sqlx::query_scalar(
        "SELECT created_at FROM matches m WHERE guild_id = ?1 AND created_at > ?3 \
         AND (red_id = ?2 OR blue_id = ?2) \
         AND NOT EXISTS (SELECT 1 FROM tournament_games t WHERE t.match_id = m.id) \
         AND NOT EXISTS (SELECT 1 FROM practice_matches p WHERE p.match_id = m.id) \
         ORDER BY created_at DESC LIMIT ?4",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(unix(since))
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    Ok(times.into_iter().map(from_unix).collect())
}
