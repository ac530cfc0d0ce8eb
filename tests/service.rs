//! The match service against a real SQLite file in a temporary directory.

use chrono::{Duration, Utc};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, Move, Variant, Viewer};
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchStatus, NewChallenge, Service,
    UserId,
};

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);

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
async fn whole_game_to_the_end_with_random_moves() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = started_match(&service, Variant::Barrage).await;
    let plies = play_out(&service, id, 7).await;
    let m = service.get_match(id).await.unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
    assert_eq!(m.ply, plies);
    let info = service.finish_info(id).await.unwrap();
    assert!(stratego_bot::service::verify_commitment(
        &info.setups.red,
        info.salts.red.as_deref().unwrap(),
        info.commitments.red.as_deref().unwrap(),
    ));
    assert!(info.record.contains(&info.setups.blue));
    assert!(
        service
            .make_move(id, ALICE, Move::parse("A1-A2").unwrap(), None)
            .await
            .is_err()
    );
}
