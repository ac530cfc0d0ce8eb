//! The bot never peeks: shuffling the human's unseen pieces (keeping everything the bot's seat
//! can see) must never change the move it picks for a fixed seed. A positive control shows the
//! check catches a bot that does peek.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Level, Limits, choose_move};
use crate::engine::{Game, Move, PlayedMove, Rank, Rules, Setup, Variant, Viewer};
use crate::seat::bot_games::play_game;
use crate::seat::{history_for, knowledge_for};

/// A decision procedure under test: any function of the full game (so a cheat can be written).
type Decide<'a> = &'a dyn Fn(&Game, &[PlayedMove]) -> Option<Move>;

/// Positions from real bot games, each with the bot to move after a varying number of plies.
fn positions(variant: Variant, count: u64) -> Vec<(Game, Vec<PlayedMove>)> {
    let rules = Rules::with_variant(variant);
    let mut out = Vec::new();
    for seed in 0..count {
        let red = super::make_setup(Level::Medium, variant, seed, None);
        let blue = super::make_setup(Level::Easy, variant, seed + 100, None);
        let mut game = Game::new(rules, &red, &blue).unwrap();
        // Barrage games are short: stop early enough that most are still running.
        let span = if variant == Variant::Classic { 160 } else { 40 };
        let stop = 4 + (seed * 37) % span;
        let mut played = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() && game.ply() < stop as u32 {
            let level = if rng.gen_bool(0.5) {
                Level::Easy
            } else {
                Level::Medium
            };
            let mv = crate::seat::bot_move(&game, &played, level, &Limits::samples_only(1), seed)
                .unwrap();
            played.push(game.play(mv).unwrap());
        }
        if !game.is_over() {
            out.push((game, played));
        }
    }
    out
}

/// The same game with the opponent's unseen pieces shuffled among themselves: pieces that
/// fought keep their ranks, shown Scouts stay Scouts, and moved pieces get only movable ranks.
fn shuffled(game: &Game, played: &[PlayedMove], rng: &mut ChaCha8Rng) -> (Game, Vec<PlayedMove>) {
    let bot = game.to_move();
    let human = bot.opponent();
    let pieces = game.pieces();
    let hidden: Vec<usize> = (0..pieces.len())
        .filter(|&i| {
            let p = &pieces[i];
            p.color == human && p.square.is_some() && !p.revealed && !p.scout_shown
        })
        .collect();
    let (moved, still): (Vec<usize>, Vec<usize>) = hidden.iter().partition(|&&i| pieces[i].moved);
    let mut ranks: Vec<Rank> = hidden.iter().map(|&i| pieces[i].rank).collect();
    ranks.shuffle(rng);
    // Immovable ranks must land on pieces that never moved.
    let (mut fixed, mut mobile): (Vec<Rank>, Vec<Rank>) =
        ranks.into_iter().partition(|r| !r.is_movable());
    let mut start: Setup = game.start().clone();
    let mut targets = still.clone();
    targets.shuffle(rng);
    for &i in &targets {
        let rank = fixed.pop().or_else(|| mobile.pop()).unwrap();
        start.pieces[i].2 = rank;
    }
    for &i in &moved {
        start.pieces[i].2 = mobile.pop().unwrap();
    }
    let mut copy = Game::from_setup(*game.rules(), start).unwrap();
    let replayed: Vec<PlayedMove> = played
        .iter()
        .map(|p| copy.play(p.as_move()).expect("the same moves stay legal"))
        .collect();
    (copy, replayed)
}

/// Checks `decide` against shuffles of every position; the number of comparisons made, or the
/// first position where a shuffle changed its mind.
fn blind_to_hidden_ranks(
    decide: Decide,
    positions: &[(Game, Vec<PlayedMove>)],
    shuffles: usize,
) -> Result<usize, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut compared = 0;
    for (game, played) in positions {
        let bot = game.to_move();
        let original = decide(game, played);
        for _ in 0..shuffles {
            let (copy, replayed) = shuffled(game, played, &mut rng);
            // The shuffle must be invisible from the bot's seat.
            assert_eq!(
                copy.view(Viewer::Player(bot)),
                game.view(Viewer::Player(bot))
            );
            assert_eq!(history_for(&replayed, bot), history_for(played, bot));
            if copy.legal_moves() != game.legal_moves() {
                // The more-squares rule keys positions by rank, so in rare chases the legal
                // list can differ; that is the referee's knowledge, not the bot's.
                continue;
            }
            compared += 1;
            let other = decide(&copy, &replayed);
            if other != original {
                return Err(format!(
                    "ply {}: {:?} became {:?} after a shuffle",
                    game.ply(),
                    original,
                    other
                ));
            }
        }
    }
    Ok(compared)
}

fn honest(level: Level) -> impl Fn(&Game, &[PlayedMove]) -> Option<Move> {
    move |game, played| {
        let limits = Limits::samples_only(3);
        crate::seat::bot_move(game, played, level, &limits, 7 + game.ply() as u64)
    }
}

#[test]
fn no_level_changes_its_move_when_unseen_pieces_are_shuffled() {
    for variant in [Variant::Classic, Variant::Barrage] {
        let positions = positions(variant, 24);
        assert!(positions.len() >= 15, "{variant}: too few positions");
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let compared = blind_to_hidden_ranks(&honest(level), &positions, 3)
                .unwrap_or_else(|e| panic!("{level} {variant} peeks: {e}"));
            assert!(
                compared >= positions.len() * 2,
                "{level} {variant}: {compared}"
            );
        }
    }
}

/// A bot that fills in the true ranks of the pieces it cannot see, then plays medium.
fn peeking(game: &Game, played: &[PlayedMove]) -> Option<Move> {
    let bot = game.to_move();
    let mut k = knowledge_for(game, played, bot)?;
    for e in &mut k.enemy {
        let (_, rank) = game.piece_at(e.square)?;
        if e.rank.is_none() {
            k.enemy_pool.remove(rank);
        }
        e.rank = Some(rank);
    }
    choose_move(
        Level::Medium,
        &k,
        &game.legal_moves(),
        &Limits::samples_only(1),
        7,
    )
}

#[test]
fn the_check_catches_a_bot_that_peeks() {
    let positions = positions(Variant::Classic, 24);
    assert!(blind_to_hidden_ranks(&peeking, &positions, 3).is_err());
}

/// Whole games: the seats are honest end to end too (a smoke test that selfplay works with the
/// knowledge path the test above exercises).
#[test]
fn bots_finish_barrage_games() {
    let rules = Rules::with_variant(Variant::Barrage);
    let red = super::make_setup(Level::Hard, Variant::Barrage, 1, None);
    let blue = super::make_setup(Level::Medium, Variant::Barrage, 2, None);
    let (_, plies) = play_game(
        rules,
        &red,
        &blue,
        [Level::Hard, Level::Medium],
        3,
        &Limits::samples_only(2),
    );
    assert!(plies > 0);
}
