//! Position hashes for the more-squares rule: equal boards get equal keys.

use super::color::Color;
use super::rank::Rank;
use super::square::Square;

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Keys per (colour, rank, square): positions compare by what stands where, not by piece identity.
static KEYS: [u64; 2 * 12 * 100] = {
    let mut keys = [0u64; 2400];
    let mut i = 0;
    while i < 2400 {
        keys[i] = splitmix(i as u64 * 0x1234_5677 + 99);
        i += 1;
    }
    keys
};

pub const SIDE_KEY: u64 = splitmix(0xDEAD_BEEF);

pub fn piece_key(color: Color, rank: Rank, square: Square) -> u64 {
    KEYS[(color.index() * 12 + rank.index()) * 100 + square.index()]
}
