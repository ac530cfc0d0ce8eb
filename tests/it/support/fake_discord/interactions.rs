//! Simulated users acting: complete INTERACTION_CREATE payloads (slash commands, autocomplete,
//! buttons, selects, modal submits) and the handle a test awaits the bot's answer on.

use std::time::Duration;

use serde_json::{Map, Value, json};

use super::FakeDiscord;
use super::json;
use super::model::{ChannelKind, InteractionResponse, Message, TestUser};
use super::world::{InteractionRecord, World, id_of};

/// A value for a slash command option.
#[derive(Clone, Debug)]
pub enum OptionValue {
    String(String),
    Integer(i64),
    Boolean(bool),
    User(TestUser),
    Channel(u64),
    Number(f64),
}

impl OptionValue {
    /// Discord's application command option type.
    fn type_code(&self) -> u8 {
        match self {
            Self::String(_) => 3,
            Self::Integer(_) => 4,
            Self::Boolean(_) => 5,
            Self::User(_) => 6,
            Self::Channel(_) => 7,
            Self::Number(_) => 10,
        }
    }

    fn to_json(&self) -> Value {
        match self {
            Self::String(s) => json!(s),
            Self::Integer(i) => json!(i),
            Self::Boolean(b) => json!(b),
            Self::User(u) => json!(u.id.to_string()),
            Self::Channel(c) => json!(c.to_string()),
            Self::Number(n) => json!(n),
        }
    }
}

impl From<&str> for OptionValue {
    fn from(s: &str) -> Self {
        Self::String(s.to_owned())
    }
}
impl From<String> for OptionValue {
    fn from(s: String) -> Self {
        Self::String(s)
    }
}
impl From<i64> for OptionValue {
    fn from(i: i64) -> Self {
        Self::Integer(i)
    }
}
impl From<i32> for OptionValue {
    fn from(i: i32) -> Self {
        Self::Integer(i.into())
    }
}
impl From<bool> for OptionValue {
    fn from(b: bool) -> Self {
        Self::Boolean(b)
    }
}
impl From<f64> for OptionValue {
    fn from(n: f64) -> Self {
        Self::Number(n)
    }
}
impl From<&TestUser> for OptionValue {
    fn from(u: &TestUser) -> Self {
        Self::User(u.clone())
    }
}

/// Builds a slash command (type 2) or autocomplete (type 4) interaction; `send` dispatches it.
#[must_use = "call .send() to dispatch the interaction"]
pub struct CommandBuilder {
    fake: FakeDiscord,
    user: TestUser,
    channel: u64,
    name: String,
    /// Subcommand group and/or subcommand, outermost first, with their option types (2 or 1).
    path: Vec<(String, u8)>,
    options: Vec<Value>,
    autocomplete: bool,
    locale: String,
}

impl CommandBuilder {
    pub(super) fn new(
        fake: FakeDiscord,
        user: &TestUser,
        channel: u64,
        name: &str,
        autocomplete: bool,
    ) -> Self {
        Self {
            fake,
            user: user.clone(),
            channel,
            name: name.to_owned(),
            path: Vec::new(),
            options: Vec::new(),
            autocomplete,
            locale: "en-US".into(),
        }
    }

    pub fn subcommand_group(mut self, name: &str) -> Self {
        self.path.push((name.to_owned(), 2));
        self
    }

    pub fn subcommand(mut self, name: &str) -> Self {
        self.path.push((name.to_owned(), 1));
        self
    }

    pub fn option(mut self, name: &str, value: impl Into<OptionValue>) -> Self {
        let value = value.into();
        self.options
            .push(json!({ "name": name, "type": value.type_code(), "value": value.to_json() }));
        self
    }

    /// The option the user is typing in (autocomplete): always sent as a string, as Discord does.
    pub fn focused(mut self, name: &str, partial: &str) -> Self {
        self.autocomplete = true;
        self.options
            .push(json!({ "name": name, "type": 3, "value": partial, "focused": true }));
        self
    }

    /// Like `focused`, for an integer option (Discord still sends the partial text as a string).
    pub fn focused_typed(mut self, name: &str, type_code: u8, partial: &str) -> Self {
        self.autocomplete = true;
        self.options
            .push(json!({ "name": name, "type": type_code, "value": partial, "focused": true }));
        self
    }

    pub fn locale(mut self, locale: &str) -> Self {
        self.locale = locale.to_owned();
        self
    }

    pub fn send(self) -> InteractionHandle {
        let kind = if self.autocomplete { 4 } else { 2 };
        let fake = self.fake.clone();
        fake.shared().with(|w| {
            let resolved = resolved_for(w, self.channel, &self.options);
            let mut options = self.options;
            for (name, type_code) in self.path.iter().rev() {
                options = vec![json!({ "name": name, "type": type_code, "options": options })];
            }
            let (command_id, command_guild) = registered_command(w, &self.name);
            let mut data = json!({
                "id": command_id.to_string(),
                "name": self.name,
                "type": 1,
                "options": options,
                "resolved": resolved,
            });
            if let Some(g) = command_guild {
                data["guild_id"] = json!(g.to_string());
            }
            let ctx = Ctx {
                user: &self.user,
                channel: self.channel,
                locale: &self.locale,
                source_message: None,
            };
            send_interaction(w, &fake, kind, data, &ctx)
        })
    }
}

/// The registered command's id (guild commands first), or a fresh id if the bot never
/// registered it (poise dispatches by name, so the test still works).
fn registered_command(w: &World, name: &str) -> (u64, Option<u64>) {
    let found = w.commands.iter().rev().find_map(|(guild, list)| {
        list.iter()
            .find(|c| c["name"] == json!(name))
            .and_then(|c| c.get("id").and_then(id_of))
            .map(|id| (id, *guild))
    });
    found.unwrap_or_else(|| (w.ids.next(), None))
}

/// Discord resolves user and channel options into full objects; poise reads them from here.
fn resolved_for(w: &World, channel: u64, options: &[Value]) -> Value {
    let in_guild = w
        .channels
        .get(&channel)
        .is_some_and(|c| c.guild_id.is_some());
    let (mut users, mut members, mut channels) = (Map::new(), Map::new(), Map::new());
    for option in options {
        let Some(id) = option.get("value").and_then(id_of) else {
            continue;
        };
        match option.get("type").and_then(Value::as_u64) {
            Some(6) => {
                if let Some(u) = w.user(id) {
                    users.insert(id.to_string(), json::user(u));
                    if in_guild {
                        let mut m = json::member(w, u, true);
                        if let Some(m) = m.as_object_mut() {
                            m.remove("user");
                        }
                        members.insert(id.to_string(), m);
                    }
                }
            }
            Some(7) => {
                if let Some(c) = w.channels.get(&id) {
                    channels.insert(id.to_string(), json::partial_channel(w, c));
                }
            }
            _ => {}
        }
    }
    json!({ "users": users, "members": members, "channels": channels })
}

/// Who acts where: shared by all interaction kinds.
pub(super) struct Ctx<'a> {
    pub user: &'a TestUser,
    pub channel: u64,
    pub locale: &'a str,
    pub source_message: Option<u64>,
}

/// Fills in everything serenity requires, records the interaction and dispatches it.
pub(super) fn send_interaction(
    w: &mut World,
    fake: &FakeDiscord,
    kind: u8,
    data: Value,
    ctx: &Ctx,
) -> InteractionHandle {
    let id = w.ids.next();
    let token = format!("fake-token-{id}");
    let channel = w.channels.get(&ctx.channel).cloned();
    let guild = channel.as_ref().and_then(|c| c.guild_id);
    let mut payload = json!({
        "id": id.to_string(),
        "application_id": w.app_id.to_string(),
        "type": kind,
        "data": data,
        "channel_id": ctx.channel.to_string(),
        "channel": channel.as_ref().map(|c| json::partial_channel(w, c)),
        "token": token,
        "version": 1,
        "locale": ctx.locale,
        "app_permissions": app_permissions(w, ctx.channel).to_string(),
        "entitlements": [],
        "attachment_size_limit": 26_214_400,
        // Guild install; guild id 0 means "guild-installed, used in a DM".
        "authorizing_integration_owners": { "0": guild.unwrap_or(0).to_string() },
        "context": if guild.is_some() { 0 } else { 1 },
    });
    match guild {
        Some(g) => {
            payload["guild_id"] = json!(g.to_string());
            payload["guild_locale"] = json!(w.guild.preferred_locale);
            // An interaction carries the member's permissions in its channel.
            let perms = w.permissions_in(ctx.user.id, ctx.channel).to_string();
            payload["member"] = json::member(w, ctx.user, true);
            payload["member"]["permissions"] = json!(perms);
            payload["channel"]["permissions"] = json!(perms);
        }
        None => payload["user"] = json::user(ctx.user),
    }
    if let Some(m) = ctx.source_message.and_then(|m| w.messages.get(&m)) {
        payload["message"] = json::message(w, m);
    }
    if channel.as_ref().is_none_or(|c| {
        (c.kind == ChannelKind::Dm && c.recipient != Some(ctx.user.id))
            || (c.guild_id.is_some() && !w.can_view(ctx.user.id, c.id))
    }) {
        w.record_problem(format!(
            "interaction {id} sent in channel {} the user cannot see",
            ctx.channel
        ));
    }
    w.interactions.insert(
        token.clone(),
        InteractionRecord {
            id,
            token: token.clone(),
            channel_id: ctx.channel,
            user_id: ctx.user.id,
            source_message: ctx.source_message,
            response: None,
            original_message: None,
            followups: Vec::new(),
            second_responses: 0,
            created: w.now(),
            delivered: w.gateway.is_connected().then(|| w.now()),
        },
    );
    w.dispatch("INTERACTION_CREATE", payload);
    InteractionHandle {
        fake: fake.clone(),
        id,
        token,
        channel_id: ctx.channel,
    }
}

/// The bot's permissions in `channel` as Discord reports them with each interaction: without
/// send messages (in threads) where the test denied them.
fn app_permissions(w: &World, channel: u64) -> u64 {
    const SEND: u64 = (1 << 11) | (1 << 38);
    if w.is_denied(channel) {
        json::BOT_PERMISSIONS & !SEND
    } else {
        json::BOT_PERMISSIONS
    }
}

/// A sent interaction: await the bot's callback, then read its original message and follow-ups.
#[derive(Clone)]
pub struct InteractionHandle {
    fake: FakeDiscord,
    pub id: u64,
    pub token: String,
    pub channel_id: u64,
}

impl InteractionHandle {
    fn record(&self, w: &World) -> Option<InteractionRecord> {
        w.interactions.get(&self.token).cloned()
    }

    /// The callback the bot sent (panics with the recent request log if none came in time).
    pub async fn await_response(&self, timeout: Duration) -> InteractionResponse {
        let found = self
            .fake
            .shared()
            .wait_until(timeout, |w| self.record(w).and_then(|r| r.response))
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "the bot did not answer interaction {} within {timeout:?}\n{}",
                self.id,
                self.fake.debug_dump()
            )
        })
    }

    pub fn response(&self) -> Option<InteractionResponse> {
        self.fake
            .shared()
            .read(|w| self.record(w).and_then(|r| r.response))
    }

    /// The original response message as it is now (after any edits).
    pub fn original_message(&self) -> Option<Message> {
        self.fake.shared().read(|w| {
            self.record(w)
                .and_then(|r| r.original_message)
                .and_then(|id| w.messages.get(&id).cloned())
        })
    }

    /// Waits until the original response satisfies `pred` (e.g. a deferred reply got edited).
    pub async fn wait_for_original(
        &self,
        timeout: Duration,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        let found = self
            .fake
            .shared()
            .wait_until(timeout, |w| {
                let id = self.record(w)?.original_message?;
                w.messages.get(&id).filter(|m| pred(m)).cloned()
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "original response of interaction {} never matched within {timeout:?}\n{}",
                self.id,
                self.fake.debug_dump()
            )
        })
    }

    /// How many responses the bot tried after its first one (each refused with 40060).
    pub fn second_responses(&self) -> u32 {
        self.fake
            .shared()
            .read(|w| self.record(w).map_or(0, |r| r.second_responses))
    }

    pub fn followups(&self) -> Vec<Message> {
        self.fake.shared().read(|w| {
            let ids = self.record(w).map(|r| r.followups).unwrap_or_default();
            ids.iter()
                .filter_map(|id| w.messages.get(id).cloned())
                .collect()
        })
    }

    pub async fn wait_for_followup(
        &self,
        timeout: Duration,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        let found = self
            .fake
            .shared()
            .wait_until(timeout, |w| {
                let rec = self.record(w)?;
                rec.followups
                    .iter()
                    .filter_map(|id| w.messages.get(id))
                    .find(|m| pred(m))
                    .cloned()
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "no matching follow-up to interaction {} within {timeout:?}\n{}",
                self.id,
                self.fake.debug_dump()
            )
        })
    }
}

/// A button click (`component_type` 2) or select (3) on one of the bot's messages.
pub(super) fn component(
    fake: &FakeDiscord,
    user: &TestUser,
    message: &Message,
    custom_id: &str,
    values: Option<&[&str]>,
) -> InteractionHandle {
    let data = match values {
        None => json!({ "custom_id": custom_id, "component_type": 2 }),
        Some(values) => json!({ "custom_id": custom_id, "component_type": 3, "values": values }),
    };
    let ctx = Ctx {
        user,
        channel: message.channel_id,
        locale: "en-US",
        source_message: Some(message.id),
    };
    fake.shared()
        .with(|w| send_interaction(w, fake, 3, data, &ctx))
}

/// A modal submit (type 5): each field becomes a text input in its own action row.
///
/// poise registers its modal collector only after the modal callback has gone out, a gap no
/// human ever notices but a test does. So an unanswered submit is repeated, as a user would
/// press Submit again, with growing patience; the handle returned is the one the bot answered.
pub(super) async fn modal_submit(
    fake: &FakeDiscord,
    user: &TestUser,
    channel: u64,
    custom_id: &str,
    fields: &[(&str, &str)],
    timeout: Duration,
) -> InteractionHandle {
    let rows: Vec<Value> = fields
        .iter()
        .map(|(id, value)| json!({ "type": 1, "components": [{ "type": 4, "custom_id": id, "value": value }] }))
        .collect();
    let data = json!({ "custom_id": custom_id, "components": rows });
    let ctx = Ctx {
        user,
        channel,
        locale: "en-US",
        source_message: None,
    };
    let deadline = tokio::time::Instant::now() + timeout;
    let mut patience = Duration::from_millis(200);
    let mut tries: Vec<InteractionHandle> = Vec::new();
    loop {
        tries.push(
            fake.shared()
                .with(|w| send_interaction(w, fake, 5, data.clone(), &ctx)),
        );
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let answered = fake
            .shared()
            .wait_until(patience.min(left), |w| {
                tries
                    .iter()
                    .position(|h| h.record(w).is_some_and(|r| r.response.is_some()))
            })
            .await;
        if let Some(i) = answered {
            return tries.swap_remove(i);
        }
        if left <= patience {
            panic!(
                "the bot answered none of {} submits of modal {custom_id:?} within {timeout:?}\n{}",
                tries.len(),
                fake.debug_dump()
            );
        }
        patience *= 2;
    }
}

/// A user command (type 2, from the Apps menu of a member) aimed at `target`; `in_guild`:
/// whether Discord resolves the target as a member of the server (false: someone who left).
pub(super) fn user_command(
    fake: &FakeDiscord,
    user: &TestUser,
    channel: u64,
    name: &str,
    target: &TestUser,
    in_guild: bool,
) -> InteractionHandle {
    fake.shared().with(|w| {
        let (command_id, command_guild) = registered_command(w, name);
        let mut users = Map::new();
        let mut members = Map::new();
        users.insert(target.id.to_string(), json::user(target));
        if in_guild {
            let mut m = json::member(w, target, true);
            if let Some(m) = m.as_object_mut() {
                m.remove("user");
            }
            members.insert(target.id.to_string(), m);
        }
        let mut data = json!({
            "id": command_id.to_string(),
            "name": name,
            "type": 2,
            "target_id": target.id.to_string(),
            "resolved": { "users": users, "members": members },
        });
        if let Some(g) = command_guild {
            data["guild_id"] = json!(g.to_string());
        }
        let ctx = Ctx {
            user,
            channel,
            locale: "en-US",
            source_message: None,
        };
        send_interaction(w, fake, 2, data, &ctx)
    })
}
