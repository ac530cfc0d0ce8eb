//! Each user's DM channel with the bot, remembered once Discord has opened it.

use super::{ChannelId, Conn, Result, UserId};

pub async fn get(conn: &mut Conn, user: UserId) -> Result<Option<ChannelId>> {
    sqlx::query_scalar("SELECT channel_id FROM dm_channels WHERE user_id = ?")
        .bind(user.db())
        .fetch_optional(&mut *conn)
        .await
}

pub async fn put(conn: &mut Conn, user: UserId, channel: ChannelId) -> Result<()> {
    sqlx::query("INSERT OR REPLACE INTO dm_channels (user_id, channel_id) VALUES (?, ?)")
        .bind(user.db())
        .bind(channel.db())
        .execute(&mut *conn)
        .await?;
    Ok(())
}
