//! Sending and editing the bot's own messages: one remembered message per game, kind and
//! channel, edited in place so DMs and threads are not flooded.

use poise::serenity_prelude as serenity;

use crate::discord::edge::error::is_gone;
use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::{Data, edge::ids};
use crate::service::{MessageKind, MessageScope, UserId};

/// A message to post: text, maybe an image, maybe a row of buttons.
#[derive(Clone, Default)]
pub struct Post {
    pub content: String,
    pub file: Option<serenity::CreateAttachment>,
    pub buttons: Vec<serenity::CreateButton>,
    /// Further rows of components under the buttons (the setup grid's squares and menu).
    pub rows: Vec<serenity::CreateActionRow>,
    /// Users this post may ping (everyone else is only named).
    pub ping: Vec<UserId>,
    /// Sent as the message's nonce with `enforce_nonce`: Discord hands back the message it
    /// already made for this nonce instead of posting it again (a retry after a timeout or a
    /// crash).
    pub nonce: Option<String>,
}

impl Post {
    pub fn text(content: String) -> Post {
        Post {
            content,
            ..Post::default()
        }
    }

    pub fn rows(&self) -> Vec<serenity::CreateActionRow> {
        let mut rows = Vec::new();
        if !self.buttons.is_empty() {
            rows.push(serenity::CreateActionRow::Buttons(self.buttons.clone()));
        }
        rows.extend(self.rows.iter().cloned());
        rows
    }

    fn mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new().users(self.ping.iter().map(|u| ids::to_user(*u)))
    }

    pub fn create(&self) -> serenity::CreateMessage {
        let mut msg = serenity::CreateMessage::new()
            .content(self.content.clone())
            .components(self.rows())
            .allowed_mentions(self.mentions());
        if let Some(file) = &self.file {
            msg = msg.add_file(file.clone());
        }
        if let Some(nonce) = &self.nonce {
            msg = crate::discord::edge::nonce::enforced(msg, nonce);
        }
        msg
    }

    pub fn edit(&self) -> serenity::EditMessage {
        let mut edit = serenity::EditMessage::new()
            .content(self.content.clone())
            .components(self.rows())
            .allowed_mentions(self.mentions());
        if let Some(file) = &self.file {
            edit = edit.new_attachment(file.clone());
        }
        edit
    }

    /// As a private (ephemeral) reply to a command.
    pub fn reply(&self) -> poise::CreateReply {
        let mut reply = poise::CreateReply::default()
            .content(self.content.clone())
            .components(self.rows())
            .ephemeral(true);
        if let Some(file) = &self.file {
            reply = reply.attachment(file.clone());
        }
        reply
    }

    /// As a command's public response, pinging whom the post pings.
    pub fn public_reply(&self) -> poise::CreateReply {
        let mut reply = poise::CreateReply::default()
            .content(self.content.clone())
            .components(self.rows())
            .allowed_mentions(self.mentions())
            .ephemeral(false);
        if let Some(file) = &self.file {
            reply = reply.attachment(file.clone());
        }
        reply
    }

    /// As the clicked message's new text and buttons (another page of a list).
    pub fn update(&self) -> serenity::CreateInteractionResponseMessage {
        let mut update = serenity::CreateInteractionResponseMessage::new()
            .content(self.content.clone())
            .components(self.rows());
        if let Some(file) = &self.file {
            update = update.files([file.clone()]);
        }
        update
    }

    /// As a private follow-up to a click already acknowledged, pinging nobody.
    pub fn followup(&self) -> serenity::CreateInteractionResponseFollowup {
        let mut f = serenity::CreateInteractionResponseFollowup::new()
            .content(self.content.clone())
            .components(self.rows())
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .ephemeral(true);
        if let Some(file) = &self.file {
            f = f.files([file.clone()]);
        }
        f
    }
}

/// Whether a failure means the user does not accept DMs from the bot.
pub fn dms_closed(err: &crate::discord::Error) -> bool {
    err.closed_dms()
}

/// Edits the remembered `kind` message of `scope` in `channel`, or posts it (again, if the old
/// one was deleted) and remembers it. A Discord hiccup (5xx, timeout) is retried with backoff.
pub async fn upsert(
    http: &serenity::Http,
    data: &Data,
    scope: MessageScope,
    kind: MessageKind,
    channel: serenity::ChannelId,
    post: &Post,
) -> crate::discord::Result<serenity::MessageId> {
    let known = data.service.messages(scope, kind).await?;
    let mut post = std::borrow::Cow::Borrowed(post);
    if let Some(old) = known.iter().find(|r| r.channel == ids::channel(channel)) {
        let id = ids::to_message(old.message);
        let edited = retry(Backoff::BACKGROUND, "edit-message", || {
            channel.edit_message(http, id, post.edit())
        })
        .await;
        match edited {
            Ok(_) => return Ok(id),
            Err(err) if is_gone(&err) => {}
            Err(err) => return Err(err.into()),
        }
        // The replacement gets a nonce of its own, tied to the message it replaces: the
        // message's first nonce would hand back the deleted one, and a restart that cut this
        // send off gets the replacement back rather than making a third.
        if post.nonce.is_some() {
            post.to_mut().nonce = Some(format!("re-{}", old.message));
        }
    }
    let asked_at = chrono::Utc::now().timestamp_millis();
    let sent = retry(Backoff::BACKGROUND, "send-message", || {
        crate::discord::send::restored::send(http, channel, post.create())
    })
    .await?;
    data.service
        .put_message(scope, kind, ids::message_ref(&sent))
        .await?;
    // A repeated nonce hands back the message made by an earlier send (one a restart cut off
    // before it was remembered), as it was then: bring it up to this post. Such a message shows
    // other text, or was made before this send began (its id holds its creation time; a
    // second of leeway for clocks that disagree).
    let made_earlier = snowflake_millis(sent.id.get()) < asked_at - 1000;
    if post.nonce.is_some() && (made_earlier || sent.content.trim() != post.content.trim()) {
        retry(Backoff::BACKGROUND, "edit-message", || {
            channel.edit_message(http, sent.id, post.edit())
        })
        .await?;
    }
    Ok(sent.id)
}

/// When a Discord id was made, in unix milliseconds.
fn snowflake_millis(id: u64) -> i64 {
    const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;
    (id >> 22) as i64 + DISCORD_EPOCH_MS
}

/// Like [`upsert`], in the DM with `user`.
pub async fn upsert_dm(
    http: &serenity::Http,
    data: &Data,
    scope: MessageScope,
    kind: MessageKind,
    user: UserId,
    post: &Post,
) -> crate::discord::Result<serenity::MessageId> {
    let dm = dm_channel(http, data, user).await?;
    upsert(http, data, scope, kind, dm, post).await
}

/// The DM channel with `user`: remembered after Discord opened it once (it never changes), so
/// a private post costs one call, not two.
pub async fn dm_channel(
    http: &serenity::Http,
    data: &Data,
    user: UserId,
) -> crate::discord::Result<serenity::ChannelId> {
    // The bot itself (its seat in a practice game) has no DMs: Discord refuses them anyway.
    if data.service.is_own_user(user) {
        return Err(anyhow::anyhow!("no DM channel with the bot itself").into());
    }
    if let Some(known) = data.service.dm_channel(user).await? {
        return Ok(ids::to_channel(known));
    }
    let dm = retry(Backoff::BACKGROUND, "open-dm", || {
        ids::to_user(user).create_dm_channel(http)
    })
    .await?;
    data.service
        .remember_dm_channel(user, ids::channel(dm.id))
        .await?;
    Ok(dm.id)
}
