//! One `make_move` on a file database in the middle of a classic game: load (cached game),
//! validate with the engine, append and commit with a full sync.

use std::time::{Duration, Instant};

use chrono::Utc;
use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, Move, Viewer};
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchStatus, NewChallenge, Service,
    UserId,
};

const RED: UserId = UserId(1);
const BLUE: UserId = UserId(2);

async fn new_match(service: &Service) -> MatchId {
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

/// The side to move and a random legal move of theirs.
async fn pick(service: &Service, id: MatchId, rng: &mut ChaCha8Rng) -> (UserId, Move, u32) {
    let view = service.view(id, Viewer::Spectator).await.unwrap();
    let user = if view.to_move == Color::Red {
        RED
    } else {
        BLUE
    };
    let moves = service.legal_moves(id, user).await.unwrap();
    (user, moves[rng.gen_range(0..moves.len())], view.ply)
}

fn make_move(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let service = rt.block_on(Service::open(&url)).unwrap();
    // Game after game between the same two accounts: load, not a flood.
    service.set_rolling_caps(stratego_bot::service::RollingCaps::OFF);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut id = rt.block_on(new_match(&service));
    // Mid-game: a few dozen moves in.
    for _ in 0..60 {
        let (user, mv, ply) = rt.block_on(pick(&service, id, &mut rng));
        rt.block_on(service.make_move(id, user, mv, Some(ply)))
            .unwrap();
    }

    c.bench_function("service/make_move (file db, mid-game)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let status = rt.block_on(service.get_match(id)).unwrap().status;
                if status != MatchStatus::Playing {
                    id = rt.block_on(new_match(&service));
                }
                let (user, mv, ply) = rt.block_on(pick(&service, id, &mut rng));
                let start = Instant::now();
                let report = rt.block_on(service.make_move(id, user, mv, Some(ply)));
                total += start.elapsed();
                std::hint::black_box(report.unwrap());
            }
            total
        })
    });
}

criterion_group!(benches, make_move);
criterion_main!(benches);
