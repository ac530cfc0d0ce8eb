//! Shared helpers for integration tests.
#![allow(dead_code)]

pub mod bot;
pub mod direct;
pub mod fake_discord;
pub mod process;
pub mod served;
pub mod table;

use std::time::{Duration, Instant};

/// Polls `cond` until it holds, or panics after `within` saying `what`: what a test awaits
/// instead of sleeping for a guessed time.
pub async fn wait_until(within: Duration, what: &str, mut cond: impl AsyncFnMut() -> bool) {
    let until = Instant::now() + within;
    while !cond().await {
        assert!(
            Instant::now() < until,
            "{what} did not happen within {within:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
