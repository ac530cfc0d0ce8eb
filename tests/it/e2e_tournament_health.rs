//! One tournament can never stop the others, through the real bot against the loopback Discord:
//! a server with a tournament whose stored settings cannot be read, a healthy one and a Swiss
//! set up with more rounds than its field allows, all reaching their sign-up deadline on the
//! same tick. The broken one is reported once to its organiser in words and retried with
//! backoff; the Swiss is shortened and says so; the healthy one runs to its winner.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, Fault, TestUser};
use crate::support::table;

const WAIT: Duration = Duration::from_secs(40);
const ROUND_ROBIN: i64 = 0;
const SWISS: i64 = 2;
const DUEL: i64 = 2;

async fn create(fake: &FakeDiscord, who: &TestUser, name: &str, format: i64) {
    let call = fake
        .slash_command(who, fake.text_channel(), "tournament")
        .subcommand("create")
        .option("name", name)
        .option("format", format)
        .option("variant", DUEL)
        .option("signup_minutes", 60i64)
        .send();
    call.wait_for_original(WAIT, |m| m.content.contains(name))
        .await;
}

async fn join(fake: &FakeDiscord, who: &TestUser, tournament: i64) {
    let call = fake
        .slash_command(who, fake.text_channel(), "tournament")
        .subcommand("join")
        .option("tournament", tournament)
        .send();
    let reply = call.await_response(WAIT).await;
    assert!(reply.is_ephemeral());
}

async fn sql(db: &sqlx::SqlitePool, statement: &str) {
    sqlx::query(statement).execute(db).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_broken_tournament_never_stops_a_healthy_one() {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = bot::database_url(dir.path());
    let mut config = bot::config(&fake, &url);
    config.tournament_tick = Duration::from_millis(300);
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let owner = fake.owner();
    let [ana, bo, cy, di] = ["Ana", "Bo", "Cy", "Di"].map(|n| fake.add_user(n));

    // Created in this order, so their ids are 1, 2 and 3. One creator may run two at once, so
    // the server opens tournaments to members and Di makes the third.
    create(&fake, &owner, "Broken Cup", ROUND_ROBIN).await;
    create(&fake, &owner, "Healthy Cup", ROUND_ROBIN).await;
    fake.slash_command(&owner, fake.text_channel(), "server")
        .option("open_tournaments", true)
        .send()
        .await_response(WAIT)
        .await;
    create(&fake, &di, "Big Swiss", SWISS).await;
    for (who, t) in [(&ana, 1), (&bo, 1), (&ana, 2), (&bo, 2), (&cy, 3), (&di, 3)] {
        join(&fake, who, t).await;
    }
    let db = sqlx::SqlitePool::connect(&url).await.unwrap();
    // The broken one holds settings this bot cannot read (as a newer version might write).
    sql(
        &db,
        "UPDATE tournaments SET options = '{\"variant\":' WHERE id = 1",
    )
    .await;
    sql(
        &db,
        "UPDATE tournaments SET signup_deadline = strftime('%s','now') - 1",
    )
    .await;

    // Discord's first answers to both notices are lost: each is still shown once.
    let general = fake.text_channel();
    for text in ["could not be started", "Swiss rounds were set"] {
        fake.fail_next_saying(
            "POST",
            &format!("/channels/{general}/messages"),
            Some(text),
            1,
            Fault::AnswerLost,
        );
    }
    // The organiser is told about the broken one, in words, in its channel.
    let warning = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("could not be started")
        })
        .await;
    assert!(
        warning.content.contains("Broken Cup"),
        "{}",
        warning.content
    );
    assert!(
        warning.content.contains(&format!("<@{}>", owner.id)),
        "{}",
        warning.content
    );
    assert!(
        warning.content.contains("could not be read"),
        "{}",
        warning.content
    );

    // The Swiss asked for more rounds than two players allow: shortened, and said so.
    let clamp = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("Swiss rounds were set")
        })
        .await;
    assert!(clamp.content.contains("Big Swiss"), "{}", clamp.content);
    assert!(clamp.content.contains("has 1 rounds"), "{}", clamp.content);
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == general && m.content.contains("**Big Swiss**: round 1 of 1")
    })
    .await;

    // The healthy one started; Bo gives up in setup and Ana wins it.
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == general && m.content.contains("**Healthy Cup**: round 1 of 1")
    })
    .await;
    fake.wait_for_dm(&bo, WAIT, table::has_ready).await;
    let resign = fake
        .slash_command(&bo, fake.dm_channel(&bo), "resign")
        .send();
    resign.await_response(WAIT).await;
    let winner = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("**Healthy Cup** is over")
        })
        .await;
    assert!(
        winner.content.contains(&format!("<@{}>", ana.id)),
        "{}",
        winner.content
    );

    // Many ticks later the broken one has been retried with backoff, not reported again.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let warnings = fake
        .messages_in(general)
        .into_iter()
        .filter(|m| m.content.contains("could not be started"))
        .count();
    assert_eq!(warnings, 1, "the organiser is told once");
    let clamps = fake
        .messages_in(general)
        .into_iter()
        .filter(|m| m.content.contains("Swiss rounds were set"))
        .count();
    assert_eq!(clamps, 1, "the shortened Swiss is told once");
    let status: String = sqlx::query_scalar("SELECT status FROM tournaments WHERE id = 1")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(status, "signup");
    db.close().await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
