//! Members already pointed to /help (the first-use hint is shown once per member).

use chrono::{DateTime, Utc};

use super::{Conn, Result, UserId, unix};

/// Marks the member as pointed to /help; true if they had not been before.
pub async fn greet(conn: &mut Conn, user: UserId, now: DateTime<Utc>) -> Result<bool> {
    let done = sqlx::query("INSERT OR IGNORE INTO greeted (user_id, at) VALUES (?, ?)")
        .bind(user.db())
        .bind(unix(now))
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn is_greeted(conn: &mut Conn, user: UserId) -> Result<bool> {
    let found: Option<i64> = sqlx::query_scalar("SELECT 1 FROM greeted WHERE user_id = ?")
        .bind(user.db())
        .fetch_optional(&mut *conn)
        .await?;
    Ok(found.is_some())
}
