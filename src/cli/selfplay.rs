//! `stratego_bot selfplay A B --games N [--variant V] [--seed S] [--json] [--budget-ms MS]
//! [--samples K] [--nodes N] [--max-plies N]`, or `selfplay A --vs-cmd CMD ...`: plays the bot's
//! levels (`easy`, `medium`, `hard`, `greedy`, `random`) against each other, or against an
//! outside engine (docs/ENGINE-PROTOCOL.md), to measure their strength. A plays red in even games and blue in odd ones. Prints wins, draws
//! and average plies; with `--json` exactly one object `{"a", "b", "games", "a_wins", "b_wins",
//! "draws", "avg_plies"}`. `--budget-ms` and `--samples` limit the hard level's thinking per move.
//!
//! Exit status: 0 after the games, 2 when the arguments are wrong.

use std::io::Write;
use std::time::Duration;

use crate::ai::{Level, Limits};
use crate::engine::{Rules, Variant};
use crate::seat::bot_games::play_match;
use crate::seat::engine_games::play_engine_match;

/// `selfplay`'s arguments. Repeating an option keeps its last value.
#[derive(Debug, Clone, clap::Args)]
#[command(args_override_self = true)]
pub struct SelfplayArgs {
    /// The first level: easy, medium, hard, greedy or random
    #[arg(value_parser = level)]
    pub a: Level,
    /// The second level: easy, medium, hard, greedy or random (not with --vs-cmd)
    #[arg(value_parser = level, required_unless_present = "vs_cmd", conflicts_with = "vs_cmd")]
    pub b: Option<Level>,
    /// How many games to play
    #[arg(long, value_name = "N")]
    pub games: u32,
    /// The variant played: classic, barrage or duel
    #[arg(long, value_name = "V", default_value = "classic", value_parser = variant)]
    pub variant: Variant,
    /// Seed of the games' randomness, so a run can be repeated
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Print exactly one JSON object {"a", "b", "games", "a_wins", "b_wins", "draws", "avg_plies"}
    #[arg(long)]
    pub json: bool,
    /// The hard level's thinking time per move, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 1500)]
    pub budget_ms: u64,
    /// Most enemy setups the hard level samples per move (0 counts as 1)
    #[arg(long, value_name = "K", default_value_t = 24)]
    pub samples: usize,
    /// Most positions the hard level plays through per move (deterministic, unlike the clock)
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Play A against an outside engine run by this shell command, speaking the line protocol
    /// of docs/ENGINE-PROTOCOL.md (B is then `cmd`)
    #[arg(long, value_name = "CMD")]
    pub vs_cmd: Option<String>,
    /// A game still going after this many plies is a draw (the measure of finishing games)
    #[arg(long, value_name = "N")]
    pub max_plies: Option<u32>,
}

fn level(text: &str) -> Result<Level, String> {
    Level::parse(text)
        .ok_or_else(|| format!("`{text}` is not a level (easy, medium, hard, greedy, random)"))
}

fn variant(text: &str) -> Result<Variant, String> {
    // Free is for puzzles and imports: its armies are not fixed, so there is nothing to measure.
    Variant::parse(text)
        .filter(|v| *v != Variant::Free)
        .ok_or_else(|| format!("the variant is classic, barrage or duel, not `{text}`"))
}

/// Runs the command on the arguments that follow `selfplay`; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match super::parse_tool("selfplay", args, out, err) {
        Ok(options) => execute(&options, out, err),
        Err(code) => code,
    }
}

/// Plays the games the parsed arguments ask for; returns the process exit status.
pub fn execute(options: &SelfplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let limits = Limits {
        budget: Duration::from_millis(options.budget_ms),
        max_samples: options.samples.max(1),
        max_nodes: options.nodes.unwrap_or(u64::MAX),
    };
    let mut rules = Rules::with_variant(options.variant);
    if let Some(n) = options.max_plies {
        rules.total_move_limit = Some(n);
    }
    let tally = match (&options.vs_cmd, options.b) {
        (Some(cmd), _) => {
            match play_engine_match(options.a, cmd, options.games, rules, options.seed, &limits) {
                Ok((tally, games)) => {
                    for (i, g) in games.iter().enumerate() {
                        let who = g.winner.map_or("draw", |c| c.name());
                        let _ = writeln!(err, "game {i}: {who} ({}), {} plies", g.reason, g.plies);
                    }
                    tally
                }
                Err(e) => {
                    let _ = writeln!(err, "could not run `{cmd}`: {e}");
                    return 2;
                }
            }
        }
        (None, Some(b)) => play_match(options.a, b, options.games, rules, options.seed, &limits),
        (None, None) => return 2,
    };
    report_think_time(&tally.hard_think_us, err);
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

/// The hard level's think time per move (p50, p95, max), on stderr so `--json` stays one object.
pub fn report_think_time(micros: &[u64], err: &mut dyn Write) {
    if micros.is_empty() {
        return;
    }
    let mut sorted = micros.to_vec();
    sorted.sort_unstable();
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize] as f64 / 1000.0;
    let _ = writeln!(
        err,
        "hard think time over {} moves: p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        sorted.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}
