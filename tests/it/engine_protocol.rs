//! `selfplay --vs-cmd`: the bot plays whole games against the example engine
//! (examples/random_engine.rs) through the line protocol of docs/ENGINE-PROTOCOL.md.

use std::path::PathBuf;
use std::process::Command;

/// The compiled example engine: built beside the binary by `cargo test`; built here when only
/// this test binary was asked for.
fn random_engine() -> PathBuf {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_stratego_bot"));
    let path = bin
        .parent()
        .expect("the binary sits in a target directory")
        .join("examples")
        .join("random_engine");
    if !path.exists() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args([
                "build",
                "--quiet",
                "--example",
                "random_engine",
                "--manifest-path",
            ])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
            .status()
            .expect("cargo runs");
        assert!(status.success(), "building the example engine failed");
    }
    path
}

#[test]
fn hard_plays_whole_games_against_an_outside_engine() {
    let engine = format!("{} 7", random_engine().display());
    let output = Command::new(env!("CARGO_BIN_EXE_stratego_bot"))
        .args(["selfplay", "hard", "--vs-cmd", &engine, "--games", "2"])
        .args(["--samples", "2", "--max-plies", "400", "--json"])
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let tally: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
    assert_eq!(tally["a"], "hard");
    assert_eq!(tally["b"], "cmd");
    assert_eq!(tally["games"], 2);
    // Every game was played out on the board: the random engine never forfeited.
    let games: Vec<&str> = stderr.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{stderr}");
    for g in &games {
        assert!(
            !["illegal", "timeout", "engine_gone"]
                .iter()
                .any(|bad| g.contains(bad)),
            "{g}"
        );
    }
    assert!(tally["avg_plies"].as_f64().unwrap() > 10.0, "{tally}");
    // A random mover is no match for hard.
    assert_eq!(tally["a_wins"], 2, "{stderr}");
}
