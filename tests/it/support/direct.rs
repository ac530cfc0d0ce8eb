//! The service alone on a real SQLite file, for tests that need no Discord.

/// A Barrage setup whose Flag sits behind a Bomb in the C file, which a lake closes, so no
/// Scout can take it on the opponent's first move (a random setup sometimes leaves it open).
pub const COVERED_BARRAGE_SETUP: &str = "2.X..S9.2./........../..B3....../..F.......";

use stratego_bot::service::{ChannelId, GuildId, MatchCreated, MatchOptions, Service, UserId};

/// A service on a new database file in `dir`, opened as the bot opens it; and its URL, to
/// open it again as after a restart.
pub async fn open(dir: &tempfile::TempDir, name: &str) -> (Service, String) {
    let url = format!("sqlite://{}", dir.path().join(name).display());
    (Service::open(&url).await.unwrap(), url)
}

/// A match `challenger` offered `opponent` in server 1 and `opponent` accepted.
pub async fn accepted(service: &Service, challenger: UserId, opponent: UserId) -> MatchCreated {
    let challenge = service
        .offer_challenge(
            GuildId(1),
            ChannelId(10),
            challenger,
            Some(opponent),
            MatchOptions::default(),
        )
        .await
        .unwrap();
    service
        .accept_challenge(challenge.id, opponent)
        .await
        .unwrap()
}
