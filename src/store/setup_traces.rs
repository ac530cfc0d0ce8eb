//! What a setup phase leaves behind that is of no use once it is over: the interaction tokens
//! of private editor copies (each can post as the bot for 15 minutes), and the setup editor
//! posts in the outbox (each carries an arrangement in progress). Editor posts are the rows
//! whose slot is `match:<id>:setup:...` (`service::outbox::Slot::SetupEditor`).

use super::{Conn, MatchId, Result};

/// Forgets match `id`'s private copies and its delivered (or dropped) setup editor posts; a
/// post still waiting is forgotten by [`forget_post_if_over`] once delivered.
pub async fn forget(conn: &mut Conn, id: MatchId) -> Result<()> {
    super::private_copies::forget_match(conn, id).await?;
    sqlx::query("DELETE FROM outbox WHERE done_at IS NOT NULL AND slot LIKE ?")
        .bind(format!("match:{}:setup:%", id.0))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Forgets the closed outbox row `id` if it is a setup editor post of a match no longer in
/// its setup phase (or gone). True if it was forgotten.
pub async fn forget_post_if_over(conn: &mut Conn, id: i64) -> Result<bool> {
    // The match id is read from the slot (`match:<id>:setup:...`), so the match is found by
    // its key.
    let done = sqlx::query(
        "DELETE FROM outbox WHERE id = ? AND done_at IS NOT NULL AND slot LIKE 'match:%:setup:%' \
         AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.status = 'setup' AND m.id = \
             CAST(substr(outbox.slot, 7, instr(substr(outbox.slot, 7), ':') - 1) AS INTEGER))",
    )
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
