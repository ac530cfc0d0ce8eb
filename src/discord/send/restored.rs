//! Sending a message for a post written before a restore. The original bot may have delivered
//! it after the backup was taken, so the announcer runs such a post's delivery inside
//! [`checking`]; every message that delivery creates goes through [`send`], which first looks
//! for a message the bot already posted in the channel with the same text (and attachment
//! names) since the backup was taken, and hands that back instead of posting again. Outside
//! [`checking`], [`send`] just sends: a bot that was not restored pays nothing.

use std::future::Future;

use chrono::{DateTime, Utc};
use poise::serenity_prelude as serenity;

/// How many of a channel's newest messages are compared: Discord's most per request.
const LOOK_BACK: u8 = 50;

/// How long before the backup a matching message still counts as this post: a post is sent
/// before its row is marked done, so one in flight while the copy was taken was sent just
/// before it.
const IN_FLIGHT: chrono::TimeDelta = chrono::TimeDelta::minutes(1);

/// Set while a pre-restore post is delivered.
#[derive(Debug, Clone, Copy)]
struct Checking {
    /// The bot's user id, once known.
    bot: Option<serenity::UserId>,
    /// Messages older than this are other, earlier posts with the same text.
    since: DateTime<Utc>,
}

tokio::task_local! {
    static CHECKING: Checking;
}

/// Runs `deliver` (one pre-restore post's delivery) with every message it creates checked
/// against the bot's messages sent since the backup was `taken_at`.
pub async fn checking<F: Future>(
    bot: Option<serenity::UserId>,
    taken_at: DateTime<Utc>,
    deliver: F,
) -> F::Output {
    let since = taken_at - IN_FLIGHT;
    CHECKING.scope(Checking { bot, since }, deliver).await
}

/// Sends `msg` to `channel`; while [`checking`], returns the bot's matching recent message
/// instead when there is one. A failed look is returned as the send's error, so the post is
/// retried later like any failed send (and never posted blind).
pub async fn send(
    http: &serenity::Http,
    channel: impl Into<serenity::ChannelId>,
    msg: serenity::CreateMessage,
) -> serenity::Result<serenity::Message> {
    let channel = channel.into();
    if let Ok(Checking { bot, since }) = CHECKING.try_with(|c| *c) {
        let recent = channel
            .messages(http, serenity::GetMessages::new().limit(LOOK_BACK))
            .await?;
        let wanted = Shape::of_builder(&msg);
        if let Some(found) = recent.into_iter().find(|m| {
            bot.map_or(m.author.bot, |bot| m.author.id == bot)
                && *m.timestamp >= since
                && Shape::of_message(m) == wanted
        }) {
            tracing::info!(
                channel = channel.get(),
                message = found.id.get(),
                "post already delivered before the restore; not sent again"
            );
            return Ok(found);
        }
    }
    channel.send_message(http, msg).await
}

/// What two messages must share to be the same post: Discord's GET returns no nonces.
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    content: String,
    files: Vec<String>,
}

impl Shape {
    fn of_builder(msg: &serenity::CreateMessage) -> Shape {
        // The builder's fields are private; its JSON body is what Discord receives.
        let json = serde_json::to_value(msg).unwrap_or_default();
        let content = json["content"]
            .as_str()
            .unwrap_or_default()
            .trim()
            .to_string();
        let mut files: Vec<String> = json["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a["filename"].as_str().map(str::to_string))
            .collect();
        files.sort();
        Shape { content, files }
    }

    fn of_message(m: &serenity::Message) -> Shape {
        let mut files: Vec<String> = m.attachments.iter().map(|a| a.filename.clone()).collect();
        files.sort();
        Shape {
            content: m.content.trim().to_string(),
            files,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_builder_shows_its_text_and_file_names() {
        let msg = serenity::CreateMessage::new()
            .content(" Alice moved \n")
            .add_file(serenity::CreateAttachment::bytes(vec![1, 2], "board.png"));
        assert_eq!(
            Shape::of_builder(&msg),
            Shape {
                content: "Alice moved".into(),
                files: vec!["board.png".into()],
            }
        );
    }
}
