//! Between serenity's ids and the service's plain ones.

use poise::serenity_prelude as serenity;

use crate::service::{ChannelId, GuildId, MessageId, MessageRef, RoleId, UserId};

pub fn user(id: serenity::UserId) -> UserId {
    UserId(id.get())
}

pub fn channel(id: serenity::ChannelId) -> ChannelId {
    ChannelId(id.get())
}

pub fn guild(id: serenity::GuildId) -> GuildId {
    GuildId(id.get())
}

pub fn role(id: serenity::RoleId) -> RoleId {
    RoleId(id.get())
}

pub fn to_user(id: UserId) -> serenity::UserId {
    serenity::UserId::new(id.0.max(1))
}

pub fn to_channel(id: ChannelId) -> serenity::ChannelId {
    serenity::ChannelId::new(id.0.max(1))
}

pub fn to_message(id: MessageId) -> serenity::MessageId {
    serenity::MessageId::new(id.0.max(1))
}

pub fn message_ref(m: &serenity::Message) -> MessageRef {
    MessageRef {
        channel: channel(m.channel_id),
        message: MessageId(m.id.get()),
    }
}
