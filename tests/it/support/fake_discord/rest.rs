//! REST under `/api/v10`: records every request, applies rate limits, checks it against
//! Discord's API description, applies fault rules, then routes by method and path segments to
//! the handlers in `messages` and `callbacks`.

use serde_json::{Value, json};

use super::model::{Fault, File, RecordedRequest};
use super::openapi::{self, Operation};
use super::ratelimit::{Cost, Headers};
use super::world::{World, id_of};
use super::{callbacks, gateway, json, messages, schema};

/// One parsed request, as the handlers see it.
pub struct Req {
    pub method: String,
    pub path: String,
    /// `Value::Null` when there was no body.
    pub json: Value,
    pub files: Vec<File>,
}

/// A status and JSON body; `Value::Null` means an empty body (204).
pub type Reply = Result<(u16, Value), ApiError>;

/// A Discord error: HTTP status plus the JSON error code and message.
#[derive(Debug)]
pub struct ApiError {
    pub status: u16,
    pub code: u64,
    pub message: String,
    /// Discord's per-field `errors` object of a 50035 Invalid Form Body.
    pub errors: Option<Value>,
}

impl ApiError {
    pub fn new(status: u16, code: u64, message: &str) -> Self {
        Self {
            status,
            code,
            message: message.to_owned(),
            errors: None,
        }
    }
    pub fn unknown_channel() -> Self {
        Self::new(404, 10003, "Unknown Channel")
    }
    pub fn unknown_message() -> Self {
        Self::new(404, 10008, "Unknown Message")
    }
    pub fn unknown_user() -> Self {
        Self::new(404, 10013, "Unknown User")
    }
    pub fn invalid_form(what: &str) -> Self {
        Self::new(400, 50035, &format!("Invalid Form Body: {what}"))
    }
}

pub fn ok(v: Value) -> Reply {
    Ok((200, v))
}

pub fn no_content() -> Reply {
    Ok((204, Value::Null))
}

pub fn snowflake(s: &str) -> Result<u64, ApiError> {
    s.parse()
        .map_err(|_| ApiError::invalid_form("value is not a snowflake"))
}

/// What to send back: status 0 means "send no answer" (a `Fault::Timeout`); a null body means
/// an empty one.
pub struct Answer {
    pub status: u16,
    pub body: Value,
    pub headers: Headers,
}

/// Handles one request end to end.
pub fn handle(w: &mut World, req: Req, query: Option<String>) -> Answer {
    let spec = openapi::spec();
    let operation = spec.operation(&req.method, &req.path);
    let (reply, headers) = match w.limiter.admit(&cost(&req.method, &operation)) {
        Err((headers, body)) => (Ok((429, body)), headers),
        Ok(headers) => {
            let reply = conforming(w, &req, operation).and_then(|()| faulted_or_routed(w, &req));
            (reply, headers)
        }
    };
    let (status, body) = match reply {
        Ok(reply) => reply,
        Err(e) => {
            let mut body = json!({ "code": e.code, "message": e.message });
            if let Some(errors) = e.errors {
                body["errors"] = errors;
            }
            (e.status, body)
        }
    };
    w.faults.retain(|r| r.remaining > 0);
    let json = (!req.json.is_null()).then_some(req.json);
    w.requests.push(RecordedRequest {
        method: req.method,
        path: req.path,
        query,
        json,
        files: req.files,
        status,
    });
    Answer {
        status,
        body,
        headers,
    }
}

/// The rate limit bucket of a request: its route with the channel, guild or webhook in it, as
/// Discord's buckets go by those "major parameters". Interaction callbacks are not limited;
/// interaction webhooks are, per token, but not globally.
fn cost(method: &str, operation: &Result<Operation<'_>, bool>) -> Cost {
    let Ok(op) = operation else {
        return Cost {
            bucket: None,
            global: false,
        };
    };
    if op.template.starts_with("/interactions/") {
        return Cost {
            bucket: None,
            global: false,
        };
    }
    let mut bucket = format!("{method} {}", op.template);
    for (name, value) in &op.params {
        if matches!(
            *name,
            "channel_id" | "guild_id" | "webhook_id" | "webhook_token"
        ) {
            bucket = bucket.replace(&format!("{{{name}}}"), value);
        }
    }
    Cost {
        bucket: Some(bucket),
        global: !op.template.starts_with("/webhooks/"),
    }
}

/// Discord refuses a request to a route it does not have, or whose body breaks the route's
/// schema; the fake does too, and records the refusal as a violation that fails the test.
fn conforming(
    w: &mut World,
    req: &Req,
    operation: Result<Operation<'_>, bool>,
) -> Result<(), ApiError> {
    let op = match operation {
        Ok(op) => op,
        Err(path_known) => {
            let (status, what) = if path_known {
                (405, "405: Method Not Allowed")
            } else {
                (404, "404: Not Found")
            };
            w.record_violation(format!(
                "{} {}: not in Discord's API ({what})",
                req.method, req.path
            ));
            return Err(ApiError::new(status, 0, what));
        }
    };
    let Some(body_schema) = op.body else {
        return Ok(());
    };
    let spec = openapi::spec();
    let violations = if req.json.is_null() && !op.body_required {
        Vec::new()
    } else {
        schema::validate(spec, body_schema, &req.json)
    };
    if violations.is_empty() {
        return Ok(());
    }
    for v in &violations {
        w.record_violation(format!("{} {}: {v}", req.method, req.path));
    }
    Err(ApiError {
        errors: Some(schema::errors_object(&violations)),
        ..ApiError::new(400, 50035, "Invalid Form Body")
    })
}

fn faulted_or_routed(w: &mut World, req: &Req) -> Reply {
    // Discord away (`FakeDiscord::go_down`): every call answers 503, whatever the rules say.
    let outage = w.down.then(|| Fault::Status {
        status: 503,
        code: 0,
        message: "Service Unavailable".into(),
    });
    let fault = outage.or_else(|| {
        w.faults
            .iter_mut()
            .filter(|r| r.matches(&req.method, &req.path, &req.json))
            .find_map(|rule| {
                if rule.skip > 0 {
                    rule.skip -= 1;
                    return None;
                }
                rule.remaining -= 1;
                Some(rule.fault.clone())
            })
    });
    match fault {
        None => checked(w, req).and_then(|()| route(w, req)),
        Some(f) => {
            if matches!(f, Fault::AnswerLost) {
                // Carried out, whatever the bot is told.
                let _ = checked(w, req).and_then(|()| route(w, req));
            }
            Ok(f.status_and_body())
        }
    }
}

/// Discord refuses a post over its limits before doing anything; so does the fake, and it
/// records the refusal as a problem.
fn checked(w: &mut World, req: &Req) -> Result<(), ApiError> {
    if !matches!(req.method.as_str(), "POST" | "PATCH") || req.path.contains("/commands") {
        return Ok(());
    }
    super::limits::check(&req.json, &req.files).inspect_err(|e| {
        w.record_problem(format!("{} {}: {}", req.method, req.path, e.message));
    })
}

fn route(w: &mut World, req: &Req) -> Reply {
    let segs: Vec<&str> = req.path.trim_matches('/').split('/').collect();
    match (req.method.as_str(), segs.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({ "url": gateway::gateway_url(&w.base_url) })),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": gateway::gateway_url(&w.base_url),
            "shards": 1,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        })),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            let owner = w
                .user(w.guild.owner_id)
                .cloned()
                .unwrap_or_else(|| w.bot.clone());
            ok(json::application(w, &owner))
        }
        ("GET", ["users", "@me"]) => ok(json::current_user(&w.bot)),
        ("GET", ["users", user]) => {
            let user = w
                .user(snowflake(user)?)
                .ok_or_else(ApiError::unknown_user)?;
            ok(json::user(user))
        }
        ("POST", ["users", "@me", "channels"]) => messages::open_dm(w, req),
        (method, ["applications", _, "commands", rest @ ..]) => {
            commands(w, None, method, rest, req)
        }
        (method, ["applications", _, "guilds", guild, "commands", rest @ ..]) => {
            commands(w, Some(snowflake(guild)?), method, rest, req)
        }
        ("POST", ["interactions", _, token, "callback"]) => callbacks::callback(w, token, req),
        ("POST", ["webhooks", _, token]) => callbacks::followup(w, token, req),
        (method, ["webhooks", _, token, "messages", message]) => {
            callbacks::webhook_message(w, method, token, message, req)
        }
        (method, ["channels", channel, rest @ ..]) => {
            messages::channel_route(w, method, snowflake(channel)?, rest, req)
        }
        ("GET", ["guilds", guild]) if snowflake(guild)? == w.guild.id => ok(json::guild(w)),
        ("GET", ["guilds", guild, "channels"]) if snowflake(guild)? == w.guild.id => {
            let channels: Vec<Value> = w
                .channels
                .values()
                .filter(|c| c.guild_id == Some(w.guild.id) && !c.kind.is_thread())
                .map(|c| json::channel(w, c))
                .collect();
            ok(json!(channels))
        }
        ("GET", ["guilds", guild, "threads", "active"]) if snowflake(guild)? == w.guild.id => {
            let threads: Vec<Value> = w
                .channels
                .values()
                .filter(|c| c.guild_id == Some(w.guild.id) && c.kind.is_thread() && !c.archived)
                .map(|c| json::channel(w, c))
                .collect();
            ok(json!({ "threads": threads, "members": [] }))
        }
        ("GET", ["guilds", guild, "members", user]) if snowflake(guild)? == w.guild.id => {
            let user = w
                .user(snowflake(user)?)
                .ok_or_else(|| ApiError::new(404, 10007, "Unknown Member"))?;
            ok(json::member(w, user, false))
        }
        ("GET", ["guilds", _, ..]) => Err(ApiError::new(404, 10004, "Unknown Guild")),
        _ => {
            w.record_problem(format!("no fake for {} {}", req.method, req.path));
            Err(ApiError::new(404, 0, "404: Not Found"))
        }
    }
}

/// Command registration: bulk overwrite (PUT), list (GET), create (POST), get/delete one.
fn commands(w: &mut World, guild: Option<u64>, method: &str, rest: &[&str], req: &Req) -> Reply {
    match (method, rest) {
        ("PUT", []) => {
            let wanted = req.json.as_array().cloned().unwrap_or_default();
            let stored: Vec<Value> = wanted
                .iter()
                .map(|c| complete_command(w, guild, c))
                .collect();
            w.commands.insert(guild, stored.clone());
            ok(json!(stored))
        }
        ("GET", []) => ok(json!(w.commands.get(&guild).cloned().unwrap_or_default())),
        ("POST", []) => {
            let command = complete_command(w, guild, &req.json);
            let list = w.commands.entry(guild).or_default();
            list.retain(|c| c["name"] != command["name"]);
            list.push(command.clone());
            Ok((201, command))
        }
        (method, [id]) => {
            let list = w.commands.entry(guild).or_default();
            let pos = list.iter().position(|c| c["id"] == json!(id));
            match (method, pos) {
                ("GET", Some(i)) => ok(list[i].clone()),
                ("DELETE", Some(i)) => {
                    list.remove(i);
                    no_content()
                }
                _ => Err(ApiError::new(404, 10063, "Unknown application command")),
            }
        }
        _ => Err(ApiError::new(405, 0, "405: Method Not Allowed")),
    }
}

/// Adds what Discord adds to a registered command; keeps the id of an existing one by name.
fn complete_command(w: &World, guild: Option<u64>, wanted: &Value) -> Value {
    let existing_id = w
        .commands
        .get(&guild)
        .and_then(|list| list.iter().find(|c| c["name"] == wanted["name"]))
        .and_then(|c| c.get("id").and_then(id_of));
    let mut c = wanted.clone();
    let id = existing_id.unwrap_or_else(|| w.ids.next());
    c["id"] = json!(id.to_string());
    c["application_id"] = json!(w.app_id.to_string());
    c["version"] = json!(w.ids.next().to_string());
    c["guild_id"] = json!(guild.map(|g| g.to_string()));
    for (key, default) in [
        ("type", json!(1)),
        ("description", json!("")),
        ("options", json!([])),
        ("default_member_permissions", Value::Null),
        ("nsfw", json!(false)),
    ] {
        if c.get(key).is_none_or(Value::is_null) {
            c[key] = default;
        }
    }
    c
}
