//! Everything drawn with anti-aliasing is drawn once, here, into one shared palette; an image
//! is then only copies of these sprites plus a few solid rectangles.

use std::sync::LazyLock;

use crate::engine::{Color, Rank, Square};

use super::board_base as board;
use super::canvas::Canvas;
use super::font::{self, Place, place};
use super::palette::{CLEAR, PaletteBuilder};
use super::theme::*;
use crate::engine::Numbering;

/// Palette indices of the solid colours drawn at render time.
pub struct Inks {
    pub background: u8,
    pub board: u8,
    pub text: u8,
    pub highlight: u8,
    pub from_tint: u8,
    pub fill: [u8; 2],
}

/// What a tile is laid on: its cut corners show that colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    Board,
    Panel,
}

/// A piece as drawn: its back, or its face with a rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    Back,
    Rank(Rank),
}

pub struct Atlas {
    pub palette: Vec<Rgb>,
    pub ink: Inks,
    /// By ground, colour, numbering, face (back, then ranks by index).
    tiles: Vec<Canvas>,
    /// Faces with a cross, on the panel: the loser of a battle.
    struck: Vec<Canvas>,
    /// Overlays on a tile of each colour: it has moved; the enemy knows its rank.
    pub moved_mark: [Canvas; 2],
    pub known_mark: [Canvas; 2],
    pub battle_badge: Canvas,
    pub swords: Canvas,
    /// A back with a star: the winner's swatch.
    pub winner: [Canvas; 2],
    /// Panel row labels by numbering and rank index.
    labels: Vec<Canvas>,
    /// Digits 0-9 for army counts: bright, and dim for none left.
    pub count_digits: [Vec<Canvas>; 2],
    pub move_digits: Vec<Canvas>,
    /// Small digits for a guessed piece's certainty, drawn across the top of its tile.
    pub guess_digits: Vec<Canvas>,
    /// By colour: a piece left, a piece lost.
    pub pips: [[Canvas; 2]; 2],
    /// Whole empty images with the board turned for each colour at the bottom.
    pub full_base: [Canvas; 2],
    pub board_base: [Canvas; 2],
    pub setup_base: [Canvas; 2],
    /// Names printed in empty setup squares, by square index.
    pub square_names: Vec<Canvas>,
}

static ATLAS: LazyLock<Atlas> = LazyLock::new(Atlas::prepare);

pub fn atlas() -> &'static Atlas {
    &ATLAS
}

/// Bold ink for each piece's small symbol, in rank order of `Rank::ALL`.
pub fn symbol(rank: Rank) -> &'static str {
    match rank {
        Rank::Marshal => "♛",
        Rank::General => "★",
        Rank::Colonel => "✪",
        Rank::Major => "✦",
        Rank::Captain => "◆",
        Rank::Lieutenant => "▲",
        Rank::Sergeant => "≡",
        Rank::Miner => "⚒",
        Rank::Scout => "➜",
        Rank::Spy => "◉",
        Rank::Bomb => "✹",
        Rank::Flag => "⚑",
    }
}

const FACES: usize = 13;

impl Atlas {
    pub fn tile(&self, ground: Ground, color: Color, numbering: Numbering, face: Face) -> &Canvas {
        let face = match face {
            Face::Back => 0,
            Face::Rank(r) => 1 + r.index(),
        };
        let ground = (ground == Ground::Panel) as usize;
        &self.tiles[((ground * 2 + color.index()) * 2 + numbering.index()) * FACES + face]
    }

    pub fn struck(&self, color: Color, numbering: Numbering, rank: Rank) -> &Canvas {
        &self.struck[(color.index() * 2 + numbering.index()) * 12 + rank.index()]
    }

    pub fn label(&self, numbering: Numbering, rank: Rank) -> &Canvas {
        &self.labels[numbering.index() * 12 + rank.index()]
    }

    fn prepare() -> Atlas {
        let mut pal = PaletteBuilder::default();
        let p = &mut pal;
        let ink = Inks {
            background: p.ink(BACKGROUND),
            board: p.ink(BOARD),
            text: p.ink(TEXT),
            highlight: p.ink(HIGHLIGHT),
            from_tint: p.ink(FROM_TINT),
            fill: [p.ink(RED_FILL), p.ink(BLUE_FILL)],
        };
        let mut tiles = Vec::new();
        for ground in [ink.board, ink.background] {
            for color in Color::ALL {
                for numbering in Numbering::ALL {
                    tiles.push(make_tile(p, color, ground, None));
                    for rank in (0..12).filter_map(Rank::from_index) {
                        tiles.push(make_tile(p, color, ground, Some((rank, numbering))));
                    }
                }
            }
        }
        let mut struck = Vec::new();
        for color in Color::ALL {
            for numbering in Numbering::ALL {
                for rank in (0..12).filter_map(Rank::from_index) {
                    let mut t = make_tile(p, color, ink.background, Some((rank, numbering)));
                    cross(&mut t, p);
                    struck.push(t);
                }
            }
        }
        let mut labels = Vec::new();
        for numbering in Numbering::ALL {
            for rank in (0..12).filter_map(Rank::from_index) {
                let mut c = Canvas::new(COL_LABEL_W, PANEL_ROW_H, ink.background);
                let cy = PANEL_ROW_H as f32 / 2.0;
                let text = p.ink(TEXT);
                font::draw(
                    &mut c,
                    p,
                    numbering.label(rank),
                    place(17.0, cy, 16.0),
                    text,
                );
                let dim = p.ink(TEXT_DIM);
                font::draw(&mut c, p, symbol(rank), ink_place(36.0, cy, 11.0), dim);
                labels.push(c);
            }
        }
        let white = p.ink(WHITE);
        let moved_mark = Color::ALL.map(|color| {
            let round = |x: f32, y: f32| (x - 4.5).powi(2) + (y - 4.5).powi(2) <= 3.6f32.powi(2);
            let mut c = Canvas::new(9, 9, ink.fill[color.index()]);
            c.fill_shape(p, white, (0, 0, 9, 9), round);
            c.clear_outside(round)
        });
        let known_mark = Color::ALL.map(|color| {
            let disc = |x: f32, y: f32| (x - 5.0).powi(2) + (y - 5.0).powi(2) <= 4.4f32.powi(2);
            let hole = |x: f32, y: f32| (x - 5.0).powi(2) + (y - 5.0).powi(2) <= 2.2f32.powi(2);
            let fill = ink.fill[color.index()];
            let mut c = Canvas::new(10, 10, fill);
            c.fill_shape(p, white, (0, 0, 10, 10), disc);
            c.fill_shape(p, fill, (0, 0, 10, 10), hole);
            c.clear_outside(disc)
        });
        let battle_badge = {
            let side = 18;
            let outer = rounded(0.0, side as f32, 4.0);
            let inner = rounded(1.5, side as f32 - 1.5, 3.0);
            let mut c = Canvas::new(side, side, CLEAR);
            c.fill_shape(p, ink.highlight, (0, 0, 18, 18), &outer);
            let badge = p.ink(BADGE);
            c.fill_shape(p, badge, (0, 0, 18, 18), &inner);
            font::draw(&mut c, p, "⚔", ink_place(9.0, 9.0, 12.0), white);
            c.clear_outside(&outer)
        };
        let swords = {
            let mut c = Canvas::new(COL_LABEL_W, TILE, ink.background);
            let mid = TILE as f32 / 2.0;
            font::draw(
                &mut c,
                p,
                "⚔",
                ink_place(COL_LABEL_W as f32 / 2.0, mid, 24.0),
                ink.highlight,
            );
            c
        };
        let winner = Color::ALL.map(|color| {
            let mut t = make_tile(p, color, ink.background, None);
            let mid = TILE as f32 / 2.0;
            font::draw(&mut t, p, "★", ink_place(mid, mid, 30.0), ink.highlight);
            t
        });
        let count_digits = [p.ink(WHITE), p.ink(LOST)]
            .map(|color| digits(p, 12, PANEL_ROW_H, 17.0, ink.background, color));
        let move_digits = digits(p, 13, TILE, 20.0, ink.background, ink.text);
        let guess_digits = digits(p, 8, 12, 11.0, ink.background, ink.highlight);
        let pips = Color::ALL.map(|color| {
            let shape = move |x: f32, y: f32| match color {
                Color::Red => {
                    (0.5..PIP as f32 + 0.5).contains(&x) && (0.5..PIP as f32 + 0.5).contains(&y)
                }
                Color::Blue => (x - 4.0).powi(2) + (y - 4.0).powi(2) <= 3.7f32.powi(2),
            };
            let alive = {
                let mut c = Canvas::new(PIP + 1, PIP + 1, ink.background);
                let pip = p.ink([RED_PIP, BLUE_PIP][color.index()]);
                c.fill_shape(p, pip, (0, 0, 8, 8), shape);
                c
            };
            let lost = {
                let mut c = Canvas::new(PIP + 1, PIP + 1, ink.background);
                let grey = p.ink(LOST);
                c.fill_shape(p, grey, (0, 0, 8, 8), shape);
                let strike = p.ink(TEXT);
                c.fill_shape(p, strike, (0, 0, 8, 8), |x, y| (x + y - 8.0).abs() < 1.3);
                c
            };
            [alive, lost]
        });
        let full_base = Color::ALL.map(|bottom| {
            let mut c = Canvas::new(FULL_IMAGE_W, BOARD_IMAGE_H, ink.background);
            board::draw_base(&mut c, p, bottom, 0..10);
            c
        });
        let board_base = Color::ALL.map(|bottom| {
            let mut c = Canvas::new(BOARD_IMAGE_W, BOARD_IMAGE_H, ink.background);
            board::draw_base(&mut c, p, bottom, 0..10);
            c
        });
        let setup_base = Color::ALL.map(|bottom| {
            let h = BOARD_Y + SETUP_ROWS * SQ + MARGIN_BOTTOM;
            let mut c = Canvas::new(BOARD_IMAGE_W, h, ink.background);
            board::draw_base(&mut c, p, bottom, 10 - SETUP_ROWS..10);
            c
        });
        let name_ink = p.ink(SQUARE_NAME);
        let square_names = Square::all()
            .map(|sq| {
                let mut c = Canvas::new(SQ - 1, SQ - 1, ink.board);
                let mid = (SQ - 1) as f32 / 2.0;
                font::draw(&mut c, p, &sq.to_string(), place(mid, mid, 12.0), name_ink);
                c
            })
            .collect();
        Atlas {
            ink,
            tiles,
            struck,
            moved_mark,
            known_mark,
            battle_badge,
            swords,
            winner,
            labels,
            count_digits,
            move_digits,
            guess_digits,
            pips,
            full_base,
            board_base,
            setup_base,
            square_names,
            palette: pal.finish(),
        }
    }
}

/// A symbol centred on its own ink.
fn ink_place(cx: f32, cy: f32, px: f32) -> Place {
    Place {
        cx,
        cy,
        px,
        by_ink: true,
    }
}

/// A rounded square from `lo` to `hi` on both axes.
fn rounded(lo: f32, hi: f32, r: f32) -> impl Fn(f32, f32) -> bool {
    move |x, y| {
        let dx = (lo + r - x).max(x - (hi - r)).max(0.0);
        let dy = (lo + r - y).max(y - (hi - r)).max(0.0);
        x >= lo && x <= hi && y >= lo && y <= hi && dx * dx + dy * dy <= r * r
    }
}

/// An octagon from `lo` to `hi` with corners cut by `cut`.
fn octagon(lo: f32, hi: f32, cut: f32) -> impl Fn(f32, f32) -> bool {
    move |x, y| {
        let (a, b) = (x - lo, hi - x);
        let (c, d) = (y - lo, hi - y);
        a >= 0.0
            && b >= 0.0
            && c >= 0.0
            && d >= 0.0
            && a + c >= cut
            && b + c >= cut
            && a + d >= cut
            && b + d >= cut
    }
}

/// One piece tile on `ground`: rim, body, then a back pattern or a rank and symbol.
fn make_tile(
    p: &mut PaletteBuilder,
    color: Color,
    ground: u8,
    face: Option<(Rank, Numbering)>,
) -> Canvas {
    let t = TILE as f32;
    let mut c = Canvas::new(TILE, TILE, ground);
    let bbox = (0, 0, TILE as i32, TILE as i32);
    let (rim, fill, pattern) = match color {
        Color::Red => (RED_RIM, RED_FILL, RED_PATTERN),
        Color::Blue => (BLUE_RIM, BLUE_FILL, BLUE_PATTERN),
    };
    let (rim, fill, pattern) = (p.ink(rim), p.ink(fill), p.ink(pattern));
    match color {
        Color::Red => {
            c.fill_shape(p, rim, bbox, rounded(0.0, t, 5.0));
            c.fill_shape(p, fill, bbox, rounded(2.5, t - 2.5, 3.0));
        }
        Color::Blue => {
            c.fill_shape(p, rim, bbox, octagon(0.0, t, 11.0));
            c.fill_shape(p, fill, bbox, octagon(2.5, t - 2.5, 9.5));
        }
    }
    match face {
        None => {
            let body = match color {
                Color::Red => Box::new(rounded(5.0, t - 5.0, 2.0)) as Box<dyn Fn(f32, f32) -> bool>,
                Color::Blue => Box::new(octagon(5.0, t - 5.0, 8.0)),
            };
            match color {
                // Red backs are striped, blue backs dotted: a second cue beside the hue.
                Color::Red => c.fill_shape(p, pattern, bbox, |x, y| {
                    body(x, y) && (x + y).rem_euclid(8.0) < 3.0
                }),
                Color::Blue => c.fill_shape(p, pattern, bbox, |x, y| {
                    let (dx, dy) = (
                        (x - 1.5).rem_euclid(7.0) - 3.5,
                        (y - 1.5).rem_euclid(7.0) - 3.5,
                    );
                    body(x, y) && dx * dx + dy * dy < 2.9
                }),
            }
        }
        Some((rank, numbering)) => {
            let white = p.ink(WHITE);
            let label = numbering.label(rank);
            let px = if label.len() > 1 { 19.0 } else { 21.0 };
            font::draw(&mut c, p, label, place(t / 2.0, 16.0, px), white);
            font::draw(
                &mut c,
                p,
                symbol(rank),
                ink_place(t / 2.0, 32.0, 11.0),
                white,
            );
        }
    }
    c.seal()
}

/// A dark cross with a light core over a tile: this piece lost the battle.
fn cross(c: &mut Canvas, p: &mut PaletteBuilder) {
    let t = TILE as f32;
    let bbox = (0, 0, TILE as i32, TILE as i32);
    let near = |w: f32| move |x: f32, y: f32| (x - y).abs() < w || (x + y - t).abs() < w;
    let (dark, light) = (p.ink(STRIKE), p.ink(TEXT));
    c.fill_shape(p, dark, bbox, near(3.6));
    c.fill_shape(p, light, bbox, near(1.5));
}

/// Digit sprites of one size and colour, each `w` x `h`.
fn digits(p: &mut PaletteBuilder, w: usize, h: usize, px: f32, ground: u8, ink: u8) -> Vec<Canvas> {
    (0..10)
        .map(|d| {
            let mut c = Canvas::new(w, h, ground);
            font::draw(
                &mut c,
                p,
                &d.to_string(),
                place(w as f32 / 2.0, h as f32 / 2.0, px),
                ink,
            );
            c
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_is_in_the_font_and_the_palette_fits() {
        for rank in Rank::ALL {
            for c in symbol(rank).chars() {
                assert!(font::has_glyph(c), "{rank}");
            }
        }
        assert!(font::has_glyph('⚔'));
        let atlas = atlas();
        assert!(atlas.palette.len() < 255, "{} colours", atlas.palette.len());
    }
}
