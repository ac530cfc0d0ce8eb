//! Per-member pacing of pictures nobody needs to play: replay steps, heat maps and `/help`.
//! Each member has a small allowance per kind that refills with time (a token bucket), so one
//! member clicking as fast as they can gets a friendly private "slow down" instead of keeping
//! the picture pool busy for everyone. Players' own boards are never paced.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::discord::UserError;
use crate::service::UserId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Paced {
    ReplayStep,
    HeatMap,
    Help,
}

impl Paced {
    /// How many at once, and how long until one more is allowed.
    fn allowance(self) -> (f64, Duration) {
        match self {
            // Stepping through a game: a long run of quick clicks (a game watched move by move
            // in every view), then twenty a second, about a tenth of a core for one member.
            Paced::ReplayStep => (200.0, Duration::from_millis(50)),
            Paced::HeatMap => (3.0, Duration::from_secs(10)),
            // The guide does not change: twice, then once every 30 seconds.
            Paced::Help => (2.0, Duration::from_secs(30)),
        }
    }
}

#[derive(Debug)]
struct Bucket {
    left: f64,
    at: Instant,
}

/// Members' allowances; entries that refilled completely are forgotten now and then.
#[derive(Debug, Default)]
pub struct Pacing(Mutex<HashMap<(UserId, Paced), Bucket>>);

/// Entries kept before full ones are swept out.
const SWEEP_AT: usize = 10_000;

impl Pacing {
    /// Takes one of `user`'s allowance for `kind`, or says how long until there is one.
    pub fn take_at(&self, user: UserId, kind: Paced, now: Instant) -> Result<(), Duration> {
        let (burst, every) = kind.allowance();
        let refill = |b: &Bucket| {
            (b.left + now.duration_since(b.at).as_secs_f64() / every.as_secs_f64()).min(burst)
        };
        let mut buckets = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if buckets.len() >= SWEEP_AT {
            buckets.retain(|(_, k), b| refill(b) < k.allowance().0);
        }
        let bucket = buckets.entry((user, kind)).or_insert(Bucket {
            left: burst,
            at: now,
        });
        let left = refill(bucket);
        if left < 1.0 {
            return Err(every.mul_f64(1.0 - left));
        }
        *bucket = Bucket {
            left: left - 1.0,
            at: now,
        };
        Ok(())
    }

    /// As `take_at`, now; a refusal is the member's private "slow down".
    pub fn take(&self, user: UserId, kind: Paced) -> Result<(), UserError> {
        self.take_at(user, kind, Instant::now()).map_err(|wait| {
            UserError::new("error-slow-down").with("seconds", wait.as_secs().max(1))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_one_per_refill_each_member_and_kind_apart() {
        let pacing = Pacing::default();
        let (alice, bob) = (UserId(1), UserId(2));
        let t0 = Instant::now();
        for _ in 0..2 {
            assert!(pacing.take_at(alice, Paced::Help, t0).is_ok());
        }
        let wait = pacing.take_at(alice, Paced::Help, t0).unwrap_err();
        assert_eq!(wait, Duration::from_secs(30));
        // Others, and other kinds, are not held up.
        assert!(pacing.take_at(bob, Paced::Help, t0).is_ok());
        assert!(pacing.take_at(alice, Paced::HeatMap, t0).is_ok());
        let later = t0 + Duration::from_secs(30);
        assert!(pacing.take_at(alice, Paced::Help, later).is_ok());
        assert!(pacing.take_at(alice, Paced::Help, later).is_err());
    }
}
