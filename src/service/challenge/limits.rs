//! Per-member limits that keep one member from flooding a server: open challenges (each one
//! pings its opponent, and a rematch is a challenge too), draw offers per game (each one pings
//! the opponent), practice games (each one opens a thread) and tournaments created; and the
//! saved setups a member keeps; and rolling caps (challenges made, matches started) and the
//! quick-pairing cooldown, whose refusals say when they lift. Each is counted in the
//! transaction that adds one, so two requests at once cannot both pass.

use chrono::{DateTime, Utc};

/// Open challenges one member may have on a server at once.
pub const MAX_OPEN_CHALLENGES: u32 = 3;
/// Practice games against the bot one member may have in setup or play on a server at once.
pub const MAX_OPEN_PRACTICE: u32 = 2;
/// Draw offers one player may make in one game.
pub const MAX_DRAW_OFFERS: u32 = 3;
/// Tournaments one member may have taking sign-ups or running on a server at once. The
/// catalogue's `service-error-tournament-too-many` says this number in words.
pub const MAX_OPEN_TOURNAMENTS: u32 = 2;
/// Saved setups one member may keep (on every server together): a select menu lists at most
/// 25 options.
pub const MAX_SAVED_SETUPS: u32 = 25;

/// A limit that was reached; nothing was changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    OpenChallenges,
    OpenPractice,
    DrawOffers,
    SavedSetups,
}

impl Limit {
    pub const ALL: [Limit; 4] = [
        Limit::OpenChallenges,
        Limit::OpenPractice,
        Limit::DrawOffers,
        Limit::SavedSetups,
    ];

    pub fn max(self) -> u32 {
        match self {
            Limit::OpenChallenges => MAX_OPEN_CHALLENGES,
            Limit::OpenPractice => MAX_OPEN_PRACTICE,
            Limit::DrawOffers => MAX_DRAW_OFFERS,
            Limit::SavedSetups => MAX_SAVED_SETUPS,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Limit::OpenChallenges => "too-many-challenges",
            Limit::OpenPractice => "too-many-practice-games",
            Limit::DrawOffers => "too-many-draw-offers",
            Limit::SavedSetups => "too-many-saved-setups",
        }
    }
}

/// Challenges one member may make on a server within [`CHALLENGE_WINDOW`] that are not
/// accepted (each pings someone: challenging and withdrawing in a loop must run out; accepted
/// ones count as matches started instead).
pub const MAX_CHALLENGES_MADE: u32 = 10;
/// ...and to the same member: a tighter cap, so one member cannot be pinged over and over.
pub const MAX_CHALLENGES_TO_ONE: u32 = 3;
pub const CHALLENGE_WINDOW: chrono::Duration = chrono::Duration::hours(1);
/// Matches one member may play in that start on a server within [`MATCH_WINDOW`] (each opens a
/// thread): accepted challenges, open challenges and quick pairing alike. Tournament games
/// are left out (a round pairs members without asking them) and practice has its own cap.
pub const MAX_MATCHES_STARTED: u32 = 10;
pub const MATCH_WINDOW: chrono::Duration = chrono::Duration::hours(1);
/// How long a member who abandons a quick-paired game in setup waits to join the queue again.
pub const QUEUE_COOLDOWN: chrono::Duration = chrono::Duration::minutes(10);

/// The rolling caps a server admin may set (`.env.example`: a large correspondence community
/// may start more than ten matches an hour); 0 turns a cap off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollingCaps {
    pub challenges_made: u32,
    pub challenges_to_one: u32,
    pub matches_started: u32,
}

impl Default for RollingCaps {
    fn default() -> Self {
        RollingCaps {
            challenges_made: MAX_CHALLENGES_MADE,
            challenges_to_one: MAX_CHALLENGES_TO_ONE,
            matches_started: MAX_MATCHES_STARTED,
        }
    }
}

impl RollingCaps {
    /// No rolling cap: for load tests and benchmarks, which play thousands of games between
    /// the same two accounts.
    pub const OFF: RollingCaps = RollingCaps {
        challenges_made: 0,
        challenges_to_one: 0,
        matches_started: 0,
    };

    /// How many of `rate` fit in its window; `None`: not capped.
    pub fn of(self, rate: Rate) -> Option<u32> {
        let max = match rate {
            Rate::ChallengesMade => self.challenges_made,
            Rate::ChallengesToOne => self.challenges_to_one,
            Rate::MatchesStarted => self.matches_started,
            Rate::QueueCooldown => return Some(0),
        };
        (max > 0).then_some(max)
    }
}

/// A rolling cap (or a cooldown) that was reached; the refusal says when it lifts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rate {
    ChallengesMade,
    ChallengesToOne,
    /// The member asking, or the other player of the match they would start.
    MatchesStarted,
    /// Abandoned a quick-paired game in setup.
    QueueCooldown,
}

impl Rate {
    pub const ALL: [Rate; 4] = [
        Rate::ChallengesMade,
        Rate::ChallengesToOne,
        Rate::MatchesStarted,
        Rate::QueueCooldown,
    ];

    pub fn window(self) -> chrono::Duration {
        match self {
            Rate::ChallengesMade | Rate::ChallengesToOne => CHALLENGE_WINDOW,
            Rate::MatchesStarted => MATCH_WINDOW,
            Rate::QueueCooldown => QUEUE_COOLDOWN,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Rate::ChallengesMade => "challenges-too-often",
            Rate::ChallengesToOne => "challenges-to-one-too-often",
            Rate::MatchesStarted => "matches-too-often",
            Rate::QueueCooldown => "queue-cooldown",
        }
    }

    /// Refuses when `newest` (the times counted in the window, newest first, at least `max`
    /// of them if there are) already holds the cap of `max`: the member may try again when
    /// the oldest of the newest `max` leaves the window.
    pub fn check(
        self,
        newest: &[DateTime<Utc>],
        max: u32,
    ) -> Result<(), crate::service::ServiceError> {
        match newest.get((max as usize).saturating_sub(1)) {
            Some(&oldest) if newest.len() >= max as usize => {
                Err(crate::service::ServiceError::TooSoon {
                    rate: self,
                    until: oldest + self.window(),
                    count: max,
                })
            }
            _ => Ok(()),
        }
    }

    /// Where the window starts at `now`.
    pub fn since(self, now: DateTime<Utc>) -> DateTime<Utc> {
        now - self.window()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rolling_cap_lifts_when_its_oldest_counted_leaves_the_window() {
        let t = |m: i64| DateTime::from_timestamp(1_900_000_000 + m * 60, 0).unwrap();
        let under: Vec<_> = (0..2).rev().map(t).collect();
        assert!(Rate::ChallengesToOne.check(&under, 3).is_ok());
        let full: Vec<_> = (0..3).rev().map(t).collect();
        match Rate::ChallengesToOne.check(&full, 3) {
            Err(crate::service::ServiceError::TooSoon { rate, until, count }) => {
                assert_eq!(count, 3);
                assert_eq!(rate, Rate::ChallengesToOne);
                assert_eq!(until, t(0) + CHALLENGE_WINDOW);
            }
            other => panic!("{other:?}"),
        }
    }
}
