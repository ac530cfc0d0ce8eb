//! `stratego_bot selfplay A B --games N [--variant V] [--seed S] [--json] [--budget-ms MS]
//! [--samples K]`: plays the bot's levels (`easy`, `medium`, `hard`, `random`) against each other
//! to measure their strength. A plays red in even games and blue in odd ones. Prints wins, draws
//! and average plies; with `--json` exactly one object `{"a", "b", "games", "a_wins", "b_wins",
//! "draws", "avg_plies"}`. `--budget-ms` and `--samples` limit the hard level's thinking per move.
//!
//! Exit status: 0 after the games, 2 when the arguments are wrong.

use std::io::Write;
use std::time::Duration;

use serde::Serialize;

use crate::ai::{Level, Limits, make_setup};
use crate::engine::{Color, Deployment, Game, PlayedMove, Rules, Variant};
use crate::seat::bot_move;

const USAGE: &str = "usage: stratego_bot selfplay A B --games N [--variant V] [--seed S] \
[--json] [--budget-ms MS] [--samples K]  (A, B: easy, medium, hard, random)";

#[derive(Debug, Clone)]
struct Options {
    a: Level,
    b: Level,
    games: u32,
    variant: Variant,
    seed: u64,
    json: bool,
    limits: Limits,
}

/// The totals of a selfplay run, as printed with `--json`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Tally {
    pub a: String,
    pub b: String,
    pub games: u32,
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    pub avg_plies: f64,
}

/// Runs the command; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let options = match parse_args(args) {
        Ok(options) => options,
        Err(problem) => {
            let _ = writeln!(err, "selfplay: {problem}\n{USAGE}");
            return 2;
        }
    };
    let tally = play_match(
        options.a,
        options.b,
        options.games,
        Rules::with_variant(options.variant),
        options.seed,
        &options.limits,
    );
    if options.json {
        let _ = writeln!(out, "{}", serde_json::to_string(&tally).unwrap_or_default());
    } else {
        let decided = tally.a_wins + tally.b_wins;
        let share = if decided > 0 {
            100.0 * tally.a_wins as f64 / decided as f64
        } else {
            0.0
        };
        let _ = writeln!(
            out,
            "{} vs {} ({}): {} games, {} wins {}, {} wins {}, draws {}, \
             {} won {:.1}% of decided games, average {:.1} plies",
            tally.a,
            tally.b,
            options.variant,
            tally.games,
            tally.a,
            tally.a_wins,
            tally.b,
            tally.b_wins,
            tally.draws,
            tally.a,
            share,
            tally.avg_plies
        );
    }
    0
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut levels = Vec::new();
    let mut games = None;
    let mut variant = Variant::Classic;
    let mut seed = 1u64;
    let mut json = false;
    let mut limits = Limits {
        budget: Duration::from_millis(1500),
        max_samples: 24,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        let number = |name: &str, text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("{name} takes a whole number, not `{text}`"))
        };
        match arg.as_str() {
            "--json" => json = true,
            "--games" => {
                let n = number("--games", value("--games")?)?;
                games = Some(u32::try_from(n).map_err(|_| "--games is too large".to_string())?);
            }
            "--seed" => seed = number("--seed", value("--seed")?)?,
            "--variant" => {
                let v = value("--variant")?;
                variant = Variant::parse(&v)
                    .filter(|v| *v != Variant::Free)
                    .ok_or_else(|| format!("--variant is classic, barrage or duel, not `{v}`"))?;
            }
            "--budget-ms" => {
                limits.budget = Duration::from_millis(number("--budget-ms", value("--budget-ms")?)?)
            }
            "--samples" => {
                limits.max_samples = number("--samples", value("--samples")?)?.max(1) as usize
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            level => {
                levels.push(Level::parse(level).ok_or_else(|| {
                    format!("`{level}` is not a level (easy, medium, hard, random)")
                })?)
            }
        }
    }
    let [a, b] = levels[..] else {
        return Err("name exactly two levels".to_string());
    };
    let games = games.ok_or("--games N is required")?;
    Ok(Options {
        a,
        b,
        games,
        variant,
        seed,
        json,
        limits,
    })
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
        let (winner, n) = play_game(
            rules,
            &red,
            &blue,
            [red_level, blue_level],
            game_seed,
            limits,
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
    let Ok(mut game) = Game::new(rules, red, blue) else {
        return (None, 0);
    };
    let mut played: Vec<PlayedMove> = Vec::new();
    while !game.is_over() {
        let level = levels[game.to_move().index()];
        let move_seed = seed
            .wrapping_mul(0x9e37_79b9)
            .wrapping_add(game.ply() as u64);
        let Some(mv) = bot_move(&game, &played, level, limits, move_seed) else {
            break;
        };
        match game.play(mv) {
            Ok(p) => played.push(p),
            Err(_) => break,
        }
    }
    let winner = game.outcome().and_then(|o| o.winner);
    (winner, game.ply())
}
