//! Whole games between the bot's levels, each seat deciding from its own view only: the game
//! loop behind `stratego_bot selfplay` and the AI's tests. It lives beside the seat bridge (it
//! needs the full game, which the AI itself must never reach), not in the command line layer.

use std::time::Instant;

use serde::Serialize;

use crate::ai::{Level, Limits, make_setup};
use crate::engine::{Color, Deployment, Game, PlayedMove, Rules};
use crate::seat::bot_move;

/// The totals of a match between two levels (`selfplay --json` prints exactly this).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Tally {
    pub a: String,
    pub b: String,
    pub games: u32,
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    pub avg_plies: f64,
    /// How long each of the hard level's moves took to choose, in microseconds (not printed in
    /// the JSON summary; `selfplay` reports their percentiles on stderr).
    #[serde(skip)]
    pub hard_think_us: Vec<u64>,
}

/// Plays `games` games of `a` against `b`, colours alternating, and counts the results.
pub fn play_match(
    a: Level,
    b: Level,
    games: u32,
    rules: Rules,
    seed: u64,
    limits: &Limits,
) -> Tally {
    let mut tally = Tally {
        a: a.name().to_string(),
        b: b.name().to_string(),
        games,
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        avg_plies: 0.0,
        hard_think_us: Vec::new(),
    };
    let mut last: [Option<Deployment>; 2] = [None, None];
    let mut plies = 0u64;
    for i in 0..games {
        let a_color = if i % 2 == 0 { Color::Red } else { Color::Blue };
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        let setup_a = make_setup(a, rules.variant, game_seed ^ 0xa, last[0].as_ref());
        let setup_b = make_setup(b, rules.variant, game_seed ^ 0xb, last[1].as_ref());
        let (red, blue, red_level, blue_level) = if a_color == Color::Red {
            (setup_a, setup_b, a, b)
        } else {
            (setup_b, setup_a, b, a)
        };
        let (winner, n) = play_timed_game(
            rules,
            &red,
            &blue,
            [red_level, blue_level],
            game_seed,
            limits,
            &mut tally.hard_think_us,
        );
        plies += n as u64;
        match winner {
            Some(c) if c == a_color => tally.a_wins += 1,
            Some(_) => tally.b_wins += 1,
            None => tally.draws += 1,
        }
        last = [Some(setup_a), Some(setup_b)];
    }
    if games > 0 {
        tally.avg_plies = plies as f64 / games as f64;
    }
    tally
}

/// One game between two levels (red's first); the winner, if any, and the plies played.
pub fn play_game(
    rules: Rules,
    red: &Deployment,
    blue: &Deployment,
    levels: [Level; 2],
    seed: u64,
    limits: &Limits,
) -> (Option<Color>, u32) {
    play_timed_game(rules, red, blue, levels, seed, limits, &mut Vec::new())
}

/// [`play_game`], adding the time each hard move took (microseconds) to `hard_think_us`.
fn play_timed_game(
    rules: Rules,
    red: &Deployment,
    blue: &Deployment,
    levels: [Level; 2],
    seed: u64,
    limits: &Limits,
    hard_think_us: &mut Vec<u64>,
) -> (Option<Color>, u32) {
    let Ok(mut game) = Game::new(rules, red, blue) else {
        return (None, 0);
    };
    let mut played: Vec<PlayedMove> = Vec::new();
    while !game.is_over() {
        let level = levels[game.to_move().index()];
        let move_seed = seed
            .wrapping_mul(0x9e37_79b9)
            .wrapping_add(game.ply() as u64);
        let started = Instant::now();
        let Some(mv) = bot_move(&game, &played, level, limits, move_seed) else {
            break;
        };
        if level == Level::Hard {
            hard_think_us.push(started.elapsed().as_micros() as u64);
        }
        match game.play(mv) {
            Ok(p) => played.push(p),
            Err(_) => break,
        }
    }
    let winner = game.outcome().and_then(|o| o.winner);
    (winner, game.ply())
}
