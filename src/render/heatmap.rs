//! Setup heat maps: for each rank group, the 40 home squares as the player sees them (front
//! row on top), each shaded by how often a piece of that group stood there, the brightest
//! being the square it stood on most.
//!
//! No words: each map is headed by the group's piece tile and the number of games it counts, so
//! the picture needs no translation. Shades are extra palette entries appended after the shared
//! sprite palette, so the tiles keep their own indices.

use crate::engine::{Color, Deployment, Numbering, Rank};

use super::canvas::Canvas;
use super::panel::draw_number;
use super::sprites::{Face, Ground, atlas};
use super::theme::{Rgb, TILE};

/// The groups a setup is summed up by, in the order the maps are drawn.
pub const GROUPS: [Rank; 6] = [
    Rank::Flag,
    Rank::Bomb,
    Rank::Marshal,
    Rank::General,
    Rank::Spy,
    Rank::Scout,
];

/// How often each home slot (front row first, left to right as the player sees it) held a
/// piece of each rank in `GROUPS`, over `games` setups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupHeat {
    pub games: u32,
    pub counts: [[u32; 40]; 6],
}

impl Default for SetupHeat {
    fn default() -> Self {
        SetupHeat {
            games: 0,
            counts: [[0; 40]; 6],
        }
    }
}

impl SetupHeat {
    /// Adds one setup.
    pub fn add(&mut self, d: &Deployment) {
        self.games += 1;
        for (slot, piece) in d.0.iter().enumerate() {
            if let Some(g) = piece.and_then(|r| GROUPS.iter().position(|&x| x == r)) {
                self.counts[g][slot] += 1;
            }
        }
    }

    pub fn of(rank: Rank) -> Option<usize> {
        GROUPS.iter().position(|&r| r == rank)
    }
}

/// Side of one square of a map.
const CELL: usize = 22;
const GAP: usize = 12;
/// The tile heading a map, and the row it sits in.
const HEAD: usize = TILE + 8;
const MAP_W: usize = 10 * CELL;
const MAP_H: usize = HEAD + 4 * CELL;
/// Steps from an empty square (0) to one used in every game.
const SHADES: usize = 10;
/// Dark square, then a warm ramp to full yellow.
const COLD: Rgb = [0x3a, 0x40, 0x4a];
const HOT: Rgb = [0xff, 0xc8, 0x2e];
const LINE: Rgb = [0x24, 0x28, 0x2e];

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let m = |i: usize| (a[i] as f32 + (b[i] as f32 - a[i] as f32) * t).round() as u8;
    [m(0), m(1), m(2)]
}

/// The maps of `groups` (indices into [`GROUPS`]) side by side, three to a row, as PNG.
pub fn png(heat: &SetupHeat, groups: &[usize]) -> Vec<u8> {
    let atlas = atlas();
    let mut palette = atlas.palette.clone();
    // Appended after the sprites' colours; the shared palette stays far below 255 entries.
    let first = palette.len();
    let shade = |level: usize| (first + level) as u8;
    for level in 0..=SHADES {
        palette.push(mix(COLD, HOT, level as f32 / SHADES as f32));
    }
    let line = (first + SHADES + 1) as u8;
    palette.push(LINE);

    let cols = groups.len().clamp(1, 3);
    let rows = groups.len().div_ceil(3).max(1);
    let w = GAP + cols * (MAP_W + GAP);
    let h = GAP + rows * (MAP_H + GAP);
    let mut c = Canvas::new(w, h, atlas.ink.background);
    for (k, &g) in groups.iter().enumerate() {
        let x0 = GAP + (k % 3) * (MAP_W + GAP);
        let y0 = GAP + (k / 3) * (MAP_H + GAP);
        let tile = atlas.tile(
            Ground::Panel,
            Color::Red,
            Numbering::New,
            Face::Rank(GROUPS[g]),
        );
        c.blit(tile, x0, y0);
        draw_number(
            &mut c,
            &atlas.count_digits[0],
            heat.games,
            x0 + TILE + 40,
            y0 + TILE / 2 - 4,
        );
        let grid_y = y0 + HEAD;
        c.fill_rect(
            x0 as i32,
            grid_y as i32,
            MAP_W as i32 + 1,
            4 * CELL as i32 + 1,
            line,
        );
        // Shares are scaled to the map's busiest square, so a rank with many pieces (Scouts)
        // and one with a single piece (the Flag) both use the whole ramp.
        let busiest = heat.counts[g].iter().copied().max().unwrap_or(0).max(1) as usize;
        for slot in 0..40 {
            let n = heat.counts[g][slot] as usize;
            // Rounded up, so a square used even once is told apart from one never used.
            let level = (n * SHADES).div_ceil(busiest).min(SHADES);
            let (x, y) = (x0 + (slot % 10) * CELL, grid_y + (slot / 10) * CELL);
            c.fill_rect(
                x as i32 + 1,
                y as i32 + 1,
                CELL as i32 - 1,
                CELL as i32 - 1,
                shade(level),
            );
        }
    }
    super::png::encode(&c, &palette)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn the_shades_fit_in_the_palette() {
        assert!(atlas().palette.len() + SHADES + 2 < 255);
    }

    #[test]
    fn counts_add_up_per_group() {
        let mut heat = SetupHeat::default();
        for seed in 0..20 {
            heat.add(&Deployment::random(Variant::Classic, seed));
        }
        assert_eq!(heat.games, 20);
        let army = Variant::Classic.army();
        for (g, rank) in GROUPS.iter().enumerate() {
            let total: u32 = heat.counts[g].iter().sum();
            assert_eq!(total, 20 * army.get(*rank) as u32, "{rank:?}");
        }
        let png = png(&heat, &[0, 1, 2, 3, 4, 5]);
        assert_eq!(&png[1..4], b"PNG");
    }
}
