//! The one palette every image shares, built while the sprites are prepared.
//!
//! Anti-aliased edges need colours between a background and a foreground; rather than
//! quantising afterwards, each blend is added the first time it is drawn (a few levels per
//! pair), so a finished sprite holds exact palette indices.

use std::collections::HashMap;

use super::theme::Rgb;

/// Coverage steps between a background (0) and a foreground (`LEVELS`).
pub const LEVELS: u8 = 5;
/// Reserved index meaning "keep what is underneath" in sprites.
pub const CLEAR: u8 = 255;

#[derive(Default)]
pub struct PaletteBuilder {
    colors: Vec<Rgb>,
    index: HashMap<Rgb, u8>,
}

impl PaletteBuilder {
    /// The index of an exact colour, adding it if new.
    pub fn ink(&mut self, rgb: Rgb) -> u8 {
        if let Some(&i) = self.index.get(&rgb) {
            return i;
        }
        let i = u8::try_from(self.colors.len())
            .ok()
            .filter(|&i| i < CLEAR)
            .expect("the render palette stays below 255 colours");
        self.colors.push(rgb);
        self.index.insert(rgb, i);
        i
    }

    /// `fg` laid over `bg` at `level / LEVELS` coverage.
    pub fn blend(&mut self, bg: u8, fg: u8, level: u8) -> u8 {
        match level {
            0 => bg,
            l if l >= LEVELS || bg == CLEAR => fg,
            l => {
                let (b, f) = (self.colors[bg as usize], self.colors[fg as usize]);
                let mix = |i: usize| {
                    let (b, f, l) = (b[i] as u32, f[i] as u32, l as u32);
                    ((b * (LEVELS as u32 - l) + f * l + LEVELS as u32 / 2) / LEVELS as u32) as u8
                };
                self.ink([mix(0), mix(1), mix(2)])
            }
        }
    }

    pub fn finish(self) -> Vec<Rgb> {
        self.colors
    }
}
