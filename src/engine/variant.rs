use serde::{Deserialize, Serialize};

use super::rank::{Rank, RankCounts};

/// Which army each side fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// 40 pieces filling all four home rows.
    #[default]
    Classic,
    /// 8 pieces anywhere in the home rows.
    Barrage,
    /// 10 pieces anywhere in the home rows.
    Duel,
    /// Any pieces within the home rows, no more of a rank than Classic has and exactly one Flag
    /// a side (puzzles, imports).
    Free,
}

const CLASSIC: [(Rank, u8); 12] = [
    (Rank::Marshal, 1),
    (Rank::General, 1),
    (Rank::Colonel, 2),
    (Rank::Major, 3),
    (Rank::Captain, 4),
    (Rank::Lieutenant, 4),
    (Rank::Sergeant, 4),
    (Rank::Miner, 5),
    (Rank::Scout, 8),
    (Rank::Spy, 1),
    (Rank::Bomb, 6),
    (Rank::Flag, 1),
];

const BARRAGE: [(Rank, u8); 7] = [
    (Rank::Marshal, 1),
    (Rank::General, 1),
    (Rank::Miner, 1),
    (Rank::Scout, 2),
    (Rank::Spy, 1),
    (Rank::Bomb, 1),
    (Rank::Flag, 1),
];

const DUEL: [(Rank, u8); 7] = [
    (Rank::Marshal, 1),
    (Rank::General, 1),
    (Rank::Miner, 2),
    (Rank::Scout, 2),
    (Rank::Spy, 1),
    (Rank::Bomb, 2),
    (Rank::Flag, 1),
];

impl Variant {
    pub const ALL: [Variant; 4] = [
        Variant::Classic,
        Variant::Barrage,
        Variant::Duel,
        Variant::Free,
    ];

    /// The exact army of one side; for `Free` the upper bound per rank (the classic army), the
    /// one Flag being required there too.
    pub fn army(self) -> RankCounts {
        let table: &[(Rank, u8)] = match self {
            Variant::Classic | Variant::Free => &CLASSIC,
            Variant::Barrage => &BARRAGE,
            Variant::Duel => &DUEL,
        };
        let mut counts = RankCounts::default();
        for &(rank, n) in table {
            counts.set(rank, n);
        }
        counts
    }

    /// Whether every rank must be present exactly as `army()` says.
    pub fn is_exact(self) -> bool {
        self != Variant::Free
    }

    pub fn name(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Barrage => "barrage",
            Variant::Duel => "duel",
            Variant::Free => "free",
        }
    }

    pub fn parse(text: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn army_sizes() {
        assert_eq!(Variant::Classic.army().total(), 40);
        assert_eq!(Variant::Barrage.army().total(), 8);
        assert_eq!(Variant::Duel.army().total(), 10);
    }
}
