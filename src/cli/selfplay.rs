//! `stratego_bot selfplay A B --games N [--variant V] [--seed S] [--json] [--budget-ms MS]
//! [--samples K]`: plays the bot's levels (`easy`, `medium`, `hard`, `random`) against each other
//! to measure their strength. A plays red in even games and blue in odd ones. Prints wins, draws
//! and average plies; with `--json` exactly one object `{"a", "b", "games", "a_wins", "b_wins",
//! "draws", "avg_plies"}`. `--budget-ms` and `--samples` limit the hard level's thinking per move.
//!
//! Exit status: 0 after the games, 2 when the arguments are wrong.

use std::io::Write;
use std::time::Duration;

use crate::ai::{Level, Limits};
use crate::engine::{Rules, Variant};
use crate::seat::bot_games::play_match;

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
