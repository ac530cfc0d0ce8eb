//! The standings table: place, player, points, Buchholz, Sonneborn-Berger, wins and games per
//! row. No column headings (they would be words): the message beside the image names them.

use super::card::{Card, drawable_name, score};
use super::theme;

/// One line of the table, in the order drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct TableLine {
    pub rank: u32,
    /// The player's display name; drawn only if the image font can (see [`drawable_name`]).
    pub name: String,
    pub points: f64,
    pub buchholz: f64,
    pub sonneborn_berger: f64,
    pub wins: u32,
    pub games: u32,
    pub withdrawn: bool,
}

pub const WIDTH: usize = 760;
const ROW: usize = 34;
const PAD: usize = 12;
const PX: f32 = 18.0;
const GOLD: theme::Rgb = [0xf2, 0xc1, 0x4e];
const STRIPE: theme::Rgb = [0x33, 0x38, 0x40];

/// Right edges of the number columns after the name.
const POINTS_X: f32 = 500.0;
const BUCHHOLZ_X: f32 = 580.0;
const SB_X: f32 = 650.0;
const WINS_X: f32 = 700.0;
const GAMES_X: f32 = 745.0;

pub fn draw(lines: &[TableLine]) -> Vec<u8> {
    let h = PAD * 2 + ROW * lines.len().max(1);
    let mut card = Card::new(WIDTH, h);
    for (i, line) in lines.iter().enumerate() {
        let top = PAD + i * ROW;
        if i % 2 == 1 {
            card.rect(0, top as i32, WIDTH as i32, ROW as i32, STRIPE);
        }
        let cy = (top + ROW / 2) as f32;
        let (main, dim) = if line.withdrawn {
            (theme::TEXT_DIM, theme::TEXT_DIM)
        } else {
            (theme::TEXT, theme::TEXT_DIM)
        };
        let rank_ink = if line.rank <= 3 && !line.withdrawn {
            GOLD
        } else {
            dim
        };
        card.text_right(&line.rank.to_string(), 52.0, cy, PX, rank_ink);
        card.text_left(&drawable_name(&line.name), 72.0, cy, PX, main);
        if line.withdrawn {
            // A struck-through name says "withdrawn" without a word.
            let w = super::font::width(&drawable_name(&line.name), PX);
            card.rect(72, cy as i32, w as i32, 2, theme::TEXT_DIM);
        }
        card.text_right(&score(line.points), POINTS_X, cy, PX + 2.0, main);
        card.text_right(&score(line.buchholz), BUCHHOLZ_X, cy, PX, dim);
        card.text_right(&score(line.sonneborn_berger), SB_X, cy, PX, dim);
        card.text_right(&line.wins.to_string(), WINS_X, cy, PX, dim);
        card.text_right(&line.games.to_string(), GAMES_X, cy, PX, dim);
    }
    card.png()
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let img = image::load_from_memory(png)
            .expect("a decodable PNG")
            .to_rgb8();
        (img.width(), img.height(), img.into_raw())
    }

    fn line(rank: u32, name: &str) -> TableLine {
        TableLine {
            rank,
            name: name.to_owned(),
            points: 4.5 - rank as f64,
            buchholz: 6.0,
            sonneborn_berger: 3.25,
            wins: 3,
            games: 5,
            withdrawn: rank == 6,
        }
    }

    const NAMES: [&str; 6] = [
        "Alice",
        "Åsa Ström",
        "Ștefan Țăranu",
        "Сергей",
        "मराठी खेळाडू",
        "สมชาย",
    ];

    #[test]
    fn table_in_six_scripts_decodes_at_a_sensible_size() {
        let lines: Vec<TableLine> = NAMES
            .iter()
            .enumerate()
            .map(|(i, n)| line(i as u32 + 1, n))
            .collect();
        let png = draw(&lines);
        // `STRATEGO_DUMP=dir cargo test --lib render::` writes the image to look at.
        if let Some(dir) = std::env::var_os("STRATEGO_DUMP") {
            std::fs::write(std::path::Path::new(&dir).join("standings.png"), &png).unwrap();
        }
        let (w, h, rgb) = decode(&png);
        assert_eq!(w as usize, WIDTH);
        assert_eq!(h as usize, PAD * 2 + ROW * 6);
        // Something is drawn on every row.
        let row_bytes = w as usize * 3;
        for i in 0..6 {
            let top = (PAD + i * ROW) * row_bytes;
            let row = &rgb[top..top + ROW * row_bytes];
            assert!(row.chunks(3).any(|p| p[0] > 0x80), "row {i} has no ink");
        }
        let (_, h, _) = decode(&draw(&[]));
        assert!(h > 0);
    }

    #[test]
    fn names_the_font_cannot_shape_are_drawn_as_the_placeholder() {
        for name in ["मराठी खेळाडू", "สมชาย"] {
            let drawn = draw(&[line(1, name)]);
            let placeholder = draw(&[line(1, super::super::card::PLACEHOLDER)]);
            assert_eq!(decode(&drawn), decode(&placeholder), "{name}");
        }
        for name in ["Åsa Ström", "Ștefan Țăranu", "Сергей", "Alice"] {
            let drawn = draw(&[line(1, name)]);
            let placeholder = draw(&[line(1, super::super::card::PLACEHOLDER)]);
            assert_ne!(decode(&drawn), decode(&placeholder), "{name}");
        }
    }
}
