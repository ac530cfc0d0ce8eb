//! The fake's whole state behind one lock: the guild, users, channels, messages, interactions,
//! registered commands, the request log, fault rules and the gateway session.
//! Everything here is synchronous; the lock is never held across an `.await`.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::gateway::GatewayState;
use super::ids::Snowflakes;
use super::model::{
    Channel, ChannelKind, Fault, File, InteractionResponse, Message, RecordedRequest, TestUser,
    request_matches,
};
use super::ratelimit::Limiter;

/// The test guild every bot sees at READY.
#[derive(Clone, Debug)]
pub struct GuildInfo {
    pub id: u64,
    pub name: String,
    pub owner_id: u64,
    pub text_channel: u64,
    pub forum_channel: u64,
    /// The role the bot has besides @everyone (whose id is the guild id).
    pub bot_role: u64,
    /// The server's language in Discord (`preferred_locale`).
    pub preferred_locale: String,
}

/// What the fake remembers of an interaction it sent.
#[derive(Clone, Debug)]
pub struct InteractionRecord {
    pub id: u64,
    pub token: String,
    pub channel_id: u64,
    pub user_id: u64,
    /// The message a component interaction was attached to.
    pub source_message: Option<u64>,
    pub response: Option<InteractionResponse>,
    /// The message created by the callback (or later via `@original`).
    pub original_message: Option<u64>,
    pub followups: Vec<u64>,
    /// Responses refused because one had been given already (Discord: 400 / 40060).
    pub second_responses: u32,
    /// When the user acted, on the fake's clock: the token lives 15 minutes from here.
    pub created: Instant,
    /// When the bot could first see it (sent on a live socket, or replayed on reconnect): the
    /// first response is due within the response deadline from here.
    pub delivered: Option<Instant>,
}

/// A fault rule: the next `remaining` requests matching `method` and `pattern` fail.
#[derive(Clone, Debug)]
pub struct FaultRule {
    pub method: String,
    /// Path below `/api/v10`; `*` matches one segment.
    pub pattern: String,
    pub remaining: u32,
    /// Matching requests let through before the first failure.
    pub skip: u32,
    pub fault: Fault,
    /// Only requests whose JSON `content` holds this text (any request if `None`).
    pub content: Option<String>,
}

impl FaultRule {
    pub fn matches(&self, method: &str, path: &str, body: &Value) -> bool {
        self.remaining > 0
            && request_matches(&self.method, &self.pattern, method, path)
            && self.content.as_ref().is_none_or(|text| {
                body.get("content")
                    .and_then(Value::as_str)
                    .is_some_and(|c| c.contains(text.as_str()))
            })
    }
}

pub struct World {
    pub ids: Snowflakes,
    pub base_url: String,
    pub bot: TestUser,
    pub app_id: u64,
    pub guild: GuildInfo,
    pub users: BTreeMap<u64, TestUser>,
    pub channels: BTreeMap<u64, Channel>,
    /// Keyed by id, so iteration is in creation order.
    pub messages: BTreeMap<u64, Message>,
    /// Keyed by interaction token.
    pub interactions: HashMap<String, InteractionRecord>,
    /// Registered commands: `None` for global, `Some(guild)` for guild commands.
    pub commands: BTreeMap<Option<u64>, Vec<Value>>,
    pub requests: Vec<RecordedRequest>,
    pub faults: Vec<FaultRule>,
    pub closed_dms: HashSet<u64>,
    /// Messages sent with `enforce_nonce`, by channel and nonce: a second send with the same
    /// nonce gets the first message back, as on Discord.
    pub nonces: HashMap<(u64, String), u64>,
    /// How many sends were answered from `nonces` instead of posting again.
    pub nonce_repeats: u64,
    pub gateway: GatewayState,
    /// Problems the fake noticed in what it sent or received (payloads serenity would reject,
    /// requests to endpoints it does not know). Tests can assert this stays empty.
    pub problems: Vec<String>,
    /// The bot was removed from the guild: its channels answer 403 / 50001 Missing Access.
    pub removed_from_guild: bool,
    /// Discord is away (see `FakeDiscord::go_down`): REST answers 503, the gateway refuses.
    pub down: bool,
    /// How long every REST answer takes (Discord slow, or far away).
    pub latency: std::time::Duration,
    /// Requests Discord would have refused (schema violations, unknown routes, a second
    /// response to one interaction); also in `problems`. Any left when the fake goes away
    /// fail the test (see `ServerTask`).
    pub violations: Vec<String>,
    /// Channels (and their threads) the bot may read but not write in: 403 / 50013.
    pub denied_channels: HashSet<u64>,
    /// How far the test moved the fake's clock ahead of real time (`advance_interaction_clock`).
    pub clock_offset: Duration,
    /// How long after delivery the first interaction response may come (Discord: 3 s).
    pub response_deadline: Duration,
    pub limiter: Limiter,
    /// Roles, member roles and channel overwrites (see `access`).
    pub access: super::access::Access,
}

impl World {
    pub fn new(base_url: String) -> Self {
        let ids = Snowflakes::default();
        let app_id = ids.next();
        let bot = TestUser {
            id: app_id,
            name: "StrategoBot".into(),
            bot: true,
        };
        let owner = TestUser {
            id: ids.next(),
            name: "guild-owner".into(),
            bot: false,
        };
        let guild_id = ids.next();
        let guild = GuildInfo {
            id: guild_id,
            name: "Stratego Test Guild".into(),
            owner_id: owner.id,
            text_channel: ids.next(),
            forum_channel: ids.next(),
            bot_role: ids.next(),
            preferred_locale: "en-US".into(),
        };
        let mut world = Self {
            ids,
            base_url,
            bot: bot.clone(),
            app_id,
            guild: guild.clone(),
            users: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            interactions: HashMap::new(),
            commands: BTreeMap::new(),
            requests: Vec::new(),
            faults: Vec::new(),
            closed_dms: HashSet::new(),
            nonces: HashMap::new(),
            nonce_repeats: 0,
            gateway: GatewayState::default(),
            problems: Vec::new(),
            removed_from_guild: false,
            down: false,
            latency: std::time::Duration::ZERO,
            violations: Vec::new(),
            denied_channels: HashSet::new(),
            clock_offset: Duration::ZERO,
            response_deadline: RESPONSE_DEADLINE,
            limiter: Limiter::default(),
            access: Default::default(),
        };
        world.users.insert(bot.id, bot);
        world.users.insert(owner.id, owner);
        for (id, kind, name) in [
            (guild.text_channel, ChannelKind::GuildText, "general"),
            (guild.forum_channel, ChannelKind::Forum, "matches"),
        ] {
            world
                .channels
                .insert(id, guild_channel(id, kind, name, guild.id, None, None));
        }
        world
    }

    pub fn user(&self, id: u64) -> Option<&TestUser> {
        self.users.get(&id)
    }

    /// The DM channel between the bot and `user`, created on first use.
    pub fn dm_channel(&mut self, user: u64) -> u64 {
        if let Some(c) = self
            .channels
            .values()
            .find(|c| c.kind == ChannelKind::Dm && c.recipient == Some(user))
        {
            return c.id;
        }
        let id = self.ids.next();
        self.channels.insert(
            id,
            Channel {
                id,
                kind: ChannelKind::Dm,
                name: String::new(),
                guild_id: None,
                parent_id: None,
                recipient: Some(user),
                owner_id: None,
                archived: false,
                locked: false,
            },
        );
        id
    }

    pub fn add_thread(
        &mut self,
        parent: u64,
        name: &str,
        kind: ChannelKind,
        owner: u64,
        id: Option<u64>,
    ) -> u64 {
        let id = id.unwrap_or_else(|| self.ids.next());
        let mut thread = guild_channel(id, kind, name, self.guild.id, Some(parent), Some(owner));
        thread.guild_id = self
            .channels
            .get(&parent)
            .and_then(|p| p.guild_id)
            .or(Some(self.guild.id));
        self.channels.insert(id, thread);
        id
    }

    /// Stores a new message from `author` in `channel`, taking `payload` fields Discord keeps.
    pub fn create_message(
        &mut self,
        channel: u64,
        author: u64,
        payload: &Value,
        files: Vec<File>,
        id: Option<u64>,
    ) -> u64 {
        let id = id.unwrap_or_else(|| self.ids.next());
        let (channel_kind, dm_recipient, parent_id) = self
            .channels
            .get(&channel)
            .map_or((ChannelKind::GuildText, None, None), |c| {
                (c.kind, c.recipient, c.parent_id)
            });
        let mut message = Message {
            id,
            channel_id: channel,
            channel_kind,
            dm_recipient,
            parent_id,
            author_id: author,
            content: String::new(),
            embeds: Vec::new(),
            components: Vec::new(),
            attachments: Vec::new(),
            flags: 0,
            edits: 0,
            deleted: false,
            interaction_token: None,
        };
        self.apply_edit(&mut message, payload, files);
        message.edits = 0;
        self.messages.insert(id, message);
        id
    }

    /// Applies the fields present in `payload` to `message` (Discord's PATCH semantics).
    pub fn apply_edit(&mut self, message: &mut Message, payload: &Value, files: Vec<File>) {
        if let Some(rows) = payload.get("components").and_then(Value::as_array) {
            for problem in super::components::problems(rows) {
                self.record_problem(format!("message {}: {problem}", message.id));
            }
        }
        if let Some(content) = payload.get("content") {
            message.content = content.as_str().unwrap_or_default().to_owned();
        }
        for (key, target) in [
            ("embeds", &mut message.embeds),
            ("components", &mut message.components),
        ] {
            if let Some(v) = payload.get(key) {
                *target = v.as_array().cloned().unwrap_or_default();
            }
        }
        if let Some(flags) = payload.get("flags").and_then(Value::as_u64) {
            message.flags = flags;
        }
        message.attachments =
            self.merge_attachments(&message.attachments, payload.get("attachments"), files);
        message.edits += 1;
    }

    /// `attachments` in a payload lists what to keep (existing ids) and describes new uploads
    /// (ids naming `files[n]`); without it, existing files stay and uploads are appended.
    fn merge_attachments(
        &self,
        existing: &[File],
        wanted: Option<&Value>,
        mut uploads: Vec<File>,
    ) -> Vec<File> {
        let mut out = Vec::new();
        match wanted.and_then(Value::as_array) {
            None => out.extend(existing.iter().cloned()),
            Some(list) => {
                for entry in list {
                    let Some(id) = entry.get("id").and_then(id_of) else {
                        continue;
                    };
                    if let Some(kept) = existing.iter().find(|f| f.id == id) {
                        out.push(kept.clone());
                    } else if let Some(pos) = uploads.iter().position(|f| f.id == id) {
                        let mut file = uploads.remove(pos);
                        if let Some(name) = entry.get("filename").and_then(Value::as_str) {
                            file.filename = name.to_owned();
                        }
                        file.description = entry
                            .get("description")
                            .and_then(Value::as_str)
                            .map(str::to_owned);
                        out.push(file);
                    }
                }
            }
        }
        out.extend(uploads);
        // Uploaded placeholder ids (0, 1, ...) become real attachment ids once stored.
        for file in &mut out {
            if file.id < 1 << 22 {
                file.id = self.ids.next();
            }
        }
        out
    }

    pub fn live_message(&self, channel: Option<u64>, id: u64) -> Option<&Message> {
        self.messages
            .get(&id)
            .filter(|m| !m.deleted && channel.is_none_or(|c| c == m.channel_id))
    }

    pub fn record_problem(&mut self, problem: String) {
        eprintln!("fake_discord: {problem}");
        self.problems.push(problem);
    }

    /// A request Discord refuses as malformed: a problem that fails the test even unasked.
    pub fn record_violation(&mut self, violation: String) {
        self.violations.push(violation.clone());
        self.record_problem(violation);
    }

    /// The fake's clock: real time plus what the test skipped ahead.
    pub fn now(&self) -> Instant {
        Instant::now() + self.clock_offset
    }

    /// Interactions dispatched while no bot was connected become visible to it now.
    pub fn mark_interactions_delivered(&mut self) {
        let now = self.now();
        for rec in self.interactions.values_mut() {
            rec.delivered.get_or_insert(now);
        }
    }

    /// True if writes in `channel` (or in a thread of a channel) were denied by the test.
    pub fn is_denied(&self, channel: u64) -> bool {
        let parent = self.channels.get(&channel).and_then(|c| c.parent_id);
        self.denied_channels.contains(&channel)
            || parent.is_some_and(|p| self.denied_channels.contains(&p))
    }
}

/// Discord's window for the first response to an interaction.
pub const RESPONSE_DEADLINE: Duration = Duration::from_secs(3);
/// How long an interaction token works for follow-ups and edits.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

pub fn guild_channel(
    id: u64,
    kind: ChannelKind,
    name: &str,
    guild: u64,
    parent: Option<u64>,
    owner: Option<u64>,
) -> Channel {
    Channel {
        id,
        kind,
        name: name.to_owned(),
        guild_id: Some(guild),
        parent_id: parent,
        recipient: None,
        owner_id: owner,
        archived: false,
        locked: false,
    }
}

/// Discord ids arrive as strings, serenity sometimes sends numbers.
pub fn id_of(v: &Value) -> Option<u64> {
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}
