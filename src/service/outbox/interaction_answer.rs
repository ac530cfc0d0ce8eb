//! A post the player's own command answers in place of the outbox. A `/move` typed in its
//! game's thread can carry the move's log line as its public response, which Discord does not
//! count against the bot's global limit. The outbox still holds the post, so it is sent
//! exactly once however the answer goes:
//! - the command answered: the command closes the post as `answered`;
//! - the answer failed: the command releases the post and the announcer sends it now;
//! - the bot died in between: the hold runs out, the announcer asks Discord whether the
//!   interaction was answered (its token lives 15 minutes) and sends the post only if not.

use std::time::Duration;

use chrono::Utc;
use serde::{Deserialize, Serialize};

use crate::service::{Service, ServiceResult};
use crate::store;

/// How long a held post waits for its command's answer. Discord takes the first response
/// within 3 s of the interaction; well past that, nothing can answer it any more.
pub const ANSWER_HOLD: Duration = Duration::from_secs(15);

/// An interaction's token: lets the bot answer that one interaction for 15 minutes. Stored
/// with the held post, never written to a log.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct InteractionToken(String);

impl InteractionToken {
    pub fn new(token: impl Into<String>) -> InteractionToken {
        InteractionToken(token.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for InteractionToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InteractionToken(..)")
    }
}

/// The outbox post a command may answer in place of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeldPost {
    pub outbox_id: i64,
}

/// A move's log post held for the mover's command, with what it says: the answer is composed
/// from the very post the outbox would send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldLog {
    pub held: HeldPost,
    pub post: crate::service::posts::MoveLogged,
}

impl Service {
    /// Whether the command may answer with the held post now: not while a message posted
    /// before it in its lane is still on its way, which the answer would overtake.
    pub async fn may_answer(&self, held: HeldPost) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        Ok(!store::outbox::earlier_message_waiting(&mut conn, held.outbox_id).await?)
    }

    /// The command answered with the held post: it is never sent.
    pub async fn post_answered(&self, held: HeldPost) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        let now = Utc::now().timestamp_millis();
        store::outbox::finish(&mut conn, held.outbox_id, now, "answered").await?;
        drop(conn);
        self.ring_outbox();
        Ok(())
    }

    /// The command could not answer: the announcer sends the held post now.
    pub async fn post_unanswered(&self, held: HeldPost) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        store::outbox::release(&mut conn, held.outbox_id, Utc::now().timestamp_millis()).await?;
        drop(conn);
        self.ring_outbox();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_never_shows_in_debug_output() {
        let token = InteractionToken::new("aW50ZXJhY3Rpb246c2VjcmV0");
        assert_eq!(format!("{token:?}"), "InteractionToken(..)");
        assert_eq!(
            serde_json::to_string(&token).unwrap(),
            "\"aW50ZXJhY3Rpb246c2VjcmV0\""
        );
    }
}
