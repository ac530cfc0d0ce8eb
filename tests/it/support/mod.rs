//! Shared helpers for integration tests.
#![allow(dead_code)]

pub mod bot;
pub mod direct;
pub mod fake_discord;
pub mod process;
pub mod served;
pub mod table;
