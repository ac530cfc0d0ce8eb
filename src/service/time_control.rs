//! What each time control means in practice: the choices offered at a challenge, how long
//! setup may take, how long a turn may take and when players are reminded.
//!
//! Policy (also in docs of [`super::deadlines`]):
//! - correspondence: a deadline per move (1, 2 or 3 days; default 1 day), setup 1 day;
//! - live: a deadline per move (2, 5 or 10 minutes), setup 10 minutes;
//! - clock: each player has a bank of time plus an increment per move; setup 10 minutes
//!   (1 day when the bank is a day or more).
//! - reminders: turns of 6 hours or more get one at half time and one an hour before the
//!   end; shorter turns of 2 minutes or more get one a minute before the end; shorter turns
//!   get none (a ping every move of a blitz game is noise).

use chrono::{DateTime, Duration, Utc};

use crate::store::TimeControl;

const MINUTE: u32 = 60;
const HOUR: u32 = 60 * MINUTE;
const DAY: u32 = 24 * HOUR;

impl TimeControl {
    /// The choices a challenger is offered, most common first.
    pub const PRESETS: [TimeControl; 9] = [
        TimeControl::Correspondence { per_move_secs: DAY },
        TimeControl::Correspondence {
            per_move_secs: 2 * DAY,
        },
        TimeControl::Correspondence {
            per_move_secs: 3 * DAY,
        },
        TimeControl::Live {
            per_move_secs: 2 * MINUTE,
        },
        TimeControl::Live {
            per_move_secs: 5 * MINUTE,
        },
        TimeControl::Live {
            per_move_secs: 10 * MINUTE,
        },
        TimeControl::Clock {
            base_secs: 10 * MINUTE,
            increment_secs: 5,
        },
        TimeControl::Clock {
            base_secs: 30 * MINUTE,
            increment_secs: 10,
        },
        TimeControl::Clock {
            base_secs: 3 * DAY,
            increment_secs: 12 * HOUR,
        },
    ];

    /// Whether the numbers are within what the bot supports; the text says what is not.
    pub fn check(&self) -> Result<(), &'static str> {
        match *self {
            TimeControl::Correspondence { per_move_secs } | TimeControl::Live { per_move_secs } => {
                if !(30..=14 * DAY).contains(&per_move_secs) {
                    return Err("a move may take between 30 seconds and 14 days");
                }
            }
            TimeControl::Clock {
                base_secs,
                increment_secs,
            } => {
                if !(MINUTE..=30 * DAY).contains(&base_secs) {
                    return Err("a clock starts with between 1 minute and 30 days");
                }
                if increment_secs > DAY {
                    return Err("a clock adds at most 1 day per move");
                }
            }
        }
        Ok(())
    }

    /// How long both players have to lock in their setups.
    pub fn setup_allowance(&self) -> Duration {
        let secs = match *self {
            TimeControl::Correspondence { .. } => DAY,
            TimeControl::Live { .. } => 10 * MINUTE,
            TimeControl::Clock { base_secs, .. } if base_secs >= DAY => DAY,
            TimeControl::Clock { .. } => 10 * MINUTE,
        };
        Duration::seconds(secs.into())
    }

    /// The time a player has for one move with a per-move deadline; None for a chess clock,
    /// where it is whatever is left in the bank.
    pub fn per_move(&self) -> Option<Duration> {
        match *self {
            TimeControl::Correspondence { per_move_secs } | TimeControl::Live { per_move_secs } => {
                Some(Duration::seconds(per_move_secs.into()))
            }
            TimeControl::Clock { .. } => None,
        }
    }

    /// Chess clock: the starting bank and the increment.
    pub fn clock(&self) -> Option<(Duration, Duration)> {
        match *self {
            TimeControl::Clock {
                base_secs,
                increment_secs,
            } => Some((
                Duration::seconds(base_secs.into()),
                Duration::seconds(increment_secs.into()),
            )),
            _ => None,
        }
    }
}

/// The moments a player who has not acted yet is reminded of a deadline running from
/// `started` to `due`, in order.
pub fn reminder_points(started: DateTime<Utc>, due: DateTime<Utc>) -> Vec<DateTime<Utc>> {
    let allowance = due - started;
    if allowance >= Duration::hours(6) {
        vec![started + allowance / 2, due - Duration::hours(1)]
    } else if allowance >= Duration::minutes(2) {
        vec![due - Duration::minutes(1)]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_and_default_is_one_day_per_move() {
        for preset in TimeControl::PRESETS {
            assert_eq!(preset.check(), Ok(()), "{preset:?}");
        }
        assert_eq!(TimeControl::default().per_move(), Some(Duration::hours(24)));
        assert!(TimeControl::Live { per_move_secs: 5 }.check().is_err());
        assert!(
            TimeControl::Clock {
                base_secs: 600,
                increment_secs: 2 * DAY
            }
            .check()
            .is_err()
        );
    }

    #[test]
    fn reminders_at_half_time_and_last_hour_or_last_minute() {
        let t = Utc::now();
        let day = reminder_points(t, t + Duration::days(1));
        assert_eq!(day, vec![t + Duration::hours(12), t + Duration::hours(23)]);
        let live = reminder_points(t, t + Duration::minutes(5));
        assert_eq!(live, vec![t + Duration::minutes(4)]);
        assert!(reminder_points(t, t + Duration::seconds(90)).is_empty());
    }
}
