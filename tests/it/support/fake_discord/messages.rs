//! Channels, messages, DMs and threads: `/users/@me/channels` and everything under
//! `/channels/{id}`.

use serde_json::{Value, json};

use super::json;
use super::model::{ChannelKind, File};
use super::rest::{ApiError, Reply, Req, no_content, ok, snowflake};
use super::world::{World, id_of};

pub fn open_dm(w: &mut World, req: &Req) -> Reply {
    let user = req
        .json
        .get("recipient_id")
        .and_then(id_of)
        .filter(|id| w.users.contains_key(id))
        .ok_or_else(|| ApiError::new(400, 50033, "Invalid Recipient(s)"))?;
    let channel = w.dm_channel(user);
    ok(json::channel(w, &w.channels[&channel]))
}

pub fn channel_route(w: &mut World, method: &str, channel: u64, rest: &[&str], req: &Req) -> Reply {
    let kind = w
        .channels
        .get(&channel)
        .ok_or_else(ApiError::unknown_channel)?
        .kind;
    if w.removed_from_guild && w.channels[&channel].guild_id == Some(w.guild.id) {
        return Err(ApiError::new(403, 50001, "Missing Access"));
    }
    if method != "GET" && w.is_denied(channel) {
        return Err(ApiError::new(403, 50013, "Missing Permissions"));
    }
    // Stricter than Discord, which lets a send into an archived (unlocked) thread reopen it:
    // here every write waits for the bot to unarchive the thread itself.
    let archived = w.channels[&channel].archived;
    if archived
        && matches!(
            (method, rest),
            ("POST", ["messages"]) | ("PATCH", ["messages", _])
        )
    {
        return Err(ApiError::new(400, 50083, "Thread is archived"));
    }
    match (method, rest) {
        ("GET", []) => ok(json::channel(w, &w.channels[&channel])),
        ("PATCH", []) => edit_channel(w, channel, &req.json),
        ("POST", ["messages"]) => {
            let recipient = w.channels[&channel].recipient;
            if recipient.is_some_and(|r| w.closed_dms.contains(&r)) {
                return Err(ApiError::new(
                    403,
                    50007,
                    "Cannot send messages to this user",
                ));
            }
            let nonce = req.json.get("nonce").and_then(|n| match n {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            });
            let enforce = req.json.get("enforce_nonce").and_then(Value::as_bool) == Some(true);
            if enforce
                && let Some(nonce) = &nonce
                && let Some(&id) = w.nonces.get(&(channel, nonce.clone()))
                && !w.messages[&id].deleted
            {
                w.nonce_repeats += 1;
                return ok(json::message(w, &w.messages[&id]));
            }
            let id = w.create_message(channel, w.bot.id, &req.json, req.files.clone(), None);
            if enforce && let Some(nonce) = nonce {
                w.nonces.insert((channel, nonce), id);
            }
            ok(json::message(w, &w.messages[&id]))
        }
        ("GET", ["messages"]) => {
            let list: Vec<Value> = w
                .messages
                .values()
                .rev()
                .filter(|m| m.channel_id == channel && !m.deleted)
                .map(|m| json::message(w, m))
                .collect();
            ok(json!(list))
        }
        (method, ["messages", message]) => {
            let id = snowflake(message)?;
            w.live_message(Some(channel), id)
                .ok_or_else(ApiError::unknown_message)?;
            message_by_id(w, method, id, req.json.clone(), req.files.clone())
        }
        ("POST", ["messages", message, "threads"]) => {
            let id = snowflake(message)?;
            w.live_message(Some(channel), id)
                .ok_or_else(ApiError::unknown_message)?;
            if w.channels.contains_key(&id) {
                return Err(ApiError::new(
                    400,
                    160004,
                    "A thread has already been created for this message",
                ));
            }
            let name = req
                .json
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or("thread");
            // A thread started from a message shares the message's id, as on Discord.
            let thread = w.add_thread(channel, name, ChannelKind::PublicThread, w.bot.id, Some(id));
            announce_thread(w, thread);
            Ok((201, json::channel(w, &w.channels[&thread])))
        }
        ("POST", ["threads"]) if kind == ChannelKind::Forum => forum_post(w, channel, req),
        ("POST", ["threads"]) => {
            let name = req
                .json
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or("thread");
            let kind = match req.json.get("type").and_then(Value::as_u64) {
                Some(11) => ChannelKind::PublicThread,
                _ => ChannelKind::PrivateThread,
            };
            let thread = w.add_thread(channel, name, kind, w.bot.id, None);
            announce_thread(w, thread);
            Ok((201, json::channel(w, &w.channels[&thread])))
        }
        ("POST", ["typing"]) | ("PUT" | "DELETE", ["thread-members", _]) => no_content(),
        _ => {
            w.record_problem(format!("no fake for {} {}", req.method, req.path));
            Err(ApiError::new(404, 0, "404: Not Found"))
        }
    }
}

/// GET, PATCH or DELETE of a message already known to exist and not be deleted.
pub fn message_by_id(
    w: &mut World,
    method: &str,
    id: u64,
    payload: Value,
    files: Vec<File>,
) -> Reply {
    match method {
        "GET" => ok(json::message(w, &w.messages[&id])),
        "PATCH" => {
            let mut message = w.messages[&id].clone();
            w.apply_edit(&mut message, &payload, files);
            // An edit ends the "thinking..." state of a deferred interaction response.
            message.flags &= !128;
            w.messages.insert(id, message);
            ok(json::message(w, &w.messages[&id]))
        }
        "DELETE" => {
            if let Some(m) = w.messages.get_mut(&id) {
                m.deleted = true;
            }
            no_content()
        }
        _ => Err(ApiError::new(405, 0, "405: Method Not Allowed")),
    }
}

/// A forum post is a thread whose starter message (same id as the thread) comes in `message`.
fn forum_post(w: &mut World, forum: u64, req: &Req) -> Reply {
    let name = req
        .json
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("post");
    let starter = req
        .json
        .get("message")
        .ok_or_else(|| ApiError::invalid_form("message is required"))?;
    let thread = w.add_thread(forum, name, ChannelKind::PublicThread, w.bot.id, None);
    w.create_message(thread, w.bot.id, starter, req.files.clone(), Some(thread));
    announce_thread(w, thread);
    let mut body = json::channel(w, &w.channels[&thread]);
    body["message"] = json::message(w, &w.messages[&thread]);
    Ok((201, body))
}

fn edit_channel(w: &mut World, channel: u64, payload: &Value) -> Reply {
    let c = w
        .channels
        .get_mut(&channel)
        .ok_or_else(ApiError::unknown_channel)?;
    if let Some(name) = payload.get("name").and_then(Value::as_str) {
        c.name = name.to_owned();
    }
    if let Some(archived) = payload.get("archived").and_then(Value::as_bool) {
        c.archived = archived;
    }
    if let Some(locked) = payload.get("locked").and_then(Value::as_bool) {
        c.locked = locked;
    }
    let is_thread = c.kind.is_thread();
    let body = json::channel(w, &w.channels[&channel]);
    if is_thread {
        w.dispatch("THREAD_UPDATE", body.clone());
    }
    ok(body)
}

/// Discord tells the bot about new threads over the gateway too, which fills serenity's cache.
fn announce_thread(w: &mut World, thread: u64) {
    let mut event = json::channel(w, &w.channels[&thread]);
    event["newly_created"] = json!(true);
    w.dispatch("THREAD_CREATE", event);
}
