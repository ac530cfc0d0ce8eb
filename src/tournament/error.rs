//! What can go wrong, as data.

use thiserror::Error;

use super::model::{GameRef, PlayerId};

/// The plain data handed to [`Tournament::from_parts`](super::Tournament::from_parts) or
/// [`Tournament::new`](super::Tournament::new) does not describe a valid tournament.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TournamentError {
    /// Fewer entrants than the format needs.
    #[error("too few players: {got}, need at least {min}")]
    TooFewPlayers {
        /// Entrants given.
        got: usize,
        /// Minimum for the format.
        min: usize,
    },
    /// The same player is registered twice.
    #[error("player {0:?} is registered twice")]
    DuplicatePlayer(PlayerId),
    /// A round mentions a player who is not registered.
    #[error("player {0:?} is not registered")]
    UnknownPlayer(PlayerId),
    /// A game pairs a player with themselves.
    #[error("player {0:?} is paired with themselves")]
    SelfPairing(PlayerId),
    /// A player appears twice in one round (knockout replays of the same tie excepted).
    #[error("player {player:?} appears twice in round {round}")]
    PlayedTwice {
        /// Round index from zero.
        round: usize,
        /// The player.
        player: PlayerId,
    },
    /// A Swiss tournament must have between 1 and `max` rounds.
    #[error("a Swiss of this size needs 1 to {max} rounds, not {rounds}")]
    BadSwissLength {
        /// Rounds asked for.
        rounds: u32,
        /// Most rounds that can be paired.
        max: usize,
    },
    /// More rounds than the format lasts.
    #[error("{got} rounds stored but the format lasts {max}")]
    TooManyRounds {
        /// Rounds stored.
        got: usize,
        /// Rounds the format lasts.
        max: usize,
    },
    /// A round before the last one still has games without results.
    #[error("round {0} is not complete but a later round exists")]
    EarlierRoundOpen(usize),
}

/// Why [`Tournament::next_round`](super::Tournament::next_round) cannot pair a round.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    /// Every round has been played.
    #[error("the tournament is finished")]
    AlreadyFinished,
    /// The current round still has games to play (including knockout replays).
    #[error("the current round still has {open} open game(s)")]
    RoundNotComplete {
        /// Games or replays still to play.
        open: usize,
    },
}

/// Why a result or withdrawal cannot be recorded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ResultError {
    /// No game at that position.
    #[error("no game at round {}, game {}", .0.round, .0.game)]
    NoSuchGame(GameRef),
    /// Results are final once recorded; rounds are paired from them.
    #[error("game at round {}, game {} already has a result", .0.round, .0.game)]
    AlreadyRecorded(GameRef),
    /// The player is not registered.
    #[error("player {0:?} is not registered")]
    UnknownPlayer(PlayerId),
    /// The player has already withdrawn.
    #[error("player {0:?} has already withdrawn")]
    AlreadyWithdrawn(PlayerId),
}
