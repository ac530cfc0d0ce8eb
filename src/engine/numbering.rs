//! How ranks are numbered for a player (both numberings are in print): images and texts use this.

use serde::{Deserialize, Serialize};

use super::Rank;

/// A player's preferred rank numbers. Bomb `B` and Flag `F` in both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Numbering {
    /// Marshal 1, General 2 ... Scout 9, Spy S (the original European boxes).
    Old,
    /// Marshal 10, General 9 ... Scout 2, Spy 1 (strength order, current boxes).
    #[default]
    New,
}

impl Numbering {
    pub const ALL: [Numbering; 2] = [Numbering::Old, Numbering::New];

    /// The short label printed on a piece of `rank`.
    pub fn label(self, rank: Rank) -> &'static str {
        match (self, rank) {
            (_, Rank::Bomb) => "B",
            (_, Rank::Flag) => "F",
            (Numbering::Old, Rank::Spy) => "S",
            (Numbering::New, r) => NEW[r.strength() as usize],
            (Numbering::Old, r) => OLD[r.strength() as usize],
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Numbering::Old => "old",
            Numbering::New => "new",
        }
    }

    pub fn parse(text: &str) -> Option<Numbering> {
        Numbering::ALL
            .into_iter()
            .find(|n| n.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// Indexed by `Rank::strength()` (Spy 1 ... Marshal 10).
const NEW: [&str; 11] = ["", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
const OLD: [&str; 11] = ["", "S", "9", "8", "7", "6", "5", "4", "3", "2", "1"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_numberings_label_every_rank() {
        let old: Vec<&str> = Rank::ALL.iter().map(|&r| Numbering::Old.label(r)).collect();
        let new: Vec<&str> = Rank::ALL.iter().map(|&r| Numbering::New.label(r)).collect();
        assert_eq!(
            old,
            ["1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "B", "F"]
        );
        assert_eq!(
            new,
            ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "B", "F"]
        );
        assert_eq!(Numbering::parse(" OLD "), Some(Numbering::Old));
    }
}
