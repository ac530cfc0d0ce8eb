//! One bot per database, with the real binary as child processes against the loopback
//! Discord: a second start on the same settings refuses with status 2 and says why, leaving
//! the first the only one online; `check` reads the same lease, so it still refuses to
//! migrate during a Discord outage (when the heartbeat it used to read stands still); a clean
//! stop frees the database at once, and so does a killed bot for a start on the same machine.

use std::path::Path;
use std::time::Duration;

use crate::support::fake_discord::FakeDiscord;
use crate::support::process::{self, BotProcess};

fn database_url(dir: &Path) -> String {
    format!("sqlite://{}?mode=rwc", dir.join("stratego.db").display())
}

fn run(dir: &Path, fake: &FakeDiscord, args: &[&str]) -> BotProcess {
    let url = database_url(dir);
    let guild = fake.guild_id().to_string();
    process::spawn(
        dir,
        &[
            ("DISCORD_TOKEN", "fake-token"),
            ("DISCORD_API_BASE", &fake.base_url()),
            ("DATABASE_URL", &url),
            ("DEV_GUILD_ID", &guild),
            ("RUST_LOG", ""),
        ],
        args,
    )
}

async fn ready(bot: &BotProcess) {
    bot.wait_for_line(Duration::from_secs(60), |l| l.contains("ready:"))
        .await;
}

/// The heartbeat as a long outage leaves it: a minute old.
async fn age_heartbeat(dir: &Path) {
    let store = stratego_bot::store::Store::open_existing(&database_url(dir))
        .await
        .unwrap();
    let mut conn = store.conn().await.unwrap();
    let old = chrono::Utc::now() - chrono::Duration::minutes(1);
    stratego_bot::store::deadlines::set_heartbeat(&mut conn, old)
        .await
        .unwrap();
    drop(conn);
    store.close().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_second_bot_on_the_same_database_refuses_to_start() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut first = run(dir.path(), &fake, &[]);
    ready(&first).await;

    let mut second = run(dir.path(), &fake, &[]);
    let (status, _) = second.wait_exit(Duration::from_secs(30)).await;
    assert_eq!(status.code(), Some(2), "{}", second.output());
    let out = second.output();
    assert!(
        out.contains("another bot is running on this database"),
        "{out}"
    );
    assert!(out.contains(&format!("process {}", first.pid())), "{out}");
    assert_eq!(fake.identify_count(), 1, "only the first went online");

    // Discord away for long enough that the heartbeat is old: the lease still says running.
    fake.go_down();
    first
        .wait_for_line(Duration::from_secs(30), |l| {
            l.contains("Discord cannot be reached")
        })
        .await;
    age_heartbeat(dir.path()).await;
    let mut check = run(dir.path(), &fake, &["check", "--offline"]);
    let (status, _) = check.wait_exit(Duration::from_secs(30)).await;
    let out = check.output();
    assert_eq!(status.code(), Some(2), "{out}");
    assert!(out.contains("database  FAILED: a bot is running"), "{out}");
    fake.come_back();

    // A clean stop gives the lease up: the next start need not wait.
    let (status, _) = first.stop_with(libc::SIGTERM).await;
    assert_eq!(status.code(), Some(0), "{}", first.output());
    let mut third = run(dir.path(), &fake, &[]);
    ready(&third).await;

    // A killed bot's lease is taken over at once by a start on the same machine.
    third.signal(libc::SIGKILL);
    third.wait_exit(Duration::from_secs(10)).await;
    let mut fourth = run(dir.path(), &fake, &[]);
    ready(&fourth).await;
    assert!(
        fourth.output().contains("taking over the database"),
        "{}",
        fourth.output()
    );
    let (status, _) = fourth.stop_with(libc::SIGTERM).await;
    assert_eq!(status.code(), Some(0), "{}", fourth.output());
}
