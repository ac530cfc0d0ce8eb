//! A bot started on a restored backup does not post again what the original delivered after
//! the backup was taken, and still sends what the original never delivered.

use std::time::{Duration, Instant};

use stratego_bot::service::{Service, UserId};

use crate::support::bot;
use crate::support::fake_discord::FakeDiscord;
use crate::support::table::{self, answer};

const WAIT: Duration = Duration::from_secs(20);

/// Waits until no post of the database at `url` waits any more.
async fn drained(url: &str) {
    let service = Service::open(url).await.unwrap();
    crate::support::served::drained(&service).await;
    service.shutdown().await;
}

/// The bot's messages in `channel`, each as its text and attachment names.
fn bot_posts(fake: &FakeDiscord, channel: u64) -> Vec<(String, Vec<String>)> {
    let bot = fake.bot_user().id;
    fake.messages_in(channel)
        .into_iter()
        .filter(|m| m.author_id == bot)
        .map(|m| {
            let files = m.attachments.iter().map(|f| f.filename.clone()).collect();
            (m.content.trim().to_string(), files)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_restored_bot_posts_what_was_owed_at_the_backup_exactly_once() {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = bot::database_url(dir.path());
    let config = bot::config(&fake, &url);
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    let challenge = fake
        .slash_command(&alice, fake.text_channel(), "challenge")
        .option("opponent", &bob)
        .send();
    table::accept(&fake, &challenge, &bob).await;
    let service = Service::open(&url).await.unwrap();
    let until = Instant::now() + WAIT;
    let id = loop {
        if let Some(m) = service
            .active_matches(UserId(alice.id))
            .await
            .unwrap()
            .first()
        {
            break m.id;
        }
        assert!(Instant::now() < until, "the challenge was accepted");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let ready = fake
        .slash_command(&alice, fake.text_channel(), "setup")
        .subcommand("ready")
        .option("game", id.0)
        .send();
    answer(&fake, &ready).await;
    drained(&url).await;
    let thread = service
        .get_match(id)
        .await
        .unwrap()
        .thread
        .expect("a thread")
        .0;
    // The bot is down when the game starts: the start's posts wait in the outbox.
    running.stop().await;
    service.setup_ready(id, UserId(bob.id)).await.unwrap();
    let lane = format!("match:{id}:thread");
    let owed: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM outbox WHERE lane = ? AND done_at IS NULL ORDER BY id")
            .bind(&lane)
            .fetch_all(service.store().pool())
            .await
            .unwrap();
    assert!(
        owed.len() >= 2,
        "the start and its board are owed: {owed:?}"
    );
    let backup = dir.path().join("backup.db");
    stratego_bot::cli::backup::backup(&url, &backup)
        .await
        .unwrap();
    // The original delivers all but the last of them (it stops before that one, say).
    let lost = *owed.last().unwrap();
    sqlx::query("UPDATE outbox SET done_at = 1, result = 'lost' WHERE id = ?")
        .bind(lost)
        .execute(service.store().pool())
        .await
        .unwrap();
    service.shutdown().await;
    let before = bot_posts(&fake, thread).len();
    let original = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    drained(&url).await;
    original.stop().await;
    let delivered = bot_posts(&fake, thread).len();
    assert_eq!(delivered, before + owed.len() - 1, "the original delivered");

    // Restore, minutes later (Discord no longer knows the nonces): the backup under the
    // database's name in a fresh place.
    fake.forget_nonces();
    let place = tempfile::tempdir().unwrap();
    std::fs::copy(&backup, place.path().join("stratego.db")).unwrap();
    let restored_url = bot::database_url(place.path());
    let restored_config = bot::config(&fake, &restored_url);
    let restored = bot::start(&restored_config).await;
    fake.wait_connected(WAIT).await;
    drained(&restored_url).await;
    let posts = bot_posts(&fake, thread);
    assert_eq!(
        posts.len(),
        delivered + 1,
        "only the post the original never delivered is sent: {posts:#?}"
    );
    for (i, post) in posts.iter().enumerate() {
        assert!(!posts[..i].contains(post), "posted twice: {post:?}");
    }
    // Every pre-restore post is settled: the mark is gone.
    wait_unmarked(&restored_url).await;
    restored.stop().await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
}

async fn wait_unmarked(url: &str) {
    let until = Instant::now() + WAIT;
    loop {
        let store = stratego_bot::store::Store::open_existing(url)
            .await
            .unwrap();
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM restore_mark")
            .fetch_one(store.pool())
            .await
            .unwrap();
        store.pool().close().await;
        if left == 0 {
            return;
        }
        assert!(Instant::now() < until, "the restore mark stays");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
