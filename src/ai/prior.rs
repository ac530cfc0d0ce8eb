//! How people tend to set up, as rough weights per rank and home row. Used both to make the
//! bot's own setups and to guess where the opponent's unknown pieces are.

use crate::engine::{Color, Rank, Square};

/// Row counted from the owner's front (0) to its back (3); `None` outside the home rows.
pub fn row_from_front(square: Square, owner: Color) -> Option<usize> {
    let row = square.row() as usize;
    match owner {
        Color::Red if row < 4 => Some(3 - row),
        Color::Blue if row > 5 => Some(row - 6),
        _ => None,
    }
}

/// Weight of `rank` standing at `square` in `owner`'s starting setup.
pub fn weight(rank: Rank, square: Square, owner: Color) -> f32 {
    let Some(row) = row_from_front(square, owner) else {
        // Not a home square: the history was partial; stay neutral.
        return 1.0;
    };
    let edge = matches!(square.file(), 0 | 9);
    let by_row: [f32; 4] = match rank {
        Rank::Flag => [0.02, 0.2, 1.5, 10.0],
        Rank::Bomb => [0.5, 1.0, 1.4, 1.6],
        Rank::Marshal | Rank::General => [0.6, 1.6, 1.2, 0.4],
        Rank::Colonel | Rank::Major => [0.8, 1.3, 1.1, 0.7],
        Rank::Captain | Rank::Lieutenant => [1.1, 1.1, 1.0, 0.9],
        Rank::Sergeant => [1.2, 1.0, 1.0, 0.9],
        Rank::Miner => [0.5, 0.8, 1.2, 1.6],
        Rank::Scout => [1.7, 1.0, 0.8, 0.8],
        Rank::Spy => [0.3, 1.5, 1.2, 0.7],
    };
    let edge_factor = match rank {
        Rank::Flag if edge => 1.6,
        Rank::Marshal | Rank::General if edge => 0.6,
        _ => 1.0,
    };
    by_row[row] * edge_factor
}
