//! Practice matches: the bot's seat and level.

use super::{Conn, GuildId, MatchId, Result, UserId};
use crate::engine::{Deployment, Variant};

/// The bot's seat in a practice match; `level` is the AI level's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PracticeRow {
    pub match_id: MatchId,
    pub bot: UserId,
    pub level: String,
}

pub async fn insert(conn: &mut Conn, row: &PracticeRow) -> Result<()> {
    sqlx::query("INSERT INTO practice_matches (match_id, bot_id, level) VALUES (?, ?, ?)")
        .bind(row.match_id.0)
        .bind(row.bot.db())
        .bind(&row.level)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, id: MatchId) -> Result<Option<PracticeRow>> {
    let row: Option<(UserId, String)> =
        sqlx::query_as("SELECT bot_id, level FROM practice_matches WHERE match_id = ?")
            .bind(id.0)
            .fetch_optional(&mut *conn)
            .await?;
    Ok(row.map(|(bot, level)| PracticeRow {
        match_id: id,
        bot,
        level,
    }))
}

/// Practice matches still in setup or play, oldest first: what the bot resumes after a restart.
pub async fn active(conn: &mut Conn) -> Result<Vec<MatchId>> {
    sqlx::query_scalar(
        "SELECT p.match_id FROM practice_matches p JOIN matches m ON m.id = p.match_id \
         WHERE m.status IN ('setup', 'playing') ORDER BY p.match_id",
    )
    .fetch_all(&mut *conn)
    .await
}

/// Practice matches of `human` on `guild` still in setup or play.
pub async fn open_for(conn: &mut Conn, guild: GuildId, human: UserId) -> Result<u32> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM practice_matches p JOIN matches m ON m.id = p.match_id \
         WHERE m.guild_id = ? AND m.status IN ('setup', 'playing') \
         AND ((m.red_id = ? AND p.bot_id <> ?) OR (m.blue_id = ? AND p.bot_id <> ?))",
    )
    .bind(guild.db())
    .bind(human.db())
    .bind(human.db())
    .bind(human.db())
    .bind(human.db())
    .fetch_one(&mut *conn)
    .await
}

/// Practice matches `human` started on `guild` since `since` (unix seconds), whatever became
/// of them.
pub async fn started_since(
    conn: &mut Conn,
    guild: GuildId,
    human: UserId,
    since: i64,
) -> Result<u32> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM practice_matches p JOIN matches m ON m.id = p.match_id \
         WHERE m.guild_id = ?1 AND m.created_at >= ?3 \
         AND ((m.red_id = ?2 AND p.bot_id <> ?2) OR (m.blue_id = ?2 AND p.bot_id <> ?2))",
    )
    .bind(guild.db())
    .bind(human.db())
    .bind(since)
    .fetch_one(&mut *conn)
    .await
}

/// The bot's setup in its latest practice match of `variant` other than `except`, so it never
/// repeats a setup twice in a row.
pub async fn previous_bot_setup(
    conn: &mut Conn,
    bot: UserId,
    variant: Variant,
    except: MatchId,
) -> Result<Option<Deployment>> {
    let row: Option<String> = sqlx::query_scalar(
        "SELECT s.deployment FROM setups s JOIN practice_matches p ON p.match_id = s.match_id \
         JOIN matches m ON m.id = s.match_id \
         WHERE s.user_id = ? AND p.match_id <> ? AND json_extract(m.options, '$.variant') = ? \
         ORDER BY s.match_id DESC LIMIT 1",
    )
    .bind(bot.db())
    .bind(except.0)
    .bind(variant.name())
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.and_then(|d| Deployment::parse(&d).ok()))
}
