//! Random games, for tests, benchmarks and soak runs.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Deployment, Game, Move, PlayedMove, Rules};

/// Plays uniformly random legal moves from random setups until the game ends.
pub fn random_game(rules: Rules, seed: u64) -> (Game, Vec<PlayedMove>) {
    let red = Deployment::random(rules.variant, seed.wrapping_mul(2));
    let blue = Deployment::random(rules.variant, seed.wrapping_mul(2).wrapping_add(1));
    let mut game = Game::new(rules, &red, &blue).expect("random deployments are legal");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    let mut played = Vec::new();
    while !game.is_over() {
        game.legal_moves_into(&mut moves);
        let mv = moves[rng.gen_range(0..moves.len())];
        played.push(game.play_unchecked(mv));
    }
    (game, played)
}
