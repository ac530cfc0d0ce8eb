//! The mark a backup leaves in its copy (see migration 202612040050): outbox rows written
//! before the copy was taken may have been delivered since by the original bot.

use chrono::{DateTime, Utc};

use super::{Conn, Result};

/// Marks the database as a restore copy taken now. Run on the copy only; creates the table
/// when the live database's binary is older than the migration.
pub async fn mark(conn: &mut Conn, taken_at_ms: i64) -> Result<()> {
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS restore_mark \
         (taken_at INTEGER NOT NULL, outbox_upto INTEGER NOT NULL)",
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM restore_mark")
        .execute(&mut *conn)
        .await?;
    sqlx::query(
        "INSERT INTO restore_mark (taken_at, outbox_upto) \
         SELECT ?, COALESCE(MAX(id), 0) FROM outbox",
    )
    .bind(taken_at_ms)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// What a restored copy knows of its backup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RestoreMark {
    /// The largest outbox id written before the copy was taken.
    pub outbox_upto: i64,
    /// When the copy was taken: the original bot can only have delivered those posts since.
    pub taken_at: DateTime<Utc>,
}

/// The mark, if this database is a restored copy whose pre-restore posts are not all
/// settled yet.
pub async fn get(conn: &mut Conn) -> Result<Option<RestoreMark>> {
    let row: Option<(i64, i64)> =
        sqlx::query_as("SELECT outbox_upto, taken_at FROM restore_mark ORDER BY outbox_upto DESC")
            .fetch_optional(&mut *conn)
            .await?;
    Ok(row.map(|(outbox_upto, taken_at)| RestoreMark {
        outbox_upto,
        taken_at: DateTime::from_timestamp_millis(taken_at).unwrap_or_default(),
    }))
}

/// Clears the mark once no outbox row it covers waits any more; true when it is gone.
pub async fn clear_if_settled(conn: &mut Conn) -> Result<bool> {
    sqlx::query(
        "DELETE FROM restore_mark WHERE NOT EXISTS (SELECT 1 FROM outbox \
         WHERE done_at IS NULL AND id <= restore_mark.outbox_upto)",
    )
    .execute(&mut *conn)
    .await?;
    Ok(get(conn).await?.is_none())
}
