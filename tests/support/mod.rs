//! Shared helpers for integration tests.
#![allow(dead_code)]

pub mod fake_discord;
