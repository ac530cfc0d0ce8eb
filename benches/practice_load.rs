//! How long a human's move takes to be made durable (what its acknowledgement waits for) while
//! twenty practice games at the hard level keep the bot thinking, against the same moves with
//! no practice game running. Prints p50, p95 and max of `Service::make_move` on a file
//! database, and how many moves the bot made meanwhile.
//!
//! `cargo bench --bench practice_load` (add `-- --moves N` for a longer run).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use chrono::Utc;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::ai::Level;
use stratego_bot::engine::{Color, Variant, Viewer};
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, NewChallenge, Service, UserId,
};

const RED: UserId = UserId(1);
const BLUE: UserId = UserId(2);
const BOT: UserId = UserId(999);
const PRACTICE_GAMES: u64 = 20;
/// A human's pace between moves of the measured game.
const PACE: Duration = Duration::from_millis(40);

async fn human_game(service: &Service) -> MatchId {
    let c = service
        .create_challenge(NewChallenge {
            guild: GuildId(1),
            channel: ChannelId(1),
            challenger: RED,
            opponent: Some(BLUE),
            options: MatchOptions {
                challenger_color: ColorChoice::Red,
                ..MatchOptions::default()
            },
            expires_at: Utc::now() + chrono::Duration::hours(1),
        })
        .await
        .unwrap();
    let id = service.accept_challenge(c.id, BLUE).await.unwrap().match_id;
    service.setup_ready(id, RED).await.unwrap();
    service.setup_ready(id, BLUE).await.unwrap();
    id
}

async fn practice_game(service: &Service, human: UserId) -> MatchId {
    let id = service
        .create_practice(
            GuildId(1),
            ChannelId(1),
            human,
            BOT,
            Level::Hard,
            Variant::Classic,
            // The human plays Blue: the bot moves first and starts thinking at once.
            ColorChoice::Blue,
        )
        .await
        .unwrap();
    service.setup_ready(id, human).await.unwrap();
    service.nudge_bot(id);
    id
}

/// A practice opponent that answers the bot at once with a random move, game after game, so
/// the bot always has a move to think about in this game.
/// `answered` counts the human's replies, one for each move the bot made.
async fn keep_practising(
    service: Service,
    human: UserId,
    stop: Arc<AtomicBool>,
    answered: Arc<AtomicU64>,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(human.0);
    let mut id = practice_game(&service, human).await;
    while !stop.load(Ordering::Relaxed) {
        let view = service.view(id, Viewer::Spectator).await.unwrap();
        if view.outcome.is_some() {
            id = practice_game(&service, human).await;
            continue;
        }
        if view.to_move != Color::Blue {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        let Ok(moves) = service.legal_moves(id, human).await else {
            continue;
        };
        if moves.is_empty() {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        let mv = moves[rng.gen_range(0..moves.len())];
        if service
            .make_move(id, human, mv, Some(view.ply))
            .await
            .is_ok()
        {
            answered.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// `moves` timed moves of a human game (a new one when one ends), at a human's pace.
async fn timed_moves(service: &Service, moves: usize) -> Vec<Duration> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut id = human_game(service).await;
    let mut took = Vec::with_capacity(moves);
    while took.len() < moves {
        let view = service.view(id, Viewer::Spectator).await.unwrap();
        if view.outcome.is_some() {
            id = human_game(service).await;
            continue;
        }
        let user = if view.to_move == Color::Red {
            RED
        } else {
            BLUE
        };
        let legal = service.legal_moves(id, user).await.unwrap();
        let mv = legal[rng.gen_range(0..legal.len())];
        let start = Instant::now();
        service
            .make_move(id, user, mv, Some(view.ply))
            .await
            .unwrap();
        took.push(start.elapsed());
        tokio::time::sleep(PACE).await;
    }
    took
}

fn report(label: &str, mut took: Vec<Duration>) {
    took.sort();
    let at = |q: f64| took[((took.len() - 1) as f64 * q).round() as usize];
    println!(
        "{label}: {} moves, p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        took.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.95).as_secs_f64() * 1e3,
        took.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}

fn main() {
    let moves = std::env::args()
        .skip_while(|a| a != "--moves")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    // The bot's own runtime: one worker a core.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_runtime = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let service = rt.block_on(Service::open(&url)).unwrap();
    service.set_rolling_caps(stratego_bot::service::RollingCaps::OFF);
    service.set_own_user(BOT);

    report(
        "no practice game",
        rt.block_on(timed_moves(&service, moves)),
    );

    let stop = Arc::new(AtomicBool::new(false));
    let answered = Arc::new(AtomicU64::new(0));
    let driver = rt.spawn(service.clone().drive_practice());
    let humans: Vec<_> = (0..PRACTICE_GAMES)
        .map(|i| {
            let (stop, answered) = (stop.clone(), answered.clone());
            rt.spawn(keep_practising(
                service.clone(),
                UserId(100 + i),
                stop,
                answered,
            ))
        })
        .collect();
    // Let every practice game reach the thinking queue first.
    rt.block_on(tokio::time::sleep(Duration::from_secs(3)));
    let before = answered.load(Ordering::Relaxed);
    let started = Instant::now();
    let took = rt.block_on(timed_moves(&service, moves));
    let bot_moves = answered.load(Ordering::Relaxed) - before;
    report("20 practice games thinking (hard)", took);
    println!(
        "the bot made {bot_moves} moves in {:.1} s meanwhile",
        started.elapsed().as_secs_f64()
    );
    stop.store(true, Ordering::Relaxed);
    driver.abort();
    for h in humans {
        h.abort();
    }
}
