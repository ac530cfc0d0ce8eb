//! Rules engine speed: move generation, applying a move, whole random games.
//! Run with `cargo bench --bench engine`.

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use stratego_bot::engine::sim::random_game;
use stratego_bot::engine::{Deployment, Game, Rules, Variant};

/// A classic game after 60 random plies: pieces have met, lanes are open.
fn midgame() -> Game {
    let rules = Rules::default();
    let (_, played) = random_game(rules, 11);
    let red = Deployment::random(Variant::Classic, 22);
    let blue = Deployment::random(Variant::Classic, 23);
    let mut game = Game::new(rules, &red, &blue).unwrap();
    for p in played.iter().take(60) {
        game.play_unchecked(p.as_move());
    }
    game
}

fn engine(c: &mut Criterion) {
    let game = midgame();
    let mut moves = Vec::with_capacity(64);
    c.bench_function("legal_moves_midgame", |b| {
        b.iter(|| {
            black_box(&game).legal_moves_into(&mut moves);
            moves.len()
        })
    });
    let first = game.legal_moves()[0];
    c.bench_function("play_checked_move", |b| {
        b.iter(|| {
            let mut g = game.clone();
            g.play(black_box(first)).unwrap()
        })
    });
    let mut seed = 0u64;
    c.bench_function("random_classic_game", |b| {
        b.iter(|| {
            seed += 1;
            random_game(Rules::default(), seed).1.len()
        })
    });
}

criterion_group!(benches, engine);
criterion_main!(benches);
