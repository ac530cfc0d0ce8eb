//! Time controls against a real SQLite file and the real scheduler, on a fake clock: days pass
//! in microseconds, and every wait below is for posts the scheduler must queue. The test reads
//! the outbox the way the announcer does, so it sees exactly what players would be sent.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, Utc};
use stratego_bot::engine::{ByColor, Color, EndReason, Outcome, Viewer};
use stratego_bot::service::{
    Announcement, BoardVoice, ChannelId, Clock, ColorChoice, DeadlinePhase, FakeClock, GuildId,
    MatchId, MatchOptions, MatchStatus, NewChallenge, Pending, Scheduler, SchedulerHandle, Service,
    ServiceError, ThreadVoice, TimeControl, UserId, posts, reminder_points_of,
};

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);

/// What the scheduler left in the outbox, one deadline event at a time.
#[derive(Debug)]
enum Heard {
    Reminder(Reminded),
    /// A match ended; `boards` are the board posts queued with its end.
    Ended {
        match_id: MatchId,
        boards: Vec<Announcement>,
    },
}

/// One reminder: the reminder posts one deadline check queued for a match.
#[derive(Debug)]
struct Reminded {
    match_id: MatchId,
    phase: DeadlinePhase,
    to: Vec<(Color, UserId)>,
    due_at: DateTime<Utc>,
}

struct Bench {
    _dir: tempfile::TempDir,
    clock: FakeClock,
    service: Service,
    heard: VecDeque<Heard>,
    /// End posts seen per match, to check nothing is settled twice.
    ended: HashMap<MatchId, usize>,
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
        Bench {
            _dir: dir,
            clock,
            service,
            heard: VecDeque::new(),
            ended: HashMap::new(),
        }
    }

    async fn scheduler(&self) -> SchedulerHandle {
        Scheduler::start(self.service.clone()).await.unwrap()
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

    /// Delivers every waiting post (as the announcer would) and turns the reminders and ends
    /// among them into events, in commit order.
    async fn drain(&mut self) {
        // The scheduler commits while this reads: a lane listed before a commit misses it
        // while a later lane shows a later commit. Passes repeat until one finds nothing, so
        // every post older than one seen is also seen before the sort.
        let mut posts: Vec<Pending> = Vec::new();
        loop {
            let before = posts.len();
            for (lane, _) in self.service.outbox_lanes().await.unwrap() {
                while let Some((post, _)) = self.service.outbox_next(&lane).await.unwrap() {
                    self.service.outbox_done(post.id, "sent").await.unwrap();
                    posts.push(post);
                }
            }
            if posts.len() == before {
                break;
            }
        }
        // Row ids follow commits across lanes, and one commit's posts are consecutive.
        posts.sort_by_key(|p| p.id);
        let mut last_reminder: Option<i64> = None;
        for (i, post) in posts.iter().enumerate() {
            match post.announcement {
                Announcement::Reminder(posts::Reminder {
                    match_id,
                    color,
                    user,
                    setup,
                    due_at,
                    ..
                }) => {
                    // The DM and the thread ping of one reminder, or another player's.
                    let same = last_reminder == Some(post.id - 1)
                        && matches!(self.heard.back(), Some(Heard::Reminder(r)) if r.match_id == match_id);
                    if !same {
                        self.heard.push_back(Heard::Reminder(Reminded {
                            match_id,
                            phase: if setup {
                                DeadlinePhase::Setup
                            } else {
                                DeadlinePhase::Move
                            },
                            to: Vec::new(),
                            due_at: DateTime::from_timestamp(due_at, 0).unwrap(),
                        }));
                    }
                    if let Some(Heard::Reminder(r)) = self.heard.back_mut()
                        && !r.to.contains(&(color, user))
                    {
                        r.to.push((color, user));
                    }
                    last_reminder = Some(post.id);
                }
                Announcement::GameEnded(posts::GameEnded { match_id, .. }) => {
                    // The final boards are written just before the end message.
                    let mut boards: Vec<Announcement> = posts[..i]
                        .iter()
                        .rev()
                        .map(|p| &p.announcement)
                        .take_while(|a| {
                            matches!(
                                a,
                                Announcement::PublicBoard(..) | Announcement::PrivateBoard(..)
                            ) && a.match_id() == Some(match_id)
                        })
                        .cloned()
                        .collect();
                    boards.reverse();
                    *self.ended.entry(match_id).or_default() += 1;
                    self.heard.push_back(Heard::Ended { match_id, boards });
                }
                _ => {}
            }
        }
    }

    async fn next(&mut self) -> Heard {
        let waited = tokio::time::timeout(StdDuration::from_secs(20), async {
            loop {
                if let Some(heard) = self.heard.pop_front() {
                    return heard;
                }
                self.drain().await;
                if self.heard.is_empty() {
                    tokio::time::sleep(StdDuration::from_millis(10)).await;
                }
            }
        })
        .await;
        waited.expect("the scheduler should have queued a reminder or an end")
    }

    async fn reminder(&mut self) -> Reminded {
        match self.next().await {
            Heard::Reminder(r) => r,
            Heard::Ended { match_id, .. } => {
                panic!("expected a reminder, got the end of {match_id}")
            }
        }
    }

    /// The match a passed deadline ended, with the final boards queued for it.
    async fn settled(&mut self) -> (MatchId, Vec<Announcement>) {
        match self.next().await {
            Heard::Ended { match_id, boards } => (match_id, boards),
            Heard::Reminder(r) => panic!("expected a settlement, got reminder {r:?}"),
        }
    }

    /// Nothing more was queued, and no match was ended twice.
    async fn assert_quiet(&mut self) {
        self.drain().await;
        assert!(self.heard.is_empty(), "{:?}", self.heard);
        assert!(self.ended.values().all(|&n| n == 1), "{:?}", self.ended);
    }

    /// Reminders still to come for the running deadline of `id`.
    async fn reminders_left(&self, id: MatchId) -> usize {
        let rows = self.service.running_deadlines().await.unwrap();
        let row = rows
            .iter()
            .find(|r| r.match_id == id)
            .expect("a running deadline");
        reminder_points_of(row).len() - row.reminders_sent as usize
    }

    /// Who let the time run out in `id`: in setup, whoever had not locked in; in play, the
    /// loser on time.
    async fn timed_out(&self, id: MatchId) -> Vec<Color> {
        let m = self.service.get_match(id).await.unwrap();
        if m.started_at.is_none() {
            let mut late = Vec::new();
            for color in Color::ALL {
                let setup = self.service.setup_of(id, *m.players.get(color)).await;
                if !setup.unwrap().ready {
                    late.push(color);
                }
            }
            return late;
        }
        match m.outcome {
            Some(Outcome {
                winner: Some(winner),
                reason: EndReason::Timeout,
            }) => vec![winner.opponent()],
            _ => Vec::new(),
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
        (half.match_id, half.to.clone(), half.phase),
        (id, vec![(Color::Red, ALICE)], DeadlinePhase::Move)
    );
    assert_eq!(b.reminders_left(id).await, 1);
    b.clock.advance(Duration::hours(11));
    let last = b.reminder().await;
    assert_eq!(b.reminders_left(id).await, 0, "the last reminder");
    assert_eq!(last.due_at, start + Duration::days(1));

    b.clock.advance(Duration::hours(1));
    let (ended, boards) = b.settled().await;
    assert_eq!(ended, id);
    assert_eq!(b.timed_out(id).await, vec![Color::Red]);
    let m = b.service.get_match(id).await.unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
    assert_eq!(
        m.outcome,
        Some(Outcome::win(Color::Blue, EndReason::Timeout))
    );
    // Both players' boards and the spectators' board show the final position, each read in
    // its reader's voice at the end, which pings nobody.
    let board = async |color: Color| {
        let user = *m.players.get(color);
        let prefs = b.service.prefs(user).await.unwrap();
        BoardVoice {
            user,
            opponent: *m.players.get(color.opponent()),
            language: prefs.language,
            numbering: prefs.numbering,
        }
    };
    let thread = ThreadVoice {
        locale: None,
        discord_locale: None,
        players: m.players,
        ping: ByColor::new_with(|_| false),
    };
    assert_eq!(
        boards,
        vec![
            Announcement::PrivateBoard(posts::PrivateBoard {
                match_id: id,
                color: Color::Red,
                view: None,
                voice: board(Color::Red).await,
            }),
            Announcement::PrivateBoard(posts::PrivateBoard {
                match_id: id,
                color: Color::Blue,
                view: None,
                voice: board(Color::Blue).await,
            }),
            Announcement::PublicBoard(posts::PublicBoard {
                match_id: id,
                view: None,
                voice: thread,
            }),
        ]
    );
    let shown = b.service.view(id, Viewer::Spectator).await.unwrap();
    assert_eq!(shown.outcome, m.outcome);
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
    b.assert_quiet().await;
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
    assert_eq!(r.to, vec![(Color::Blue, BOB)]);
    assert_eq!(b.reminders_left(id).await, 1);
    b.clock.advance(Duration::hours(11));
    assert_eq!(b.reminder().await.match_id, id);
    assert_eq!(b.reminders_left(id).await, 0, "the last reminder");
    b.clock.advance(Duration::hours(1));
    assert_eq!(b.settled().await.0, id);
    assert_eq!(b.timed_out(id).await, vec![Color::Blue]);
    let m = b.service.get_match(id).await.unwrap();
    assert_eq!(
        m.outcome,
        Some(Outcome::win(Color::Red, EndReason::Timeout))
    );
    assert_eq!(m.ply, 1);
    scheduler.stop().await;
    b.assert_quiet().await;
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
    settled.sort_by_key(|s| s.0);
    assert_eq!([settled[0].0, settled[1].0], [one_ready, none_ready]);
    // No game was played: no boards to show.
    assert!(settled.iter().all(|s| s.1.is_empty()), "{settled:?}");
    let one = b.service.get_match(one_ready).await.unwrap();
    assert_eq!(
        one.outcome,
        Some(Outcome::win(Color::Blue, EndReason::Timeout))
    );
    assert_eq!(b.timed_out(one_ready).await, vec![Color::Red]);
    let none = b.service.get_match(none_ready).await.unwrap();
    assert_eq!(none.outcome, None);
    assert_eq!(b.timed_out(none_ready).await.len(), 2);
    assert_eq!(
        (one.status, none.status),
        (MatchStatus::Finished, MatchStatus::Cancelled)
    );
    scheduler.stop().await;
    b.assert_quiet().await;
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
    assert_eq!(b.settled().await.0, id);
    assert_eq!(b.timed_out(id).await, vec![Color::Red]);
    scheduler.stop().await;
    b.assert_quiet().await;
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
    assert_eq!(b.settled().await.0, one);
    let r = b.reminder().await;
    assert_eq!(r.match_id, three);
    assert_eq!(b.reminders_left(three).await, 1, "the half-time reminder");
    assert_eq!(b.settled().await.0, two);
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
    b.assert_quiet().await;
    assert_eq!(b.ended.len(), 2, "{:?}", b.ended);
}

#[tokio::test]
async fn resigned_games_drop_their_deadline_quietly() {
    let mut b = Bench::new().await;
    let id = b.started(DAY).await;
    let other = b.started(DAY).await;
    b.service.resign(id, ALICE).await.unwrap();
    b.clock.advance(Duration::minutes(1));
    b.play_any(other, ALICE).await;
    // The resignation's own end, before the scheduler runs.
    b.drain().await;
    assert!(
        matches!(b.heard.pop_front(), Some(Heard::Ended { match_id, .. }) if match_id == id),
        "{:?}",
        b.heard
    );
    assert!(b.heard.is_empty(), "{:?}", b.heard);
    let scheduler = b.scheduler().await;
    // Only the other game's events arrive: its reminders for Bob, then its flag.
    b.clock.advance(Duration::hours(12));
    let first = b.reminder().await;
    assert_eq!(first.match_id, other);
    b.clock.advance(Duration::hours(11));
    assert_eq!(b.reminder().await.match_id, other);
    assert!(b.service.deadline(id).await.unwrap().is_none());
    b.clock.advance(Duration::hours(1));
    assert_eq!(b.settled().await.0, other);
    scheduler.stop().await;
    b.assert_quiet().await;
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

/// A Discord outage of six minutes in a live game: Alice, to move through it, is credited the
/// outage; her move reaches the bot before it notices Discord is back, so Bob's turn begins
/// after the outage and must be credited none of it (it used to start six minutes late).
#[tokio::test]
async fn an_outage_is_credited_to_the_turn_it_interrupted_not_the_next() {
    let mut b = Bench::new().await;
    let live = TimeControl::Live { per_move_secs: 300 };
    let id = b.started(live).await;
    let other = b.started(DAY).await;
    b.service.heartbeat().await.unwrap();
    let waiting = b.service.deadline(other).await.unwrap().unwrap().due_at;

    // Discord away six minutes (no heartbeat); Alice's move lands as it comes back.
    b.clock.advance(Duration::minutes(6));
    b.play_any(id, ALICE).await;
    let bob_started = b.now();
    b.clock.advance(Duration::seconds(2));
    let scheduler = b.scheduler().await;
    assert!(scheduler.recovery.downtime.is_some());
    let bob = b.service.deadline(id).await.unwrap().unwrap();
    assert_eq!(bob.to_act, Some(Color::Blue));
    assert!(
        bob.due_at - bob_started <= Duration::seconds(302),
        "Bob's turn is credited at most the seconds it lived through the outage: {bob_started} -> {}",
        bob.due_at
    );
    // The turn the outage interrupted is credited all of it.
    let credited = b.service.deadline(other).await.unwrap().unwrap().due_at;
    assert!(credited - waiting >= Duration::minutes(6) + Duration::seconds(2));

    // Bob is reminded a minute before the end and times out at five minutes, not eleven.
    b.clock
        .set(bob_started + Duration::minutes(4) + Duration::seconds(3));
    let r = b.reminder().await;
    assert_eq!(r.match_id, id);
    b.clock
        .set(bob_started + Duration::minutes(5) + Duration::seconds(3));
    let (ended, _) = b.settled().await;
    assert_eq!(ended, id);
    assert_eq!(b.timed_out(id).await, [Color::Blue]);
    scheduler.stop().await;
}
