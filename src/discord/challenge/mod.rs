//! Challenges: made by command, by the Apps menu or open to all, their buttons and list,
//! and practice games against the bot.

pub mod buttons;
pub mod command;
pub mod compose;
pub mod list;
pub mod menu;
pub mod practice;
