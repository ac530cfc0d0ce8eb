//! Which of a server's channels a member can read and the bot can open a game in, worked out
//! from serenity's cache (the server's roles, channels and overwrites, and the bot's own
//! member, which Discord sends with the server). Quick pairing gets these as plain ids, so a
//! match opens only where both players can see it.

use poise::serenity_prelude as serenity;

use super::ids;
use crate::service::ChannelId;

/// What a member needs to follow a game there.
const MEMBER_NEEDS: serenity::Permissions = serenity::Permissions::VIEW_CHANNEL;

/// What the bot needs to open a game's thread (or forum post) there and post in it.
fn bot_needs() -> serenity::Permissions {
    serenity::Permissions::VIEW_CHANNEL
        | serenity::Permissions::SEND_MESSAGES
        | serenity::Permissions::CREATE_PUBLIC_THREADS
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS
}

/// The text and forum channels of `guild` that `member` can read and the bot can open a game
/// in, in the server's order; `None` when the cache does not know the server or the bot's
/// member (then any channel is taken as fine, as before).
pub fn readable_channels(
    cache: &serenity::Cache,
    guild: serenity::GuildId,
    member: &serenity::Member,
) -> Option<Vec<ChannelId>> {
    let bot_id = cache.current_user().id;
    let guild = cache.guild(guild)?;
    let bot = guild.members.get(&bot_id)?;
    let mut channels: Vec<&serenity::GuildChannel> = guild
        .channels
        .values()
        .filter(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::Text
                    | serenity::ChannelType::News
                    | serenity::ChannelType::Forum
            )
        })
        .filter(|c| guild.user_permissions_in(c, member).contains(MEMBER_NEEDS))
        .filter(|c| guild.user_permissions_in(c, bot).contains(bot_needs()))
        .collect();
    channels.sort_by_key(|c| (c.position, c.id));
    Some(channels.into_iter().map(|c| ids::channel(c.id)).collect())
}

/// Where a game asked for in `channel` would open: a thread's own channel, since a thread
/// cannot hold another thread.
pub fn host_channel(
    cache: &serenity::Cache,
    guild: serenity::GuildId,
    channel: serenity::ChannelId,
) -> serenity::ChannelId {
    cache
        .guild(guild)
        .and_then(|g| g.threads.iter().find(|t| t.id == channel)?.parent_id)
        .unwrap_or(channel)
}
