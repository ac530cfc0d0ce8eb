//! Keeping a match's thread usable. Discord archives a quiet thread (a correspondence game can
//! be quiet for days) and moderators archive, lock or delete threads. An archived thread is
//! reopened; a deleted one is replaced by a new thread in the same channel, remembered for the
//! match; if even that fails the error goes to the caller, who logs it: the game itself lives in
//! the database and goes on through DMs and commands either way.

use std::future::Future;

use poise::serenity_prelude as serenity;

use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::edge::text::{mention, public_lang, tr};
use crate::discord::send::post::Post;
use crate::discord::{Data, edge::ids};
use crate::engine::Color;
use crate::i18n::Lang;
use crate::service::{GuildId, MatchId, MatchRow, UserId};

/// Runs `call` with the match's current thread (`None` if the match has none yet). If the
/// thread turns out archived it is reopened, if it was deleted a new one takes its place, and
/// `call` is tried once more there.
pub async fn in_thread<T, F, Fut>(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    mut call: F,
) -> crate::discord::Result<Option<T>>
where
    F: FnMut(serenity::ChannelId) -> Fut,
    Fut: Future<Output = crate::discord::Result<T>>,
{
    let Some(thread) = data.service.get_match(id).await?.thread else {
        return Ok(None);
    };
    let thread = ids::to_channel(thread);
    let err = match call(thread).await {
        Ok(value) => return Ok(Some(value)),
        Err(err) => err,
    };
    let thread = if err.thread_archived() {
        tracing::info!(game = %id, "the match thread was archived; reopening it");
        retry(Backoff::BACKGROUND, "unarchive-thread", || {
            thread.edit_thread(http, serenity::EditThread::new().archived(false))
        })
        .await?;
        thread
    } else if err.unknown_channel() {
        replace(http, data, id, thread).await?
    } else {
        return Err(err);
    };
    call(thread).await.map(Some)
}

/// Only one replacement at a time, so two posts failing together open one new thread.
static REPLACING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Opens a new thread for the match in place of the deleted `gone`, unless another task
/// already did.
async fn replace(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    gone: serenity::ChannelId,
) -> crate::discord::Result<serenity::ChannelId> {
    let _one_at_a_time = REPLACING.lock().await;
    let m = data.service.get_match(id).await?;
    if let Some(current) = m.thread.map(ids::to_channel)
        && current != gone
    {
        return Ok(current);
    }
    tracing::warn!(game = %id, "the match thread was deleted; opening a new one");
    let lang = public_lang(data, m.guild).await;
    let red = *m.players.get(Color::Red);
    let blue = *m.players.get(Color::Blue);
    let intro = Post {
        content: tr(
            lang,
            "thread-reopened",
            &[
                ("game", id.to_string()),
                ("red", mention(red)),
                ("blue", mention(blue)),
            ],
        ),
        // A retry of this replacement gets its message back, not a second one.
        nonce: Some(format!("reopened-{id}-{gone}")),
        ..Post::default()
    };
    create(http, data, &m, (lang, &intro), false).await
}

/// A user's display name on `guild` (their nickname there, else global name, else user name;
/// the id if unknown).
pub async fn display_name(
    http: &serenity::Http,
    data: &Data,
    guild: GuildId,
    user: UserId,
) -> String {
    // The name the member last showed the bot; Discord is asked only for a stranger.
    if let Ok(known) = data.service.names(Some(guild), &[user]).await
        && let Some(name) = known.get(&user)
    {
        return name.clone();
    }
    match ids::to_user(user).to_user(http).await {
        Ok(u) => u.global_name.clone().unwrap_or(u.name),
        Err(_) => user.to_string(),
    }
}

/// Creates a thread for `m` (a forum post if the match channel is a forum) that starts with
/// `intro`, named in `lang` (the intro's language), and remembers it for the match. Exactly once, even when the bot is stopped after
/// Discord made the thread but before its id was stored:
/// - in a text channel the thread grows from `intro`, sent first with its nonce. A second run
///   gets the same message back (or finds it in the channel's recent messages), and a message
///   has only one thread: Discord refuses a second with 160004, and the thread has the
///   message's id.
/// - a forum post has no nonce, so a first opening looks among the guild's active threads for
///   the bot's post with this name and this intro before making one.
///
/// `first` is true when the match never had a thread (a replacement for a deleted thread has
/// the same text each time, so earlier copies are not looked for).
pub async fn create(
    http: &serenity::Http,
    data: &Data,
    m: &MatchRow,
    (lang, intro): (Lang, &Post),
    first: bool,
) -> crate::discord::Result<serenity::ChannelId> {
    let settings = data.service.guild_settings(m.guild).await?;
    let mut parent = ids::to_channel(settings.match_channel.unwrap_or(m.channel));
    let mut forum = false;
    if let Ok(serenity::Channel::Guild(c)) = parent.to_channel(http).await {
        forum = c.kind == serenity::ChannelType::Forum;
        if c.thread_metadata.is_some()
            && let Some(p) = c.parent_id
        {
            parent = p;
        }
    }
    let name: String = tr(
        lang,
        "thread-name",
        &[
            (
                "red",
                display_name(http, data, m.guild, *m.players.get(Color::Red)).await,
            ),
            (
                "blue",
                display_name(http, data, m.guild, *m.players.get(Color::Blue)).await,
            ),
        ],
    )
    .chars()
    .take(100)
    .collect();
    let thread = if forum {
        forum_post(http, data, m, parent, name, intro, first).await?
    } else {
        let thread = thread_from_intro(http, data, parent, name, intro, first).await?;
        // The players are named in the channel, not in the thread, so Discord does not add
        // them to it by itself. Adding is idempotent, so a retry does no harm.
        for user in [*m.players.get(Color::Red), *m.players.get(Color::Blue)] {
            if data.service.is_own_user(user) {
                continue;
            }
            retry(Backoff::BACKGROUND, "thread-member", || {
                thread.add_thread_member(http, ids::to_user(user))
            })
            .await?;
        }
        thread
    };
    data.service
        .set_match_thread(m.id, ids::channel(thread))
        .await?;
    Ok(thread)
}

/// Sends `intro` to `parent` (once) and starts a thread from it (once).
async fn thread_from_intro(
    http: &serenity::Http,
    data: &Data,
    parent: serenity::ChannelId,
    name: String,
    intro: &Post,
    first: bool,
) -> crate::discord::Result<serenity::ChannelId> {
    let earlier = if first {
        earlier_intro(http, data, parent, &intro.content).await?
    } else {
        None
    };
    let anchor = match earlier {
        Some(message) => message,
        None => {
            retry(Backoff::BACKGROUND, "thread-intro", || {
                crate::discord::send::restored::send(http, parent, intro.create())
            })
            .await?
        }
    };
    if let Some(thread) = &anchor.thread {
        return Ok(thread.id);
    }
    let start = serenity::CreateThread::new(name).kind(serenity::ChannelType::PublicThread);
    // Not retried here: a lost answer is found out by the 160004 of the next attempt.
    match parent
        .create_thread_from_message(http, anchor.id, start)
        .await
    {
        Ok(thread) => Ok(thread.id),
        Err(e) if has_thread(&e) => Ok(serenity::ChannelId::new(anchor.id.get())),
        Err(e) => Err(e.into()),
    }
}

/// Discord's "A thread has already been created for this message".
fn has_thread(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if resp.error.code == 160004
    )
}

/// The bot's own message with exactly `content` among the channel's latest: the intro an
/// earlier run sent before it was stopped (Discord remembers a nonce only for minutes).
async fn earlier_intro(
    http: &serenity::Http,
    data: &Data,
    channel: serenity::ChannelId,
    content: &str,
) -> crate::discord::Result<Option<serenity::Message>> {
    let recent = retry(Backoff::BACKGROUND, "thread-intro-lookup", || {
        channel.messages(http, serenity::GetMessages::new().limit(LOOK_BACK))
    })
    .await?;
    Ok(recent
        .into_iter()
        .find(|msg| data.service.is_own_user(ids::user(msg.author.id)) && msg.content == content))
}

/// How many of a channel's latest messages are searched for an earlier intro.
const LOOK_BACK: u8 = 50;

/// Makes the forum post, unless a first opening finds the one an earlier run made: the bot's
/// active post in `forum` with this name whose first message is `intro`.
async fn forum_post(
    http: &serenity::Http,
    data: &Data,
    m: &MatchRow,
    forum: serenity::ChannelId,
    name: String,
    intro: &Post,
    first: bool,
) -> crate::discord::Result<serenity::ChannelId> {
    if first {
        let guild = serenity::GuildId::new(m.guild.0);
        let active = retry(Backoff::BACKGROUND, "active-threads", || {
            guild.get_active_threads(http)
        })
        .await?;
        for post in active.threads {
            let ours = post.parent_id == Some(forum)
                && post.name == name
                && post
                    .owner_id
                    .is_some_and(|o| data.service.is_own_user(ids::user(o)));
            if !ours {
                continue;
            }
            // A forum post's first message has the post's id.
            let starter = retry(Backoff::BACKGROUND, "forum-starter", || {
                post.id
                    .message(http, serenity::MessageId::new(post.id.get()))
            })
            .await;
            if starter.is_ok_and(|s| s.content == intro.content) {
                return Ok(post.id);
            }
        }
    }
    // A forum post's message takes no nonce.
    let starter = Post {
        nonce: None,
        ..intro.clone()
    };
    // Not retried: a lost answer is found by the next attempt's look among active threads.
    Ok(forum
        .create_forum_post(http, serenity::CreateForumPost::new(name, starter.create()))
        .await?
        .id)
}

/// Posts in the match's thread, if it has one (reopened or replaced if need be).
pub async fn to_thread(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    post: &Post,
) -> crate::discord::Result<()> {
    in_thread(http, data, id, |thread| async move {
        retry(Backoff::BACKGROUND, "thread-post", || {
            crate::discord::send::restored::send(http, thread, post.create())
        })
        .await?;
        Ok(())
    })
    .await?;
    Ok(())
}
