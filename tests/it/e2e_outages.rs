//! Discord going away and refusing, through the real bot against the loopback fake: a total
//! outage during a live game (nobody loses on time), an outage just after a challenge is
//! accepted (the match opens when Discord is back), a channel the bot may not post in (the
//! match is called off and both players told), practice started and resigned in a loop
//! (a cooldown, no thread for a game already over), and a 60-second outage of thread posts
//! while the players keep moving (what waiting costs, measured).

use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use stratego_bot::service::{Clock, FakeClock, MatchId, MatchStatus, Service};
use stratego_bot::store::Store;

use crate::support::bot::{self, RunningBot};
use crate::support::fake_discord::{FakeDiscord, Fault, InteractionHandle, TestUser};
use crate::support::table::{self, WAIT, answer, button, choice, ready_by_dm};
use crate::support::wait_until;

/// A bot on a service whose clock the test drives, connected to a fresh fake.
struct Driven {
    fake: FakeDiscord,
    running: RunningBot,
    service: Service,
    clock: FakeClock,
    commands: Vec<serde_json::Value>,
    database_url: String,
    _dir: tempfile::TempDir,
}

async fn start_driven() -> Driven {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = bot::config(&fake, &bot::database_url(dir.path()));
    let clock = FakeClock::new(Utc::now());
    let store = Store::open(&config.database_url).await.unwrap();
    let service = Service::with_clock(store, Arc::new(clock.clone()));
    let running = bot::start_on(&config, service.clone()).await;
    fake.wait_connected(WAIT).await;
    let commands = fake.wait_for_commands(WAIT).await;
    Driven {
        fake,
        running,
        service,
        clock,
        commands,
        database_url: config.database_url.clone(),
        _dir: dir,
    }
}

/// The most attempts any waiting post has failed.
async fn most_failed_attempts(database_url: &str) -> i64 {
    let db = sqlx::SqlitePool::connect(database_url).await.unwrap();
    let most: Option<i64> =
        sqlx::query_scalar("SELECT MAX(attempts) FROM outbox WHERE done_at IS NULL")
            .fetch_one(&db)
            .await
            .unwrap();
    db.close().await;
    most.unwrap_or(0)
}

/// Alice challenges Bob with `options` added; Bob accepts. Returns the accept click.
async fn challenge(
    fake: &FakeDiscord,
    alice: &TestUser,
    bob: &TestUser,
    with: impl FnOnce(
        crate::support::fake_discord::CommandBuilder,
    ) -> crate::support::fake_discord::CommandBuilder,
) -> InteractionHandle {
    let call = with(
        fake.slash_command(alice, fake.text_channel(), "challenge")
            .option("opponent", bob),
    )
    .send();
    call.await_response(WAIT).await;
    table::accept(fake, &call, bob).await.1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_six_minute_outage_in_a_live_game_times_nobody_out() {
    let d = start_driven().await;
    let fake = d.fake.clone();
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    let live = choice(&d.commands, "challenge", "time_control", "live");
    challenge(&fake, &alice, &bob, |c| c.option("time_control", live)).await;
    let game = MatchId(ready_by_dm(&fake, &alice).await);
    ready_by_dm(&fake, &bob).await;
    wait_until(WAIT, "the game starting", async || {
        d.service.get_match(game).await.unwrap().status == MatchStatus::Playing
    })
    .await;
    let due_before = d.service.running_deadlines().await.unwrap()[0].due_at;

    // Discord goes away for six minutes of the game's clock (five minutes a move).
    fake.go_down();
    wait_until(WAIT, "the bot noticing the outage", async || {
        !d.service.discord_reachable()
    })
    .await;
    d.clock.advance(chrono::Duration::minutes(6));
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        d.service.get_match(game).await.unwrap().status,
        MatchStatus::Playing,
        "nobody lost on time while Discord was away"
    );

    fake.come_back();
    wait_until(Duration::from_secs(90), "Discord being back", async || {
        d.service.discord_reachable()
    })
    .await;
    wait_until(WAIT, "the outage being credited", async || {
        let due_now = d.service.running_deadlines().await.unwrap()[0].due_at;
        due_now - due_before >= chrono::Duration::minutes(6)
    })
    .await;
    let m = d.service.get_match(game).await.unwrap();
    assert_eq!(m.status, MatchStatus::Playing, "{m:?}");
    let due_after = d.service.running_deadlines().await.unwrap()[0].due_at;
    assert!(
        due_after > d.clock.now(),
        "the player to move still has time"
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    d.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_accepted_just_before_an_outage_opens_when_discord_is_back() {
    let d = start_driven().await;
    let fake = d.fake.clone();
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    // Discord's REST API fails for everything but the interaction answers from here on...
    fake.fail_next("POST", "/channels/*/messages", 10_000, Fault::ServerError);
    fake.fail_next("POST", "/users/@me/channels", 10_000, Fault::ServerError);
    challenge(&fake, &alice, &bob, |c| c).await;
    let text = fake.text_channel();
    wait_until(WAIT, "the opening failing", async || {
        fake.requests_matching("POST", &format!("/channels/{text}/messages"))
            .iter()
            .any(|r| r.status == 500)
    })
    .await;
    // ...until the opening has failed a whole attempt and waits to be tried again, then goes
    // away altogether.
    wait_until(
        WAIT,
        "the opening waiting for its next attempt",
        async || most_failed_attempts(&d.database_url).await >= 1,
    )
    .await;
    fake.go_down();
    wait_until(WAIT, "the bot noticing the outage", async || {
        !d.service.discord_reachable()
    })
    .await;
    fake.clear_faults();
    fake.come_back();

    // Back: the thread and both setup DMs arrive without anyone doing anything.
    let opened = Duration::from_secs(90);
    fake.wait_for_thread(opened, |c| c.parent_id == Some(text))
        .await;
    for player in [&alice, &bob] {
        fake.wait_for_dm(player, opened, table::has_ready).await;
    }
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    d.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_channel_the_bot_may_not_post_in_calls_the_match_off() {
    let d = start_driven().await;
    let fake = d.fake.clone();
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    let text = fake.text_channel();
    let denied = Fault::Status {
        status: 403,
        code: 50013,
        message: "Missing Permissions".into(),
    };
    fake.fail_next("POST", &format!("/channels/{text}/messages"), 10, denied);
    challenge(&fake, &alice, &bob, |c| c).await;

    // Both players are told privately, in words that say who can fix it.
    for player in [&alice, &bob] {
        let notice = fake
            .wait_for_dm(player, WAIT, |m| m.content.contains("called off"))
            .await;
        assert!(notice.content.contains("permissions"), "{}", notice.content);
    }
    let m = d.service.get_match(MatchId(1)).await.unwrap();
    assert_eq!(
        m.status,
        MatchStatus::Cancelled,
        "called off without a result"
    );
    assert!(m.outcome.is_none());
    assert!(fake.threads_in(text).is_empty());
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    d.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn practice_started_and_resigned_in_a_loop_is_slowed_and_opens_no_thread_for_nothing() {
    let d = start_driven().await;
    let fake = d.fake.clone();
    let alice = fake.add_user("alice");
    let text = fake.text_channel();
    let mut refused = 0;
    for _ in 0..20 {
        let practice = fake.slash_command(&alice, text, "practice").send();
        let reply = answer(&fake, &practice).await;
        if reply.text.contains("take a short break") {
            refused += 1;
            continue;
        }
        let resign = fake.slash_command(&alice, text, "resign").send();
        answer(&fake, &resign).await;
    }
    assert!(refused >= 16, "{refused} of 20 refused");
    d.running.settled().await;
    let threads = fake.threads_in(text).len();
    assert!(threads <= 4, "{threads} threads");
    println!("20 practice/resign pairs: {refused} refused, {threads} threads opened");

    // The cooldown passes with the clock.
    d.clock.advance(chrono::Duration::minutes(11));
    let practice = fake.slash_command(&alice, text, "practice").send();
    let reply = answer(&fake, &practice).await;
    assert!(reply.text.starts_with("Practice game"), "{}", reply.text);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    d.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_of_either_player_keep_nothing_from_the_other() {
    for closed_is_alice in [true, false] {
        let d = start_driven().await;
        let fake = d.fake.clone();
        let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
        let (closed, open) = if closed_is_alice {
            (&alice, &bob)
        } else {
            (&bob, &alice)
        };
        fake.close_dms(closed);
        challenge(&fake, &alice, &bob, |c| c).await;
        let thread = fake
            .wait_for_thread(WAIT, |c| c.parent_id.is_some())
            .await
            .id;
        // The open player gets their editor; the closed one a notice with a private way in.
        let game = ready_by_dm(&fake, open).await;
        let notice = fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == thread && m.custom_ids().iter().any(|c| c.starts_with("board:"))
            })
            .await;
        assert!(notice.content.contains(&format!("<@{}>", closed.id)));
        let ready = fake
            .slash_command(closed, thread, "setup")
            .subcommand("ready")
            .send();
        answer(&fake, &ready).await;
        wait_until(WAIT, "the game starting", async || {
            d.service.get_match(MatchId(game)).await.unwrap().status == MatchStatus::Playing
        })
        .await;
        assert!(fake.dm_messages(closed).is_empty());
        let _ = button(&notice, "board:");
        assert!(fake.problems().is_empty(), "{:?}", fake.problems());
        d.running.stop().await;
    }
}
