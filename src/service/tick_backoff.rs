//! Backoff for tournaments the periodic tick could not settle. Each tournament fails and is
//! retried on its own, so one that cannot be started or settled never holds up the others.

use std::collections::HashMap;
use std::sync::Mutex;

use chrono::{DateTime, Duration, Utc};

use crate::store::TournamentId;

/// First wait after a failure; it doubles with each further failure up to [`LONGEST_WAIT`].
pub const FIRST_WAIT: Duration = Duration::minutes(1);
pub const LONGEST_WAIT: Duration = Duration::hours(1);

#[derive(Debug, Default)]
pub struct TickBackoff {
    // Held only for map updates, never across an await.
    failing: Mutex<HashMap<TournamentId, Failing>>,
}

#[derive(Debug, Clone, Copy)]
struct Failing {
    failures: u32,
    retry_at: DateTime<Utc>,
}

/// The outcome of recording one failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Failed {
    /// Failures in a row, this one included.
    pub failures: u32,
    pub retry_at: DateTime<Utc>,
}

impl TickBackoff {
    /// Whether `id` is still waiting out an earlier failure.
    pub fn waiting(&self, id: TournamentId, now: DateTime<Utc>) -> bool {
        self.map().get(&id).is_some_and(|f| f.retry_at > now)
    }

    pub fn failed(&self, id: TournamentId, now: DateTime<Utc>) -> Failed {
        let mut map = self.map();
        let failures = map.get(&id).map_or(0, |f| f.failures) + 1;
        let doublings = (failures - 1).min(10);
        let wait = (FIRST_WAIT * 2i32.pow(doublings)).min(LONGEST_WAIT);
        let retry_at = now + wait;
        map.insert(id, Failing { failures, retry_at });
        Failed { failures, retry_at }
    }

    /// `id` went through: the next failure starts from the first wait again.
    pub fn succeeded(&self, id: TournamentId) {
        self.map().remove(&id);
    }

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<TournamentId, Failing>> {
        self.failing.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_up_to_an_hour_and_reset_on_success() {
        let b = TickBackoff::default();
        let id = TournamentId(7);
        let now = DateTime::<Utc>::from_timestamp(1_000_000, 0).unwrap();
        let waits: Vec<i64> = (0..9)
            .map(|_| (b.failed(id, now).retry_at - now).num_minutes())
            .collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert!(b.waiting(id, now + Duration::minutes(59)));
        assert!(!b.waiting(TournamentId(8), now));
        b.succeeded(id);
        assert!(!b.waiting(id, now));
        assert_eq!(b.failed(id, now).failures, 1);
    }
}
