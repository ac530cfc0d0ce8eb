//! Spectator delay through the real bot and the loopback Discord: the thread's board and move
//! log run exactly N moves behind the game while both players' boards and the pings do not,
//! and everything catches up at the end, whichever way the game ends.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, Deployment, Game, Variant, Viewer};
use stratego_bot::render::{BoardStyle, Numbering, board_png};
use stratego_bot::service::{
    Announcement, ChannelId, ColorChoice, DeadlinePhase, FakeClock, GuildId, MatchId, MatchOptions,
    MessageId, MessageKind, MessageRef, MessageScope, NewChallenge, Service, ServiceError, Store,
    UserId, posts,
};

use crate::support::fake_discord::{Message, TestUser};
use crate::support::served::{Run, start, thread_of};
use crate::support::table::WAIT;

const DELAY: u32 = 3;

fn uid(u: &TestUser) -> UserId {
    UserId(u.id)
}

fn challenge(run: &Run, red: &TestUser, blue: &TestUser, delay: u8) -> NewChallenge {
    NewChallenge {
        guild: GuildId(run.fake.guild_id()),
        channel: ChannelId(run.fake.text_channel()),
        challenger: uid(red),
        opponent: Some(uid(blue)),
        options: MatchOptions {
            challenger_color: ColorChoice::Red,
            spectator_delay: delay,
            ..MatchOptions::default()
        },
        expires_at: Utc::now() + chrono::Duration::hours(1),
    }
}

/// A started game with a spectator delay of [`DELAY`], and the engine's copy of it.
async fn delayed_game(run: &Run, red: &TestUser, blue: &TestUser) -> (MatchId, u64, Game) {
    let service = &run.service;
    let c = service
        .create_challenge(challenge(run, red, blue, DELAY as u8))
        .await
        .unwrap();
    let gone = MessageRef {
        channel: ChannelId(run.fake.text_channel()),
        message: MessageId(1),
    };
    service
        .put_message(MessageScope::Challenge(c.id), MessageKind::Challenge, gone)
        .await
        .unwrap();
    let id = service
        .accept_challenge(c.id, uid(blue))
        .await
        .unwrap()
        .match_id;
    let thread = thread_of(run, id).await;
    let setups = [
        Deployment::random(Variant::Classic, 21),
        Deployment::random(Variant::Classic, 22),
    ];
    for (user, setup) in [(red, &setups[0]), (blue, &setups[1])] {
        service
            .setup_paste(id, uid(user), &setup.to_string())
            .await
            .unwrap();
        service.setup_ready(id, uid(user)).await.unwrap();
    }
    let rules = service.get_match(id).await.unwrap().rules;
    (
        id,
        thread,
        Game::new(rules, &setups[0], &setups[1]).unwrap(),
    )
}

fn pixels(png: &[u8]) -> image::RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8()
}

fn drawn(game: &Game, viewer: Viewer) -> image::RgbaImage {
    let style = BoardStyle {
        numbering: Numbering::New,
    };
    pixels(&board_png(&game.view(viewer), &style))
}

fn shows(message: &Message, picture: &image::RgbaImage) -> bool {
    let pngs: Vec<_> = message.attachments.iter().filter(|f| f.is_png()).collect();
    pngs.len() == 1 && pixels(&pngs[0].bytes) == *picture
}

/// A log line of move `number` anywhere in `text` ("7. Red A4-A5", "7. Blue ...").
fn has_line(text: &str, number: u32) -> bool {
    text.lines().any(|line| {
        line.starts_with(&format!("{number}. Red "))
            || line.starts_with(&format!("{number}. Blue "))
    })
}

/// Waits until the thread's public board and both players' DM boards show `positions` as
/// they should after `ply` moves: spectators `DELAY` moves behind, players at `ply`.
async fn boards_settle(
    run: &Run,
    id: MatchId,
    thread: u64,
    players: &[TestUser; 2],
    positions: &[Game],
    ply: usize,
) {
    let shown = ply.saturating_sub(DELAY as usize);
    let public = drawn(&positions[shown], Viewer::Spectator);
    let title = format!("Game {id}, move {shown}.");
    run.fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == thread && m.content.starts_with(&title) && shows(m, &public)
        })
        .await;
    for color in Color::ALL {
        let own = drawn(&positions[ply], Viewer::Player(color));
        run.fake
            .wait_for_dm(&players[color.index()], WAIT, |m| shows(m, &own))
            .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_public_board_and_log_lag_by_exactly_n_moves_and_catch_up_at_the_end() {
    let run = start().await;
    let red = run.fake.add_user("red");
    let blue = run.fake.add_user("blue");
    let players = [red.clone(), blue.clone()];
    let (id, thread, start_game) = delayed_game(&run, &red, &blue).await;
    let mut positions = vec![start_game];
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let moves: u32 = 9;
    for ply in 1..=moves {
        let mut game = positions.last().unwrap().clone();
        let legal = game.legal_moves();
        let mv = legal[rng.gen_range(0..legal.len())];
        let mover = &players[game.to_move().index()];
        run.service
            .make_move(id, uid(mover), mv, None)
            .await
            .unwrap();
        game.play(mv).unwrap();
        assert!(
            !game.is_over(),
            "a random opening does not end in {ply} moves"
        );
        let next = players[game.to_move().index()].id;
        positions.push(game);

        // The ping for the player to move comes at once, naming this move.
        let note = format!("Move {ply} was played");
        let log = run
            .fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == thread && m.content.contains(&note)
            })
            .await;
        assert!(
            log.content.contains(&format!("<@{next}>")),
            "{}",
            log.content
        );
        let sent = run
            .fake
            .requests_matching("POST", &format!("/channels/{thread}/messages"))
            .into_iter()
            .find(|r| r.json.as_ref().is_some_and(|j| j["content"] == log.content))
            .expect("the ping's request");
        let pinged = &sent.json.unwrap()["allowed_mentions"]["users"];
        assert!(
            pinged.as_array().is_some_and(|u| u
                .iter()
                .any(|u| u.as_str() == Some(next.to_string().as_str()))),
            "the player to move ({next}) is pinged at once: {pinged} {}",
            log.content
        );
        let shown = ply.saturating_sub(DELAY);
        // The line of the move spectators may now see, and nothing newer, anywhere in the thread.
        if shown > 0 {
            assert!(has_line(&log.content, shown), "{}", log.content);
        }
        boards_settle(&run, id, thread, &players, &positions, ply as usize).await;
        for message in run.fake.messages_in(thread) {
            for hidden in shown + 1..=ply {
                assert!(
                    !has_line(&message.content, hidden),
                    "move {hidden} is shown after {ply} moves: {}",
                    message.content
                );
            }
        }
    }

    // Red resigns: the last DELAY lines, the final board and the result arrive at once.
    let resigner = &players[positions.last().unwrap().to_move().index()];
    run.service.resign(id, uid(resigner)).await.unwrap();
    let mut last = positions.last().unwrap().clone();
    last.resign(last.to_move()).unwrap();
    let caught_up = run
        .fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == thread && m.content.starts_with("The game is over. The moves")
        })
        .await;
    for number in moves - DELAY + 1..=moves {
        assert!(
            has_line(&caught_up.content, number),
            "{}",
            caught_up.content
        );
    }
    assert!(!has_line(&caught_up.content, moves - DELAY));
    let final_board = drawn(&last, Viewer::Spectator);
    run.fake
        .wait_for_message(WAIT, |m| m.channel_id == thread && shows(m, &final_board))
        .await;
    let result = run
        .fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == thread && m.content.contains("Setups (front row first)")
        })
        .await;
    assert!(
        caught_up.id < result.id,
        "the log catches up before the result"
    );
    assert!(run.fake.problems().is_empty(), "{:?}", run.fake.problems());
    run.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_delay_out_of_range_is_refused_and_the_challenge_says_the_delay() {
    let run = start().await;
    let red = run.fake.add_user("red");
    let blue = run.fake.add_user("blue");
    let refused = run
        .service
        .create_challenge(challenge(&run, &red, &blue, 11))
        .await;
    assert!(
        matches!(
            refused,
            Err(ServiceError::BadOption("option-spectator-delay-range"))
        ),
        "{refused:?}"
    );
    let handle = run
        .fake
        .slash_command(&red, run.fake.text_channel(), "challenge")
        .option("opponent", &blue)
        .option("spectator_delay", 4)
        .send();
    let response = handle.await_response(WAIT).await;
    let body = response.data.to_string();
    assert!(body.contains("spectators 4 moves behind"), "{body}");
    run.running.stop().await;
}

/// Every post waiting in `lane`, in order; taken, as the announcer would.
async fn drain(service: &Service, lane: &str) -> Vec<Announcement> {
    let mut posts = Vec::new();
    while let Some((pending, _)) = service.outbox_next(lane).await.unwrap() {
        service.outbox_done(pending.id, "sent").await.unwrap();
        posts.push(pending.announcement);
    }
    posts
}

#[derive(Debug, Clone, Copy)]
enum Ending {
    Resignation,
    AgreedDraw,
    Timeout,
}

/// Service level, every way a game ends off the board: the thread's lane holds the delayed
/// lines while the game is played, then the unseen ones at once, before the final board and
/// the result; the spectators' view runs behind until the end.
#[tokio::test]
async fn every_ending_catches_the_delayed_log_up_before_the_result() {
    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);
    for ending in [Ending::Resignation, Ending::AgreedDraw, Ending::Timeout] {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_path(&dir.path().join("t.db")).await.unwrap();
        let start = DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
        let clock = FakeClock::new(start);
        let service = Service::with_clock(store, Arc::new(clock.clone()));
        let c = service
            .create_challenge(NewChallenge {
                guild: GuildId(10),
                channel: ChannelId(11),
                challenger: ALICE,
                opponent: Some(BOB),
                options: MatchOptions {
                    challenger_color: ColorChoice::Red,
                    spectator_delay: 2,
                    ..MatchOptions::default()
                },
                expires_at: start + chrono::Duration::hours(1),
            })
            .await
            .unwrap();
        let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
        service.setup_ready(id, ALICE).await.unwrap();
        service.setup_ready(id, BOB).await.unwrap();
        let lane = format!("match:{id}:thread");
        drain(&service, &lane).await;
        for ply in 0..5u32 {
            let user = if ply % 2 == 0 { ALICE } else { BOB };
            let moves = service.legal_moves(id, user).await.unwrap();
            service.make_move(id, user, moves[0], None).await.unwrap();
        }
        let spectators = service.view(id, Viewer::Spectator).await.unwrap();
        assert_eq!(
            spectators.ply, 3,
            "{ending:?}: spectators are two moves behind"
        );
        let own = service.view(id, Viewer::Player(Color::Red)).await.unwrap();
        assert_eq!(own.ply, 5, "players are not delayed");

        let during: Vec<_> = drain(&service, &lane).await;
        let shown: Vec<Option<u32>> = during
            .iter()
            .filter_map(|post| match post {
                Announcement::MoveBehind(posts::MoveBehind { shown, ply, .. }) => {
                    assert!(shown.is_none_or(|e| e.number + 2 == *ply));
                    Some(shown.map(|e| e.number))
                }
                Announcement::MoveLogged(..) => panic!("an undelayed line: {post:?}"),
                _ => None,
            })
            .collect();
        assert_eq!(shown, [None, None, Some(1), Some(2), Some(3)], "{ending:?}");

        match ending {
            Ending::Resignation => {
                service.resign(id, BOB).await.unwrap();
            }
            Ending::AgreedDraw => {
                service.offer_draw(id, BOB).await.unwrap();
                service.offer_draw(id, ALICE).await.unwrap();
            }
            Ending::Timeout => {
                clock.advance(chrono::Duration::days(2));
                let settled = service
                    .settle_deadline(id, DeadlinePhase::Move, 5)
                    .await
                    .unwrap();
                assert!(settled.is_some(), "Bob ran out of time");
            }
        }
        let end: Vec<_> = drain(&service, &lane)
            .await
            .into_iter()
            .filter(|p| !matches!(p, Announcement::DrawOffered(..)))
            .collect();
        let Announcement::LogCaughtUp(posts::LogCaughtUp { entries, .. }) = &end[0] else {
            panic!("{ending:?}: the log catches up first: {end:?}");
        };
        let numbers: Vec<u32> = entries.iter().map(|e| e.number).collect();
        assert_eq!(numbers, [4, 5], "{ending:?}");
        assert!(matches!(end[1], Announcement::GameEnded(..)), "{end:?}");
        // The spectators' board has a lane of its own: it ends on the final position.
        let boards = drain(&service, &format!("match:{id}:spectators")).await;
        assert!(
            matches!(
                boards.last(),
                Some(Announcement::PublicBoard(posts::PublicBoard {
                    view: None,
                    ..
                }))
            ),
            "{ending:?}: {boards:?}"
        );
        let final_view = service.view(id, Viewer::Spectator).await.unwrap();
        assert_eq!(
            final_view.ply, 5,
            "{ending:?}: everything is public at the end"
        );
    }
}

/// Service level, a game that ends on the board: Blue's Scout runs down the A file and takes
/// Red's Flag on move 6 of a game two moves behind. Every move's line reaches the thread once,
/// in order, across the delayed lines and the catch-up (move 4 used to be lost: the ending
/// move owes no delayed line, and the catch-up began after move 4).
#[tokio::test]
async fn a_game_ending_on_the_flag_logs_every_move_once() {
    const ALICE: UserId = UserId(1);
    const BOB: UserId = UserId(2);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&dir.path().join("t.db")).await.unwrap();
    let service = Service::new(store);
    let c = service
        .create_challenge(NewChallenge {
            guild: GuildId(10),
            channel: ChannelId(11),
            challenger: ALICE,
            opponent: Some(BOB),
            options: MatchOptions {
                challenger_color: ColorChoice::Red,
                spectator_delay: 2,
                ..MatchOptions::default()
            },
            expires_at: Utc::now() + chrono::Duration::hours(1),
        })
        .await
        .unwrap();
    let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
    // Red's Flag on A4, in front; Blue's front row has a Scout at both ends, so on A7.
    let red = "F726928262/5X427S3825/4B36574B36/3B2B4B35B2";
    let blue = "2726928262/5X427S3825/4B36574B36/3BFB4B35B2";
    for (user, setup) in [(ALICE, red), (BOB, blue)] {
        service.setup_paste(id, user, setup).await.unwrap();
        service.setup_ready(id, user).await.unwrap();
    }
    // Five moves away from the A file, then the Scout's run.
    for ply in 0..5u32 {
        let user = if ply % 2 == 0 { ALICE } else { BOB };
        let moves = service.legal_moves(id, user).await.unwrap();
        let quiet = moves
            .into_iter()
            .find(|m| m.from.file() != 0 && m.to.file() != 0)
            .unwrap();
        let report = service.make_move(id, user, quiet, None).await.unwrap();
        assert!(report.outcome.is_none());
    }
    let capture = stratego_bot::engine::Move::parse("A7-A4").unwrap();
    let report = service.make_move(id, BOB, capture, None).await.unwrap();
    let outcome = report.outcome.expect("the Flag is taken");
    assert_eq!(
        outcome.reason,
        stratego_bot::engine::EndReason::FlagCaptured
    );

    let mut logged = Vec::new();
    for post in drain(&service, &format!("match:{id}:thread")).await {
        match post {
            Announcement::MoveLogged(p) => logged.push(p.entry.number),
            Announcement::MoveBehind(p) => logged.extend(p.shown.map(|e| e.number)),
            Announcement::LogCaughtUp(p) => logged.extend(p.entries.iter().map(|e| e.number)),
            _ => {}
        }
    }
    assert_eq!(logged, [1, 2, 3, 4, 5, 6], "each move once, in order");
}
