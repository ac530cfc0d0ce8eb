//! The service's loops run in the one future `Service::background` hands out.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use stratego_bot::service::{
    CHALLENGE_EXPIRY, ChallengeStatus, ChannelId, FakeClock, GuildId, MatchOptions, Service, UserId,
};
use stratego_bot::store;

#[tokio::test]
async fn the_background_expires_a_challenge_whose_time_is_up() {
    let dir = tempfile::tempdir().unwrap();
    let store = store::Store::open_path(&dir.path().join("b.db"))
        .await
        .unwrap();
    let clock = FakeClock::new(DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap());
    let service = Service::with_clock(store, Arc::new(clock.clone()));
    let challenge = service
        .offer_challenge(
            GuildId(1),
            ChannelId(10),
            UserId(100),
            Some(UserId(200)),
            MatchOptions::default(),
        )
        .await
        .unwrap();
    clock.advance(CHALLENGE_EXPIRY + chrono::Duration::minutes(1));
    let loops = tokio::spawn(service.clone().background(Duration::from_secs(3600)));
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while service.challenge(challenge.id).await.unwrap().status == ChallengeStatus::Open {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the challenge expired"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(
        service.challenge(challenge.id).await.unwrap().status,
        ChallengeStatus::Expired
    );
    loops.abort();
}
