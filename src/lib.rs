//! Stratego for Discord: rules engine, rendering, storage, services and the bot.

pub mod ai;
pub mod cli;
pub mod config;
pub mod discord;
pub mod engine;
pub mod i18n;
pub mod logging;
pub mod record;
pub mod render;
pub mod seat;
pub mod service;
pub mod store;
pub mod tournament;
