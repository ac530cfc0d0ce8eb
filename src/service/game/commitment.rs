//! Setup commitments: published when the game starts, so at the end anyone can check that
//! the revealed setup is the one that was played.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// SHA-256 (hex) of `setup + ":" + salt`.
pub fn commitment(setup: &str, salt: &str) -> String {
    let mut hash = Sha256::new();
    hash.update(setup.as_bytes());
    hash.update(b":");
    hash.update(salt.as_bytes());
    hex::encode(hash.finalize())
}

pub fn verify_commitment(setup: &str, salt: &str, commitment_hex: &str) -> bool {
    commitment(setup, salt).eq_ignore_ascii_case(commitment_hex)
}

/// 128 random bits, hex: too many to guess a setup by trying salts.
pub(crate) fn new_salt() -> String {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_is_sha256_of_setup_colon_salt() {
        // echo -n 'abc:x' | sha256sum
        assert_eq!(
            commitment("abc", "x"),
            "68a170c1f5d6d10b5011496348a45eb9197565608a6bbf98d2948852bb4737b0"
        );
        assert!(verify_commitment("abc", "x", &commitment("abc", "x")));
        assert!(!verify_commitment("abd", "x", &commitment("abc", "x")));
        assert_ne!(new_salt(), new_salt());
    }
}
