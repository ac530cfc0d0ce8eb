//! Tournaments: the command, sign-up, round health checks and the posts.

pub mod command;
pub mod compose;
pub mod health;
pub mod posts;
pub mod signup;
