//! Setups: where each side's pieces start.
//!
//! A [`Deployment`] is one player's arrangement of their 40 home squares, written as a
//! **setup string**: 40 characters, the player's front row first and the back row last, each
//! row left to right *as that player sees the board* (so one string means the same
//! arrangement for red and for blue). Characters: `X` Marshal, `9` General, `8` Colonel,
//! `7` Major, `6` Captain, `5` Lieutenant, `4` Sergeant, `3` Miner, `2` Scout, `S` Spy,
//! `B` Bomb, `F` Flag, `.` an empty square (Barrage and Duel). Spaces and `/` between rows
//! are ignored, letters may be lower case.
//!
//! ```
//! use stratego_bot::engine::{Color, Deployment, Variant};
//! let d = Deployment::random(Variant::Classic, 7);
//! let text = d.to_string();
//! assert_eq!(Deployment::parse(&text).unwrap(), d);
//! assert_eq!(d.square_of(0, Color::Red).to_string(), "A4");
//! assert_eq!(d.square_of(0, Color::Blue).to_string(), "J7");
//! ```

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::color::Color;
use super::rank::{Rank, RankCounts};
use super::square::Square;
use super::variant::Variant;

/// One player's arrangement of their 40 home squares (not yet checked against a variant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Deployment(pub [Option<Rank>; 40]);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupParseError {
    #[error("a setup string has 40 squares; this one has {0}")]
    Length(usize),
    #[error("`{character}` at square {position} is not a piece (use X 9 8 7 6 5 4 3 2 S B F or .)")]
    Character { character: char, position: usize },
}

/// One reason a setup or position cannot start a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum SetupProblem {
    WrongCount {
        color: Color,
        rank: Rank,
        expected: u8,
        found: u8,
    },
    OutsideHomeRows {
        color: Color,
        square: Square,
    },
    OnLake {
        square: Square,
    },
    Duplicate {
        square: Square,
    },
}

impl std::fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupProblem::WrongCount {
                color,
                rank,
                expected,
                found,
            } => write!(f, "{color} has {found} {rank} where {expected} belong"),
            SetupProblem::OutsideHomeRows { color, square } => {
                write!(f, "{color} piece on {square} is outside its home rows")
            }
            SetupProblem::OnLake { square } => write!(f, "a piece stands in the lake at {square}"),
            SetupProblem::Duplicate { square } => write!(f, "two pieces on {square}"),
        }
    }
}

/// Every problem found at once, so a player can fix them all in one go.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
pub struct SetupError(pub Vec<SetupProblem>);

impl Deployment {
    pub const EMPTY: Deployment = Deployment([None; 40]);

    /// The board square of slot `index` (0 = front row, leftmost as the player sees it).
    pub fn square_of(&self, index: usize, color: Color) -> Square {
        home_square(index, color)
    }

    pub fn counts(&self) -> RankCounts {
        let mut counts = RankCounts::default();
        for rank in self.0.iter().flatten() {
            counts.add(*rank);
        }
        counts
    }

    /// Problems that keep this deployment from being a legal army of `variant`.
    pub fn problems(&self, variant: Variant, color: Color) -> Vec<SetupProblem> {
        count_problems(&self.counts(), variant, color)
    }

    /// A random legal deployment, reproducible from `seed`. The Flag goes on the back row so
    /// that a player starting from it has a sensible base.
    pub fn random(variant: Variant, seed: u64) -> Deployment {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let army = match variant {
            Variant::Free => Variant::Classic.army(),
            v => v.army(),
        };
        let mut pieces: Vec<Rank> = army
            .iter()
            .flat_map(|(r, n)| std::iter::repeat_n(r, n as usize))
            .filter(|r| *r != Rank::Flag)
            .collect();
        let mut slots: Vec<usize> = (0..40).collect();
        slots.shuffle(&mut rng);
        let flag_slot = 30 + (rand::Rng::gen_range(&mut rng, 0..10usize));
        slots.retain(|&s| s != flag_slot);
        pieces.shuffle(&mut rng);
        let mut d = Deployment::EMPTY;
        d.0[flag_slot] = Some(Rank::Flag);
        for (slot, rank) in slots.into_iter().zip(pieces) {
            d.0[slot] = Some(rank);
        }
        d
    }

    /// Exchanges two slots (either may be empty).
    pub fn swap(&mut self, a: usize, b: usize) {
        if a < 40 && b < 40 {
            self.0.swap(a, b);
        }
    }

    /// Mirrors every row left to right.
    pub fn mirrored(&self) -> Deployment {
        let mut d = *self;
        for row in d.0.chunks_mut(10) {
            row.reverse();
        }
        d
    }

    /// The slot a board square is for `color`, if it is one of that colour's home squares.
    pub fn slot_of(square: Square, color: Color) -> Option<usize> {
        (0..40).find(|&i| home_square(i, color) == square)
    }

    pub fn parse(text: &str) -> Result<Deployment, SetupParseError> {
        let chars: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '/')
            .collect();
        if chars.len() != 40 {
            return Err(SetupParseError::Length(chars.len()));
        }
        let mut d = Deployment::EMPTY;
        for (i, &c) in chars.iter().enumerate() {
            d.0[i] = match c {
                '.' | '-' => None,
                c => Some(Rank::from_code(c).ok_or(SetupParseError::Character {
                    character: c,
                    position: i + 1,
                })?),
            };
        }
        Ok(d)
    }
}

impl std::fmt::Display for Deployment {
    /// Rows separated by `/`, front row first.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, slot) in self.0.iter().enumerate() {
            if i > 0 && i % 10 == 0 {
                f.write_str("/")?;
            }
            let c = slot.map(|r| r.code()).unwrap_or('.');
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Deployment {
    type Err = SetupParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Deployment::parse(s)
    }
}

/// Slot `index` of `color`'s deployment as a board square.
pub fn home_square(index: usize, color: Color) -> Square {
    let row_from_front = (index / 10) as u8;
    let col = (index % 10) as u8;
    let square = match color {
        Color::Red => Square::new(col, 3 - row_from_front),
        Color::Blue => Square::new(9 - col, 6 + row_from_front),
    };
    square.expect("home slots are on the board")
}

pub fn is_home_square(square: Square, color: Color) -> bool {
    match color {
        Color::Red => square.row() < 4,
        Color::Blue => square.row() > 5,
    }
}

fn count_problems(counts: &RankCounts, variant: Variant, color: Color) -> Vec<SetupProblem> {
    let army = variant.army();
    Rank::ALL
        .iter()
        .filter_map(|&rank| {
            let (expected, found) = (army.get(rank), counts.get(rank));
            // A free position may leave ranks out, but never the Flag: without exactly one a
            // side could not be beaten the usual way.
            let wrong = if variant.is_exact() || rank == Rank::Flag {
                expected != found
            } else {
                found > expected
            };
            wrong.then_some(SetupProblem::WrongCount {
                color,
                rank,
                expected,
                found,
            })
        })
        .collect()
}

/// A whole position that may or may not be legal: the input to
/// [`Game::from_setup`](super::Game::from_setup), which checks everything at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub pieces: Vec<(Square, Color, Rank)>,
    pub to_move: Color,
}

impl Setup {
    /// Both players' deployments on one board, red to move.
    pub fn from_deployments(red: &Deployment, blue: &Deployment) -> Setup {
        let mut pieces = Vec::with_capacity(80);
        for (color, d) in [(Color::Red, red), (Color::Blue, blue)] {
            for (i, slot) in d.0.iter().enumerate() {
                if let Some(rank) = slot {
                    pieces.push((home_square(i, color), color, *rank));
                }
            }
        }
        Setup {
            pieces,
            to_move: Color::Red,
        }
    }

    /// Every problem that stops this position from starting a game of `variant`.
    pub fn problems(&self, variant: Variant) -> Vec<SetupProblem> {
        let mut problems = Vec::new();
        let mut seen = [false; 100];
        let mut counts = [RankCounts::default(), RankCounts::default()];
        for &(square, color, rank) in &self.pieces {
            if std::mem::replace(&mut seen[square.index()], true) {
                problems.push(SetupProblem::Duplicate { square });
            }
            if square.is_lake() {
                problems.push(SetupProblem::OnLake { square });
            } else if !is_home_square(square, color) {
                problems.push(SetupProblem::OutsideHomeRows { color, square });
            }
            counts[color.index()].add(rank);
        }
        for color in Color::ALL {
            problems.extend(count_problems(&counts[color.index()], variant, color));
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_deployments_are_legal_and_reproducible() {
        for variant in [Variant::Classic, Variant::Barrage, Variant::Duel] {
            for seed in 0..50 {
                let d = Deployment::random(variant, seed);
                assert_eq!(d.problems(variant, Color::Red), vec![], "{variant} {seed}");
                assert_eq!(d, Deployment::random(variant, seed));
                assert!(d.0[30..].contains(&Some(Rank::Flag)));
            }
        }
        assert_ne!(
            Deployment::random(Variant::Classic, 1),
            Deployment::random(Variant::Classic, 2)
        );
    }

    #[test]
    fn setup_string_layout() {
        let text = "XXXXXXXXXX/9999999999/8888888888/F2345678SB";
        let d = Deployment::parse(text).unwrap();
        assert_eq!(d.0[0], Some(Rank::Marshal));
        assert_eq!(d.0[30], Some(Rank::Flag));
        // Red's back row is rank 1, left to right A..J.
        assert_eq!(home_square(30, Color::Red).to_string(), "A1");
        assert_eq!(home_square(39, Color::Red).to_string(), "J1");
        // Blue sees the board turned around: its back-left corner is J10.
        assert_eq!(home_square(30, Color::Blue).to_string(), "J10");
        assert_eq!(home_square(9, Color::Blue).to_string(), "A7");
        assert_eq!(d.to_string(), text);
    }

    #[test]
    fn readme_example_is_a_legal_classic_setup() {
        let d = Deployment::parse("2726928262/5X427S3825/4B36574B36/3BFB4B35B2").unwrap();
        assert_eq!(d.problems(Variant::Classic, Color::Red), vec![]);
        assert_eq!(d.0[32], Some(Rank::Flag));
        assert_eq!(home_square(32, Color::Red).to_string(), "C1");
        assert_eq!(home_square(32, Color::Blue).to_string(), "H10");
    }

    #[test]
    fn parse_errors_are_precise() {
        assert_eq!(Deployment::parse("XX"), Err(SetupParseError::Length(2)));
        let mut bad = "2".repeat(40);
        bad.replace_range(4..5, "Q");
        assert_eq!(
            Deployment::parse(&bad),
            Err(SetupParseError::Character {
                character: 'Q',
                position: 5
            })
        );
    }

    #[test]
    fn wrong_counts_are_all_reported() {
        let d = Deployment::parse(&"2".repeat(40)).unwrap();
        let problems = d.problems(Variant::Classic, Color::Red);
        // Every rank but Scout is missing and Scout is over.
        assert_eq!(problems.len(), 12);
    }

    #[test]
    fn a_free_position_needs_exactly_one_flag_a_side() {
        let square = |name: &str| Square::parse(name).unwrap();
        let mut setup = Setup {
            pieces: vec![
                (square("A1"), Color::Red, Rank::Flag),
                (square("B1"), Color::Red, Rank::Scout),
                (square("J10"), Color::Blue, Rank::Marshal),
            ],
            to_move: Color::Red,
        };
        assert_eq!(
            setup.problems(Variant::Free),
            vec![SetupProblem::WrongCount {
                color: Color::Blue,
                rank: Rank::Flag,
                expected: 1,
                found: 0
            }]
        );
        setup.pieces.push((square("J9"), Color::Blue, Rank::Flag));
        assert_eq!(setup.problems(Variant::Free), vec![]);
        setup.pieces.push((square("C1"), Color::Red, Rank::Flag));
        assert_eq!(setup.problems(Variant::Free).len(), 1);
    }

    #[test]
    fn setup_problems_cover_lakes_rows_and_duplicates() {
        let a4 = Square::parse("A4").unwrap();
        let c5 = Square::parse("C5").unwrap();
        let e8 = Square::parse("E8").unwrap();
        let setup = Setup {
            pieces: vec![
                (a4, Color::Red, Rank::Flag),
                (a4, Color::Red, Rank::Scout),
                (c5, Color::Blue, Rank::Flag),
                (e8, Color::Red, Rank::Spy),
            ],
            to_move: Color::Red,
        };
        let problems = setup.problems(Variant::Free);
        assert!(problems.contains(&SetupProblem::Duplicate { square: a4 }));
        // Blue's Flag stands in the lake and counts; red's is fine.
        assert!(!problems.iter().any(|p| matches!(
            p,
            SetupProblem::WrongCount {
                rank: Rank::Flag,
                ..
            }
        )));
        assert!(problems.contains(&SetupProblem::OnLake { square: c5 }));
        assert!(problems.contains(&SetupProblem::OutsideHomeRows {
            color: Color::Red,
            square: e8
        }));
    }
}
