//! Quick pairing in the service, against a real SQLite file and a clock the test drives: who
//! is paired with whom, the rating window widening with time, expiry, the toggling limit, the
//! same two not paired twice in a row while someone else waits, and reminder plans read with
//! the deadline.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use stratego_bot::engine::Variant;
use stratego_bot::service::{
    ChannelId, FakeClock, GuildId, MatchStatus, RatingRow, ReminderPlan, Seek, SeekOutcome,
    Service, ServiceError, TimeControl, UserId,
};
use stratego_bot::store;

pub(crate) const GUILD: GuildId = GuildId(1);
pub(crate) const CHANNEL: ChannelId = ChannelId(10);

/// A service on a real SQLite file with a clock the test drives (shared with `queue_trust`).
pub(crate) struct Bench {
    _dir: tempfile::TempDir,
    pub(crate) clock: FakeClock,
    pub(crate) service: Service,
}

pub(crate) async fn bench() -> Bench {
    let dir = tempfile::tempdir().unwrap();
    let store = store::Store::open_path(&dir.path().join("q.db"))
        .await
        .unwrap();
    let start = DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
    let clock = FakeClock::new(start);
    let service = Service::with_clock(store, Arc::new(clock.clone()));
    Bench {
        _dir: dir,
        clock,
        service,
    }
}

pub(crate) fn seek(user: u64) -> Seek {
    Seek {
        guild: GUILD,
        channel: CHANNEL,
        user: UserId(user),
        variant: None,
        time_control: None,
        rated: None,
        wait: None,
        readable: None,
    }
}

fn paired_with(outcome: &SeekOutcome) -> Option<UserId> {
    match outcome {
        SeekOutcome::Paired { opponent, .. } => Some(*opponent),
        SeekOutcome::Waiting { .. } => None,
    }
}

async fn set_rating(b: &Bench, user: u64, rating: f64) {
    let mut conn = b.service.store().conn().await.unwrap();
    let mut row = RatingRow::new(UserId(user), b.clock.now_utc());
    row.rating.rating = rating;
    store::ratings::put(&mut conn, GUILD, Variant::Classic, &row)
        .await
        .unwrap();
}

trait Now {
    fn now_utc(&self) -> DateTime<Utc>;
}

impl Now for FakeClock {
    fn now_utc(&self) -> DateTime<Utc> {
        use stratego_bot::service::Clock;
        self.now()
    }
}

#[tokio::test]
async fn the_second_seeker_of_the_same_game_is_paired_and_both_leave_the_queue() {
    let b = bench().await;
    let first = b.service.seek_game(seek(1)).await.unwrap();
    assert_eq!(paired_with(&first), None);
    let again = b.service.seek_game(seek(1)).await.unwrap();
    assert!(matches!(again, SeekOutcome::Waiting { already: true, .. }));
    let second = b.service.seek_game(seek(2)).await.unwrap();
    let SeekOutcome::Paired {
        match_id, players, ..
    } = second
    else {
        panic!("not paired: {second:?}");
    };
    assert_eq!(paired_with(&second), Some(UserId(1)));
    let m = b.service.get_match(match_id).await.unwrap();
    assert_eq!(m.status, MatchStatus::Setup);
    let mut both = [players.red, players.blue];
    both.sort();
    assert_eq!(both, [UserId(1), UserId(2)]);
    assert!(b.service.play_queue(GUILD).await.unwrap().is_empty());
}

#[tokio::test]
async fn different_variants_time_controls_or_rating_choices_never_pair() {
    let b = bench().await;
    let seeks = [
        seek(1),
        Seek {
            variant: Some(Variant::Barrage),
            ..seek(2)
        },
        Seek {
            time_control: Some(TimeControl::LIVE),
            ..seek(3)
        },
        Seek {
            rated: Some(false),
            ..seek(4)
        },
        Seek {
            guild: GuildId(2),
            ..seek(5)
        },
    ];
    for s in seeks {
        let outcome = b.service.seek_game(s).await.unwrap();
        assert_eq!(paired_with(&outcome), None);
    }
    assert_eq!(b.service.play_queue(GUILD).await.unwrap().len(), 4);
    assert!(
        b.service
            .sweep_play_queue()
            .await
            .unwrap()
            .paired
            .is_empty()
    );
}

#[tokio::test]
async fn the_rating_window_widens_with_time_until_anyone_may_pair() {
    let b = bench().await;
    set_rating(&b, 1, 1500.0).await;
    set_rating(&b, 2, 1850.0).await;
    set_rating(&b, 3, 2600.0).await;
    assert_eq!(
        paired_with(&b.service.seek_game(seek(1)).await.unwrap()),
        None
    );
    // 350 points apart: too far while the first has waited under a minute.
    assert_eq!(
        paired_with(&b.service.seek_game(seek(2)).await.unwrap()),
        None
    );
    b.clock.advance(Duration::seconds(50));
    assert!(
        b.service
            .sweep_play_queue()
            .await
            .unwrap()
            .paired
            .is_empty()
    );
    // After a minute the window is 400 points.
    b.clock.advance(Duration::seconds(10));
    let swept = b.service.sweep_play_queue().await.unwrap();
    assert_eq!(swept.paired.len(), 1);
    let m = b.service.get_match(swept.paired[0]).await.unwrap();
    let mut both = [m.players.red, m.players.blue];
    both.sort();
    assert_eq!(both, [UserId(1), UserId(2)]);
    // 1,100 points from anyone: only after five minutes of waiting.
    assert_eq!(
        paired_with(&b.service.seek_game(seek(3)).await.unwrap()),
        None
    );
    set_rating(&b, 4, 1500.0).await;
    assert_eq!(
        paired_with(&b.service.seek_game(seek(4)).await.unwrap()),
        None
    );
    b.clock
        .advance(Duration::minutes(4) + Duration::seconds(59));
    assert!(
        b.service
            .sweep_play_queue()
            .await
            .unwrap()
            .paired
            .is_empty()
    );
    b.clock.advance(Duration::seconds(1));
    assert_eq!(b.service.sweep_play_queue().await.unwrap().paired.len(), 1);
    assert!(b.service.play_queue(GUILD).await.unwrap().is_empty());
}

#[tokio::test]
async fn an_entry_expires_after_its_wait_and_a_day_is_the_longest() {
    let b = bench().await;
    b.service.seek_game(seek(1)).await.unwrap();
    b.service
        .seek_game(Seek {
            variant: Some(Variant::Duel),
            wait: Some(Duration::hours(24)),
            ..seek(2)
        })
        .await
        .unwrap();
    b.clock.advance(Duration::minutes(29));
    assert!(
        b.service
            .sweep_play_queue()
            .await
            .unwrap()
            .expired
            .is_empty()
    );
    b.clock.advance(Duration::minutes(1));
    let swept = b.service.sweep_play_queue().await.unwrap();
    assert_eq!(swept.expired, vec![(GUILD, UserId(1))]);
    let left: Vec<UserId> = b
        .service
        .play_queue(GUILD)
        .await
        .unwrap()
        .iter()
        .map(|e| e.user)
        .collect();
    assert_eq!(left, vec![UserId(2)]);
    let too_long = b
        .service
        .seek_game(Seek {
            time_control: Some(TimeControl::LIVE),
            wait: Some(Duration::hours(1)),
            ..seek(3)
        })
        .await;
    assert!(matches!(too_long, Err(ServiceError::BadOption(_))));
    assert_eq!(b.service.play_queue(GUILD).await.unwrap().len(), 1);
}

#[tokio::test]
async fn joining_after_five_joins_and_leaves_a_minute_is_refused_and_changes_nothing() {
    let b = bench().await;
    let variants = [Variant::Classic, Variant::Barrage];
    for i in 0..5 {
        if i % 2 == 0 {
            let s = Seek {
                variant: Some(variants[i / 2 % 2]),
                ..seek(1)
            };
            b.service.seek_game(s).await.unwrap();
        } else {
            b.service.leave_queue(GUILD, UserId(1)).await.unwrap();
        }
    }
    let before = b.service.play_queue(GUILD).await.unwrap();
    assert_eq!(before.len(), 1);
    let refused = b
        .service
        .seek_game(Seek {
            variant: Some(Variant::Duel),
            ..seek(1)
        })
        .await;
    assert!(matches!(refused, Err(ServiceError::QueueTooOften)));
    assert_eq!(b.service.play_queue(GUILD).await.unwrap(), before);
    // Leaving is never refused (see queue_trust).
    b.service.leave_queue(GUILD, UserId(1)).await.unwrap();
    assert!(matches!(
        b.service.leave_queue(GUILD, UserId(1)).await,
        Err(ServiceError::NotInQueue)
    ));
}

#[tokio::test]
async fn the_same_two_are_not_paired_twice_in_a_row_while_someone_else_waits() {
    let b = bench().await;
    set_rating(&b, 1, 1500.0).await;
    set_rating(&b, 2, 1650.0).await;
    set_rating(&b, 3, 1800.0).await;
    b.service.seek_game(seek(1)).await.unwrap();
    assert_eq!(
        paired_with(&b.service.seek_game(seek(2)).await.unwrap()),
        Some(UserId(1))
    );
    // Alice (1500) and Carol (1800) wait, too far apart for each other; Bob (1650) could take
    // either, and Alice has waited longer, but he just played her.
    b.service.seek_game(seek(1)).await.unwrap();
    b.clock.advance(Duration::seconds(1));
    assert_eq!(
        paired_with(&b.service.seek_game(seek(3)).await.unwrap()),
        None
    );
    assert_eq!(
        paired_with(&b.service.seek_game(seek(2)).await.unwrap()),
        Some(UserId(3))
    );
    // With only Alice waiting, her last opponent Bob may have her again.
    let again = b.service.seek_game(seek(2)).await.unwrap();
    assert_eq!(paired_with(&again), Some(UserId(1)));
}

#[tokio::test]
async fn a_players_reminder_plan_is_read_with_their_deadline() {
    let b = bench().await;
    let prefs = stratego_bot::service::UserPrefs {
        reminders: ReminderPlan::EveryHours(4),
        ..Default::default()
    };
    b.service.set_prefs(UserId(1), &prefs).await.unwrap();
    assert_eq!(b.service.prefs(UserId(1)).await.unwrap(), prefs);
    let outcome = b.service.seek_game(seek(1)).await.unwrap();
    assert!(paired_with(&outcome).is_none());
    let SeekOutcome::Paired { match_id, .. } = b.service.seek_game(seek(2)).await.unwrap() else {
        panic!("not paired");
    };
    b.service.setup_ready(match_id, UserId(1)).await.unwrap();
    b.service.setup_ready(match_id, UserId(2)).await.unwrap();
    let m = b.service.get_match(match_id).await.unwrap();
    let mut conn = b.service.store().conn().await.unwrap();
    let row = store::deadlines::get(&mut conn, match_id)
        .await
        .unwrap()
        .unwrap();
    let expected = if m.players.red == UserId(1) {
        ReminderPlan::EveryHours(4)
    } else {
        ReminderPlan::Usual
    };
    assert_eq!(row.reminders, expected);
    let points = stratego_bot::service::reminder_points_of(&row);
    let expected_count = if expected == ReminderPlan::Usual {
        2
    } else {
        6
    };
    assert_eq!(points.len(), expected_count, "{points:?}");
}
