//! The tap-to-swap editor's state: which square a player has selected, and which taps were
//! applied (a redelivered tap must not swap twice).

use chrono::{DateTime, Utc};

use super::{Conn, MatchId, Result, unix};
use crate::engine::Color;

/// The slot a player has selected, if any.
pub async fn selected(conn: &mut Conn, id: MatchId, color: Color) -> Result<Option<usize>> {
    let slot: Option<i64> =
        sqlx::query_scalar("SELECT selected FROM setups WHERE match_id = ? AND color = ?")
            .bind(id.0)
            .bind(color.name())
            .fetch_optional(&mut *conn)
            .await?
            .flatten();
    Ok(slot
        .and_then(|s| usize::try_from(s).ok())
        .filter(|s| *s < 40))
}

/// Sets (or clears) the selection of a setup that is not locked in yet.
pub async fn select(conn: &mut Conn, id: MatchId, color: Color, slot: Option<usize>) -> Result<()> {
    sqlx::query("UPDATE setups SET selected = ? WHERE match_id = ? AND color = ?")
        .bind(slot.map(|s| s as i64))
        .bind(id.0)
        .bind(color.name())
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Records a tap by its interaction id; false if that tap was recorded before.
pub async fn record_tap(
    conn: &mut Conn,
    interaction: u64,
    id: MatchId,
    color: Color,
    slot: usize,
    now: DateTime<Utc>,
) -> Result<bool> {
    let done = sqlx::query(
        "INSERT OR IGNORE INTO setup_taps (interaction_id, match_id, color, slot, applied_at) \
         VALUES (?, ?, ?, ?, ?)",
    )
    .bind(interaction as i64)
    .bind(id.0)
    .bind(color.name())
    .bind(slot as i64)
    .bind(unix(now))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Forgets the match's taps: once its setup phase is over no tap can apply, so they only
/// took room.
pub async fn forget_taps(conn: &mut Conn, id: MatchId) -> Result<()> {
    sqlx::query("DELETE FROM setup_taps WHERE match_id = ?")
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
