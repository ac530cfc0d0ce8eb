//! How the bot answers interactions: the callback, the original response and follow-ups
//! (`/interactions/{id}/{token}/callback` and `/webhooks/{app}/{token}/...`).

use serde_json::Value;

use super::json;
use super::messages;
use super::model::{File, InteractionResponse};
use super::rest::{ApiError, Reply, Req, no_content, ok, snowflake};
use super::world::{InteractionRecord, World};

/// Discord's "thinking..." flag on a deferred response.
const LOADING: u64 = 128;

fn unknown_interaction() -> ApiError {
    ApiError::new(404, 10062, "Unknown interaction")
}

fn record<'a>(w: &'a World, token: &str) -> Result<&'a InteractionRecord, ApiError> {
    w.interactions
        .get(token)
        .ok_or_else(|| ApiError::new(404, 10015, "Unknown Webhook"))
}

pub fn callback(w: &mut World, token: &str, req: &Req) -> Reply {
    let rec = w
        .interactions
        .get(token)
        .ok_or_else(unknown_interaction)?
        .clone();
    if rec.response.is_some() {
        return Err(ApiError::new(
            400,
            40060,
            "Interaction has already been acknowledged.",
        ));
    }
    let kind = req.json.get("type").and_then(Value::as_u64).unwrap_or(0) as u8;
    let data = req.json.get("data").cloned().unwrap_or(Value::Null);
    let response = response_of(kind, &data, req.files.clone());
    let original = match kind {
        4 => Some(new_response_message(w, &rec, &data, req.files.clone(), 0)),
        5 => Some(new_response_message(w, &rec, &data, Vec::new(), LOADING)),
        6 => rec.source_message,
        7 => {
            let source = rec
                .source_message
                .ok_or_else(|| ApiError::invalid_form("no message to update"))?;
            messages::message_by_id(w, "PATCH", source, data, req.files.clone())?;
            Some(source)
        }
        8 | 9 => None,
        _ => return Err(ApiError::invalid_form("unknown interaction response type")),
    };
    if let Some(rec) = w.interactions.get_mut(token) {
        rec.response = Some(response);
        rec.original_message = original;
    }
    no_content()
}

fn response_of(kind: u8, data: &Value, files: Vec<File>) -> InteractionResponse {
    let list = |key: &str| {
        data.get(key)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let mut attachments = files;
    for (file, meta) in attachments.iter_mut().zip(list("attachments")) {
        file.description = meta
            .get("description")
            .and_then(Value::as_str)
            .map(str::to_owned);
    }
    InteractionResponse {
        kind,
        content: data
            .get("content")
            .and_then(Value::as_str)
            .map(str::to_owned),
        flags: data.get("flags").and_then(Value::as_u64).unwrap_or(0),
        embeds: list("embeds"),
        components: list("components"),
        attachments,
        choices: list("choices"),
        data: data.clone(),
    }
}

fn new_response_message(
    w: &mut World,
    rec: &InteractionRecord,
    data: &Value,
    files: Vec<File>,
    extra_flags: u64,
) -> u64 {
    let id = w.create_message(rec.channel_id, w.bot.id, data, files, None);
    if let Some(m) = w.messages.get_mut(&id) {
        m.flags |= extra_flags;
        m.interaction_token = Some(rec.token.clone());
    }
    id
}

pub fn followup(w: &mut World, token: &str, req: &Req) -> Reply {
    let rec = record(w, token)?.clone();
    let id = new_response_message(w, &rec, &req.json, req.files.clone(), 0);
    if let Some(rec) = w.interactions.get_mut(token) {
        rec.followups.push(id);
    }
    ok(json::message(w, &w.messages[&id]))
}

/// `@original` or a follow-up id; only messages that belong to this interaction.
pub fn webhook_message(
    w: &mut World,
    method: &str,
    token: &str,
    message: &str,
    req: &Req,
) -> Reply {
    let rec = record(w, token)?;
    let id = if message == "@original" {
        rec.original_message.ok_or_else(ApiError::unknown_message)?
    } else {
        let id = snowflake(message)?;
        if rec.original_message != Some(id) && !rec.followups.contains(&id) {
            return Err(ApiError::unknown_message());
        }
        id
    };
    w.live_message(None, id)
        .ok_or_else(ApiError::unknown_message)?;
    let reply = messages::message_by_id(w, method, id, req.json.clone(), req.files.clone())?;
    if method == "DELETE" {
        return no_content();
    }
    Ok(reply)
}
