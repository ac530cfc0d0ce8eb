//! The match service against a real SQLite file in a temporary directory.

use chrono::{Duration, Utc};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, EndReason, Move, Square, Variant, Viewer};
use stratego_bot::record::GameRecord;
use stratego_bot::service::{
    ChallengeStatus, ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchStatus,
    NewChallenge, Service, ServiceError, UserId, verify_commitment,
};

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);
const CAROL: UserId = UserId(333);

const GUILD: GuildId = GuildId(1);
const CHANNEL: ChannelId = ChannelId(10);

async fn open(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("stratego.db").display());
    Service::open(&url).await.expect("open database")
}

fn challenge(opponent: Option<UserId>, options: MatchOptions) -> NewChallenge {
    NewChallenge {
        guild: GUILD,
        channel: CHANNEL,
        challenger: ALICE,
        opponent,
        options,
        expires_at: Utc::now() + Duration::hours(1),
    }
}

/// Alice challenges Bob (Alice red), Bob accepts, both lock in: a game ready to play.
async fn started_match(service: &Service, variant: Variant) -> MatchId {
    let options = MatchOptions {
        variant,
        challenger_color: ColorChoice::Red,
        ..MatchOptions::default()
    };
    let c = service
        .create_challenge(challenge(Some(BOB), options))
        .await
        .unwrap();
    let created = service.accept_challenge(c.id, BOB).await.unwrap();
    assert_eq!(created.players.red, ALICE);
    assert_eq!(created.players.blue, BOB);
    let first = service.setup_ready(created.match_id, ALICE).await.unwrap();
    assert!(first.started.is_none());
    let second = service.setup_ready(created.match_id, BOB).await.unwrap();
    let started = second.started.expect("both ready starts the game");
    assert_eq!(started.first, (Color::Red, ALICE));
    created.match_id
}

fn player(color: Color) -> UserId {
    match color {
        Color::Red => ALICE,
        Color::Blue => BOB,
    }
}

/// Plays random legal moves until the game ends; returns the number of moves.
async fn play_out(service: &Service, id: MatchId, seed: u64) -> u32 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut plies = 0;
    loop {
        let m = service.get_match(id).await.unwrap();
        if m.status != MatchStatus::Playing {
            return plies;
        }
        let view = service.view(id, Viewer::Spectator).await.unwrap();
        let user = player(view.to_move);
        let moves = service.legal_moves(id, user).await.unwrap();
        let mv = moves[rng.gen_range(0..moves.len())];
        let report = service.make_move(id, user, mv, Some(m.ply)).await.unwrap();
        plies += 1;
        assert_eq!(report.entry.number, m.ply + 1);
        assert_eq!((report.entry.from, report.entry.to), (mv.from, mv.to));
        if let Some(outcome) = report.outcome {
            assert!(report.next.is_none());
            assert_eq!(service.get_match(id).await.unwrap().outcome, Some(outcome));
        }
    }
}

#[tokio::test]
async fn whole_games_to_a_flag_capture_with_random_moves() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let mut flag_captures = 0;
    for seed in 0..8 {
        let id = started_match(&service, Variant::Barrage).await;
        let plies = play_out(&service, id, seed).await;
        let m = service.get_match(id).await.unwrap();
        assert_eq!(m.status, MatchStatus::Finished);
        assert_eq!(m.ply, plies);
        let outcome = m.outcome.expect("a finished game has an outcome");
        if outcome.reason == EndReason::FlagCaptured {
            flag_captures += 1;
        }
        let info = service.finish_info(id).await.unwrap();
        let info = info.reveal.expect("a played game reveals its setups");
        for color in Color::ALL {
            assert!(verify_commitment(
                info.setups.get(color),
                info.salts.get(color).as_deref().unwrap(),
                info.commitments.get(color).as_deref().unwrap(),
            ));
            assert!(info.record.contains(info.setups.get(color)));
        }
        // The attached record is our own format and replays to the same end.
        let record = GameRecord::parse(&info.record).expect("the game record parses");
        let replayed = record
            .replay(&record.rules)
            .expect("recorded setups are legal");
        assert!(replayed.illegal.is_none(), "{}", info.record);
        assert_eq!(replayed.moves_played as u32, plies);
        assert_eq!(replayed.result, Some(outcome));
        let err = service
            .make_move(id, ALICE, Move::parse("A1-A2").unwrap(), None)
            .await
            .unwrap_err();
        assert_eq!(err.key(), "game-over");
    }
    assert!(
        flag_captures > 0,
        "no random game ended with a flag capture"
    );
}

/// Everything a bad input could have changed.
async fn snapshot(service: &Service, id: MatchId) -> impl PartialEq + std::fmt::Debug {
    let m = service.get_match(id).await.unwrap();
    let setups = (
        service.setup_of(id, ALICE).await.unwrap(),
        service.setup_of(id, BOB).await.unwrap(),
    );
    let view = service.view(id, Viewer::Spectator).await.ok();
    let draw = service.draw_offer(id).await.unwrap();
    (m, setups, view, draw)
}

#[tokio::test]
async fn bad_input_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let options = MatchOptions {
        variant: Variant::Barrage,
        challenger_color: ColorChoice::Red,
        ..MatchOptions::default()
    };

    // Challenges.
    let err = service
        .create_challenge(challenge(Some(ALICE), options))
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::SelfChallenge), "{err:?}");
    let c = service
        .create_challenge(challenge(Some(BOB), options))
        .await
        .unwrap();
    for (user, expected) in [(ALICE, "own-challenge"), (CAROL, "not-your-challenge")] {
        let err = service.accept_challenge(c.id, user).await.unwrap_err();
        assert_eq!(err.key(), expected);
    }
    let err = service.decline_challenge(c.id, CAROL).await.unwrap_err();
    assert_eq!(err.key(), "not-your-challenge");
    assert_eq!(
        service.challenge(c.id).await.unwrap().status,
        ChallengeStatus::Open
    );
    let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
    let err = service.accept_challenge(c.id, BOB).await.unwrap_err();
    assert_eq!(err.key(), "challenge-closed");

    // Setup phase.
    let before = snapshot(&service, id).await;
    let e5 = Square::parse("E5").unwrap();
    let a1 = Square::parse("A1").unwrap();
    let a10 = Square::parse("A10").unwrap();
    let classic = stratego_bot::engine::Deployment::random(Variant::Classic, 3).to_string();
    let mut errors = vec![
        service.setup_swap(id, ALICE, a1, e5).await.unwrap_err(),
        service.setup_swap(id, ALICE, a1, a10).await.unwrap_err(),
        service.setup_swap(id, CAROL, a1, a1).await.unwrap_err(),
        service
            .setup_swap(MatchId(999), ALICE, a1, a1)
            .await
            .unwrap_err(),
        service.setup_paste(id, ALICE, "XX").await.unwrap_err(),
        service.setup_paste(id, ALICE, &classic).await.unwrap_err(),
        service.load_setup(id, ALICE, "nothing").await.unwrap_err(),
        service
            .make_move(id, ALICE, Move::parse("A4-A5").unwrap(), None)
            .await
            .unwrap_err(),
        service.view(id, Viewer::Spectator).await.unwrap_err(),
        service.finish_info(id).await.unwrap_err(),
    ];
    service
        .save_setup_text(ALICE, "wall", Variant::Classic, &classic)
        .await
        .unwrap();
    errors.push(service.load_setup(id, ALICE, "wall").await.unwrap_err());
    assert_eq!(snapshot(&service, id).await, before);
    let keys: Vec<_> = errors.iter().map(|e| e.key()).collect();
    assert_eq!(
        keys,
        [
            "bad-square",
            "bad-square",
            "not-your-game",
            "no-such-match",
            "bad-setup-text",
            "bad-setup",
            "no-such-saved-setup",
            "not-started",
            "not-started",
            "not-finished",
            "wrong-variant",
        ]
    );

    service.setup_ready(id, ALICE).await.unwrap();
    let before = snapshot(&service, id).await;
    let errors = [
        service.setup_ready(id, ALICE).await.unwrap_err(),
        service.setup_mirror(id, ALICE).await.unwrap_err(),
        service.setup_randomize(id, ALICE).await.unwrap_err(),
    ];
    assert_eq!(snapshot(&service, id).await, before);
    assert!(errors.iter().all(|e| e.key() == "already-ready"));
    service.setup_ready(id, BOB).await.unwrap();

    // Play.
    let before = snapshot(&service, id).await;
    let legal = service.legal_moves(id, ALICE).await.unwrap();
    let errors = [
        service.setup_mirror(id, BOB).await.unwrap_err(),
        service
            .make_move(id, BOB, legal[0], None)
            .await
            .unwrap_err(),
        service
            .make_move(id, CAROL, legal[0], None)
            .await
            .unwrap_err(),
        service
            .make_move(id, ALICE, legal[0], Some(5))
            .await
            .unwrap_err(),
        service
            .make_move(id, ALICE, Move::parse("A5-A6").unwrap(), None)
            .await
            .unwrap_err(),
        service.accept_draw(id, BOB).await.unwrap_err(),
        service.decline_draw(id, BOB).await.unwrap_err(),
    ];
    assert_eq!(snapshot(&service, id).await, before);
    let keys: Vec<_> = errors.iter().map(|e| e.key()).collect();
    assert_eq!(
        keys,
        [
            "setup-closed",
            "not-your-turn",
            "not-your-game",
            "stale-move",
            "illegal-move",
            "no-draw-offer",
            "no-draw-offer",
        ]
    );
    assert!(service.legal_moves(id, BOB).await.unwrap().is_empty());

    // Draw offers: a second offer is refused, the offerer cannot accept it.
    service.offer_draw(id, ALICE).await.unwrap();
    let before = snapshot(&service, id).await;
    let errors = [
        service.offer_draw(id, ALICE).await.unwrap_err(),
        service.accept_draw(id, ALICE).await.unwrap_err(),
    ];
    assert_eq!(snapshot(&service, id).await, before);
    assert_eq!(errors[0].key(), "draw-already-offered");
    assert_eq!(errors[1].key(), "no-draw-offer");

    // After the end nothing moves any more.
    service.resign(id, BOB).await.unwrap();
    let before = snapshot(&service, id).await;
    let errors = [
        service
            .make_move(id, ALICE, legal[0], None)
            .await
            .unwrap_err(),
        service.resign(id, ALICE).await.unwrap_err(),
        service.offer_draw(id, ALICE).await.unwrap_err(),
        service.setup_ready(id, ALICE).await.unwrap_err(),
    ];
    assert_eq!(snapshot(&service, id).await, before);
    assert!(errors.iter().all(|e| e.key() == "game-over"), "{errors:?}");
    let m = service.get_match(id).await.unwrap();
    assert_eq!(m.outcome.unwrap().winner, Some(Color::Red));
}

#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = started_match(&service, Variant::Barrage).await;
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..6 {
        let m = service.get_match(id).await.unwrap();
        if m.status != MatchStatus::Playing {
            break;
        }
        let user = player(service.view(id, Viewer::Spectator).await.unwrap().to_move);
        let moves = service.legal_moves(id, user).await.unwrap();
        let mv = moves[rng.gen_range(0..moves.len())];
        service.make_move(id, user, mv, Some(m.ply)).await.unwrap();
    }
    let views = [
        service.view(id, Viewer::Player(Color::Red)).await.unwrap(),
        service.view(id, Viewer::Player(Color::Blue)).await.unwrap(),
    ];
    service.store().close().await;
    drop(service);

    let service = open(&dir).await;
    let after = [
        service.view(id, Viewer::Player(Color::Red)).await.unwrap(),
        service.view(id, Viewer::Player(Color::Blue)).await.unwrap(),
    ];
    assert_eq!(after, views);
    play_out(&service, id, 12).await;
    assert_eq!(
        service.get_match(id).await.unwrap().status,
        MatchStatus::Finished
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_moves_apply_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = started_match(&service, Variant::Classic).await;
    let moves = service.legal_moves(id, ALICE).await.unwrap();

    // A double click: the same move twice with the ply the player saw.
    let tasks: Vec<_> = (0..2)
        .map(|_| {
            let service = service.clone();
            let mv = moves[0];
            tokio::spawn(async move { service.make_move(id, ALICE, mv, Some(0)).await })
        })
        .collect();
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 1);
    assert!(
        results
            .iter()
            .any(|r| matches!(r, Err(ServiceError::StaleMove { .. })))
    );
    assert_eq!(service.get_match(id).await.unwrap().ply, 1);

    // Two different commands without a ply: the second finds it is no longer its turn.
    let moves = service.legal_moves(id, BOB).await.unwrap();
    let tasks: Vec<_> = moves
        .iter()
        .take(2)
        .map(|&mv| {
            let service = service.clone();
            tokio::spawn(async move { service.make_move(id, BOB, mv, None).await })
        })
        .collect();
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(e) => assert_eq!(e.key(), "not-your-turn"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(service.get_match(id).await.unwrap().ply, 2);
}

/// Every refused move gets the same answer whatever the opponent's hidden setup is, so no
/// error text can leak a hidden rank.
#[tokio::test]
async fn error_texts_do_not_depend_on_hidden_ranks() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let red = stratego_bot::engine::Deployment::random(Variant::Classic, 5).to_string();
    let mut answers = Vec::new();
    for blue_seed in [6, 7] {
        let blue = stratego_bot::engine::Deployment::random(Variant::Classic, blue_seed);
        let options = MatchOptions {
            challenger_color: ColorChoice::Red,
            ..MatchOptions::default()
        };
        let c = service
            .create_challenge(challenge(Some(BOB), options))
            .await
            .unwrap();
        let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
        service.setup_paste(id, ALICE, &red).await.unwrap();
        service
            .setup_paste(id, BOB, &blue.to_string())
            .await
            .unwrap();
        service.setup_ready(id, ALICE).await.unwrap();
        service.setup_ready(id, BOB).await.unwrap();
        let legal = service.legal_moves(id, ALICE).await.unwrap();
        let mut texts = Vec::new();
        for from in Square::all() {
            for to in Square::all() {
                let mv = Move::new(from, to);
                if legal.contains(&mv) || (from.file() != to.file() && from.row() != to.row()) {
                    continue;
                }
                for user in [ALICE, BOB] {
                    let err = service.make_move(id, user, mv, None).await.unwrap_err();
                    texts.push(err.to_string());
                }
            }
        }
        answers.push((legal, texts));
    }
    assert!(answers[0].1.len() > 1000);
    assert_eq!(answers[0], answers[1]);
}

/// A nickname belongs to its server: the same member named differently on two servers is
/// listed under each server's name there, and under their global name anywhere else.
#[tokio::test]
async fn each_server_lists_a_member_under_the_name_they_have_there() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let (one, two, other) = (GuildId(1), GuildId(2), GuildId(3));
    // What the Discord layer records: the global name, and the nickname on the server.
    service.remember_name(None, ALICE, "Alice").await.unwrap();
    service.remember_name(Some(one), ALICE, "A").await.unwrap();
    service.remember_name(None, ALICE, "Alice").await.unwrap();
    service.remember_name(Some(two), ALICE, "B").await.unwrap();
    service.remember_name(None, BOB, "Bob").await.unwrap();
    let listed = |names: std::collections::HashMap<UserId, String>| {
        let mut names: Vec<_> = names.into_iter().collect();
        names.sort();
        names
    };
    let expect = |alice: &str| vec![(ALICE, alice.to_string()), (BOB, "Bob".to_string())];
    for service in [service.clone(), open(&dir).await] {
        // Also after a restart: the names are in the database, not only in memory.
        let names = |guild| {
            let service = service.clone();
            async move { listed(service.names(guild, &[ALICE, BOB, CAROL]).await.unwrap()) }
        };
        assert_eq!(names(Some(one)).await, expect("A"));
        assert_eq!(names(Some(two)).await, expect("B"));
        assert_eq!(names(Some(other)).await, expect("Alice"));
        assert_eq!(names(None).await, expect("Alice"));
    }
    // A new nickname on one server leaves the other's alone.
    service
        .remember_name(Some(one), ALICE, "Ace")
        .await
        .unwrap();
    let on_two = service.names(Some(two), &[ALICE]).await.unwrap();
    assert_eq!(on_two[&ALICE], "B");
    assert_eq!(
        service.names(Some(one), &[ALICE]).await.unwrap()[&ALICE],
        "Ace"
    );
}

/// The open-challenge cap is counted in the transaction that inserts: of two challenges
/// racing at one below the cap, exactly one is made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_racing_challenges_cannot_both_take_the_last_place() {
    use stratego_bot::service::{Limit, MAX_OPEN_CHALLENGES};
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    for round in 0..25 {
        let new = NewChallenge {
            guild: GuildId(100 + round),
            ..challenge(None, MatchOptions::default())
        };
        for _ in 1..MAX_OPEN_CHALLENGES {
            service.create_challenge(new.clone()).await.unwrap();
        }
        let (a, b) = tokio::join!(
            service.create_challenge(new.clone()),
            service.create_challenge(new.clone()),
        );
        let made = [&a, &b].iter().filter(|r| r.is_ok()).count();
        assert_eq!(made, 1, "round {round}: {a:?} {b:?}");
        let refused = if a.is_ok() { b } else { a };
        assert!(
            matches!(refused, Err(ServiceError::Limit(Limit::OpenChallenges))),
            "{refused:?}"
        );
    }
}

/// A member keeps at most 25 saved setups: a 26th name is refused with its own message, and
/// saving under a name already used still replaces that setup.
#[tokio::test]
async fn saved_setups_stop_at_the_cap_but_can_be_replaced() {
    use stratego_bot::service::{Limit, MAX_SAVED_SETUPS};
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let setup = |seed| stratego_bot::engine::Deployment::random(Variant::Classic, seed).to_string();
    for i in 0..MAX_SAVED_SETUPS {
        service
            .save_setup_text(ALICE, &format!("setup {i}"), Variant::Classic, &setup(1))
            .await
            .unwrap();
    }
    let refused = service
        .save_setup_text(ALICE, "one more", Variant::Classic, &setup(2))
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::Limit(Limit::SavedSetups)),
        "{refused:?}"
    );
    assert_eq!(
        service.saved_setups(ALICE).await.unwrap().len(),
        MAX_SAVED_SETUPS as usize
    );
    // Replacing one keeps the count; another member has their own 25.
    let replaced = service
        .save_setup_text(ALICE, "setup 3", Variant::Classic, &setup(3))
        .await
        .unwrap();
    assert_eq!(replaced.deployment.to_string(), setup(3));
    assert_eq!(
        service.saved_setups(ALICE).await.unwrap().len(),
        MAX_SAVED_SETUPS as usize
    );
    service
        .save_setup_text(BOB, "one more", Variant::Classic, &setup(2))
        .await
        .unwrap();
    // A match's setup is saved under the same cap.
    let id = started_match(&service, Variant::Classic).await;
    let refused = service.save_setup(id, ALICE, "from the game").await;
    assert!(
        matches!(refused, Err(ServiceError::Limit(Limit::SavedSetups))),
        "{refused:?}"
    );
    service.save_setup(id, ALICE, "setup 4").await.unwrap();
}
