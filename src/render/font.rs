//! Text from the embedded DejaVu Sans Bold (licence in `assets/DejaVu-LICENSE.txt`), drawn
//! only while preparing sprites.

use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};

use super::canvas::Canvas;
use super::palette::PaletteBuilder;

static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!("../../assets/DejaVuSans-Bold.ttf"))
        .expect("the embedded font parses")
});

/// Where text goes: its centre, and whether to centre on the ink's own bounds (symbols) or
/// on the font's digit height (numbers and letters, so a row of them lines up).
#[derive(Debug, Clone, Copy)]
pub struct Place {
    pub cx: f32,
    pub cy: f32,
    pub px: f32,
    pub by_ink: bool,
}

#[cfg(test)]
pub fn has_glyph(c: char) -> bool {
    FONT.glyph_id(c).0 != 0
}

/// How wide `text` is at `px` pixels, in pixels (advances and kerning, no shaping).
pub fn width(text: &str, px: f32) -> f32 {
    let font = FONT.as_scaled(PxScale::from(px));
    let mut x = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += font.kern(p, id);
        }
        x += font.h_advance(id);
        prev = Some(id);
    }
    x
}

/// Draws `text` in `ink` centred at `place`.
pub fn draw(canvas: &mut Canvas, pal: &mut PaletteBuilder, text: &str, place: Place, ink: u8) {
    let font = FONT.as_scaled(PxScale::from(place.px));
    let mut x = 0.0;
    let mut glyphs = Vec::new();
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += font.kern(p, id);
        }
        glyphs.push(id.with_scale_and_position(place.px, point(x, 0.0)));
        x += font.h_advance(id);
        prev = Some(id);
    }
    let outlined: Vec<_> = glyphs
        .into_iter()
        .filter_map(|g| font.outline_glyph(g))
        .collect();
    let Some(first) = outlined.first() else {
        return;
    };
    let mut bounds = first.px_bounds();
    for g in &outlined {
        let b = g.px_bounds();
        bounds.min.x = bounds.min.x.min(b.min.x);
        bounds.min.y = bounds.min.y.min(b.min.y);
        bounds.max.x = bounds.max.x.max(b.max.x);
        bounds.max.y = bounds.max.y.max(b.max.y);
    }
    let (dx, dy) = if place.by_ink {
        (
            place.cx - (bounds.min.x + bounds.max.x) / 2.0,
            place.cy - (bounds.min.y + bounds.max.y) / 2.0,
        )
    } else {
        let digit_top = font
            .outline_glyph(font.glyph_id('0').with_scale(place.px))
            .map(|g| g.px_bounds().min.y)
            .unwrap_or(-place.px * 0.7);
        (place.cx - x / 2.0, place.cy - digit_top / 2.0)
    };
    let (dx, dy) = (dx.round(), dy.round());
    for g in &outlined {
        let b = g.px_bounds();
        g.draw(|gx, gy, c| {
            let px = (b.min.x + dx) as i32 + gx as i32;
            let py = (b.min.y + dy) as i32 + gy as i32;
            canvas.cover(pal, px, py, ink, c);
        });
    }
}

/// Text centred on digit height (lines up in rows).
pub fn place(cx: f32, cy: f32, px: f32) -> Place {
    Place {
        cx,
        cy,
        px,
        by_ink: false,
    }
}
