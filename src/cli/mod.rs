//! Command-line tools that ship in the bot binary (`stratego_bot <command> ...`).

pub mod backup;
pub mod check;
pub mod replay;
pub mod selfplay;
