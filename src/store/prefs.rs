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
    /// How they are reminded of their turn in correspondence games.
    pub reminders: ReminderPlan,
}

/// How a player is reminded of a long turn (correspondence: six hours or more).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ReminderPlan {
    /// At half time and an hour before the end.
    #[default]
    Usual,
    Off,
    /// An hour before the end.
    Once,
    /// Every so many hours until they move (and an hour before the end).
    EveryHours(u8),
}

impl ReminderPlan {
    /// The longest gap a player may ask for between reminders.
    pub const MAX_HOURS: u8 = 72;

    /// As stored: NULL for the usual plan.
    pub fn db(self) -> Option<String> {
        match self {
            ReminderPlan::Usual => None,
            ReminderPlan::Off => Some("off".into()),
            ReminderPlan::Once => Some("once".into()),
            ReminderPlan::EveryHours(h) => Some(format!("every:{h}")),
        }
    }

    /// Anything unreadable is the usual plan: a preference is never worth an error.
    pub fn parse(text: Option<&str>) -> ReminderPlan {
        match text {
            Some("off") => ReminderPlan::Off,
            Some("once") => ReminderPlan::Once,
            Some(t) => t
                .strip_prefix("every:")
                .and_then(|h| h.parse::<u8>().ok())
                .filter(|h| (1..=Self::MAX_HOURS).contains(h))
                .map_or(ReminderPlan::Usual, ReminderPlan::EveryHours),
            None => ReminderPlan::Usual,
        }
    }
}

impl Default for UserPrefs {
    fn default() -> Self {
        UserPrefs {
            numbering: Numbering::New,
            ping: true,
            language: None,
            reminders: ReminderPlan::Usual,
        }
    }
}

pub async fn get(conn: &mut Conn, user: UserId) -> Result<UserPrefs> {
    // The numbering is decoded as text: an unknown one means the default, not an error.
    let row: Option<(String, bool, Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT numbering, ping, language, reminders FROM user_prefs WHERE user_id = ?",
    )
    .bind(user.db())
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row
        .map(|(numbering, ping, language, reminders)| UserPrefs {
            numbering: Numbering::parse(&numbering).unwrap_or_default(),
            ping,
            language,
            reminders: ReminderPlan::parse(reminders.as_deref()),
        })
        .unwrap_or_default())
}

pub async fn put(conn: &mut Conn, user: UserId, prefs: &UserPrefs) -> Result<()> {
    sqlx::query(
        "INSERT OR REPLACE INTO user_prefs (user_id, numbering, ping, language, reminders) \
         VALUES (?, ?, ?, ?, ?)",
    )
    .bind(user.db())
    .bind(prefs.numbering.name())
    .bind(prefs.ping)
    .bind(&prefs.language)
    .bind(prefs.reminders.db())
    .execute(&mut *conn)
    .await?;
    Ok(())
}
