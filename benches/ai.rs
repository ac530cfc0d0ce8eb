//! Time per move of each practice-bot level on a classic middle game.
//! Run with `CARGO_TARGET_DIR=/work/bench-target cargo bench --bench ai`.

use std::time::Duration;

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use stratego_bot::ai::{Level, Limits, make_setup};
use stratego_bot::engine::{Game, PlayedMove, Rules, Variant};
use stratego_bot::seat::bot_move;

/// A classic game after 80 plies of medium against easy: pieces have met, some are known.
fn midgame() -> (Game, Vec<PlayedMove>) {
    let red = make_setup(Level::Medium, Variant::Classic, 1, None);
    let blue = make_setup(Level::Medium, Variant::Classic, 2, None);
    let mut game = Game::new(Rules::default(), &red, &blue).unwrap();
    let mut played = Vec::new();
    let limits = Limits::samples_only(1);
    while game.ply() < 80 && !game.is_over() {
        let level = if game.ply().is_multiple_of(2) {
            Level::Medium
        } else {
            Level::Easy
        };
        let mv = bot_move(&game, &played, level, &limits, game.ply() as u64).unwrap();
        played.push(game.play(mv).unwrap());
    }
    (game, played)
}

fn levels(c: &mut Criterion) {
    let (game, played) = midgame();
    let mut group = c.benchmark_group("ai_move");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    let cases = [
        ("easy", Level::Easy, Limits::samples_only(1)),
        ("medium", Level::Medium, Limits::samples_only(1)),
        // The hard level as selfplay measures it, and with the service's default limits.
        ("hard_24_samples", Level::Hard, Limits::samples_only(24)),
        ("hard_service_limits", Level::Hard, Limits::default()),
    ];
    for (name, level, limits) in cases {
        group.bench_function(name, |b| {
            b.iter(|| bot_move(black_box(&game), &played, level, &limits, 1))
        });
    }
    group.finish();
}

criterion_group!(benches, levels);
criterion_main!(benches);
