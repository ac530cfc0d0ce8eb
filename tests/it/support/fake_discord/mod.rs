//! A Discord-compatible loopback server for end-to-end tests that drive the real serenity/poise
//! client: REST under `/api/v10`, a websocket gateway, simulated users and interactions, a log of
//! every request, a model of channels and messages, waiters, and fault injection.
//!
//! The bot is pointed at it with `DISCORD_API_BASE` (see `shared/DISCORD-TESTING.md`): serenity's
//! `HttpBuilder::new(token).proxy(base).ratelimiter_disabled(true)`.
//!
//! ```ignore
//! mod support;
//! use std::time::Duration;
//! use support::fake_discord::FakeDiscord;
//!
//! #[tokio::test(flavor = "multi_thread")]
//! async fn challenge_sends_a_board() {
//!     let fake = FakeDiscord::start().await;
//!     // Start the bot however the test does it, with DISCORD_API_BASE = fake.base_url().
//!     let bot = start_bot_with_env("DISCORD_API_BASE", &fake.base_url());
//!     fake.wait_connected(Duration::from_secs(10)).await;
//!     fake.wait_for_commands(Duration::from_secs(10)).await;
//!
//!     let alice = fake.add_user("alice");
//!     let bob = fake.add_user("bob");
//!     let reply = fake
//!         .slash_command(&alice, fake.text_channel(), "match")
//!         .subcommand("challenge")
//!         .option("opponent", &bob)
//!         .send();
//!     let response = reply.await_response(Duration::from_secs(5)).await;
//!     assert!(response.content.unwrap_or_default().contains("challenged"));
//!
//!     let dm = fake.wait_for_dm(&bob, Duration::from_secs(5), |m| m.has_png()).await;
//!     let png = &dm.attachments[0].bytes;
//!     assert!(image::load_from_memory(png).is_ok());
//!     assert!(fake.problems().is_empty(), "{:?}", fake.problems());
//! }
//! ```
//!
//! Waiters take a timeout and panic with the recent request log when it passes; `try_` variants
//! return `None` instead, for asserting that something does *not* happen.
//!
//! Every request is checked against Discord's API description (`shared/reference/
//! discord-openapi.json`): one Discord would refuse as malformed gets Discord's 400 / 50035 and
//! fails the test when the fake goes away, whether or not the test looked at `problems()`.

mod access;
mod body;
mod callbacks;
mod components;
mod gateway;
mod ids;
mod interactions;
mod json;
mod limits;
mod messages;
pub mod model;
mod openapi;
mod ratelimit;
mod rest;
mod schema;
mod server;
mod shared;
pub mod tls;
mod world;

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json as json_value};

// Each test binary uses a different subset of these.
#[allow(unused_imports)]
pub use interactions::{CommandBuilder, InteractionHandle, OptionValue};
#[allow(unused_imports)]
pub use model::{
    Channel, ChannelKind, Fault, File, InteractionResponse, Message, RecordedRequest, TestUser,
};
#[allow(unused_imports)]
pub use ratelimit::{RateLimitStats, RateLimits};

use shared::Shared;
use world::{FaultRule, World};

/// A running fake Discord. Cheap to clone; the server stops when the last clone is dropped.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    _server: Arc<ServerTask>,
}

/// Aborts the server task on drop, so each test's server goes away with the test, and fails
/// the test if the bot sent anything Discord refuses as malformed.
///
/// Dropped with the last `FakeDiscord` clone, which is the test's own at the end of its body:
/// a panic there fails the test like an assertion would, so no test can forget the check.
/// Skipped while the thread is already panicking (the test failed anyway, and a second panic
/// would abort the whole test binary).
struct ServerTask {
    task: tokio::task::JoinHandle<()>,
    shared: Arc<Shared>,
}

impl Drop for ServerTask {
    fn drop(&mut self) {
        self.task.abort();
        let violations = self.shared.read(|w| w.violations.clone());
        if !violations.is_empty() && !std::thread::panicking() {
            panic!(
                "the bot sent {} request(s) Discord refuses:\n  {}",
                violations.len(),
                violations.join("\n  ")
            );
        }
    }
}

impl FakeDiscord {
    /// Binds 127.0.0.1 on an ephemeral port and starts serving.
    ///
    /// # Panics
    /// If no loopback port can be bound, which leaves the test nothing to run against.
    pub async fn start() -> Self {
        // Read Discord's API description now, so a missing one fails the test right here
        // rather than inside a request handler.
        openapi::spec();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = listener
            .local_addr()
            .expect("local address of the listener");
        let shared = Arc::new(Shared::new(World::new(format!("http://{addr}"))));
        let app = server::router(Arc::clone(&shared));
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake_discord: server stopped: {e}");
            }
        });
        Self {
            _server: Arc::new(ServerTask {
                task,
                shared: Arc::clone(&shared),
            }),
            shared,
        }
    }

    fn shared(&self) -> &Shared {
        &self.shared
    }

    // ----- addresses and fixed fixtures -----

    /// `http://127.0.0.1:PORT`: the bot's `DISCORD_API_BASE`.
    pub fn base_url(&self) -> String {
        self.shared.read(|w| w.base_url.clone())
    }

    pub fn gateway_url(&self) -> String {
        gateway::gateway_url(&self.base_url())
    }

    pub fn bot_user(&self) -> TestUser {
        self.shared.read(|w| w.bot.clone())
    }

    /// Also the bot user's id, as for any modern bot.
    pub fn application_id(&self) -> u64 {
        self.shared.read(|w| w.app_id)
    }

    pub fn guild_id(&self) -> u64 {
        self.shared.read(|w| w.guild.id)
    }

    /// The guild's text channel (`#general`).
    pub fn text_channel(&self) -> u64 {
        self.shared.read(|w| w.guild.text_channel)
    }

    /// The guild's forum channel (`#matches`).
    pub fn forum_channel(&self) -> u64 {
        self.shared.read(|w| w.guild.forum_channel)
    }

    /// The guild owner, who is also the application's owner (poise's `owners`).
    pub fn owner(&self) -> TestUser {
        self.shared.read(|w| w.users[&w.guild.owner_id].clone())
    }

    // ----- simulated users and places -----

    /// A new guild member; a connected bot is told via GUILD_MEMBER_ADD.
    pub fn add_user(&self, name: &str) -> TestUser {
        self.shared.with(|w| {
            let user = TestUser {
                id: w.ids.next(),
                name: name.to_owned(),
                bot: false,
            };
            w.users.insert(user.id, user.clone());
            let mut member = json::member(w, &user, false);
            member["guild_id"] = json_value!(w.guild.id.to_string());
            w.dispatch("GUILD_MEMBER_ADD", member);
            user
        })
    }

    /// Another application's bot, a member of the guild like any other.
    pub fn add_bot_user(&self, name: &str) -> TestUser {
        let user = TestUser {
            bot: true,
            ..self.add_user(name)
        };
        self.shared.with(|w| w.users.insert(user.id, user.clone()));
        user
    }

    /// An admin changes the server's language in Discord; a connected bot gets GUILD_UPDATE.
    pub fn set_guild_locale(&self, locale: &str) {
        self.shared.with(|w| {
            w.guild.preferred_locale = locale.to_owned();
            let guild = json::guild(w);
            w.dispatch("GUILD_UPDATE", guild);
        })
    }

    /// The DM channel between the bot and `user` (created if needed), e.g. for DM interactions.
    pub fn dm_channel(&self, user: &TestUser) -> u64 {
        self.shared.with(|w| w.dm_channel(user.id))
    }

    /// A new text channel in the guild, announced with CHANNEL_CREATE.
    pub fn add_text_channel(&self, name: &str) -> u64 {
        self.shared.with(|w| {
            let id = w.ids.next();
            let c = world::guild_channel(id, ChannelKind::GuildText, name, w.guild.id, None, None);
            w.channels.insert(id, c);
            let event = json::channel(w, &w.channels[&id]);
            w.dispatch("CHANNEL_CREATE", event);
            id
        })
    }

    /// A moderator hides `channel` from `user` with a member overwrite denying View Channel
    /// (and so everything else there); the bot is told with CHANNEL_UPDATE.
    pub fn hide_channel_from(&self, channel: u64, user: &TestUser) {
        self.shared.with(|w| {
            if !w.channels.contains_key(&channel) {
                return;
            }
            let overwrites = w.access.overwrites.entry(channel).or_default();
            overwrites.retain(|o| !(o.kind == 1 && o.id == user.id));
            overwrites.push(access::Overwrite {
                id: user.id,
                kind: 1,
                allow: 0,
                deny: access::VIEW_CHANNEL,
            });
            let event = json::channel(w, &w.channels[&channel]);
            w.dispatch("CHANNEL_UPDATE", event);
        })
    }

    /// Whether `user` can see `channel` (a thread: its parent), as Discord decides from roles
    /// and overwrites (see `access`).
    pub fn can_view(&self, user: &TestUser, channel: u64) -> bool {
        self.shared.read(|w| w.can_view(user.id, channel))
    }

    /// A public thread in `parent` started by `owner`, announced with THREAD_CREATE.
    pub fn add_thread(&self, parent: u64, name: &str, owner: &TestUser) -> u64 {
        self.shared.with(|w| {
            let id = w.add_thread(parent, name, ChannelKind::PublicThread, owner.id, None);
            let mut event = json::channel(w, &w.channels[&id]);
            event["newly_created"] = json_value!(true);
            w.dispatch("THREAD_CREATE", event);
            id
        })
    }

    /// A new role with @everyone's permissions (GUILD_ROLE_CREATE), to gate channels with.
    pub fn add_role(&self, name: &str) -> u64 {
        self.shared.with(|w| {
            let role = access::RoleInfo {
                id: w.ids.next(),
                name: name.to_owned(),
                permissions: json::EVERYONE_PERMISSIONS,
            };
            let position = 2 + w.access.roles.len() as u64;
            let event = json_value!({
                "guild_id": w.guild.id.to_string(),
                "role": json::added_role(&role, position),
            });
            w.access.roles.push(role.clone());
            w.dispatch("GUILD_ROLE_CREATE", event);
            role.id
        })
    }

    /// `user` is given `role` (GUILD_MEMBER_UPDATE).
    pub fn give_role(&self, user: &TestUser, role: u64) {
        self.shared.with(|w| {
            w.access.member_roles.entry(user.id).or_default().push(role);
            let mut member = json::member(w, user, false);
            member["guild_id"] = json_value!(w.guild.id.to_string());
            w.dispatch("GUILD_MEMBER_UPDATE", member);
        })
    }

    /// A text channel hidden from @everyone and shown to members with one of `roles` (and to
    /// the bot), announced with CHANNEL_CREATE: a staff channel, a role-gated ladder.
    pub fn add_private_channel(&self, name: &str, roles: &[u64]) -> u64 {
        self.shared.with(|w| {
            let id = w.ids.next();
            let channel =
                world::guild_channel(id, ChannelKind::GuildText, name, w.guild.id, None, None);
            w.channels.insert(id, channel);
            let mut overwrites = vec![access::Overwrite {
                id: w.guild.id,
                kind: 0,
                allow: 0,
                deny: access::VIEW_CHANNEL,
            }];
            for role in roles.iter().copied().chain([w.guild.bot_role]) {
                overwrites.push(access::Overwrite {
                    id: role,
                    kind: 0,
                    allow: access::VIEW_CHANNEL,
                    deny: 0,
                });
            }
            w.access.overwrites.insert(id, overwrites);
            let event = json::channel(w, &w.channels[&id]);
            w.dispatch("CHANNEL_CREATE", event);
            id
        })
    }

    /// A user posts a plain message (MESSAGE_CREATE), e.g. to test that the bot ignores chatter.
    pub fn user_says(&self, user: &TestUser, channel: u64, content: &str) -> u64 {
        self.shared.with(|w| {
            let id = w.create_message(
                channel,
                user.id,
                &json_value!({ "content": content }),
                Vec::new(),
                None,
            );
            let mut event = json::message(w, &w.messages[&id]);
            if let Some(guild) = w.channels.get(&channel).and_then(|c| c.guild_id) {
                event["guild_id"] = json_value!(guild.to_string());
                let mut member = json::member(w, user, false);
                if let Some(m) = member.as_object_mut() {
                    m.remove("user");
                }
                event["member"] = member;
            }
            w.dispatch("MESSAGE_CREATE", event);
            id
        })
    }

    // ----- interactions -----

    /// `/name` typed by `user` in `channel` (a guild channel, thread, or `dm_channel(user)`).
    pub fn slash_command(&self, user: &TestUser, channel: u64, name: &str) -> CommandBuilder {
        CommandBuilder::new(self.clone(), user, channel, name, false)
    }

    /// Autocomplete for `/name`; mark the option being typed with `.focused(name, partial)`.
    pub fn autocomplete(&self, user: &TestUser, channel: u64, name: &str) -> CommandBuilder {
        CommandBuilder::new(self.clone(), user, channel, name, true)
    }

    /// `user` picks `name` in the Apps menu of `target` (a user context-menu command);
    /// `in_guild` false: Discord resolves `target` as a user only (they left the server).
    pub fn user_command(
        &self,
        user: &TestUser,
        channel: u64,
        name: &str,
        target: &TestUser,
        in_guild: bool,
    ) -> InteractionHandle {
        interactions::user_command(self, user, channel, name, target, in_guild)
    }

    /// `user` clicks the button `custom_id` on `message`.
    pub fn click_button(
        &self,
        user: &TestUser,
        message: &Message,
        custom_id: &str,
    ) -> InteractionHandle {
        interactions::component(self, user, message, custom_id, None)
    }

    /// `user` picks `values` in the string select `custom_id` on `message`.
    pub fn select_menu(
        &self,
        user: &TestUser,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        interactions::component(self, user, message, custom_id, Some(values))
    }

    /// `user` submits the modal `custom_id` (from `InteractionResponse::modal_custom_id`) with
    /// text input values by their `custom_id`; resolves once the bot acknowledged the submit.
    pub async fn submit_modal(
        &self,
        user: &TestUser,
        channel: u64,
        custom_id: &str,
        fields: &[(&str, &str)],
        timeout: Duration,
    ) -> InteractionHandle {
        interactions::modal_submit(self, user, channel, custom_id, fields, timeout).await
    }

    // ----- gateway -----

    pub fn is_connected(&self) -> bool {
        self.shared.read(|w| w.gateway.is_connected())
    }

    /// Waits until a bot has identified (or resumed) on a live socket.
    pub async fn wait_connected(&self, timeout: Duration) {
        if self
            .shared
            .wait_until(timeout, |w| w.gateway.is_connected().then_some(()))
            .await
            .is_none()
        {
            panic!(
                "no bot connected to the gateway within {timeout:?}\n{}",
                self.debug_dump()
            );
        }
    }

    /// Waits until no bot socket is live (e.g. after stopping the bot).
    pub async fn wait_disconnected(&self, timeout: Duration) {
        if self
            .shared
            .wait_until(timeout, |w| (!w.gateway.is_connected()).then_some(()))
            .await
            .is_none()
        {
            panic!(
                "the bot stayed connected for {timeout:?}\n{}",
                self.debug_dump()
            );
        }
    }

    /// How many IDENTIFYs (new sessions) the gateway has accepted.
    pub fn identify_count(&self) -> u32 {
        self.shared.read(|w| w.gateway.identifies)
    }

    /// How many RESUMEs the gateway has accepted.
    pub fn resume_count(&self) -> u32 {
        self.shared.read(|w| w.gateway.resumes)
    }

    pub fn heartbeat_count(&self) -> u64 {
        self.shared.read(|w| w.gateway.heartbeats)
    }

    /// Waits until the bot has sent `n` heartbeats (each answered with op 11).
    pub async fn wait_for_heartbeats(&self, n: u64, timeout: Duration) {
        if self
            .shared
            .wait_until(timeout, |w| (w.gateway.heartbeats >= n).then_some(()))
            .await
            .is_none()
        {
            panic!(
                "fewer than {n} heartbeats within {timeout:?}\n{}",
                self.debug_dump()
            );
        }
    }

    /// The `d` of the last IDENTIFY (token, intents, ...).
    pub fn last_identify(&self) -> Option<Value> {
        self.shared.read(|w| w.gateway.last_identify.clone())
    }

    /// Waits until the gateway is connected again after at least `identifies` IDENTIFYs plus
    /// `resumes` RESUMEs in total; use after `drop_gateway` or restarting the bot.
    pub async fn wait_reconnected(&self, sessions_and_resumes: u32, timeout: Duration) {
        let done = self
            .shared
            .wait_until(timeout, |w| {
                let g = &w.gateway;
                (g.is_connected() && g.identifies + g.resumes >= sessions_and_resumes).then_some(())
            })
            .await;
        if done.is_none() {
            panic!(
                "the bot did not reconnect within {timeout:?}\n{}",
                self.debug_dump()
            );
        }
    }

    /// Closes the bot's socket with code 4000 (as Discord does on an internal error); the
    /// session stays valid, so serenity resumes and gets the missed events replayed.
    /// Returns false if no socket was open.
    pub fn drop_gateway(&self) -> bool {
        self.shared.with(|w| w.gateway.drop_connection(4000))
    }

    /// Discord goes away: the gateway connection drops and reconnects are refused, and every
    /// REST call answers 503, until [`FakeDiscord::come_back`].
    pub fn go_down(&self) {
        self.shared.with(|w| {
            w.down = true;
            w.gateway.drop_connection(4000);
        });
    }

    pub fn come_back(&self) {
        self.shared.with(|w| w.down = false);
    }

    /// Every REST answer from now on takes `latency`.
    pub fn set_latency(&self, latency: Duration) {
        self.shared.with(|w| w.latency = latency);
    }

    /// Forgets every fault rule not used up yet.
    pub fn clear_faults(&self) {
        self.shared.with(|w| w.faults.clear());
    }

    /// Sends op 9 (session not resumable): the bot has to IDENTIFY again.
    pub fn invalidate_session(&self) {
        self.shared.with(|w| w.gateway.invalidate_session());
    }

    // ----- records -----

    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.read(|w| w.requests.clone())
    }

    /// Requests whose method and path match (`*` matches one path segment), e.g.
    /// `("POST", "/channels/*/messages")`.
    pub fn requests_matching(&self, method: &str, pattern: &str) -> Vec<RecordedRequest> {
        self.shared.read(|w| {
            w.requests
                .iter()
                .filter(|r| r.matches(method, pattern))
                .cloned()
                .collect()
        })
    }

    /// The first recorded request satisfying `pred` (combine with `RecordedRequest::matches`).
    pub async fn wait_for_request(
        &self,
        timeout: Duration,
        pred: impl Fn(&RecordedRequest) -> bool,
    ) -> RecordedRequest {
        let found = self
            .shared
            .wait_until(timeout, |w| w.requests.iter().find(|r| pred(r)).cloned())
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "no matching request within {timeout:?}\n{}",
                self.debug_dump()
            )
        })
    }

    /// Every message not deleted, oldest first.
    pub fn messages(&self) -> Vec<Message> {
        self.shared.read(|w| {
            w.messages
                .values()
                .filter(|m| !m.deleted)
                .cloned()
                .collect()
        })
    }

    pub fn messages_in(&self, channel: u64) -> Vec<Message> {
        self.messages()
            .into_iter()
            .filter(|m| m.channel_id == channel)
            .collect()
    }

    /// Messages in the DM between the bot and `user`.
    pub fn dm_messages(&self, user: &TestUser) -> Vec<Message> {
        self.messages()
            .into_iter()
            .filter(|m| m.dm_recipient == Some(user.id))
            .collect()
    }

    /// A message by id, deleted or not.
    pub fn message(&self, id: u64) -> Option<Message> {
        self.shared.read(|w| w.messages.get(&id).cloned())
    }

    pub fn channel(&self, id: u64) -> Option<Channel> {
        self.shared.read(|w| w.channels.get(&id).cloned())
    }

    /// Threads (and forum posts) whose parent is `parent`, oldest first.
    pub fn threads_in(&self, parent: u64) -> Vec<Channel> {
        self.shared.read(|w| {
            w.channels
                .values()
                .filter(|c| c.parent_id == Some(parent))
                .cloned()
                .collect()
        })
    }

    /// Commands registered globally (`None`) or in a guild.
    pub fn registered_commands(&self, guild: Option<u64>) -> Vec<Value> {
        self.shared
            .read(|w| w.commands.get(&guild).cloned().unwrap_or_default())
    }

    /// Waits until the bot has registered commands anywhere; returns all of them.
    pub async fn wait_for_commands(&self, timeout: Duration) -> Vec<Value> {
        let found = self
            .shared
            .wait_until(timeout, |w| {
                let all: Vec<Value> = w.commands.values().flatten().cloned().collect();
                (!all.is_empty()).then_some(all)
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "the bot registered no commands within {timeout:?}\n{}",
                self.debug_dump()
            )
        })
    }

    /// The first live message matching `pred`, waiting for it if needed (edits count too).
    pub async fn wait_for_message(
        &self,
        timeout: Duration,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        self.try_wait_for_message(timeout, pred)
            .await
            .unwrap_or_else(|| {
                panic!(
                    "no matching message within {timeout:?}\n{}",
                    self.debug_dump()
                )
            })
    }

    pub async fn try_wait_for_message(
        &self,
        timeout: Duration,
        pred: impl Fn(&Message) -> bool,
    ) -> Option<Message> {
        self.shared
            .wait_until(timeout, |w| {
                w.messages.values().find(|m| !m.deleted && pred(m)).cloned()
            })
            .await
    }

    /// A message in the DM with `user` matching `pred`.
    pub async fn wait_for_dm(
        &self,
        user: &TestUser,
        timeout: Duration,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        let id = user.id;
        self.wait_for_message(timeout, move |m| m.dm_recipient == Some(id) && pred(m))
            .await
    }

    /// A thread or forum post matching `pred`.
    pub async fn wait_for_thread(
        &self,
        timeout: Duration,
        pred: impl Fn(&Channel) -> bool,
    ) -> Channel {
        let found = self
            .shared
            .wait_until(timeout, |w| {
                w.channels
                    .values()
                    .find(|c| c.kind.is_thread() && pred(c))
                    .cloned()
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "no matching thread within {timeout:?}\n{}",
                self.debug_dump()
            )
        })
    }

    /// Things the fake noticed that a real Discord would have rejected or that serenity would
    /// silently drop, and requests to endpoints the fake does not implement.
    pub fn problems(&self) -> Vec<String> {
        self.shared.read(|w| w.problems.clone())
    }

    /// The requests Discord would have refused so far (also in `problems`), which
    /// no longer fail the test: for tests that send such requests on purpose.
    pub fn take_violations(&self) -> Vec<String> {
        self.shared.with(|w| std::mem::take(&mut w.violations))
    }

    // ----- time and budgets -----

    /// Moves the fake's clock ahead, e.g. past an interaction token's 15 minutes.
    pub fn advance_interaction_clock(&self, by: Duration) {
        self.shared.with(|w| w.clock_offset += by);
    }

    /// How long after reaching the bot an interaction's first response may come (Discord's
    /// 3 seconds unless changed); later callbacks get 404 / 10062 Unknown interaction.
    pub fn set_response_deadline(&self, deadline: Duration) {
        self.shared.with(|w| w.response_deadline = deadline);
    }

    /// Answers requests over `limits` with 429 (`None`, the default, turns limits off; see
    /// `ratelimit` for why).
    pub fn set_rate_limits(&self, limits: Option<RateLimits>) {
        self.shared.with(|w| w.limiter.budget = limits);
    }

    /// What the rate limits did so far: 429s, and requests sent before a `retry_after` passed.
    pub fn rate_limit_stats(&self) -> RateLimitStats {
        self.shared.read(|w| w.limiter.stats)
    }

    // ----- fault injection -----

    /// The next `times` requests matching `method` (or `"*"`) and `pattern` (`*` = one path
    /// segment, e.g. `"/channels/*/messages"`) fail with `fault`.
    pub fn fail_next(&self, method: &str, pattern: &str, times: u32, fault: Fault) {
        self.fail_next_saying(method, pattern, None, times, fault);
    }

    /// Like [`FakeDiscord::fail_next`], after letting the first `skip` matching requests
    /// through: a failure in the middle of a burst, without racing the burst.
    pub fn fail_after(&self, method: &str, pattern: &str, skip: u32, times: u32, fault: Fault) {
        let rule = FaultRule {
            method: method.into(),
            pattern: pattern.into(),
            remaining: times,
            skip,
            fault,
            content: None,
        };
        self.shared.with(|w| w.faults.push(rule));
    }

    /// Like [`FakeDiscord::fail_next`], for requests whose `content` holds `text` only.
    pub fn fail_next_saying(
        &self,
        method: &str,
        pattern: &str,
        text: Option<&str>,
        times: u32,
        fault: Fault,
    ) {
        let rule = FaultRule {
            method: method.into(),
            pattern: pattern.into(),
            remaining: times,
            skip: 0,
            fault,
            content: text.map(str::to_owned),
        };
        self.shared.with(|w| w.faults.push(rule));
    }

    /// Forgets every nonce, as Discord does a few minutes after a send (a restore comes later).
    #[allow(dead_code)]
    pub fn forget_nonces(&self) {
        self.shared.with(|w| w.nonces.clear());
    }

    /// How many sends carried a nonce Discord had seen and got the earlier message back.
    pub fn nonce_repeats(&self) -> u64 {
        self.shared.with(|w| w.nonce_repeats)
    }

    /// From now on, messages to `user`'s DM fail with 403 / 50007, like closed DMs.
    pub fn close_dms(&self, user: &TestUser) {
        self.shared.with(|w| w.closed_dms.insert(user.id));
    }

    pub fn open_dms(&self, user: &TestUser) {
        self.shared.with(|w| w.closed_dms.remove(&user.id));
    }

    /// From now on, the bot may read but not write in `channel` and its threads: sends, edits
    /// and thread changes fail with 403 / 50013 Missing Permissions, and interactions there
    /// report `app_permissions` without send messages.
    pub fn deny_permissions(&self, channel: u64) {
        self.shared.with(|w| w.denied_channels.insert(channel));
    }

    pub fn allow_permissions(&self, channel: u64) {
        self.shared.with(|w| w.denied_channels.remove(&channel));
    }

    /// An admin kicks the bot: it gets GUILD_DELETE (without `unavailable`, which marks an
    /// outage) and every channel of the guild answers 403 / 50001 from then on.
    pub fn remove_bot_from_guild(&self) {
        self.shared.with(|w| {
            w.removed_from_guild = true;
            let event = json_value!({ "id": w.guild.id.to_string() });
            w.dispatch("GUILD_DELETE", event);
        });
    }

    /// Deletes a message as a moderator would: later requests on it get 404 / 10008 and the
    /// bot is told with MESSAGE_DELETE.
    pub fn delete_message(&self, id: u64) {
        self.shared.with(|w| {
            let Some(m) = w.messages.get_mut(&id) else {
                return;
            };
            m.deleted = true;
            let channel = m.channel_id;
            let mut event =
                json_value!({ "id": id.to_string(), "channel_id": channel.to_string() });
            if let Some(guild) = w.channels.get(&channel).and_then(|c| c.guild_id) {
                event["guild_id"] = json_value!(guild.to_string());
            }
            w.dispatch("MESSAGE_DELETE", event);
        });
    }

    /// Archives a thread (and locks it if `locked`), as Discord does after inactivity or a
    /// moderator does by hand; the bot is told with THREAD_UPDATE. Writes in it then fail
    /// with 400 / 50083 until the bot unarchives it.
    pub fn archive_thread(&self, id: u64, locked: bool) {
        self.shared.with(|w| {
            let Some(c) = w.channels.get_mut(&id) else {
                return;
            };
            c.archived = true;
            c.locked = locked;
            let event = json::channel(w, &w.channels[&id]);
            w.dispatch("THREAD_UPDATE", event);
        });
    }

    /// Deletes a channel or thread as a moderator would: its messages go with it, later
    /// requests on it get 404 / 10003, and the bot is told with THREAD_DELETE or CHANNEL_DELETE.
    pub fn delete_channel(&self, id: u64) {
        self.shared.with(|w| {
            let Some(c) = w.channels.remove(&id) else {
                return;
            };
            for m in w.messages.values_mut().filter(|m| m.channel_id == id) {
                m.deleted = true;
            }
            if c.kind.is_thread() {
                let mut event = json_value!({ "id": id.to_string(), "type": c.kind.code() });
                if let Some(g) = c.guild_id {
                    event["guild_id"] = json_value!(g.to_string());
                }
                if let Some(p) = c.parent_id {
                    event["parent_id"] = json_value!(p.to_string());
                }
                w.dispatch("THREAD_DELETE", event);
            } else {
                let event = json::channel(w, &c);
                w.dispatch("CHANNEL_DELETE", event);
            }
        });
    }

    /// The last requests and all problems, for timeout messages.
    pub fn debug_dump(&self) -> String {
        self.shared.read(|w| {
            let mut out = format!(
                "gateway: connected={} identifies={} resumes={}\nlast requests:\n",
                w.gateway.is_connected(),
                w.gateway.identifies,
                w.gateway.resumes
            );
            for r in w.requests.iter().rev().take(15).rev() {
                let json = r.json.as_ref().map(Value::to_string).unwrap_or_default();
                let json: String = json.chars().take(200).collect();
                let _ = writeln!(out, "  {} {} -> {} {json}", r.method, r.path, r.status);
            }
            for p in &w.problems {
                let _ = writeln!(out, "problem: {p}");
            }
            out
        })
    }
}
