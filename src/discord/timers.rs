//! The Discord side of deadlines: nothing left to do at the moment they fire. Reminders and
//! the end a passed deadline brings are written to the outbox with the change that makes them
//! due, and the announcer posts them.

use crate::service::{Reminder, Settlement, TimerEvents};

/// Hands the scheduler's events to Discord (through the outbox).
pub struct DiscordTimers;

impl TimerEvents for DiscordTimers {
    async fn send_reminder(&self, _reminder: Reminder) {
        // Queued with the reminder's mark (`Service::take_reminder`).
    }

    async fn deadline_passed(&self, _settled: Settlement) {
        // The end and its boards were written to the outbox with the settlement.
    }
}
