//! Plain data the tournament core reads and writes: players, pairings, results, rounds.
//!
//! Everything here is a value with public fields so the service layer can store it as rows
//! and rebuild it later; [`Tournament::from_parts`](super::Tournament::from_parts) checks it.

use serde::{Deserialize, Serialize};

/// An opaque player identifier (the service uses the Discord user id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u64);

/// One of the two armies. Red moves first in Stratego, so colours are balanced like in chess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The side that moves first.
    Red,
    /// The side that moves second.
    Blue,
}

/// Two players meeting in one game, with their colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pairing {
    /// The player with the red army.
    pub red: PlayerId,
    /// The player with the blue army.
    pub blue: PlayerId,
}

impl Pairing {
    /// The same two players with colours exchanged.
    #[must_use]
    pub fn swapped(self) -> Self {
        Self {
            red: self.blue,
            blue: self.red,
        }
    }

    /// Whether `player` plays in this pairing.
    #[must_use]
    pub fn involves(self, player: PlayerId) -> bool {
        self.red == player || self.blue == player
    }

    /// The other player, if `player` plays in this pairing.
    #[must_use]
    pub fn opponent_of(self, player: PlayerId) -> Option<PlayerId> {
        if self.red == player {
            Some(self.blue)
        } else if self.blue == player {
            Some(self.red)
        } else {
            None
        }
    }

    /// The colour `player` has, if they play in this pairing.
    #[must_use]
    pub fn side_of(self, player: PlayerId) -> Option<Side> {
        if self.red == player {
            Some(Side::Red)
        } else if self.blue == player {
            Some(Side::Blue)
        } else {
            None
        }
    }

    /// Whether both pairings join the same two players, whatever their colours.
    #[must_use]
    pub fn same_players(self, other: Pairing) -> bool {
        self == other || self == other.swapped()
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// Red captured the flag or Blue could not move.
    RedWin,
    /// Blue captured the flag or Red could not move.
    BlueWin,
    /// Agreed or forced draw. In single elimination the tie is replayed.
    Draw,
    /// `loser` forfeited (withdrawal, timeout, no-show); the other side wins without playing.
    Forfeit {
        /// The side that forfeited.
        loser: Side,
    },
    /// Neither player showed up: both score zero and, in a knockout, neither advances.
    DoubleForfeit,
}

impl GameResult {
    /// Points for (red, blue): 1 for a win, ½ for a draw, 0 for a loss or forfeit.
    #[must_use]
    pub fn points(self) -> (f64, f64) {
        match self.winner() {
            Some(Side::Red) => (1.0, 0.0),
            Some(Side::Blue) => (0.0, 1.0),
            None if self == Self::Draw => (0.5, 0.5),
            None => (0.0, 0.0),
        }
    }

    /// The winning side, if any (forfeits have a winner, draws and double forfeits do not).
    #[must_use]
    pub fn winner(self) -> Option<Side> {
        match self {
            Self::RedWin | Self::Forfeit { loser: Side::Blue } => Some(Side::Red),
            Self::BlueWin | Self::Forfeit { loser: Side::Red } => Some(Side::Blue),
            Self::Draw | Self::DoubleForfeit => None,
        }
    }

    /// Whether the game was actually played on the board (forfeits were not), so it counts for
    /// colour history and ratings.
    #[must_use]
    pub fn was_played(self) -> bool {
        matches!(self, Self::RedWin | Self::BlueWin | Self::Draw)
    }
}

/// A pairing and, once known, its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Who plays which colour.
    pub pairing: Pairing,
    /// `None` while the game is still to be played.
    pub result: Option<GameResult>,
}

impl Game {
    /// A game still to be played.
    #[must_use]
    pub fn pending(pairing: Pairing) -> Self {
        Self {
            pairing,
            result: None,
        }
    }
}

/// One round: its games and the players who sit out with a bye.
///
/// A bye scores one point. In single elimination a bye means advancing without playing, and a
/// drawn tie gets a replay appended to the same round's `games`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Games in board order (best-ranked pairing first).
    pub games: Vec<Game>,
    /// Players who do not play this round and score a bye.
    pub byes: Vec<PlayerId>,
}

impl Round {
    /// Games without a result yet.
    pub fn pending_games(&self) -> impl Iterator<Item = (usize, &Game)> {
        self.games
            .iter()
            .enumerate()
            .filter(|(_, g)| g.result.is_none())
    }

    /// Whether `player` has a game or a bye in this round.
    #[must_use]
    pub fn includes(&self, player: PlayerId) -> bool {
        self.byes.contains(&player) || self.games.iter().any(|g| g.pairing.involves(player))
    }
}

/// A registered player.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    /// Who this is.
    pub id: PlayerId,
    /// Rating when the tournament started; seeds are derived from it (higher is stronger).
    pub rating: f64,
    /// A withdrawn player forfeits their remaining games and is not paired again.
    pub withdrawn: bool,
}

impl Entrant {
    /// An active entrant with the given rating.
    #[must_use]
    pub fn new(id: PlayerId, rating: f64) -> Self {
        Self {
            id,
            rating,
            withdrawn: false,
        }
    }
}

/// The position of a game: round index and game index, both from zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameRef {
    /// Index into [`Tournament::rounds`](super::Tournament::rounds).
    pub round: usize,
    /// Index into [`Round::games`].
    pub game: usize,
}
