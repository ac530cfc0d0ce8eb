//! What each time control means in practice: the choices offered at a challenge, how long
//! setup may take, how long a turn may take and when players are reminded.
//!
//! Policy (also in docs of [`crate::service::game::deadlines`]):
//! - correspondence: a deadline per move (1, 2 or 3 days; default 1 day), setup 1 day;
//! - live: a deadline per move (2, 5 or 10 minutes), setup 10 minutes;
//! - clock: each player has a bank of time plus an increment per move; setup 10 minutes
//!   (1 day when the bank is a day or more).
//! - reminders: turns of 6 hours or more get one at half time and one an hour before the
//!   end; shorter turns of 2 minutes or more get one a minute before the end; shorter turns
//!   get none (a ping every move of a blitz game is noise).

use chrono::{DateTime, Duration, Utc};

use crate::store::{DeadlinePhase, DeadlineRow, ReminderPlan, TimeControl};

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

    /// Whether the numbers are within what the bot supports; the error is the catalogue key
    /// that says what is not.
    pub fn check(&self) -> Result<(), &'static str> {
        match *self {
            TimeControl::Correspondence { per_move_secs } | TimeControl::Live { per_move_secs } => {
                if !(30..=14 * DAY).contains(&per_move_secs) {
                    return Err("option-move-time-range");
                }
            }
            TimeControl::Clock {
                base_secs,
                increment_secs,
            } => {
                if !(MINUTE..=30 * DAY).contains(&base_secs) {
                    return Err("option-clock-base-range");
                }
                if increment_secs > DAY {
                    return Err("option-clock-increment-range");
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

/// The moments the player a deadline waits for is reminded, in order: the usual points
/// ([`reminder_points`]), or for a long move (six hours or more) the plan the player chose.
pub fn reminder_points_of(row: &DeadlineRow) -> Vec<DateTime<Utc>> {
    let (started, due) = (row.started_at, row.due_at);
    let allowance = due - started;
    if row.phase != DeadlinePhase::Move || allowance < Duration::hours(6) {
        return reminder_points(started, due);
    }
    let last_hour = due - Duration::hours(1);
    match row.reminders {
        ReminderPlan::Usual => reminder_points(started, due),
        ReminderPlan::Off => Vec::new(),
        ReminderPlan::Once => vec![last_hour],
        ReminderPlan::EveryHours(hours) => {
            let every = Duration::hours(hours.max(1).into());
            let mut points: Vec<_> = (1..)
                .map(|n| started + every * n)
                .take_while(|&at| at < last_hour)
                .collect();
            points.push(last_hour);
            points
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

    fn move_row(hours: i64, plan: ReminderPlan) -> DeadlineRow {
        let t = DateTime::from_timestamp(1_700_000_000, 0).unwrap();
        DeadlineRow {
            match_id: crate::store::MatchId(1),
            phase: DeadlinePhase::Move,
            ply: 3,
            color: Some(crate::engine::Color::Blue),
            started_at: t,
            due_at: t + Duration::hours(hours),
            banks: None,
            reminders_sent: 0,
            reminders: plan,
        }
    }

    #[test]
    fn a_players_reminder_plan_shapes_long_turns_only() {
        let hours = |points: Vec<DateTime<Utc>>, row: &DeadlineRow| -> Vec<i64> {
            points
                .iter()
                .map(|p| (*p - row.started_at).num_hours())
                .collect()
        };
        let usual = move_row(24, ReminderPlan::Usual);
        assert_eq!(hours(reminder_points_of(&usual), &usual), [12, 23]);
        let off = move_row(24, ReminderPlan::Off);
        assert!(reminder_points_of(&off).is_empty());
        let once = move_row(24, ReminderPlan::Once);
        assert_eq!(hours(reminder_points_of(&once), &once), [23]);
        let every = move_row(24, ReminderPlan::EveryHours(6));
        assert_eq!(hours(reminder_points_of(&every), &every), [6, 12, 18, 23]);
        let every = move_row(24, ReminderPlan::EveryHours(72));
        assert_eq!(hours(reminder_points_of(&every), &every), [23]);
        // A live game's turn keeps its one-minute warning whatever the plan.
        let mut live = move_row(0, ReminderPlan::Off);
        live.due_at = live.started_at + Duration::minutes(5);
        assert_eq!(reminder_points_of(&live).len(), 1);
        // Setup reminders go to both players: nobody's plan applies.
        let mut setup = move_row(24, ReminderPlan::Off);
        setup.phase = DeadlinePhase::Setup;
        setup.color = None;
        assert_eq!(reminder_points_of(&setup).len(), 2);
    }

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
