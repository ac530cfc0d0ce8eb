//! A player's own four home rows as they will see them, and what is still to place.

use crate::engine::{Color, Deployment, Rank, Variant, home_square};

use super::board::cell_xy;
use super::canvas::Canvas;
use super::panel::draw_number;
use super::sprites::{Face, Ground, atlas};
use super::theme::*;
use crate::engine::Numbering;

pub fn draw(
    deployment: &Deployment,
    color: Color,
    variant: Variant,
    numbering: Numbering,
) -> Canvas {
    let atlas = atlas();
    let placed = deployment.counts();
    let to_place: Vec<(Rank, u8)> = variant
        .army()
        .iter()
        .map(|(rank, n)| (rank, n.saturating_sub(placed.get(rank))))
        .filter(|&(_, n)| n > 0)
        .collect();
    let base = &atlas.setup_base[color.index()];
    let strip_rows = to_place.len().div_ceil(10);
    let h = base.h + strip_rows * SETUP_CELL_H;
    let mut c = Canvas::new(base.w, h, atlas.ink.background);
    c.blit(base, 0, 0);

    let first_row = 10 - SETUP_ROWS;
    for (slot, piece) in deployment.0.iter().enumerate() {
        let square = home_square(slot, color);
        let (x, y) = cell_xy(square, color, first_row);
        match piece {
            Some(rank) => {
                let tile = atlas.tile(Ground::Board, color, numbering, Face::Rank(*rank));
                c.blit(tile, x + TILE_OFFSET, y + TILE_OFFSET);
            }
            None => c.blit(&atlas.square_names[square.index()], x + 1, y + 1),
        }
    }

    for (k, &(rank, n)) in to_place.iter().enumerate() {
        let x = BOARD_X + (k % 10) * SQ + TILE_OFFSET;
        let y = base.h + (k / 10) * SETUP_CELL_H;
        c.blit(
            atlas.tile(Ground::Panel, color, numbering, Face::Rank(rank)),
            x,
            y,
        );
        draw_number(
            &mut c,
            &atlas.count_digits[0],
            n as u32,
            x + TILE / 2,
            y + TILE - 3,
        );
    }
    c
}
