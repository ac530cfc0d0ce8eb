//! The Discord side of deadlines: reminders ping the player in the match thread and by DM,
//! and a deadline that passed is announced like any other end of a game.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::Data;
use super::post::Post;
use super::retry::{Backoff, retry};
use super::text::{mention, private_lang, public_lang, tr};
use super::thread::in_thread;
use crate::service::{DeadlinePhase, Reminder, Settlement, TimerEvents};

/// Hands the scheduler's events to Discord.
pub struct DiscordTimers {
    pub http: Arc<serenity::Http>,
    pub data: Data,
}

fn reminder_key(phase: DeadlinePhase) -> &'static str {
    match phase {
        DeadlinePhase::Setup => "timer-setup-reminder",
        DeadlinePhase::Move => "timer-reminder",
    }
}

impl DiscordTimers {
    async fn remind(&self, r: Reminder) -> anyhow::Result<()> {
        let m = self.data.service.get_match(r.match_id).await?;
        // Discord shows `<t:…:R>` in each reader's own time zone and language.
        let deadline = format!("<t:{}:R>", r.due_at.timestamp());
        let key = reminder_key(r.phase);
        let args = |lang, user| {
            tr(
                lang,
                key,
                &[
                    ("player", mention(user)),
                    ("game", r.match_id.to_string()),
                    ("deadline", deadline.clone()),
                ],
            )
        };
        if m.thread.is_some() {
            let lang = public_lang(&self.data, m.guild).await;
            for &(_, user) in &r.to {
                let post = &Post {
                    ping: vec![user],
                    ..Post::text(args(lang, user))
                };
                // An archived thread is reopened, a deleted one replaced.
                let sent = in_thread(&self.http, &self.data, r.match_id, |thread| async move {
                    retry(Backoff::BACKGROUND, "thread-reminder", || {
                        thread.send_message(&self.http, post.create())
                    })
                    .await
                    .map_err(anyhow::Error::from)
                })
                .await;
                if let Err(err) = sent {
                    // Even then the DM is left.
                    tracing::warn!(match_id = %r.match_id, "reminder not posted in thread: {err:#}");
                }
            }
        }
        for &(_, user) in &r.to {
            let lang = private_lang(&self.data, user, None).await;
            let text = args(lang, user);
            let sent = match super::post::dm_channel(&self.http, &self.data, user).await {
                Ok(dm) => retry(Backoff::BACKGROUND, "dm-reminder", || {
                    dm.send_message(&self.http, Post::text(text.clone()).create())
                })
                .await
                .map_err(anyhow::Error::from),
                Err(err) => Err(err),
            };
            if let Err(err) = sent {
                // Closed DMs: the thread ping has to do.
                tracing::info!(%user, "reminder DM not delivered: {err}");
            }
        }
        Ok(())
    }
}

impl TimerEvents for DiscordTimers {
    async fn send_reminder(&self, reminder: Reminder) {
        let id = reminder.match_id;
        if let Err(err) = self.remind(reminder).await {
            tracing::warn!(match_id = %id, "reminder failed: {err:#}");
        }
    }

    async fn deadline_passed(&self, _settled: Settlement) {
        // The end and its boards were written to the outbox with the settlement; the announcer
        // posts them.
    }
}
