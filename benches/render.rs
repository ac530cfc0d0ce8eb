//! Rendering speed: `cargo bench --bench render`. Budgets: a board (render + PNG) at most
//! 2 ms median, a 400-move replay GIF at most 250 ms. Sizes are asserted in tests/it/render.rs.

use criterion::{Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, Deployment, Game, Rules, Variant, Viewer, sim};
use stratego_bot::render::{self, BoardStyle, Numbering, ReplayStyle};

/// A midgame: random legal moves from random setups.
fn midgame() -> Game {
    let red = Deployment::random(Variant::Classic, 1);
    let blue = Deployment::random(Variant::Classic, 2);
    let mut game = Game::new(Rules::default(), &red, &blue).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..80 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.gen_range(0..moves.len())]).unwrap();
    }
    game
}

fn boards(c: &mut Criterion) {
    render::prepare();
    let game = midgame();
    let style = BoardStyle::default();
    let private = game.view(Viewer::Player(Color::Blue));
    let public = game.view(Viewer::Spectator);
    eprintln!(
        "bytes: private {} public {}",
        render::board_png(&private, &style).len(),
        render::board_png(&public, &style).len()
    );
    c.bench_function("board_png private", |b| {
        b.iter(|| render::board_png(&private, &style))
    });
    c.bench_function("board_png public", |b| {
        b.iter(|| render::board_png(&public, &style))
    });
    let setup = Deployment::random(Variant::Classic, 4);
    c.bench_function("setup_png", |b| {
        b.iter(|| render::setup_png(&setup, Color::Red, Variant::Classic, Numbering::New))
    });
}

fn replay(c: &mut Criterion) {
    render::prepare();
    let (game, moves) = (0..)
        .map(|seed| sim::random_game(Rules::gravon(), seed))
        .find(|(_, moves)| moves.len() >= 400)
        .expect("some random game is long");
    let moves = &moves[..400];
    let style = ReplayStyle::default();
    eprintln!(
        "bytes: replay of 400 moves {}",
        render::replay_gif(game.start(), moves, &style).len()
    );
    let mut group = c.benchmark_group("replay");
    group.sample_size(20);
    group.bench_function("replay_gif 400 moves", |b| {
        b.iter(|| render::replay_gif(game.start(), moves, &style))
    });
    group.finish();
}

criterion_group!(benches, boards, replay);
criterion_main!(benches);
