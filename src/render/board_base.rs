//! The empty board: where each square is drawn for a viewer, and the squares, lakes, grid and
//! edge names that every board image starts from (prepared once with the sprites).

use std::ops::Range;

use crate::engine::{Color, FILES, Square, Viewer};

use super::canvas::Canvas;
use super::font::{self, place};
use super::palette::PaletteBuilder;
use super::theme::*;

/// Whose side is drawn at the bottom: the player's own, red for everyone else.
pub fn bottom_of(viewer: Viewer) -> Color {
    match viewer {
        Viewer::Player(color) => color,
        Viewer::Spectator => Color::Red,
    }
}

/// Column from the left and row from the top where `square` is drawn.
pub fn cell(square: Square, bottom: Color) -> (usize, usize) {
    let (file, row) = (square.file() as usize, square.row() as usize);
    match bottom {
        Color::Red => (file, 9 - row),
        Color::Blue => (9 - file, row),
    }
}

/// Top-left pixel of `square`'s cell when the board's first shown row is `first_row`.
pub fn cell_xy(square: Square, bottom: Color, first_row: usize) -> (usize, usize) {
    let (col, row) = cell(square, bottom);
    (
        BOARD_X + col * SQ,
        BOARD_Y + (row - first_row.min(row)) * SQ,
    )
}

/// The square drawn at (column, row from the top).
fn square_at(col: usize, row: usize, bottom: Color) -> Square {
    let (file, rank) = match bottom {
        Color::Red => (col, 9 - row),
        Color::Blue => (9 - col, row),
    };
    Square::new(file as u8, rank as u8).expect("cells are on the board")
}

/// Squares, lakes, grid and the square names on the edges, for the rows (from the top) in
/// `rows`. Names are the real ones, so a turned board reads J..A and 10..1.
pub fn draw_base(c: &mut Canvas, p: &mut PaletteBuilder, bottom: Color, rows: Range<usize>) {
    let (board, grid, lake) = (p.ink(BOARD), p.ink(GRID), p.ink(LAKE));
    let wave = p.ink(LAKE_WAVE);
    let text = p.ink(TEXT);
    let shown = rows.len();
    let (w, h) = ((10 * SQ + 1) as i32, (shown * SQ + 1) as i32);
    c.fill_rect(BOARD_X as i32, BOARD_Y as i32, w, h, grid);
    for (r, row) in rows.clone().enumerate() {
        for col in 0..10 {
            let sq = square_at(col, row, bottom);
            let (x, y) = ((BOARD_X + col * SQ) as i32, (BOARD_Y + r * SQ) as i32);
            if !sq.is_lake() {
                c.fill_rect(x + 1, y + 1, SQ as i32 - 1, SQ as i32 - 1, board);
                continue;
            }
            // A lake is one 2x2 body of water: no grid lines inside it.
            let right = col < 9 && square_at(col + 1, row, bottom).is_lake();
            let below = r + 1 < shown && square_at(col, row + 1, bottom).is_lake();
            let (ew, eh) = (SQ as i32 - 1 + right as i32, SQ as i32 - 1 + below as i32);
            c.fill_rect(x + 1, y + 1, ew, eh, lake);
            c.fill_shape(p, wave, (x + 1, y + 1, x + 1 + ew, y + 1 + eh), |fx, fy| {
                let phase = ((fy - 8.0).rem_euclid(14.0)) - 7.0;
                (phase - 2.0 * (fx / 5.0).sin()).abs() < 0.9
            });
        }
    }
    for (r, row) in rows.enumerate() {
        let number = square_at(0, row, bottom).row() + 1;
        let cy = (BOARD_Y + r * SQ + SQ / 2) as f32;
        font::draw(
            c,
            p,
            &number.to_string(),
            place(BOARD_X as f32 / 2.0, cy, 14.0),
            text,
        );
    }
    let cy = (BOARD_Y + shown * SQ) as f32 + MARGIN_BOTTOM as f32 / 2.0 + 1.0;
    for col in 0..10 {
        let file = square_at(col, 9, bottom).file() as usize;
        let cx = (BOARD_X + col * SQ) as f32 + SQ as f32 / 2.0;
        font::draw(c, p, &FILES[file..file + 1], place(cx, cy, 14.0), text);
    }
}
