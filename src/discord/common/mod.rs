//! What several features word or ask the same way: a match's rules line, a move's log line,
//! and the `game` option that picks one of the member's games.

pub mod game_option;
pub mod log_line;
pub mod rules;
