//! Tournament formats and how many rounds each one needs.

use serde::{Deserialize, Serialize};

/// How a tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Format {
    /// Everyone meets everyone once, scheduled by Berger tables.
    RoundRobin,
    /// Everyone meets everyone twice; the second cycle repeats the first with colours swapped.
    DoubleRoundRobin,
    /// A fixed number of rounds paired by score groups; see [`swiss`](super::swiss).
    Swiss {
        /// Number of rounds, from 1 up to what a round robin would need.
        rounds: u32,
    },
    /// Knockout seeded by rating; see [`elimination`](super::elimination).
    SingleElimination,
}

impl Format {
    /// Smallest field this format accepts.
    pub const MIN_PLAYERS: usize = 2;

    /// Rounds a tournament of `players` entrants lasts.
    #[must_use]
    pub fn total_rounds(self, players: usize) -> usize {
        match self {
            Self::RoundRobin => round_robin_rounds(players),
            Self::DoubleRoundRobin => 2 * round_robin_rounds(players),
            Self::Swiss { rounds } => usize::try_from(rounds).unwrap_or(usize::MAX),
            Self::SingleElimination => players.max(1).next_power_of_two().trailing_zeros() as usize,
        }
    }

    /// A Swiss of `rounds`, or when none were asked for, the default length for a field of
    /// `max_players`, kept below a round robin's so the sign-up checks accept it.
    #[must_use]
    pub fn swiss_for(rounds: Option<u32>, max_players: u32) -> Self {
        match (rounds, Self::default_swiss(max_players as usize)) {
            (Some(rounds), _) => Self::Swiss { rounds },
            (None, Self::Swiss { rounds }) => Self::Swiss {
                rounds: rounds.clamp(1, max_players.saturating_sub(1).max(1)),
            },
            (None, other) => other,
        }
    }

    /// A reasonable Swiss length for `players`: enough rounds to separate a clear winner.
    #[must_use]
    pub fn default_swiss(players: usize) -> Self {
        let rounds = players.max(2).next_power_of_two().trailing_zeros();
        Self::Swiss { rounds }
    }
}

/// A round robin of an odd field adds a phantom player; whoever meets it has the bye.
pub(crate) fn round_robin_rounds(players: usize) -> usize {
    let even = players + players % 2;
    even.saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::Format;

    #[test]
    fn a_swiss_without_rounds_gets_enough_to_separate_a_winner_and_stays_legal() {
        assert_eq!(Format::swiss_for(Some(7), 16), Format::Swiss { rounds: 7 });
        assert_eq!(Format::swiss_for(None, 16), Format::Swiss { rounds: 4 });
        assert_eq!(Format::swiss_for(None, 128), Format::Swiss { rounds: 7 });
        // Every default is accepted by the sign-up checks: at least one round, fewer than players.
        for players in 2..=128 {
            let Format::Swiss { rounds } = Format::swiss_for(None, players) else {
                panic!("a Swiss");
            };
            assert!(
                (1..players).contains(&rounds),
                "{players} players: {rounds}"
            );
        }
    }
}
