//! Position hashes: equal boards get equal keys. The more-squares rule compares positions as
//! the chasing player knows them: their own pieces by rank, the opponent's by which piece it
//! is (never by its hidden rank, so a refusal cannot tell two unknown pieces' ranks apart).

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

/// Key of the opponent's piece number `piece` on `square`, as a player who cannot see its rank
/// knows it.
pub fn enemy_piece_key(piece: usize, square: Square) -> u64 {
    splitmix(0x5EED_0000 + piece as u64 * 128 + square.index() as u64)
}
