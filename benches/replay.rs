//! Replays and heat maps: `cargo bench --bench replay`. Budgets: one replay step of a 2,000-move
//! game well inside Discord's 3 seconds (the whole answer: database, replay to the move, picture);
//! a heat map over 500 games under 50 ms.

use std::time::Duration;

use chrono::Utc;
use criterion::{Criterion, criterion_group, criterion_main};
use stratego_bot::engine::{Deployment, Game, PlayedMove, Rules, Variant, sim};
use stratego_bot::render::{self, BoardStyle, HEAT_GROUPS};
use stratego_bot::service::{
    ChannelId, ColorChoice, EveryGame, GamePlace, GuildId, MatchId, MatchOptions, NewChallenge,
    PlayedGame, ReplayView, Service, UserId, heat_of, position_at,
};

const RED: UserId = UserId(1);
const BLUE: UserId = UserId(2);

/// A random game under the default rules that runs to the 2,000-move limit, with its setups.
fn long_game() -> (Deployment, Deployment, Vec<PlayedMove>) {
    for seed in 0..10_000 {
        let (_, moves) = sim::random_game(Rules::default(), seed);
        if moves.len() >= 2000 {
            let red = Deployment::random(Variant::Classic, seed.wrapping_mul(2));
            let blue = Deployment::random(Variant::Classic, seed.wrapping_mul(2).wrapping_add(1));
            return (red, blue, moves);
        }
    }
    panic!("no random game reached 2,000 moves");
}

/// The long game stored through the service, move by move, as players would have played it.
async fn stored(
    service: &Service,
    red: &Deployment,
    blue: &Deployment,
    moves: &[PlayedMove],
) -> MatchId {
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
    for (user, d) in [(RED, red), (BLUE, blue)] {
        service.setup_paste(id, user, &d.to_string()).await.unwrap();
        service.setup_ready(id, user).await.unwrap();
    }
    for m in moves {
        let user = if m.color == stratego_bot::engine::Color::Red {
            RED
        } else {
            BLUE
        };
        service
            .make_move(id, user, m.as_move(), None)
            .await
            .unwrap();
    }
    id
}

fn replay_step(c: &mut Criterion) {
    render::prepare();
    let (red, blue, moves) = long_game();
    let start = Game::new(Rules::default(), &red, &blue).unwrap();
    let style = BoardStyle::default();
    c.bench_function("replay/step at move 2000 (replay + picture, no db)", |b| {
        b.iter(|| {
            let view =
                position_at(start.clone(), &moves, 2000, None, ReplayView::Spectator).unwrap();
            std::hint::black_box(render::board_png(&view, &style))
        })
    });

    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let service = rt.block_on(Service::open(&url)).unwrap();
    let id = rt.block_on(stored(&service, &red, &blue, &moves));
    let mut group = c.benchmark_group("replay");
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("step at move 2000 (file db + replay + picture)", |b| {
        b.iter(|| {
            let frame = rt
                .block_on(service.replay_frame(
                    id,
                    UserId(3),
                    Some(GuildId(1)),
                    &EveryGame,
                    None,
                    2000,
                ))
                .unwrap();
            std::hint::black_box(render::board_png(&frame.view, &style))
        })
    });
    group.finish();
}

fn heat_map(c: &mut Criterion) {
    render::prepare();
    let games: Vec<PlayedGame> = (0..500)
        .map(|i| PlayedGame {
            match_id: MatchId(i),
            color: stratego_bot::engine::Color::Red,
            opponent: BLUE,
            variant: Variant::Classic,
            outcome: stratego_bot::engine::Outcome::win(
                stratego_bot::engine::Color::Red,
                stratego_bot::engine::EndReason::FlagCaptured,
            ),
            played: true,
            rated: true,
            practice: false,
            deployment: Some(Deployment::random(Variant::Classic, i as u64)),
            finished_at: Utc::now(),
            place: GamePlace {
                channel: ChannelId(1),
                thread: None,
            },
        })
        .collect();
    let groups: Vec<usize> = (0..HEAT_GROUPS.len()).collect();
    if let Ok(dir) = std::env::var("REPLAY_SAMPLES") {
        let png = render::heatmap_png(&heat_of(&games, Variant::Classic), &groups);
        std::fs::write(std::path::Path::new(&dir).join("habits-500.png"), png).unwrap();
    }
    c.bench_function("heatmap/500 games, six maps (count + picture)", |b| {
        b.iter(|| {
            let heat = heat_of(&games, Variant::Classic);
            std::hint::black_box(render::heatmap_png(&heat, &groups))
        })
    });
}

criterion_group!(benches, replay_step, heat_map);
criterion_main!(benches);
