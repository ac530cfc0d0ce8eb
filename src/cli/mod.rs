//! Command-line tools that ship in the bot binary (`stratego_bot <command> ...`).

pub mod replay;
pub mod selfplay;
