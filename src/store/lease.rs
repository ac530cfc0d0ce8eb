//! The instance lease (see `service/lease.rs`): one row saying which process runs the bot on
//! this database and when it last said so.

use chrono::{DateTime, Utc};
use sqlx::Row;

use super::{Conn, Result};

/// Who holds the lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaseRow {
    pub holder: String,
    pub host: String,
    pub pid: u32,
    pub renewed_at: DateTime<Utc>,
}

pub async fn get(conn: &mut Conn) -> Result<Option<LeaseRow>> {
    let row = sqlx::query("SELECT holder, host, pid, renewed_at FROM instance_lease WHERE id = 1")
        .fetch_optional(&mut *conn)
        .await?;
    row.map(|r| {
        Ok(LeaseRow {
            holder: r.try_get("holder")?,
            host: r.try_get("host")?,
            pid: u32::try_from(r.try_get::<i64, _>("pid")?).unwrap_or(0),
            renewed_at: DateTime::from_timestamp_millis(r.try_get("renewed_at")?)
                .unwrap_or_default(),
        })
    })
    .transpose()
}

/// Takes the lease for `me` if nobody holds it, `me` already does, or the holder is `unless`
/// (a holder found stale or gone): one statement, so two starting processes cannot both win.
/// True if `me` holds it now.
pub async fn take(conn: &mut Conn, me: &LeaseRow, unless: Option<&str>) -> Result<bool> {
    let done = sqlx::query(
        "INSERT INTO instance_lease (id, holder, host, pid, renewed_at) VALUES (1, ?1, ?2, ?3, ?4) \
         ON CONFLICT (id) DO UPDATE SET holder = ?1, host = ?2, pid = ?3, renewed_at = ?4 \
         WHERE instance_lease.holder = ?1 OR instance_lease.holder = ?5",
    )
    .bind(&me.holder)
    .bind(&me.host)
    .bind(i64::from(me.pid))
    .bind(me.renewed_at.timestamp_millis())
    .bind(unless.unwrap_or(""))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Renews `holder`'s lease; false if it is no longer theirs.
pub async fn renew(conn: &mut Conn, holder: &str, now: DateTime<Utc>) -> Result<bool> {
    let done =
        sqlx::query("UPDATE instance_lease SET renewed_at = ?2 WHERE id = 1 AND holder = ?1")
            .bind(holder)
            .bind(now.timestamp_millis())
            .execute(&mut *conn)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// Gives `holder`'s lease up (a clean stop).
pub async fn release(conn: &mut Conn, holder: &str) -> Result<()> {
    sqlx::query("DELETE FROM instance_lease WHERE id = 1 AND holder = ?1")
        .bind(holder)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The lease of a database whose schema may be older than this binary's: None too when it
/// has no lease table yet.
pub async fn get_if_any(conn: &mut Conn) -> Result<Option<LeaseRow>> {
    let table: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'instance_lease'",
    )
    .fetch_one(&mut *conn)
    .await?;
    if table == 0 {
        return Ok(None);
    }
    get(conn).await
}
