//! How the bot answers interactions: the callback, the original response and follow-ups
//! (`/interactions/{id}/{token}/callback` and `/webhooks/{app}/{token}/...`), with Discord's
//! timing: one response within the response deadline (3 s) of the interaction reaching the
//! bot, then follow-ups and edits while the token lives (15 minutes from the user's action).

use serde_json::Value;

use super::json;
use super::messages;
use super::model::{File, InteractionResponse};
use super::rest::{ApiError, Reply, Req, no_content, ok, snowflake};
use super::world::{InteractionRecord, TOKEN_LIFETIME, World};

/// Discord's "thinking..." flag on a deferred response.
const LOADING: u64 = 128;

fn unknown_interaction() -> ApiError {
    ApiError::new(404, 10062, "Unknown interaction")
}

fn unknown_webhook() -> ApiError {
    ApiError::new(404, 10015, "Unknown Webhook")
}

/// The interaction behind a webhook token, while the token lives.
fn record<'a>(w: &'a World, token: &str) -> Result<&'a InteractionRecord, ApiError> {
    let rec = w.interactions.get(token).ok_or_else(unknown_webhook)?;
    if w.now() >= rec.created + TOKEN_LIFETIME {
        return Err(ApiError::new(401, 50027, "Invalid Webhook Token"));
    }
    Ok(rec)
}

pub fn callback(w: &mut World, token: &str, req: &Req) -> Reply {
    let rec = w
        .interactions
        .get(token)
        .ok_or_else(unknown_interaction)?
        .clone();
    let now = w.now();
    if now >= rec.created + TOKEN_LIFETIME {
        return Err(unknown_interaction());
    }
    if rec.response.is_some() {
        // The user sees only the first answer: a bot that answers again lost what it said.
        w.record_violation(format!("interaction {} answered twice", rec.id));
        if let Some(rec) = w.interactions.get_mut(token) {
            rec.second_responses += 1;
        }
        return Err(ApiError::new(
            400,
            40060,
            "Interaction has already been acknowledged.",
        ));
    }
    // Too late: the user already saw "This interaction failed". Counted from when the bot could
    // see it, or from the user's action if no bot ever connected.
    if now > rec.delivered.unwrap_or(rec.created) + w.response_deadline {
        return Err(unknown_interaction());
    }
    let kind = req.json.get("type").and_then(Value::as_u64).unwrap_or(0) as u8;
    if matches!(kind, 4 | 5 | 7) && !w.channels.contains_key(&rec.channel_id) {
        return Err(ApiError::unknown_channel());
    }
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

/// A follow-up needs the first response first (until then the webhook does not exist) and a
/// channel that still exists.
pub fn followup(w: &mut World, token: &str, req: &Req) -> Reply {
    let rec = record(w, token)?.clone();
    if rec.response.is_none() {
        return Err(unknown_webhook());
    }
    if !w.channels.contains_key(&rec.channel_id) {
        return Err(ApiError::unknown_channel());
    }
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
