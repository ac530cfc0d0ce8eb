//! A 128-player round opened through the real bot and the loopback Discord, with one thread
//! refused in the middle and the last piece of the pairings post refused once: every game
//! opens once, every player gets one pairing DM beside their setup editor, and nothing is
//! started over (no editor is sent twice).

use std::collections::HashMap;
use std::time::Duration;

use stratego_bot::engine::Variant;
use stratego_bot::service::{Actor, ChannelId, GuildId, MatchOptions, NewTournament, UserId};
use stratego_bot::tournament::Format;

use crate::support::fake_discord::{Fault, TestUser};
use crate::support::served;

const PLAYERS: usize = 128;
const NAME: &str = "Harbour Open";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_128_player_round_opens_every_game_once_through_a_failure() {
    let served::Run {
        fake,
        running,
        service,
        _dir,
    } = served::start().await;

    let organiser = Actor {
        user: UserId(fake.owner().id),
        organiser: true,
    };
    let channel = fake.text_channel();
    let state = service
        .create_tournament(
            NewTournament {
                guild: GuildId(fake.guild_id()),
                channel: ChannelId(channel),
                creator: organiser.user,
                name: NAME.into(),
                format: Format::default_swiss(PLAYERS),
                options: MatchOptions {
                    variant: Variant::Duel,
                    ..MatchOptions::default()
                },
                max_players: PLAYERS as u32,
                signup_deadline: None,
                round_secs: None,
            },
            organiser,
        )
        .await
        .unwrap();
    let players: Vec<TestUser> = (0..PLAYERS)
        .map(|i| fake.add_user(&format!("player{i}")))
        .collect();
    for p in &players {
        service
            .join_tournament(state.id(), UserId(p.id))
            .await
            .unwrap();
    }
    // The last piece of the pairings post fails once too: its retry must not open or tell
    // anything again.
    fake.fail_next_saying(
        "POST",
        &format!("/channels/{channel}/messages"),
        Some("Board 64:"),
        1,
        Fault::ServerError,
    );
    // Once a good part of the round is open, Discord refuses one thread.
    fake.fail_after(
        "POST",
        "/channels/*/messages/*/threads",
        20,
        1,
        Fault::ServerError,
    );
    service
        .start_tournament(state.id(), organiser)
        .await
        .unwrap();

    // The pairings wait for every thread, retrying with the outbox's pauses.
    fake.wait_for_message(Duration::from_secs(90), |m| {
        m.channel_id == channel && m.content.contains("Board 64:")
    })
    .await;
    served::drained(&service).await;

    let threads = fake.threads_in(channel);
    assert_eq!(threads.len(), PLAYERS / 2, "every game has one thread");
    let made: Vec<_> = fake
        .requests_matching("POST", "/channels/*/messages/*/threads")
        .into_iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(
        made.iter().filter(|s| **s == 500).count(),
        1,
        "the failure was injected: {made:?}"
    );
    assert_eq!(
        made.iter().filter(|s| (200..300).contains(*s)).count(),
        PLAYERS / 2,
        "each thread made once"
    );
    // Only the game whose thread failed may have its two editors drawn twice (its own
    // opening and the pairings post both opening it); a round started over would redraw all.
    let mut redrawn = 0;
    for p in &players {
        let dms = fake.dm_messages(p);
        let pairings: Vec<_> = dms.iter().filter(|m| m.content.contains(NAME)).collect();
        assert_eq!(pairings.len(), 1, "one pairing DM for {}", p.name);
        assert!(
            threads
                .iter()
                .any(|t| pairings[0].content.contains(&format!("<#{}>", t.id))),
            "the pairing links the game's thread: {}",
            pairings[0].content
        );
        assert_eq!(
            dms.len(),
            4,
            "the pairing and the three editor messages, once each"
        );
        let dm = fake.dm_channel(p);
        redrawn += fake
            .requests_matching("PATCH", &format!("/channels/{dm}/messages/*"))
            .len();
    }
    assert!(redrawn <= 6, "{redrawn} editor messages drawn twice");
    // The pairings post, in pieces, each once.
    let mut pieces: HashMap<String, usize> = HashMap::new();
    for m in fake.messages_in(channel) {
        if m.content.contains("round 1 of") || m.content.starts_with("Board ") {
            *pieces.entry(m.content).or_default() += 1;
        }
    }
    let refused = fake
        .requests_matching("POST", "/channels/*/messages")
        .into_iter()
        .filter(|r| r.status == 500)
        .count();
    assert_eq!(
        refused,
        1,
        "the pairings piece was refused once: {:?}",
        pieces
            .keys()
            .map(|p| p.chars().take(300).collect::<String>())
            .collect::<Vec<_>>()
    );
    assert!(pieces.len() > 1, "{pieces:?}");
    assert!(pieces.keys().any(|p| p.contains("Board 64:")));
    assert!(pieces.values().all(|n| *n == 1), "{pieces:?}");
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
