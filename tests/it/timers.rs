//! Time controls against a real SQLite file and the real scheduler, on a fake clock: days pass
//! in microseconds, and every wait below is for an event the scheduler must produce.

use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, Utc};
use stratego_bot::engine::{Color, EndReason, Outcome};
use stratego_bot::service::{
    ChannelId, Clock, ColorChoice, DeadlinePhase, FakeClock, GuildId, MatchId, MatchOptions,
    MatchStatus, NewChallenge, Reminder, Scheduler, SchedulerHandle, Service, ServiceError,
    Settlement, TimeControl, TimerEvents, UserId,
};
use tokio::sync::mpsc;

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);

#[derive(Debug)]
#[allow(clippy::large_enum_variant)] // a test channel: size does not matter here
enum Heard {
    Reminder(Reminder),
    Settled(Box<Settlement>),
}

/// Stands in for the Discord layer: hands every event to the test.
struct Recorder(mpsc::UnboundedSender<Heard>);

impl TimerEvents for Recorder {
    async fn send_reminder(&self, reminder: Reminder) {
        let _ = self.0.send(Heard::Reminder(reminder));
    }

    async fn deadline_passed(&self, settled: Settlement) {
        let _ = self.0.send(Heard::Settled(Box::new(settled)));
    }
}

struct Bench {
    _dir: tempfile::TempDir,
    clock: FakeClock,
    service: Service,
    heard: mpsc::UnboundedReceiver<Heard>,
    recorder: Arc<Recorder>,
}

impl Bench {
    async fn new() -> Bench {
        let dir = tempfile::tempdir().unwrap();
        let store = stratego_bot::store::Store::open_path(&dir.path().join("t.db"))
            .await
            .unwrap();
        // Whole seconds: deadlines are stored in milliseconds.
        let start = DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
        let clock = FakeClock::new(start);
        let service = Service::with_clock(store, Arc::new(clock.clone()));
        let (tx, heard) = mpsc::unbounded_channel();
        Bench {
            _dir: dir,
            clock,
            service,
            heard,
            recorder: Arc::new(Recorder(tx)),
        }
    }

    async fn scheduler(&self) -> SchedulerHandle {
        Scheduler::start(self.service.clone(), self.recorder.clone())
            .await
            .unwrap()
    }

    fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// Alice (red) challenges Bob; Bob accepts. The match is in setup.
    async fn new_match(&self, tc: TimeControl) -> MatchId {
        let options = MatchOptions {
            challenger_color: ColorChoice::Red,
            time_control: tc,
            ..MatchOptions::default()
        };
        let c = self
            .service
            .create_challenge(alices_challenge(
                Some(BOB),
                options,
                Utc::now() + Duration::hours(1),
            ))
            .await
            .unwrap();
        self.service
            .accept_challenge(c.id, BOB)
            .await
            .unwrap()
            .match_id
    }

    async fn started(&self, tc: TimeControl) -> MatchId {
        let id = self.new_match(tc).await;
        self.service.setup_ready(id, ALICE).await.unwrap();
        self.service.setup_ready(id, BOB).await.unwrap();
        id
    }

    async fn next(&mut self) -> Heard {
        tokio::time::timeout(StdDuration::from_secs(20), self.heard.recv())
            .await
            .expect("the scheduler should have produced an event")
            .expect("scheduler alive")
    }

    async fn reminder(&mut self) -> Reminder {
        match self.next().await {
            Heard::Reminder(r) => r,
            Heard::Settled(s) => {
                panic!("expected a reminder, got settlement of {}", s.end.match_id)
            }
        }
    }

    async fn settled(&mut self) -> Settlement {
        match self.next().await {
            Heard::Settled(s) => *s,
            Heard::Reminder(r) => panic!("expected a settlement, got reminder {r:?}"),
        }
    }

    async fn play_any(&self, id: MatchId, user: UserId) {
        let moves = self.service.legal_moves(id, user).await.unwrap();
        self.service
            .make_move(id, user, moves[0], None)
            .await
            .unwrap();
    }
}

const DAY: TimeControl = TimeControl::Correspondence {
    per_move_secs: 24 * 3600,
};

/// Alice's challenge on the test server (to Bob when `opponent` is given).
fn alices_challenge(
    opponent: Option<UserId>,
    options: MatchOptions,
    expires_at: chrono::DateTime<Utc>,
) -> NewChallenge {
    NewChallenge {
        guild: GuildId(1),
        channel: ChannelId(10),
        challenger: ALICE,
        opponent,
        options,
        expires_at,
    }
}

#[tokio::test]
async fn correspondence_reminds_at_half_time_and_last_hour_then_loses_on_time() {
    let mut b = Bench::new().await;
    let id = b.started(DAY).await;
    let start = b.now();
    let info = b.service.deadline(id).await.unwrap().unwrap();
    assert_eq!(info.phase, DeadlinePhase::Move);
    assert_eq!(info.due_at, start + Duration::days(1));
    assert_eq!(info.to_act, Some(Color::Red));
    let scheduler = b.scheduler().await;

    b.clock.advance(Duration::hours(12));
    let half = b.reminder().await;
    assert_eq!(
        (half.match_id, half.to.clone(), half.last),
        (id, vec![(Color::Red, ALICE)], false)
    );
    b.clock.advance(Duration::hours(11));
    let last = b.reminder().await;
    assert!(last.last);
    assert_eq!(last.due_at, start + Duration::days(1));

    b.clock.advance(Duration::hours(1));
    let settled = b.settled().await;
    assert_eq!(settled.timed_out, vec![Color::Red]);
    assert_eq!(
        settled.end.outcome,
        Some(Outcome::win(Color::Blue, EndReason::Timeout))
    );
    let views = settled.end.views.expect("the final position");
    assert_eq!(views.spectator.outcome, settled.end.outcome);
    let m = b.service.get_match(id).await.unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
    assert_eq!(m.outcome, settled.end.outcome);
    // The flag fell: moves are refused and settling again does nothing.
    let late = b.service.legal_moves(id, ALICE).await;
    assert!(matches!(late, Err(ServiceError::GameOver)), "{late:?}");
    assert!(
        b.service
            .settle_deadline(id, DeadlinePhase::Move, 0)
            .await
            .unwrap()
            .is_none()
    );
    assert!(b.service.deadline(id).await.unwrap().is_none());
    scheduler.stop().await;
}

#[tokio::test]
async fn a_move_in_time_rearms_the_deadline_for_the_opponent() {
    let mut b = Bench::new().await;
    let id = b.started(DAY).await;
    let scheduler = b.scheduler().await;
    b.clock.advance(Duration::hours(12));
    assert_eq!(b.reminder().await.to, vec![(Color::Red, ALICE)]);
    b.clock.advance(Duration::hours(8));
    b.play_any(id, ALICE).await;
    let moved_at = b.now();
    let info = b.service.deadline(id).await.unwrap().unwrap();
    assert_eq!(
        (info.to_act, info.due_at),
        (Some(Color::Blue), moved_at + Duration::days(1))
    );

    // Red's old deadline passes without effect; the next events are all Bob's.
    b.clock.advance(Duration::hours(12));
    let r = b.reminder().await;
    assert_eq!((r.to, r.last), (vec![(Color::Blue, BOB)], false));
    b.clock.advance(Duration::hours(11));
    assert!(b.reminder().await.last);
    b.clock.advance(Duration::hours(1));
    let s = b.settled().await;
    assert_eq!(s.timed_out, vec![Color::Blue]);
    assert_eq!(
        s.end.outcome,
        Some(Outcome::win(Color::Red, EndReason::Timeout))
    );
    assert_eq!(b.service.get_match(id).await.unwrap().ply, 1);
    scheduler.stop().await;
}

#[tokio::test]
async fn setup_deadline_awards_the_player_who_locked_in_or_cancels() {
    let mut b = Bench::new().await;
    let live = TimeControl::Live { per_move_secs: 300 };
    let one_ready = b.new_match(live).await;
    b.service.setup_ready(one_ready, BOB).await.unwrap();
    let none_ready = b.new_match(live).await;
    let scheduler = b.scheduler().await;

    // Setup takes 10 minutes in a live game: reminder in the last minute to whoever is late.
    b.clock.advance(Duration::minutes(9));
    let mut reminded = [b.reminder().await, b.reminder().await];
    reminded.sort_by_key(|r| r.match_id);
    assert_eq!(reminded[0].to, vec![(Color::Red, ALICE)]);
    assert_eq!(reminded[0].phase, DeadlinePhase::Setup);
    assert_eq!(reminded[1].to.len(), 2);

    b.clock.advance(Duration::minutes(1));
    let mut settled = [b.settled().await, b.settled().await];
    settled.sort_by_key(|s| s.end.match_id);
    assert_eq!(settled[0].end.match_id, one_ready);
    assert_eq!(
        settled[0].end.outcome,
        Some(Outcome::win(Color::Blue, EndReason::Timeout))
    );
    assert_eq!(settled[1].end.outcome, None);
    assert_eq!(settled[1].timed_out.len(), 2);
    let statuses = (
        b.service.get_match(one_ready).await.unwrap().status,
        b.service.get_match(none_ready).await.unwrap().status,
    );
    assert_eq!(statuses, (MatchStatus::Finished, MatchStatus::Cancelled));
    scheduler.stop().await;
}

#[tokio::test]
async fn chess_clock_charges_thinking_time_and_adds_the_increment() {
    let mut b = Bench::new().await;
    let tc = TimeControl::Clock {
        base_secs: 600,
        increment_secs: 5,
    };
    let id = b.started(tc).await;
    b.clock.advance(Duration::minutes(3));
    b.play_any(id, ALICE).await;
    b.clock.advance(Duration::minutes(1));
    let info = b.service.deadline(id).await.unwrap().unwrap();
    let banks = info.banks.expect("a chess clock");
    assert_eq!(banks.red, Duration::seconds(7 * 60 + 5));
    assert_eq!(banks.blue, Duration::minutes(9));
    assert_eq!(info.due_at, b.now() + Duration::minutes(9));
    b.play_any(id, BOB).await;

    // Red has 7:05 left: the last-minute reminder, then the flag falls.
    let scheduler = b.scheduler().await;
    b.clock.advance(Duration::seconds(6 * 60 + 5));
    assert_eq!(b.reminder().await.to, vec![(Color::Red, ALICE)]);
    b.clock.advance(Duration::minutes(1));
    let s = b.settled().await;
    assert_eq!(s.timed_out, vec![Color::Red]);
    scheduler.stop().await;
}

#[tokio::test]
async fn downtime_extends_deadlines_and_overdue_ones_settle_once_in_order_at_restart() {
    let mut b = Bench::new().await;
    let t = b.now();
    let one = b.started(DAY).await;
    let two = b
        .started(TimeControl::Correspondence {
            per_move_secs: 2 * 24 * 3600,
        })
        .await;
    let three = b
        .started(TimeControl::Correspondence {
            per_move_secs: 3 * 24 * 3600,
        })
        .await;

    // The bot is alive (heartbeat) past two deadlines but never settled them, then is down
    // for two hours.
    b.clock.advance(Duration::days(2) + Duration::hours(1));
    b.service.heartbeat().await.unwrap();
    b.clock.advance(Duration::hours(2));
    let scheduler = b.scheduler().await;
    assert_eq!(scheduler.recovery.downtime, Some(Duration::hours(2)));
    assert_eq!(scheduler.recovery.extended, 3);

    // Soonest first: game one's flag, game three's half-time reminder, game two's flag.
    let first = b.settled().await;
    assert_eq!(first.end.match_id, one);
    let r = b.reminder().await;
    assert_eq!((r.match_id, r.last), (three, false));
    let second = b.settled().await;
    assert_eq!(second.end.match_id, two);
    // Game three's deadline fell in no downtime but still moves by the two hours.
    let info = b.service.deadline(three).await.unwrap().unwrap();
    assert_eq!(info.due_at, t + Duration::days(3) + Duration::hours(2));
    assert_eq!(
        b.service.get_match(three).await.unwrap().status,
        MatchStatus::Playing
    );
    scheduler.stop().await;

    // A clean stop writes a heartbeat: a quick restart credits nothing, a restart after an
    // hour credits the hour.
    b.clock.advance(Duration::seconds(5));
    let quick = b.scheduler().await;
    assert_eq!(quick.recovery.downtime, None);
    quick.stop().await;
    b.clock.advance(Duration::hours(1));
    let later = b.scheduler().await;
    assert_eq!(later.recovery.downtime, Some(Duration::hours(1)));
    let info = b.service.deadline(three).await.unwrap().unwrap();
    assert_eq!(info.due_at, t + Duration::days(3) + Duration::hours(3));
    later.stop().await;
    assert!(b.heard.try_recv().is_err(), "nothing settled twice");
}

#[tokio::test]
async fn resigned_games_drop_their_deadline_quietly() {
    let mut b = Bench::new().await;
    let id = b.started(DAY).await;
    let other = b.started(DAY).await;
    b.service.resign(id, ALICE).await.unwrap();
    b.clock.advance(Duration::minutes(1));
    b.play_any(other, ALICE).await;
    let scheduler = b.scheduler().await;
    // Only the other game's events arrive: its reminders for Bob, then its flag.
    b.clock.advance(Duration::hours(12));
    let first = b.reminder().await;
    assert_eq!(first.match_id, other);
    b.clock.advance(Duration::hours(11));
    assert_eq!(b.reminder().await.match_id, other);
    assert!(b.service.deadline(id).await.unwrap().is_none());
    b.clock.advance(Duration::hours(1));
    assert_eq!(b.settled().await.end.match_id, other);
    scheduler.stop().await;
    assert!(b.heard.try_recv().is_err());
}

#[tokio::test]
async fn time_controls_out_of_range_are_refused_at_the_challenge() {
    let b = Bench::new().await;
    let err = b
        .service
        .create_challenge(alices_challenge(
            None,
            MatchOptions {
                time_control: TimeControl::Live { per_move_secs: 1 },
                ..MatchOptions::default()
            },
            Utc::now() + Duration::hours(1),
        ))
        .await;
    assert!(matches!(err, Err(ServiceError::BadOption(_))), "{err:?}");
}

#[tokio::test]
async fn the_practice_bot_is_never_reminded() {
    const BOT: UserId = UserId(999);
    let b = Bench::new().await;
    let options = MatchOptions {
        challenger_color: ColorChoice::Red,
        time_control: DAY,
        ..MatchOptions::default()
    };
    let id = b
        .service
        .create_practice_with(
            GuildId(1),
            ChannelId(10),
            ALICE,
            BOT,
            stratego_bot::ai::Level::Easy,
            options,
        )
        .await
        .unwrap();
    b.service.setup_ready(id, ALICE).await.unwrap();
    b.play_any(id, ALICE).await;
    // Nobody drives the bot here, so its move deadline runs.
    let info = b.service.deadline(id).await.unwrap().unwrap();
    assert_eq!(info.to_act, Some(Color::Blue));
    b.clock.advance(Duration::hours(12));
    let reminder = b
        .service
        .take_reminder(id, DeadlinePhase::Move, 1)
        .await
        .unwrap()
        .expect("the half-time point has passed");
    assert!(reminder.to.is_empty(), "{:?}", reminder.to);
}

#[tokio::test]
async fn challenge_expiry_follows_the_service_clock() {
    let b = Bench::new().await;
    let c = b
        .service
        .create_challenge(alices_challenge(
            Some(BOB),
            MatchOptions::default(),
            b.now() + Duration::hours(1),
        ))
        .await
        .unwrap();
    // The wall clock has not moved; the service's clock has.
    b.clock.advance(Duration::hours(2));
    let late = b.service.accept_challenge(c.id, BOB).await;
    assert!(
        matches!(late, Err(ServiceError::ChallengeClosed)),
        "{late:?}"
    );
}
