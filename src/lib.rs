//! Stratego for Discord: rules engine, rendering, storage, services and the bot.

pub mod engine;
pub mod render;
