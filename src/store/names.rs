//! Display names as members last showed them to the bot: per server (`guild_names`, the
//! nickname there) and everywhere (`user_names`, the global name, the fallback).

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::{Conn, GuildId, Result, UserId, unix};

/// Records the name `user` shows on `guild`, or everywhere when `guild` is None.
pub async fn remember(
    conn: &mut Conn,
    guild: Option<GuildId>,
    user: UserId,
    name: &str,
    now: DateTime<Utc>,
) -> Result<()> {
    let query = match guild {
        Some(guild) => sqlx::query(
            "INSERT INTO guild_names (guild_id, user_id, name, seen_at) VALUES (?, ?, ?, ?) \
             ON CONFLICT (guild_id, user_id) \
             DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at",
        )
        .bind(guild.db()),
        None => sqlx::query(
            "INSERT INTO user_names (user_id, name, seen_at) VALUES (?, ?, ?) \
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at",
        ),
    };
    query
        .bind(user.db())
        .bind(name)
        .bind(unix(now))
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The known names of `users` on `guild` (their name everywhere where the server's is
/// unknown, or when `guild` is None); unknown users are left out.
pub async fn of(
    conn: &mut Conn,
    guild: Option<GuildId>,
    users: &[UserId],
) -> Result<HashMap<UserId, String>> {
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
        let Some(guild) = guild else { continue };
        let sql = format!(
            "SELECT user_id, name FROM guild_names WHERE guild_id = ? AND user_id IN ({marks})"
        );
        let mut query = sqlx::query_as::<_, (UserId, String)>(&sql).bind(guild.db());
        for u in chunk {
            query = query.bind(u.db());
        }
        // The server's name wins over the one shown everywhere.
        out.extend(query.fetch_all(&mut *conn).await?);
    }
    Ok(out)
}
