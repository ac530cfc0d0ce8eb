//! The setup editor shown privately in the thread to a player whose DMs are closed. Its three
//! ephemeral messages can only be edited with the token of the click that showed them, which
//! Discord takes for 15 minutes; the token is stored so a restart does not lose the copy.

use chrono::{Duration, Utc};

use crate::service::outbox::interaction_answer::InteractionToken;
use crate::service::{Service, ServiceResult};
use crate::store::{self, MatchId, UserId, private_copies::PrivateCopyRow};

/// How long Discord takes an interaction's token (a little less, to stay clear of its edge).
const TOKEN_LIFETIME: Duration = Duration::minutes(14);

/// Where a player's private copy stands. Its token can post as the bot: `Debug` hides it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrivateCopy {
    /// Editable: the token and the picture, left and right messages.
    Live {
        token: InteractionToken,
        messages: [u64; 3],
    },
    /// Shown, but its token has run out: the player must show it again.
    Expired,
    /// Never shown (or the setup is over).
    None,
}

impl Service {
    /// Remembers the private copy just shown by the click with `token`.
    pub async fn remember_private_copy(
        &self,
        id: MatchId,
        user: UserId,
        token: &str,
        messages: [u64; 3],
    ) -> ServiceResult<()> {
        let row = PrivateCopyRow {
            token: token.to_owned(),
            messages,
            expires_at: Utc::now() + TOKEN_LIFETIME,
        };
        let mut conn = self.store().conn().await?;
        store::private_copies::put(&mut conn, id, user, &row).await?;
        Ok(())
    }

    pub async fn private_copy(&self, id: MatchId, user: UserId) -> ServiceResult<PrivateCopy> {
        let mut conn = self.store().conn().await?;
        Ok(
            match store::private_copies::get(&mut conn, id, user).await? {
                Some(row) if row.expires_at > Utc::now() => PrivateCopy::Live {
                    token: InteractionToken::new(row.token),
                    messages: row.messages,
                },
                Some(_) => PrivateCopy::Expired,
                None => PrivateCopy::None,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_private_copy_never_prints_its_token() {
        let copy = PrivateCopy::Live {
            token: InteractionToken::new("aW50ZXJhY3Rpb246c2VjcmV0"),
            messages: [1, 2, 3],
        };
        let shown = format!("{copy:?} {copy:#?}");
        assert!(!shown.contains("aW50ZXJhY3Rpb246c2VjcmV0"), "{shown}");
        assert!(
            shown.contains("[1, 2, 3]") || shown.contains("1,"),
            "{shown}"
        );
        let row = PrivateCopyRow {
            token: "aW50ZXJhY3Rpb246c2VjcmV0".into(),
            messages: [1, 2, 3],
            expires_at: Utc::now(),
        };
        let shown = format!("{row:?} {row:#?}");
        assert!(!shown.contains("aW50ZXJhY3Rpb246c2VjcmV0"), "{shown}");
    }
}
