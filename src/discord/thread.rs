//! Keeping a match's thread usable. Discord archives a quiet thread (a correspondence game can
//! be quiet for days) and moderators archive, lock or delete threads. An archived thread is
//! reopened; a deleted one is replaced by a new thread in the same channel, remembered for the
//! match; if even that fails the error goes to the caller, who logs it: the game itself lives in
//! the database and goes on through DMs and commands either way.

use std::future::Future;

use poise::serenity_prelude as serenity;

use super::post::Post;
use super::retry::{Backoff, retry};
use super::text::{mention, public_lang, tr};
use super::{Data, ids};
use crate::engine::Color;
use crate::service::{MatchId, MatchRow, UserId};

/// Runs `call` with the match's current thread (`None` if the match has none yet). If the
/// thread turns out archived it is reopened, if it was deleted a new one takes its place, and
/// `call` is tried once more there.
pub async fn in_thread<T, F, Fut>(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    mut call: F,
) -> anyhow::Result<Option<T>>
where
    F: FnMut(serenity::ChannelId) -> Fut,
    Fut: Future<Output = anyhow::Result<T>>,
{
    let Some(thread) = data.service.get_match(id).await?.thread else {
        return Ok(None);
    };
    let thread = ids::to_channel(thread);
    let err = match call(thread).await {
        Ok(value) => return Ok(Some(value)),
        Err(err) => err,
    };
    let thread = match err.downcast_ref::<serenity::Error>() {
        Some(e) if is_archived(e) => {
            tracing::info!(game = %id, "the match thread was archived; reopening it");
            retry(Backoff::BACKGROUND, "unarchive-thread", || {
                thread.edit_thread(http, serenity::EditThread::new().archived(false))
            })
            .await?;
            thread
        }
        Some(e) if is_unknown_channel(e) => replace(http, data, id, thread).await?,
        _ => return Err(err),
    };
    call(thread).await.map(Some)
}

/// Discord's "Thread is archived" (and "Thread is locked", for writes a lock refuses).
fn is_archived(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if matches!(resp.error.code, 50083 | 160005)
    )
}

/// Discord's "Unknown Channel": the thread was deleted.
fn is_unknown_channel(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if resp.error.code == 10003
    )
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
) -> anyhow::Result<serenity::ChannelId> {
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
        ..Post::default()
    };
    create(http, data, &m, &intro).await
}

/// A user's display name (their global name, else user name; the id if unknown).
pub async fn display_name(http: &serenity::Http, data: &Data, user: UserId) -> String {
    // The name the member last showed the bot; Discord is asked only for a stranger.
    if let Ok(known) = data.service.names(&[user]).await
        && let Some(name) = known.get(&user)
    {
        return name.clone();
    }
    match ids::to_user(user).to_user(http).await {
        Ok(u) => u.global_name.clone().unwrap_or(u.name),
        Err(_) => user.to_string(),
    }
}

/// Creates a thread for `m` (a forum post if the match channel is a forum) starting with
/// `intro`, and remembers it for the match at once: a bot stopped right after Discord made the
/// thread then finds it on restart instead of making a second one.
pub async fn create(
    http: &serenity::Http,
    data: &Data,
    m: &MatchRow,
    intro: &Post,
) -> anyhow::Result<serenity::ChannelId> {
    let lang = public_lang(data, m.guild).await;
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
                display_name(http, data, *m.players.get(Color::Red)).await,
            ),
            (
                "blue",
                display_name(http, data, *m.players.get(Color::Blue)).await,
            ),
        ],
    )
    .chars()
    .take(100)
    .collect();
    // Not retried: a timed-out create may have succeeded, and a second thread would confuse.
    let thread = if forum {
        let thread = parent
            .create_forum_post(http, serenity::CreateForumPost::new(name, intro.create()))
            .await?
            .id;
        data.service
            .set_match_thread(m.id, ids::channel(thread))
            .await?;
        thread
    } else {
        let thread = parent
            .create_thread(
                http,
                serenity::CreateThread::new(name).kind(serenity::ChannelType::PublicThread),
            )
            .await?
            .id;
        data.service
            .set_match_thread(m.id, ids::channel(thread))
            .await?;
        retry(Backoff::BACKGROUND, "thread-intro", || {
            thread.send_message(http, intro.create())
        })
        .await?;
        thread
    };
    Ok(thread)
}

/// Whether the thread has no message yet (its intro was never sent).
pub async fn is_empty(http: &serenity::Http, thread: serenity::ChannelId) -> anyhow::Result<bool> {
    let last = retry(Backoff::BACKGROUND, "thread-history", || {
        thread.messages(http, serenity::GetMessages::new().limit(1))
    })
    .await?;
    Ok(last.is_empty())
}
