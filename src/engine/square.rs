use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One of the 100 squares, `A1` (red's back-left corner, index 0) to `J10` (index 99),
/// indexed row by row: `index = (rank - 1) * 10 + file`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Square(u8);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SquareError {
    #[error("`{0}` is not a square: use a letter A-J and a number 1-10, like E4")]
    Invalid(String),
}

/// A direction a piece moves in (no diagonals in Stratego).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Down,
        Direction::Left,
        Direction::Right,
    ];
}

pub const FILES: &str = "ABCDEFGHIJ";

impl Square {
    pub const COUNT: usize = 100;

    pub fn new(file: u8, row: u8) -> Option<Square> {
        (file < 10 && row < 10).then_some(Square(row * 10 + file))
    }

    pub fn from_index(index: usize) -> Option<Square> {
        (index < 100).then_some(Square(index as u8))
    }

    /// Every square, A1 first, row by row.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..100u8).map(Square)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Column 0 (A) to 9 (J).
    pub fn file(self) -> u8 {
        self.0 % 10
    }

    /// Row 0 (rank 1, red's back row) to 9 (rank 10).
    pub fn row(self) -> u8 {
        self.0 / 10
    }

    pub fn is_lake(self) -> bool {
        matches!(self.row(), 4 | 5) && matches!(self.file(), 2 | 3 | 6 | 7)
    }

    pub fn step(self, direction: Direction) -> Option<Square> {
        let (file, row) = (self.file() as i8, self.row() as i8);
        let (f, r) = match direction {
            Direction::Up => (file, row + 1),
            Direction::Down => (file, row - 1),
            Direction::Left => (file - 1, row),
            Direction::Right => (file + 1, row),
        };
        if (0..10).contains(&f) && (0..10).contains(&r) {
            Square::new(f as u8, r as u8)
        } else {
            None
        }
    }

    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        Direction::ALL.into_iter().filter_map(move |d| self.step(d))
    }

    /// Steps between two squares along files and rows, lakes ignored.
    pub fn distance(self, other: Square) -> u8 {
        self.file().abs_diff(other.file()) + self.row().abs_diff(other.row())
    }

    pub fn is_adjacent(self, other: Square) -> bool {
        self.distance(other) == 1
    }

    /// Squares between two squares on one line, exclusive of both ends; None when not on a line.
    pub fn line_between(self, to: Square) -> Option<(Direction, u8)> {
        if self == to {
            return None;
        }
        if self.file() == to.file() {
            let d = if to.row() > self.row() {
                Direction::Up
            } else {
                Direction::Down
            };
            Some((d, self.row().abs_diff(to.row())))
        } else if self.row() == to.row() {
            let d = if to.file() > self.file() {
                Direction::Right
            } else {
                Direction::Left
            };
            Some((d, self.file().abs_diff(to.file())))
        } else {
            None
        }
    }

    /// The square as seen rotated 180 degrees (how blue sees the board).
    pub fn rotated(self) -> Square {
        Square(99 - self.0)
    }

    pub fn parse(text: &str) -> Result<Square, SquareError> {
        let t = text.trim();
        let invalid = || SquareError::Invalid(text.chars().take(16).collect());
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(invalid)?.to_ascii_uppercase();
        let file = FILES.find(letter).ok_or_else(invalid)? as u8;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(invalid());
        }
        let rank: u8 = digits.parse().map_err(|_| invalid())?;
        if !(1..=10).contains(&rank) {
            return Err(invalid());
        }
        Square::new(file, rank - 1).ok_or_else(invalid)
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let letter = FILES.as_bytes()[self.file() as usize] as char;
        write!(f, "{}{}", letter, self.row() + 1)
    }
}

impl std::str::FromStr for Square {
    type Err = SquareError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Square::parse(s)
    }
}

impl TryFrom<String> for Square {
    type Error = SquareError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Square::parse(&value)
    }
}

impl From<Square> for String {
    fn from(value: Square) -> Self {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()).unwrap(), sq);
        }
        assert_eq!(Square::parse("a1").unwrap().index(), 0);
        assert_eq!(Square::parse("J10").unwrap().index(), 99);
    }

    #[test]
    fn bad_names_are_errors() {
        for bad in ["", "K1", "A0", "A11", "A", "11", "A1x", "é4", "A+1", "A01x"] {
            assert!(Square::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn lakes_are_the_eight_classic_squares() {
        let lakes: Vec<String> = Square::all()
            .filter(|s| s.is_lake())
            .map(|s| s.to_string())
            .collect();
        assert_eq!(lakes, ["C5", "D5", "G5", "H5", "C6", "D6", "G6", "H6"]);
    }
}
