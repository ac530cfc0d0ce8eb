//! Every level picks only legal moves, in every variant and under the repetition rules, and
//! makes sensible, varied setups.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Level, Limits, easy, hard, make_setup, medium};
use crate::engine::{
    Color, Deployment, Game, Move, PlayedMove, Rank, Rules, Setup, Square, Variant,
};
use crate::seat::bot_games::play_match;
use crate::seat::knowledge_for;

/// Each level's own pick (before `choose_move`'s safety net), checked against the legal list.
fn raw_pick(level: Level, game: &Game, played: &[PlayedMove], seed: u64) -> Move {
    let k = knowledge_for(game, played, game.to_move()).unwrap();
    let legal = game.legal_moves();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let pick = match level {
        Level::Easy => easy::choose(&k, &legal, &mut rng),
        Level::Medium => medium::choose(&k, &legal, &mut rng),
        Level::Hard => hard::choose(&k, &legal, &Limits::samples_only(2), &mut rng),
        Level::Greedy => super::greedy::choose(&k, &legal, &mut rng),
        Level::Random => legal[0],
    };
    assert!(legal.contains(&pick), "{level} picked illegal {pick}");
    pick
}

#[test]
fn levels_play_only_legal_moves_in_every_variant() {
    for variant in [Variant::Classic, Variant::Barrage, Variant::Duel] {
        for (i, level) in [Level::Easy, Level::Medium, Level::Hard]
            .into_iter()
            .enumerate()
        {
            let seed = i as u64 + 10;
            let red = make_setup(level, variant, seed, None);
            let blue = make_setup(Level::Easy, variant, seed + 1, None);
            let mut game = Game::new(Rules::with_variant(variant), &red, &blue).unwrap();
            let mut played = Vec::new();
            while !game.is_over() && game.ply() < 120 {
                let who = if game.to_move() == Color::Red {
                    level
                } else {
                    Level::Easy
                };
                let mv = raw_pick(who, &game, &played, game.ply() as u64);
                played.push(game.play(mv).unwrap());
            }
        }
    }
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A free-variant game with just `pieces` (square, colour, rank) on the board.
pub(super) fn position(pieces: &[(&str, Color, Rank)], to_move: Color) -> Game {
    let setup = Setup {
        pieces: pieces.iter().map(|&(s, c, r)| (sq(s), c, r)).collect(),
        to_move,
    };
    Game::from_pieces_anywhere(Rules::with_variant(Variant::Free), setup)
}

/// Red's Sergeant may go only back and forth (its way sideways is walled in); after three trips
/// the two-squares rule leaves a single legal move, and every level must find it.
#[test]
fn levels_respect_the_two_squares_rule() {
    let pieces = [
        ("E2", Color::Red, Rank::Sergeant),
        ("D2", Color::Red, Rank::Bomb),
        ("F2", Color::Red, Rank::Bomb),
        ("D3", Color::Red, Rank::Bomb),
        ("F3", Color::Red, Rank::Bomb),
        ("A1", Color::Red, Rank::Flag),
        ("J10", Color::Blue, Rank::Flag),
        ("A10", Color::Blue, Rank::Scout),
    ];
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut game = position(&pieces, Color::Red);
        let mut played = Vec::new();
        for m in ["E2-E3", "A10-A9", "E3-E2", "A9-A10", "E2-E3", "A10-A9"] {
            played.push(game.play(Move::parse(m).unwrap()).unwrap());
        }
        // E3-E2 would be the fourth trip over the same border: only E3-E4 is left.
        assert_eq!(game.legal_moves(), vec![Move::parse("E3-E4").unwrap()]);
        for seed in 0..5 {
            assert_eq!(raw_pick(level, &game, &played, seed).to_string(), "E3-E4");
        }
    }
}

/// A Miner walks down the A file toward Red's corner Flag behind two Bombs. Hard moves its
/// Captain to B3, the one square from which it takes the Miner on either way in, rather than
/// setting off for Blue's Flag.
#[test]
fn hard_shuts_the_way_of_a_miner_walking_to_its_flag() {
    let pieces = [
        ("A1", Color::Red, Rank::Flag),
        ("A2", Color::Red, Rank::Bomb),
        ("B1", Color::Red, Rank::Bomb),
        ("C3", Color::Red, Rank::Captain),
        ("A6", Color::Blue, Rank::Miner),
        ("J10", Color::Blue, Rank::Flag),
    ];
    let mut game = position(&pieces, Color::Blue);
    let played = vec![game.play(Move::parse("A6-A5").unwrap()).unwrap()];
    for seed in 0..5 {
        assert_eq!(
            raw_pick(Level::Hard, &game, &played, seed).to_string(),
            "C3-B3"
        );
    }
}

fn flag_slot(d: &Deployment) -> usize {
    d.0.iter().position(|r| *r == Some(Rank::Flag)).unwrap()
}

#[test]
fn setups_are_legal_shielded_and_varied() {
    for variant in [Variant::Classic, Variant::Barrage, Variant::Duel] {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let mut previous: Option<Deployment> = None;
            let mut seen = std::collections::HashSet::new();
            for seed in 0..30 {
                let d = make_setup(level, variant, seed, previous.as_ref());
                assert_eq!(d.problems(variant, Color::Red), vec![], "{level} {variant}");
                assert_ne!(Some(d), previous, "{level} repeated its setup");
                let flag = flag_slot(&d);
                assert!(flag >= 30, "{level} {variant}: flag on the back row");
                if variant == Variant::Classic && level == Level::Hard {
                    assert!(!matches!(flag % 10, 0 | 9), "hard's flag in a corner: {d}");
                }
                // Something guards the square in front of the Flag.
                assert_eq!(d.0[flag - 10], Some(Rank::Bomb), "{level} {variant}: {d}");
                if variant == Variant::Classic && level != Level::Easy {
                    let sides = [flag - 1, flag + 1]
                        .into_iter()
                        .filter(|s| (30..40).contains(s) && s / 10 == flag / 10);
                    for s in sides {
                        assert_eq!(d.0[s], Some(Rank::Bomb), "{level}: flag flank {d}");
                    }
                }
                seen.insert(d);
                previous = Some(d);
            }
            assert!(
                seen.len() >= 28,
                "{level} {variant}: only {} setups",
                seen.len()
            );
        }
    }
    // The same seed with itself as the previous setup still gives a new one.
    let d = make_setup(Level::Medium, Variant::Classic, 5, None);
    assert_ne!(make_setup(Level::Medium, Variant::Classic, 5, Some(&d)), d);
}

/// A short run of the ordering the levels promise: easy beats a random mover.
#[test]
fn easy_beats_random() {
    let t = play_match(
        Level::Easy,
        Level::Random,
        6,
        Rules::default(),
        3,
        &Limits::samples_only(1),
    );
    assert!(t.a_wins >= 5, "{t:?}");
}

/// Easy's big pieces hunt the pieces that move from the first ply: a Colonel steps toward the
/// Blue piece that just moved, not toward the unmoved ones on the other side.
#[test]
fn easy_big_pieces_hunt_movers_from_the_first_ply() {
    let pieces = [
        ("E2", Color::Red, Rank::Colonel),
        ("A1", Color::Red, Rank::Flag),
        ("J3", Color::Blue, Rank::Sergeant),
        ("A10", Color::Blue, Rank::Flag),
        ("A9", Color::Blue, Rank::Bomb),
    ];
    let mut game = position(&pieces, Color::Blue);
    let played = vec![game.play(Move::parse("J3-J2").unwrap()).unwrap()];
    for seed in 0..10 {
        assert_eq!(
            raw_pick(Level::Easy, &game, &played, seed).to_string(),
            "E2-F2"
        );
    }
}
