//! Rendering: golden images, hidden-information non-interference, the replay GIF, sizes.
//!
//! Regenerate the golden images after an intended visual change with
//! `UPDATE_GOLDEN=1 cargo test --test it render::`, then look at `tests/golden/*.png`.

use std::collections::HashSet;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{
    Color, Deployment, Game, Move, PlayedMove, Rank, Rules, Setup, Square, Variant, Viewer, sim,
};
use stratego_bot::render::{self, BoardStyle, Numbering, ReplayStyle};

const NEW: BoardStyle = BoardStyle {
    numbering: Numbering::New,
};
const OLD: BoardStyle = BoardStyle {
    numbering: Numbering::Old,
};

/// Pixels of a PNG as RGB, with its size.
fn pixels(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(png_bytes).read_info().expect("valid PNG");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("PNG frame");
    assert_eq!(info.color_type, png::ColorType::Indexed, "indexed PNG");
    let palette = reader.info().palette.clone().expect("PLTE chunk");
    let rgb = buf[..(info.width * info.height) as usize]
        .iter()
        .flat_map(|&i| palette[i as usize * 3..i as usize * 3 + 3].to_vec())
        .collect();
    (info.width, info.height, rgb)
}

fn check_golden(name: &str, png_bytes: &[u8]) {
    let path = format!("{}/tests/golden/{name}.png", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, png_bytes).expect("write golden");
        return;
    }
    let expected = std::fs::read(&path).unwrap_or_else(|_| {
        panic!("{path} missing: run UPDATE_GOLDEN=1 cargo test --test it render::")
    });
    let (ew, eh, e) = pixels(&expected);
    let (aw, ah, a) = pixels(png_bytes);
    if (ew, eh, &e) != (aw, ah, &a) {
        let out = format!("{}/{name}.actual.png", std::env::temp_dir().display());
        std::fs::write(&out, png_bytes).expect("write actual");
        let differing = e.chunks(3).zip(a.chunks(3)).filter(|(x, y)| x != y).count();
        panic!("{name}: {ew}x{eh} expected, {aw}x{ah} drawn, {differing} pixels differ; see {out}");
    }
}

/// A game from two fixed setups after `plies` random legal moves.
fn fixed_game(plies: usize, seed: u64) -> Game {
    let red = Deployment::parse("2B2S2B23B2/75644X2452/8F57B33B56/9663B43872").unwrap();
    let blue = Deployment::parse("2B2S22B327/B563X42654/77B4823B56/6543F98B32").unwrap();
    let mut game = Game::new(Rules::default(), &red, &blue).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.gen_range(0..moves.len())]).unwrap();
    }
    game
}

#[test]
fn golden_images() {
    let game = fixed_game(90, 4);
    check_golden(
        "private_red",
        &render::board_png(&game.view(Viewer::Player(Color::Red)), &NEW),
    );
    check_golden(
        "private_blue_old",
        &render::board_png(&game.view(Viewer::Player(Color::Blue)), &OLD),
    );
    check_golden(
        "public",
        &render::board_png(&game.view(Viewer::Spectator), &NEW),
    );
    let start = fixed_game(0, 0);
    check_golden(
        "public_start",
        &render::board_png(&start.view(Viewer::Spectator), &NEW),
    );
    let mut partial = Deployment::parse("2B2S2B23B2/75644X2452/8F57B33B56/9663B43872").unwrap();
    for slot in [1, 2, 9, 15, 23, 30, 36] {
        partial.0[slot] = None;
    }
    check_golden(
        "setup_red_partial",
        &render::setup_png(&partial, Color::Red, Variant::Classic, Numbering::New),
    );
    let barrage = Deployment::parse("..X...9.../...2....../...3S..2../.B...F....").unwrap();
    check_golden(
        "setup_blue_barrage",
        &render::setup_png(&barrage, Color::Blue, Variant::Barrage, Numbering::Old),
    );
}

#[test]
fn board_images_are_small_and_setups_grow_with_what_is_left() {
    for plies in [0, 40, 150] {
        let game = fixed_game(plies, 9);
        for viewer in [
            Viewer::Player(Color::Red),
            Viewer::Player(Color::Blue),
            Viewer::Spectator,
        ] {
            let bytes = render::board_png(&game.view(viewer), &NEW);
            assert!(
                bytes.len() <= 60 * 1024,
                "{viewer:?} at {plies}: {} bytes",
                bytes.len()
            );
        }
    }
    let full = Deployment::random(Variant::Classic, 5);
    let mut partial = full;
    partial.0[7] = None;
    let (_, full_h, _) = pixels(&render::setup_png(
        &full,
        Color::Red,
        Variant::Classic,
        Numbering::New,
    ));
    let (_, partial_h, _) = pixels(&render::setup_png(
        &partial,
        Color::Red,
        Variant::Classic,
        Numbering::New,
    ));
    assert!(
        partial_h > full_h,
        "a partial setup shows what is still to place"
    );
}

/// Start squares of the pieces whose rank the game never showed (no battle, no Scout run),
/// split into those that never moved and those that did.
fn hidden_pieces(start: &Setup, moves: &[PlayedMove], color: Color) -> (Vec<Square>, Vec<Square>) {
    let mut at: Vec<Option<Square>> = vec![None; 100];
    for &(sq, _, _) in &start.pieces {
        at[sq.index()] = Some(sq);
    }
    let (mut shown, mut moved) = (HashSet::new(), HashSet::new());
    for m in moves {
        let origin = at[m.from.index()].take();
        let defender = at[m.to.index()];
        if let Some(o) = origin {
            moved.insert(o);
            if m.battle.is_some() || m.reveals_scout() {
                shown.insert(o);
            }
        }
        if m.battle.is_some()
            && let Some(d) = defender
        {
            shown.insert(d);
        }
        at[m.to.index()] = origin;
    }
    let hidden: Vec<Square> = start
        .pieces
        .iter()
        .filter(|(sq, c, _)| *c == color && !shown.contains(sq))
        .map(|(sq, _, _)| *sq)
        .collect();
    hidden.into_iter().partition(|sq| !moved.contains(sq))
}

/// `start` with the ranks on `squares` shuffled among themselves.
fn shuffled(start: &Setup, squares: &[Square], rng: &mut ChaCha8Rng) -> Setup {
    let mut ranks: Vec<Rank> = start
        .pieces
        .iter()
        .filter(|(sq, _, _)| squares.contains(sq))
        .map(|p| p.2)
        .collect();
    ranks.shuffle(rng);
    let mut out = start.clone();
    let mut next = ranks.into_iter();
    for piece in out
        .pieces
        .iter_mut()
        .filter(|(sq, _, _)| squares.contains(sq))
    {
        piece.2 = next.next().expect("same count");
    }
    out
}

/// Random legal moves from random setups.
fn random_play(seed: u64, plies: usize) -> (Setup, Vec<PlayedMove>) {
    let red = Deployment::random(Variant::Classic, seed * 2);
    let blue = Deployment::random(Variant::Classic, seed * 2 + 1);
    let mut game = Game::new(Rules::default(), &red, &blue).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut played = Vec::new();
    while played.len() < plies && !game.is_over() {
        let moves = game.legal_moves();
        played.push(game.play(moves[rng.gen_range(0..moves.len())]).unwrap());
    }
    (game.start().clone(), played)
}

/// Plays `moves` from `setup` as far as they stay legal, rendering `viewer`'s image at
/// several plies.
fn images(setup: &Setup, moves: &[Move], viewer: Viewer) -> Vec<Vec<u8>> {
    let mut game = Game::from_setup(Rules::default(), setup.clone()).unwrap();
    let mut out = vec![render::board_png(&game.view(viewer), &NEW)];
    for (i, &mv) in moves.iter().enumerate() {
        if game.play(mv).is_err() {
            break;
        }
        if i % 7 == 6 || i + 1 == moves.len() {
            out.push(render::board_png(&game.view(viewer), &NEW));
        }
    }
    out
}

#[test]
fn images_do_not_depend_on_unrevealed_enemy_pieces() {
    let mut changed_setups = 0;
    for seed in 0..24u64 {
        let plies = 20 + (seed as usize * 7) % 60;
        let (start, played) = random_play(seed, plies);
        let moves: Vec<Move> = played.iter().map(|p| p.as_move()).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(1000 + seed);
        for me in Color::ALL {
            let enemy = me.opponent();
            let (still, moved) = hidden_pieces(&start, &played, enemy);
            let other = shuffled(&shuffled(&start, &still, &mut rng), &moved, &mut rng);
            if other != start {
                changed_setups += 1;
                // The shuffle is visible to the enemy itself, so the comparison below can fail.
                assert_ne!(
                    images(&start, &[], Viewer::Player(enemy)),
                    images(&other, &[], Viewer::Player(enemy))
                );
            }
            assert_eq!(
                images(&start, &moves, Viewer::Player(me)),
                images(&other, &moves, Viewer::Player(me)),
                "seed {seed}: {me}'s image shows something about {enemy}'s hidden pieces"
            );
        }
        let mut both = start.clone();
        for color in Color::ALL {
            let (still, moved) = hidden_pieces(&start, &played, color);
            both = shuffled(&shuffled(&both, &still, &mut rng), &moved, &mut rng);
        }
        assert_eq!(
            images(&start, &moves, Viewer::Spectator),
            images(&both, &moves, Viewer::Spectator),
            "seed {seed}: the public image shows a hidden piece"
        );
    }
    assert!(changed_setups > 40, "shuffles must change the setups");
}

/// Decodes a GIF into its frame count and final picture (RGB).
fn gif_final(bytes: &[u8]) -> (usize, u32, u32, Vec<u8>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("valid GIF");
    let (w, h) = (decoder.width() as usize, decoder.height() as usize);
    let palette = decoder
        .global_palette()
        .expect("one global palette")
        .to_vec();
    let mut canvas = vec![0u8; w * h];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("frame") {
        assert!(frame.palette.is_none(), "no local palettes");
        let (fx, fy, fw) = (
            frame.left as usize,
            frame.top as usize,
            frame.width as usize,
        );
        for (row, line) in frame.buffer.chunks(fw).enumerate() {
            for (col, &px) in line.iter().enumerate() {
                if Some(px) != frame.transparent {
                    canvas[(fy + row) * w + fx + col] = px;
                }
            }
        }
        frames += 1;
    }
    let rgb = canvas
        .iter()
        .flat_map(|&i| palette[i as usize * 3..i as usize * 3 + 3].to_vec())
        .collect();
    (frames, w as u32, h as u32, rgb)
}

#[test]
fn replay_gif_has_a_frame_per_move_and_ends_on_the_final_position() {
    let (game, moves) = sim::random_game(Rules::default(), 21);
    let moves = &moves[..moves.len().min(150)];
    let bytes = render::replay_gif(game.start(), moves, &ReplayStyle::default());
    let (frames, w, h, last) = gif_final(&bytes);
    assert_eq!(frames, moves.len() + 1);
    let final_view = render::replay_view(game.start(), moves);
    assert!(
        final_view.board.iter().flatten().all(|p| p.rank.is_some()),
        "a replay shows every rank"
    );
    let (pw, ph, expected) = pixels(&render::position_png(&final_view, &NEW));
    assert_eq!((w, h), (pw, ph));
    assert!(
        last == expected,
        "the GIF's last frame is the final position"
    );
}

#[test]
fn replay_gif_of_400_moves_fits_its_budget() {
    let moves = (0..)
        .map(|seed| sim::random_game(Rules::gravon(), seed))
        .find(|(_, moves)| moves.len() >= 400)
        .expect("some random game is long");
    let bytes = render::replay_gif(moves.0.start(), &moves.1[..400], &ReplayStyle::default());
    assert!(bytes.len() <= 600 * 1024, "{} bytes", bytes.len());
}

/// A game that lasts the whole 2,000 plies the rules allow (then it is drawn): random moves,
/// quiet ones by preference, with an attack on anything but a Flag or Bomb whenever the
/// no-attack limit comes near.
fn longest_game() -> (Deployment, Deployment, Game, Vec<PlayedMove>) {
    let rules = Rules::default();
    let red = Deployment::random(Variant::Classic, 40);
    let blue = Deployment::random(Variant::Classic, 41);
    let mut game = Game::new(rules, &red, &blue).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut played = Vec::new();
    while !game.is_over() {
        let moves = game.legal_moves();
        let (quiet, attacks): (Vec<Move>, Vec<Move>) = moves
            .into_iter()
            .partition(|m| game.piece_at(m.to).is_none());
        let safe_attacks: Vec<Move> = attacks
            .into_iter()
            .filter(|m| {
                !matches!(game.piece_at(m.to), Some((_, Rank::Flag | Rank::Bomb)))
                    && !matches!(game.piece_at(m.from), Some((_, Rank::Marshal)))
            })
            .collect();
        let pool =
            if (game.plies_since_attack() > 150 || quiet.is_empty()) && !safe_attacks.is_empty() {
                &safe_attacks
            } else if !quiet.is_empty() {
                &quiet
            } else {
                break;
            };
        let mv = *pool.choose(&mut rng).unwrap();
        played.push(game.play(mv).unwrap());
    }
    (red, blue, game, played)
}

#[test]
fn the_longest_game_has_a_record_and_a_replay_discord_accepts() {
    let (red, blue, game, moves) = longest_game();
    assert_eq!(moves.len(), 2000, "the game runs to the total move limit");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.reason, stratego_bot::engine::EndReason::MoveLimit);
    let record = stratego_bot::record::GameRecord::from_game(
        *game.rules(),
        red,
        blue,
        &moves,
        Some(outcome),
    )
    .to_text();
    assert!(record.len() < 1024 * 1024, "{} bytes", record.len());
    let gif = render::replay_gif_within(
        game.start(),
        &moves,
        &ReplayStyle::default(),
        render::MAX_ATTACHMENT_BYTES,
    )
    .expect("a replay within Discord's limit");
    assert!(gif.len() <= 10 * 1024 * 1024, "{} bytes", gif.len());
    let (frames, _, _, last) = gif_final(&gif);
    assert!(frames > 1);
    let final_view = render::replay_view(game.start(), &moves);
    let (_, _, expected) = pixels(&render::position_png(&final_view, &NEW));
    assert!(last == expected, "the replay ends on the final position");
    println!("2,000-ply replay: {} bytes, {frames} frames", gif.len());
}
