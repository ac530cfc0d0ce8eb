//! A post held until a game's thread exists, or a challenge's close held until its message is
//! remembered, is never stranded by what happened between its check and its hold (the lost
//! wake that once delayed a round's pairings by a minute, and a close by two).

use chrono::{Duration, Utc};
use stratego_bot::service::{
    ChannelId, GuildId, HoldFor, MatchOptions, MessageId, MessageKind, MessageRef, MessageScope,
    UserId,
};

use crate::support::direct;

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);

#[tokio::test]
async fn a_hold_taken_after_the_thread_exists_is_released_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (service, _) = direct::open(&dir, "hold.db").await;
    let game = direct::accepted(&service, ALICE, BOB).await.match_id;
    let (lane, _) = service.outbox_lanes().await.unwrap().remove(0);
    let (post, _) = service.outbox_next(&lane).await.unwrap().unwrap();
    let later = Utc::now() + Duration::hours(1);
    let due_of = |lanes: Vec<(String, chrono::DateTime<Utc>)>| {
        lanes.into_iter().find(|(l, _)| *l == lane).unwrap().1
    };

    // No thread yet: the post waits.
    let ready = service
        .outbox_hold(post.id, HoldFor::Opening(game), later)
        .await
        .unwrap();
    assert!(!ready);
    assert!(due_of(service.outbox_lanes().await.unwrap()) > Utc::now() + Duration::minutes(59));

    // The thread is recorded before the next hold lands: that hold lets the post go now.
    service
        .set_match_thread(game, ChannelId(999))
        .await
        .unwrap();
    let ready = service
        .outbox_hold(post.id, HoldFor::Opening(game), later)
        .await
        .unwrap();
    assert!(ready);
    assert!(due_of(service.outbox_lanes().await.unwrap()) <= Utc::now());
}

#[tokio::test]
async fn a_close_held_after_its_message_is_remembered_is_released_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let (service, _) = direct::open(&dir, "close.db").await;
    let challenge = service
        .offer_challenge(
            GuildId(1),
            ChannelId(10),
            ALICE,
            Some(BOB),
            MatchOptions::default(),
        )
        .await
        .unwrap();
    service.decline_challenge(challenge.id, BOB).await.unwrap();
    let lanes = service.outbox_lanes().await.unwrap();
    let (lane, _) = lanes
        .into_iter()
        .find(|(l, _)| l.starts_with("challenge"))
        .expect("the close's lane");
    let (close, _) = service.outbox_next(&lane).await.unwrap().unwrap();
    let later = Utc::now() + Duration::hours(1);
    let due = || async {
        let lanes = service.outbox_lanes().await.unwrap();
        lanes.into_iter().find(|(l, _)| *l == lane).unwrap().1
    };

    // The posting command has not remembered the message: the close waits.
    let ready = service
        .outbox_hold(close.id, HoldFor::ChallengeMessage(challenge.id), later)
        .await
        .unwrap();
    assert!(!ready);
    assert!(due().await > Utc::now() + Duration::minutes(59));

    // Remembered before the next hold lands: that hold lets the close go now.
    let posted = MessageRef {
        channel: ChannelId(10),
        message: MessageId(77),
    };
    service
        .put_message(
            MessageScope::Challenge(challenge.id),
            MessageKind::Challenge,
            posted,
        )
        .await
        .unwrap();
    let ready = service
        .outbox_hold(close.id, HoldFor::ChallengeMessage(challenge.id), later)
        .await
        .unwrap();
    assert!(ready);
    assert!(due().await <= Utc::now());
}
