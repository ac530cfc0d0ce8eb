//! Properties of the rules engine over many seeded random games.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::sim::random_game;
use stratego_bot::engine::{
    Color, Deployment, Game, Move, PlayError, Rank, Rules, Square, Variant, Viewer,
};

const GAMES: u64 = 300;

fn start(rules: Rules, seed: u64) -> Game {
    let red = Deployment::random(rules.variant, seed * 2);
    let blue = Deployment::random(rules.variant, seed * 2 + 1);
    Game::new(rules, &red, &blue).unwrap()
}

/// Every move `check` accepts, by trying all 100 x 100 square pairs.
fn accepted_moves(game: &Game) -> BTreeSet<(usize, usize)> {
    let mut set = BTreeSet::new();
    for from in Square::all() {
        for to in Square::all() {
            if game.check(Move::new(from, to)).is_ok() {
                set.insert((from.index(), to.index()));
            }
        }
    }
    set
}

#[test]
fn generated_moves_are_exactly_the_legal_moves() {
    for variant in [Variant::Classic, Variant::Barrage, Variant::Duel] {
        for seed in 0..12 {
            let (_, played) = random_game(Rules::with_variant(variant), seed);
            let mut game = start(Rules::with_variant(variant), seed);
            for (ply, p) in played.iter().enumerate() {
                // The full cross-check is costly: sample every seventh ply.
                if ply % 7 == 0 {
                    let generated: BTreeSet<_> = game
                        .legal_moves()
                        .iter()
                        .map(|m| (m.from.index(), m.to.index()))
                        .collect();
                    assert_eq!(
                        generated,
                        accepted_moves(&game),
                        "{variant} seed {seed} ply {ply}"
                    );
                }
                assert_eq!(game.play(p.as_move()).unwrap(), *p);
            }
        }
    }
}

/// Whether `mv` ends next to a piece of the other side without attacking it.
fn threatens(game: &Game, mv: Move) -> bool {
    let mover = game.to_move();
    game.piece_at(mv.to).is_none()
        && mv
            .to
            .neighbours()
            .any(|n| n != mv.from && game.piece_at(n).is_some_and(|(c, _)| c != mover))
}

/// Whether the piece on `square` stands next to an enemy piece.
fn is_threatened(game: &Game, square: Square) -> bool {
    let mover = game.to_move();
    square
        .neighbours()
        .any(|n| game.piece_at(n).is_some_and(|(c, _)| c != mover))
}

/// Random games that seek chases: mostly quiet moves that threaten, and threatened pieces
/// running away, so that the more-squares rule is often in play. Generation and `check` agree
/// on every sampled position, and the rule really refuses moves along the way.
#[test]
fn generated_moves_match_check_in_games_full_of_chases() {
    let mut refused_by_more_squares = 0;
    for seed in 0..6 {
        let rules = Rules::with_variant(Variant::Barrage);
        let mut game = start(rules, 100 + seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() && game.ply() < 400 {
            let moves = game.legal_moves();
            if game.ply().is_multiple_of(3) {
                let generated: BTreeSet<_> = moves
                    .iter()
                    .map(|m| (m.from.index(), m.to.index()))
                    .collect();
                assert_eq!(
                    generated,
                    accepted_moves(&game),
                    "seed {seed} ply {}",
                    game.ply()
                );
            }
            refused_by_more_squares += Square::all()
                .flat_map(|from| Square::all().map(move |to| Move::new(from, to)))
                .filter(|&m| game.check(m) == Err(PlayError::MoreSquares))
                .count();
            let preferred: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| is_threatened(&game, m.from) || threatens(&game, m))
                .collect();
            let pool = if !preferred.is_empty() && rng.gen_bool(0.9) {
                &preferred
            } else {
                &moves
            };
            game.play(pool[rng.gen_range(0..pool.len())]).unwrap();
        }
    }
    assert!(
        refused_by_more_squares > 0,
        "the games never ran into the more-squares rule"
    );
}

#[test]
fn random_games_end_and_piece_counts_only_fall() {
    for seed in 0..GAMES {
        let rules = Rules::default();
        let (_, played) = random_game(rules, seed);
        let mut game = start(rules, seed);
        let mut last = [40u32, 40];
        for p in &played {
            game.play(p.as_move()).unwrap();
            for color in Color::ALL {
                let left = game.view(Viewer::Spectator).remaining.get(color).total();
                assert!(left <= last[color.index()], "seed {seed}");
                last[color.index()] = left;
            }
        }
        let outcome = game.outcome().expect("random games end");
        assert!(game.ply() <= 2000, "seed {seed}: {outcome:?}");
    }
}

#[test]
fn no_view_shows_an_unrevealed_enemy_rank() {
    for seed in 0..GAMES / 3 {
        let rules = Rules::default();
        let (_, played) = random_game(rules, seed);
        let mut game = start(rules, seed);
        for p in &played {
            game.play(p.as_move()).unwrap();
            for viewer in [
                Viewer::Player(Color::Red),
                Viewer::Player(Color::Blue),
                Viewer::Spectator,
            ] {
                let view = game.view(viewer);
                for square in Square::all() {
                    let Some(seen) = view.at(square) else {
                        continue;
                    };
                    let (color, rank) = game.piece_at(square).unwrap();
                    assert_eq!(seen.color, color);
                    if viewer.owns(color) || seen.revealed {
                        assert_eq!(seen.rank, Some(rank));
                    } else if seen.scout_shown {
                        assert_eq!((seen.rank, rank), (Some(Rank::Scout), Rank::Scout));
                    } else {
                        assert_eq!(seen.rank, None, "seed {seed}: {square} leaks to {viewer:?}");
                    }
                }
                if let Some(last) = view.last_move
                    && !viewer.owns(last.color)
                    && last.battle.is_none()
                    && last.from.is_adjacent(last.to)
                {
                    assert_eq!(last.rank, None);
                }
            }
        }
    }
}

/// Counts of move sequences from fixed setups, kept in `tests/data/perft.txt` so that any change to
/// move generation shows up. Regenerate (only after a deliberate rules change) with
/// `UPDATE_PERFT=1 cargo test --test it engine_properties::perft`.
#[test]
fn perft_counts_match_the_data_file() {
    fn perft(game: &Game, depth: u32) -> u64 {
        if depth == 0 || game.is_over() {
            return 1;
        }
        game.legal_moves()
            .into_iter()
            .map(|m| {
                let mut next = game.clone();
                next.play_unchecked(m);
                perft(&next, depth - 1)
            })
            .sum()
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft.txt");
    let cases: [(Variant, u64); 4] = [
        (Variant::Classic, 1),
        (Variant::Classic, 2),
        (Variant::Barrage, 3),
        (Variant::Duel, 4),
    ];
    let mut lines = vec!["# variant seed depth nodes".to_string()];
    for (variant, seed) in cases {
        let game = start(Rules::with_variant(variant), seed);
        for depth in 1..=3 {
            lines.push(format!("{variant} {seed} {depth} {}", perft(&game, depth)));
        }
    }
    let actual = lines.join("\n") + "\n";
    if std::env::var_os("UPDATE_PERFT").is_some() {
        std::fs::write(path, &actual).unwrap();
    }
    let expected = std::fs::read_to_string(path).expect("tests/data/perft.txt");
    assert_eq!(actual, expected);
}
