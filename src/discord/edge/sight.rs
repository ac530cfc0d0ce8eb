//! Who can see which games, worked out from serenity's cache: a game is seen by whoever can see
//! the thread it was played in (a thread has its parent channel's permissions: the bot opens
//! public threads), or, before it had a thread, the channel it was made in.
//!
//! Two audiences:
//! - a member asking for themselves (private answers): the channels they may view;
//! - everyone who reads a channel (public posts: a replay shown to the channel, heat maps): the
//!   channels a member without any role may view, plus that channel itself. A server admin
//!   expects a picture in #general to hold only what #general's readers could see anyway, so a
//!   staff tournament's setups stay out of a public map even when a staff member asks for it;
//!   posted in the staff channel, that channel's games count. (A role whose overwrite hides a
//!   channel @everyone sees is not modelled: such a member reads a map with games of a channel
//!   hidden only from them.)
//!
//! What the cache does not know is not seen: a guild missing from it shows only one's own games.
//!
//! The same cache also says where a quick match may open ([`readable_channels`]): a channel
//! both players can read and the bot can open a game in.

use std::collections::{HashMap, HashSet};

use poise::serenity_prelude as serenity;

use crate::discord::{Data, edge::ids};
use crate::service::{Audience, ChannelId, GamePlace};

#[derive(Debug, Default)]
pub struct Sight {
    /// Channels (not threads) this audience may view.
    visible: HashSet<ChannelId>,
    /// Every thread the cache knows (archived ones it does not), with its parent.
    thread_parents: HashMap<ChannelId, ChannelId>,
    /// Where the server opens game threads: an archived thread may have lived there.
    match_channel: Option<ChannelId>,
}

impl Audience for Sight {
    fn sees(&self, place: GamePlace) -> bool {
        match place.thread {
            Some(thread) => match self.thread_parents.get(&thread) {
                Some(parent) => self.visible.contains(parent),
                // Not in the cache (archived or gone): its parent was the game's channel or the
                // server's match channel, so both must be visible.
                None => {
                    self.visible.contains(&place.channel)
                        && self.match_channel.is_none_or(|c| self.visible.contains(&c))
                }
            },
            None => self.visible.contains(&place.channel),
        }
    }
}

/// Whether a member with no role but @everyone may view `channel`.
fn everyone_sees(guild: &serenity::Guild, channel: &serenity::GuildChannel) -> bool {
    let everyone = serenity::RoleId::new(guild.id.get());
    let mut perms = guild
        .roles
        .get(&everyone)
        .map_or(serenity::Permissions::empty(), |r| r.permissions);
    if perms.administrator() {
        return true;
    }
    for o in &channel.permission_overwrites {
        if o.kind == serenity::PermissionOverwriteType::Role(everyone) {
            perms = (perms & !o.deny) | o.allow;
        }
    }
    perms.view_channel()
}

impl Sight {
    async fn match_channel(data: &Data, guild: serenity::GuildId) -> Option<ChannelId> {
        data.service
            .guild_settings(ids::guild(guild))
            .await
            .ok()
            .and_then(|s| s.match_channel)
    }

    fn from_cache(
        cache: &serenity::Cache,
        guild: serenity::GuildId,
        match_channel: Option<ChannelId>,
        views: impl Fn(&serenity::Guild, &serenity::GuildChannel) -> bool,
    ) -> Sight {
        let mut sight = Sight {
            match_channel,
            ..Sight::default()
        };
        let Some(g) = cache.guild(guild) else {
            tracing::debug!(%guild, "guild not cached: only one's own games are seen");
            return sight;
        };
        for c in g.channels.values() {
            if views(&g, c) {
                sight.visible.insert(ids::channel(c.id));
            }
        }
        for t in &g.threads {
            if let Some(parent) = t.parent_id {
                sight
                    .thread_parents
                    .insert(ids::channel(t.id), ids::channel(parent));
            }
        }
        sight
    }

    /// What `member` may see on `guild`.
    pub async fn of_member(
        cache: &serenity::Cache,
        data: &Data,
        guild: serenity::GuildId,
        member: &serenity::Member,
    ) -> Sight {
        let match_channel = Self::match_channel(data, guild).await;
        Self::from_cache(cache, guild, match_channel, |g, c| {
            g.user_permissions_in(c, member).view_channel()
        })
    }

    /// What everyone who reads `here` on `guild` can see (see the module's comment).
    pub async fn of_readers(
        cache: &serenity::Cache,
        data: &Data,
        guild: serenity::GuildId,
        here: serenity::ChannelId,
    ) -> Sight {
        let match_channel = Self::match_channel(data, guild).await;
        let mut sight = Self::from_cache(cache, guild, match_channel, everyone_sees);
        let here = ids::channel(here);
        let here = sight.thread_parents.get(&here).copied().unwrap_or(here);
        sight.visible.insert(here);
        sight
    }
}

/// What the member running a command may see.
pub async fn of_author(ctx: crate::discord::Context<'_>) -> Sight {
    let Some(guild) = ctx.guild_id() else {
        return Sight::default();
    };
    match ctx.author_member().await {
        Some(member) => {
            Sight::of_member(&ctx.serenity_context().cache, ctx.data(), guild, &member).await
        }
        None => Sight::default(),
    }
}

/// What everyone reading the channel a command runs in can see.
pub async fn of_readers_here(ctx: crate::discord::Context<'_>) -> Sight {
    match ctx.guild_id() {
        Some(guild) => {
            Sight::of_readers(
                &ctx.serenity_context().cache,
                ctx.data(),
                guild,
                ctx.channel_id(),
            )
            .await
        }
        None => Sight::default(),
    }
}

// ----- Where a game may open -----

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
