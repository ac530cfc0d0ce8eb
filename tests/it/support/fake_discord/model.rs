//! The records tests read: users, channels, messages, files, requests and interaction responses.
//! They are snapshots (plain clones), so a test can hold them while the bot keeps working.

use serde_json::Value;

/// A simulated Discord user (a guild member unless made otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

/// The channel types the fake knows, with Discord's numeric codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    GuildText = 0,
    Dm = 1,
    PublicThread = 11,
    PrivateThread = 12,
    Forum = 15,
}

impl ChannelKind {
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn is_thread(self) -> bool {
        matches!(self, Self::PublicThread | Self::PrivateThread)
    }
}

#[derive(Clone, Debug)]
pub struct Channel {
    pub id: u64,
    pub kind: ChannelKind,
    pub name: String,
    pub guild_id: Option<u64>,
    /// The text/forum channel a thread lives in.
    pub parent_id: Option<u64>,
    /// The other side of a DM (the bot is always the first side).
    pub recipient: Option<u64>,
    /// Who created a thread.
    pub owner_id: Option<u64>,
    pub archived: bool,
    pub locked: bool,
}

/// A file the bot uploaded (multipart `files[n]`), with its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct File {
    /// Attachment id once stored on a message; the multipart field name's index before that.
    pub id: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub description: Option<String>,
    pub bytes: Vec<u8>,
}

impl File {
    /// True when the bytes start with the PNG signature (decode them to check more).
    pub fn is_png(&self) -> bool {
        self.bytes.starts_with(b"\x89PNG\r\n\x1a\n")
    }

    pub fn is_gif(&self) -> bool {
        self.bytes.starts_with(b"GIF8")
    }
}

/// A message as the fake stores it, with where it lives.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    pub channel_kind: ChannelKind,
    /// Set when the message is in the DM with this user.
    pub dm_recipient: Option<u64>,
    /// Set when the message is in a thread: the thread's parent channel.
    pub parent_id: Option<u64>,
    pub author_id: u64,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<File>,
    pub flags: u64,
    /// How many times the message was edited (PATCH).
    pub edits: u32,
    pub deleted: bool,
    /// The interaction token if this is an interaction response or follow-up.
    pub interaction_token: Option<String>,
}

impl Message {
    pub fn is_ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// The content plus every embed's title, description and field text, for loose matching.
    pub fn text(&self) -> String {
        let mut text = self.content.clone();
        for embed in &self.embeds {
            for key in ["title", "description"] {
                if let Some(s) = embed.get(key).and_then(Value::as_str) {
                    text.push('\n');
                    text.push_str(s);
                }
            }
            for field in embed
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                for key in ["name", "value"] {
                    if let Some(s) = field.get(key).and_then(Value::as_str) {
                        text.push('\n');
                        text.push_str(s);
                    }
                }
            }
        }
        text
    }

    pub fn has_png(&self) -> bool {
        self.attachments.iter().any(File::is_png)
    }

    /// Every `custom_id` in the message's components (buttons, selects), in order.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        collect_custom_ids(&self.components, &mut ids);
        ids
    }
}

fn collect_custom_ids(components: &[Value], out: &mut Vec<String>) {
    for c in components {
        if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
            out.push(id.to_owned());
        }
        if let Some(children) = c.get("components").and_then(Value::as_array) {
            collect_custom_ids(children, out);
        }
    }
}

/// One REST request the bot made, as received.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// Path below `/api/v10`, e.g. `/channels/123/messages`.
    pub path: String,
    pub query: Option<String>,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    pub files: Vec<File>,
    /// The status the fake answered with.
    pub status: u16,
}

/// The body of an interaction callback (`POST /interactions/{id}/{token}/callback`).
#[derive(Clone, Debug)]
pub struct InteractionResponse {
    /// 4 message, 5 deferred message, 6 deferred update, 7 update message, 8 autocomplete, 9 modal.
    pub kind: u8,
    pub content: Option<String>,
    pub flags: u64,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<File>,
    /// Autocomplete results (`{name, value}` objects).
    pub choices: Vec<Value>,
    /// The whole `data` object, for anything not lifted out above (e.g. a modal's `custom_id`).
    pub data: Value,
}

impl InteractionResponse {
    pub fn is_ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// Names of the autocomplete choices, in order.
    pub fn choice_names(&self) -> Vec<String> {
        self.choices
            .iter()
            .filter_map(|c| c.get("name").and_then(Value::as_str).map(str::to_owned))
            .collect()
    }

    /// A modal's `custom_id` (type 9), needed to submit it.
    pub fn modal_custom_id(&self) -> Option<&str> {
        self.data.get("custom_id").and_then(Value::as_str)
    }
}

impl RecordedRequest {
    /// True if `method` (or `"*"`) and `pattern` match; `*` in the pattern matches one path
    /// segment, e.g. `("POST", "/channels/*/messages")`.
    pub fn matches(&self, method: &str, pattern: &str) -> bool {
        request_matches(method, pattern, &self.method, &self.path)
    }
}

pub(crate) fn request_matches(
    method_pattern: &str,
    pattern: &str,
    method: &str,
    path: &str,
) -> bool {
    if !(method_pattern == "*" || method_pattern.eq_ignore_ascii_case(method)) {
        return false;
    }
    let want: Vec<&str> = pattern.trim_matches('/').split('/').collect();
    let got: Vec<&str> = path.trim_matches('/').split('/').collect();
    want.len() == got.len() && want.iter().zip(&got).all(|(w, g)| *w == "*" || w == g)
}

/// Canned failures for fault injection.
#[derive(Clone, Debug)]
pub enum Fault {
    /// 500 Internal Server Error.
    ServerError,
    /// 403 `{"code":50007,"message":"Cannot send messages to this user"}` (closed DMs).
    CannotMessageUser,
    /// 404 `{"code":10008,"message":"Unknown Message"}`.
    UnknownMessage,
    /// No answer at all: the request is recorded (status 0) but not carried out, and the
    /// connection is held open until the bot's HTTP client gives up.
    Timeout,
    /// Carried out, but the answer is lost on the way back (a 502 from a proxy, say): the bot
    /// cannot tell whether the request took effect.
    AnswerLost,
    /// Any status with a Discord-style error body.
    Status {
        status: u16,
        code: u64,
        message: String,
    },
}

impl Fault {
    pub(crate) fn status_and_body(&self) -> (u16, Value) {
        let (status, code, message) = match self {
            Self::ServerError => (500, 0, "500: Internal Server Error"),
            Self::CannotMessageUser => (403, 50007, "Cannot send messages to this user"),
            Self::UnknownMessage => (404, 10008, "Unknown Message"),
            Self::Timeout => (0, 0, "no answer"),
            Self::AnswerLost => (502, 0, "502: Bad Gateway"),
            Self::Status {
                status,
                code,
                message,
            } => (*status, *code, message.as_str()),
        };
        (
            status,
            serde_json::json!({ "code": code, "message": message }),
        )
    }
}
