//! A game in play: moving, the board, draws, resigning, the list of games, and the
//! posts a game makes in its thread and in the players' DMs.

pub mod board;
pub mod compose;
pub mod draw;
pub mod games;
pub mod move_choices;
pub mod moves;
pub mod posts;
pub mod resign;
