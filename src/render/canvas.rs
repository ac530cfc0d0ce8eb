//! An indexed-colour pixel buffer: images, sprites and the primitive copies between them.

use super::palette::{CLEAR, LEVELS, PaletteBuilder};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Canvas {
    pub w: usize,
    pub h: usize,
    pub px: Vec<u8>,
    /// No `CLEAR` pixels: blits copy whole rows.
    pub opaque: bool,
}

impl Canvas {
    pub fn new(w: usize, h: usize, fill: u8) -> Canvas {
        Canvas {
            w,
            h,
            px: vec![fill; w * h],
            opaque: fill != CLEAR,
        }
    }

    /// Marks whether the sprite has see-through pixels, after drawing it.
    pub fn seal(mut self) -> Canvas {
        self.opaque = !self.px.contains(&CLEAR);
        self
    }

    /// A rectangle, clipped to the canvas.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, ink: u8) {
        let (x0, y0) = (x.max(0) as usize, y.max(0) as usize);
        let x1 = ((x + w).max(0) as usize).min(self.w);
        let y1 = ((y + h).max(0) as usize).min(self.h);
        if x0 >= x1 {
            return;
        }
        for row in y0..y1 {
            self.px[row * self.w + x0..row * self.w + x1].fill(ink);
        }
    }

    /// A rectangle's outline `thick` pixels wide, inside the rectangle.
    pub fn outline(&mut self, x: i32, y: i32, w: i32, h: i32, thick: i32, ink: u8) {
        self.fill_rect(x, y, w, thick, ink);
        self.fill_rect(x, y + h - thick, w, thick, ink);
        self.fill_rect(x, y, thick, h, ink);
        self.fill_rect(x + w - thick, y, thick, h, ink);
    }

    /// Copies `sprite` with its top-left corner at (x, y); `CLEAR` pixels keep the canvas.
    pub fn blit(&mut self, sprite: &Canvas, x: usize, y: usize) {
        let w = sprite.w.min(self.w.saturating_sub(x));
        let h = sprite.h.min(self.h.saturating_sub(y));
        for row in 0..h {
            let src = &sprite.px[row * sprite.w..row * sprite.w + w];
            let start = (y + row) * self.w + x;
            let dst = &mut self.px[start..start + w];
            if sprite.opaque {
                dst.copy_from_slice(src);
            } else {
                for (d, &s) in dst.iter_mut().zip(src) {
                    if s != CLEAR {
                        *d = s;
                    }
                }
            }
        }
    }

    /// A copy of one rectangle's pixels, row by row.
    pub fn crop(&self, x: usize, y: usize, w: usize, h: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(w * h);
        for row in y..y + h {
            out.extend_from_slice(&self.px[row * self.w + x..row * self.w + x + w]);
        }
        out
    }

    /// Lays `ink` over one pixel at `coverage` (0..=1), anti-aliasing through the palette.
    pub fn cover(&mut self, pal: &mut PaletteBuilder, x: i32, y: i32, ink: u8, coverage: f32) {
        if x < 0 || y < 0 || x as usize >= self.w || y as usize >= self.h {
            return;
        }
        let level = (coverage.clamp(0.0, 1.0) * LEVELS as f32).round() as u8;
        let i = y as usize * self.w + x as usize;
        self.px[i] = pal.blend(self.px[i], ink, level);
    }

    /// Fills the pixels of the box (x0, y0)-(x1, y1) where `inside(x, y)` holds, 4x4
    /// supersampled for smooth edges. For preparing sprites only: it may add colours to the
    /// palette.
    pub fn fill_shape(
        &mut self,
        pal: &mut PaletteBuilder,
        ink: u8,
        (x0, y0, x1, y1): (i32, i32, i32, i32),
        inside: impl Fn(f32, f32) -> bool,
    ) {
        for y in y0.max(0)..y1.min(self.h as i32) {
            for x in x0.max(0)..x1.min(self.w as i32) {
                let hits = samples(x, y, &inside);
                if hits > 0 {
                    self.cover(pal, x, y, ink, hits as f32 / 16.0);
                }
            }
        }
    }

    /// Turns every pixel that `inside` never touches into `CLEAR`: an overlay sprite.
    pub fn clear_outside(mut self, inside: impl Fn(f32, f32) -> bool) -> Canvas {
        for y in 0..self.h {
            for x in 0..self.w {
                if samples(x as i32, y as i32, &inside) == 0 {
                    self.px[y * self.w + x] = CLEAR;
                }
            }
        }
        self.seal()
    }
}

/// How many of 16 sample points of pixel (x, y) fall inside.
fn samples(x: i32, y: i32, inside: &impl Fn(f32, f32) -> bool) -> u32 {
    let mut hits = 0;
    for sy in 0..4 {
        for sx in 0..4 {
            let fx = x as f32 + (sx as f32 + 0.5) / 4.0;
            let fy = y as f32 + (sy as f32 + 0.5) / 4.0;
            hits += inside(fx, fy) as u32;
        }
    }
    hits
}
