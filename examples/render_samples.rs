//! Writes sample images to a folder (default /tmp/render) to look at:
//! `cargo run --example render_samples [-- DIR]`.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, Deployment, Game, Rules, Variant, Viewer};
use stratego_bot::render::{self, BoardStyle, Numbering, ReplayStyle};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render".into());
    std::fs::create_dir_all(&dir).expect("output folder");
    let red = Deployment::random(Variant::Classic, 11);
    let blue = Deployment::random(Variant::Classic, 12);
    let mut game = Game::new(Rules::default(), &red, &blue).expect("legal setups");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut played = Vec::new();
    // Play until just after a battle, some way in.
    while !game.is_over() {
        let moves = game.legal_moves();
        let mv = moves[rng.gen_range(0..moves.len())];
        let p = game.play(mv).expect("legal");
        played.push(p);
        if played.len() > 60 && p.battle.is_some() {
            break;
        }
    }
    let write = |name: &str, bytes: Vec<u8>| {
        println!("{name}: {} bytes", bytes.len());
        if name.ends_with(".png") {
            // How a phone shows it: about 400 pixels wide.
            let img = image::load_from_memory(&bytes).expect("decode").to_rgba8();
            let h = img.height() * 400 / img.width();
            let small =
                image::imageops::resize(&img, 400, h, image::imageops::FilterType::Triangle);
            small.save(format!("{dir}/phone_{name}")).expect("write");
        }
        std::fs::write(format!("{dir}/{name}"), bytes).expect("write");
    };
    for (name, viewer) in [
        ("red.png", Viewer::Player(Color::Red)),
        ("blue.png", Viewer::Player(Color::Blue)),
        ("public.png", Viewer::Spectator),
    ] {
        write(
            name,
            render::board_png(&game.view(viewer), &BoardStyle::default()),
        );
    }
    let old = BoardStyle {
        numbering: Numbering::Old,
    };
    write(
        "red_old.png",
        render::board_png(&game.view(Viewer::Player(Color::Red)), &old),
    );
    let mut partial = Deployment::random(Variant::Classic, 3);
    for slot in [0, 4, 5, 13, 22, 27, 31, 38] {
        partial.0[slot] = None;
    }
    write(
        "setup_red.png",
        render::setup_png(&partial, Color::Red, Variant::Classic, Numbering::New),
    );
    write(
        "setup_blue.png",
        render::setup_png(&blue, Color::Blue, Variant::Classic, Numbering::Old),
    );
    let (over, moves) = stratego_bot::engine::sim::random_game(Rules::default(), 3);
    write(
        "final_public.png",
        render::board_png(&over.view(Viewer::Spectator), &BoardStyle::default()),
    );
    let n = moves.len().min(400);
    write(
        "replay.gif",
        render::replay_gif(over.start(), &moves[..n], &ReplayStyle::default()),
    );
}
