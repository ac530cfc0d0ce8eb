//! A challenge posted from its private preview (the Apps menu's "Challenge to Stratego"):
//! once per preview, whichever of several presses of its button comes first.

use crate::service::challenge::make::CHALLENGE_EXPIRY;
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::{self, ChallengeRow, ChannelId, GuildId, MatchOptions, UserId};

impl Service {
    /// Makes the challenge the preview message `preview` shows, like
    /// [`offer_challenge`](Service::offer_challenge); refused with
    /// [`ServiceError::PreviewPosted`] if that preview has already posted its challenge
    /// (nothing is made then). Reached through [`make_challenge`](Service::make_challenge).
    pub(in crate::service) async fn post_previewed_challenge(
        &self,
        preview: u64,
        guild: GuildId,
        channel: ChannelId,
        challenger: UserId,
        opponent: Option<UserId>,
        options: MatchOptions,
    ) -> ServiceResult<ChallengeRow> {
        let new = store::NewChallenge {
            guild,
            channel,
            challenger,
            opponent,
            options,
            expires_at: self.clock().now() + CHALLENGE_EXPIRY,
        };
        // Both in one write transaction: two presses at once cannot both post.
        let mut tx = self.store().begin().await?;
        let row = self.create_challenge_in(&mut tx, &new).await?;
        if !store::challenge_previews::mark_posted(&mut tx, preview, row.id).await? {
            return Err(ServiceError::PreviewPosted);
        }
        tx.commit().await?;
        Ok(row)
    }
}
