//! A seat's guesses drawn on a board: each guessed enemy piece shows the rank the seat thought
//! most likely, with how sure it was (in percent) across the top of its tile.

use crate::engine::{Rank, Square, View};

use super::board::{bottom_of, cell_xy};
use super::canvas::Canvas;
use super::panel::draw_number;
use super::sprites::atlas;
use super::theme::{TILE, TILE_OFFSET};
use super::{BoardStyle, board, panel, png};

/// One guessed piece: where, the rank guessed, and its certainty in percent.
pub type Guessed = (Square, Rank, u8);

/// `view` (the guessing seat's own) with `guesses` drawn on the enemy pieces.
pub fn guess_png(view: &View, guesses: &[Guessed], style: &BoardStyle) -> Vec<u8> {
    let atlas = atlas();
    let mut shown = view.clone();
    for &(square, rank, _) in guesses {
        if let Some(piece) = shown.board.get_mut(square.index()).and_then(Option::as_mut) {
            piece.rank = Some(rank);
        }
    }
    let bottom = bottom_of(view.viewer);
    let mut canvas: Canvas = atlas.full_base[bottom.index()].clone();
    board::draw_view(&mut canvas, &shown, style.numbering);
    panel::draw(&mut canvas, &shown, style.numbering);
    for &(square, _, percent) in guesses {
        let (x, y) = cell_xy(square, bottom, 0);
        let centre = x + TILE_OFFSET + TILE / 2;
        draw_number(
            &mut canvas,
            &atlas.guess_digits,
            u32::from(percent),
            centre,
            y + TILE_OFFSET,
        );
    }
    png::encode(&canvas, &atlas.palette)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Deployment, Game, Rules, Variant, Viewer};

    #[test]
    fn guesses_change_the_picture_and_only_where_they_are() {
        let red = Deployment::random(Variant::Classic, 1);
        let blue = Deployment::random(Variant::Classic, 2);
        let game = Game::new(Rules::default(), &red, &blue).expect("legal");
        let view = game.view(Viewer::Player(Color::Red));
        let style = BoardStyle::default();
        let plain = guess_png(&view, &[], &style);
        assert_eq!(
            plain,
            super::super::board_png(&view, &style),
            "no guess: the seat's board"
        );
        let enemy = Square::all()
            .find(|s| view.at(*s).is_some_and(|p| p.color == Color::Blue))
            .expect("an enemy piece");
        let guessed = guess_png(&view, &[(enemy, Rank::Marshal, 37)], &style);
        assert_ne!(guessed, plain);
    }
}
