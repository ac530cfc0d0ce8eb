//! Round trips, replays and error positions of the record format.

use proptest::prelude::*;

use super::*;
use crate::engine::sim::random_game;
use crate::engine::{BattleOutcome, Color, Rank, Square};

/// The record of `random_game(rules, seed)`, with names and an event to exercise the tags.
fn random_record(rules: Rules, seed: u64) -> (GameRecord, Game) {
    let (game, played) = random_game(rules, seed);
    let red = Deployment::random(rules.variant, seed.wrapping_mul(2));
    let blue = Deployment::random(rules.variant, seed.wrapping_mul(2).wrapping_add(1));
    assert_eq!(&Setup::from_deployments(&red, &blue), game.start());
    let mut record = GameRecord::from_game(rules, red, blue, &played, game.outcome());
    record.red = Some(format!("red \"{seed}\""));
    record.blue = Some("blue\\bot".to_string());
    record.event = Some("Soak".to_string());
    (record, game)
}

fn variant_rules(pick: u8) -> Rules {
    let variant = [Variant::Classic, Variant::Barrage, Variant::Duel][pick as usize % 3];
    Rules {
        one_time_bombs: pick.is_multiple_of(2),
        two_squares_limit: 3 + 2 * (pick % 2),
        ..Rules::with_variant(variant)
    }
}

const SAMPLE: &str = "[Event \"Spring cup\"]
[Red \"alice\"]
[Blue \"bob\"]
[Variant \"barrage\"]
[TwoSquares \"3\"]
[MoreSquares \"on\"]
[OneTimeBombs \"off\"]
[ScoutStrike \"on\"]
[NoAttackLimit \"200\"]
[MoveLimit \"2000\"]
[Result \"blue resignation\"]
[RedSetup \"........../........../........../X9S32.2BF.\"]
[BlueSetup \"........../........../........../X9S32.2BF.\"]

1. B1-B2 1... I10-I9 2. B2-B3 I9-I8 2. B3-B4 I8-I7 3. B4-B5 *
";

#[test]
fn a_hand_written_record_is_located_precisely_when_wrong() {
    // The sample repeats "2." and gives "1..." mid-game: the first slip is line 15.
    let err = GameRecord::parse(SAMPLE).unwrap_err();
    assert_eq!((err.line, err.column), (15, 37), "{err}");
}

#[test]
fn canonical_text_round_trips() {
    let text = "[Event \"Spring cup\"]
[Red \"alice\"]
[Blue \"bob\"]
[Variant \"barrage\"]
[TwoSquares \"3\"]
[MoreSquares \"on\"]
[OneTimeBombs \"off\"]
[ScoutStrike \"on\"]
[NoAttackLimit \"200\"]
[MoveLimit \"none\"]
[Result \"blue resignation\"]
[RedSetup \"........../........../........../X9S32.2BF.\"]
[BlueSetup \"........../........../........../X9S32.2BF.\"]

1. B1-B2 I10-I9 2. B2-B3 I9-I8 3. B3-B4 I8-I7 4. B4-B5 0-1
";
    let record = GameRecord::parse(text).unwrap();
    assert_eq!(record.rules.variant, Variant::Barrage);
    assert_eq!(record.rules.total_move_limit, None);
    assert_eq!(record.moves.len(), 7);
    assert_eq!(record.red.as_deref(), Some("alice"));
    assert_eq!(record.to_text(), text);
    let report = record.replay(&record.rules).unwrap();
    assert_eq!(report.illegal, None);
    assert_eq!(report.moves_played, 7);
    assert_eq!(
        report.result,
        Some(Outcome::win(Color::Blue, EndReason::Resignation))
    );
}

#[test]
fn battles_are_written_and_checked() {
    let (record, _) = random_record(Rules::default(), 11);
    let text = record.to_text();
    assert!(text.contains("x"), "a random game has attacks:\n{text}");
    assert!(text.contains('{'));
    let attack = record
        .moves
        .iter()
        .position(|m| m.battle.is_some())
        .unwrap();
    let mut wrong = record.clone();
    let battle = wrong.moves[attack].battle.as_mut().unwrap();
    battle.outcome = match battle.outcome {
        BattleOutcome::AttackerWins => BattleOutcome::DefenderWins,
        _ => BattleOutcome::AttackerWins,
    };
    let report = wrong.replay(&wrong.rules).unwrap();
    let illegal = report.illegal.unwrap();
    assert_eq!(illegal.index, attack + 1);
    assert_eq!(illegal.rule, "battle-result");
    assert_eq!(report.moves_played, attack);
}

#[test]
fn the_first_illegal_move_is_named_with_its_rule() {
    let (mut record, _) = random_record(Rules::default(), 5);
    let a4 = Square::parse("A4").unwrap();
    // Red's 2nd move (ply 3) becomes a diagonal step.
    let from = record.moves[2].mv.from;
    let to = Square::new(
        if from.file() == 0 { 1 } else { from.file() - 1 },
        from.row() + 1,
    )
    .unwrap_or(a4);
    record.moves[2] = RecordedMove {
        mv: Move::new(from, to),
        battle: None,
    };
    let report = GameRecord::parse(&record.to_text())
        .unwrap()
        .replay(&record.rules)
        .unwrap();
    let illegal = report.illegal.unwrap();
    assert_eq!(illegal.index, 3);
    assert_eq!(illegal.text, format!("{from}-{to}"));
    assert_eq!(report.moves_played, 2);
    assert_eq!(report.result, None);
    assert!(
        ["straight-line", "own-piece", "lake"].contains(&illegal.rule),
        "{illegal:?}"
    );
}

#[test]
fn positions_round_trip_with_blue_to_move() {
    let setup = Setup {
        pieces: vec![
            (Square::parse("A1").unwrap(), Color::Red, Rank::Flag),
            (Square::parse("J10").unwrap(), Color::Blue, Rank::Flag),
            (Square::parse("B2").unwrap(), Color::Red, Rank::Marshal),
            (Square::parse("E7").unwrap(), Color::Blue, Rank::Scout),
        ],
        to_move: Color::Blue,
    };
    let mut record = GameRecord::new(Rules::with_variant(Variant::Free), Start::Position(setup));
    for text in ["E7-E5", "B2-B3", "E5-E3", "B3-C3", "E3xC3"] {
        record.moves.push(RecordedMove {
            mv: Move::parse(text).unwrap(),
            battle: None,
        });
    }
    record.moves[4].battle = Some(crate::engine::Battle::resolve(
        Rank::Scout,
        Rank::Marshal,
        false,
    ));
    let text = record.to_text();
    assert!(
        text.contains("[Position \"blue rF@A1 bF@J10 rX@B2 b2@E7\"]"),
        "{text}"
    );
    assert!(
        text.ends_with("\n\n1... E7-E5 2. B2-B3 E5-E3 3. B3-C3 E3xC3 {2<X} *\n"),
        "{text}"
    );
    assert_eq!(GameRecord::parse(&text).unwrap(), record);
    let report = record.replay(&record.rules).unwrap();
    assert_eq!(report.illegal, None, "{text}");
    assert_eq!(report.moves_played, 5);
}

#[test]
fn errors_name_line_and_column() {
    let (record, _) = random_record(Rules::with_variant(Variant::Duel), 2);
    let text = record.to_text();
    let cases: Vec<(String, usize)> = vec![
        (
            text.replacen("[Variant \"duel\"]", "[Variant \"chess\"]", 1),
            4,
        ),
        (
            text.replacen("[TwoSquares \"3\"]", "[TwoSquares \"3\"] x", 1),
            5,
        ),
        (text.replacen("1. ", "7. ", 1), 15),
        (
            text.replacen("[Result", "[Result \"red flag_captured\"]\n[Result", 1),
            12,
        ),
        (text.replacen(" 2. ", " 2. Q9-B4 ", 1), 15),
    ];
    for (bad, line) in cases {
        let err = GameRecord::parse(&bad).unwrap_err();
        assert_eq!(err.line, line, "{err}\n{bad}");
        assert!(
            err.to_string()
                .starts_with(&format!("line {line}, column "))
        );
    }
    let mut illegal_setup = text.clone();
    let red = match &record.start {
        Start::Deployments { red, .. } => red.to_string(),
        Start::Position(_) => unreachable!(),
    };
    illegal_setup = illegal_setup.replacen(&red, &red.replacen('X', "9", 1), 1);
    let err = GameRecord::parse(&illegal_setup).unwrap_err();
    assert!(err.problem.contains("not legal for duel"), "{err}");
}

#[test]
fn a_result_the_board_did_not_reach_is_not_trusted() {
    let (mut record, _) = random_record(Rules::default(), 8);
    record.moves.truncate(10);
    record.result = Some(Outcome::win(Color::Red, EndReason::FlagCaptured));
    let report = record.replay(&record.rules).unwrap();
    assert_eq!(report.result, None);
    record.result = Some(Outcome::draw(EndReason::AgreedDraw));
    let report = record.replay(&record.rules).unwrap();
    assert_eq!(report.result, Some(Outcome::draw(EndReason::AgreedDraw)));
}

/// A `.gsn` game of Gravon type `game_type` from `setup`, with the given moves and no result.
fn gsn(game_type: u8, setup: &Setup, moves: &[&str]) -> String {
    let mut text = format!(
        "#X38FA11 Stratego-Notation v2\ntype {game_type}\n{}\n",
        gravon::field_text(setup)
    );
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text + "END\nalice vs bob result 4 winner 2\n"
}

/// An XML game; `game_type` None leaves the type attribute out.
fn xml(game_type: Option<&str>, setup: &Setup) -> String {
    let attribute = game_type.map_or(String::new(), |t| format!(" type=\"{t}\""));
    format!(
        "<stratego>\n<game{attribute}>\n<field content=\"{}\"/>\n</game>\n</stratego>\n",
        gravon::field_text(setup)
    )
}

fn deployed(variant: Variant, seed: u64) -> Setup {
    Setup::from_deployments(
        &Deployment::random(variant, seed),
        &Deployment::random(variant, seed + 1),
    )
}

fn without(mut setup: Setup, color: Color, rank: Rank) -> Setup {
    let at = setup
        .pieces
        .iter()
        .position(|&(_, c, r)| c == color && r == rank)
        .unwrap();
    setup.pieces.remove(at);
    setup
}

#[test]
fn a_record_is_refused_when_its_field_is_not_its_declared_game() {
    let flagless = without(deployed(Variant::Classic, 5), Color::Red, Rank::Flag);
    let err = gsn::parse_gsn(&gsn(0, &flagless, &["A4-A5"])).unwrap_err();
    assert_eq!((err.line, err.column), (3, 1), "{err}");
    assert!(
        err.problem.contains("not a legal classic position")
            && err.problem.contains("Red has 0 Flag where 1 belong"),
        "{err}"
    );
    let err = gravon_xml::parse_xml(&xml(Some("classic"), &flagless)).unwrap_err();
    assert_eq!(err.line, 3, "{err}");
    assert!(err.problem.contains("Red has 0 Flag"), "{err}");

    // A barrage army is a barrage game, not a duel.
    let barrage = deployed(Variant::Barrage, 7);
    let record = gsn::parse_gsn(&gsn(1, &barrage, &[])).unwrap();
    assert_eq!(record.variant(), Variant::Barrage);
    let err = gravon_xml::parse_xml(&xml(Some("duell"), &barrage)).unwrap_err();
    assert!(err.problem.contains("not a legal duel position"), "{err}");
    let record = gravon_xml::parse_xml(&xml(Some("duell"), &deployed(Variant::Duel, 9))).unwrap();
    assert_eq!(record.variant(), Variant::Duel);

    // Games the engine does not play are named, not guessed at.
    let err = gsn::parse_gsn(&gsn(3, &barrage, &[])).unwrap_err();
    assert!(err.problem.contains("`ultimate lightning`"), "{err}");
}

#[test]
fn records_that_declare_no_game_are_free_positions_with_one_flag_a_side() {
    let square = |name: &str| Square::parse(name).unwrap();
    let small = Setup {
        pieces: vec![
            (square("A1"), Color::Red, Rank::Flag),
            (square("E4"), Color::Red, Rank::Scout),
            (square("E7"), Color::Blue, Rank::Marshal),
            (square("J10"), Color::Blue, Rank::Flag),
        ],
        to_move: Color::Red,
    };
    let record = gravon_xml::parse_xml(&xml(None, &small)).unwrap();
    assert_eq!(record.variant(), Variant::Free);
    assert_eq!(record.start, Start::Position(small.clone()));
    assert_eq!(record.event.as_deref(), Some("Gravon"));
    // Gravon's "classicfree" is free too.
    let record = gsn::parse_gsn(&gsn(2, &small, &["E4-E6"])).unwrap();
    assert_eq!(record.variant(), Variant::Free);
    assert_eq!(record.replay(&record.rules).unwrap().moves_played, 1);
    // An exact army is still recognised.
    let record = gravon_xml::parse_xml(&xml(None, &deployed(Variant::Classic, 3))).unwrap();
    assert_eq!(record.variant(), Variant::Classic);

    let flagless = without(small, Color::Blue, Rank::Flag);
    let err = gravon_xml::parse_xml(&xml(None, &flagless)).unwrap_err();
    assert!(
        err.problem.contains("not a legal free position")
            && err.problem.contains("Blue has 0 Flag where 1 belong"),
        "{err}"
    );
    assert!(gsn::parse_gsn(&gsn(2, &flagless, &[])).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_round_trip_and_replay(seed in 0u64..10_000, pick in 0u8..6) {
        let rules = variant_rules(pick);
        let (record, game) = random_record(rules, seed);
        let text = record.to_text();
        let parsed = GameRecord::parse(&text).unwrap();
        prop_assert_eq!(&parsed, &record);
        prop_assert_eq!(parsed.to_text(), text.clone());
        prop_assert!(text.lines().all(|l| l.chars().count() <= 80 || l.starts_with('[')));
        let report = parsed.replay(&parsed.rules).unwrap();
        prop_assert_eq!(report.illegal, None);
        prop_assert_eq!(report.moves_played, record.moves.len());
        prop_assert_eq!(report.result, game.outcome());
    }

    #[test]
    fn free_text_tags_round_trip(event in any::<String>(), name in "[A-Z][A-Za-z0-9_]{0,8}", value in any::<String>()) {
        let (mut record, _) = random_record(Rules::with_variant(Variant::Barrage), 1);
        record.event = Some(event);
        let known = ["Event", "Site", "Date", "Red", "Blue", "Variant", "TwoSquares", "MoreSquares",
            "OneTimeBombs", "ScoutStrike", "NoAttackLimit", "MoveLimit", "Result", "RedSetup",
            "BlueSetup", "Position"];
        if !known.contains(&name.as_str()) {
            record.extra_tags.push((name, value));
        }
        let text = record.to_text();
        prop_assert_eq!(GameRecord::parse(&text).unwrap(), record);
    }

    #[test]
    fn the_record_parser_never_panics(text in any::<String>()) {
        let _ = GameRecord::parse(&text);
    }

    #[test]
    fn mangled_records_never_panic(seed in 0u64..50, cut in any::<prop::sample::Index>(), junk in any::<String>()) {
        let (record, _) = random_record(Rules::with_variant(Variant::Duel), seed);
        let text = record.to_text();
        let mut at = cut.index(text.len() + 1);
        while !text.is_char_boundary(at) { at -= 1; }
        let mangled = format!("{}{}{}", &text[..at], junk, &text[at..]);
        if let Ok(r) = GameRecord::parse(&mangled) {
            let _ = r.replay(&r.rules);
        }
        let _ = GameRecord::parse(&text[..at]);
    }

    #[test]
    fn the_other_parsers_never_panic(text in any::<String>(), bytes in any::<Vec<u8>>()) {
        let lossy = String::from_utf8_lossy(&bytes);
        for input in [text.as_str(), lossy.as_ref()] {
            let _ = gravon_xml::parse_xml(input);
            let _ = gsn::parse_gsn(input);
            let _ = gravon::parse_square(input);
            let _ = gravon::parse_field(input);
            let _ = Deployment::parse(input);
            let _ = Square::parse(input);
            let _ = Move::parse(input);
            let _ = GameRecord::parse(input);
        }
    }
}

/// A long soak of the parsers on arbitrary input: `cargo test --lib record -- --ignored`.
#[test]
#[ignore]
fn soak_parsers_on_arbitrary_input() {
    use proptest::test_runner::{Config, TestRunner};
    let mut runner = TestRunner::new(Config::with_cases(200_000));
    runner
        .run(&(any::<String>(), any::<Vec<u8>>()), |(text, bytes)| {
            let lossy = String::from_utf8_lossy(&bytes);
            for input in [text.as_str(), lossy.as_ref()] {
                let _ = GameRecord::parse(input);
                let _ = gravon_xml::parse_xml(input);
                let _ = gsn::parse_gsn(input);
            }
            Ok(())
        })
        .unwrap();
}
