//! The board: squares and names prepared once, pieces and last-move marks per image.

use crate::engine::{Square, View};

use super::canvas::Canvas;
use super::sprites::{Face, Ground, atlas};
use super::theme::*;
use crate::engine::Numbering;

pub use super::board_base::{bottom_of, cell_xy};

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
