//! The bridge between a game and the bot in one seat: it hands the AI exactly what a human in
//! that seat could know (their view, the moves as they saw them, their legal moves).

pub mod bot_games;
pub mod engine_games;

use crate::ai::{self, Knowledge, Level, Limits};
use crate::engine::{Color, Game, Move, PlayedMove, SeenMove, Viewer};

/// The moves of a game as `color`'s player saw them.
pub fn history_for(played: &[PlayedMove], color: Color) -> Vec<SeenMove> {
    played
        .iter()
        .map(|m| m.seen_by(Viewer::Player(color)))
        .collect()
}

/// What `color`'s player knows of `game`, given the moves played so far.
pub fn knowledge_for(game: &Game, played: &[PlayedMove], color: Color) -> Option<Knowledge> {
    let view = game.view(Viewer::Player(color));
    Knowledge::new(&view, &history_for(played, color), *game.rules())
}

/// The bot's move for the side to move, or `None` if the game is over or it has no move.
pub fn bot_move(
    game: &Game,
    played: &[PlayedMove],
    level: Level,
    limits: &Limits,
    seed: u64,
) -> Option<Move> {
    let legal = game.legal_moves();
    let knowledge = knowledge_for(game, played, game.to_move())?;
    ai::choose_move(level, &knowledge, &legal, limits, seed)
}
