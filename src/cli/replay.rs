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
use crate::record::{GameRecord, RecordError, ReplayReport, gravon};

const USAGE: &str = "usage: stratego_bot replay [--json] [--two-squares N] \
[--move-limits on|off] [--one-time-bombs] [--gif OUT] FILE...";

#[derive(Debug, Default)]
struct Options {
    json: bool,
    two_squares: Option<u8>,
    move_limits: Option<bool>,
    one_time_bombs: bool,
    gif: Option<String>,
    files: Vec<String>,
}

/// Runs the command; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let options = match parse_args(args) {
        Ok(options) => options,
        Err(problem) => {
            let _ = writeln!(err, "replay: {problem}\n{USAGE}");
            return 2;
        }
    };
    if let Some(gif_path) = &options.gif {
        return write_gif(gif_path, &options, err);
    }
    let mut status = 0;
    for file in &options.files {
        let code = replay_file(file, &options, out, err);
        status = status.max(code);
    }
    status
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--json" => options.json = true,
            "--one-time-bombs" => options.one_time_bombs = true,
            "--two-squares" => {
                let v = value("--two-squares")?;
                let n = v
                    .parse()
                    .ok()
                    .filter(|n| (1..=99).contains(n))
                    .ok_or_else(|| {
                        format!("--two-squares takes a number from 1 to 99, not `{v}`")
                    })?;
                options.two_squares = Some(n);
            }
            "--move-limits" => {
                options.move_limits = match value("--move-limits")?.as_str() {
                    "on" => Some(true),
                    "off" => Some(false),
                    other => return Err(format!("--move-limits is on or off, not `{other}`")),
                }
            }
            "--gif" => options.gif = Some(value("--gif")?),
            "--" => options.files.extend(args.by_ref().cloned()),
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            file => options.files.push(file.to_string()),
        }
    }
    if options.files.is_empty() {
        return Err("give at least one record file".to_string());
    }
    Ok(options)
}

impl Options {
    fn rules_for(&self, record: &GameRecord) -> Rules {
        let mut rules = record.rules;
        if let Some(n) = self.two_squares {
            rules.two_squares_limit = n;
        }
        match self.move_limits {
            Some(true) => {
                let defaults = Rules::default();
                rules.no_attack_limit = rules.no_attack_limit.or(defaults.no_attack_limit);
                rules.total_move_limit = rules.total_move_limit.or(defaults.total_move_limit);
            }
            Some(false) => {
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
        gravon::parse_xml(text)
    } else if body.starts_with("#X38FA11") || extension.as_deref() == Some("gsn") {
        gravon::parse_gsn(text)
    } else {
        GameRecord::parse(text)
    }
}

/// Renders the one record in `options.files` as an animated replay, up to its first illegal move.
fn write_gif(gif_path: &str, options: &Options, err: &mut dyn Write) -> i32 {
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

fn replay_file(file: &str, options: &Options, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
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
