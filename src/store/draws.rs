use super::{Conn, MatchId, Result};
use crate::engine::Color;

/// A standing draw offer: who offered and at which ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct DrawOffer {
    #[sqlx(rename = "color")]
    pub by: Color,
    #[sqlx(try_from = "i64")]
    pub ply: u32,
}

pub async fn get(conn: &mut Conn, id: MatchId) -> Result<Option<DrawOffer>> {
    sqlx::query_as("SELECT color, ply FROM draw_offers WHERE match_id = ?")
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await
}

pub async fn put(conn: &mut Conn, id: MatchId, offer: DrawOffer) -> Result<()> {
    sqlx::query("INSERT OR REPLACE INTO draw_offers (match_id, color, ply) VALUES (?, ?, ?)")
        .bind(id.0)
        .bind(offer.by.name())
        .bind(offer.ply as i64)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Withdraws the offer `by` made, if any; true if there was one.
pub async fn clear_by(conn: &mut Conn, id: MatchId, by: Color) -> Result<bool> {
    let done = sqlx::query("DELETE FROM draw_offers WHERE match_id = ? AND color = ?")
        .bind(id.0)
        .bind(by.name())
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn clear(conn: &mut Conn, id: MatchId) -> Result<()> {
    sqlx::query("DELETE FROM draw_offers WHERE match_id = ?")
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Draw offers `by` has made in the match so far.
pub async fn offers_made(conn: &mut Conn, id: MatchId, by: Color) -> Result<u32> {
    let n: Option<i64> =
        sqlx::query_scalar("SELECT offers FROM draw_offer_counts WHERE match_id = ? AND color = ?")
            .bind(id.0)
            .bind(by.name())
            .fetch_optional(&mut *conn)
            .await?;
    Ok(n.unwrap_or(0) as u32)
}

/// Counts one more offer by `by`.
pub async fn count_offer(conn: &mut Conn, id: MatchId, by: Color) -> Result<()> {
    sqlx::query(
        "INSERT INTO draw_offer_counts (match_id, color, offers) VALUES (?, ?, 1) \
         ON CONFLICT (match_id, color) DO UPDATE SET offers = offers + 1",
    )
    .bind(id.0)
    .bind(by.name())
    .execute(&mut *conn)
    .await?;
    Ok(())
}
