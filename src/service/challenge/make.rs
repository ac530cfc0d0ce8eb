//! Challenges: offered, then accepted into a match, declined, withdrawn or expired.

use chrono::{DateTime, Utc};

use crate::engine::{ByColor, Color, Deployment, Variant};
use crate::service::game::report::MatchCreated;
use crate::service::{Service, ServiceError, ServiceResult, outbox::posts};
use crate::store::{
    self, ChallengeId, ChallengeRow, ChallengeStatus, ChannelId, ColorChoice, GuildId, MatchId,
    MatchOptions, NewMatch, SetupRow, UserId,
};

/// How long a challenge stays open.
pub const CHALLENGE_EXPIRY: chrono::TimeDelta = chrono::TimeDelta::hours(24);

/// Whom a challenge is aimed at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// An open challenge: anyone but the challenger may accept.
    Anyone,
    Member(UserId),
    /// The bot itself: a practice game.
    TheBot,
}

/// What a challenger chose; everything left out is decided by [`ChallengeChoices::options`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChallengeChoices {
    pub variant: Option<Variant>,
    pub two_squares: Option<u8>,
    pub one_time_bombs: Option<bool>,
    pub first: Option<ColorChoice>,
    pub time_control: Option<store::TimeControl>,
    pub rated: Option<bool>,
    pub spectator_delay: Option<u8>,
}

impl ChallengeChoices {
    /// The match these choices make against `opponent`: the bot's defaults for the rest. A game
    /// against the bot is practice, unrated unless asked (which practice then refuses).
    pub fn options(&self, opponent: Opponent) -> MatchOptions {
        let defaults = MatchOptions::default();
        MatchOptions {
            variant: self.variant.unwrap_or(defaults.variant),
            two_squares_limit: self.two_squares.unwrap_or(defaults.two_squares_limit),
            one_time_bombs: self.one_time_bombs.unwrap_or(defaults.one_time_bombs),
            challenger_color: self.first.unwrap_or(defaults.challenger_color),
            time_control: self.time_control.unwrap_or(defaults.time_control),
            rated: self.rated.unwrap_or(opponent != Opponent::TheBot),
            spectator_delay: self.spectator_delay.unwrap_or(defaults.spectator_delay),
        }
    }
}

impl Service {
    /// `challenger` offers a match with `options` to `opponent` (None: anyone), open for
    /// [`CHALLENGE_EXPIRY`].
    pub async fn offer_challenge(
        &self,
        guild: GuildId,
        channel: ChannelId,
        challenger: UserId,
        opponent: Option<UserId>,
        options: MatchOptions,
    ) -> ServiceResult<ChallengeRow> {
        self.create_challenge(store::NewChallenge {
            guild,
            channel,
            challenger,
            opponent,
            options,
            expires_at: self.clock().now() + CHALLENGE_EXPIRY,
        })
        .await
    }

    pub async fn create_challenge(&self, new: store::NewChallenge) -> ServiceResult<ChallengeRow> {
        let mut tx = self.store().begin().await?;
        let row = self.create_challenge_in(&mut tx, &new).await?;
        tx.commit().await?;
        Ok(row)
    }

    /// Makes the challenge in the caller's (write) transaction.
    pub(in crate::service) async fn create_challenge_in(
        &self,
        tx: &mut store::Conn,
        new: &store::NewChallenge,
    ) -> ServiceResult<ChallengeRow> {
        if new.opponent == Some(new.challenger) {
            return Err(ServiceError::SelfChallenge);
        }
        check_options(&new.options)?;
        // Counted in the inserting (write-locked) transaction: two challenges made at once
        // cannot both see room for one more.
        let open =
            store::challenges::open_by(tx, new.guild, new.challenger, self.clock().now()).await?;
        if open >= crate::service::MAX_OPEN_CHALLENGES {
            return Err(ServiceError::Limit(crate::service::Limit::OpenChallenges));
        }
        self.challenge_caps(tx, new).await?;
        let id = store::challenges::insert(tx, new, self.clock().now()).await?;
        store::usual_options::put(tx, new.guild, new.challenger, &new.options).await?;
        store::challenges::get(tx, id)
            .await?
            .ok_or(ServiceError::NoSuchChallenge)
    }

    /// A rematch of a match, offered by `user` to their opponent: the same options with the
    /// colours swapped, posted where the match was played.
    pub async fn rematch(&self, id: MatchId, user: UserId) -> ServiceResult<ChallengeRow> {
        let m = self.get_match(id).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        let mut options = m.options;
        // The clicker takes the other colour.
        options.challenger_color = match color {
            Color::Red => ColorChoice::Blue,
            Color::Blue => ColorChoice::Red,
        };
        self.create_challenge(store::NewChallenge {
            guild: m.guild,
            channel: m.thread.unwrap_or(m.channel),
            challenger: user,
            opponent: Some(*m.players.get(color.opponent())),
            options,
            expires_at: self.clock().now() + CHALLENGE_EXPIRY,
        })
        .await
    }

    /// The options `user` last challenged with on `guild`, else the bot's defaults.
    pub async fn usual_options(&self, guild: GuildId, user: UserId) -> ServiceResult<MatchOptions> {
        let mut conn = self.store().conn().await?;
        Ok(store::usual_options::get(&mut conn, guild, user)
            .await?
            .unwrap_or_default())
    }

    pub async fn challenge(&self, id: ChallengeId) -> ServiceResult<ChallengeRow> {
        let mut conn = self.store().conn().await?;
        store::challenges::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchChallenge)
    }

    /// `user` takes up the challenge: a match is created, colours assigned and both players
    /// start from a random legal setup.
    pub async fn accept_challenge(
        &self,
        id: ChallengeId,
        user: UserId,
    ) -> ServiceResult<MatchCreated> {
        let mut tx = self.store().begin().await?;
        let c = store::challenges::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchChallenge)?;
        if c.status != ChallengeStatus::Open || c.expires_at <= self.clock().now() {
            return Err(ServiceError::ChallengeClosed);
        }
        if user == c.challenger {
            return Err(ServiceError::OwnChallenge);
        }
        if c.opponent.is_some_and(|o| o != user) {
            return Err(ServiceError::NotYourChallenge);
        }
        let challenger_color = c.options.challenger_color.fixed().unwrap_or_else(|| {
            if rand::random() {
                Color::Red
            } else {
                Color::Blue
            }
        });
        let players = ByColor::new_with(|color| {
            if color == challenger_color {
                c.challenger
            } else {
                user
            }
        });
        self.may_start(&mut tx, c.guild, &[players.red, players.blue])
            .await?;
        let match_id = self
            .create_match_in(&mut tx, c.guild, c.channel, players, c.options)
            .await?;
        if !store::challenges::close(&mut tx, id, ChallengeStatus::Accepted, Some(match_id)).await?
        {
            return Err(ServiceError::ChallengeClosed);
        }
        self.owe_opening(&mut tx, match_id, Some(id)).await?;
        tx.commit().await?;
        self.deadlines_changed();
        self.announced();
        Ok(MatchCreated {
            challenge: id,
            match_id,
            players,
        })
    }

    /// Starts a match directly (tournament pairings): setups begin random.
    pub async fn create_match(
        &self,
        guild: GuildId,
        channel: ChannelId,
        players: ByColor<UserId>,
        options: MatchOptions,
    ) -> ServiceResult<store::MatchId> {
        check_options(&options)?;
        let mut tx = self.store().begin().await?;
        let id = self
            .create_match_in(&mut tx, guild, channel, players, options)
            .await?;
        tx.commit().await?;
        self.deadlines_changed();
        Ok(id)
    }

    pub(in crate::service) async fn create_match_in(
        &self,
        conn: &mut store::Conn,
        guild: GuildId,
        channel: ChannelId,
        players: ByColor<UserId>,
        options: MatchOptions,
    ) -> ServiceResult<store::MatchId> {
        let new = NewMatch {
            guild,
            channel,
            players,
            options,
            rules: options.rules(),
        };
        let match_id = store::matches::insert(conn, &new, self.clock().now()).await?;
        // Seeds drawn before any await: ThreadRng is not Send, and callers run on any thread.
        let seeds: [u64; 2] = rand::random();
        for color in Color::ALL {
            let setup = SetupRow {
                match_id,
                color,
                user: *players.get(color),
                deployment: Deployment::random(options.variant, seeds[color.index()]),
                ready: false,
                salt: None,
                commitment: None,
            };
            store::setups::insert(conn, &setup).await?;
        }
        self.arm_setup(conn, match_id, options.time_control).await?;
        Ok(match_id)
    }

    /// The named opponent turns the challenge down.
    pub async fn decline_challenge(
        &self,
        id: ChallengeId,
        user: UserId,
    ) -> ServiceResult<ChallengeRow> {
        self.close_challenge(id, user, ChallengeStatus::Declined)
            .await
    }

    /// The challenger takes the challenge back.
    pub async fn withdraw_challenge(
        &self,
        id: ChallengeId,
        user: UserId,
    ) -> ServiceResult<ChallengeRow> {
        self.close_challenge(id, user, ChallengeStatus::Withdrawn)
            .await
    }

    async fn close_challenge(
        &self,
        id: ChallengeId,
        user: UserId,
        to: ChallengeStatus,
    ) -> ServiceResult<ChallengeRow> {
        let mut tx = self.store().begin().await?;
        let c = store::challenges::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchChallenge)?;
        let allowed = match to {
            ChallengeStatus::Withdrawn => user == c.challenger,
            // An open challenge has nobody to decline it: ignoring it is declining.
            _ => c.opponent == Some(user),
        };
        if !allowed {
            return Err(ServiceError::NotYourChallenge);
        }
        if !store::challenges::close(&mut tx, id, to, None).await? {
            return Err(ServiceError::ChallengeClosed);
        }
        let closed = store::challenges::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchChallenge)?;
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::ChallengeClosed(posts::ChallengeClosed {
                challenge: id,
            }),
        )
        .await?;
        tx.commit().await?;
        self.announced();
        Ok(closed)
    }

    /// Expires open challenges whose time is up (their messages are edited by the announcer).
    pub async fn expire_challenges(&self, now: DateTime<Utc>) -> ServiceResult<Vec<ChallengeRow>> {
        let mut tx = self.store().begin().await?;
        let expired = store::challenges::expire(&mut tx, now).await?;
        for c in &expired {
            crate::service::outbox::queue::enqueue(
                &mut tx,
                &crate::service::outbox::queue::Announcement::ChallengeClosed(
                    posts::ChallengeClosed { challenge: c.id },
                ),
            )
            .await?;
        }
        tx.commit().await?;
        if !expired.is_empty() {
            self.announced();
        }
        Ok(expired)
    }

    pub async fn open_challenges(&self, guild: GuildId) -> ServiceResult<Vec<ChallengeRow>> {
        let mut conn = self.store().conn().await?;
        Ok(store::challenges::open_in_guild(&mut conn, guild).await?)
    }
}

pub(in crate::service) fn check_options(options: &MatchOptions) -> ServiceResult<()> {
    if options.variant == Variant::Free {
        return Err(ServiceError::BadOption(
            "option-free-variant-not-for-matches",
        ));
    }
    if !(1..=10).contains(&options.two_squares_limit) {
        return Err(ServiceError::BadOption("option-two-squares-limit-range"));
    }
    if options.spectator_delay > store::MAX_SPECTATOR_DELAY {
        return Err(ServiceError::BadOption("option-spectator-delay-range"));
    }
    options
        .time_control
        .check()
        .map_err(ServiceError::BadOption)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unchosen_challenge_options_are_the_bots_defaults_and_practice_is_unrated() {
        let none = ChallengeChoices::default();
        let against_member = none.options(Opponent::Member(UserId(5)));
        assert_eq!(against_member, MatchOptions::default());
        assert!(against_member.rated);
        assert_eq!(none.options(Opponent::Anyone), MatchOptions::default());
        assert!(!none.options(Opponent::TheBot).rated);
        let chosen = ChallengeChoices {
            variant: Some(Variant::Duel),
            two_squares: Some(5),
            one_time_bombs: Some(true),
            first: Some(ColorChoice::Blue),
            time_control: Some(store::TimeControl::LIVE),
            rated: Some(false),
            spectator_delay: Some(4),
        };
        let options = chosen.options(Opponent::Anyone);
        assert_eq!(options.spectator_delay, 4);
        assert_eq!(options.variant, Variant::Duel);
        assert_eq!(options.two_squares_limit, 5);
        assert!(options.one_time_bombs && !options.rated);
        assert_eq!(options.challenger_color, ColorChoice::Blue);
        assert_eq!(options.time_control, store::TimeControl::LIVE);
    }
}
