//! What one viewer knows. Rendering and messages get a [`View`], never the [`Game`].

use serde::{Deserialize, Serialize};

use super::color::{ByColor, Color};
use super::game::Game;
use super::moves::{Battle, PlayedMove};
use super::outcome::Outcome;
use super::rank::{Rank, RankCounts};
use super::square::Square;
use super::variant::Variant;

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Viewer {
    Player(Color),
    Spectator,
}

impl Viewer {
    /// Whether this viewer sees every rank of `color`'s pieces.
    pub fn owns(self, color: Color) -> bool {
        self == Viewer::Player(color)
    }
}

/// A piece as a viewer sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeenPiece {
    pub color: Color,
    /// Known rank: always for the viewer's own pieces; for others once a battle showed it, or
    /// Scout once it moved more than one square.
    pub rank: Option<Rank>,
    pub moved: bool,
    /// A battle showed this piece's rank to both players.
    pub revealed: bool,
    /// It moved more than one square, so everyone knows it is a Scout.
    pub scout_shown: bool,
}

/// The last move as a viewer sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeenMove {
    pub color: Color,
    pub from: Square,
    pub to: Square,
    /// The mover's rank if the viewer knows it.
    pub rank: Option<Rank>,
    /// Battles are public: both ranks are shown to both players.
    pub battle: Option<Battle>,
}

/// Everything one viewer may know about a game, and nothing more.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub variant: Variant,
    pub board: Vec<Option<SeenPiece>>,
    pub to_move: Color,
    pub ply: u32,
    pub last_move: Option<SeenMove>,
    /// Pieces of each rank still on the board (the army minus public captures).
    pub remaining: ByColor<RankCounts>,
    pub captured: ByColor<RankCounts>,
    pub outcome: Option<Outcome>,
}

impl View {
    pub fn at(&self, square: Square) -> Option<SeenPiece> {
        self.board[square.index()]
    }
}

impl PlayedMove {
    /// This move as `viewer` saw it: the mover's rank only if they own it, a battle showed it
    /// or the move itself showed a Scout. A player's history is the list of these.
    pub fn seen_by(&self, viewer: Viewer) -> SeenMove {
        SeenMove {
            color: self.color,
            from: self.from,
            to: self.to,
            rank: (viewer.owns(self.color) || self.battle.is_some() || self.reveals_scout())
                .then_some(self.rank),
            battle: self.battle,
        }
    }
}

impl Game {
    /// What `viewer` knows of this game.
    pub fn view(&self, viewer: Viewer) -> View {
        let mut board = vec![None; 100];
        for p in self.pieces() {
            let Some(square) = p.square else { continue };
            let rank = if viewer.owns(p.color) || p.revealed {
                Some(p.rank)
            } else if p.scout_shown {
                Some(Rank::Scout)
            } else {
                None
            };
            board[square.index()] = Some(SeenPiece {
                color: p.color,
                rank,
                moved: p.moved,
                revealed: p.revealed,
                scout_shown: p.scout_shown,
            });
        }
        let last_move = self.last_move().map(|m| m.seen_by(viewer));
        let remaining = ByColor::new_with(|c| {
            let mut left = *self.army().get(c);
            for (rank, n) in self.captured().get(c).iter() {
                for _ in 0..n {
                    left.remove(rank);
                }
            }
            left
        });
        View {
            viewer,
            variant: self.rules().variant,
            board,
            to_move: self.to_move(),
            ply: self.ply(),
            last_move,
            remaining,
            captured: *self.captured(),
            outcome: self.outcome(),
        }
    }
}

impl Game {
    /// The position with both armies shown, as a spectator would see it if nothing were
    /// hidden. Only for replays of finished games, whose setups are public by then.
    pub fn revealed_view(&self) -> View {
        let mut view = self.view(Viewer::Spectator);
        for p in self.pieces() {
            let Some(square) = p.square else { continue };
            if let Some(seen) = view.board[square.index()].as_mut() {
                seen.rank = Some(p.rank);
            }
        }
        if let (Some(seen), Some(played)) = (view.last_move.as_mut(), self.last_move()) {
            seen.rank = Some(played.rank);
        }
        view
    }
}
