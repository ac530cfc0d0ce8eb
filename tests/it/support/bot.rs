//! Runs the real bot (`stratego_bot::discord::build_client`, the same client `main` runs) against
//! a fake Discord, with its database in a file so a test can stop it and start it again.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use stratego_bot::config::Config;

use super::fake_discord::FakeDiscord;

/// How long a fresh bot may take to connect and register its commands.
const WAIT_CONNECTED: Duration = Duration::from_secs(60);

/// A bot process stand-in: its gateway shards and the task running the client.
pub struct RunningBot {
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    service: stratego_bot::service::Service,
}

/// A SQLite file in `dir`, created on first start exactly as the default setting does.
pub fn database_url(dir: &Path) -> String {
    let file: PathBuf = dir.join("stratego.db");
    format!("sqlite://{}?mode=rwc", file.display())
}

/// The settings a real deployment would have, pointed at `fake` and registering commands in its
/// guild (as `DEV_GUILD_ID` does).
pub fn config(fake: &FakeDiscord, database_url: &str) -> Config {
    Config {
        token: "fake-token".to_string(),
        database_url: database_url.to_string(),
        api_base: Some(fake.base_url()),
        dev_guild_id: Some(fake.guild_id()),
        default_locale: None,
        http_timeout: stratego_bot::config::DEFAULT_HTTP_TIMEOUT,
        // Every board is current soon after a move, as most tests expect.
        own_board_delay: Duration::ZERO,
        rolling_caps: Default::default(),
        tournament_tick: stratego_bot::config::DEFAULT_TOURNAMENT_TICK,
        discord_tls_override: None,
    }
}

/// Builds and starts the bot; returns once the client task is running (not yet connected:
/// use `fake.wait_connected`).
/// A bot on a new database in a temporary folder, its tournament tick every `tick`, connected and
/// with its commands registered (which it returns).
pub async fn start_fresh(
    fake: &FakeDiscord,
    tick: Duration,
) -> (RunningBot, tempfile::TempDir, Vec<serde_json::Value>) {
    init_logs();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut config = config(fake, &database_url(dir.path()));
    config.tournament_tick = tick;
    let running = start(&config).await;
    fake.wait_connected(WAIT_CONNECTED).await;
    let commands = fake.wait_for_commands(WAIT_CONNECTED).await;
    (running, dir, commands)
}

pub async fn start(config: &Config) -> RunningBot {
    let bot = stratego_bot::discord::build_client(config)
        .await
        .expect("build the bot's client");
    run(bot)
}

/// Like [`start`], on `service` (a test's clock, say).
pub async fn start_on(config: &Config, service: stratego_bot::service::Service) -> RunningBot {
    let bot = stratego_bot::discord::client_on(config, service)
        .await
        .expect("build the bot's client");
    run(bot)
}

fn run(mut bot: stratego_bot::discord::Bot) -> RunningBot {
    let shards = bot.client.shard_manager.clone();
    let service = bot.service();
    let task = tokio::spawn(async move {
        if let Err(e) = bot.start().await {
            eprintln!("bot stopped: {e}");
        }
    });
    RunningBot {
        shards,
        task,
        service,
    }
}

impl RunningBot {
    /// Waits until every post the bot owes has been tried (its outbox holds nothing waiting):
    /// what a test awaits before asserting that nothing more was sent, instead of a sleep.
    pub async fn settled(&self) {
        super::served::drained(&self.service).await;
    }

    /// The service the bot runs on, for tests that await a condition in its state.
    pub fn service(&self) -> &stratego_bot::service::Service {
        &self.service
    }

    /// Logs off the gateway and waits for the bot to stop its background work and close the
    /// database, like a process shutdown.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        tokio::time::timeout(Duration::from_secs(10), self.task)
            .await
            .expect("the bot stops its background work and closes within 10 s")
            .expect("the bot's task ends without a panic");
    }
}

/// Test logs go through the test harness, filtered by `RUST_LOG`.
pub fn init_logs() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
}
