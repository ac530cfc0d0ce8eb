//! Deterministic load for instruction counts of legal-move generation (issue 11 follow-up):
//! replays fixed random games and generates the legal moves of every position many times.
//! `cargo build --release --example legal_moves_repeat`, then run the binary under
//! `valgrind --tool=callgrind` and read the inclusive count of `Game::legal_moves_into`.
//! The printed totals tell whether two builds walked the same positions.

use stratego_bot::engine::sim::random_game;
use stratego_bot::engine::{Deployment, Game, Rules, Variant};

const REPEATS: usize = 10;

fn main() {
    let mut positions = 0usize;
    let mut generated = 0usize;
    let mut moves = Vec::with_capacity(64);
    for variant in [Variant::Classic, Variant::Barrage] {
        for seed in 1..=4u64 {
            let rules = Rules {
                variant,
                ..Rules::default()
            };
            let (_, played) = random_game(rules, seed);
            // The same deployments `random_game` used, walked again move by move.
            let red = Deployment::random(variant, seed * 2);
            let blue = Deployment::random(variant, seed * 2 + 1);
            let mut game = Game::new(rules, &red, &blue).expect("random deployments are legal");
            for p in &played {
                for _ in 0..REPEATS {
                    game.legal_moves_into(&mut moves);
                    generated += moves.len();
                }
                positions += 1;
                game.play_unchecked(p.as_move());
            }
        }
    }
    println!("positions {positions}, moves generated {generated}");
}
