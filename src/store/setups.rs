use super::{Conn, MatchId, Result, UserId};
use crate::engine::{Color, Deployment};

/// One player's setup in a match. Salt and commitment are set when they press ready.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupRow {
    pub match_id: MatchId,
    pub color: Color,
    pub user: UserId,
    pub deployment: Deployment,
    pub ready: bool,
    pub salt: Option<String>,
    pub commitment: Option<String>,
}

/// A `setups` row as stored (the editor's `selected` column is read by `setup_grid`).
#[derive(sqlx::FromRow)]
struct Record {
    match_id: MatchId,
    color: Color,
    user_id: UserId,
    deployment: String,
    ready: bool,
    salt: Option<String>,
    commitment: Option<String>,
}

impl TryFrom<Record> for SetupRow {
    type Error = sqlx::Error;

    fn try_from(r: Record) -> Result<SetupRow> {
        Ok(SetupRow {
            match_id: r.match_id,
            color: r.color,
            user: r.user_id,
            deployment: Deployment::parse(&r.deployment)
                .map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
            ready: r.ready,
            salt: r.salt,
            commitment: r.commitment,
        })
    }
}

pub async fn insert(conn: &mut Conn, setup: &SetupRow) -> Result<()> {
    sqlx::query(
        "INSERT INTO setups (match_id, color, user_id, deployment, ready, salt, commitment) \
         VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(setup.match_id.0)
    .bind(setup.color.name())
    .bind(setup.user.db())
    .bind(setup.deployment.to_string())
    .bind(setup.ready)
    .bind(&setup.salt)
    .bind(&setup.commitment)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, id: MatchId, color: Color) -> Result<Option<SetupRow>> {
    sqlx::query_as::<_, Record>("SELECT * FROM setups WHERE match_id = ? AND color = ?")
        .bind(id.0)
        .bind(color.name())
        .fetch_optional(&mut *conn)
        .await?
        .map(SetupRow::try_from)
        .transpose()
}

/// Both setups of a match, red then blue.
pub async fn both(conn: &mut Conn, id: MatchId) -> Result<Vec<SetupRow>> {
    sqlx::query_as::<_, Record>("SELECT * FROM setups WHERE match_id = ? ORDER BY color DESC")
        .bind(id.0)
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(SetupRow::try_from)
        .collect()
}

/// Replaces the deployment of a setup that is not ready yet; false if it was ready.
pub async fn set_deployment(
    conn: &mut Conn,
    id: MatchId,
    color: Color,
    deployment: &Deployment,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE setups SET deployment = ? WHERE match_id = ? AND color = ? AND ready = 0",
    )
    .bind(deployment.to_string())
    .bind(id.0)
    .bind(color.name())
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Locks a setup in with its salt and commitment; false if it was already ready.
pub async fn mark_ready(
    conn: &mut Conn,
    id: MatchId,
    color: Color,
    salt: &str,
    commitment: &str,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE setups SET ready = 1, salt = ?, commitment = ? \
         WHERE match_id = ? AND color = ? AND ready = 0",
    )
    .bind(salt)
    .bind(commitment)
    .bind(id.0)
    .bind(color.name())
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
