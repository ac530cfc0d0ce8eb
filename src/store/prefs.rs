use serde::{Deserialize, Serialize};

use super::{Conn, Result, UserId};

/// How ranks are numbered: one type shared with the images and texts.
pub use crate::engine::Numbering;

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UserPrefs {
    pub numbering: Numbering,
    /// Mention the player when it is their turn.
    pub ping: bool,
    /// A language tag like `de`; None follows the guild / Discord client.
    pub language: Option<String>,
}

impl Default for UserPrefs {
    fn default() -> Self {
        UserPrefs {
            numbering: Numbering::New,
            ping: true,
            language: None,
        }
    }
}

pub async fn get(conn: &mut Conn, user: UserId) -> Result<UserPrefs> {
    // The numbering is decoded as text: an unknown one means the default, not an error.
    let row: Option<(String, bool, Option<String>)> =
        sqlx::query_as("SELECT numbering, ping, language FROM user_prefs WHERE user_id = ?")
            .bind(user.db())
            .fetch_optional(&mut *conn)
            .await?;
    Ok(row
        .map(|(numbering, ping, language)| UserPrefs {
            numbering: Numbering::parse(&numbering).unwrap_or_default(),
            ping,
            language,
        })
        .unwrap_or_default())
}

pub async fn put(conn: &mut Conn, user: UserId, prefs: &UserPrefs) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO user_prefs (user_id, numbering, ping, language) VALUES (?, ?, ?, ?)",
    )
    .bind(user.db())
    .bind(prefs.numbering.name())
    .bind(prefs.ping)
    .bind(&prefs.language)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
