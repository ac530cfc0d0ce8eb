//! Tournaments the periodic tick could not handle, with their backoff (see
//! `service::tick_backoff` for the waits).

use chrono::{DateTime, Utc};

use super::{Conn, Result, TournamentId, from_unix, unix};

/// Failures in a row of `id` and when it may be tried again; None if its last try went through.
pub async fn get(conn: &mut Conn, id: TournamentId) -> Result<Option<(u32, DateTime<Utc>)>> {
    let row: Option<(i64, i64)> = sqlx::query_as(
        "SELECT failures, retry_at FROM tournament_tick_failures WHERE tournament_id = ?",
    )
    .bind(id.0)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.map(|(failures, at)| (u32::try_from(failures).unwrap_or(u32::MAX), from_unix(at))))
}

pub async fn record(
    conn: &mut Conn,
    id: TournamentId,
    failures: u32,
    retry_at: DateTime<Utc>,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO tournament_tick_failures (tournament_id, failures, retry_at) VALUES (?, ?, ?) \
         ON CONFLICT (tournament_id) DO UPDATE SET failures = excluded.failures, \
         retry_at = excluded.retry_at",
    )
    .bind(id.0)
    .bind(i64::from(failures))
    .bind(unix(retry_at))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// `id` went through: its next failure starts from the first wait again.
pub async fn clear(conn: &mut Conn, id: TournamentId) -> Result<()> {
    sqlx::query("DELETE FROM tournament_tick_failures WHERE tournament_id = ?")
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
