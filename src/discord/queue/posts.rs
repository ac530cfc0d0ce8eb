//! The quick-pairing queue on Discord: the one message per server that lists who is waiting
//! (edited in place), the words for a seek, and the Leave button.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{mention, private_lang, public_lang, tr};
use crate::discord::send::post::{Post, upsert};
use crate::discord::{Data, Error, edge::ids};
use crate::i18n::{self, Lang};
use crate::service::{
    ChannelId, GuildId, MatchOptions, MessageKind, MessageScope, QueueEntry, TimeControl,
};

/// The queue message names this many members and counts the rest.
pub const LISTED: usize = 20;

/// "Classic, live, rated": what a member waits for.
pub fn seek_text(lang: Lang, options: &MatchOptions) -> String {
    let time = match options.time_control {
        TimeControl::Correspondence { .. } => "play-time-correspondence",
        _ => "play-time-live",
    };
    let rated = if options.rated {
        "challenge-rated"
    } else {
        "challenge-unrated"
    };
    tr(
        lang,
        "play-seek",
        &[
            ("variant", i18n::variant_name(lang, options.variant)),
            ("time", tr(lang, time, &[])),
            ("rated", tr(lang, rated, &[])),
        ],
    )
}

pub fn leave_button(lang: Lang, guild: GuildId) -> serenity::CreateButton {
    serenity::CreateButton::new(ButtonAction::QueueLeave(guild.0 as i64).custom_id())
        .label(tr(lang, "button-leave-queue", &[]))
        .style(serenity::ButtonStyle::Secondary)
}

/// The queue message: who waits for what, longest-waiting first; nobody is pinged by it.
pub fn board_post(lang: Lang, guild: GuildId, waiting: &[QueueEntry]) -> Post {
    if waiting.is_empty() {
        return Post::text(tr(lang, "queue-board-empty", &[]));
    }
    let mut lines = vec![tr(lang, "queue-board-title", &[])];
    lines.extend(waiting.iter().take(LISTED).map(|e| {
        tr(
            lang,
            "queue-board-line",
            &[
                ("player", mention(e.user)),
                ("seek", seek_text(lang, &e.options)),
                ("since", format!("<t:{}:R>", e.joined_at.timestamp())),
            ],
        )
    }));
    if waiting.len() > LISTED {
        lines.push(tr(
            lang,
            "queue-board-more",
            &[("count", (waiting.len() - LISTED).to_string())],
        ));
    }
    Post {
        content: lines.join("\n"),
        buttons: vec![leave_button(lang, guild)],
        ..Post::default()
    }
}

/// Redraws the server's one queue message as the queue is now, with one edit: it stays where
/// it is (in the server's match channel if it has one), and is first posted in `channel`, where
/// the change was asked for. Copies an older version left in other channels are deleted, so
/// one change never costs more than one edit of the bot's shared REST budget.
pub async fn update_board(
    http: &serenity::Http,
    data: &Data,
    guild: GuildId,
    channel: ChannelId,
) -> crate::discord::Result<()> {
    let waiting = data.service.play_queue(guild).await?;
    let lang = public_lang(data, guild).await;
    let post = board_post(lang, guild, &waiting);
    let settings = data.service.guild_settings(guild).await?;
    let scope = MessageScope::Guild(guild);
    let known = data
        .service
        .messages(scope, MessageKind::QueueBoard)
        .await?;
    let home = settings.match_channel.unwrap_or_else(|| {
        known
            .iter()
            .find(|m| m.channel == channel)
            .or(known.first())
            .map_or(channel, |m| m.channel)
    });
    let kind = MessageKind::QueueBoard;
    let home = match upsert(http, data, scope, kind, ids::to_channel(home), &post).await {
        Ok(_) => home,
        // Its channel is gone or closed to the bot: the message moves to where it was asked.
        Err(err) if home != channel && settings.match_channel.is_none() => {
            tracing::info!(%guild, "queue message moves: {err}");
            upsert(http, data, scope, kind, ids::to_channel(channel), &post).await?;
            channel
        }
        Err(err) => return Err(err),
    };
    for old in known.into_iter().filter(|m| m.channel != home) {
        let deleted = ids::to_channel(old.channel)
            .delete_message(http, ids::to_message(old.message))
            .await;
        if let Err(err) = deleted {
            // A copy that cannot be deleted is not worth a second try on every change.
            tracing::info!(%guild, "old queue message not deleted: {err}");
        }
        data.service
            .forget_message(scope, kind, old.channel)
            .await?;
    }
    Ok(())
}

/// The Leave button (on the queue message or a member's own `/play` answer).
pub async fn on_leave(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    guild: GuildId,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    data.service.leave_queue(guild, user).await?;
    let lang = private_lang(data, user, Some(&click.locale)).await;
    let reply =
        serenity::CreateInteractionResponseMessage::new().content(tr(lang, "play-left", &[]));
    respond.reply_private(reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::UserId;

    fn entry(n: u64) -> QueueEntry {
        QueueEntry {
            guild: GuildId(1),
            // The longest ids Discord hands out, so the lines are as long as they get.
            user: UserId(u64::MAX / 2 - n),
            channel: ChannelId(2),
            options: MatchOptions::default(),
            rating: 1500.0,
            joined_at: chrono::DateTime::from_timestamp(1_900_000_000, 0).unwrap(),
            expires_at: chrono::DateTime::from_timestamp(1_900_001_800, 0).unwrap(),
            readable: None,
        }
    }

    #[test]
    fn the_queue_message_names_twenty_counts_the_rest_and_fits_discord() {
        let waiting: Vec<QueueEntry> = (0..128).map(entry).collect();
        for lang in Lang::ALL {
            let post = board_post(lang, GuildId(1), &waiting);
            let named = waiting
                .iter()
                .filter(|e| post.content.contains(&mention(e.user)))
                .count();
            assert_eq!(named, LISTED, "{lang}");
            assert!(post.content.contains("108"), "{lang}: {}", post.content);
            assert!(post.content.chars().count() <= 2000, "{lang}");
            assert_eq!(post.buttons.len(), 1);
            assert!(post.ping.is_empty(), "the list pings nobody");
        }
        let empty = board_post(Lang::En, GuildId(1), &[]);
        assert!(empty.content.starts_with("Nobody is waiting"));
        assert!(empty.buttons.is_empty());
    }
}
