//! Gravon's older `.gsn` text files (see [`super::gravon`]).

use super::gravon::{Imported, outcome, parse_field, parse_move};
use super::{GameRecord, RecordError};

const MAGIC: &str = "#X38FA11 Stratego-Notation v";

/// Reads one `.gsn` game into a record.
pub fn parse_gsn(text: &str) -> Result<GameRecord, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty());
    let mut next = |what: &str| {
        lines.next().ok_or_else(|| {
            RecordError::at_offset(text, text.len(), format!("the file ends before {what}"))
        })
    };
    let (n, header) = next("the header")?;
    let version = header.strip_prefix(MAGIC);
    if !matches!(version, Some("1" | "2")) {
        return Err(RecordError::new(
            n,
            1,
            format!("a .gsn file starts with `{MAGIC}1` or 2"),
        ));
    }
    let (n, type_line) = next("the game type")?;
    let game_type = match type_line.strip_prefix("type").map(str::trim) {
        Some("0") => "classic",
        Some("1") => "barrage",
        Some("2") => "classicfree",
        Some("3") => "ultimate lightning",
        Some("4") => "duell",
        _ => {
            return Err(RecordError::new(
                n,
                1,
                "the second line is `type` and a number 0-4",
            ));
        }
    };
    let (n, field) = next("the field")?;
    if field == "END" {
        return Err(RecordError::new(
            n,
            1,
            "the game ended before both sides had set up",
        ));
    }
    let setup =
        parse_field(field).map_err(|(i, p)| RecordError::new(n, i + 1, format!("field: {p}")))?;
    let field_line = n;
    let mut moves = Vec::new();
    loop {
        let (n, line) = next("END")?;
        if line == "END" {
            break;
        }
        let mv = line
            .split_once('-')
            .and_then(|(source, target)| parse_move(source, target))
            .ok_or_else(|| {
                RecordError::new(
                    n,
                    1,
                    format!(
                        "`{}` is not a move like A4-A5 (files A-K without J, rank 10 as :)",
                        line.chars().take(16).collect::<String>()
                    ),
                )
            })?;
        moves.push(mv);
    }
    let (n, result_line) = next("the result line")?;
    let (players, result) = parse_result_line(result_line).ok_or_else(|| {
        RecordError::new(
            n,
            1,
            "the last line is `<red> vs <blue> result <type> winner <0|1|2>`",
        )
    })?;
    Imported {
        game_type: Some(game_type.to_string()),
        setup,
        field_at: (field_line, 1),
        moves,
        players,
        result: Some(result),
    }
    .into_record()
}

type Players = [Option<String>; 2];

fn parse_result_line(line: &str) -> Option<(Players, crate::engine::Outcome)> {
    let (players, result) = line.rsplit_once(" result ")?;
    let (red, blue) = players.split_once(" vs ")?;
    let (ending, winner) = result.split_once(" winner ")?;
    let ending: u32 = ending.trim().parse().ok()?;
    let winner: u32 = winner.trim().parse().ok()?;
    // .gsn counts winners from 0, XML from 1.
    let outcome = outcome(ending, winner.checked_add(1)?)?;
    let name = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
    Some(([name(red), name(blue)], outcome))
}
