//! Posts an older version left waiting, stored without the parts every post now carries, are
//! completed when the bot opens its database: they decode and are delivered from the row
//! alone, in the reader's language as it is now. One it cannot complete is given up without
//! holding up the posts behind it.

use stratego_bot::engine::{Color, Deployment};
use stratego_bot::service::{Announcement, Service, UserId, UserPrefs};
use stratego_bot::store::outbox::{NewRow, push};

use crate::support::direct;

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);
const LANE: &str = "older";

#[tokio::test]
async fn waiting_posts_in_older_shapes_are_completed_at_open() {
    let dir = tempfile::tempdir().unwrap();
    let (service, url) = direct::open(&dir, "upgrade.db").await;
    let created = direct::accepted(&service, ALICE, BOB).await;
    let (game, challenge) = (created.match_id, created.challenge);
    let prefs = UserPrefs {
        language: Some("de".into()),
        ..service.prefs(BOB).await.unwrap()
    };
    service.set_prefs(BOB, &prefs).await.unwrap();
    let blue = if service.get_match(game).await.unwrap().players.blue == BOB {
        "blue"
    } else {
        "red"
    };
    let older = [
        format!(
            r#"{{"post":"match_opened","match_id":{game},"challenge":{}}}"#,
            challenge
        ),
        format!(r#"{{"post":"private_board","match_id":{game},"color":"{blue}","view":null}}"#),
        format!(r#"{{"post":"draw_declined","match_id":{game},"by":222}}"#),
        format!(r#"{{"post":"game_ended","match_id":{game}}}"#),
        format!(
            r#"{{"post":"reminder","match_id":{game},"color":"{blue}","user":222,"setup":true,"due_at":1,"dm":true}}"#
        ),
        format!(r#"{{"post":"setup_board","match_id":{game},"color":"{blue}"}}"#),
        // Its game is gone: nothing can complete it.
        r#"{"post":"private_board","match_id":99999,"color":"red","view":null}"#.to_string(),
        r#"{"post":"challenge_closed","challenge":1}"#.to_string(),
    ];
    let mut conn = service.store().conn().await.unwrap();
    let mut last = 0;
    for post in &older {
        let row = NewRow {
            lane: LANE,
            slot: None,
            post,
            now_ms: 0,
            not_before: 0,
        };
        last = push(&mut conn, row).await.unwrap();
    }
    drop(conn);
    drop(service);

    let service = Service::open(&url).await.unwrap();
    // The older opening's close of its challenge is a post of its own now, in the challenge's
    // lane, where it replaces the close the acceptance wrote (one message, one edit).
    let challenge_lane = format!("challenge:{challenge}");
    let mut conn = service.store().conn().await.unwrap();
    let closes = stratego_bot::store::outbox::lane(&mut conn, &challenge_lane)
        .await
        .unwrap();
    drop(conn);
    assert_eq!(closes.len(), 1, "{closes:?}");
    assert!(closes[0].id > last && closes[0].post.contains("challenge_closed"));
    let mut delivered = Vec::new();
    while let Some((post, _)) = service.outbox_next(LANE).await.unwrap() {
        delivered.push(post.announcement.clone());
        service.outbox_done(post.id, "sent").await.unwrap();
    }
    let [opened, board, declined, ended, reminder, editor, closed] = &delivered[..] else {
        panic!("seven posts decode, the one of a gone game is given up: {delivered:#?}");
    };
    let Announcement::MatchOpened(opened) = opened else {
        panic!("{opened:?}")
    };
    assert_eq!(
        opened.voice.players,
        service.get_match(game).await.unwrap().players
    );
    let Announcement::PrivateBoard(board) = board else {
        panic!("{board:?}")
    };
    assert_eq!(
        (board.voice.user, board.voice.language.as_deref()),
        (BOB, Some("de"))
    );
    let Announcement::DrawDeclined(declined) = declined else {
        panic!("{declined:?}")
    };
    assert!([ALICE, BOB].contains(declined.voice.players.get(Color::Red)));
    let Announcement::GameEnded(ended) = ended else {
        panic!("{ended:?}")
    };
    assert!(!ended.ending.played && ended.ending.outcome.is_none());
    let Announcement::Reminder(reminder) = reminder else {
        panic!("{reminder:?}")
    };
    assert_eq!(reminder.reader.language.as_deref(), Some("de"));
    let Announcement::SetupEditor(editor) = editor else {
        panic!("{editor:?}")
    };
    assert_eq!(editor.shown.voice.user, BOB);
    assert!(Deployment::parse(&editor.shown.setup).is_ok());
    assert!(matches!(closed, Announcement::ChallengeClosed(..)));
    let tally = service.outbox_tally().await.unwrap();
    assert!(
        tally
            .iter()
            .any(|(result, n)| result.starts_with("unreadable") && *n == 1),
        "{tally:?}"
    );
    // Once is enough: nothing is left to complete.
    assert_eq!(service.upgrade_outbox().await.unwrap(), 0);
}
