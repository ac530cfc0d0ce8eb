//! The mark a backup leaves in its copy (see migration 202612040050): outbox rows written
//! before the copy was taken may have been delivered since by the original bot.

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

/// The largest outbox id written before the copy was taken, if this database is a restored
/// copy whose pre-restore posts are not all settled yet.
pub async fn outbox_upto(conn: &mut Conn) -> Result<Option<i64>> {
    sqlx::query_scalar("SELECT MAX(outbox_upto) FROM restore_mark")
        .fetch_one(&mut *conn)
        .await
}

/// Clears the mark once no outbox row it covers waits any more; true when it is gone.
pub async fn clear_if_settled(conn: &mut Conn) -> Result<bool> {
    sqlx::query(
        "DELETE FROM restore_mark WHERE NOT EXISTS (SELECT 1 FROM outbox \
         WHERE done_at IS NULL AND id <= restore_mark.outbox_upto)",
    )
    .execute(&mut *conn)
    .await?;
    Ok(outbox_upto(conn).await?.is_none())
}
