//! The private copies of setup editors (see the migration `0024_private_editor_copies.sql`).

use chrono::{DateTime, Utc};

use super::{Conn, MatchId, Result, UserId, from_unix, unix};

/// The interaction token that can edit a private copy, the copy's three messages (picture,
/// left half, right half) and when the token stops working.
#[derive(Clone, PartialEq, Eq)]
pub struct PrivateCopyRow {
    pub token: String,
    pub messages: [u64; 3],
    pub expires_at: DateTime<Utc>,
}

impl std::fmt::Debug for PrivateCopyRow {
    // The token can post as the bot: never in a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PrivateCopyRow")
            .field("messages", &self.messages)
            .field("expires_at", &self.expires_at)
            .finish_non_exhaustive()
    }
}

pub async fn put(conn: &mut Conn, id: MatchId, user: UserId, copy: &PrivateCopyRow) -> Result<()> {
    let [picture, left, right] = copy.messages.map(|m| m as i64);
    sqlx::query(
        "INSERT INTO private_editor_copies \
         (match_id, user_id, token, picture_id, left_id, right_id, expires_at) \
         VALUES (?, ?, ?, ?, ?, ?, ?) \
         ON CONFLICT (match_id, user_id) DO UPDATE SET token = excluded.token, \
         picture_id = excluded.picture_id, left_id = excluded.left_id, \
         right_id = excluded.right_id, expires_at = excluded.expires_at",
    )
    .bind(id.0)
    .bind(user.db())
    .bind(&copy.token)
    .bind(picture)
    .bind(left)
    .bind(right)
    .bind(unix(copy.expires_at))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, id: MatchId, user: UserId) -> Result<Option<PrivateCopyRow>> {
    let row: Option<(String, i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT token, picture_id, left_id, right_id, expires_at FROM private_editor_copies \
         WHERE match_id = ? AND user_id = ?",
    )
    .bind(id.0)
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?;
    Ok(
        row.map(|(token, picture, left, right, expires)| PrivateCopyRow {
            token,
            messages: [picture, left, right].map(|m| m as u64),
            expires_at: from_unix(expires),
        }),
    )
}

/// The game's setup is over (or the game is): its copies can no longer be edited usefully.
pub async fn forget_match(conn: &mut Conn, id: MatchId) -> Result<()> {
    sqlx::query("DELETE FROM private_editor_copies WHERE match_id = ?")
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
