//! Snowflake ids that look like Discord's: a millisecond timestamp shifted left by 22 bits, so
//! serenity's `created_at()` gives a sensible time and ids sort by creation.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds between the Unix epoch and Discord's epoch (2015-01-01).
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Hands out unique, increasing snowflakes.
#[derive(Debug, Default)]
pub struct Snowflakes {
    last: AtomicU64,
}

impl Snowflakes {
    pub fn next(&self) -> u64 {
        let now_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let candidate = now_ms.saturating_sub(DISCORD_EPOCH_MS) << 22;
        let mut last = self.last.load(Ordering::Relaxed);
        loop {
            let next = candidate.max(last + 1);
            match self
                .last
                .compare_exchange(last, next, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => return next,
                Err(actual) => last = actual,
            }
        }
    }
}

/// An RFC 3339 timestamp for "now", as Discord writes them in `timestamp` fields.
pub fn now_iso() -> String {
    chrono::Utc::now().to_rfc3339()
}
