//! Reading our record format. Every problem is reported with its line and column; no input
//! makes the parser panic.

use super::escape::unescape;
use super::text::{numbering, terminator};
use super::{GameRecord, RecordError, RecordedMove, Start};
use crate::engine::{
    Battle, BattleOutcome, Color, Deployment, EndReason, Move, Outcome, Rank, Rules, Setup, Square,
    Variant,
};

struct Tag {
    name: String,
    value: String,
    line: usize,
    /// Column of the value's opening quote.
    column: usize,
}

impl Tag {
    fn error(&self, problem: impl Into<String>) -> RecordError {
        RecordError::new(self.line, self.column, problem)
    }
}

enum TokenKind {
    Word(String),
    /// The inside of `{...}`.
    Note(String),
}

struct Token {
    kind: TokenKind,
    line: usize,
    column: usize,
}

pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let mut tags: Vec<Tag> = Vec::new();
    let mut first_move_line = lines.len();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        if !trimmed.starts_with('[') {
            first_move_line = i;
            break;
        }
        let tag = parse_tag(line, i + 1)?;
        if tags.iter().any(|t| t.name == tag.name) {
            return Err(RecordError::new(
                tag.line,
                1,
                format!("the tag {} appears twice", tag.name),
            ));
        }
        tags.push(tag);
    }
    let mut record = build_header(tags)?;
    let tokens = tokenize(&lines[first_move_line..], first_move_line + 1)?;
    read_moves(&mut record, tokens, lines.len().max(1))?;
    Ok(record)
}

fn parse_tag(line: &str, number: usize) -> Result<Tag, RecordError> {
    let chars: Vec<char> = line.chars().collect();
    let err = |at: usize, problem: &str| RecordError::new(number, at + 1, problem);
    let mut i = chars.iter().take_while(|c| c.is_whitespace()).count() + 1;
    let name_start = i;
    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
        i += 1;
    }
    if i == name_start {
        return Err(err(i, "a tag starts with its name, like [Red \"alice\"]"));
    }
    let name: String = chars[name_start..i].iter().collect();
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) != Some(&'"') {
        return Err(err(i, "the tag's value goes in double quotes"));
    }
    let column = i + 1;
    let (value, used) = unescape(&chars[i + 1..]).map_err(|(at, p)| err(i + 1 + at, p))?;
    i += 1 + used;
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    if chars.get(i) != Some(&']') {
        return Err(err(i, "a tag ends with `]` after its value"));
    }
    i += 1;
    if chars[i..].iter().any(|c| !c.is_whitespace()) {
        return Err(err(i, "write one tag per line"));
    }
    Ok(Tag {
        name,
        value,
        line: number,
        column,
    })
}

fn build_header(tags: Vec<Tag>) -> Result<GameRecord, RecordError> {
    let find = |name: &str| tags.iter().find(|t| t.name == name);
    let position = find("Position");
    let variant = match find("Variant") {
        Some(t) => Variant::parse(&t.value)
            .ok_or_else(|| t.error("Variant is classic, barrage, duel or free"))?,
        None if position.is_some() => Variant::Free,
        None => Variant::Classic,
    };
    let mut rules = Rules::with_variant(variant);
    if let Some(t) = find("TwoSquares") {
        rules.two_squares_limit = t
            .value
            .parse()
            .ok()
            .filter(|n| (1..=99).contains(n))
            .ok_or_else(|| t.error("TwoSquares is a number of moves from 1 to 99"))?;
    }
    for (name, flag) in [
        ("MoreSquares", &mut rules.more_squares),
        ("OneTimeBombs", &mut rules.one_time_bombs),
        ("ScoutStrike", &mut rules.scout_strike),
    ] {
        if let Some(t) = find(name) {
            *flag = match t.value.as_str() {
                "on" => true,
                "off" => false,
                _ => return Err(t.error(format!("{name} is on or off"))),
            };
        }
    }
    for (name, limit) in [
        ("NoAttackLimit", &mut rules.no_attack_limit),
        ("MoveLimit", &mut rules.total_move_limit),
    ] {
        if let Some(t) = find(name) {
            *limit = match t.value.as_str() {
                "none" => None,
                v => Some(
                    v.parse()
                        .ok()
                        .filter(|n| *n > 0)
                        .ok_or_else(|| t.error(format!("{name} is a number of moves or none")))?,
                ),
            };
        }
    }
    let start = read_start(&tags, variant)?;
    let mut record = GameRecord::new(rules, start);
    if let Some(t) = find("Result") {
        record.result = parse_result(&t.value).ok_or_else(|| {
            t.error("Result is `red <reason>`, `blue <reason>`, `draw <reason>` or `*`")
        })?;
    }
    for tag in tags {
        let slot = match tag.name.as_str() {
            "Event" => &mut record.event,
            "Site" => &mut record.site,
            "Date" => &mut record.date,
            "Red" => &mut record.red,
            "Blue" => &mut record.blue,
            "Variant" | "TwoSquares" | "MoreSquares" | "OneTimeBombs" | "ScoutStrike"
            | "NoAttackLimit" | "MoveLimit" | "Result" | "RedSetup" | "BlueSetup" | "Position" => {
                continue;
            }
            _ => {
                record.extra_tags.push((tag.name, tag.value));
                continue;
            }
        };
        *slot = Some(tag.value);
    }
    Ok(record)
}

fn read_start(tags: &[Tag], variant: Variant) -> Result<Start, RecordError> {
    let find = |name: &str| tags.iter().find(|t| t.name == name);
    let deployment =
        |t: &Tag| Deployment::parse(&t.value).map_err(|e| t.error(format!("{}: {e}", t.name)));
    let (start, tag) = match (find("RedSetup"), find("BlueSetup"), find("Position")) {
        (Some(r), Some(b), None) => (
            Start::Deployments {
                red: deployment(r)?,
                blue: deployment(b)?,
            },
            r,
        ),
        (None, None, Some(p)) => (Start::Position(parse_position(p)?), p),
        (_, _, Some(p)) => {
            return Err(p.error("give either Position or RedSetup and BlueSetup, not both"));
        }
        (Some(t), None, None) | (None, Some(t), None) => {
            return Err(t.error("RedSetup and BlueSetup come together"));
        }
        (None, None, None) => {
            return Err(RecordError::new(
                tags.last().map_or(1, |t| t.line),
                1,
                "a record needs RedSetup and BlueSetup, or a Position tag",
            ));
        }
    };
    let problems = start.setup().problems(variant);
    if let Some(first) = problems.first() {
        let more = match problems.len() {
            1 => String::new(),
            n => format!(" (and {} more problems)", n - 1),
        };
        return Err(tag.error(format!(
            "the start is not legal for {variant}: {first}{more}"
        )));
    }
    Ok(start)
}

fn parse_position(tag: &Tag) -> Result<Setup, RecordError> {
    let mut words = tag.value.split_whitespace();
    let to_move = words
        .next()
        .and_then(|w| match w {
            "red" => Some(Color::Red),
            "blue" => Some(Color::Blue),
            _ => None,
        })
        .ok_or_else(|| tag.error("Position starts with the side to move, red or blue"))?;
    let mut pieces = Vec::new();
    for word in words {
        let piece = parse_piece(word).ok_or_else(|| {
            tag.error(format!(
                "`{}` is not a piece: write side r or b, rank code and square, like rF@A1",
                word.chars().take(16).collect::<String>()
            ))
        })?;
        pieces.push(piece);
    }
    Ok(Setup { pieces, to_move })
}

fn parse_piece(word: &str) -> Option<(Square, Color, Rank)> {
    let mut chars = word.chars();
    let color = match chars.next()? {
        'r' => Color::Red,
        'b' => Color::Blue,
        _ => return None,
    };
    let code = chars.next()?;
    let rank = Rank::from_code(code).filter(|r| r.code() == code)?;
    let square = chars.as_str().strip_prefix('@')?;
    Some((Square::parse(square).ok()?, color, rank))
}

fn parse_result(value: &str) -> Option<Option<Outcome>> {
    if value == "*" {
        return Some(None);
    }
    let (who, reason) = value.split_once(' ')?;
    let reason = EndReason::parse(reason).filter(|r| r.name() == reason)?;
    let winner = match who {
        "red" => Some(Color::Red),
        "blue" => Some(Color::Blue),
        "draw" => None,
        _ => return None,
    };
    Some(Some(Outcome { winner, reason }))
}

fn tokenize(lines: &[&str], first_line: usize) -> Result<Vec<Token>, RecordError> {
    let mut tokens = Vec::new();
    for (offset, line) in lines.iter().enumerate() {
        let number = first_line + offset;
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() {
                i += 1;
            } else if c == '{' {
                let close = chars[i..].iter().position(|&c| c == '}').ok_or_else(|| {
                    RecordError::new(number, i + 1, "a `{` needs its `}` on the same line")
                })?;
                tokens.push(Token {
                    kind: TokenKind::Note(chars[i + 1..i + close].iter().collect()),
                    line: number,
                    column: i + 1,
                });
                i += close + 1;
            } else if c == '[' {
                return Err(RecordError::new(
                    number,
                    i + 1,
                    "tags come before the moves",
                ));
            } else {
                let start = i;
                while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '{' {
                    i += 1;
                }
                tokens.push(Token {
                    kind: TokenKind::Word(chars[start..i].iter().collect()),
                    line: number,
                    column: start + 1,
                });
            }
        }
    }
    Ok(tokens)
}

const TERMINATORS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

fn read_moves(
    record: &mut GameRecord,
    tokens: Vec<Token>,
    last_line: usize,
) -> Result<(), RecordError> {
    let first = match &record.start {
        Start::Deployments { .. } => Color::Red,
        Start::Position(setup) => setup.to_move,
    };
    let mut numbered = false;
    let mut ended = false;
    let mut open_attack = false;
    for token in tokens {
        let err = |problem: String| RecordError::new(token.line, token.column, problem);
        if ended {
            return Err(err("nothing may follow the result".into()));
        }
        let word = match token.kind {
            TokenKind::Note(note) => {
                if !open_attack {
                    return Err(err(
                        "only an attack (written with x) carries a battle in braces".into(),
                    ));
                }
                let battle = parse_battle(&note).ok_or_else(|| {
                    err("a battle is attacker, > < or =, defender, like {7>2}".into())
                })?;
                if let Some(last) = record.moves.last_mut() {
                    last.battle = Some(battle);
                }
                open_attack = false;
                continue;
            }
            TokenKind::Word(word) => word,
        };
        open_attack = false;
        let (number, mover) = numbering(first, record.moves.len());
        if TERMINATORS.contains(&word.as_str()) {
            let expected = terminator(record.result);
            if word != expected {
                return Err(err(format!(
                    "the moves end with {word} but the Result tag says {expected}"
                )));
            }
            ended = true;
            continue;
        }
        let mut rest = word.as_str();
        if rest.starts_with(|c: char| c.is_ascii_digit()) {
            let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
            let dots = rest[digits..].chars().take_while(|&c| c == '.').count();
            let wanted = match mover {
                Color::Red => format!("{number}."),
                Color::Blue => format!("{number}..."),
            };
            let given = &rest[..digits + dots];
            if given != wanted || numbered {
                return Err(err(format!("expected {wanted} here, found {given}")));
            }
            numbered = true;
            rest = &rest[digits + dots..];
            if rest.is_empty() {
                continue;
            }
        }
        let needs_number = mover == Color::Red || record.moves.is_empty();
        if needs_number && !numbered {
            let wanted = match mover {
                Color::Red => format!("{number}."),
                Color::Blue => format!("{number}..."),
            };
            return Err(err(format!("expected {wanted} before this move")));
        }
        let (mv, attack) = parse_move(rest).ok_or_else(|| {
            err(format!(
                "`{}` is not a move: write two squares joined by - or x, like B4-B5",
                rest.chars().take(16).collect::<String>()
            ))
        })?;
        record.moves.push(RecordedMove { mv, battle: None });
        numbered = false;
        open_attack = attack;
    }
    if !ended {
        return Err(RecordError::new(
            last_line,
            1,
            "the moves must end with 1-0, 0-1, 1/2-1/2 or *",
        ));
    }
    Ok(())
}

/// `B4-B5` or `B4xB5`; the flag says whether it was written as an attack.
fn parse_move(text: &str) -> Option<(Move, bool)> {
    let split = text
        .char_indices()
        .skip(1)
        .find(|(_, c)| matches!(c, '-' | 'x' | 'X'))?;
    let (from, to) = (&text[..split.0], &text[split.0 + 1..]);
    let mv = Move::new(Square::parse(from).ok()?, Square::parse(to).ok()?);
    Some((mv, split.1 != '-'))
}

fn parse_battle(note: &str) -> Option<Battle> {
    let chars: Vec<char> = note.trim().chars().collect();
    let [a, op, d] = chars.as_slice() else {
        return None;
    };
    let outcome = match op {
        '>' => BattleOutcome::AttackerWins,
        '<' => BattleOutcome::DefenderWins,
        '=' => BattleOutcome::BothRemoved,
        _ => return None,
    };
    Some(Battle {
        attacker: Rank::from_code(*a)?,
        defender: Rank::from_code(*d)?,
        outcome,
    })
}
