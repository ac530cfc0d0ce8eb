//! The outbox: posts owed to Discord, written beside the change they announce. The store only
//! keeps rows; what a post says is the service's JSON, and delivering it the announcer's job.

use super::{Conn, Result};

/// A post waiting to be delivered.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub lane: String,
    pub slot: Option<String>,
    pub post: String,
    /// Unix milliseconds before which it is not tried.
    pub not_before: i64,
    #[sqlx(try_from = "i64")]
    pub attempts: u32,
}

/// Where a new row goes and when it may leave.
#[derive(Debug, Clone, Copy)]
pub struct NewRow<'a> {
    pub lane: &'a str,
    pub slot: Option<&'a str>,
    pub post: &'a str,
    pub now_ms: i64,
    pub not_before: i64,
}

pub async fn push(conn: &mut Conn, row: NewRow<'_>) -> Result<i64> {
    // A message edited in place shows only its newest version: an older one still waiting is
    // closed now, so it neither goes out nor holds the lane at its retry time.
    if let Some(slot) = row.slot {
        sqlx::query(
            "UPDATE outbox SET done_at = ?, result = 'superseded' \
             WHERE lane = ? AND slot = ? AND done_at IS NULL",
        )
        .bind(row.now_ms)
        .bind(row.lane)
        .bind(slot)
        .execute(&mut *conn)
        .await?;
    }
    let id = sqlx::query(
        "INSERT INTO outbox (lane, slot, post, created_at, not_before) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(row.lane)
    .bind(row.slot)
    .bind(row.post)
    .bind(row.now_ms)
    .bind(row.not_before)
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    Ok(id)
}

/// Lanes with work waiting, and when each lane's first post may next be tried. A lane goes in
/// order, so a later post that is due waits behind a first one that is not.
pub async fn pending_lanes(conn: &mut Conn) -> Result<Vec<(String, i64)>> {
    // SQLite takes a bare column of a MIN() aggregate from the row holding the minimum: the
    // lane's first waiting row's `not_before`.
    sqlx::query_as(
        "SELECT lane, not_before AS due FROM ( \
             SELECT lane, not_before, MIN(id) AS first FROM outbox WHERE done_at IS NULL \
             GROUP BY lane) ORDER BY first",
    )
    .fetch_all(&mut *conn)
    .await
}

/// The undelivered rows of a lane, oldest first.
pub async fn lane(conn: &mut Conn, lane: &str) -> Result<Vec<OutboxRow>> {
    sqlx::query_as(
        "SELECT id, lane, slot, post, not_before, attempts FROM outbox \
         WHERE lane = ? AND done_at IS NULL ORDER BY id",
    )
    .bind(lane)
    .fetch_all(&mut *conn)
    .await
}

/// Every undelivered row, oldest first, as `(id, post)`.
pub async fn waiting(conn: &mut Conn) -> Result<Vec<(i64, String)>> {
    sqlx::query_as("SELECT id, post FROM outbox WHERE done_at IS NULL ORDER BY id")
        .fetch_all(&mut *conn)
        .await
}

/// Replaces the post of undelivered row `id` (its lane and slot stay).
pub async fn rewrite(conn: &mut Conn, id: i64, post: &str) -> Result<()> {
    sqlx::query("UPDATE outbox SET post = ? WHERE id = ? AND done_at IS NULL")
        .bind(post)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Closes a row: delivered (`sent`), replaced by a newer one (`superseded`) or given up.
pub async fn finish(conn: &mut Conn, id: i64, now_ms: i64, result: &str) -> Result<()> {
    sqlx::query("UPDATE outbox SET done_at = ?, result = ? WHERE id = ? AND done_at IS NULL")
        .bind(now_ms)
        .bind(result)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Closes every undelivered row of `lane` and of the lanes below it (`lane:...`) with
/// `result`: posts that can no longer be delivered.
pub async fn drop_lane(conn: &mut Conn, lane: &str, now_ms: i64, result: &str) -> Result<u64> {
    let done = sqlx::query(
        "UPDATE outbox SET done_at = ?1, result = ?2 \
         WHERE done_at IS NULL AND (lane = ?3 OR substr(lane, 1, length(?4)) = ?4)",
    )
    .bind(now_ms)
    .bind(result)
    .bind(lane)
    .bind(format!("{lane}:"))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected())
}

/// Every post waiting for a retry may be tried now (Discord is back after an outage). Posts
/// held back on purpose (never tried yet) keep their time.
pub async fn due_now(conn: &mut Conn, now_ms: i64) -> Result<u64> {
    Ok(sqlx::query(
        "UPDATE outbox SET not_before = ?1 \
             WHERE done_at IS NULL AND attempts > 0 AND not_before > ?1",
    )
    .bind(now_ms)
    .execute(&mut *conn)
    .await?
    .rows_affected())
}

/// A failed attempt: try again at `not_before`.
pub async fn postpone(conn: &mut Conn, id: i64, not_before: i64) -> Result<()> {
    sqlx::query("UPDATE outbox SET attempts = attempts + 1, not_before = ? WHERE id = ?")
        .bind(not_before)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Moves row `id`'s earliest delivery to `not_before`, not counting an attempt.
pub async fn hold_until(conn: &mut Conn, id: i64, not_before: i64) -> Result<()> {
    sqlx::query("UPDATE outbox SET not_before = ? WHERE id = ? AND done_at IS NULL")
        .bind(not_before)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// When the first undelivered row of `slot` in `lane` written before row `id` is due, if any.
pub async fn slot_waiting_before(
    conn: &mut Conn,
    lane: &str,
    slot: &str,
    id: i64,
) -> Result<Option<i64>> {
    sqlx::query_scalar(
        "SELECT MIN(not_before) FROM outbox \
         WHERE lane = ? AND slot = ? AND id < ? AND done_at IS NULL",
    )
    .bind(lane)
    .bind(slot)
    .bind(id)
    .fetch_one(&mut *conn)
    .await
}

/// Whether a message-making post written before row `id` in its lane is still waiting (posts
/// that edit a message in place do not count: where they land does not depend on order).
pub async fn earlier_message_waiting(conn: &mut Conn, id: i64) -> Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM outbox o JOIN outbox h ON o.lane = h.lane \
         WHERE h.id = ? AND o.id < h.id AND o.done_at IS NULL AND o.slot IS NULL)",
    )
    .bind(id)
    .fetch_one(&mut *conn)
    .await
}

/// Rows of `lane` waiting for something else to happen first (held, never failed) may leave
/// at `now_ms`: what they waited for may have happened.
pub async fn wake_lane(conn: &mut Conn, lane: &str, now_ms: i64) -> Result<u64> {
    Ok(sqlx::query(
        "UPDATE outbox SET not_before = ?1 \
         WHERE lane = ?2 AND done_at IS NULL AND attempts = 0 AND not_before > ?1",
    )
    .bind(now_ms)
    .bind(lane)
    .execute(&mut *conn)
    .await?
    .rows_affected())
}

/// Lets a held row leave at `not_before` (sooner than its hold), not counting an attempt.
pub async fn release(conn: &mut Conn, id: i64, not_before: i64) -> Result<()> {
    sqlx::query("UPDATE outbox SET not_before = ? WHERE id = ? AND done_at IS NULL")
        .bind(not_before)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// How many rows ended each way (`sent`, `superseded`, ...), and how many are still waiting.
pub async fn tally(conn: &mut Conn) -> Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT COALESCE(result, 'waiting') AS result, COUNT(*) AS n FROM outbox \
         GROUP BY COALESCE(result, 'waiting') ORDER BY 1",
    )
    .fetch_all(&mut *conn)
    .await
}

/// Forgets rows delivered before `before_ms`, so the table stays small.
pub async fn prune(conn: &mut Conn, before_ms: i64) -> Result<u64> {
    Ok(
        sqlx::query("DELETE FROM outbox WHERE done_at IS NOT NULL AND done_at < ?")
            .bind(before_ms)
            .execute(&mut *conn)
            .await?
            .rows_affected(),
    )
}
