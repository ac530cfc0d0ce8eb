//! Profiles and leaderboards.

pub mod command;
pub mod leaderboard;
