//! The bot binary as an admin runs it: it stops within two seconds of SIGTERM or Ctrl-C in
//! every state (still trying to reach Discord, waiting on a hung request, connected, busy with
//! a hung Discord call, already stopping), closes the database cleanly, says when it is ready
//! and what to do about a rejected token, and reports an unreachable Discord with backoff.

use std::io::Read;
use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::support::fake_discord::{FakeDiscord, Fault};
use crate::support::process::{self, BotProcess};

/// The limit the issue sets for every stop.
const STOP_LIMIT: Duration = Duration::from_secs(2);

fn database_url(dir: &Path) -> String {
    format!("sqlite://{}?mode=rwc", dir.join("stratego.db").display())
}

/// The bot with a token, talking to `base`, its database in `dir`.
fn bot(dir: &Path, base: &str, guild: Option<u64>) -> BotProcess {
    let url = database_url(dir);
    let guild = guild.map(|g| g.to_string()).unwrap_or_default();
    process::spawn(
        dir,
        &[
            ("DISCORD_TOKEN", "fake-token"),
            ("DISCORD_API_BASE", base),
            ("DATABASE_URL", &url),
            // As `cp .env.example .env` leaves them: empty means the default.
            ("DEV_GUILD_ID", &guild),
            ("RUST_LOG", ""),
            ("DEFAULT_LOCALE", ""),
        ],
        &[],
    )
}

/// A loopback address nothing listens on: connections are refused at once.
fn closed_port() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{addr}")
}

/// A loopback server that accepts connections and never answers, like a black-holed route.
fn silent_server() -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let asked = Arc::new(AtomicUsize::new(0));
    let counted = asked.clone();
    // Ends with the test process.
    std::thread::spawn(move || {
        while let Ok((mut socket, _)) = listener.accept() {
            let counted = counted.clone();
            // Holds each connection open, counting it once a request's first bytes arrive.
            std::thread::spawn(move || {
                let mut buf = [0u8; 1024];
                if matches!(socket.read(&mut buf), Ok(n) if n > 0) {
                    counted.fetch_add(1, Ordering::SeqCst);
                }
                while matches!(socket.read(&mut buf), Ok(n) if n > 0) {}
            });
        }
    });
    (format!("http://{addr}"), asked)
}

fn assert_clean_stop(bot: &BotProcess, status: std::process::ExitStatus, took: Duration) {
    assert!(
        took < STOP_LIMIT,
        "stopped after {took:?}; output:\n{}",
        bot.output()
    );
    assert_eq!(status.code(), Some(0), "output:\n{}", bot.output());
    eprintln!("stopped in {took:?}");
}

/// The write-ahead log was folded into the database and removed (or emptied) at the stop.
fn assert_database_closed(dir: &Path, bot: &BotProcess) {
    let wal = dir.join("stratego.db-wal");
    let size = std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0);
    assert_eq!(
        size,
        0,
        "{} left with {size} bytes; output:\n{}",
        wal.display(),
        bot.output()
    );
    assert!(dir.join("stratego.db").exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn unreachable_discord_is_reported_with_backoff_and_sigterm_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &closed_port(), None);
    let first = bot
        .wait_for_line(Duration::from_secs(20), |l| {
            l.contains("cannot reach Discord")
        })
        .await;
    assert!(first.contains("WARN"), "{first}");
    assert!(
        first.contains("(in 1 s)") && first.contains("Next try at"),
        "{first}"
    );
    assert!(first.contains("onnection refused"), "{first}");
    bot.wait_for_line(Duration::from_secs(5), |l| l.contains("(in 2 s)"))
        .await;
    // Inside the 2-second pause: a line per try, and the tries back off.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let tries = bot
        .lines()
        .iter()
        .filter(|l| l.contains("cannot reach Discord"))
        .count();
    assert_eq!(tries, 2, "{}", bot.output());
    let (status, took) = bot.stop_with(libc::SIGTERM).await;
    assert_clean_stop(&bot, status, took);
    assert_database_closed(dir.path(), &bot);
}

#[tokio::test(flavor = "multi_thread")]
async fn ctrl_c_stops_it_while_a_request_to_discord_hangs() {
    let dir = tempfile::tempdir().unwrap();
    let (base, asked) = silent_server();
    let mut bot = bot(dir.path(), &base, None);
    // The database is opened before Discord is asked: wait for the request to hang.
    crate::support::wait_until(
        Duration::from_secs(20),
        "a request to Discord",
        async || asked.load(Ordering::SeqCst) > 0,
    )
    .await;
    assert!(
        !bot.output().contains("cannot reach"),
        "no answer is not yet a failure: {}",
        bot.output()
    );
    let (status, took) = bot.stop_with(libc::SIGINT).await;
    assert_clean_stop(&bot, status, took);
    assert_database_closed(dir.path(), &bot);
}

#[tokio::test(flavor = "multi_thread")]
async fn ready_line_then_sigterm_stops_it_and_closes_the_database() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &fake.base_url(), Some(fake.guild_id()));
    let ready = bot
        .wait_for_line(Duration::from_secs(30), |l| l.contains("ready:"))
        .await;
    let me = fake.bot_user();
    assert!(ready.contains(" INFO "), "{ready}");
    assert!(
        ready.contains(&format!("{} (id {})", me.name, me.id)),
        "{ready}"
    );
    assert!(ready.contains("online in 1 server;"), "{ready}");
    assert!(
        ready.contains(&format!("server {} only (DEV_GUILD_ID)", fake.guild_id())),
        "{ready}"
    );
    let invite = stratego_bot::discord::invite_url(fake.application_id());
    assert!(ready.ends_with(&format!("invite: {invite}")), "{ready}");
    assert!(!fake.registered_commands(Some(fake.guild_id())).is_empty());
    assert!(fake.is_connected());
    let (status, took) = bot.stop_with(libc::SIGTERM).await;
    assert_clean_stop(&bot, status, took);
    assert_database_closed(dir.path(), &bot);
    assert!(bot.output().contains("stop requested"), "{}", bot.output());
    // The bot logged off the gateway rather than vanishing.
    fake.wait_disconnected(Duration::from_secs(2)).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_dev_guild_the_ready_line_says_commands_went_global() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &fake.base_url(), None);
    let ready = bot
        .wait_for_line(Duration::from_secs(30), |l| l.contains("ready:"))
        .await;
    assert!(ready.contains("commands registered globally"), "{ready}");
    assert!(!fake.registered_commands(None).is_empty());
    let (status, took) = bot.stop_with(libc::SIGINT).await;
    assert_clean_stop(&bot, status, took);
}

#[tokio::test(flavor = "multi_thread")]
async fn sigterm_stops_it_while_a_discord_call_hangs_after_connecting() {
    let fake = FakeDiscord::start().await;
    // Registering the commands (the first thing after READY) never gets an answer.
    fake.fail_next(
        "PUT",
        "/applications/*/guilds/*/commands",
        1,
        Fault::Timeout,
    );
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &fake.base_url(), Some(fake.guild_id()));
    fake.wait_connected(Duration::from_secs(30)).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!bot.output().contains("ready:"), "{}", bot.output());
    let (status, took) = bot.stop_with(libc::SIGTERM).await;
    assert_clean_stop(&bot, status, took);
    assert_database_closed(dir.path(), &bot);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_second_signal_while_stopping_still_ends_it_at_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &fake.base_url(), Some(fake.guild_id()));
    bot.wait_for_line(Duration::from_secs(30), |l| l.contains("ready:"))
        .await;
    bot.signal(libc::SIGTERM);
    bot.signal(libc::SIGINT);
    let (status, took) = bot.wait_exit(Duration::from_secs(10)).await;
    assert!(took < STOP_LIMIT, "{took:?}\n{}", bot.output());
    // Either the first stop had finished (0) or the second signal cut it short (130).
    assert!(
        matches!(status.code(), Some(0 | 130)),
        "{status:?}\n{}",
        bot.output()
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failing_discord_is_reported_and_the_bot_comes_online_when_it_recovers() {
    let fake = FakeDiscord::start().await;
    fake.fail_next("GET", "/users/@me", 1, Fault::ServerError);
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &fake.base_url(), Some(fake.guild_id()));
    let warned = bot
        .wait_for_line(Duration::from_secs(30), |l| l.contains("not answering"))
        .await;
    assert!(
        warned.contains("WARN") && warned.contains("it answered 500"),
        "{warned}"
    );
    assert!(
        warned.contains("next try at") && warned.contains("(in 1 s)"),
        "{warned}"
    );
    bot.wait_for_line(Duration::from_secs(30), |l| l.contains("ready:"))
        .await;
    let (status, took) = bot.stop_with(libc::SIGTERM).await;
    assert_clean_stop(&bot, status, took);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_rejected_token_ends_it_at_once_with_status_2_and_directions() {
    let fake = FakeDiscord::start().await;
    fake.fail_next(
        "GET",
        "/users/@me",
        1,
        Fault::Status {
            status: 401,
            code: 0,
            message: "401: Unauthorized".into(),
        },
    );
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot(dir.path(), &fake.base_url(), Some(fake.guild_id()));
    let (status, took) = bot.wait_exit(Duration::from_secs(10)).await;
    assert_eq!(status.code(), Some(2), "{}", bot.output());
    assert!(took < Duration::from_secs(5), "{took:?}");
    let output = bot.output();
    assert!(output.contains("Discord refused the bot token"), "{output}");
    assert!(output.contains("Reset Token"), "{output}");
    assert!(
        !output.contains("fake-token"),
        "the token is never printed: {output}"
    );
    assert!(!fake.is_connected());
    assert_eq!(fake.identify_count(), 0);
    assert_database_closed(dir.path(), &bot);
}

/// Not a test: serves a fake Discord for a person to point a bot at by hand (how the first-run
/// transcript in the closing note was made). Prints the settings to use, then serves for
/// `STRATEGO_FAKE_SECS` seconds (default 120):
/// `cargo test --test it lifecycle::serve_fake_discord -- --ignored --nocapture`
#[tokio::test(flavor = "multi_thread")]
#[ignore]
async fn serve_fake_discord() {
    let fake = FakeDiscord::start().await;
    println!(
        "DISCORD_API_BASE={}\nDEV_GUILD_ID={}",
        fake.base_url(),
        fake.guild_id()
    );
    let secs = std::env::var("STRATEGO_FAKE_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(120);
    tokio::time::sleep(Duration::from_secs(secs)).await;
}
