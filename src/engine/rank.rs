use serde::{Deserialize, Serialize};

/// The kind of a piece. Declared weakest to strongest among movable pieces, then Bomb and Flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rank {
    Spy,
    Scout,
    Miner,
    Sergeant,
    Lieutenant,
    Captain,
    Major,
    Colonel,
    General,
    Marshal,
    Bomb,
    Flag,
}

impl Rank {
    /// Every rank, strongest first: the order armies are listed in.
    pub const ALL: [Rank; 12] = [
        Rank::Marshal,
        Rank::General,
        Rank::Colonel,
        Rank::Major,
        Rank::Captain,
        Rank::Lieutenant,
        Rank::Sergeant,
        Rank::Miner,
        Rank::Scout,
        Rank::Spy,
        Rank::Bomb,
        Rank::Flag,
    ];

    /// Dense index 0..12 (declaration order), for per-rank tables.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Option<Rank> {
        Rank::ALL.iter().copied().find(|r| r.index() == index)
    }

    /// Strength in battle among movable pieces: the "new" number (Spy 1 ... Marshal 10).
    pub fn strength(self) -> u8 {
        match self {
            Rank::Flag => 0,
            Rank::Bomb => 11,
            other => other as u8 + 1,
        }
    }

    pub fn is_movable(self) -> bool {
        !matches!(self, Rank::Bomb | Rank::Flag)
    }

    /// The character this rank has in setup strings and game records (numbering-neutral:
    /// new numbers with `X` for the Marshal's 10, `S` Spy, `B` Bomb, `F` Flag).
    pub fn code(self) -> char {
        match self {
            Rank::Marshal => 'X',
            Rank::General => '9',
            Rank::Colonel => '8',
            Rank::Major => '7',
            Rank::Captain => '6',
            Rank::Lieutenant => '5',
            Rank::Sergeant => '4',
            Rank::Miner => '3',
            Rank::Scout => '2',
            Rank::Spy => 'S',
            Rank::Bomb => 'B',
            Rank::Flag => 'F',
        }
    }

    pub fn from_code(code: char) -> Option<Rank> {
        Rank::ALL
            .iter()
            .copied()
            .find(|r| r.code() == code.to_ascii_uppercase())
    }

    /// English name, used in logs and records; user-facing text goes through the catalogue.
    pub fn name(self) -> &'static str {
        match self {
            Rank::Marshal => "Marshal",
            Rank::General => "General",
            Rank::Colonel => "Colonel",
            Rank::Major => "Major",
            Rank::Captain => "Captain",
            Rank::Lieutenant => "Lieutenant",
            Rank::Sergeant => "Sergeant",
            Rank::Miner => "Miner",
            Rank::Scout => "Scout",
            Rank::Spy => "Spy",
            Rank::Bomb => "Bomb",
            Rank::Flag => "Flag",
        }
    }

    pub fn from_name(name: &str) -> Option<Rank> {
        Rank::ALL
            .iter()
            .copied()
            .find(|r| r.name().eq_ignore_ascii_case(name.trim()))
    }
}

impl std::fmt::Display for Rank {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A count for every rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct RankCounts(pub [u8; 12]);

impl RankCounts {
    pub fn get(&self, rank: Rank) -> u8 {
        self.0[rank.index()]
    }

    pub fn set(&mut self, rank: Rank, count: u8) {
        self.0[rank.index()] = count;
    }

    pub fn add(&mut self, rank: Rank) {
        self.0[rank.index()] += 1;
    }

    pub fn remove(&mut self, rank: Rank) {
        self.0[rank.index()] = self.0[rank.index()].saturating_sub(1);
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&c| c as u32).sum()
    }

    /// Ranks with their counts, strongest first.
    pub fn iter(&self) -> impl Iterator<Item = (Rank, u8)> + '_ {
        Rank::ALL.iter().map(move |&r| (r, self.get(r)))
    }
}
