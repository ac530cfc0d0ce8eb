//! Issue 33 in the service, against a real SQLite file and a clock the test drives: quick
//! pairing cannot be turned against members (a match opens where both can read, abandoning one
//! in setup costs a cooldown, Leave always works, a server the bot left keeps no queue), and
//! rolling caps on challenges made and matches started stop ping and thread floods.

use chrono::{DateTime, Duration, Utc};
use stratego_bot::service::{
    CHALLENGE_WINDOW, ChannelId, Clock, GuildId, MAX_CHALLENGES_MADE, MAX_CHALLENGES_TO_ONE,
    MAX_MATCHES_STARTED, MAX_TOGGLES, MatchOptions, QUEUE_COOLDOWN, Rate, Seek, SeekOutcome,
    ServiceError, UserId,
};
use stratego_bot::store;

use super::quick_pairing::{CHANNEL, GUILD, bench, seek};

fn too_soon(result: Result<impl std::fmt::Debug, ServiceError>) -> (Rate, DateTime<Utc>) {
    match result {
        Err(ServiceError::TooSoon { rate, until, .. }) => (rate, until),
        other => panic!("not refused as too soon: {other:?}"),
    }
}

#[tokio::test]
async fn leave_always_succeeds_however_often_the_queue_changed() {
    let b = bench().await;
    for _ in 0..MAX_TOGGLES / 2 {
        b.service.seek_game(seek(1)).await.unwrap();
        b.service.leave_queue(GUILD, UserId(1)).await.unwrap();
    }
    b.service.seek_game(seek(1)).await.unwrap();
    // Five changes in a minute: a sixth, the leave, still goes through, so nobody is stuck
    // waiting to be paired against their will...
    b.service.leave_queue(GUILD, UserId(1)).await.unwrap();
    assert!(b.service.play_queue(GUILD).await.unwrap().is_empty());
    // ...while joining again waits for the minute to pass.
    assert!(matches!(
        b.service.seek_game(seek(1)).await,
        Err(ServiceError::QueueTooOften)
    ));
    b.clock.advance(Duration::minutes(1));
    b.service.seek_game(seek(1)).await.unwrap();
}

#[tokio::test]
async fn abandoning_a_quick_paired_game_in_setup_costs_the_abandoner_a_queue_cooldown() {
    let b = bench().await;
    b.service.seek_game(seek(1)).await.unwrap();
    let SeekOutcome::Paired { match_id, .. } = b.service.seek_game(seek(2)).await.unwrap() else {
        panic!("not paired");
    };
    b.service.resign(match_id, UserId(1)).await.unwrap();
    let now = b.clock.now();
    let before = b.service.play_queue(GUILD).await.unwrap();
    let (rate, until) = too_soon(b.service.seek_game(seek(1)).await);
    assert_eq!((rate, until), (Rate::QueueCooldown, now + QUEUE_COOLDOWN));
    assert_eq!(b.service.play_queue(GUILD).await.unwrap(), before);
    // The one abandoned is not punished.
    b.service.seek_game(seek(2)).await.unwrap();
    b.clock.advance(QUEUE_COOLDOWN);
    let again = b.service.seek_game(seek(1)).await.unwrap();
    assert!(matches!(again, SeekOutcome::Paired { .. }), "{again:?}");

    // Resigning a challenge's game in setup is not a queue matter.
    let c = b
        .service
        .offer_challenge(
            GUILD,
            CHANNEL,
            UserId(3),
            Some(UserId(4)),
            MatchOptions::default(),
        )
        .await
        .unwrap();
    let m = b.service.accept_challenge(c.id, UserId(4)).await.unwrap();
    b.service.resign(m.match_id, UserId(3)).await.unwrap();
    b.service.seek_game(seek(3)).await.unwrap();
}

#[tokio::test]
async fn a_quick_match_opens_in_a_channel_both_players_can_read() {
    let b = bench().await;
    let (a_only, shared, b_only) = (ChannelId(10), ChannelId(11), ChannelId(12));
    // Alice asks where Bob cannot read, Bob where Alice cannot: the game opens where both can.
    b.service
        .seek_game(Seek {
            channel: a_only,
            readable: Some(vec![a_only, shared]),
            ..seek(1)
        })
        .await
        .unwrap();
    let SeekOutcome::Paired { match_id, .. } = b
        .service
        .seek_game(Seek {
            channel: b_only,
            readable: Some(vec![shared, b_only]),
            ..seek(2)
        })
        .await
        .unwrap()
    else {
        panic!("not paired");
    };
    assert_eq!(b.service.get_match(match_id).await.unwrap().channel, shared);

    // Two who share no channel are not paired at all, now or by the sweep.
    b.service
        .seek_game(Seek {
            channel: a_only,
            readable: Some(vec![a_only]),
            ..seek(3)
        })
        .await
        .unwrap();
    let apart = b
        .service
        .seek_game(Seek {
            channel: b_only,
            readable: Some(vec![b_only]),
            ..seek(4)
        })
        .await
        .unwrap();
    assert!(matches!(apart, SeekOutcome::Waiting { .. }), "{apart:?}");
    b.clock.advance(Duration::minutes(6));
    assert!(
        b.service
            .sweep_play_queue()
            .await
            .unwrap()
            .paired
            .is_empty()
    );

    // A server with a match channel opens every game there: they are paired.
    let mut settings = b.service.guild_settings(GUILD).await.unwrap();
    settings.match_channel = Some(ChannelId(99));
    b.service
        .set_guild_settings(GUILD, &settings)
        .await
        .unwrap();
    assert_eq!(b.service.sweep_play_queue().await.unwrap().paired.len(), 1);
}

#[tokio::test]
async fn the_bot_leaving_a_server_drops_its_queue_entries() {
    let b = bench().await;
    b.service.seek_game(seek(1)).await.unwrap();
    b.service
        .seek_game(Seek {
            guild: GuildId(2),
            ..seek(2)
        })
        .await
        .unwrap();
    let left = b.service.guild_left(GUILD).await.unwrap();
    assert_eq!(left.queue_entries, 1);
    assert!(b.service.play_queue(GUILD).await.unwrap().is_empty());
    assert_eq!(b.service.play_queue(GuildId(2)).await.unwrap().len(), 1);
}

#[tokio::test]
async fn challenging_and_withdrawing_in_a_loop_runs_into_rolling_caps() {
    let b = bench().await;
    let start = b.clock.now();
    let offer = |to: u64| {
        b.service.offer_challenge(
            GUILD,
            CHANNEL,
            UserId(1),
            Some(UserId(to)),
            MatchOptions::default(),
        )
    };
    for _ in 0..MAX_CHALLENGES_TO_ONE {
        let c = offer(2).await.unwrap();
        b.service.withdraw_challenge(c.id, UserId(1)).await.unwrap();
        b.clock.advance(Duration::seconds(1));
    }
    let (rate, until) = too_soon(offer(2).await);
    assert_eq!(
        (rate, until),
        (Rate::ChallengesToOne, start + CHALLENGE_WINDOW)
    );
    // Others may still be challenged, up to the cap on all challenges.
    for to in 3..3 + u64::from(MAX_CHALLENGES_MADE - MAX_CHALLENGES_TO_ONE) {
        let c = offer(to).await.unwrap();
        b.service.withdraw_challenge(c.id, UserId(1)).await.unwrap();
    }
    let (rate, until) = too_soon(offer(50).await);
    assert_eq!(
        (rate, until),
        (Rate::ChallengesMade, start + CHALLENGE_WINDOW)
    );
    let open = b
        .service
        .offer_challenge(GUILD, CHANNEL, UserId(1), None, MatchOptions::default())
        .await;
    assert_eq!(too_soon(open).0, Rate::ChallengesMade);
    // Another member, or the same one after the window, is not held back.
    b.service
        .offer_challenge(
            GUILD,
            CHANNEL,
            UserId(7),
            Some(UserId(2)),
            MatchOptions::default(),
        )
        .await
        .unwrap();
    b.clock.advance(CHALLENGE_WINDOW);
    offer(2).await.unwrap();
}

#[tokio::test]
async fn matches_started_are_capped_whatever_started_them() {
    let b = bench().await;
    let start = b.clock.now();
    // Open challenges accepted by a second account and resigned in setup: a thread each.
    for _ in 0..MAX_MATCHES_STARTED {
        let c = b
            .service
            .offer_challenge(GUILD, CHANNEL, UserId(1), None, MatchOptions::default())
            .await
            .unwrap();
        let m = b.service.accept_challenge(c.id, UserId(2)).await.unwrap();
        b.service.resign(m.match_id, UserId(2)).await.unwrap();
        b.clock.advance(Duration::seconds(1));
    }
    let c = b
        .service
        .offer_challenge(GUILD, CHANNEL, UserId(1), None, MatchOptions::default())
        .await
        .unwrap();
    // Neither account may start another: not the acceptor, nor a third member with them.
    let (rate, until) = too_soon(b.service.accept_challenge(c.id, UserId(2)).await);
    assert_eq!(
        (rate, until),
        (Rate::MatchesStarted, start + Duration::hours(1))
    );
    assert_eq!(
        too_soon(b.service.accept_challenge(c.id, UserId(3)).await).0,
        Rate::MatchesStarted
    );
    assert_eq!(
        b.service.challenge(c.id).await.unwrap().status,
        store::ChallengeStatus::Open
    );
    // Quick pairing counts the same games.
    assert_eq!(
        too_soon(b.service.seek_game(seek(1)).await).0,
        Rate::MatchesStarted
    );
    b.clock.advance(Duration::hours(1));
    b.service.accept_challenge(c.id, UserId(3)).await.unwrap();
}
