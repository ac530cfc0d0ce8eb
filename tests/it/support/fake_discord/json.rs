//! Renders the fake's records as Discord API objects (the shapes in discord-openapi.json and
//! serenity's model), so the real client deserializes them.

use serde_json::{Value, json};

use super::model::{Channel, ChannelKind, File, Message, TestUser};
use super::world::World;

/// Discord's epoch in Unix milliseconds, for turning snowflakes back into timestamps.
const DISCORD_EPOCH_MS: i64 = 1_420_070_400_000;

/// Permissions of @everyone: view, send, embed, attach, history, reactions, app commands, threads.
pub const EVERYONE_PERMISSIONS: u64 = (1 << 6)
    | (1 << 10)
    | (1 << 11)
    | (1 << 14)
    | (1 << 15)
    | (1 << 16)
    | (1 << 31)
    | (1 << 35)
    | (1 << 38);
/// The bot's role adds manage messages and manage threads.
pub const BOT_PERMISSIONS: u64 = EVERYONE_PERMISSIONS | (1 << 13) | (1 << 34);
/// The owner holds every permission bit Discord defines (administrator and manage server included).
pub const OWNER_PERMISSIONS: u64 = (1 << 51) - 1;

pub fn snowflake_time(id: u64) -> String {
    let ms = (id >> 22) as i64 + DISCORD_EPOCH_MS;
    chrono::DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339()
}

pub fn user(u: &TestUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "discriminator": "0",
        "global_name": u.name,
        "avatar": null,
        "bot": u.bot,
        "system": false,
        "public_flags": 0,
        "flags": 0,
        "banner": null,
        "accent_color": null,
        "avatar_decoration_data": null,
    })
}

pub fn current_user(u: &TestUser) -> Value {
    let mut v = user(u);
    v["verified"] = json!(true);
    v["mfa_enabled"] = json!(false);
    v["email"] = Value::Null;
    v["locale"] = json!("en-US");
    v["premium_type"] = json!(0);
    v
}

fn role(id: u64, name: &str, permissions: u64, position: u64, managed: bool) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": permissions.to_string(),
        "managed": managed,
        "mentionable": false,
        "flags": 0,
    })
}

/// A role a test added, as Discord sends it.
pub fn added_role(r: &super::access::RoleInfo, position: u64) -> Value {
    role(r.id, &r.name, r.permissions, position, false)
}

fn roles(w: &World) -> Value {
    let mut roles = vec![
        role(w.guild.id, "@everyone", EVERYONE_PERMISSIONS, 0, false),
        role(
            w.guild.bot_role,
            w.bot.name.as_str(),
            BOT_PERMISSIONS,
            1,
            true,
        ),
    ];
    for (i, r) in w.access.roles.iter().enumerate() {
        roles.push(added_role(r, 2 + i as u64));
    }
    json!(roles)
}

/// A guild member; `with_permissions` adds the computed `permissions` interactions carry.
pub fn member(w: &World, u: &TestUser, with_permissions: bool) -> Value {
    // Discord computes every permission for the server owner (see `access`).
    let role_ids: Vec<String> = w.roles_of(u.id).iter().map(u64::to_string).collect();
    let perms = w.base_permissions(u.id);
    let mut v = json!({
        "user": user(u),
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": role_ids,
        "joined_at": snowflake_time(u.id),
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
    });
    if with_permissions {
        v["permissions"] = json!(perms.to_string());
    }
    v
}

pub fn channel(w: &World, c: &Channel) -> Value {
    if c.kind == ChannelKind::Dm {
        let recipients: Vec<Value> = c
            .recipient
            .and_then(|r| w.user(r))
            .map(user)
            .into_iter()
            .collect();
        return json!({
            "id": c.id.to_string(),
            "type": 1,
            "last_message_id": last_message(w, c.id),
            "recipients": recipients,
            "flags": 0,
        });
    }
    let mut v = json!({
        "id": c.id.to_string(),
        "type": c.kind.code(),
        "guild_id": c.guild_id.map(|g| g.to_string()),
        "name": c.name,
        "position": 0,
        "permission_overwrites": if c.kind.is_thread() {
            Vec::new()
        } else {
            w.overwrites_of(c.id).iter().map(super::access::Overwrite::json).collect::<Vec<_>>()
        },
        "nsfw": false,
        "topic": null,
        "last_message_id": last_message(w, c.id),
        "parent_id": c.parent_id.map(|p| p.to_string()),
        "rate_limit_per_user": 0,
        "flags": 0,
    });
    if c.kind == ChannelKind::Forum {
        v["available_tags"] = json!([]);
        v["default_reaction_emoji"] = Value::Null;
        v["default_sort_order"] = Value::Null;
        v["default_forum_layout"] = json!(0);
        v["default_thread_rate_limit_per_user"] = json!(0);
    }
    if c.kind.is_thread() {
        let count = w
            .messages
            .values()
            .filter(|m| m.channel_id == c.id && !m.deleted)
            .count();
        v["owner_id"] = json!(c.owner_id.map(|o| o.to_string()));
        v["message_count"] = json!(count);
        v["total_message_sent"] = json!(count);
        v["member_count"] = json!(2);
        v["thread_metadata"] = json!({
            "archived": c.archived,
            "auto_archive_duration": 1440,
            "archive_timestamp": snowflake_time(c.id),
            "locked": c.locked,
            "create_timestamp": snowflake_time(c.id),
        });
        v["applied_tags"] = json!([]);
    }
    v
}

/// The `channel` object inside an interaction (serenity's `PartialChannel`).
pub fn partial_channel(w: &World, c: &Channel) -> Value {
    let mut v = channel(w, c);
    if c.kind != ChannelKind::Dm {
        v["permissions"] = json!(EVERYONE_PERMISSIONS.to_string());
    }
    v
}

fn last_message(w: &World, channel: u64) -> Value {
    w.messages
        .values()
        .rev()
        .find(|m| m.channel_id == channel)
        .map_or(Value::Null, |m| json!(m.id.to_string()))
}

pub fn attachment(w: &World, channel: u64, f: &File) -> Value {
    let url = format!(
        "{}/attachments/{channel}/{}/{}",
        w.base_url, f.id, f.filename
    );
    let (width, height) =
        png_size(&f.bytes).map_or((Value::Null, Value::Null), |(x, y)| (json!(x), json!(y)));
    json!({
        "id": f.id.to_string(),
        "filename": f.filename,
        "description": f.description,
        "content_type": f.content_type,
        "size": f.bytes.len(),
        "url": url,
        "proxy_url": url,
        "width": width,
        "height": height,
    })
}

/// Width and height from a PNG's IHDR chunk, which always comes first.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if !bytes.starts_with(b"\x89PNG\r\n\x1a\n") || bytes.len() < 24 {
        return None;
    }
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    Some((be(&bytes[16..20]), be(&bytes[20..24])))
}

pub fn message(w: &World, m: &Message) -> Value {
    let author = w
        .user(m.author_id)
        .cloned()
        .unwrap_or_else(|| w.bot.clone());
    let from_interaction = m.interaction_token.is_some();
    let mut v = json!({
        "id": m.id.to_string(),
        "channel_id": m.channel_id.to_string(),
        "author": user(&author),
        "content": m.content,
        "timestamp": snowflake_time(m.id),
        "edited_timestamp": if m.edits > 0 { json!(super::ids::now_iso()) } else { Value::Null },
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": m.attachments.iter().map(|f| attachment(w, m.channel_id, f)).collect::<Vec<_>>(),
        "embeds": m.embeds,
        "components": m.components,
        "reactions": [],
        "pinned": false,
        "type": 0,
        "flags": m.flags,
        "webhook_id": if from_interaction { json!(w.app_id.to_string()) } else { Value::Null },
        "application_id": if from_interaction { json!(w.app_id.to_string()) } else { Value::Null },
    });
    if let Some(thread) = w.channels.get(&m.id).filter(|c| c.kind.is_thread()) {
        v["thread"] = channel(w, thread);
    }
    v
}

pub fn application(w: &World, owner: &TestUser) -> Value {
    json!({
        "id": w.app_id.to_string(),
        "name": w.bot.name,
        "icon": null,
        "description": "",
        "summary": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "bot": user(&w.bot),
        "owner": user(owner),
        "verify_key": "0".repeat(64),
        "team": null,
        "flags": 0,
        "tags": [],
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "approximate_guild_count": 1,
    })
}

pub fn guild(w: &World) -> Value {
    let g = &w.guild;
    json!({
        "id": g.id.to_string(),
        "name": g.name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": g.owner_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": roles(w),
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": g.text_channel.to_string(),
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 250_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": g.preferred_locale,
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
    })
}

/// The GUILD_CREATE payload: the guild plus members, channels and threads for the cache.
pub fn guild_create(w: &World) -> Value {
    let mut v = guild(w);
    let in_guild = |c: &&Channel| c.guild_id == Some(w.guild.id);
    let members: Vec<Value> = w.users.values().map(|u| member(w, u, false)).collect();
    let channels: Vec<Value> = w
        .channels
        .values()
        .filter(in_guild)
        .filter(|c| !c.kind.is_thread())
        .map(|c| channel(w, c))
        .collect();
    let threads: Vec<Value> = w
        .channels
        .values()
        .filter(in_guild)
        .filter(|c| c.kind.is_thread() && !c.archived)
        .map(|c| channel(w, c))
        .collect();
    v["joined_at"] = json!(snowflake_time(w.guild.id));
    v["large"] = json!(false);
    v["unavailable"] = json!(false);
    v["member_count"] = json!(members.len());
    v["members"] = json!(members);
    v["channels"] = json!(channels);
    v["threads"] = json!(threads);
    v["voice_states"] = json!([]);
    v["presences"] = json!([]);
    v["stage_instances"] = json!([]);
    v["guild_scheduled_events"] = json!([]);
    v["soundboard_sounds"] = json!([]);
    v
}
