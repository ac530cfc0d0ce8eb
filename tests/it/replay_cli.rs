//! The `replay` command, run as the real binary: output, JSON shape and exit codes; and the
//! binary's own help.

use std::process::Command;

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn replay(args: &[&str]) -> Run {
    let mut all = vec!["replay"];
    all.extend_from_slice(args);
    binary(&all)
}

fn binary(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_stratego_bot"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().expect("exit code"),
        out: String::from_utf8(output.stdout).unwrap(),
        err: String::from_utf8(output.stderr).unwrap(),
    }
}

fn json_lines(out: &str) -> Vec<serde_json::Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn legal_games_in_every_format_exit_zero() {
    let files = [
        data("record-short.txt"),
        data("gravon-classic.xml"),
        data("gravon-classic.gsn"),
    ];
    let run = replay(&files.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(run.code, 0, "{}{}", run.out, run.err);
    let lines: Vec<&str> = run.out.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.out);
    assert!(lines[0].ends_with("record-short.txt: classic, 9 moves, red won (resignation)"));
    assert!(lines[1].ends_with("gravon-classic.xml: classic, 9 moves, red won (resignation)"));
    assert!(lines[2].ends_with("gravon-classic.gsn: classic, 9 moves, red won (resignation)"));
    assert_eq!(run.err, "");
}

#[test]
fn json_has_one_object_per_file_and_names_the_broken_rule() {
    let files = [
        data("record-short.txt"),
        data("record-illegal.txt"),
        data("gravon-illegal.xml"),
        data("gravon-illegal.gsn"),
    ];
    let mut args = vec!["--json"];
    args.extend(files.iter().map(String::as_str));
    let run = replay(&args);
    assert_eq!(run.code, 1, "{}{}", run.out, run.err);
    let lines = json_lines(&run.out);
    assert_eq!(lines.len(), 4);
    assert_eq!(
        lines[0],
        serde_json::json!({
            "file": files[0], "variant": "classic", "moves_played": 9, "illegal": null,
            "result": {"winner": "red", "reason": "resignation"}
        })
    );
    let expected = [
        (6, 7, "H4-H5", "immovable"),
        (6, 7, "H4-H5", "immovable"),
        (4, 5, "A3-A5", "one-square"),
    ];
    for (line, (played, index, mv, rule)) in lines[1..].iter().zip(expected) {
        let keys: Vec<&str> = line
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys.len(), 5, "{line}");
        for key in ["file", "variant", "moves_played", "illegal", "result"] {
            assert!(keys.contains(&key), "{line}");
        }
        assert_eq!(line["moves_played"], played, "{line}");
        assert_eq!(
            line["illegal"],
            serde_json::json!({"index": index, "move": mv, "rule": rule})
        );
        assert_eq!(line["result"], serde_json::Value::Null);
    }
}

#[test]
fn unreadable_files_exit_two_and_the_rest_still_run() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.txt");
    let good = std::fs::read_to_string(data("record-short.txt")).unwrap();
    std::fs::write(&broken, good.replace("E4-E5", "E4-Q5")).unwrap();
    let missing = dir.path().join("missing.xml");
    let run = replay(&[
        broken.to_str().unwrap(),
        &data("record-illegal.txt"),
        missing.to_str().unwrap(),
        &data("gravon-classic.gsn"),
    ]);
    assert_eq!(run.code, 2, "{}{}", run.out, run.err);
    assert!(
        run.err
            .contains("broken.txt: line 17, column 40: `E4-Q5` is not a move"),
        "{}",
        run.err
    );
    assert!(run.err.contains("missing.xml: cannot read"), "{}", run.err);
    assert_eq!(run.out.lines().count(), 2, "{}", run.out);
    assert!(run.out.contains("move 7 H4-H5 is illegal (immovable)"));
}

#[test]
fn options_and_usage() {
    let run = replay(&[
        "--gif",
        "out.gif",
        &data("record-short.txt"),
        &data("record-short.txt"),
    ]);
    assert_eq!(run.code, 2);
    assert!(run.err.contains("exactly one"), "{}", run.err);
    assert_eq!(replay(&[]).code, 2);
    assert_eq!(replay(&["--two-squares", "zero", "x"]).code, 2);
    let run = replay(&[
        "--json",
        "--two-squares",
        "5",
        "--move-limits",
        "off",
        "--one-time-bombs",
        &data("gravon-classic.xml"),
    ]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert_eq!(json_lines(&run.out)[0]["moves_played"], 9);
}

#[test]
fn gif_of_a_record_decodes_with_a_frame_per_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("game.gif");
    let run = replay(&["--gif", out.to_str().unwrap(), &data("gravon-classic.xml")]);
    assert_eq!(run.code, 0, "{}", run.err);
    let file = std::fs::File::open(&out).unwrap();
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(file).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    // The start position, then one frame per move (9 in this record) and possibly a final pause.
    assert!(frames > 9, "{frames} frames");
}

#[test]
fn a_record_whose_field_is_not_its_declared_game_exits_two_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let classic = std::fs::read_to_string(data("gravon-classic.gsn")).unwrap();
    // The red Flag (field letter M, on A1) becomes an empty square.
    let flagless = dir.path().join("flagless.gsn");
    std::fs::write(&flagless, classic.replacen("\nM", "\nA", 1)).unwrap();
    let run = replay(&[
        "--json",
        flagless.to_str().unwrap(),
        &data("gravon-classic.xml"),
    ]);
    assert_eq!(run.code, 2, "{}{}", run.out, run.err);
    let lines = json_lines(&run.out);
    assert_eq!(lines.len(), 2, "{}", run.out);
    let error = lines[0]["error"].as_str().expect("an error line");
    assert!(
        error.starts_with("line 3, column 1: the field is not a legal classic position")
            && error.contains("Red has 0 Flag where 1 belong"),
        "{error}"
    );
    assert_eq!(lines[0].as_object().unwrap().len(), 2, "{}", lines[0]);
    assert!(run.err.contains("flagless.gsn: line 3"), "{}", run.err);
    // The other file still plays.
    assert_eq!(lines[1]["variant"], "classic");
    assert_eq!(lines[1]["moves_played"], 9);
}

#[test]
fn the_binary_and_its_tools_answer_help_with_status_zero() {
    for args in [&["--help"][..], &["help"]] {
        let run = binary(args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.err);
        assert!(
            run.out.contains("Usage: stratego_bot [COMMAND]"),
            "{}",
            run.out
        );
        for tool in ["check", "backup", "replay", "selfplay"] {
            assert!(run.out.contains(tool), "{}", run.out);
        }
    }
    let run = replay(&["--help"]);
    assert_eq!(run.code, 0, "{}", run.err);
    assert_eq!(run.err, "");
    assert!(
        run.out
            .contains("Usage: stratego_bot replay [OPTIONS] <FILE>..."),
        "{}",
        run.out
    );
    for option in [
        "--json",
        "--two-squares <N>",
        "--move-limits <on|off>",
        "--gif <OUT>",
    ] {
        assert!(run.out.contains(option), "{}", run.out);
    }
    let run = binary(&["--version"]);
    assert_eq!(run.code, 0);
    assert_eq!(
        run.out.trim(),
        format!("stratego_bot {}", env!("CARGO_PKG_VERSION"))
    );
    let run = replay(&["--bogus", &data("record-short.txt")]);
    assert_eq!((run.code, run.out.as_str()), (2, ""));
    assert!(
        run.err.contains("unexpected argument '--bogus'"),
        "{}",
        run.err
    );
    let run = binary(&["play"]);
    assert_eq!(run.code, 2);
    assert!(
        run.err.contains("unrecognized subcommand 'play'"),
        "{}",
        run.err
    );
}
