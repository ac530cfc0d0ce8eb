//! Message nonces. Discord refuses a nonce longer than 25 characters (400, 50035) and that
//! refusal is never retried, so a post whose nonce is built from a game, a colour and a thread
//! id would be lost for good. Every nonce the bot sends goes through [`fit`].

use sha2::{Digest, Sha256};

/// Discord's limit on a message nonce, in characters.
pub const MAX_LEN: usize = 25;

/// The nonce sent for `key`: the key itself when it fits (readable in logs), else a digest of
/// it. The same key always gives the same nonce, which is what lets Discord hand back the
/// message an earlier send of the same post made. A digest starts with `~`, which no key does,
/// so a short key and a digest never meet.
pub fn fit(key: &str) -> String {
    if key.len() <= MAX_LEN && !key.starts_with('~') {
        return key.to_string();
    }
    let digest = hex::encode(Sha256::digest(key.as_bytes()));
    format!("~{}", &digest[..MAX_LEN - 1])
}

/// A `CreateMessage` nonce that Discord enforces (a repeated send returns the first message).
pub fn enforced(
    msg: poise::serenity_prelude::CreateMessage,
    key: &str,
) -> poise::serenity_prelude::CreateMessage {
    msg.nonce(poise::serenity_prelude::Nonce::String(fit(key)))
        .enforce_nonce(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The largest id a snowflake (u64) or a stored row id (i64) can hold.
    const SNOWFLAKE: u64 = u64::MAX;
    const ROW: i64 = i64::MAX;

    #[test]
    fn every_nonce_the_bot_builds_fits_even_with_the_largest_ids() {
        // One key of each shape the bot sends (see game/posts.rs, setup/posts.rs,
        // send/dms_closed.rs, send/thread.rs, send/post.rs, announcer.rs and
        // tournament/posts.rs), with the largest ids.
        let keys = [
            format!("intro-{ROW}"),
            format!("setup-{ROW}-blue-2"),
            format!("dms-closed-{ROW}-blue-{SNOWFLAKE}"),
            format!("board-{ROW}-blue"),
            format!("public-{ROW}"),
            format!("reopened-{ROW}-{SNOWFLAKE}"),
            format!("re-{SNOWFLAKE}"),
            format!("outbox-{ROW}"),
            format!("outbox-{ROW}-{}", u32::MAX),
            format!("signup-{ROW}"),
        ];
        for key in &keys {
            let nonce = fit(key);
            assert!(nonce.chars().count() <= MAX_LEN, "{key} -> {nonce}");
            assert_eq!(fit(key), nonce, "stable");
        }
        let distinct: std::collections::HashSet<_> = keys.iter().map(|k| fit(k)).collect();
        assert_eq!(distinct.len(), keys.len());
    }

    #[test]
    fn short_keys_stay_readable_and_long_ones_differ_from_each_other() {
        assert_eq!(fit("outbox-17"), "outbox-17");
        let a = fit("dms-closed-1-red-1234567890123456789");
        let b = fit("dms-closed-1-red-1234567890123456788");
        assert_ne!(a, b);
        assert!(a.starts_with('~') && a.len() == MAX_LEN);
        assert_ne!(
            fit("~x"),
            "~x",
            "a key shaped like a digest is digested too"
        );
    }
}
