//! Images made of text on a plain background (tables, brackets): each one builds its own small
//! palette as it draws, since player names cannot be prepared as sprites.

use super::canvas::Canvas;
use super::font::{self, Place};
use super::palette::PaletteBuilder;
use super::png;
use super::theme::{self, Rgb};

/// Longest name drawn, in characters; longer ones are cut with an ellipsis.
const NAME_CHARS: usize = 22;

/// What stands in for a name the image font cannot draw (it is listed in the message text).
pub const PLACEHOLDER: &str = "*";

pub struct Card {
    pub canvas: Canvas,
    pal: PaletteBuilder,
}

impl Card {
    pub fn new(w: usize, h: usize) -> Card {
        let mut pal = PaletteBuilder::default();
        let bg = pal.ink(theme::BACKGROUND);
        Card {
            canvas: Canvas::new(w, h, bg),
            pal,
        }
    }

    pub fn ink(&mut self, rgb: Rgb) -> u8 {
        self.pal.ink(rgb)
    }

    pub fn rect(&mut self, x: i32, y: i32, w: i32, h: i32, rgb: Rgb) {
        let ink = self.ink(rgb);
        self.canvas.fill_rect(x, y, w, h, ink);
    }

    /// Text with its left edge at `x` and its digit height centred on `cy`.
    pub fn text_left(&mut self, text: &str, x: f32, cy: f32, px: f32, rgb: Rgb) {
        let w = font::width(text, px);
        self.text_centred(text, x + w / 2.0, cy, px, rgb);
    }

    /// Text with its right edge at `x`.
    pub fn text_right(&mut self, text: &str, x: f32, cy: f32, px: f32, rgb: Rgb) {
        let w = font::width(text, px);
        self.text_centred(text, x - w / 2.0, cy, px, rgb);
    }

    pub fn text_centred(&mut self, text: &str, cx: f32, cy: f32, px: f32, rgb: Rgb) {
        let ink = self.ink(rgb);
        let place = Place {
            cx,
            cy,
            px,
            by_ink: false,
        };
        font::draw(&mut self.canvas, &mut self.pal, text, place, ink);
    }

    pub fn png(self) -> Vec<u8> {
        png::encode(&self.canvas, &self.pal.finish())
    }
}

/// The name as the image shows it: cut to length, or the placeholder when the font cannot draw
/// it correctly (complex scripts, emoji, combining marks).
pub fn drawable_name(name: &str) -> String {
    if !super::script::fits_image_font(name) {
        return PLACEHOLDER.to_owned();
    }
    if name.chars().count() <= NAME_CHARS {
        return name.to_owned();
    }
    let mut cut: String = name.chars().take(NAME_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// 2.5 as "2½", 0.75 as "¾": tournament scores are in halves (Sonneborn-Berger in quarters).
pub fn score(value: f64) -> String {
    let quarters = (value * 4.0).round() as i64;
    let (whole, rest) = (quarters.div_euclid(4), quarters.rem_euclid(4));
    let fraction = ["", "¼", "½", "¾"][rest as usize];
    match (whole, fraction) {
        (0, f) if !f.is_empty() => f.to_owned(),
        (w, f) => format!("{w}{f}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_in_halves_and_quarters() {
        assert_eq!(score(0.0), "0");
        assert_eq!(score(0.5), "½");
        assert_eq!(score(2.5), "2½");
        assert_eq!(score(3.0), "3");
        assert_eq!(score(1.75), "1¾");
    }

    #[test]
    fn names_the_font_cannot_draw_become_the_placeholder() {
        assert_eq!(drawable_name("Åsa"), "Åsa");
        assert_eq!(drawable_name("Ștefan"), "Ștefan");
        assert_eq!(drawable_name("मराठी"), PLACEHOLDER);
        assert_eq!(drawable_name("สมชาย"), PLACEHOLDER);
        let long = drawable_name(&"x".repeat(40));
        assert_eq!(long.chars().count(), NAME_CHARS);
        assert!(long.ends_with('…'));
    }
}
