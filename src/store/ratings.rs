//! Ratings per server and variant, the change each rated match made, and the finished games
//! a profile is drawn from.

use chrono::{DateTime, Utc};

use super::{ChannelId, Conn, GamePlace, GuildId, MatchId, Result, UserId, from_unix, json, unix};
use crate::engine::{Color, Deployment, EndReason, Outcome, Variant};
use crate::tournament::Rating;

/// One player's rating on one server in one variant, with their rated record.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingRow {
    pub user: UserId,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub updated_at: DateTime<Utc>,
}

impl RatingRow {
    /// A player without rated games yet.
    pub fn new(user: UserId, now: DateTime<Utc>) -> RatingRow {
        RatingRow {
            user,
            rating: Rating::default(),
            games: 0,
            wins: 0,
            losses: 0,
            draws: 0,
            updated_at: now,
        }
    }
}

/// What one rated match did to both ratings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingChange {
    pub match_id: MatchId,
    pub guild: GuildId,
    pub variant: Variant,
    pub red: UserId,
    pub blue: UserId,
    pub red_before: f64,
    pub red_after: f64,
    pub blue_before: f64,
    pub blue_after: f64,
    pub at: DateTime<Utc>,
}

/// A `ratings` row as stored.
#[derive(sqlx::FromRow)]
struct RatingRecord {
    user_id: UserId,
    rating: f64,
    deviation: f64,
    volatility: f64,
    games: i64,
    wins: i64,
    losses: i64,
    draws: i64,
    updated_at: i64,
}

impl From<RatingRecord> for RatingRow {
    fn from(r: RatingRecord) -> RatingRow {
        RatingRow {
            user: r.user_id,
            rating: Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            },
            games: r.games as u32,
            wins: r.wins as u32,
            losses: r.losses as u32,
            draws: r.draws as u32,
            updated_at: from_unix(r.updated_at),
        }
    }
}

const RATING_COLUMNS: &str =
    "user_id, rating, deviation, volatility, games, wins, losses, draws, updated_at";

pub async fn get(
    conn: &mut Conn,
    guild: GuildId,
    variant: Variant,
    user: UserId,
) -> Result<Option<RatingRow>> {
    Ok(sqlx::query_as::<_, RatingRecord>(&format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND variant = ? AND user_id = ?"
    ))
    .bind(guild.db())
    .bind(variant.name())
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?
    .map(RatingRow::from))
}

pub async fn put(conn: &mut Conn, guild: GuildId, variant: Variant, row: &RatingRow) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO ratings (guild_id, variant, user_id, rating, deviation, \
         volatility, games, wins, losses, draws, updated_at) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(guild.db())
    .bind(variant.name())
    .bind(row.user.db())
    .bind(row.rating.rating)
    .bind(row.rating.deviation)
    .bind(row.rating.volatility)
    .bind(i64::from(row.games))
    .bind(i64::from(row.wins))
    .bind(i64::from(row.losses))
    .bind(i64::from(row.draws))
    .bind(unix(row.updated_at))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// One page of the leaderboard, strongest first (ties: more games, then smaller id).
pub async fn leaderboard(
    conn: &mut Conn,
    guild: GuildId,
    variant: Variant,
    offset: u32,
    limit: u32,
) -> Result<Vec<RatingRow>> {
    Ok(sqlx::query_as::<_, RatingRecord>(&format!(
        "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND variant = ? \
         ORDER BY rating DESC, games DESC, user_id LIMIT ? OFFSET ?"
    ))
    .bind(guild.db())
    .bind(variant.name())
    .bind(i64::from(limit))
    .bind(i64::from(offset))
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(RatingRow::from)
    .collect())
}

/// Rated players on a server in a variant.
pub async fn count(conn: &mut Conn, guild: GuildId, variant: Variant) -> Result<u32> {
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND variant = ?")
            .bind(guild.db())
            .bind(variant.name())
            .fetch_one(&mut *conn)
            .await?;
    Ok(n as u32)
}

/// Remembers a match's rating change; false if that match was already rated.
pub async fn insert_change(conn: &mut Conn, c: &RatingChange) -> Result<bool> {
    let done = sqlx::query(
        "INSERT OR IGNORE INTO rating_changes (match_id, guild_id, variant, red_id, blue_id, \
         red_before, red_after, blue_before, blue_after, at) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(c.match_id.0)
    .bind(c.guild.db())
    .bind(c.variant.name())
    .bind(c.red.db())
    .bind(c.blue.db())
    .bind(c.red_before)
    .bind(c.red_after)
    .bind(c.blue_before)
    .bind(c.blue_after)
    .bind(unix(c.at))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A `rating_changes` row as stored.
#[derive(sqlx::FromRow)]
struct ChangeRecord {
    match_id: MatchId,
    guild_id: GuildId,
    variant: Variant,
    red_id: UserId,
    blue_id: UserId,
    red_before: f64,
    red_after: f64,
    blue_before: f64,
    blue_after: f64,
    at: i64,
}

pub async fn change_of(conn: &mut Conn, match_id: MatchId) -> Result<Option<RatingChange>> {
    Ok(sqlx::query_as::<_, ChangeRecord>(
        "SELECT match_id, guild_id, variant, red_id, blue_id, red_before, red_after, \
         blue_before, blue_after, at FROM rating_changes WHERE match_id = ?",
    )
    .bind(match_id.0)
    .fetch_optional(&mut *conn)
    .await?
    .map(|r| RatingChange {
        match_id: r.match_id,
        guild: r.guild_id,
        variant: r.variant,
        red: r.red_id,
        blue: r.blue_id,
        red_before: r.red_before,
        red_after: r.red_after,
        blue_before: r.blue_before,
        blue_after: r.blue_after,
        at: from_unix(r.at),
    }))
}

/// Rated matches that are over but have not changed ratings (the bot stopped in between).
pub async fn unrated_finished(conn: &mut Conn) -> Result<Vec<MatchId>> {
    sqlx::query_scalar(
        "SELECT m.id FROM matches m LEFT JOIN rating_changes c ON c.match_id = m.id \
         WHERE m.status = 'finished' AND m.started_at IS NOT NULL AND c.match_id IS NULL \
         AND json_extract(m.options, '$.rated') = 1 ORDER BY m.finished_at, m.id",
    )
    .fetch_all(&mut *conn)
    .await
    .map(|ids| ids.into_iter().map(MatchId).collect())
}

/// A finished game as a profile shows it: opponent, colour, result, the player's setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedGame {
    pub match_id: MatchId,
    pub color: Color,
    pub opponent: UserId,
    pub variant: Variant,
    pub outcome: Outcome,
    /// Whether pieces were moved (false: decided in the setup phase).
    pub played: bool,
    pub rated: bool,
    /// A practice game against the bot: its result is kept apart from games against people.
    pub practice: bool,
    /// The player's setup, only for a game in which moves were played: an unplayed setup is
    /// secret and counts in no statistics.
    pub deployment: Option<Deployment>,
    pub finished_at: DateTime<Utc>,
    /// Where it was played: who may see it there may count it in a heat map.
    pub place: GamePlace,
}

/// A finished game's row as `finished_games` selects it.
#[derive(sqlx::FromRow)]
struct PlayedRecord {
    id: MatchId,
    channel_id: ChannelId,
    thread_id: Option<ChannelId>,
    red_id: UserId,
    blue_id: UserId,
    options: String,
    winner: Option<Color>,
    end_reason: EndReason,
    started_at: Option<i64>,
    finished_at: i64,
    deployment: Option<String>,
    practice: bool,
}

/// `user`'s finished games on a server, newest first.
pub async fn finished_games(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    limit: u32,
) -> Result<Vec<PlayedGame>> {
    sqlx::query_as::<_, PlayedRecord>(
        "SELECT m.id, m.channel_id, m.thread_id, m.red_id, m.blue_id, m.options, m.winner, m.end_reason, \
         m.started_at, m.finished_at, s.color, \
         CASE WHEN m.ply > 0 THEN s.deployment END AS deployment, \
         EXISTS (SELECT 1 FROM practice_matches p WHERE p.match_id = m.id) AS practice \
         FROM matches m LEFT JOIN setups s ON s.match_id = m.id AND s.user_id = ?1 \
         WHERE m.guild_id = ?2 AND (m.red_id = ?1 OR m.blue_id = ?1) \
         AND m.status = 'finished' AND m.end_reason IS NOT NULL \
         ORDER BY m.finished_at DESC, m.id DESC LIMIT ?3",
    )
    .bind(user.db())
    .bind(guild.db())
    .bind(i64::from(limit))
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(|r| {
        let color = if r.red_id == user {
            Color::Red
        } else {
            Color::Blue
        };
        let options: crate::store::MatchOptions = json::decode(r.options)?;
        Ok(PlayedGame {
            match_id: r.id,
            color,
            opponent: if color == Color::Red {
                r.blue_id
            } else {
                r.red_id
            },
            variant: options.variant,
            outcome: Outcome {
                winner: r.winner,
                reason: r.end_reason,
            },
            played: r.started_at.is_some(),
            rated: options.rated,
            practice: r.practice,
            deployment: r.deployment.and_then(|d| Deployment::parse(&d).ok()),
            finished_at: from_unix(r.finished_at),
            place: GamePlace {
                channel: r.channel_id,
                thread: r.thread_id,
            },
        })
    })
    .collect()
}

/// The server heat map's query (its plan is checked to use the `matches_guild` index).
const PLAYED_SETUPS: &str = "SELECT m.options, m.channel_id, m.thread_id, s.deployment \
     FROM matches m JOIN setups s ON s.match_id = m.id \
     WHERE m.guild_id = ?1 AND m.status = 'finished' AND m.end_reason IS NOT NULL \
     AND m.ply > 0 \
     AND NOT EXISTS (SELECT 1 FROM practice_matches p WHERE p.match_id = m.id) \
     ORDER BY m.id DESC LIMIT ?2";

/// Setups of the finished games on a server in which moves were played, not counting practice
/// games against the bot, newest first (at most `limit`), with each game's variant and place.
pub async fn played_setups(
    conn: &mut Conn,
    guild: GuildId,
    limit: u32,
) -> Result<Vec<(Variant, GamePlace, Deployment)>> {
    let rows: Vec<(String, ChannelId, Option<ChannelId>, String)> = sqlx::query_as(PLAYED_SETUPS)
        .bind(guild.db())
        .bind(i64::from(limit))
        .fetch_all(&mut *conn)
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for (options, channel, thread, deployment) in rows {
        let options: crate::store::MatchOptions = json::decode(options)?;
        if let Ok(d) = Deployment::parse(&deployment) {
            out.push((options.variant, GamePlace { channel, thread }, d));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Many servers' games share the table: one server's heat map must not read them all.
    #[tokio::test]
    async fn the_server_heat_map_reads_one_servers_games_by_index() {
        let store = crate::store::Store::open_in_memory().await.unwrap();
        let mut conn = store.conn().await.unwrap();
        let plan: Vec<(i64, i64, i64, String)> =
            sqlx::query_as(&format!("EXPLAIN QUERY PLAN {PLAYED_SETUPS}"))
                .bind(1_i64)
                .bind(10_i64)
                .fetch_all(&mut *conn)
                .await
                .unwrap();
        let matches: Vec<&String> = plan
            .iter()
            .map(|(_, _, _, step)| step)
            .filter(|step| step.contains(" m "))
            .collect();
        assert!(
            matches.iter().any(|s| s.contains("INDEX matches_guild")),
            "{plan:?}"
        );
        assert!(!matches.iter().any(|s| s.starts_with("SCAN m")), "{plan:?}");
    }
}
