use super::{Conn, Result, UserId, unix};
use crate::engine::{Deployment, Variant};
use chrono::{DateTime, Utc};

/// A setup a player keeps under a name for later games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSetup {
    pub name: String,
    pub variant: Variant,
    pub deployment: Deployment,
}

/// A `saved_setups` row as stored.
#[derive(sqlx::FromRow)]
struct Record {
    name: String,
    variant: Variant,
    deployment: String,
}

impl TryFrom<Record> for SavedSetup {
    type Error = sqlx::Error;

    fn try_from(r: Record) -> Result<SavedSetup> {
        Ok(SavedSetup {
            name: r.name,
            variant: r.variant,
            deployment: Deployment::parse(&r.deployment)
                .map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
        })
    }
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

/// How many setups `user` keeps under names other than `name`: the count a save under `name`
/// must stay within (saving under a name they already use replaces that setup).
pub async fn count_besides(conn: &mut Conn, user: UserId, name: &str) -> Result<u32> {
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM saved_setups WHERE user_id = ? AND name <> ?")
            .bind(user.db())
            .bind(name)
            .fetch_one(&mut *conn)
            .await?;
    Ok(n as u32)
}

pub async fn get(conn: &mut Conn, user: UserId, name: &str) -> Result<Option<SavedSetup>> {
    sqlx::query_as::<_, Record>("SELECT * FROM saved_setups WHERE user_id = ? AND name = ?")
        .bind(user.db())
        .bind(name)
        .fetch_optional(&mut *conn)
        .await?
        .map(SavedSetup::try_from)
        .transpose()
}

pub async fn all_of(conn: &mut Conn, user: UserId) -> Result<Vec<SavedSetup>> {
    sqlx::query_as::<_, Record>("SELECT * FROM saved_setups WHERE user_id = ? ORDER BY name")
        .bind(user.db())
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(SavedSetup::try_from)
        .collect()
}

/// The names of `user`'s setups for `variant`, as a setup editor's load menu lists them.
pub async fn names_for(conn: &mut Conn, user: UserId, variant: Variant) -> Result<Vec<String>> {
    Ok(all_of(conn, user)
        .await?
        .into_iter()
        .filter(|s| s.variant == variant)
        .map(|s| s.name)
        .collect())
}

pub async fn delete(conn: &mut Conn, user: UserId, name: &str) -> Result<bool> {
    let done = sqlx::query("DELETE FROM saved_setups WHERE user_id = ? AND name = ?")
        .bind(user.db())
        .bind(name)
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() > 0)
}
