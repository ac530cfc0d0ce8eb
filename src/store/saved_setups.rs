use chrono::{DateTime, Utc};
use sqlx::Row;
use sqlx::sqlite::SqliteRow;

use super::{Conn, Result, UserId, json, unix};
use crate::engine::{Deployment, Variant};

/// A setup a player keeps under a name for later games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSetup {
    pub name: String,
    pub variant: Variant,
    pub deployment: Deployment,
}

fn row(r: SqliteRow) -> Result<SavedSetup> {
    let text: String = r.try_get("deployment")?;
    Ok(SavedSetup {
        name: r.try_get("name")?,
        variant: json::named(r.try_get("variant")?, Variant::parse)?,
        deployment: Deployment::parse(&text).map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
    })
}

pub async fn put(
    conn: &mut Conn,
    user: UserId,
    setup: &SavedSetup,
    now: DateTime<Utc>,
) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO saved_setups (user_id, name, variant, deployment, saved_at) \
         VALUES (?, ?, ?, ?, ?)",
    )
    .bind(user.db())
    .bind(&setup.name)
    .bind(setup.variant.name())
    .bind(setup.deployment.to_string())
    .bind(unix(now))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, user: UserId, name: &str) -> Result<Option<SavedSetup>> {
    sqlx::query("SELECT * FROM saved_setups WHERE user_id = ? AND name = ?")
        .bind(user.db())
        .bind(name)
        .fetch_optional(&mut *conn)
        .await?
        .map(row)
        .transpose()
}

pub async fn all_of(conn: &mut Conn, user: UserId) -> Result<Vec<SavedSetup>> {
    sqlx::query("SELECT * FROM saved_setups WHERE user_id = ? ORDER BY name")
        .bind(user.db())
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(row)
        .collect()
}

pub async fn delete(conn: &mut Conn, user: UserId, name: &str) -> Result<bool> {
    let done = sqlx::query("DELETE FROM saved_setups WHERE user_id = ? AND name = ?")
        .bind(user.db())
        .bind(name)
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() > 0)
}
