//! The rolling caps of `limits.rs` applied: challenges made (tighter to one member) and matches
//! started, counted in the caller's write transaction so two requests at once cannot both pass.

use std::sync::PoisonError;

use crate::service::{Rate, RollingCaps, Service, ServiceResult};
use crate::store::{self, Conn, GuildId, NewChallenge, UserId};

impl Service {
    /// Sets the rolling caps (the settings' or, in load tests, [`RollingCaps::OFF`]).
    pub fn set_rolling_caps(&self, caps: RollingCaps) {
        *self
            .inner
            .rolling_caps
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = caps;
    }

    fn rolling_caps(&self) -> RollingCaps {
        *self
            .inner
            .rolling_caps
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Refuses a challenge past [`Rate::ChallengesMade`] or, to one member,
    /// [`Rate::ChallengesToOne`]. Challenges that were not accepted count (open, withdrawn,
    /// declined, expired: each pinged someone for nothing); accepted ones made a match, which
    /// [`Service::may_start`] counts, so a pair's rematches are not held back here.
    pub(in crate::service) async fn challenge_caps(
        &self,
        conn: &mut Conn,
        new: &NewChallenge,
    ) -> ServiceResult<()> {
        let caps = self.rolling_caps();
        let now = self.clock().now();
        let to_one = new.opponent.map(|o| (Rate::ChallengesToOne, Some(o)));
        for (rate, target) in [(Rate::ChallengesMade, None)].into_iter().chain(to_one) {
            let Some(max) = caps.of(rate) else { continue };
            let newest = store::recent::challenges(
                conn,
                new.guild,
                new.challenger,
                target,
                rate.since(now),
                max,
            )
            .await?;
            rate.check(&newest, max)?;
        }
        Ok(())
    }

    /// Refuses a match (not a tournament game, not practice) when any of `players` already
    /// played in [`Rate::MatchesStarted`] that started within the window: each opens a thread,
    /// and accepting and resigning in setup with a second account must run out.
    pub(in crate::service) async fn may_start(
        &self,
        conn: &mut Conn,
        guild: GuildId,
        players: &[UserId],
    ) -> ServiceResult<()> {
        let rate = Rate::MatchesStarted;
        let Some(max) = self.rolling_caps().of(rate) else {
            return Ok(());
        };
        let since = rate.since(self.clock().now());
        for &player in players {
            let newest = store::recent::matches(conn, guild, player, since, max).await?;
            rate.check(&newest, max)?;
        }
        Ok(())
    }
}
