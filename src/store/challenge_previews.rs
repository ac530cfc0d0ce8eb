//! Which Apps-menu challenge previews have posted their challenge (see the migration
//! `202612040040_challenge_previews.sql`).

use super::{ChallengeId, Conn, Result};

/// Notes that the preview `message` posted `challenge`; false if it had already posted one.
pub async fn mark_posted(conn: &mut Conn, message: u64, challenge: ChallengeId) -> Result<bool> {
    let done = sqlx::query(
        "INSERT INTO posted_challenge_previews (message_id, challenge_id) VALUES (?, ?) \
         ON CONFLICT (message_id) DO NOTHING",
    )
    .bind(message as i64)
    .bind(challenge.0)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
