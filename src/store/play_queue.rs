//! The quick-pairing queue (`/play`): who waits on which server for which game, the record of
//! joins and leaves that limits toggling, whom each member was paired with last, the matches
//! it made and the cooldowns of members who abandoned one.

use chrono::{DateTime, Utc};

use super::{
    ChannelId, Conn, GuildId, MatchId, MatchOptions, Result, UserId, from_unix, json, unix,
};

/// One member waiting for a game.
#[derive(Debug, Clone, PartialEq)]
pub struct QueueEntry {
    pub guild: GuildId,
    pub user: UserId,
    /// Where they asked: the match's thread opens from here (unless the server names a
    /// match channel).
    pub channel: ChannelId,
    pub options: MatchOptions,
    /// Their rating in the variant when they joined (rated seeks are paired by it).
    pub rating: f64,
    pub joined_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// The server's channels this member can read and the bot can post in, as the Discord
    /// layer saw them when they joined (`None`: not known): a match opens where both can see.
    pub readable: Option<Vec<ChannelId>>,
}

/// The text two entries must share to be paired: the options as canonical JSON.
pub fn seek_key(options: &MatchOptions) -> Result<String> {
    json::encode(options)
}

#[derive(sqlx::FromRow)]
struct Record {
    guild_id: GuildId,
    user_id: UserId,
    channel_id: ChannelId,
    seek: String,
    rating: f64,
    joined_at: i64,
    expires_at: i64,
    readable: Option<String>,
}

impl Record {
    fn entry(self) -> Result<QueueEntry> {
        Ok(QueueEntry {
            guild: self.guild_id,
            user: self.user_id,
            channel: self.channel_id,
            options: json::decode(self.seek)?,
            rating: self.rating,
            joined_at: from_unix(self.joined_at),
            expires_at: from_unix(self.expires_at),
            readable: self.readable.map(json::decode).transpose()?,
        })
    }
}

const COLUMNS: &str =
    "guild_id, user_id, channel_id, seek, rating, joined_at, expires_at, readable";

fn entries(records: Vec<Record>) -> Result<Vec<QueueEntry>> {
    records.into_iter().map(Record::entry).collect()
}

/// Puts the member in the queue, replacing what they waited for before on this server.
pub async fn put(conn: &mut Conn, entry: &QueueEntry) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO play_queue \
         (guild_id, user_id, channel_id, seek, rated, rating, joined_at, expires_at, readable) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(entry.guild.db())
    .bind(entry.user.db())
    .bind(entry.channel.db())
    .bind(seek_key(&entry.options)?)
    .bind(entry.options.rated)
    .bind(entry.rating)
    .bind(unix(entry.joined_at))
    .bind(unix(entry.expires_at))
    .bind(entry.readable.as_ref().map(json::encode).transpose()?)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, guild: GuildId, user: UserId) -> Result<Option<QueueEntry>> {
    sqlx::query_as::<_, Record>(&format!(
        "SELECT {COLUMNS} FROM play_queue WHERE guild_id = ? AND user_id = ?"
    ))
    .bind(guild.db())
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?
    .map(Record::entry)
    .transpose()
}

/// Takes the member out of the queue; false if they were not in it.
pub async fn remove(conn: &mut Conn, guild: GuildId, user: UserId) -> Result<bool> {
    let done = sqlx::query("DELETE FROM play_queue WHERE guild_id = ? AND user_id = ?")
        .bind(guild.db())
        .bind(user.db())
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Everyone waiting on the server, longest-waiting first.
pub async fn in_guild(conn: &mut Conn, guild: GuildId) -> Result<Vec<QueueEntry>> {
    entries(
        sqlx::query_as::<_, Record>(&format!(
            "SELECT {COLUMNS} FROM play_queue WHERE guild_id = ? ORDER BY joined_at, user_id"
        ))
        .bind(guild.db())
        .fetch_all(&mut *conn)
        .await?,
    )
}

/// Everyone waiting for exactly `options` on the server, longest-waiting first.
pub async fn seeking(
    conn: &mut Conn,
    guild: GuildId,
    options: &MatchOptions,
) -> Result<Vec<QueueEntry>> {
    entries(
        sqlx::query_as::<_, Record>(&format!(
            "SELECT {COLUMNS} FROM play_queue WHERE guild_id = ? AND seek = ? \
             ORDER BY joined_at, user_id"
        ))
        .bind(guild.db())
        .bind(seek_key(options)?)
        .fetch_all(&mut *conn)
        .await?,
    )
}

/// The servers where someone waits (the sweep looks at each).
pub async fn guilds(conn: &mut Conn) -> Result<Vec<GuildId>> {
    sqlx::query_scalar("SELECT DISTINCT guild_id FROM play_queue ORDER BY guild_id")
        .fetch_all(&mut *conn)
        .await
}

/// Removes and returns the entries whose time is up.
pub async fn take_expired(conn: &mut Conn, now: DateTime<Utc>) -> Result<Vec<QueueEntry>> {
    entries(
        sqlx::query_as::<_, Record>(&format!(
            "DELETE FROM play_queue WHERE expires_at <= ? RETURNING {COLUMNS}"
        ))
        .bind(unix(now))
        .fetch_all(&mut *conn)
        .await?,
    )
}

/// The earliest moment an entry expires, for the sweep's next wake-up.
pub async fn next_expiry(conn: &mut Conn) -> Result<Option<DateTime<Utc>>> {
    let at: Option<i64> = sqlx::query_scalar("SELECT MIN(expires_at) FROM play_queue")
        .fetch_one(&mut *conn)
        .await?;
    Ok(at.map(from_unix))
}

/// Records a join or leave and returns how many the member made after `since` (this one
/// included). Older records are dropped on the way.
pub async fn note_toggle(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    now: DateTime<Utc>,
    since: DateTime<Utc>,
) -> Result<u32> {
    sqlx::query("DELETE FROM play_queue_toggles WHERE at <= ?")
        .bind(unix(since))
        .execute(&mut *conn)
        .await?;
    sqlx::query("INSERT INTO play_queue_toggles (guild_id, user_id, at) VALUES (?, ?, ?)")
        .bind(guild.db())
        .bind(user.db())
        .bind(unix(now))
        .execute(&mut *conn)
        .await?;
    toggles_since(conn, guild, user, since).await
}

/// How many joins and leaves the member made after `since`.
pub async fn toggles_since(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    since: DateTime<Utc>,
) -> Result<u32> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM play_queue_toggles WHERE guild_id = ? AND user_id = ? AND at > ?",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(unix(since))
    .fetch_one(&mut *conn)
    .await
}

pub async fn last_opponent(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
) -> Result<Option<UserId>> {
    sqlx::query_scalar(
        "SELECT opponent_id FROM play_last_opponent WHERE guild_id = ? AND user_id = ?",
    )
    .bind(guild.db())
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await
}

/// Remembers that `a` and `b` were just paired with each other.
pub async fn set_paired(conn: &mut Conn, guild: GuildId, a: UserId, b: UserId) -> Result<()> {
    for (user, opponent) in [(a, b), (b, a)] {
        sqlx::query(
            "INSERT OR REPLACE INTO play_last_opponent (guild_id, user_id, opponent_id) \
             VALUES (?, ?, ?)",
        )
        .bind(guild.db())
        .bind(user.db())
        .bind(opponent.db())
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Takes everyone on the server out of the queue (the bot left it); returns how many.
pub async fn clear_guild(conn: &mut Conn, guild: GuildId) -> Result<u64> {
    let done = sqlx::query("DELETE FROM play_queue WHERE guild_id = ?")
        .bind(guild.db())
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected())
}

/// Remembers that quick pairing made `id`.
pub async fn mark_quick(conn: &mut Conn, id: MatchId) -> Result<()> {
    sqlx::query("INSERT OR IGNORE INTO quick_matches (match_id) VALUES (?)")
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

pub async fn is_quick(conn: &mut Conn, id: MatchId) -> Result<bool> {
    let found: Option<i64> = sqlx::query_scalar("SELECT 1 FROM quick_matches WHERE match_id = ?")
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(found.is_some())
}

/// The member may not join the server's queue before `until`.
pub async fn set_cooldown(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    until: DateTime<Utc>,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO queue_cooldowns (guild_id, user_id, until) VALUES (?, ?, ?) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET until = MAX(until, excluded.until)",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(unix(until))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Until when the member may not join the server's queue, if that is after `now`.
pub async fn cooldown(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    now: DateTime<Utc>,
) -> Result<Option<DateTime<Utc>>> {
    let until: Option<i64> = sqlx::query_scalar(
        "SELECT until FROM queue_cooldowns WHERE guild_id = ? AND user_id = ? AND until > ?",
    )
    .bind(guild.db())
    .bind(user.db())
    .bind(unix(now))
    .fetch_optional(&mut *conn)
    .await?;
    Ok(until.map(from_unix))
}
