//! Once a setup phase is over, what it left behind is dropped from the database: the tokens of
//! the private editor copies (each could post as the bot) and the setup editor posts in the
//! outbox (each carried an arrangement in progress), delivered or not. One test per ending:
//! the game starts, a player withdraws from the tournament in setup, a player abandons.

use chrono::{Duration, Utc};
use stratego_bot::service::{
    Actor, ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, NewChallenge, NewTournament,
    Service, UserId,
};
use stratego_bot::tournament::Format;

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);
const TOKEN: &str = "secret-editor-token";

async fn open(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("stratego.db").display());
    Service::open(&url).await.expect("open database")
}

async fn challenge_match(service: &Service) -> MatchId {
    let c = service
        .create_challenge(NewChallenge {
            guild: GuildId(1),
            channel: ChannelId(10),
            challenger: ALICE,
            opponent: Some(BOB),
            options: MatchOptions {
                challenger_color: ColorChoice::Red,
                ..MatchOptions::default()
            },
            expires_at: Utc::now() + Duration::hours(1),
        })
        .await
        .unwrap();
    service.accept_challenge(c.id, BOB).await.unwrap().match_id
}

/// Delivers every post owed, as the announcer would.
async fn deliver_all(service: &Service) {
    for (lane, _) in service.outbox_lanes().await.unwrap() {
        while let Some((pending, _)) = service.outbox_next(&lane).await.unwrap() {
            service.outbox_done(pending.id, "sent").await.unwrap();
        }
    }
}

async fn count(service: &Service, sql: &str, bind: String) -> i64 {
    sqlx::query_scalar(sql)
        .bind(bind)
        .fetch_one(service.store().pool())
        .await
        .unwrap()
}

/// Private copies, setup editor posts and rows holding the token, of match `id`.
async fn traces(service: &Service, id: MatchId) -> [i64; 3] {
    [
        count(
            service,
            "SELECT COUNT(*) FROM private_editor_copies WHERE match_id = ?",
            id.0.to_string(),
        )
        .await,
        count(
            service,
            "SELECT COUNT(*) FROM outbox WHERE slot LIKE ?",
            format!("match:{}:setup:%", id.0),
        )
        .await,
        count(
            service,
            "SELECT COUNT(*) FROM outbox WHERE instr(post, ?) > 0",
            TOKEN.to_string(),
        )
        .await,
    ]
}

/// Both players edit their setups with private copies shown, the posts are delivered, and
/// one more edit is still on its way when the setup phase ends.
async fn set_up_with_traces(service: &Service, id: MatchId, players: [UserId; 2]) {
    for user in players {
        service
            .remember_private_copy(id, user, TOKEN, [1, 2, 3])
            .await
            .unwrap();
        service.setup_randomize(id, user).await.unwrap();
    }
    deliver_all(service).await;
    let during = traces(service, id).await;
    assert_eq!(during[0], 2, "two private copies during setup");
    assert!(during[1] > 0, "editor posts during setup: {during:?}");
    service.setup_randomize(id, players[0]).await.unwrap();
}

async fn assert_no_traces(service: &Service, id: MatchId) {
    deliver_all(service).await;
    assert_eq!(traces(service, id).await, [0, 0, 0], "match {id}");
}

#[tokio::test]
async fn setup_traces_are_dropped_when_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = challenge_match(&service).await;
    set_up_with_traces(&service, id, [ALICE, BOB]).await;
    service.setup_ready(id, ALICE).await.unwrap();
    let started = service.setup_ready(id, BOB).await.unwrap();
    assert!(started.started.is_some());
    assert_no_traces(&service, id).await;
    // The game itself still has both setups.
    assert!(
        service
            .view(id, stratego_bot::engine::Viewer::Spectator)
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn setup_traces_are_dropped_when_a_player_abandons_in_setup() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = challenge_match(&service).await;
    set_up_with_traces(&service, id, [ALICE, BOB]).await;
    service.resign(id, BOB).await.unwrap();
    assert_no_traces(&service, id).await;
}

#[tokio::test]
async fn setup_traces_are_dropped_when_a_player_withdraws_from_the_tournament_in_setup() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let organiser = Actor {
        user: UserId(900),
        organiser: true,
    };
    let t = service
        .create_tournament(
            NewTournament {
                guild: GuildId(1),
                channel: ChannelId(10),
                creator: organiser.user,
                name: "Cup".into(),
                format: Format::RoundRobin,
                options: MatchOptions::default(),
                max_players: 8,
                signup_deadline: None,
                round_secs: None,
            },
            organiser,
        )
        .await
        .unwrap();
    service.join_tournament(t.id(), ALICE).await.unwrap();
    service.join_tournament(t.id(), BOB).await.unwrap();
    let started = service.start_tournament(t.id(), organiser).await.unwrap();
    let id = started.state.games[0].match_id.expect("round 1 is played");
    set_up_with_traces(&service, id, [ALICE, BOB]).await;
    service.leave_tournament(t.id(), BOB).await.unwrap();
    assert_no_traces(&service, id).await;
}
