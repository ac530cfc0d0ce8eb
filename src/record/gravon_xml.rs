//! Gravon's XML game files (see [`super::gravon`]).

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

use super::gravon::{Imported, outcome, parse_field, parse_move};
use super::{GameRecord, RecordError};

/// Reads one Gravon XML game into a record.
pub fn parse_xml(text: &str) -> Result<GameRecord, RecordError> {
    let mut reader = Reader::from_str(text);
    let mut game_type: Option<String> = None;
    let mut setup = None;
    let mut field_at = (1, 1);
    let mut moves = Vec::new();
    let mut players: [Option<String>; 2] = [None, None];
    let mut player_open: Option<usize> = None;
    let mut result = None;
    loop {
        let at = reader.buffer_position() as usize;
        let err = |problem: String| RecordError::at_offset(text, at, problem);
        let event = reader.read_event().map_err(|e| {
            RecordError::at_offset(
                text,
                reader.error_position() as usize,
                format!("bad XML: {e}"),
            )
        })?;
        match event {
            Event::Start(e) | Event::Empty(e) => match e.name().as_ref() {
                // A game without a type declares none: its field is a free position.
                b"game" => game_type = optional_attribute(&e, "type", text, at)?,
                b"field" => {
                    let content = attribute(&e, "content", text, at)?;
                    let place = RecordError::at_offset(text, at, "");
                    field_at = (place.line, place.column);
                    setup =
                        Some(parse_field(&content).map_err(|(i, p)| {
                            err(format!("field content, letter {}: {p}", i + 1))
                        })?);
                }
                b"move" => {
                    let source = attribute(&e, "source", text, at)?;
                    let target = attribute(&e, "target", text, at)?;
                    let mv = parse_move(&source, &target).ok_or_else(|| {
                        err(format!(
                            "`{source}`-`{target}` is not a move between Gravon squares"
                        ))
                    })?;
                    moves.push(mv);
                }
                b"player" => {
                    let id = attribute(&e, "id", text, at)?;
                    let slot = match id.trim() {
                        "1" => 0,
                        "2" => 1,
                        _ => return Err(err(format!("player id is 1 or 2, not `{id}`"))),
                    };
                    player_open = Some(slot);
                }
                b"result" => {
                    let ending = attribute(&e, "type", text, at)?;
                    let winner = attribute(&e, "winner", text, at)?;
                    let parsed = ending
                        .trim()
                        .parse()
                        .ok()
                        .zip(winner.trim().parse().ok())
                        .and_then(|(ending, winner)| outcome(ending, winner));
                    result = Some(parsed.ok_or_else(|| {
                        err(format!(
                            "result type `{ending}` winner `{winner}`: winner is 1, 2 or 3"
                        ))
                    })?);
                }
                _ => {}
            },
            Event::Text(t) => {
                if let Some(slot) = player_open {
                    let name = t
                        .unescape()
                        .map_err(|e| err(format!("bad player name: {e}")))?;
                    let name = name.trim();
                    if !name.is_empty() {
                        players[slot] = Some(name.to_string());
                    }
                }
            }
            Event::End(_) => player_open = None,
            Event::Eof => break,
            _ => {}
        }
    }
    let Some(setup) = setup else {
        return Err(RecordError::at_offset(
            text,
            text.len(),
            "the game has no <field content=...>: it ended before both sides had set up",
        ));
    };
    Imported {
        game_type,
        setup,
        field_at,
        moves,
        players,
        result,
    }
    .into_record()
}

fn attribute(e: &BytesStart, name: &str, text: &str, at: usize) -> Result<String, RecordError> {
    optional_attribute(e, name, text, at)?.ok_or_else(|| {
        let tag = String::from_utf8_lossy(e.name().as_ref()).into_owned();
        RecordError::at_offset(
            text,
            at,
            format!("<{tag}> needs a {name}=\"...\" attribute"),
        )
    })
}

fn optional_attribute(
    e: &BytesStart,
    name: &str,
    text: &str,
    at: usize,
) -> Result<Option<String>, RecordError> {
    let tag = String::from_utf8_lossy(e.name().as_ref()).into_owned();
    let err = |problem: String| RecordError::at_offset(text, at, problem);
    let Some(attr) = e
        .try_get_attribute(name)
        .map_err(|x| err(format!("bad attribute in <{tag}>: {x}")))?
    else {
        return Ok(None);
    };
    let value = attr
        .unescape_value()
        .map_err(|x| err(format!("bad {name} in <{tag}>: {x}")))?;
    Ok(Some(value.into_owned()))
}
