//! Drives a real serenity client with a tiny poise framework against the fake Discord, proving
//! the fake is good enough for the bot's end-to-end tests.

use std::io::Cursor;
use std::time::Duration;

use crate::support::fake_discord::{FakeDiscord, Fault};
use poise::serenity_prelude as serenity;

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

const WAIT: Duration = Duration::from_secs(10);

fn tiny_png() -> Vec<u8> {
    let image =
        image::RgbImage::from_fn(3, 2, |x, y| image::Rgb([x as u8 * 80, y as u8 * 120, 200]));
    let mut bytes = Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("encode PNG in memory");
    bytes.into_inner()
}

/// Replies with text and a picture, then DMs the caller the picture.
#[poise::command(slash_command)]
async fn ping(
    ctx: Context<'_>,
    #[description = "Echoed back"] text: Option<String>,
) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(format!("pong {}", text.unwrap_or_default()))
        .attachment(serenity::CreateAttachment::bytes(tiny_png(), "board.png"));
    ctx.send(reply).await?;
    let dm = serenity::CreateMessage::new()
        .content("your board")
        .add_file(serenity::CreateAttachment::bytes(tiny_png(), "dm.png"));
    if let Err(e) = ctx.author().direct_message(ctx, dm).await {
        ctx.say(format!("could not DM you: {e}")).await?;
    }
    Ok(())
}

/// Picks a rank (autocomplete) and shows a button.
#[poise::command(slash_command, subcommands("pick"))]
async fn rank(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn rank_names(_: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["Marshal", "General", "Major", "Miner"]
        .into_iter()
        .filter(|r| r.starts_with(partial))
        .map(|r| serenity::AutocompleteChoice::new(r, r))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Picks a rank for an opponent.
#[poise::command(slash_command)]
async fn pick(
    ctx: Context<'_>,
    #[description = "Opponent"] opponent: serenity::User,
    #[description = "Rank"]
    #[autocomplete = "rank_names"]
    name: String,
) -> Result<(), Error> {
    let button = serenity::CreateButton::new("confirm").label("Confirm");
    let reply = poise::CreateReply::default()
        .content(format!(
            "{} picks {name} against {}",
            ctx.author().name,
            opponent.name
        ))
        .ephemeral(true)
        .components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
    ctx.send(reply).await?;
    Ok(())
}

#[derive(Debug, poise::Modal)]
struct Rename {
    name: String,
}

/// Asks for a new name in a modal.
#[poise::command(slash_command)]
async fn rename(ctx: poise::ApplicationContext<'_, Data, Error>) -> Result<(), Error> {
    use poise::Modal as _;
    if let Some(form) = Rename::execute(ctx).await? {
        ctx.say(format!("renamed to {}", form.name)).await?;
    }
    Ok(())
}

struct Handler;

#[serenity::async_trait]
impl serenity::EventHandler for Handler {
    /// Answers the confirm button by editing the message it sits on.
    async fn interaction_create(&self, ctx: serenity::Context, interaction: serenity::Interaction) {
        if let serenity::Interaction::Component(click) = interaction {
            let update = serenity::CreateInteractionResponseMessage::new()
                .content("confirmed")
                .components(vec![]);
            let _ = click
                .create_response(
                    &ctx,
                    serenity::CreateInteractionResponse::UpdateMessage(update),
                )
                .await;
        }
    }
}

/// A running bot; `stop` logs it off the gateway like a process shutdown would.
struct Bot {
    shards: std::sync::Arc<serenity::ShardManager>,
}

impl Bot {
    async fn stop(self) {
        self.shards.shutdown_all().await;
    }
}

/// Starts the bot exactly as DISCORD-TESTING.md prescribes, pointed at `base`.
async fn start_bot(base: &str) -> Bot {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![ping(), rank(), rename()],
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(Data)
            })
        })
        .build();
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(base)
        .ratelimiter_disabled(true)
        .build();
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .event_handler(Handler)
            .await
            .expect("build the serenity client");
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        if let Err(e) = client.start().await {
            eprintln!("bot stopped: {e}");
        }
    });
    Bot { shards }
}

fn init_logs() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_command_reply_attachment_dm_and_resume() {
    init_logs();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake.base_url()).await;
    fake.wait_connected(WAIT).await;

    let commands = fake.wait_for_commands(WAIT).await;
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(names, ["ping", "rank", "rename"]);
    assert!(commands.iter().all(|c| c["id"].as_str().is_some()));

    let alice = fake.add_user("alice");
    let ping = fake
        .slash_command(&alice, fake.text_channel(), "ping")
        .option("text", "hi")
        .send();
    let response = ping.await_response(WAIT).await;
    assert_eq!(response.kind, 4);
    assert_eq!(response.content.as_deref(), Some("pong hi"));
    assert_eq!(response.attachments.len(), 1);
    assert_eq!(response.attachments[0].filename, "board.png");
    let picture =
        image::load_from_memory(&response.attachments[0].bytes).expect("reply PNG decodes");
    assert_eq!((picture.width(), picture.height()), (3, 2));
    let original = ping.original_message().expect("the reply became a message");
    assert_eq!(original.channel_id, fake.text_channel());
    assert!(original.has_png());

    let dm = fake.wait_for_dm(&alice, WAIT, |m| m.has_png()).await;
    assert_eq!(dm.content, "your board");
    image::load_from_memory(&dm.attachments[0].bytes).expect("DM PNG decodes");
    let uploads = fake.requests_matching("POST", "/interactions/*/*/callback");
    assert_eq!(uploads[0].files.len(), 1, "the reply was sent as multipart");

    assert!(fake.drop_gateway(), "a socket was open");
    fake.wait_reconnected(2, Duration::from_secs(15)).await;
    assert_eq!(
        fake.resume_count(),
        1,
        "serenity resumed rather than re-identified"
    );

    let again = fake
        .slash_command(&alice, fake.text_channel(), "ping")
        .send();
    assert_eq!(
        again.await_response(WAIT).await.content.as_deref(),
        Some("pong ")
    );
    fake.wait_for_heartbeats(1, WAIT).await;
    assert_eq!(fake.identify_count(), 1);

    // A restarted bot identifies anew and still gets a command sent while it was down.
    bot.stop().await;
    fake.wait_disconnected(WAIT).await;
    let late = fake
        .slash_command(&alice, fake.text_channel(), "ping")
        .option("text", "late")
        .send();
    let bot = start_bot(&fake.base_url()).await;
    assert_eq!(
        late.await_response(WAIT).await.content.as_deref(),
        Some("pong late")
    );
    assert_eq!(fake.identify_count(), 2);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn subcommands_autocomplete_buttons_and_faults() {
    init_logs();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake.base_url()).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    let channel = fake.text_channel();

    let typing = fake
        .autocomplete(&alice, channel, "rank")
        .subcommand("pick")
        .option("opponent", &bob)
        .focused("name", "M");
    let choices = typing.send().await_response(WAIT).await;
    assert_eq!(choices.kind, 8);
    assert_eq!(choices.choice_names(), ["Marshal", "Major", "Miner"]);

    let pick = fake
        .slash_command(&alice, channel, "rank")
        .subcommand("pick")
        .option("opponent", &bob)
        .option("name", "Major");
    let pick = pick.send();
    let reply = pick.await_response(WAIT).await;
    assert!(reply.is_ephemeral());
    assert_eq!(
        reply.content.as_deref(),
        Some("alice picks Major against bob")
    );
    let message = pick.original_message().expect("reply message");
    assert_eq!(message.custom_ids(), ["confirm"]);

    let click = fake.click_button(&alice, &message, "confirm");
    assert_eq!(click.await_response(WAIT).await.kind, 7);
    assert_eq!(
        fake.message(message.id).map(|m| m.content),
        Some("confirmed".to_owned())
    );

    let rename = fake.slash_command(&alice, channel, "rename").send();
    let modal = rename.await_response(WAIT).await;
    assert_eq!(modal.kind, 9);
    let modal_id = modal.modal_custom_id().expect("modal custom_id");
    let submit = fake
        .submit_modal(&alice, channel, modal_id, &[("name", "Ann")], WAIT)
        .await;
    assert_eq!(submit.response().map(|r| r.kind), Some(6));
    rename
        .wait_for_followup(WAIT, |m| m.content == "renamed to Ann")
        .await;

    // Closed DMs: the bot sees Discord's 50007 and says so in a follow-up.
    fake.close_dms(&bob);
    let ping = fake.slash_command(&bob, channel, "ping").send();
    let note = ping
        .wait_for_followup(WAIT, |m| m.content.starts_with("could not DM you"))
        .await;
    assert!(
        note.content.contains("Cannot send messages to this user"),
        "{}",
        note.content
    );

    // A one-off server error on the reply: the send fails, poise's default on_error then
    // answers the same interaction with the error text.
    fake.fail_next("POST", "/interactions/*/*/callback", 1, Fault::ServerError);
    let failed = fake.slash_command(&alice, channel, "ping").send();
    let error_reply = failed.await_response(WAIT).await;
    assert!(
        error_reply
            .content
            .unwrap_or_default()
            .contains("Internal Server Error")
    );
    let failures =
        fake.requests_matching("POST", &format!("/interactions/{}/*/callback", failed.id));
    assert_eq!(
        failures.iter().map(|r| r.status).collect::<Vec<_>>(),
        [500, 204]
    );

    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    bot.stop().await;
}

/// The discord error code of a failed serenity call, if it was an HTTP error from the fake.
fn discord_code(result: Result<impl std::fmt::Debug, serenity::Error>) -> Option<isize> {
    match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => {
            Some(e.error.code)
        }
        _ => None,
    }
}

/// Every REST object the fake returns must deserialize into serenity's model, or the bot would
/// fail on it; this walks the endpoints the self-test's bot does not touch.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_objects_deserialize_into_serenity_models() {
    let fake = FakeDiscord::start().await;
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(serenity::ApplicationId::new(fake.application_id()));
    let (guild, channel) = (
        serenity::GuildId::new(fake.guild_id()),
        serenity::ChannelId::new(fake.text_channel()),
    );
    let alice = fake.add_user("alice");
    let alice_id = serenity::UserId::new(alice.id);

    assert_eq!(
        http.get_current_user().await.expect("users/@me").id.get(),
        fake.bot_user().id
    );
    assert_eq!(
        http.get_current_application_info()
            .await
            .expect("app")
            .owner
            .map(|o| o.id.get()),
        Some(fake.owner().id)
    );
    assert!(
        http.get_bot_gateway()
            .await
            .expect("gateway/bot")
            .url
            .starts_with("ws://127.0.0.1:")
    );
    assert_eq!(http.get_guild(guild).await.expect("guild").roles.len(), 2);
    assert_eq!(
        http.get_member(guild, alice_id)
            .await
            .expect("member")
            .user
            .name,
        "alice"
    );
    assert_eq!(http.get_user(alice_id).await.expect("user").name, "alice");
    let forum = http
        .get_channel(serenity::ChannelId::new(fake.forum_channel()))
        .await
        .expect("forum");
    assert_eq!(
        forum.guild().map(|c| c.kind),
        Some(serenity::ChannelType::Forum)
    );

    let commands = [serenity::CreateCommand::new("setup").description("Place your pieces")];
    let registered = http
        .create_global_commands(&commands)
        .await
        .expect("PUT commands");
    assert_eq!(
        http.get_global_commands().await.expect("GET commands")[0].id,
        registered[0].id
    );

    let board = serenity::CreateAttachment::bytes(tiny_png(), "board.png");
    let sent = channel
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("move 1")
                .add_file(board.clone()),
        )
        .await;
    let sent = sent.expect("POST message");
    let edited = channel
        .edit_message(
            &http,
            sent.id,
            serenity::EditMessage::new().content("move 2"),
        )
        .await;
    assert_eq!(
        edited.expect("PATCH message").attachments.len(),
        1,
        "an edit keeps attachments"
    );
    assert_eq!(
        channel
            .message(&http, sent.id)
            .await
            .expect("GET message")
            .content,
        "move 2"
    );

    let thread = channel
        .create_thread_from_message(&http, sent.id, serenity::CreateThread::new("Match 1"))
        .await;
    let thread = thread.expect("thread from message");
    assert_eq!(
        (thread.id, thread.parent_id),
        (sent.id.get().into(), Some(channel))
    );
    thread
        .send_message(
            &http,
            serenity::CreateMessage::new().content("12. Blue moves"),
        )
        .await
        .expect("in thread");
    fake.wait_for_message(WAIT, |m| {
        m.parent_id == Some(channel.get()) && m.content.contains("12. Blue")
    })
    .await;
    let private = channel
        .create_thread(&http, serenity::CreateThread::new("Setup"))
        .await
        .expect("thread");
    assert_eq!(private.kind, serenity::ChannelType::PrivateThread);

    let starter = serenity::CreateMessage::new()
        .content("Match 2")
        .add_file(board);
    let post = serenity::CreateForumPost::new("Match 2", starter);
    let post = serenity::ChannelId::new(fake.forum_channel())
        .create_forum_post(&http, post)
        .await
        .expect("forum post");
    let posted = fake
        .message(post.id.get())
        .expect("the starter message shares the thread id");
    assert!(posted.has_png() && posted.parent_id == Some(fake.forum_channel()));

    let dm = alice_id.create_dm_channel(&http).await.expect("open DM");
    dm.send_message(&http, serenity::CreateMessage::new().content("hello"))
        .await
        .expect("DM");
    assert_eq!(fake.dm_messages(&alice)[0].content, "hello");

    // The interaction webhooks, driven by hand: defer, edit the original, follow up, delete.
    let handle = fake.slash_command(&alice, channel.get(), "setup").send();
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new(),
    );
    let interaction = serenity::InteractionId::new(handle.id);
    http.create_interaction_response(interaction, &handle.token, &defer, vec![])
        .await
        .expect("defer");
    let edit = serenity::EditInteractionResponse::new().content("ready");
    http.edit_original_interaction_response(&handle.token, &edit, vec![])
        .await
        .expect("edit original");
    assert_eq!(
        handle.original_message().map(|m| (m.content, m.flags)),
        Some(("ready".into(), 0))
    );
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content("more")
        .ephemeral(true);
    let more = http
        .create_followup_message(&handle.token, &followup, vec![])
        .await
        .expect("follow-up");
    assert!(handle.followups()[0].is_ephemeral());
    http.delete_followup_message(&handle.token, more.id)
        .await
        .expect("delete follow-up");
    assert!(handle.followups()[0].deleted);
    assert_eq!(
        http.get_original_interaction_response(&handle.token)
            .await
            .expect("original")
            .content,
        "ready"
    );

    // Faults, each as Discord words it.
    fake.delete_message(sent.id.get());
    assert_eq!(
        discord_code(channel.message(&http, sent.id).await),
        Some(10008)
    );
    fake.close_dms(&alice);
    assert_eq!(
        discord_code(
            dm.send_message(&http, serenity::CreateMessage::new().content("x"))
                .await
        ),
        Some(50007)
    );
    fake.fail_next("GET", "/users/*", 2, Fault::ServerError);
    assert_eq!(discord_code(http.get_user(alice_id).await), Some(0));
    assert_eq!(discord_code(http.get_user(alice_id).await), Some(0));
    assert!(http.get_user(alice_id).await.is_ok(), "the fault wore off");

    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

/// A request sent by hand, as the bot's HTTP client would: status, JSON body (null if empty)
/// and headers.
async fn call(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    body: Option<serde_json::Value>,
) -> (u16, serde_json::Value, reqwest::header::HeaderMap) {
    let method = reqwest::Method::from_bytes(method.as_bytes()).expect("HTTP method");
    let url = format!("{}/api/v10{path}", fake.base_url());
    let mut request = reqwest::Client::new().request(method, url);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.expect("the fake answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let text = response.text().await.expect("body");
    let json = serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
    (status, json, headers)
}

/// The code of the first per-field error in a 50035 answer, found by its path.
fn field_error<'a>(body: &'a serde_json::Value, path: &[&str]) -> Option<&'a str> {
    let mut node = &body["errors"];
    for segment in path {
        node = &node[*segment];
    }
    node["_errors"][0]["code"].as_str()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nonce_over_25_characters_is_an_invalid_form_body() {
    let fake = FakeDiscord::start().await;
    let path = format!("/channels/{}/messages", fake.text_channel());
    let ok = serde_json::json!({ "content": "hi", "nonce": "n".repeat(25) });
    assert_eq!(call(&fake, "POST", &path, Some(ok)).await.0, 200);

    let long =
        serde_json::json!({ "content": "hi", "nonce": "n".repeat(26), "enforce_nonce": true });
    let (status, body, _) = call(&fake, "POST", &path, Some(long)).await;
    assert_eq!((status, &body["code"]), (400, &serde_json::json!(50035)));
    assert_eq!(body["message"], "Invalid Form Body");
    assert_eq!(field_error(&body, &["nonce"]), Some("BASE_TYPE_MAX_LENGTH"));
    assert_eq!(
        fake.messages_in(fake.text_channel()).len(),
        1,
        "nothing posted"
    );
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert!(violations[0].contains("nonce"), "{violations:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_enforced_nonce_returns_the_earlier_message() {
    let fake = FakeDiscord::start().await;
    let path = format!("/channels/{}/messages", fake.text_channel());
    let send = |enforce: bool| {
        let body =
            serde_json::json!({ "content": "move", "nonce": "move-1", "enforce_nonce": enforce });
        call(&fake, "POST", &path, Some(body))
    };
    let (first, again) = (send(true).await.1, send(true).await.1);
    assert_eq!(first["id"], again["id"]);
    assert_eq!(fake.nonce_repeats(), 1);
    let unenforced = send(false).await.1;
    assert_ne!(
        unenforced["id"], first["id"],
        "without enforce_nonce a nonce is only echoed"
    );
    assert_eq!(fake.messages_in(fake.text_channel()).len(), 2);
}

/// Every body is checked against its route's schema: callbacks, components, commands; routes
/// Discord does not have are refused too, and all of it fails the test unless taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_request_is_checked_against_discords_schema() {
    let fake = FakeDiscord::start().await;
    let alice = fake.add_user("alice");
    let channel = fake.text_channel();

    let handle = fake.slash_command(&alice, channel, "setup").send();
    let callback = format!("/interactions/{}/{}/callback", handle.id, handle.token);
    let long_id = serde_json::json!({ "type": 4, "data": { "components": [{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Go", "custom_id": "x".repeat(101) }
    ] }] } });
    let (status, body, _) = call(&fake, "POST", &callback, Some(long_id)).await;
    assert_eq!(status, 400);
    assert_eq!(
        field_error(
            &body,
            &["data", "components", "0", "components", "0", "custom_id"]
        ),
        Some("BASE_TYPE_MAX_LENGTH"),
        "{body}"
    );
    let no_type = serde_json::json!({ "data": { "content": "hi" } });
    let (status, body, _) = call(&fake, "POST", &callback, Some(no_type)).await;
    assert_eq!(
        (status, field_error(&body, &["type"])),
        (400, Some("BASE_TYPE_REQUIRED"))
    );
    assert!(
        handle.response().is_none(),
        "refused callbacks do not count as the response"
    );

    let commands = format!(
        "/applications/{}/guilds/{}/commands",
        fake.application_id(),
        fake.guild_id()
    );
    let long_name = serde_json::json!([{ "name": "n".repeat(33), "description": "d" }]);
    let (status, body, _) = call(&fake, "PUT", &commands, Some(long_name)).await;
    assert_eq!(
        (status, field_error(&body, &["0", "name"])),
        (400, Some("BASE_TYPE_MAX_LENGTH"))
    );

    let dm = serde_json::json!({ "recipient_id": "not a snowflake" });
    let (status, body, _) = call(&fake, "POST", "/users/@me/channels", Some(dm)).await;
    assert_eq!(
        (status, field_error(&body, &["recipient_id"])),
        (400, Some("NUMBER_TYPE_COERCE"))
    );

    let (status, _, _) = call(
        &fake,
        "POST",
        &format!("/channels/{channel}/nonsense"),
        None,
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(fake.take_violations().len(), 5);

    // What serenity writes that the schema words differently passes (SERENITY_FORMS).
    let upload_ids = serde_json::json!({ "content": "board", "attachments": [{ "id": 0, "filename": "b.png" }] });
    let path = format!("/channels/{channel}/messages");
    assert_eq!(call(&fake, "POST", &path, Some(upload_ids)).await.0, 200);
    assert!(fake.take_violations().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_response_per_interaction_then_follow_ups() {
    let fake = FakeDiscord::start().await;
    let alice = fake.add_user("alice");
    let handle = fake
        .slash_command(&alice, fake.text_channel(), "setup")
        .send();
    let app = fake.application_id();
    let webhook = format!("/webhooks/{app}/{}", handle.token);
    let callback = format!("/interactions/{}/{}/callback", handle.id, handle.token);
    let message = |text: &str| serde_json::json!({ "content": text });

    let (status, body, _) = call(&fake, "POST", &webhook, Some(message("early"))).await;
    assert_eq!(
        (status, &body["code"]),
        (404, &serde_json::json!(10015)),
        "no follow-up before the response"
    );
    let reply = serde_json::json!({ "type": 4, "data": message("first") });
    assert_eq!(
        call(&fake, "POST", &callback, Some(reply.clone())).await.0,
        204
    );
    let (status, body, _) = call(&fake, "POST", &callback, Some(reply)).await;
    assert_eq!((status, &body["code"]), (400, &serde_json::json!(40060)));
    assert_eq!(
        body["message"],
        "Interaction has already been acknowledged."
    );
    assert_eq!(handle.second_responses(), 1);
    assert_eq!(fake.take_violations().len(), 1, "answering twice is a bug");
    assert_eq!(
        call(&fake, "POST", &webhook, Some(message("more"))).await.0,
        200
    );
    let original = format!("{webhook}/messages/@original");
    assert_eq!(
        call(&fake, "PATCH", &original, Some(message("edited")))
            .await
            .0,
        200
    );
    assert_eq!(
        handle.original_message().map(|m| m.content),
        Some("edited".into())
    );
    assert_eq!(fake.problems().len(), 1, "{:?}", fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interaction_tokens_expire_on_the_fakes_clock() {
    let fake = FakeDiscord::start().await;
    let alice = fake.add_user("alice");
    let channel = fake.text_channel();
    let reply = serde_json::json!({ "type": 4, "data": { "content": "hi" } });

    // The first response is due within 3 seconds.
    let late = fake.slash_command(&alice, channel, "setup").send();
    fake.advance_interaction_clock(Duration::from_secs(4));
    let path = format!("/interactions/{}/{}/callback", late.id, late.token);
    let (status, body, _) = call(&fake, "POST", &path, Some(reply.clone())).await;
    assert_eq!((status, &body["code"]), (404, &serde_json::json!(10062)));

    // Then follow-ups and edits work for 15 minutes from the user's action.
    let handle = fake.slash_command(&alice, channel, "setup").send();
    let path = format!("/interactions/{}/{}/callback", handle.id, handle.token);
    assert_eq!(call(&fake, "POST", &path, Some(reply)).await.0, 204);
    let webhook = format!("/webhooks/{}/{}", fake.application_id(), handle.token);
    let more = serde_json::json!({ "content": "more" });
    fake.advance_interaction_clock(Duration::from_secs(14 * 60));
    assert_eq!(
        call(&fake, "POST", &webhook, Some(more.clone())).await.0,
        200
    );
    fake.advance_interaction_clock(Duration::from_secs(60));
    for (method, path) in [
        ("POST", webhook.clone()),
        ("PATCH", format!("{webhook}/messages/@original")),
    ] {
        let (status, body, _) = call(&fake, method, &path, Some(more.clone())).await;
        assert_eq!(
            (status, &body["code"]),
            (401, &serde_json::json!(50027)),
            "{method} {path}"
        );
    }
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sending_over_the_budget_gets_429_with_retry_after() {
    use crate::support::fake_discord::RateLimits;
    let fake = FakeDiscord::start().await;
    let (text, forum) = (fake.text_channel(), fake.forum_channel());
    let post = serde_json::json!({ "content": "hi" });
    assert_eq!(
        call(
            &fake,
            "POST",
            &format!("/channels/{text}/messages"),
            Some(post.clone())
        )
        .await
        .0,
        200
    );
    fake.set_rate_limits(Some(RateLimits {
        per_route: 2,
        route_window: Duration::from_secs(60),
        global_per_second: 50,
    }));
    let path = format!("/channels/{text}/messages");
    let (status, _, headers) = call(&fake, "POST", &path, Some(post.clone())).await;
    assert_eq!(status, 200);
    assert_eq!(headers["x-ratelimit-limit"], "2");
    assert_eq!(headers["x-ratelimit-remaining"], "1");
    assert!(
        headers.contains_key("x-ratelimit-bucket")
            && headers.contains_key("x-ratelimit-reset-after")
    );
    assert_eq!(call(&fake, "POST", &path, Some(post.clone())).await.0, 200);
    let (status, body, headers) = call(&fake, "POST", &path, Some(post.clone())).await;
    assert_eq!((status, &body["global"]), (429, &serde_json::json!(false)));
    let retry_after = body["retry_after"]
        .as_f64()
        .expect("retry_after in seconds");
    assert!(retry_after > 0.0 && retry_after <= 60.0, "{retry_after}");
    assert!(headers.contains_key("retry-after"));
    assert_eq!(headers["x-ratelimit-scope"], "user");
    // Another channel is another bucket; interaction callbacks are not limited.
    let thread = fake.add_thread(text, "t", &fake.owner());
    assert_eq!(
        call(
            &fake,
            "POST",
            &format!("/channels/{thread}/messages"),
            Some(post)
        )
        .await
        .0,
        200
    );
    let alice = fake.add_user("alice");
    for _ in 0..3 {
        let h = fake.slash_command(&alice, text, "setup").send();
        let path = format!("/interactions/{}/{}/callback", h.id, h.token);
        assert_eq!(
            call(&fake, "POST", &path, Some(serde_json::json!({ "type": 5 })))
                .await
                .0,
            204
        );
    }

    // The global budget: 50 a second across routes.
    fake.set_rate_limits(Some(RateLimits {
        per_route: 1000,
        ..RateLimits::DISCORD
    }));
    let mut global = None;
    for _ in 0..1000 {
        let (status, body, headers) = call(&fake, "GET", &format!("/channels/{forum}"), None).await;
        if status == 429 {
            global = Some((body, headers));
            break;
        }
    }
    let (body, headers) = global.expect("a global 429 within 1000 requests");
    assert_eq!(body["global"], true);
    assert!(
        body["retry_after"].as_f64().is_some_and(|s| s <= 1.0),
        "{body}"
    );
    assert_eq!(headers["x-ratelimit-global"], "true");
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_permissions_closed_dms_and_deleted_things() {
    let fake = FakeDiscord::start().await;
    let (text, alice) = (fake.text_channel(), fake.add_user("alice"));
    let post = serde_json::json!({ "content": "hi" });
    let code = |body: &serde_json::Value| body["code"].as_u64();

    fake.deny_permissions(text);
    let thread = fake.add_thread(text, "t", &alice);
    for channel in [text, thread] {
        let (status, body, _) = call(
            &fake,
            "POST",
            &format!("/channels/{channel}/messages"),
            Some(post.clone()),
        )
        .await;
        assert_eq!((status, code(&body)), (403, Some(50013)));
    }
    assert_eq!(
        call(&fake, "GET", &format!("/channels/{text}"), None)
            .await
            .0,
        200,
        "reading is still allowed"
    );
    let denied = fake.slash_command(&alice, text, "setup").send();
    let reply = serde_json::json!({ "type": 4, "data": post });
    let path = format!("/interactions/{}/{}/callback", denied.id, denied.token);
    assert_eq!(
        call(&fake, "POST", &path, Some(reply)).await.0,
        204,
        "responses need no channel permission"
    );
    fake.allow_permissions(text);
    let (status, sent, _) = call(
        &fake,
        "POST",
        &format!("/channels/{text}/messages"),
        Some(post.clone()),
    )
    .await;
    assert_eq!(status, 200);

    let id: u64 = sent["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("message id");
    fake.delete_message(id);
    for method in ["GET", "PATCH", "DELETE"] {
        let body = (method == "PATCH").then(|| post.clone());
        let (status, body, _) = call(
            &fake,
            method,
            &format!("/channels/{text}/messages/{id}"),
            body,
        )
        .await;
        assert_eq!((status, code(&body)), (404, Some(10008)), "{method}");
    }
    fake.delete_channel(thread);
    let (status, body, _) = call(
        &fake,
        "POST",
        &format!("/channels/{thread}/messages"),
        Some(post.clone()),
    )
    .await;
    assert_eq!((status, code(&body)), (404, Some(10003)));

    let dm = fake.dm_channel(&alice);
    fake.close_dms(&alice);
    let (status, body, _) = call(
        &fake,
        "POST",
        &format!("/channels/{dm}/messages"),
        Some(post),
    )
    .await;
    assert_eq!((status, code(&body)), (403, Some(50007)));
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

/// A test that never looks at `problems()` still fails when the bot sent something Discord
/// refuses: the fake panics as it goes away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[should_panic(expected = "request(s) Discord refuses")]
async fn a_refused_request_fails_the_test_unasked() {
    let fake = FakeDiscord::start().await;
    let path = format!("/channels/{}/messages", fake.text_channel());
    let long = serde_json::json!({ "content": "x".repeat(4001) });
    assert_eq!(call(&fake, "POST", &path, Some(long)).await.0, 400);
}
