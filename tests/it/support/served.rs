//! The real bot against the loopback Discord, with a handle on its service, so a test can make
//! games through the service and watch what the bot posts.

use std::time::{Duration, Instant};

use stratego_bot::service::{
    ChannelId, GuildId, MatchId, Seek, SeekOutcome, Service, Store, UserId,
};

use super::bot::{self, RunningBot};
use super::fake_discord::{FakeDiscord, TestUser};
use super::table::WAIT;

pub struct Run {
    pub fake: FakeDiscord,
    pub running: RunningBot,
    pub service: Service,
    pub _dir: tempfile::TempDir,
}

pub async fn start() -> Run {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = bot::config(&fake, &bot::database_url(dir.path()));
    let service = Service::new(Store::open(&config.database_url).await.unwrap());
    let running = bot::start_on(&config, service.clone()).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    Run {
        fake,
        running,
        service,
        _dir: dir,
    }
}

/// The game's thread, once the bot has opened it.
pub async fn thread_of(run: &Run, id: MatchId) -> u64 {
    for _ in 0..150 {
        if let Some(thread) = run.service.get_match(id).await.unwrap().thread {
            return thread.0;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("game {id} never got a thread")
}

/// Waits until the outbox has nothing waiting (everything owed was sent or given up).
pub async fn drained(service: &Service) {
    let until = Instant::now() + Duration::from_secs(120);
    loop {
        let tally = service.outbox_tally().await.unwrap();
        if !tally.iter().any(|(r, n)| r == "waiting" && *n > 0) {
            return;
        }
        assert!(
            Instant::now() < until,
            "the outbox never emptied: {tally:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Two new members named `names` seek a game in the text channel and are paired.
pub async fn pair(
    service: &Service,
    fake: &FakeDiscord,
    names: [&str; 2],
) -> (MatchId, [TestUser; 2]) {
    let users = names.map(|name| fake.add_user(name));
    let mut outcome = None;
    for user in &users {
        let seek = Seek {
            guild: GuildId(fake.guild_id()),
            channel: ChannelId(fake.text_channel()),
            user: UserId(user.id),
            variant: None,
            time_control: None,
            rated: None,
            wait: None,
            readable: None,
        };
        outcome = Some(service.seek_game(seek).await.unwrap());
    }
    match outcome {
        Some(SeekOutcome::Paired { match_id, .. }) => (match_id, users),
        other => panic!("the second seeker was not paired: {other:?}"),
    }
}

/// A game between two new members named `names`, paired and with both setups locked in as
/// dealt, so it is under way.
pub async fn started(
    service: &Service,
    fake: &FakeDiscord,
    names: [&str; 2],
) -> (MatchId, [TestUser; 2]) {
    let (id, users) = pair(service, fake, names).await;
    for user in &users {
        service.setup_ready(id, UserId(user.id)).await.unwrap();
    }
    (id, users)
}
