//! Each rule on a hand-made position.

use super::*;
use Color::{Blue, Red};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

/// A position from `(square, colour, rank)` triples, red to move, pieces anywhere.
fn position(pieces: &[(&str, Color, Rank)], rules: Rules) -> Game {
    let setup = Setup {
        pieces: pieces.iter().map(|&(s, c, r)| (sq(s), c, r)).collect(),
        to_move: Red,
    };
    Game::from_pieces_anywhere(rules, setup)
}

fn free() -> Rules {
    Rules::with_variant(Variant::Free)
}

fn targets(game: &Game, from: &str) -> Vec<String> {
    let mut t: Vec<String> = game
        .legal_moves_from(sq(from))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    t.sort();
    t
}

/// Plays a list of moves, panicking with the move's text if one is refused.
fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        game.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

const FLAGS: [(&str, Color, Rank); 2] = [("A1", Red, Rank::Flag), ("A10", Blue, Rank::Flag)];

fn with_flags(extra: &[(&'static str, Color, Rank)]) -> Vec<(&'static str, Color, Rank)> {
    FLAGS.iter().chain(extra).copied().collect()
}

#[test]
fn scout_is_blocked_by_the_first_piece() {
    let g = position(
        &with_flags(&[
            ("E1", Red, Rank::Scout),
            ("E4", Red, Rank::Bomb),
            ("J10", Blue, Rank::Scout),
        ]),
        free(),
    );
    assert_eq!(
        targets(&g, "E1"),
        ["B1", "C1", "D1", "E2", "E3", "F1", "G1", "H1", "I1", "J1"]
    );
    assert_eq!(g.check(mv("E1-E6")), Err(PlayError::Blocked(sq("E4"))));
    assert_eq!(g.check(mv("E1-F2")), Err(PlayError::NotStraight));
}

#[test]
fn scout_strikes_at_range_unless_the_option_forbids_it() {
    let pieces = with_flags(&[("E1", Red, Rank::Scout), ("E6", Blue, Rank::Sergeant)]);
    let mut g = position(&pieces, free());
    assert!(targets(&g, "E1").contains(&"E6".to_string()));
    let played = g.play(mv("E1-E6")).unwrap();
    let battle = played.battle.unwrap();
    assert_eq!(
        (battle.attacker, battle.defender, battle.outcome),
        (Rank::Scout, Rank::Sergeant, BattleOutcome::DefenderWins)
    );
    assert_eq!(g.piece_at(sq("E1")), None);

    let rules = Rules {
        scout_strike: false,
        ..free()
    };
    let g = position(&pieces, rules);
    assert_eq!(g.check(mv("E1-E6")), Err(PlayError::ScoutStrike));
    assert!(!targets(&g, "E1").contains(&"E6".to_string()));
    assert!(targets(&g, "E1").contains(&"E5".to_string()));
}

#[test]
fn nothing_enters_or_crosses_a_lake() {
    let g = position(
        &with_flags(&[
            ("C3", Red, Rank::Scout),
            ("D4", Red, Rank::Major),
            ("J9", Blue, Rank::Scout),
        ]),
        free(),
    );
    assert_eq!(g.check(mv("C3-C7")), Err(PlayError::Lake));
    assert_eq!(g.check(mv("D4-D5")), Err(PlayError::Lake));
    assert_eq!(
        targets(&g, "C3"),
        [
            "A3", "B3", "C1", "C2", "C4", "D3", "E3", "F3", "G3", "H3", "I3", "J3"
        ]
    );
}

#[test]
fn non_scouts_move_one_square_and_bombs_never() {
    let g = position(
        &with_flags(&[
            ("E2", Red, Rank::Marshal),
            ("F2", Red, Rank::Bomb),
            ("J9", Blue, Rank::Scout),
        ]),
        free(),
    );
    assert_eq!(g.check(mv("E2-E4")), Err(PlayError::TooFar));
    assert_eq!(g.check(mv("F2-F3")), Err(PlayError::Immovable));
    assert_eq!(g.check(mv("A1-A2")), Err(PlayError::Immovable));
    assert_eq!(g.check(mv("E2-F2")), Err(PlayError::OwnPiece(sq("F2"))));
    assert_eq!(g.check(mv("J9-J8")), Err(PlayError::NotYourPiece(sq("J9"))));
    assert_eq!(g.check(mv("E5-E6")), Err(PlayError::NoPiece(sq("E5"))));
    assert_eq!(targets(&g, "E2"), ["D2", "E1", "E3"]);
}

/// Red shuttles its Major E2-E3 while blue shuttles two Scouts so blue never repeats.
fn shuttle(limit: u8, red_moves: usize) -> Game {
    let rules = Rules {
        two_squares_limit: limit,
        ..free()
    };
    let mut g = position(
        &with_flags(&[
            ("E2", Red, Rank::Major),
            ("I9", Blue, Rank::Scout),
            ("J9", Blue, Rank::Scout),
        ]),
        rules,
    );
    let blue = ["I9-I8", "J9-J8", "I8-I7", "J8-J7", "I7-I6", "J7-J6"];
    for (i, blue_move) in blue.iter().take(red_moves).enumerate() {
        let red = if i % 2 == 0 { "E2-E3" } else { "E3-E2" };
        play_all(&mut g, &[red, blue_move]);
    }
    g
}

#[test]
fn two_squares_allows_three_moves_then_refuses_the_fourth() {
    let g = shuttle(3, 3);
    assert_eq!(g.check(mv("E3-E2")), Err(PlayError::TwoSquares));
    assert!(!targets(&g, "E3").contains(&"E2".to_string()));
    // Any other move by that piece is fine and restarts the count.
    assert_eq!(g.check(mv("E3-E4")), Ok(()));
    assert_eq!(g.check(mv("E3-D3")), Ok(()));
}

#[test]
fn two_squares_with_the_old_limit_of_five() {
    let g = shuttle(5, 3);
    assert_eq!(g.check(mv("E3-E2")), Ok(()));
    let g = shuttle(5, 5);
    assert_eq!(g.check(mv("E3-E2")), Err(PlayError::TwoSquares));
}

#[test]
fn two_squares_scout_may_not_recross_the_same_border() {
    let mut g = position(
        &with_flags(&[
            ("D1", Red, Rank::Scout),
            ("H9", Blue, Rank::Scout),
            ("J9", Blue, Rank::Scout),
        ]),
        free(),
    );
    play_all(
        &mut g,
        &["D1-C1", "H9-H8", "C1-D1", "J9-J8", "D1-C1", "H8-H7"],
    );
    // C|D was crossed three times in a row: every move back over it is refused ...
    assert_eq!(g.check(mv("C1-D1")), Err(PlayError::TwoSquares));
    assert_eq!(g.check(mv("C1-G1")), Err(PlayError::TwoSquares));
    // ... while the Scout may still move elsewhere.
    assert_eq!(g.check(mv("C1-B1")), Ok(()));
    assert_eq!(g.check(mv("C1-C4")), Ok(()));

    // Long moves count by the borders they cross.
    let mut g = position(
        &with_flags(&[
            ("E1", Red, Rank::Scout),
            ("H9", Blue, Rank::Scout),
            ("J9", Blue, Rank::Scout),
        ]),
        free(),
    );
    play_all(
        &mut g,
        &["E1-E4", "H9-H8", "E4-E1", "J9-J8", "E1-E4", "H8-H7"],
    );
    assert_eq!(g.check(mv("E4-E2")), Err(PlayError::TwoSquares));
    assert_eq!(g.check(mv("E4-E5")), Ok(()));
}

/// Blue's Captain runs around its own Bomb on H9; red's Major follows one step behind.
#[test]
fn more_squares_forbids_recreating_a_position_of_the_chase() {
    let mut g = position(
        &with_flags(&[
            ("G7", Red, Rank::Major),
            ("H8", Blue, Rank::Captain),
            ("H9", Blue, Rank::Bomb),
        ]),
        free(),
    );
    play_all(
        &mut g,
        &[
            "G7-G8", "H8-I8", "G8-H8", "I8-I9", "H8-I8", "I9-I10", "I8-I9", "I10-H10", "I9-I10",
            "H10-G10", "I10-H10", "G10-G9", "H10-G10", "G9-G8", "G10-G9", "G8-H8",
        ],
    );
    // G9-G8 threatens H8 again and recreates the chase's first position.
    assert_eq!(g.check(mv("G9-G8")), Err(PlayError::MoreSquares));
    assert!(!targets(&g, "G9").contains(&"G8".to_string()));
    // Without the rule the move is fine.
    let mut relaxed = g.clone();
    relaxed.rules_mut_for_tests().more_squares = false;
    assert_eq!(relaxed.check(mv("G9-G8")), Ok(()));
}

#[test]
fn more_squares_always_allows_going_straight_back() {
    let mut g = position(
        &with_flags(&[
            ("A3", Red, Rank::Major),
            ("B2", Blue, Rank::Captain),
            ("J9", Blue, Rank::Scout),
        ]),
        free(),
    );
    // A3-A2 threatens B2; it runs to B3, the Major follows to A3 ...
    play_all(&mut g, &["A3-A2", "B2-B3", "A2-A3", "B3-B2"]);
    // ... and going straight back to A2 repeats the first position but is allowed.
    assert_eq!(g.check(mv("A3-A2")), Ok(()));
}

/// The relaxed twin of a game: the same position and history without the more-squares rule.
fn without_more_squares(g: &Game) -> Game {
    let mut relaxed = g.clone();
    relaxed.rules_mut_for_tests().more_squares = false;
    relaxed
}

/// Asserts that `text` is refused by the more-squares rule alone: not generated, refused when
/// typed, fine without the rule.
fn assert_more_squares_refuses(g: &Game, text: &str) {
    let m = mv(text);
    assert_eq!(g.check(m), Err(PlayError::MoreSquares), "{text}");
    assert!(!g.legal_moves().contains(&m), "{text} is generated");
    assert_eq!(without_more_squares(g).check(m), Ok(()), "{text}");
}

/// The example: red's Major shuttles C8-D8 against a piece shuttling D9-C9 while its
/// Lieutenant shuttles I4-H4 against one shuttling H3-I3, red alternating between the two.
/// No piece goes back and forth twice in a row, so only the more-squares rule can stop it.
#[test]
fn more_squares_catches_a_chase_with_two_pieces_in_turn() {
    let mut g = position(
        &with_flags(&[
            ("C8", Red, Rank::Major),
            ("I4", Red, Rank::Lieutenant),
            ("D9", Blue, Rank::Captain),
            ("H3", Blue, Rank::Sergeant),
        ]),
        free(),
    );
    play_all(
        &mut g,
        &[
            "C8-D8", "D9-C9", "I4-H4", "H3-I3", "D8-C8", "C9-D9", "H4-I4", "I3-H3",
        ],
    );
    // The Major's move recreates the position after red's first move; it is no step back,
    // since red's previous move was the Lieutenant's.
    assert_more_squares_refuses(&g, "C8-D8");
    // Moves that threaten nobody who evaded stay legal.
    assert_eq!(g.check(mv("C8-B8")), Ok(()));
    assert_eq!(g.check(mv("C8-C7")), Ok(()));
}

/// Red's Major circles E3-E4-F4-F3 while blue's Captain shuttles D4-D3 and its Sergeant
/// G4-G3; red's Scout on J1 and blue's on J9 are bystanders.
fn one_chaser_two_evaders() -> Game {
    position(
        &with_flags(&[
            ("E3", Red, Rank::Major),
            ("J1", Red, Rank::Scout),
            ("D4", Blue, Rank::Captain),
            ("G4", Blue, Rank::Sergeant),
            ("J9", Blue, Rank::Scout),
        ]),
        free(),
    )
}

/// One full lap: each of red's moves threatens one of the two pieces, which runs away.
const LAP: [&str; 8] = [
    "E3-E4", "D4-D3", "E4-F4", "G4-G3", "F4-F3", "G3-G4", "F3-E3", "D3-D4",
];

#[test]
fn more_squares_catches_one_piece_chasing_two() {
    let mut g = one_chaser_two_evaders();
    play_all(&mut g, &LAP);
    // Threatening the Captain again recreates the position after the lap's first move.
    assert_more_squares_refuses(&g, "E3-E4");
    // A chasing move to a position the chase has not seen is fine.
    assert_eq!(g.check(mv("E3-D3")), Ok(()));
}

#[test]
fn a_chase_ends_when_either_side_does_something_else() {
    // Red makes an unrelated move and takes it back: the chase starts afresh afterwards.
    let mut g = one_chaser_two_evaders();
    play_all(&mut g, &LAP[..6]);
    play_all(&mut g, &["J1-J2", "J9-J8", "J2-J1", "J8-J9"]);
    play_all(&mut g, &LAP[6..]);
    assert_eq!(g.check(mv("E3-E4")), Ok(()));

    // Blue does not run from the threat (the Sergeant stays next to the Major): same again.
    let mut g = one_chaser_two_evaders();
    play_all(&mut g, &LAP[..3]);
    play_all(&mut g, &["J9-J8", "J1-J2", "J8-J9", "J2-J1", "G4-G3"]);
    play_all(&mut g, &LAP[4..]);
    assert_eq!(g.check(mv("E3-E4")), Ok(()));
}

#[test]
fn an_evader_that_threatens_back_still_counts_as_evading() {
    // Red's Sergeant on C3 is threatened each time the Captain runs to D3.
    let mut g = position(
        &with_flags(&[
            ("E3", Red, Rank::Major),
            ("C3", Red, Rank::Sergeant),
            ("D4", Blue, Rank::Captain),
            ("G4", Blue, Rank::Sergeant),
        ]),
        free(),
    );
    play_all(&mut g, &LAP);
    assert_more_squares_refuses(&g, "E3-E4");
}

/// Red's Major threatens blue's Captain from A2 and A3 in turn, the Captain running between
/// B2 and B3: every chasing move goes straight back, so only the two-squares rule limits it.
#[test]
fn stepping_straight_back_is_allowed_while_the_two_squares_rule_allows_it() {
    let start = |limit: u8| {
        position(
            &with_flags(&[
                ("A3", Red, Rank::Major),
                ("B2", Blue, Rank::Captain),
                ("J9", Blue, Rank::Scout),
            ]),
            Rules {
                two_squares_limit: limit,
                ..free()
            },
        )
    };
    let shuttle = ["A3-A2", "B2-B3", "A2-A3", "B3-B2", "A3-A2", "B2-B3"];
    let mut g = start(3);
    play_all(&mut g, &shuttle);
    // The third A2-A3 recreates a position of the chase and goes straight back, but it would
    // be the fourth move between A2 and A3 in a row.
    assert_eq!(g.check(mv("A2-A3")), Err(PlayError::TwoSquares));
    let mut g = start(5);
    play_all(&mut g, &shuttle);
    assert_eq!(g.check(mv("A2-A3")), Ok(()));
    play_all(&mut g, &["A2-A3", "B3-B2", "A3-A2", "B2-B3"]);
    assert_eq!(g.check(mv("A2-A3")), Err(PlayError::TwoSquares));
}

/// Red's Scout circles B2-B8-I8-I2 with long moves, each ending next to a blue Scout that runs
/// the length of its file.
#[test]
fn a_scout_chases_from_a_distance() {
    let mut g = position(
        &[
            ("F1", Red, Rank::Flag),
            ("F10", Blue, Rank::Flag),
            ("B2", Red, Rank::Scout),
            ("A8", Blue, Rank::Scout),
            ("J8", Blue, Rank::Scout),
        ],
        free(),
    );
    play_all(
        &mut g,
        &[
            "B2-B8", "A8-A2", "B8-I8", "J8-J2", "I8-I2", "J2-J8", "I2-B2", "A2-A8",
        ],
    );
    assert_more_squares_refuses(&g, "B2-B8");
    // Stopping one square short threatens nobody.
    assert_eq!(g.check(mv("B2-B7")), Ok(()));
}

/// Red's Major and blue's Captain inside a walled 3x2 box (D2-F3): the Major chases until its
/// one way back is closed by the two-squares rule and the other by the more-squares rule.
#[test]
fn a_player_whose_every_move_is_forbidden_by_repetition_loses() {
    let mut pieces = vec![
        ("E1", Red, Rank::Flag),
        ("J10", Blue, Rank::Flag),
        ("D2", Red, Rank::Major),
        ("E3", Blue, Rank::Captain),
    ];
    for wall in ["C2", "C3", "G2", "G3", "D1", "F1", "D4", "E4", "F4"] {
        pieces.push((wall, Red, Rank::Bomb));
    }
    let mut g = position(&pieces, free());
    play_all(
        &mut g,
        &[
            "D2-E2", "E3-F3", "E2-E3", "F3-F2", "E3-F3", "F2-E2", "F3-F2", "E2-E3", "F2-F3",
            "E3-E2", "F3-F2",
        ],
    );
    // Without the more-squares rule red could still go F2-E2 after blue's next move.
    let mut relaxed = without_more_squares(&g);
    play_all(&mut relaxed, &["E2-E3"]);
    assert_eq!(relaxed.outcome(), None);
    assert_eq!(relaxed.legal_moves(), [mv("F2-E2")]);
    // With it, F2-F3 would be the fourth move between F2 and F3, and F2-E2 recreates the
    // position after red's first move while threatening the Captain, which evaded all along.
    play_all(&mut g, &["E2-E3"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Blue, EndReason::NoLegalMove))
    );
}

/// A refusal by the more-squares rule must not tell a player anything about hidden ranks, so
/// the positions of a chase are compared as the chasing player knows them.
#[test]
fn chase_positions_never_depend_on_hidden_ranks() {
    let game = |first: Rank, second: Rank| {
        let mut g = position(
            &with_flags(&[
                ("C8", Red, Rank::Major),
                ("I4", Red, Rank::Lieutenant),
                ("D9", Blue, first),
                ("H3", Blue, second),
            ]),
            free(),
        );
        play_all(&mut g, &["C8-D8", "D9-C9", "I4-H4", "H3-I3"]);
        g
    };
    let same = game(Rank::Captain, Rank::Captain);
    let swapped = game(Rank::Sergeant, Rank::Captain);
    let other = game(Rank::Captain, Rank::Sergeant);
    for g in [&swapped, &other] {
        assert_eq!(g.known_key_for_tests(Red), same.known_key_for_tests(Red));
        assert_ne!(g.known_key_for_tests(Blue), same.known_key_for_tests(Blue));
    }
    // The same board with the two Captains' places exchanged: the same for the referee, but
    // red tells the pieces apart by how they moved.
    let exchanged = position(
        &with_flags(&[
            ("D8", Red, Rank::Major),
            ("H4", Red, Rank::Lieutenant),
            ("I3", Blue, Rank::Captain),
            ("C9", Blue, Rank::Captain),
        ]),
        free(),
    );
    assert_eq!(
        exchanged.position_hash(),
        same.position_hash(),
        "red to move in both"
    );
    assert_ne!(
        exchanged.known_key_for_tests(Red),
        same.known_key_for_tests(Red)
    );
}

#[test]
fn a_side_without_a_legal_move_loses() {
    let mut g = position(
        &with_flags(&[
            ("E2", Red, Rank::Scout),
            ("B1", Red, Rank::Bomb),
            ("E3", Blue, Rank::Marshal),
        ]),
        free(),
    );
    play_all(&mut g, &["E2-E3"]);
    assert_eq!(g.outcome(), None, "blue can still move");
    play_all(&mut g, &["E3-E4"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Blue, EndReason::NoLegalMove))
    );
    assert_eq!(g.check(mv("B1-B2")), Err(PlayError::GameOver));
}

#[test]
fn neither_side_able_to_move_is_a_draw() {
    let mut g = position(
        &with_flags(&[("E2", Red, Rank::Scout), ("E8", Blue, Rank::Scout)]),
        free(),
    );
    play_all(&mut g, &["E2-E8"]);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::BothStuck)));
}

#[test]
fn capturing_the_flag_wins() {
    let mut g = position(
        &with_flags(&[("A9", Red, Rank::Scout), ("J9", Blue, Rank::Scout)]),
        free(),
    );
    play_all(&mut g, &["A9-A10"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Red, EndReason::FlagCaptured))
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn one_time_bombs_disappear_after_one_explosion() {
    let pieces = with_flags(&[
        ("E4", Red, Rank::General),
        ("E5", Blue, Rank::Bomb),
        ("J9", Blue, Rank::Scout),
        ("B1", Red, Rank::Scout),
    ]);
    let mut classic = position(&pieces, free());
    play_all(&mut classic, &["E4-E5"]);
    assert_eq!(classic.piece_at(sq("E5")), Some((Blue, Rank::Bomb)));
    let mut once = position(
        &pieces,
        Rules {
            one_time_bombs: true,
            ..free()
        },
    );
    play_all(&mut once, &["E4-E5"]);
    assert_eq!(once.piece_at(sq("E5")), None);
    assert_eq!(once.piece_at(sq("E4")), None);
}

#[test]
fn move_limits_end_in_a_draw() {
    let rules = Rules {
        no_attack_limit: Some(4),
        ..free()
    };
    let mut g = position(
        &with_flags(&[("E2", Red, Rank::Scout), ("E9", Blue, Rank::Scout)]),
        rules,
    );
    play_all(&mut g, &["E2-E3", "E9-E8", "E3-E4"]);
    assert_eq!(g.outcome(), None);
    play_all(&mut g, &["E8-E7"]);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::NoAttackLimit)));

    let rules = Rules {
        total_move_limit: Some(2),
        ..free()
    };
    let mut g = position(
        &with_flags(&[("E2", Red, Rank::Scout), ("E9", Blue, Rank::Scout)]),
        rules,
    );
    play_all(&mut g, &["E2-E3", "E9-E8"]);
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::MoveLimit)));
}

#[test]
fn resignation_draw_and_timeout() {
    let pieces = with_flags(&[("E2", Red, Rank::Scout), ("E9", Blue, Rank::Scout)]);
    let mut g = position(&pieces, free());
    assert_eq!(
        g.resign(Red),
        Ok(Outcome::win(Blue, EndReason::Resignation))
    );
    assert_eq!(g.agree_draw(), Err(PlayError::GameOver));
    let mut g = position(&pieces, free());
    assert_eq!(g.time_out(Blue), Ok(Outcome::win(Red, EndReason::Timeout)));
    // A player who times out against an opponent with nothing movable only draws.
    let mut g = position(
        &with_flags(&[("E2", Red, Rank::Scout), ("E9", Blue, Rank::Bomb)]),
        free(),
    );
    assert_eq!(g.time_out(Red), Ok(Outcome::draw(EndReason::Timeout)));
}

#[test]
fn views_show_only_what_each_viewer_knows() {
    let mut g = position(
        &with_flags(&[
            ("E2", Red, Rank::Scout),
            ("F2", Red, Rank::Major),
            ("E9", Blue, Rank::Colonel),
            ("F9", Blue, Rank::Scout),
        ]),
        free(),
    );
    let red = g.view(Viewer::Player(Red));
    assert_eq!(red.at(sq("E2")).unwrap().rank, Some(Rank::Scout));
    assert_eq!(red.at(sq("E9")).unwrap().rank, None);
    assert_eq!(g.view(Viewer::Spectator).at(sq("E2")).unwrap().rank, None);

    play_all(&mut g, &["E2-E8", "F9-F8"]);
    let blue = g.view(Viewer::Player(Blue));
    let scout = blue.at(sq("E8")).unwrap();
    assert!(scout.scout_shown && scout.moved && !scout.revealed);
    assert_eq!(scout.rank, Some(Rank::Scout));
    // Blue's one-step move does not show its rank to red or spectators.
    let last = g.view(Viewer::Player(Red)).last_move.unwrap();
    assert_eq!((last.rank, last.battle), (None, None));
    assert_eq!(
        g.view(Viewer::Player(Blue)).last_move.unwrap().rank,
        Some(Rank::Scout)
    );

    play_all(&mut g, &["F2-F3", "E9-E8"]);
    let spectator = g.view(Viewer::Spectator);
    let colonel = spectator.at(sq("E8")).unwrap();
    assert_eq!(
        (colonel.rank, colonel.revealed),
        (Some(Rank::Colonel), true)
    );
    assert_eq!(spectator.remaining.red.get(Rank::Scout), 0);
    assert_eq!(spectator.captured.red.get(Rank::Scout), 1);
    assert_eq!(spectator.at(sq("F3")).unwrap().rank, None);
}
