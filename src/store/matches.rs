use chrono::{DateTime, Utc};

use super::{
    ChannelId, Conn, GuildId, MatchId, MatchOptions, Result, UserId, from_unix, json, unix,
};
use crate::engine::{ByColor, Color, EndReason, Outcome, Rules};

/// Stored as its lowercase name (see `name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(rename_all = "lowercase")]
pub enum MatchStatus {
    /// Players are arranging their pieces.
    Setup,
    Playing,
    Finished,
    Cancelled,
}

impl MatchStatus {
    pub fn name(self) -> &'static str {
        match self {
            MatchStatus::Setup => "setup",
            MatchStatus::Playing => "playing",
            MatchStatus::Finished => "finished",
            MatchStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<MatchStatus> {
        Some(match text {
            "setup" => MatchStatus::Setup,
            "playing" => MatchStatus::Playing,
            "finished" => MatchStatus::Finished,
            "cancelled" => MatchStatus::Cancelled,
            _ => return None,
        })
    }

    pub fn is_active(self) -> bool {
        matches!(self, MatchStatus::Setup | MatchStatus::Playing)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMatch {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub players: ByColor<UserId>,
    pub options: MatchOptions,
    pub rules: Rules,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchRow {
    pub id: MatchId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub thread: Option<ChannelId>,
    pub players: ByColor<UserId>,
    pub options: MatchOptions,
    pub rules: Rules,
    pub status: MatchStatus,
    /// Moves played so far.
    pub ply: u32,
    pub outcome: Option<Outcome>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

impl MatchRow {
    /// The colour `user` plays here, if they play.
    pub fn color_of(&self, user: UserId) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| *self.players.get(c) == user)
    }

    /// Whether any move was played. A game that was not keeps both setups secret for ever,
    /// and they count in no statistics.
    pub fn was_played(&self) -> bool {
        self.ply > 0
    }

    /// Whether the game's opening is settled: its thread exists, or the game is over and never
    /// will have one. What waits for a game to open waits until this holds.
    pub fn opening_settled(&self) -> bool {
        self.thread.is_some() || !self.status.is_active()
    }

    pub fn place(&self) -> super::GamePlace {
        super::GamePlace {
            channel: self.channel,
            thread: self.thread,
        }
    }
}

const COLUMNS: &str = "id, guild_id, channel_id, thread_id, red_id, blue_id, options, rules, \
                       status, ply, winner, end_reason, created_at, started_at, finished_at";

/// A `matches` row as stored.
#[derive(sqlx::FromRow)]
struct Record {
    id: MatchId,
    guild_id: GuildId,
    channel_id: ChannelId,
    thread_id: Option<ChannelId>,
    red_id: UserId,
    blue_id: UserId,
    options: String,
    rules: String,
    status: MatchStatus,
    ply: i64,
    winner: Option<Color>,
    end_reason: Option<EndReason>,
    created_at: i64,
    started_at: Option<i64>,
    finished_at: Option<i64>,
}

impl TryFrom<Record> for MatchRow {
    type Error = sqlx::Error;

    fn try_from(r: Record) -> Result<MatchRow> {
        Ok(MatchRow {
            id: r.id,
            guild: r.guild_id,
            channel: r.channel_id,
            thread: r.thread_id,
            players: ByColor {
                red: r.red_id,
                blue: r.blue_id,
            },
            options: json::decode(r.options)?,
            rules: json::decode(r.rules)?,
            status: r.status,
            ply: r.ply as u32,
            outcome: r.end_reason.map(|reason| Outcome {
                winner: r.winner,
                reason,
            }),
            created_at: from_unix(r.created_at),
            started_at: r.started_at.map(from_unix),
            finished_at: r.finished_at.map(from_unix),
        })
    }
}

pub async fn insert(conn: &mut Conn, new: &NewMatch, now: DateTime<Utc>) -> Result<MatchId> {
    let id = sqlx::query(
        "INSERT INTO matches (guild_id, channel_id, red_id, blue_id, options, rules, created_at) \
         VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(new.guild.db())
    .bind(new.channel.db())
    .bind(new.players.red.db())
    .bind(new.players.blue.db())
    .bind(json::encode(&new.options)?)
    .bind(json::encode(&new.rules)?)
    .bind(unix(now))
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    Ok(MatchId(id))
}

pub async fn get(conn: &mut Conn, id: MatchId) -> Result<Option<MatchRow>> {
    sqlx::query_as::<_, Record>(&format!("SELECT {COLUMNS} FROM matches WHERE id = ?"))
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?
        .map(MatchRow::try_from)
        .transpose()
}

/// Setup or playing matches of `user`, oldest first.
pub async fn active_of(conn: &mut Conn, user: UserId) -> Result<Vec<MatchRow>> {
    sqlx::query_as::<_, Record>(&format!(
        "SELECT {COLUMNS} FROM matches WHERE (red_id = ?1 OR blue_id = ?1) \
         AND status IN ('setup', 'playing') ORDER BY id"
    ))
    .bind(user.db())
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(MatchRow::try_from)
    .collect()
}

/// Matches hosted in a thread (normally one).
pub async fn in_thread(conn: &mut Conn, thread: ChannelId) -> Result<Vec<MatchRow>> {
    sqlx::query_as::<_, Record>(&format!(
        "SELECT {COLUMNS} FROM matches WHERE thread_id = ? ORDER BY id"
    ))
    .bind(thread.db())
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(MatchRow::try_from)
    .collect()
}

pub async fn set_thread(conn: &mut Conn, id: MatchId, thread: ChannelId) -> Result<()> {
    sqlx::query("UPDATE matches SET thread_id = ? WHERE id = ?")
        .bind(thread.db())
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

pub async fn start(conn: &mut Conn, id: MatchId, now: DateTime<Utc>) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE matches SET status = 'playing', started_at = ? WHERE id = ? AND status = 'setup'",
    )
    .bind(unix(now))
    .bind(id.0)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Advances the ply from `from_ply` by one; false if the match moved on meanwhile.
pub async fn advance(conn: &mut Conn, id: MatchId, from_ply: u32) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE matches SET ply = ply + 1 WHERE id = ? AND ply = ? AND status = 'playing'",
    )
    .bind(id.0)
    .bind(from_ply as i64)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends an active match; false if it had already ended.
pub async fn finish(
    conn: &mut Conn,
    id: MatchId,
    status: MatchStatus,
    outcome: Option<Outcome>,
    now: DateTime<Utc>,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE matches SET status = ?, winner = ?, end_reason = ?, finished_at = ? \
         WHERE id = ? AND status IN ('setup', 'playing')",
    )
    .bind(status.name())
    .bind(outcome.and_then(|o| o.winner).map(Color::name))
    .bind(outcome.map(|o| o.reason.name()))
    .bind(unix(now))
    .bind(id.0)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Matches in setup or play on a server.
pub async fn active_in_guild(conn: &mut Conn, guild: GuildId) -> Result<Vec<MatchId>> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT id FROM matches WHERE guild_id = ? AND status IN ('setup', 'playing') ORDER BY id",
    )
    .bind(guild.db())
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(MatchId)
    .collect())
}

/// Games `user` may step through on a server, newest first: finished ones, and their own
/// games in play, each with at least one move (an unplayed game keeps its setups secret).
pub async fn replayable_of(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    limit: u32,
) -> Result<Vec<MatchRow>> {
    sqlx::query_as::<_, Record>(&format!(
        "SELECT {COLUMNS} FROM matches WHERE guild_id = ?1 AND (red_id = ?2 OR blue_id = ?2) \
         AND status IN ('finished', 'playing') AND ply > 0 ORDER BY id DESC LIMIT ?3"
    ))
    .bind(guild.db())
    .bind(user.db())
    .bind(i64::from(limit))
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(MatchRow::try_from)
    .collect()
}
