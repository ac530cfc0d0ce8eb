//! The running deadline of each active match and the bot's heartbeat. Times are stored in
//! unix milliseconds (see migrations/0003_deadlines.sql).

use chrono::{DateTime, Utc};

use super::{Conn, MatchId, ReminderPlan, Result};

/// A deadline with the reminder plan of the player it waits for.
const SELECT_WITH_PLAN: &str = "SELECT d.*, p.reminders AS reminders FROM deadlines d \
     LEFT JOIN matches m ON m.id = d.match_id \
     LEFT JOIN user_prefs p ON p.user_id = \
     CASE d.color WHEN 'red' THEN m.red_id WHEN 'blue' THEN m.blue_id END";
use crate::engine::{ByColor, Color};

/// What a deadline waits for.
/// Stored as its lowercase name (see `name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type)]
#[sqlx(rename_all = "lowercase")]
pub enum DeadlinePhase {
    /// Both players must lock in their setups.
    Setup,
    /// The player to move must move.
    Move,
}

impl DeadlinePhase {
    pub fn name(self) -> &'static str {
        match self {
            DeadlinePhase::Setup => "setup",
            DeadlinePhase::Move => "move",
        }
    }

    pub fn parse(text: &str) -> Option<DeadlinePhase> {
        match text {
            "setup" => Some(DeadlinePhase::Setup),
            "move" => Some(DeadlinePhase::Move),
            _ => None,
        }
    }
}

/// The deadline a match is running against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeadlineRow {
    pub match_id: MatchId,
    pub phase: DeadlinePhase,
    /// The ply whose move is awaited; a deadline for an older ply is stale.
    pub ply: u32,
    /// Who must move (None during setup).
    pub color: Option<Color>,
    pub started_at: DateTime<Utc>,
    pub due_at: DateTime<Utc>,
    /// Chess clock: each player's time left when this turn began, in milliseconds.
    pub banks: Option<ByColor<i64>>,
    /// How many of this turn's reminder points have been used.
    pub reminders_sent: u32,
    /// How the player to move wants to be reminded: read from their preferences with the row,
    /// never stored in it (a change of mind applies to the turn already running).
    pub reminders: ReminderPlan,
}

pub fn millis(time: DateTime<Utc>) -> i64 {
    time.timestamp_millis()
}

pub fn from_millis(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(ms).unwrap_or_default()
}

/// A `deadlines` row as stored.
#[derive(sqlx::FromRow)]
struct Record {
    match_id: MatchId,
    phase: DeadlinePhase,
    ply: i64,
    color: Option<Color>,
    started_at: i64,
    due_at: i64,
    red_bank_ms: Option<i64>,
    blue_bank_ms: Option<i64>,
    reminders_sent: i64,
    reminders: Option<String>,
}

impl From<Record> for DeadlineRow {
    fn from(r: Record) -> DeadlineRow {
        DeadlineRow {
            match_id: r.match_id,
            phase: r.phase,
            ply: r.ply as u32,
            color: r.color,
            started_at: from_millis(r.started_at),
            due_at: from_millis(r.due_at),
            banks: r
                .red_bank_ms
                .zip(r.blue_bank_ms)
                .map(|(red, blue)| ByColor { red, blue }),
            reminders_sent: r.reminders_sent as u32,
            reminders: ReminderPlan::parse(r.reminders.as_deref()),
        }
    }
}

/// Sets the match's deadline, replacing the one before.
pub async fn put(conn: &mut Conn, d: &DeadlineRow) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO deadlines (match_id, phase, ply, color, started_at, due_at, \
         red_bank_ms, blue_bank_ms, reminders_sent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(d.match_id.0)
    .bind(d.phase.name())
    .bind(d.ply as i64)
    .bind(d.color.map(Color::name))
    .bind(millis(d.started_at))
    .bind(millis(d.due_at))
    .bind(d.banks.map(|b| b.red))
    .bind(d.banks.map(|b| b.blue))
    .bind(d.reminders_sent as i64)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, id: MatchId) -> Result<Option<DeadlineRow>> {
    Ok(
        sqlx::query_as::<_, Record>(&format!("{SELECT_WITH_PLAN} WHERE d.match_id = ?"))
            .bind(id.0)
            .fetch_optional(&mut *conn)
            .await?
            .map(DeadlineRow::from),
    )
}

/// Every running deadline, soonest first.
pub async fn all(conn: &mut Conn) -> Result<Vec<DeadlineRow>> {
    Ok(
        sqlx::query_as::<_, Record>(&format!("{SELECT_WITH_PLAN} ORDER BY d.due_at, d.match_id"))
            .fetch_all(&mut *conn)
            .await?
            .into_iter()
            .map(DeadlineRow::from)
            .collect(),
    )
}

pub async fn delete(conn: &mut Conn, id: MatchId) -> Result<()> {
    sqlx::query("DELETE FROM deadlines WHERE match_id = ?")
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Records that the first `sent` reminder points of the deadline at `ply` are used; false if
/// the deadline moved on meanwhile or they were already used.
pub async fn mark_reminded(
    conn: &mut Conn,
    id: MatchId,
    phase: DeadlinePhase,
    ply: u32,
    sent: u32,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE deadlines SET reminders_sent = ? \
         WHERE match_id = ? AND phase = ? AND ply = ? AND reminders_sent < ?",
    )
    .bind(sent as i64)
    .bind(id.0)
    .bind(phase.name())
    .bind(ply as i64)
    .bind(sent as i64)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Credits the downtime from `down` to `up` to each running deadline for the part of it that
/// deadline lived through: all of it for a turn begun before `down`, the rest of it for one
/// begun during it (someone acted while others could not), nothing for a later one.
pub async fn credit_downtime(
    conn: &mut Conn,
    down: DateTime<Utc>,
    up: DateTime<Utc>,
) -> Result<u64> {
    let done = sqlx::query(
        "UPDATE deadlines \
         SET started_at = started_at + (?2 - MAX(started_at, ?1)), \
             due_at = due_at + (?2 - MAX(started_at, ?1)) \
         WHERE started_at < ?2",
    )
    .bind(down.timestamp_millis())
    .bind(up.timestamp_millis())
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected())
}

pub async fn heartbeat(conn: &mut Conn) -> Result<Option<DateTime<Utc>>> {
    Ok(
        sqlx::query_scalar::<_, i64>("SELECT beat_at FROM heartbeat WHERE id = 1")
            .fetch_optional(&mut *conn)
            .await?
            .map(from_millis),
    )
}

/// The heartbeat of a database whose schema may be older than this binary's: None too when
/// it has no heartbeat table yet.
pub async fn heartbeat_if_any(conn: &mut Conn) -> Result<Option<DateTime<Utc>>> {
    let table: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'heartbeat'",
    )
    .fetch_one(&mut *conn)
    .await?;
    if table == 0 {
        return Ok(None);
    }
    heartbeat(conn).await
}

pub async fn set_heartbeat(conn: &mut Conn, at: DateTime<Utc>) -> Result<()> {
    sqlx::query("INSERT OR REPLACE INTO heartbeat (id, beat_at) VALUES (1, ?)")
        .bind(millis(at))
        .execute(&mut *conn)
        .await?;
    Ok(())
}
