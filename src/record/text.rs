//! Writing a record in its canonical text form.

use std::fmt::Write;

use super::escape::escape;
use super::{GameRecord, RecordedMove, Start};
use crate::engine::{Battle, BattleOutcome, Color, Outcome, Setup};

/// Moves are wrapped before this column.
const WIDTH: usize = 80;

pub fn write(record: &GameRecord) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    };
    let texts = [
        ("Event", &record.event),
        ("Site", &record.site),
        ("Date", &record.date),
        ("Red", &record.red),
        ("Blue", &record.blue),
    ];
    for (name, value) in texts {
        if let Some(value) = value {
            tag(name, value);
        }
    }
    let rules = &record.rules;
    tag("Variant", rules.variant.name());
    tag("TwoSquares", &rules.two_squares_limit.to_string());
    tag("MoreSquares", on_off(rules.more_squares));
    tag("OneTimeBombs", on_off(rules.one_time_bombs));
    tag("ScoutStrike", on_off(rules.scout_strike));
    tag("NoAttackLimit", &limit(rules.no_attack_limit));
    tag("MoveLimit", &limit(rules.total_move_limit));
    tag("Result", &result_tag(record.result));
    match &record.start {
        Start::Deployments { red, blue } => {
            tag("RedSetup", &red.to_string());
            tag("BlueSetup", &blue.to_string());
        }
        Start::Position(setup) => tag("Position", &position(setup)),
    }
    for (name, value) in &record.extra_tags {
        tag(name, value);
    }
    out.push('\n');
    write_moves(&mut out, record);
    out
}

fn write_moves(out: &mut String, record: &GameRecord) {
    let first = match &record.start {
        Start::Deployments { .. } => Color::Red,
        Start::Position(setup) => setup.to_move,
    };
    let mut units: Vec<String> = Vec::with_capacity(record.moves.len() * 3 / 2 + 1);
    for (ply, recorded) in record.moves.iter().enumerate() {
        let (number, mover) = numbering(first, ply);
        if mover == Color::Red {
            units.push(format!("{number}."));
        } else if ply == 0 {
            units.push(format!("{number}..."));
        }
        units.push(move_text(recorded));
    }
    units.push(terminator(record.result).to_string());
    let mut line_len = 0;
    for unit in units {
        let len = unit.chars().count();
        if line_len > 0 && line_len + 1 + len > WIDTH {
            out.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&unit);
        line_len += len;
    }
    out.push('\n');
}

/// The full-move number of ply `ply` (0-based) and who makes it.
pub fn numbering(first: Color, ply: usize) -> (usize, Color) {
    let offset = usize::from(first == Color::Blue);
    let turn = ply + offset;
    let mover = if turn.is_multiple_of(2) {
        Color::Red
    } else {
        Color::Blue
    };
    (turn / 2 + 1, mover)
}

pub fn move_text(recorded: &RecordedMove) -> String {
    let RecordedMove { mv, battle } = recorded;
    match battle {
        None => format!("{}-{}", mv.from, mv.to),
        Some(b) => format!("{}x{} {{{}}}", mv.from, mv.to, battle_text(b)),
    }
}

pub fn battle_text(battle: &Battle) -> String {
    let op = match battle.outcome {
        BattleOutcome::AttackerWins => '>',
        BattleOutcome::DefenderWins => '<',
        BattleOutcome::BothRemoved => '=',
    };
    format!("{}{op}{}", battle.attacker.code(), battle.defender.code())
}

pub fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

fn limit(limit: Option<u32>) -> String {
    limit.map_or_else(|| "none".to_string(), |n| n.to_string())
}

pub fn result_tag(result: Option<Outcome>) -> String {
    match result {
        None => "*".to_string(),
        Some(o) => {
            let who = o.winner.map_or("draw", |c| c.name());
            format!("{who} {}", o.reason.name())
        }
    }
}

pub fn terminator(result: Option<Outcome>) -> &'static str {
    match result.map(|o| o.winner) {
        None => "*",
        Some(Some(Color::Red)) => "1-0",
        Some(Some(Color::Blue)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

/// The `Position` tag: side to move, then `r`/`b` + rank code + `@` + square per piece.
pub fn position(setup: &Setup) -> String {
    let mut out = setup.to_move.name().to_string();
    for (square, color, rank) in &setup.pieces {
        let side = match color {
            Color::Red => 'r',
            Color::Blue => 'b',
        };
        let _ = write!(out, " {side}{}@{square}", rank.code());
    }
    out
}
