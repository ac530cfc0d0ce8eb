//! The board: squares and names prepared once, pieces and last-move marks per image.

use std::ops::Range;

use crate::engine::{Color, FILES, Square, View, Viewer};

use super::canvas::Canvas;
use super::font;
use super::palette::PaletteBuilder;
use super::sprites::{Face, Ground, atlas, place};
use super::theme::*;
use crate::engine::Numbering;

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

/// Pieces and the last move on a board drawn from `base`.
pub fn draw_view(c: &mut Canvas, view: &View, numbering: Numbering) {
    let atlas = atlas();
    let bottom = bottom_of(view.viewer);
    if let Some(m) = view.last_move {
        let (fx, fy) = cell_xy(m.from, bottom, 0);
        let (tx, ty) = cell_xy(m.to, bottom, 0);
        c.fill_rect(
            fx as i32 + 1,
            fy as i32 + 1,
            SQ as i32 - 1,
            SQ as i32 - 1,
            atlas.ink.from_tint,
        );
        // A band along the path, so a Scout's long move reads as one stroke.
        let half = SQ as i32 / 2;
        let (x0, x1) = (fx.min(tx) as i32 + half, fx.max(tx) as i32 + half);
        let (y0, y1) = (fy.min(ty) as i32 + half, fy.max(ty) as i32 + half);
        c.fill_rect(
            x0 - 3,
            y0 - 3,
            x1 - x0 + 6,
            y1 - y0 + 6,
            atlas.ink.from_tint,
        );
    }
    for (i, seen) in view.board.iter().enumerate().take(Square::COUNT) {
        let (Some(piece), Some(sq)) = (seen, Square::from_index(i)) else {
            continue;
        };
        let (x, y) = cell_xy(sq, bottom, 0);
        let (x, y) = (x + TILE_OFFSET, y + TILE_OFFSET);
        let face = piece.rank.map_or(Face::Back, Face::Rank);
        c.blit(
            atlas.tile(Ground::Board, piece.color, numbering, face),
            x,
            y,
        );
        if piece.moved {
            c.blit(&atlas.moved_mark[piece.color.index()], x + 5, y + 28);
        }
        if view.viewer.owns(piece.color) && (piece.revealed || piece.scout_shown) {
            c.blit(
                &atlas.known_mark[piece.color.index()],
                x + TILE - 15,
                y + 28,
            );
        }
    }
    if let Some(m) = view.last_move {
        let (tx, ty) = cell_xy(m.to, bottom, 0);
        let side = SQ as i32 + 1;
        c.outline(tx as i32, ty as i32, side, side, 3, atlas.ink.highlight);
        if m.battle.is_some() {
            c.blit(&atlas.battle_badge, tx + SQ - 10, ty.saturating_sub(8));
        }
    }
}
