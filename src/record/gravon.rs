//! Imports from the Gravon archive, the largest record of human Stratego games.
//!
//! Two formats: XML (`<field content=...>`, `<move source=... target=...>`, `<player>`,
//! `<result type=... winner=...>`) and the older `.gsn` text files:
//!
//! ```text
//! #X38FA11 Stratego-Notation v2
//! type 0
//! <100-letter field>
//! A4-A5
//! ...
//! END
//! alice vs bob result 1 winner 0
//! ```
//!
//! The field is 100 letters, A1 first, row by row: `A` empty, `_` lake, `B`..`M` red Bomb,
//! Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel, General, Marshal, Flag,
//! and `N`..`Y` blue likewise. Squares are written with files A-K skipping J and rank 10 as
//! `:`. The `.gsn` winner counts from 0 (red 0, blue 1, draw 2), the XML one from 1; the
//! result type is how the game ended (0 no legal move, 1 flag captured, 2 neither side can
//! move, 3 forfeit, 4 draw agreed, 10..14 clocks and missing players).
//!
//! An imported game starts from its field, which must hold the armies of the game the record
//! declares (`classic`, `barrage`, `duell`); a record of another game, or whose field does not
//! match its game, is refused with the problem. Gravon's `classicfree` and records that declare
//! no game are free positions (each side exactly one Flag, no more of a rank than classic
//! has), taken as classic, barrage or duel when both armies are exactly that game's. Either
//! way it is replayed under [`Rules::gravon`]: no move-limit draws.
//!
//! This module holds what both formats share; each format's reader is its own module
//! ([`super::gravon_xml::parse_xml`], [`super::gsn::parse_gsn`]).

use super::{GameRecord, RecordError, RecordedMove, Start};
use crate::engine::{
    Color, Deployment, EndReason, Move, Outcome, Rank, Rules, Setup, Square, Variant,
};

/// Files in Gravon's notation, left to right.
const FILES: &str = "ABCDEFGHIK";
/// Field letters for red's ranks; blue's are 12 letters further on.
const RED_LETTERS: &str = "BCDEFGHIJKLM";
const LETTER_RANKS: [Rank; 12] = [
    Rank::Bomb,
    Rank::Spy,
    Rank::Scout,
    Rank::Miner,
    Rank::Sergeant,
    Rank::Lieutenant,
    Rank::Captain,
    Rank::Major,
    Rank::Colonel,
    Rank::General,
    Rank::Marshal,
    Rank::Flag,
];

/// A Gravon square name (`A1`, `K:`). `J` is read as the tenth file too: some archive files
/// were written with it by mistake, and Gravon never uses J otherwise.
pub fn parse_square(text: &str) -> Option<Square> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    let file = if letter == 'J' {
        9
    } else {
        FILES.find(letter)?
    };
    let row = match chars.as_str() {
        ":" | "10" => 9,
        digit if digit.len() == 1 => digit.parse::<u8>().ok().filter(|d| *d >= 1)? - 1,
        _ => return None,
    };
    Square::new(file as u8, row)
}

/// A Gravon move (`source`, `target`) as an engine move.
pub fn parse_move(source: &str, target: &str) -> Option<Move> {
    Some(Move::new(parse_square(source)?, parse_square(target)?))
}

/// The piece a field letter stands for; `Ok(None)` for an empty square or a lake.
fn piece(letter: char) -> Result<Option<(Color, Rank)>, ()> {
    if letter == 'A' || letter == '_' {
        return Ok(None);
    }
    let index = ('B'..='Y').position(|c| c == letter).ok_or(())?;
    let color = if index < 12 { Color::Red } else { Color::Blue };
    Ok(Some((color, LETTER_RANKS[index % 12])))
}

/// Reads a 100-letter field into a position with red to move. The error is the 0-based
/// letter index and the problem.
pub fn parse_field(field: &str) -> Result<Setup, (usize, String)> {
    let letters: Vec<char> = field.chars().collect();
    if letters.len() != 100 {
        return Err((
            0,
            format!("a field has 100 letters; this one has {}", letters.len()),
        ));
    }
    let mut pieces = Vec::new();
    for (i, &letter) in letters.iter().enumerate() {
        let square = Square::from_index(i).ok_or((i, "square out of range".to_string()))?;
        let lake_letter = letter == '_';
        if lake_letter != square.is_lake() {
            return Err((
                i,
                format!("`{letter}` on {square}: lakes are exactly C5 D5 G5 H5 C6 D6 G6 H6"),
            ));
        }
        match piece(letter) {
            Ok(Some((color, rank))) => pieces.push((square, color, rank)),
            Ok(None) => {}
            Err(()) => {
                return Err((
                    i,
                    format!(
                        "`{letter}` is not a field letter (A empty, _ lake, B-M red, N-Y blue)"
                    ),
                ));
            }
        }
    }
    Ok(Setup {
        pieces,
        to_move: Color::Red,
    })
}

/// The field letter for a piece (for writing fixtures and tests).
pub fn field_letter(color: Color, rank: Rank) -> char {
    let index = LETTER_RANKS.iter().position(|&r| r == rank).unwrap_or(0);
    let base = RED_LETTERS.as_bytes()[index];
    let shift = if color == Color::Blue { 12 } else { 0 };
    (base + shift) as char
}

/// A position as a 100-letter field.
pub fn field_text(setup: &Setup) -> String {
    let mut letters: Vec<char> = Square::all()
        .map(|s| if s.is_lake() { '_' } else { 'A' })
        .collect();
    for &(square, color, rank) in &setup.pieces {
        letters[square.index()] = field_letter(color, rank);
    }
    letters.into_iter().collect()
}

/// How a Gravon game ended: result type and the winner counted from 1 (1 red, 2 blue,
/// 3 draw). Unknown result types become [`EndReason::Cancelled`].
pub fn outcome(ending: u32, winner: u32) -> Option<Outcome> {
    let winner = match winner {
        1 => Some(Color::Red),
        2 => Some(Color::Blue),
        3 => None,
        _ => return None,
    };
    let reason = match ending {
        0 => EndReason::NoLegalMove,
        1 => EndReason::FlagCaptured,
        2 => EndReason::BothStuck,
        3 => EndReason::Resignation,
        4 => EndReason::AgreedDraw,
        11..=14 => EndReason::Timeout,
        _ => EndReason::Cancelled,
    };
    Some(Outcome { winner, reason })
}

/// The variant whose exact army both sides field, if any.
fn exact_variant(setup: &Setup) -> Option<Variant> {
    [Variant::Classic, Variant::Barrage, Variant::Duel]
        .into_iter()
        .find(|&v| setup.problems(v).is_empty())
}

/// The game a record's `type` declares, as the army its field must hold: `Free` for Gravon's
/// "classicfree" (at most the classic army); an error for games this engine does not play.
pub fn declared_variant(game_type: &str) -> Result<Variant, String> {
    match game_type.trim().to_ascii_lowercase().as_str() {
        "classic" => Ok(Variant::Classic),
        "barrage" => Ok(Variant::Barrage),
        "duell" | "duel" => Ok(Variant::Duel),
        "classicfree" => Ok(Variant::Free),
        other => Err(format!(
            "the game type `{}` is not one this engine plays (classic, barrage, duell, classicfree)",
            other.chars().take(32).collect::<String>()
        )),
    }
}

/// What both importers found, ready to become a record.
pub(super) struct Imported {
    /// The game the record declares (Gravon's `type`), if it does.
    pub game_type: Option<String>,
    pub setup: Setup,
    /// Line and column of the field, for errors about the armies.
    pub field_at: (usize, usize),
    pub moves: Vec<Move>,
    pub players: [Option<String>; 2],
    pub result: Option<Outcome>,
}

impl Imported {
    /// The record, once the field holds the declared game's armies. A record that declares no
    /// game, or Gravon's free one, is a free position unless both armies happen to be exactly
    /// one game's.
    pub fn into_record(self) -> Result<GameRecord, RecordError> {
        let (line, column) = self.field_at;
        let declared = match &self.game_type {
            Some(game_type) => {
                declared_variant(game_type).map_err(|p| RecordError::new(line, column, p))?
            }
            None => Variant::Free,
        };
        let problems = self.setup.problems(declared);
        if !problems.is_empty() {
            let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
            return Err(RecordError::new(
                line,
                column,
                format!(
                    "the field is not a legal {declared} position: {}",
                    list.join("; ")
                ),
            ));
        }
        let variant = match declared {
            Variant::Free => exact_variant(&self.setup),
            exact => Some(exact),
        };
        let start = match variant {
            Some(_) => {
                let mut deployments = [Deployment::EMPTY; 2];
                for &(square, color, rank) in &self.setup.pieces {
                    if let Some(slot) = Deployment::slot_of(square, color) {
                        deployments[color.index()].0[slot] = Some(rank);
                    }
                }
                Start::Deployments {
                    red: deployments[Color::Red.index()],
                    blue: deployments[Color::Blue.index()],
                }
            }
            None => Start::Position(self.setup),
        };
        let rules = Rules {
            variant: variant.unwrap_or(Variant::Free),
            ..Rules::gravon()
        };
        let mut record = GameRecord::new(rules, start);
        record.event = Some(match &self.game_type {
            Some(game_type) => format!("Gravon {}", game_type.trim()),
            None => "Gravon".to_string(),
        });
        record.site = Some("Gravon".to_string());
        let [red, blue] = self.players;
        record.red = red;
        record.blue = blue;
        record.moves = self
            .moves
            .into_iter()
            .map(|mv| RecordedMove { mv, battle: None })
            .collect();
        record.result = self.result;
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_skip_j_and_write_ten_as_colon() {
        assert_eq!(parse_square("A1").unwrap().to_string(), "A1");
        assert_eq!(parse_square("K1").unwrap().to_string(), "J1");
        assert_eq!(parse_square("I:").unwrap().to_string(), "I10");
        assert_eq!(parse_square("J5").unwrap().to_string(), "J5");
        for bad in ["", "L1", "A0", "A", "A11", "A::", "é1"] {
            assert!(parse_square(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn field_letters_round_trip() {
        for color in Color::ALL {
            for rank in Rank::ALL {
                let letter = field_letter(color, rank);
                assert_eq!(piece(letter), Ok(Some((color, rank))), "{letter}");
            }
        }
        assert_eq!(field_letter(Color::Red, Rank::Bomb), 'B');
        assert_eq!(field_letter(Color::Red, Rank::Flag), 'M');
        assert_eq!(field_letter(Color::Blue, Rank::Marshal), 'X');
    }

    #[test]
    fn classic_fields_become_classic_deployments() {
        let red = Deployment::random(Variant::Classic, 3);
        let blue = Deployment::random(Variant::Classic, 4);
        let setup = Setup::from_deployments(&red, &blue);
        let field = field_text(&setup);
        let back = parse_field(&field).unwrap();
        let imported = Imported {
            game_type: Some("classic".into()),
            setup: back,
            field_at: (3, 1),
            moves: vec![],
            players: [None, None],
            result: None,
        };
        let record = imported.into_record().unwrap();
        assert_eq!(record.start, Start::Deployments { red, blue });
        assert_eq!(record.rules.variant, Variant::Classic);
        assert_eq!(record.rules.no_attack_limit, None);
    }

    #[test]
    fn bad_fields_are_located() {
        let mut field: Vec<char> = field_text(&Setup {
            pieces: vec![],
            to_move: Color::Red,
        })
        .chars()
        .collect();
        field[7] = 'Z';
        let text: String = field.iter().collect();
        assert_eq!(parse_field(&text).unwrap_err().0, 7);
        field[7] = 'A';
        field[42] = 'A';
        let text: String = field.iter().collect();
        assert_eq!(parse_field(&text).unwrap_err().0, 42);
        assert!(parse_field("AAA").is_err());
    }
}
