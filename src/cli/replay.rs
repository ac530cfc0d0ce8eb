//! `stratego_bot replay [--json] [--two-squares N] [--move-limits on|off] [--one-time-bombs]
//! [--gif OUT] FILE...`: replays game records through the rules engine.
//!
//! Each file is read as our record format, a Gravon XML game or a Gravon `.gsn` file
//! (by its content, then its extension) and replayed under its own rules, which the
//! options override. Per file it tells the moves played and the result, or the first
//! illegal move and the rule it breaks. With `--json` it prints one JSON object per file
//! and line: `{"file", "variant", "moves_played", "illegal": null | {"index", "move",
//! "rule"}, "result": null | {"winner", "reason"}}`, or `{"file", "error"}` for a file that
//! could not be read.
//!
//! Exit status: 0 when every move of every file was legal, 1 when a file had an illegal
//! move, 2 when a file could not be read or parsed (or the arguments were wrong); 2 wins.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use crate::engine::{Outcome, Rules};
use crate::record::{GameRecord, RecordError, ReplayReport, gravon_xml, gsn};

/// `replay`'s arguments. Repeating an option keeps its last value.
#[derive(Debug, clap::Args)]
#[command(args_override_self = true)]
pub struct ReplayArgs {
    /// Print one JSON object per file and line instead of text
    ///
    /// {"file", "variant", "moves_played", "illegal": null | {"index", "move", "rule"},
    /// "result": null | {"winner", "reason"}}, or {"file", "error"} for a file that could not be
    /// read.
    #[arg(long)]
    pub json: bool,
    /// Replay under this two-squares limit (1 to 99)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=99))]
    pub two_squares: Option<u8>,
    /// on: the 200/2000 move limits where a record has none; off: no move limits
    #[arg(long, value_name = "on|off")]
    pub move_limits: Option<Switch>,
    /// A bomb that stops an attacker vanishes too
    #[arg(long)]
    pub one_time_bombs: bool,
    /// Write an animated GIF of the one FILE to OUT, up to its first illegal move
    #[arg(long, value_name = "OUT")]
    pub gif: Option<String>,
    /// Game records: our format, Gravon XML or Gravon .gsn
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<String>,
}

/// An option's on|off value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Switch {
    On,
    Off,
}

/// Runs the command on the arguments that follow `replay`; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match super::parse_tool("replay", args, out, err) {
        Ok(options) => execute(&options, out, err),
        Err(code) => code,
    }
}

/// Replays parsed arguments; returns the process exit status.
pub fn execute(options: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    if let Some(gif_path) = &options.gif {
        return write_gif(gif_path, options, err);
    }
    let mut status = 0;
    for file in &options.files {
        let code = replay_file(file, options, out, err);
        status = status.max(code);
    }
    status
}

impl ReplayArgs {
    fn rules_for(&self, record: &GameRecord) -> Rules {
        let mut rules = record.rules;
        if let Some(n) = self.two_squares {
            rules.two_squares_limit = n;
        }
        match self.move_limits {
            Some(Switch::On) => {
                let defaults = Rules::default();
                rules.no_attack_limit = rules.no_attack_limit.or(defaults.no_attack_limit);
                rules.total_move_limit = rules.total_move_limit.or(defaults.total_move_limit);
            }
            Some(Switch::Off) => {
                rules.no_attack_limit = None;
                rules.total_move_limit = None;
            }
            None => {}
        }
        if self.one_time_bombs {
            rules.one_time_bombs = true;
        }
        rules
    }
}

/// Reads a record in whichever format the content (or else the extension) says.
pub fn read_record(path: &str, text: &str) -> Result<GameRecord, RecordError> {
    let body = text.trim_start_matches('\u{feff}').trim_start();
    let extension = Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    if body.starts_with('<') || (extension.as_deref() == Some("xml") && !body.starts_with('[')) {
        gravon_xml::parse_xml(text)
    } else if body.starts_with("#X38FA11") || extension.as_deref() == Some("gsn") {
        gsn::parse_gsn(text)
    } else {
        GameRecord::parse(text)
    }
}

/// Renders the one record in `options.files` as an animated replay, up to its first illegal move.
fn write_gif(gif_path: &str, options: &ReplayArgs, err: &mut dyn Write) -> i32 {
    let [file] = options.files.as_slice() else {
        let _ = writeln!(err, "replay: --gif takes exactly one record file");
        return 2;
    };
    let game = std::fs::read(file)
        .map_err(|e| format!("cannot read: {e}"))
        .and_then(|bytes| {
            read_record(file, &String::from_utf8_lossy(&bytes)).map_err(|e| e.to_string())
        })
        .and_then(|record| {
            let rules = options.rules_for(&record);
            let game = record.start_game(&rules).map_err(|e| e.to_string())?;
            Ok((record, game))
        });
    let (record, mut game) = match game {
        Ok(found) => found,
        Err(problem) => {
            let _ = writeln!(err, "{file}: {problem}");
            return 2;
        }
    };
    let start = game.start().clone();
    let played: Vec<_> = record
        .moves
        .iter()
        .map_while(|m| game.play(m.mv).ok())
        .collect();
    let gif = crate::render::replay_gif(&start, &played, &crate::render::ReplayStyle::default());
    match std::fs::write(gif_path, gif) {
        Ok(()) => i32::from(played.len() < record.moves.len()),
        Err(e) => {
            let _ = writeln!(err, "{gif_path}: cannot write: {e}");
            2
        }
    }
}

fn replay_file(file: &str, options: &ReplayArgs, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let outcome = std::fs::read(file)
        .map_err(|e| format!("cannot read: {e}"))
        .and_then(|bytes| {
            let text = String::from_utf8_lossy(&bytes);
            read_record(file, &text).map_err(|e| e.to_string())
        })
        .and_then(|record| {
            let rules = options.rules_for(&record);
            record
                .replay(&rules)
                .map(|report| (rules, report))
                .map_err(|e| e.to_string())
        });
    let (rules, report) = match outcome {
        Ok(done) => done,
        Err(problem) => {
            let _ = writeln!(err, "{file}: {problem}");
            if options.json {
                let line = serde_json::json!({ "file": file, "error": problem });
                let _ = writeln!(out, "{line}");
            }
            return 2;
        }
    };
    if options.json {
        let _ = writeln!(out, "{}", json_line(file, &rules, &report));
    } else {
        let _ = writeln!(out, "{}", text_line(file, &rules, &report));
    }
    i32::from(report.illegal.is_some())
}

#[derive(Serialize)]
struct JsonLine<'a> {
    file: &'a str,
    variant: &'static str,
    moves_played: usize,
    illegal: Option<JsonIllegal<'a>>,
    result: Option<JsonResult>,
}

#[derive(Serialize)]
struct JsonIllegal<'a> {
    index: usize,
    #[serde(rename = "move")]
    mv: &'a str,
    rule: &'static str,
}

#[derive(Serialize)]
struct JsonResult {
    winner: &'static str,
    reason: &'static str,
}

fn json_line(file: &str, rules: &Rules, report: &ReplayReport) -> String {
    let line = JsonLine {
        file,
        variant: rules.variant.name(),
        moves_played: report.moves_played,
        illegal: report.illegal.as_ref().map(|i| JsonIllegal {
            index: i.index,
            mv: &i.text,
            rule: i.rule,
        }),
        result: report.result.map(|o| JsonResult {
            winner: winner_name(&o),
            reason: o.reason.name(),
        }),
    };
    serde_json::to_string(&line).unwrap_or_default()
}

fn winner_name(outcome: &Outcome) -> &'static str {
    outcome.winner.map_or("draw", |c| c.name())
}

fn text_line(file: &str, rules: &Rules, report: &ReplayReport) -> String {
    let head = format!("{file}: {}, {} moves", rules.variant, report.moves_played);
    match (&report.illegal, report.result) {
        (Some(i), _) => format!(
            "{head}, then move {} {} is illegal ({}): {}",
            i.index, i.text, i.rule, i.message
        ),
        (None, Some(o)) if o.winner.is_none() => format!("{head}, draw ({})", o.reason.name()),
        (None, Some(o)) => format!("{head}, {} won ({})", winner_name(&o), o.reason.name()),
        (None, None) => format!("{head}, unfinished"),
    }
}
