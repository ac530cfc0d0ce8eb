//! Restart to ready with 10,000 stored games: 7,000 finished, 2,500 being played and 500 in
//! setup, every active one with a pending deadline, and the bot down for an hour (so every
//! deadline is extended at start). Measured from building the bot (open and migrate the
//! database, fetch the gateway) to its ready point (commands registered, deadlines
//! recovered, scheduler running) against the loopback fake Discord, and the database part
//! alone. Target: at most 2 s.
//!
//! `CARGO_TARGET_DIR=/work/bench-target cargo bench --bench restart`

#[allow(dead_code, unused_imports)]
#[path = "../tests/it/support/fake_discord/mod.rs"]
mod fake_discord;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::Utc;
use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::config::{Config, DEFAULT_HTTP_TIMEOUT, DEFAULT_TOURNAMENT_TICK};
use stratego_bot::engine::{Color, Variant, Viewer};
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchStatus, NewChallenge, Scheduler,
    Service, UserId,
};

use fake_discord::FakeDiscord;

const RED: UserId = UserId(1);
const BLUE: UserId = UserId(2);
/// Games made through the service, then copied to reach the total.
const FINISHED: i64 = 14;
const PLAYING: i64 = 5;
const IN_SETUP: i64 = 1;
const TEMPLATE: i64 = FINISHED + PLAYING + IN_SETUP;
const COPIES: i64 = 500;

async fn new_match(service: &Service, variant: Variant) -> MatchId {
    let c = service
        .create_challenge(NewChallenge {
            guild: GuildId(1),
            channel: ChannelId(1),
            challenger: RED,
            opponent: Some(BLUE),
            options: MatchOptions {
                variant,
                challenger_color: ColorChoice::Red,
                ..MatchOptions::default()
            },
            expires_at: Utc::now() + chrono::Duration::hours(1),
        })
        .await
        .unwrap();
    service.accept_challenge(c.id, BLUE).await.unwrap().match_id
}

async fn start(service: &Service, id: MatchId) {
    service.setup_ready(id, RED).await.unwrap();
    service.setup_ready(id, BLUE).await.unwrap();
}

/// Random legal moves: `limit` of them, or to the end.
async fn play(service: &Service, id: MatchId, limit: usize, rng: &mut ChaCha8Rng) {
    for _ in 0..limit {
        let m = service.get_match(id).await.unwrap();
        if m.status != MatchStatus::Playing {
            return;
        }
        let view = service.view(id, Viewer::Spectator).await.unwrap();
        let user = if view.to_move == Color::Red {
            RED
        } else {
            BLUE
        };
        let moves = service.legal_moves(id, user).await.unwrap();
        let mv = moves[rng.gen_range(0..moves.len())];
        service.make_move(id, user, mv, Some(m.ply)).await.unwrap();
    }
}

/// Copies every row that belongs to the template matches `COPIES - 1` times under new ids.
async fn multiply(service: &Service) {
    let pool = service.store().pool();
    let mut tx = pool.begin().await.unwrap();
    // (table, columns shifted by the copy's offset)
    let tables: [(&str, &[&str]); 6] = [
        ("matches", &["id"]),
        ("challenges", &["id", "match_id"]),
        ("setups", &["match_id"]),
        ("moves", &["match_id"]),
        ("deadlines", &["match_id"]),
        ("rating_changes", &["match_id"]),
    ];
    for (table, shifted) in tables {
        let columns: Vec<String> = sqlx::query_scalar(&format!(
            "SELECT name FROM pragma_table_info('{table}') ORDER BY cid"
        ))
        .fetch_all(&mut *tx)
        .await
        .unwrap();
        let select: Vec<String> = columns
            .iter()
            .map(|c| {
                if shifted.contains(&c.as_str()) {
                    format!("{c} + ?1")
                } else {
                    c.clone()
                }
            })
            .collect();
        let key = shifted.last().unwrap();
        let sql = format!(
            "INSERT INTO {table} ({}) SELECT {} FROM {table} WHERE {key} <= {TEMPLATE}",
            columns.join(", "),
            select.join(", ")
        );
        for copy in 1..COPIES {
            sqlx::query(&sql)
                .bind(copy * TEMPLATE)
                .execute(&mut *tx)
                .await
                .unwrap();
        }
    }
    // The bot was last alive an hour ago.
    let beat = (Utc::now() - chrono::Duration::hours(1)).timestamp_millis();
    sqlx::query("UPDATE heartbeat SET beat_at = ?")
        .bind(beat)
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
}

/// The database every run starts from.
fn template(rt: &tokio::runtime::Runtime, dir: &Path) -> PathBuf {
    let path = dir.join("template.db");
    rt.block_on(async {
        let service = Service::open(&format!("sqlite://{}?mode=rwc", path.display()))
            .await
            .unwrap();
        // Thousands of games between the same two accounts: load, not a flood.
        service.set_rolling_caps(stratego_bot::service::RollingCaps::OFF);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..FINISHED {
            let id = new_match(&service, Variant::Barrage).await;
            start(&service, id).await;
            play(&service, id, usize::MAX, &mut rng).await;
        }
        for _ in 0..PLAYING {
            let id = new_match(&service, Variant::Classic).await;
            start(&service, id).await;
            play(&service, id, 40, &mut rng).await;
        }
        for _ in 0..IN_SETUP {
            new_match(&service, Variant::Classic).await;
        }
        // The first heartbeat is written by the scheduler; make sure the row exists.
        service.recover_timers().await.unwrap();
        multiply(&service).await;
        let summary = service.store().summary().await.unwrap();
        assert_eq!(summary.matches, TEMPLATE * COPIES);
        eprintln!(
            "template: {} games ({} active), {} moves, {} MB",
            summary.matches,
            summary.active_matches,
            summary.moves,
            std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) >> 20
        );
        service.shutdown().await;
    });
    path
}

/// A fresh copy of the template, as the database a restarted bot finds.
fn fresh_copy(template: &Path, dir: &Path, run: u64) -> String {
    let path = dir.join(format!("run-{run}.db"));
    std::fs::copy(template, &path).unwrap();
    format!("sqlite://{}?mode=rwc", path.display())
}

fn remove_run(dir: &Path, run: u64) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(dir.join(format!("run-{run}.db{suffix}")));
    }
}

fn restart(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let template = template(&rt, dir.path());
    let mut group = c.benchmark_group("restart");
    // Each run is a whole restart (about a second): ten runs, not criterion's growing batches.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(10));
    let mut run = 0;
    group.bench_function("to_ready_with_10000_games", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                run += 1;
                let url = fresh_copy(&template, dir.path(), run);
                total += rt.block_on(async {
                    let fake = FakeDiscord::start().await;
                    let config = Config {
                        token: "bench".into(),
                        database_url: url,
                        api_base: Some(fake.base_url()),
                        dev_guild_id: Some(fake.guild_id()),
                        default_locale: None,
                        http_timeout: DEFAULT_HTTP_TIMEOUT,
                        own_board_delay: stratego_bot::service::DEFAULT_OWN_BOARD_DELAY,
                        rolling_caps: Default::default(),
                        tournament_tick: DEFAULT_TOURNAMENT_TICK,
                        discord_tls_override: None,
                    };
                    let began = Instant::now();
                    let mut bot = stratego_bot::discord::build_client(&config).await.unwrap();
                    let ready = bot.ready();
                    let shards = bot.client.shard_manager.clone();
                    let task = tokio::spawn(async move { bot.start().await });
                    ready.await;
                    let took = began.elapsed();
                    eprintln!("restart to ready: {took:?}");
                    shards.shutdown_all().await;
                    let _ = task.await;
                    took
                });
                remove_run(dir.path(), run);
            }
            total
        })
    });
    group.bench_function("database_part_with_10000_games", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                run += 1;
                let url = fresh_copy(&template, dir.path(), run);
                total += rt.block_on(async {
                    let began = Instant::now();
                    let service = Service::open(&url).await.unwrap();
                    let scheduler = Scheduler::start(service.clone()).await.unwrap();
                    assert_eq!(
                        scheduler.recovery.extended as i64,
                        (PLAYING + IN_SETUP) * COPIES
                    );
                    service.resume_tournaments().await.unwrap();
                    let took = began.elapsed();
                    eprintln!("database part: {took:?}");
                    scheduler.stop().await;
                    service.shutdown().await;
                    took
                });
                remove_run(dir.path(), run);
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, restart);
criterion_main!(benches);
