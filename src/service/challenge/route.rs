//! Where a challenge goes, for every way of making one (`/challenge`, the Apps menu, a
//! rematch, `/practice`): the bot itself cannot accept, so a challenge to it is a practice game
//! that starts at once; anyone else gets a challenge to accept.

use crate::ai::Level;
use crate::service::challenge::make::Opponent;
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::{ChallengeRow, ChannelId, GuildId, MatchId, MatchOptions, UserId};

/// The level a practice game gets when none is asked for.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// A challenge as its challenger made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub challenger: UserId,
    pub opponent: Opponent,
    pub options: MatchOptions,
    /// The practice level asked for (a challenge to the bot only).
    pub level: Option<Level>,
    /// The private preview message it is posted from (the Apps menu): each preview posts one
    /// challenge, however often its button is pressed.
    pub preview: Option<u64>,
}

/// What became of a challenge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Challenged {
    /// Posted, waiting for its opponent (or anyone) to accept.
    Offered(ChallengeRow),
    /// Against the bot: the game has begun.
    Practice(PracticeStarted),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PracticeStarted {
    pub match_id: MatchId,
    pub level: Level,
    pub options: MatchOptions,
}

impl Service {
    /// Makes the challenge `request` describes (see the module doc).
    pub async fn make_challenge(&self, request: ChallengeRequest) -> ServiceResult<Challenged> {
        let ChallengeRequest {
            guild,
            channel,
            challenger,
            opponent,
            options,
            level,
            preview,
        } = request;
        let member = match opponent {
            Opponent::TheBot => None,
            Opponent::Member(user) if self.is_own_user(user) => None,
            Opponent::Member(user) => Some(Some(user)),
            Opponent::Anyone => Some(None),
        };
        if let Some(member) = member {
            let offered = match preview {
                Some(preview) => {
                    self.post_previewed_challenge(
                        preview, guild, channel, challenger, member, options,
                    )
                    .await?
                }
                None => {
                    self.offer_challenge(guild, channel, challenger, member, options)
                        .await?
                }
            };
            return Ok(Challenged::Offered(offered));
        }
        if options.rated {
            return Err(ServiceError::PracticeRated);
        }
        let bot = self
            .own_user()
            .ok_or_else(|| ServiceError::Internal("the bot's own user is not known yet".into()))?;
        let level = level.unwrap_or(DEFAULT_LEVEL);
        let match_id = self
            .create_practice_with(guild, channel, challenger, bot, level, options)
            .await?;
        Ok(Challenged::Practice(PracticeStarted {
            match_id,
            level,
            options,
        }))
    }

    /// `user` asks for a rematch of game `id`: against the bot a new practice game at once,
    /// against a member a new challenge with the colours swapped.
    pub async fn make_rematch(&self, id: MatchId, user: UserId) -> ServiceResult<Challenged> {
        if let Some((match_id, level, options)) = self.practice_rematch(id, user).await? {
            return Ok(Challenged::Practice(PracticeStarted {
                match_id,
                level,
                options,
            }));
        }
        Ok(Challenged::Offered(self.rematch(id, user).await?))
    }
}
