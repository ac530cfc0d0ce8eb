//! What the bot believed about its opponent's army at one position: each enemy piece's most
//! likely rank and how sure it was. Shown to the player after a practice game; made, like the
//! bot's moves, from its own seat's view and history and nothing else.

use super::guess::marginals;
use super::knowledge::Knowledge;
use crate::engine::{Rank, Rules, SeenMove, Square, View};

/// The bot's guess for the enemy piece on `square`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Guess {
    pub square: Square,
    pub rank: Rank,
    /// How likely the guessed rank was, in whole percent (100: a battle or a Scout's run
    /// showed it).
    pub percent: u8,
}

/// The guesses of the player whose `view` this is (a seat's view and that seat's history,
/// oldest first), one for each enemy piece on the board; none for a spectator's view.
pub fn guesses(view: &View, history: &[SeenMove], rules: Rules) -> Vec<Guess> {
    let Some(k) = Knowledge::new(view, history, rules) else {
        return Vec::new();
    };
    k.enemy
        .iter()
        .zip(marginals(&k))
        .filter_map(|(enemy, odds)| {
            let (index, certainty) = odds
                .iter()
                .copied()
                .enumerate()
                .max_by(|a, b| a.1.total_cmp(&b.1))?;
            Some(Guess {
                square: enemy.square,
                rank: Rank::from_index(index)?,
                percent: (certainty.clamp(0.0, 1.0) * 100.0).round() as u8,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Viewer, sim};

    /// The bot's seat in a random game, after `ply` moves: its view and its history.
    fn seat_at(ply: usize, color: Color) -> (View, Vec<SeenMove>, crate::engine::Game) {
        let (finished, moves) = sim::random_game(Rules::default(), 3);
        let mut game = crate::engine::Game::from_setup(Rules::default(), finished.start().clone())
            .expect("the same start");
        let viewer = Viewer::Player(color);
        let mut history = Vec::new();
        for played in moves.iter().take(ply) {
            game.play(played.as_move()).expect("replayed");
            history.push(played.seen_by(viewer));
        }
        (game.view(viewer), history, game)
    }

    #[test]
    fn every_enemy_piece_gets_one_guess_and_shown_ranks_are_certain() {
        for ply in [0, 1, 40, 120] {
            let (view, history, game) = seat_at(ply, Color::Red);
            let guesses = guesses(&view, &history, Rules::default());
            let enemies = Square::all()
                .filter(|s| game.piece_at(*s).is_some_and(|(c, _)| c == Color::Blue))
                .count();
            assert_eq!(guesses.len(), enemies, "ply {ply}");
            for g in &guesses {
                assert!(g.percent <= 100, "{g:?}");
                let seen = view.at(g.square).expect("a piece the seat sees");
                assert_eq!(seen.color, Color::Blue);
                if let Some(rank) = seen.rank {
                    assert_eq!((g.rank, g.percent), (rank, 100), "a shown rank is known");
                }
            }
        }
    }

    #[test]
    fn the_guess_depends_on_the_seats_view_alone() {
        use crate::engine::{Deployment, Game, Variant};
        // Two games that differ only in Blue's hidden army: Red's guesses are the same.
        let red = Deployment::random(Variant::Classic, 10);
        let seat = |blue_seed| {
            let blue = Deployment::random(Variant::Classic, blue_seed);
            let game = Game::new(Rules::default(), &red, &blue).expect("legal");
            guesses(
                &game.view(Viewer::Player(Color::Red)),
                &[],
                Rules::default(),
            )
        };
        let (one, other) = (seat(11), seat(12));
        assert_eq!(one.len(), 40);
        assert_eq!(one, other);
        // A spectator is nobody's seat: no guesses.
        let blue = Deployment::random(Variant::Classic, 11);
        let game = Game::new(Rules::default(), &red, &blue).expect("legal");
        assert!(guesses(&game.view(Viewer::Spectator), &[], Rules::default()).is_empty());
    }
}
