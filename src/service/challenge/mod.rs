//! Challenges, practice games against the bot, and the limits that keep one member from
//! flooding a server.

pub mod limits;
pub mod make;
pub mod practice;
pub mod practice_driver;
pub mod preview;
pub mod rolling;
pub mod route;
pub mod think_budget;
