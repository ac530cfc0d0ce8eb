//! A finished game never changes, so stepping through one keeps what a step needs: its moves
//! and the position every [`CHECKPOINT`] moves. A click then replays fewer than `CHECKPOINT`
//! moves from the nearest checkpoint instead of the whole game (2,000 at the move limit), and
//! reads nothing but the match row. A few recently stepped games are kept.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};

use crate::engine::{Game, Outcome, PlayedMove, View};
use crate::service::game::replay::{ReplayView, position_at};
use crate::service::{ServiceError, ServiceResult};
use crate::store::MatchId;

/// Moves between two kept positions.
pub const CHECKPOINT: usize = 50;
/// Replayed games kept (a `Game` is about a kilobyte, so 40 checkpoints a long game).
const GAMES: usize = 32;

/// A game ready to be shown at any move (kept only once finished: a game in play moves on).
#[derive(Debug)]
pub struct Replayed {
    pub moves: Vec<PlayedMove>,
    /// `checkpoints[k]`: the game after `k * CHECKPOINT` moves.
    checkpoints: Vec<Game>,
    end: Option<Outcome>,
}

impl Replayed {
    /// Replays `moves` from `start` once, keeping every `CHECKPOINT`-th position.
    pub fn build(
        start: Game,
        moves: Vec<PlayedMove>,
        end: Option<Outcome>,
    ) -> ServiceResult<Replayed> {
        let mut game = start;
        let mut checkpoints = vec![game.clone()];
        for (i, played) in moves.iter().enumerate() {
            let replayed = game
                .play(played.as_move())
                .map_err(|e| ServiceError::Internal(format!("move {i} replays as {e:?}")))?;
            if replayed != *played {
                return Err(ServiceError::Internal(format!(
                    "move {i} replays differently"
                )));
            }
            if (i + 1) % CHECKPOINT == 0 {
                checkpoints.push(game.clone());
            }
        }
        Ok(Replayed {
            moves,
            checkpoints,
            end,
        })
    }

    /// The game after `ply` moves (clamped) seen as `shown`, and how many moves that replayed.
    pub fn position(&self, ply: u32, shown: ReplayView) -> ServiceResult<(View, usize)> {
        let ply = (ply as usize).min(self.moves.len());
        let k = (ply / CHECKPOINT).min(self.checkpoints.len() - 1);
        let from = k * CHECKPOINT;
        let rest = &self.moves[from..];
        let view = position_at(
            self.checkpoints[k].clone(),
            rest,
            (ply - from) as u32,
            self.end,
            shown,
        )?;
        Ok((view, ply - from))
    }
}

/// The most recently stepped finished games, newest last.
#[derive(Debug, Default)]
pub struct ReplayCache(Mutex<VecDeque<(MatchId, Arc<Replayed>)>>);

impl ReplayCache {
    pub fn get(&self, id: MatchId) -> Option<Arc<Replayed>> {
        let mut games = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let i = games.iter().position(|(g, _)| *g == id)?;
        let entry = games.remove(i)?;
        let found = entry.1.clone();
        games.push_back(entry);
        Some(found)
    }

    pub fn put(&self, id: MatchId, game: Arc<Replayed>) {
        let mut games = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        games.retain(|(g, _)| *g != id);
        if games.len() >= GAMES {
            games.pop_front();
        }
        games.push_back((id, game));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Deployment, Rules, Variant, sim};

    #[test]
    fn every_position_matches_a_replay_from_the_start_and_a_step_replays_few_moves() {
        let (_, moves) = sim::random_game(Rules::default(), 7);
        assert!(moves.len() > 3 * CHECKPOINT, "{} moves", moves.len());
        let red = Deployment::random(Variant::Classic, 14);
        let blue = Deployment::random(Variant::Classic, 15);
        let start = Game::new(Rules::default(), &red, &blue).unwrap();
        let finished = Replayed::build(start.clone(), moves.clone(), None).unwrap();
        for ply in (0..=moves.len() as u32 + 3).step_by(7) {
            for shown in ReplayView::ALL {
                let (view, replayed) = finished.position(ply, shown).unwrap();
                let whole = position_at(start.clone(), &moves, ply, None, shown).unwrap();
                assert_eq!(view, whole, "move {ply} as {shown:?}");
                assert!(replayed < CHECKPOINT, "{replayed} moves replayed at {ply}");
            }
        }
    }
}
