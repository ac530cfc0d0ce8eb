//! Backoff for tournaments the periodic tick could not settle. Each tournament fails and is
//! retried on its own, so one that cannot be started or settled never holds up the others. The
//! count and the retry time are stored, so a restart keeps both: stuck tournaments are not all
//! retried at once, and an organiser is told of a failure once, not once per restart.

use chrono::{DateTime, Duration, Utc};

use crate::service::{Service, ServiceResult};
use crate::store::{self, TournamentId};

/// First wait after a failure; it doubles with each further failure up to [`LONGEST_WAIT`].
pub const FIRST_WAIT: Duration = Duration::minutes(1);
pub const LONGEST_WAIT: Duration = Duration::hours(1);

/// The outcome of recording one failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Failed {
    /// Failures in a row, this one included.
    pub failures: u32,
    pub retry_at: DateTime<Utc>,
}

/// The wait after the `failures`-th failure in a row.
pub fn wait_after(failures: u32) -> Duration {
    let doublings = failures.saturating_sub(1).min(10);
    (FIRST_WAIT * 2i32.pow(doublings)).min(LONGEST_WAIT)
}

impl Service {
    /// Whether `id` is still waiting out an earlier failure.
    pub(in crate::service) async fn tick_waiting(
        &self,
        id: TournamentId,
        now: DateTime<Utc>,
    ) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        let failing = store::tick_failures::get(&mut conn, id).await?;
        Ok(failing.is_some_and(|(_, retry_at)| retry_at > now))
    }

    /// Counts one more failure of `id` and sets its next try.
    pub(in crate::service) async fn tick_failure(
        &self,
        id: TournamentId,
        now: DateTime<Utc>,
    ) -> ServiceResult<Failed> {
        let mut tx = self.store().begin().await?;
        let before = store::tick_failures::get(&mut tx, id).await?;
        let failures = before.map_or(0, |(n, _)| n).saturating_add(1);
        let retry_at = now + wait_after(failures);
        store::tick_failures::record(&mut tx, id, failures, retry_at).await?;
        tx.commit().await?;
        Ok(Failed { failures, retry_at })
    }

    /// `id` went through: the next failure starts from the first wait again.
    pub(in crate::service) async fn tick_succeeded(&self, id: TournamentId) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        Ok(store::tick_failures::clear(&mut conn, id).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_up_to_an_hour() {
        let waits: Vec<i64> = (1..=9).map(|n| wait_after(n).num_minutes()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(wait_after(u32::MAX), LONGEST_WAIT);
    }
}
