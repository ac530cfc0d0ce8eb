//! How long one practice move may think when others queue for the one thinking core: the
//! budget shrinks so that the last game in the queue still hears back within [`MAX_WAIT`],
//! instead of every game thinking its full budget while the rest wait.

use std::time::Duration;

use crate::ai::Limits;

/// The longest a practice game should wait for the bot's move, queueing included.
pub const MAX_WAIT: Duration = Duration::from_millis(2500);

/// The least a move may think however busy the core is (one sampled setup takes a few ms).
pub const MIN_BUDGET: Duration = Duration::from_millis(30);

/// `limits` for a move that already waited `waited` for the core, with `behind` more games
/// queued after it: what is left of [`MAX_WAIT`], shared with those behind, never more than
/// the configured budget.
pub fn shrink(limits: Limits, waited: Duration, behind: usize) -> Limits {
    let left = MAX_WAIT.saturating_sub(waited);
    let share = left / (behind as u32 + 1);
    Limits {
        budget: limits.budget.min(share).max(MIN_BUDGET),
        ..limits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_game_thinks_its_full_budget() {
        let base = Limits::default();
        assert_eq!(shrink(base, Duration::ZERO, 0), base);
    }

    /// Twenty games asking at once: each thinks in turn, and the last one's answer still
    /// comes within the wait a player accepts.
    #[test]
    fn a_queue_of_twenty_shares_the_wait() {
        let base = Limits::default();
        let mut clock = Duration::ZERO;
        for behind in (0..20).rev() {
            clock += shrink(base, clock, behind).budget;
        }
        assert!(clock <= MAX_WAIT + MIN_BUDGET, "{clock:?}");
        // The first in the queue gets a twentieth of the wait, not its full 1.2 s.
        assert_eq!(shrink(base, Duration::ZERO, 19).budget, MAX_WAIT / 20);
    }

    #[test]
    fn a_long_wait_still_leaves_a_little_thinking() {
        let b = shrink(Limits::default(), Duration::from_secs(9), 5).budget;
        assert_eq!(b, MIN_BUDGET);
    }
}
