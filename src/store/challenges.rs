use chrono::{DateTime, Utc};

use super::{
    ChallengeId, ChannelId, Conn, GuildId, MatchId, MatchOptions, Result, UserId, from_unix, json,
    unix,
};

/// Stored as its lowercase name (see `name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(rename_all = "lowercase")]
pub enum ChallengeStatus {
    Open,
    Accepted,
    Declined,
    Withdrawn,
    Expired,
}

impl ChallengeStatus {
    fn name(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Withdrawn => "withdrawn",
            ChallengeStatus::Expired => "expired",
        }
    }
}

/// A new challenge as the challenger asked for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewChallenge {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub challenger: UserId,
    /// None: open to anyone but the challenger.
    pub opponent: Option<UserId>,
    pub options: MatchOptions,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub challenger: UserId,
    pub opponent: Option<UserId>,
    pub options: MatchOptions,
    pub status: ChallengeStatus,
    pub match_id: Option<MatchId>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

const COLUMNS: &str = "id, guild_id, channel_id, challenger_id, opponent_id, options, status, \
                       match_id, created_at, expires_at";

/// A `challenges` row as stored.
#[derive(sqlx::FromRow)]
struct Record {
    id: ChallengeId,
    guild_id: GuildId,
    channel_id: ChannelId,
    challenger_id: UserId,
    opponent_id: Option<UserId>,
    options: String,
    status: ChallengeStatus,
    match_id: Option<MatchId>,
    created_at: i64,
    expires_at: i64,
}

impl TryFrom<Record> for ChallengeRow {
    type Error = sqlx::Error;

    fn try_from(r: Record) -> Result<ChallengeRow> {
        Ok(ChallengeRow {
            id: r.id,
            guild: r.guild_id,
            channel: r.channel_id,
            challenger: r.challenger_id,
            opponent: r.opponent_id,
            options: json::decode(r.options)?,
            status: r.status,
            match_id: r.match_id,
            created_at: from_unix(r.created_at),
            expires_at: from_unix(r.expires_at),
        })
    }
}

pub async fn insert(
    conn: &mut Conn,
    new: &NewChallenge,
    now: DateTime<Utc>,
) -> Result<ChallengeId> {
    let id = sqlx::query(
        "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, options, \
         created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(new.guild.db())
    .bind(new.channel.db())
    .bind(new.challenger.db())
    .bind(new.opponent.map(UserId::db))
    .bind(json::encode(&new.options)?)
    .bind(unix(now))
    .bind(unix(new.expires_at))
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    Ok(ChallengeId(id))
}

pub async fn get(conn: &mut Conn, id: ChallengeId) -> Result<Option<ChallengeRow>> {
    sqlx::query_as::<_, Record>(&format!("SELECT {COLUMNS} FROM challenges WHERE id = ?"))
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?
        .map(ChallengeRow::try_from)
        .transpose()
}

/// Moves an open challenge to `status`; false if it was no longer open (someone was faster).
pub async fn close(
    conn: &mut Conn,
    id: ChallengeId,
    status: ChallengeStatus,
    match_id: Option<MatchId>,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE challenges SET status = ?, match_id = ? WHERE id = ? AND status = 'open'",
    )
    .bind(status.name())
    .bind(match_id.map(|m| m.0))
    .bind(id.0)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The challenge whose acceptance made match `id`, if one did.
pub async fn of_match(conn: &mut Conn, id: MatchId) -> Result<Option<ChallengeId>> {
    let found: Option<i64> = sqlx::query_scalar("SELECT id FROM challenges WHERE match_id = ?")
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(found.map(ChallengeId))
}

pub async fn open_in_guild(conn: &mut Conn, guild: GuildId) -> Result<Vec<ChallengeRow>> {
    sqlx::query_as::<_, Record>(&format!(
        "SELECT {COLUMNS} FROM challenges WHERE status = 'open' AND guild_id = ? ORDER BY id"
    ))
    .bind(guild.db())
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(ChallengeRow::try_from)
    .collect()
}

/// Marks every open challenge past its expiry as expired and returns them.
pub async fn expire(conn: &mut Conn, now: DateTime<Utc>) -> Result<Vec<ChallengeRow>> {
    sqlx::query_as::<_, Record>(&format!(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at <= ? \
         RETURNING {COLUMNS}"
    ))
    .bind(unix(now))
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(ChallengeRow::try_from)
    .collect()
}

/// Open, unexpired challenges `user` has made on a server.
pub async fn open_by(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    now: DateTime<Utc>,
) -> Result<u32> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM challenges WHERE status = 'open' AND guild_id = ? \
         AND challenger_id = ? AND expires_at > ?",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(unix(now))
    .fetch_one(&mut *conn)
    .await?;
    Ok(n as u32)
}

/// Closes every open challenge on a server (the bot left it); returns how many.
pub async fn close_all_in_guild(conn: &mut Conn, guild: GuildId) -> Result<u64> {
    let done = sqlx::query(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND guild_id = ?",
    )
    .bind(guild.db())
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected())
}
