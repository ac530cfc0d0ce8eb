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

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixels of the tile at column `i`, row `row`.
    fn cell(c: &Canvas, i: usize, row: usize) -> Vec<u8> {
        c.crop(PAD + i * SQ, PAD + row * SQ, TILE, TILE)
    }

    fn tile(color: Color, numbering: Numbering, rank: Rank) -> Vec<u8> {
        let t = atlas().tile(Ground::Panel, color, numbering, Face::Rank(rank));
        t.crop(0, 0, TILE, TILE)
    }

    /// Whether the drawn cell shows the tile (its see-through corners show the background).
    fn shows(drawn: &[u8], tile: &[u8]) -> bool {
        drawn.len() == tile.len()
            && drawn
                .iter()
                .zip(tile)
                .all(|(d, t)| *t == crate::render::palette::CLEAR || d == t)
    }

    #[test]
    fn every_piece_is_shown_in_both_numberings() {
        let c = draw();
        for (i, &rank) in Rank::ALL.iter().enumerate() {
            let new = tile(Color::Red, Numbering::New, rank);
            let old = tile(Color::Blue, Numbering::Old, rank);
            assert!(
                shows(&cell(&c, i, 0), &new),
                "{rank:?} in the new numbering"
            );
            assert!(
                shows(&cell(&c, i, 1), &old),
                "{rank:?} in the old numbering"
            );
        }
        // The numberings differ where they should: the Marshal is 10 in one and 1 in the other.
        assert_ne!(
            tile(Color::Red, Numbering::New, Rank::Marshal),
            tile(Color::Red, Numbering::Old, Rank::Marshal)
        );
        assert!(crate::render::pieces_png().starts_with(b"\x89PNG"));
    }
}
