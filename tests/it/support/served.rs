//! The real bot against the loopback Discord, with a handle on its service, so a test can make
//! games through the service and watch what the bot posts.

use stratego_bot::service::{MatchId, Service, Store};

use super::bot::{self, RunningBot};
use super::fake_discord::FakeDiscord;
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
