//! The army at a glance for `/help`: every piece in both numberings, with how many each side
//! has. Only sprites and digits, so it reads the same in every language.

use super::canvas::Canvas;
use super::panel::draw_number;
use super::sprites::{Face, Ground, atlas};
use super::theme::{SQ, TILE};
use crate::engine::{Color, Numbering, Rank, Variant};

const PAD: usize = 8;
/// Height of the row of counts under the tiles.
const COUNT_ROW: usize = 18;

/// Twelve columns, strongest first: the new numbering on a red piece, the old on a blue one,
/// and the classic army's count below.
pub fn draw() -> Canvas {
    let atlas = atlas();
    let w = PAD * 2 + SQ * Rank::ALL.len();
    let h = PAD * 2 + SQ * 2 + COUNT_ROW;
    let mut c = Canvas::new(w, h, atlas.ink.background);
    let army = Variant::Classic.army();
    for (i, &rank) in Rank::ALL.iter().enumerate() {
        let x = PAD + i * SQ;
        for (row, (color, numbering)) in
            [(Color::Red, Numbering::New), (Color::Blue, Numbering::Old)]
                .into_iter()
                .enumerate()
        {
            let tile = atlas.tile(Ground::Panel, color, numbering, Face::Rank(rank));
            c.blit(tile, x, PAD + row * SQ);
        }
        draw_number(
            &mut c,
            &atlas.count_digits[0],
            u32::from(army.get(rank)),
            x + TILE / 2,
            PAD + SQ * 2 + 2,
        );
    }
    c
}
