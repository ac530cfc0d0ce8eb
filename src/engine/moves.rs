use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::color::Color;
use super::rank::Rank;
use super::square::{Square, SquareError};

/// A request to move the piece on `from` to `to`. Whether it is legal is the game's call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveParseError {
    #[error("`{0}` is not a move: write two squares, like B4-B5 or b4 b5")]
    Shape(String),
    #[error(transparent)]
    Square(#[from] SquareError),
}

impl Move {
    pub fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Reads `B4-B5`, `b4 b5`, `B4xB5` or `B4B5`.
    pub fn parse(text: &str) -> Result<Move, MoveParseError> {
        let shape = || MoveParseError::Shape(text.chars().take(24).collect());
        let t = text.trim();
        let parts: Vec<&str> = t
            .split(|c: char| c == '-' || c == 'x' || c == 'X' || c.is_whitespace() || c == ':')
            .filter(|p| !p.is_empty())
            .collect();
        match parts.as_slice() {
            [a, b] => Ok(Move::new(Square::parse(a)?, Square::parse(b)?)),
            [joined] => {
                // "B4B5" / "A10B10": split before the second letter.
                let split = joined
                    .char_indices()
                    .skip(1)
                    .find(|(_, c)| c.is_ascii_alphabetic())
                    .map(|(i, _)| i)
                    .ok_or_else(shape)?;
                let (a, b) = joined.split_at(split);
                Ok(Move::new(Square::parse(a)?, Square::parse(b)?))
            }
            _ => Err(shape()),
        }
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Who survives a battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleOutcome {
    AttackerWins,
    DefenderWins,
    BothRemoved,
}

/// An attack and its result. Both ranks become known to both players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    pub attacker: Rank,
    pub defender: Rank,
    pub outcome: BattleOutcome,
}

impl Battle {
    /// The battle table. `one_time_bombs` makes a bomb that stops an attacker vanish too.
    pub fn resolve(attacker: Rank, defender: Rank, one_time_bombs: bool) -> Battle {
        use BattleOutcome::*;
        let outcome = match (attacker, defender) {
            (_, Rank::Flag) => AttackerWins,
            (Rank::Miner, Rank::Bomb) => AttackerWins,
            (_, Rank::Bomb) if one_time_bombs => BothRemoved,
            (_, Rank::Bomb) => DefenderWins,
            (Rank::Spy, Rank::Marshal) => AttackerWins,
            (a, d) if a == d => BothRemoved,
            (a, d) if a.strength() > d.strength() => AttackerWins,
            _ => DefenderWins,
        };
        Battle {
            attacker,
            defender,
            outcome,
        }
    }

    pub fn captured_flag(&self) -> bool {
        self.defender == Rank::Flag
    }
}

/// A move as played: it describes itself, so nobody has to re-read the position to show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayedMove {
    pub color: Color,
    /// The moving piece's rank: known only to its owner unless `battle` is set or it is a
    /// Scout that moved more than one square.
    pub rank: Rank,
    pub from: Square,
    pub to: Square,
    pub battle: Option<Battle>,
}

impl PlayedMove {
    pub fn as_move(&self) -> Move {
        Move::new(self.from, self.to)
    }

    /// Whether the move itself shows the piece is a Scout (it went further than one square).
    pub fn reveals_scout(&self) -> bool {
        !self.from.is_adjacent(self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BattleOutcome::*;

    fn outcome(a: Rank, d: Rank) -> BattleOutcome {
        Battle::resolve(a, d, false).outcome
    }

    /// Every attacker against every defender, checked against the rulebook's statements.
    #[test]
    fn full_battle_table() {
        for a in Rank::ALL.into_iter().filter(|r| r.is_movable()) {
            for d in Rank::ALL {
                let expected = if d == Rank::Flag {
                    AttackerWins
                } else if d == Rank::Bomb {
                    if a == Rank::Miner {
                        AttackerWins
                    } else {
                        DefenderWins
                    }
                } else if a == Rank::Spy && d == Rank::Marshal {
                    AttackerWins
                } else if a == d {
                    BothRemoved
                } else if a.strength() > d.strength() {
                    AttackerWins
                } else {
                    DefenderWins
                };
                assert_eq!(outcome(a, d), expected, "{a} attacks {d}");
            }
        }
        // Spot checks straight from the rule text.
        assert_eq!(outcome(Rank::Spy, Rank::Marshal), AttackerWins);
        assert_eq!(outcome(Rank::Marshal, Rank::Spy), AttackerWins);
        assert_eq!(outcome(Rank::Scout, Rank::Spy), AttackerWins);
        assert_eq!(outcome(Rank::Spy, Rank::General), DefenderWins);
        assert_eq!(outcome(Rank::Miner, Rank::Bomb), AttackerWins);
        assert_eq!(outcome(Rank::Marshal, Rank::Bomb), DefenderWins);
        assert_eq!(outcome(Rank::Major, Rank::Major), BothRemoved);
        assert_eq!(outcome(Rank::Spy, Rank::Flag), AttackerWins);
    }

    #[test]
    fn one_time_bombs_vanish_with_their_victim() {
        assert_eq!(
            Battle::resolve(Rank::General, Rank::Bomb, true).outcome,
            BothRemoved
        );
        assert_eq!(
            Battle::resolve(Rank::Miner, Rank::Bomb, true).outcome,
            AttackerWins
        );
    }

    #[test]
    fn move_text_forms() {
        let m = Move::parse("B4-B5").unwrap();
        assert_eq!(m.to_string(), "B4-B5");
        assert_eq!(Move::parse("b4 b5").unwrap(), m);
        assert_eq!(Move::parse("B4xB5").unwrap(), m);
        assert_eq!(Move::parse("b4b5").unwrap(), m);
        assert_eq!(Move::parse("A10-A9").unwrap().to_string(), "A10-A9");
        assert_eq!(Move::parse("A10A9").unwrap().to_string(), "A10-A9");
        for bad in ["", "B4", "B4-", "B4-B5-B6", "Z9-A1", "--", "ü1ü2"] {
            assert!(Move::parse(bad).is_err(), "{bad}");
        }
    }
}
