//! The bot's own setups: varied, shaped like people's, the Flag on the back row and shielded.

use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::Level;
use super::prior;
use crate::engine::{Color, Deployment, Rank, Variant, home_square};

/// A setup for `level`, never equal to `previous` (the bot's last one).
pub fn make_setup(
    level: Level,
    variant: Variant,
    seed: u64,
    previous: Option<&Deployment>,
) -> Deployment {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5e70_5e70);
    loop {
        let d = if level == Level::Random {
            Deployment::random(variant, rng.r#gen())
        } else {
            shaped(level, variant, &mut rng)
        };
        if previous != Some(&d) {
            return d;
        }
    }
}

/// Slots next to `slot` within the home rows (setup slots use the owner's own orientation).
fn slot_neighbours(slot: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (slot / 10, slot % 10);
    let mut out = Vec::with_capacity(4);
    if row > 0 {
        out.push(slot - 10);
    }
    if row < 3 {
        out.push(slot + 10);
    }
    if col > 0 {
        out.push(slot - 1);
    }
    if col < 9 {
        out.push(slot + 1);
    }
    out.into_iter()
}

fn pick_weighted(rng: &mut ChaCha8Rng, weights: &[(usize, f32)]) -> Option<usize> {
    let total: f32 = weights.iter().map(|w| w.1).sum();
    if total <= 0.0 {
        return weights.first().map(|w| w.0);
    }
    let mut x = rng.gen_range(0.0..total);
    for &(slot, w) in weights {
        if x < w {
            return Some(slot);
        }
        x -= w;
    }
    weights.last().map(|w| w.0)
}

fn shaped(level: Level, variant: Variant, rng: &mut ChaCha8Rng) -> Deployment {
    let army = match variant {
        Variant::Free => Variant::Classic.army(),
        v => v.army(),
    };
    let mut d = Deployment::EMPTY;
    // The Flag: back row, corners and edges a little more often.
    let full_army = variant == Variant::Classic || variant == Variant::Free;
    let flag_slots: Vec<(usize, f32)> = (30..40)
        .map(|s| {
            let mut w = prior::weight(Rank::Flag, home_square(s, Color::Red), Color::Red);
            // Hard keeps a full army's Flag out of the corners, where a guesser looks first.
            if level == Level::Hard && full_army && matches!(s % 10, 0 | 9) {
                w = 0.0;
            }
            (s, w)
        })
        .collect();
    let flag = pick_weighted(rng, &flag_slots).unwrap_or(30);
    d.0[flag] = Some(Rank::Flag);
    // Bombs shield the Flag first (easy shields it less thoroughly), then go where people put them.
    let mut bombs = army.get(Rank::Bomb) as usize;
    let mut guards: Vec<usize> = slot_neighbours(flag).collect();
    // In front of the flag first: that is the side attacks come from.
    guards.sort_by_key(|&s| s);
    let shield = match level {
        Level::Easy => guards.len().min(bombs).min(2),
        _ => guards.len().min(bombs),
    };
    for &slot in guards.iter().take(shield) {
        d.0[slot] = Some(Rank::Bomb);
        bombs -= 1;
    }
    let mut rest: Vec<Rank> = std::iter::repeat_n(Rank::Bomb, bombs).collect();
    for rank in Rank::ALL {
        if rank.is_movable() {
            rest.extend(std::iter::repeat_n(rank, army.get(rank) as usize));
        }
    }
    for rank in rest {
        let free: Vec<(usize, f32)> = (0..40)
            .filter(|&s| d.0[s].is_none())
            .map(|s| {
                let mut w = prior::weight(rank, home_square(s, Color::Red), Color::Red);
                // Partial armies keep pieces forward where they can fight.
                if !full_army && s < 20 && rank.is_movable() {
                    w *= 1.5;
                }
                // No more than one Bomb on the front row: it would block our own lanes.
                if rank == Rank::Bomb && s < 10 && (0..10).any(|x| d.0[x] == Some(Rank::Bomb)) {
                    w = 0.0;
                }
                (s, w)
            })
            .collect();
        if let Some(slot) = pick_weighted(rng, &free) {
            d.0[slot] = Some(rank);
        }
    }
    d
}
