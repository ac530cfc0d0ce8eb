//! Tap-to-swap setup editing in the service, against a real SQLite file: selection, swaps,
//! moves into empty squares, a tap delivered twice, racing taps, stale taps, and that typed
//! edits and taps change the same setup.

use chrono::{Duration, Utc};
use stratego_bot::engine::{Square, Variant};
use stratego_bot::service::{
    ChannelId, ColorChoice, EditorCopy, GuildId, MatchId, MatchOptions, NewChallenge, Service,
    ServiceError, TapEffect, UserId,
};

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);

async fn setup_match(dir: &tempfile::TempDir, variant: Variant) -> (Service, MatchId) {
    let url = format!("sqlite://{}", dir.path().join("stratego.db").display());
    let service = Service::open(&url).await.expect("open database");
    let options = MatchOptions {
        variant,
        challenger_color: ColorChoice::Red,
        ..MatchOptions::default()
    };
    let c = service
        .create_challenge(NewChallenge {
            guild: GuildId(1),
            channel: ChannelId(10),
            challenger: ALICE,
            opponent: Some(BOB),
            options,
            expires_at: Utc::now() + Duration::hours(1),
        })
        .await
        .unwrap();
    let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
    (service, id)
}

async fn tap(service: &Service, id: MatchId, interaction: u64, slot: usize) -> TapEffect {
    let ticket = service.tap_ticket(id, ALICE, interaction);
    service
        .setup_tap(&ticket, slot, EditorCopy::Dm)
        .await
        .unwrap()
        .effect
}

#[tokio::test]
async fn select_swap_and_let_go() {
    let dir = tempfile::tempdir().unwrap();
    let (service, id) = setup_match(&dir, Variant::Classic).await;
    let before = service.setup_of(id, ALICE).await.unwrap().deployment;
    assert_eq!(tap(&service, id, 1, 3).await, TapEffect::Selected(3));
    assert_eq!(
        service.setup_grid(id, ALICE).await.unwrap().selected,
        Some(3)
    );
    assert_eq!(tap(&service, id, 2, 3).await, TapEffect::Cleared(3));
    assert_eq!(service.setup_grid(id, ALICE).await.unwrap().selected, None);
    assert_eq!(tap(&service, id, 3, 3).await, TapEffect::Selected(3));
    assert_eq!(tap(&service, id, 4, 36).await, TapEffect::Swapped(3, 36));
    let grid = service.setup_grid(id, ALICE).await.unwrap();
    let mut expected = before;
    expected.swap(3, 36);
    assert_eq!(grid.setup.deployment, expected);
    assert_eq!(grid.selected, None);
}

#[tokio::test]
async fn a_tap_delivered_twice_applies_once() {
    let dir = tempfile::tempdir().unwrap();
    let (service, id) = setup_match(&dir, Variant::Classic).await;
    let before = service.setup_of(id, ALICE).await.unwrap().deployment;
    tap(&service, id, 10, 0).await;
    assert_eq!(tap(&service, id, 11, 1).await, TapEffect::Swapped(0, 1));
    assert_eq!(tap(&service, id, 11, 1).await, TapEffect::Repeated);
    assert_eq!(tap(&service, id, 10, 0).await, TapEffect::Repeated);
    let mut expected = before;
    expected.swap(0, 1);
    let grid = service.setup_grid(id, ALICE).await.unwrap();
    assert_eq!((grid.setup.deployment, grid.selected), (expected, None));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_taps_apply_in_discords_order() {
    let dir = tempfile::tempdir().unwrap();
    let (service, id) = setup_match(&dir, Variant::Classic).await;
    let before = service.setup_of(id, ALICE).await.unwrap().deployment;
    // Queued in Discord's order, then started in reverse, as a runtime may do.
    let slots = [0usize, 1, 0, 12, 25, 39, 12, 30];
    let tickets: Vec<_> = slots
        .iter()
        .enumerate()
        .map(|(i, &slot)| (service.tap_ticket(id, ALICE, 100 + i as u64), slot))
        .collect();
    let mut tasks = Vec::new();
    for (ticket, slot) in tickets.into_iter().rev() {
        let service = service.clone();
        tasks.push(tokio::spawn(async move {
            service
                .setup_tap(&ticket, slot, EditorCopy::Dm)
                .await
                .unwrap()
                .effect
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let mut expected = before;
    for pair in [(0, 1), (0, 12), (25, 39), (12, 30)] {
        expected.swap(pair.0, pair.1);
    }
    assert_eq!(
        service.setup_of(id, ALICE).await.unwrap().deployment,
        expected
    );
}

#[tokio::test]
async fn barrage_pieces_move_into_empty_squares() {
    let dir = tempfile::tempdir().unwrap();
    let (service, id) = setup_match(&dir, Variant::Barrage).await;
    let before = service.setup_of(id, ALICE).await.unwrap().deployment;
    let piece = (0..40).find(|&s| before.0[s].is_some()).unwrap();
    let empty = (0..40).find(|&s| before.0[s].is_none()).unwrap();
    tap(&service, id, 1, piece).await;
    tap(&service, id, 2, empty).await;
    let after = service.setup_of(id, ALICE).await.unwrap().deployment;
    assert_eq!(after.0[empty], before.0[piece]);
    assert_eq!(after.0[piece], None);
}

#[tokio::test]
async fn stale_taps_are_refused_and_typed_edits_let_go_of_the_selection() {
    let dir = tempfile::tempdir().unwrap();
    let (service, id) = setup_match(&dir, Variant::Classic).await;
    tap(&service, id, 1, 5).await;
    let a = Square::parse("A4").unwrap();
    let b = Square::parse("B4").unwrap();
    service.setup_swap(id, ALICE, a, b).await.unwrap();
    assert_eq!(service.setup_grid(id, ALICE).await.unwrap().selected, None);
    service.setup_ready(id, ALICE).await.unwrap();
    let ticket = service.tap_ticket(id, ALICE, 2);
    assert!(matches!(
        service.setup_tap(&ticket, 7, EditorCopy::Dm).await,
        Err(ServiceError::AlreadyReady)
    ));
    drop(ticket);
    service.setup_ready(id, BOB).await.unwrap();
    let ticket = service.tap_ticket(id, BOB, 3);
    assert!(matches!(
        service.setup_tap(&ticket, 7, EditorCopy::Dm).await,
        Err(ServiceError::SetupClosed)
    ));
}

async fn taps_of(service: &Service, id: MatchId) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM setup_taps WHERE match_id = ?")
        .bind(id.0)
        .fetch_one(service.store().pool())
        .await
        .unwrap()
}

/// Taps only matter while the setup can change: they go when the game starts, or when the
/// match ends in setup (resigned, or cancelled because the bot left the server), and never
/// another match's.
#[tokio::test]
async fn taps_are_forgotten_when_the_setup_phase_ends() {
    let dir = tempfile::tempdir().unwrap();
    let (service, started) = setup_match(&dir, Variant::Classic).await;
    let bob_tap = |id, interaction, slot| {
        let service = service.clone();
        async move {
            let ticket = service.tap_ticket(id, BOB, interaction);
            service
                .setup_tap(&ticket, slot, EditorCopy::Dm)
                .await
                .unwrap();
        }
    };
    tap(&service, started, 1, 3).await;
    bob_tap(started, 2, 5).await;
    assert_eq!(taps_of(&service, started).await, 2);
    let other = {
        let c = service
            .create_challenge(NewChallenge {
                guild: GuildId(1),
                channel: ChannelId(10),
                challenger: ALICE,
                opponent: Some(BOB),
                options: MatchOptions::default(),
                expires_at: Utc::now() + Duration::hours(1),
            })
            .await
            .unwrap();
        service.accept_challenge(c.id, BOB).await.unwrap().match_id
    };
    tap(&service, other, 3, 7).await;

    service.setup_ready(started, ALICE).await.unwrap();
    assert_eq!(taps_of(&service, started).await, 2, "still in setup");
    let report = service.setup_ready(started, BOB).await.unwrap();
    assert!(report.started.is_some());
    assert_eq!(taps_of(&service, started).await, 0);
    assert_eq!(taps_of(&service, other).await, 1);

    service.resign(other, ALICE).await.unwrap();
    assert_eq!(taps_of(&service, other).await, 0);

    let dir = tempfile::tempdir().unwrap();
    let (service, left) = setup_match(&dir, Variant::Classic).await;
    tap(&service, left, 1, 3).await;
    assert_eq!(taps_of(&service, left).await, 1);
    let ended = service.guild_left(GuildId(1)).await.unwrap();
    assert_eq!(ended.matches, vec![left]);
    assert_eq!(taps_of(&service, left).await, 0);
}
