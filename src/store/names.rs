//! Display names as members last showed them to the bot.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::{Conn, Result, UserId, unix};

pub async fn remember(conn: &mut Conn, user: UserId, name: &str, now: DateTime<Utc>) -> Result<()> {
    sqlx::query(
        "INSERT INTO user_names (user_id, name, seen_at) VALUES (?, ?, ?) \
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at",
    )
    .bind(user.db())
    .bind(name)
    .bind(unix(now))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The known names of `users` (one query; unknown users are left out).
pub async fn of(conn: &mut Conn, users: &[UserId]) -> Result<HashMap<UserId, String>> {
    let mut out = HashMap::new();
    // SQLite allows a limited number of bound values per statement: ask in chunks.
    for chunk in users.chunks(500) {
        let marks = vec!["?"; chunk.len()].join(",");
        let sql = format!("SELECT user_id, name FROM user_names WHERE user_id IN ({marks})");
        let mut query = sqlx::query_as::<_, (UserId, String)>(&sql);
        for u in chunk {
            query = query.bind(u.db());
        }
        out.extend(query.fetch_all(&mut *conn).await?);
    }
    Ok(out)
}
