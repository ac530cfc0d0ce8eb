//! Faults the bot must survive, with real processes and a real SQLite file.
//!
//! The kill tests re-run this test binary as a child (`fault_driver`, which does nothing unless
//! `STRATEGO_FAULT_DB` is set): the child plays games against the service and prints one
//! `ACK ...` line after each call that returned, i.e. after the change is durable. The parent
//! SIGKILLs it at random moments, restarts it, and at the end checks the database against
//! every acknowledgement it saw.
//!
//! Soak (opt-in, prints the figures for the closing note):
//! `STRATEGO_SOAK_KILLS=300 cargo test --test it faults::soak -- --ignored --nocapture`

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration as StdDuration, Instant};

use chrono::{Duration, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use stratego_bot::engine::{Color, Move, Variant, Viewer};
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchRow, MatchStatus, NewChallenge,
    Service, ServiceError, TimeControl, UserId, verify_commitment,
};

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);
const GUILD: GuildId = GuildId(1);
const DB_ENV: &str = "STRATEGO_FAULT_DB";
const FINISH_ENV: &str = "STRATEGO_FAULT_FINISH";
/// Games the driver keeps going at once.
const GAMES: usize = 3;

fn url(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

fn options() -> MatchOptions {
    MatchOptions {
        variant: Variant::Barrage,
        challenger_color: ColorChoice::Random,
        time_control: TimeControl::Live { per_move_secs: 600 },
        ..MatchOptions::default()
    }
}

// ---------------------------------------------------------------------------------------
// The child: a scripted player of many games.

#[test]
#[ignore = "the child process of the kill tests; does nothing on its own"]
fn fault_driver() {
    let Ok(db) = std::env::var(DB_ENV) else {
        return;
    };
    let finish = std::env::var(FINISH_ENV).is_ok();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(drive(PathBuf::from(db), finish));
}

fn ack(line: String) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "ACK {line}");
    let _ = out.flush();
}

async fn drive(db: PathBuf, finish: bool) {
    let service = Service::open(&url(&db)).await.expect("open");
    // The same two accounts play game after game: load, not a flood.
    service.set_rolling_caps(stratego_bot::service::RollingCaps::OFF);
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    tokio::spawn({
        let stop = stop.clone();
        async move {
            stratego_bot::service::shutdown_signal().await;
            stop.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    });
    let mut round = 0u64;
    let seed: u64 = rand::random();
    while !stop.load(std::sync::atomic::Ordering::SeqCst) {
        round += 1;
        // A challenge left open by a kill is taken up first.
        for c in service
            .open_challenges(GUILD)
            .await
            .expect("open challenges")
        {
            let t = Instant::now();
            let created = service.accept_challenge(c.id, BOB).await.expect("accept");
            ack(format!(
                "ACCEPT {} {} {}",
                c.id,
                created.match_id,
                micros(t)
            ));
        }
        let active = service.active_matches(ALICE).await.expect("active");
        if active.is_empty() && finish {
            break;
        }
        if active.len() < GAMES && !finish {
            let t = Instant::now();
            let c = service
                .create_challenge(NewChallenge {
                    guild: GUILD,
                    channel: ChannelId(10),
                    challenger: ALICE,
                    opponent: Some(BOB),
                    options: options(),
                    expires_at: Utc::now() + Duration::hours(1),
                })
                .await
                .expect("challenge");
            ack(format!("CHALLENGE {} {}", c.id, micros(t)));
            continue;
        }
        let steps = active.into_iter().enumerate().map(|(i, m)| {
            let service = service.clone();
            let rng = StdRng::seed_from_u64(seed ^ (round << 8) ^ i as u64);
            tokio::spawn(async move { step(&service, m, rng, finish).await })
        });
        for done in futures_util::future::join_all(steps).await {
            done.expect("step task");
        }
    }
    service.shutdown().await;
    println!("CLOSED");
}

fn micros(since: Instant) -> u128 {
    since.elapsed().as_micros()
}

/// One action in one game: a setup edit or lock-in, or a move (sometimes a resignation).
async fn step(service: &Service, m: MatchRow, mut rng: StdRng, finish: bool) {
    let id = m.id;
    match m.status {
        MatchStatus::Setup => {
            for color in Color::ALL {
                let user = *m.players.get(color);
                let state = service.setup_of(id, user).await.expect("setup");
                if state.ready {
                    continue;
                }
                let t = Instant::now();
                if rng.gen_bool(0.5) {
                    service.setup_randomize(id, user).await.expect("randomize");
                    ack(format!("SETUP {id} {color} {}", micros(t)));
                } else {
                    service.setup_ready(id, user).await.expect("ready");
                    ack(format!("READY {id} {color} {}", micros(t)));
                }
                return;
            }
        }
        MatchStatus::Playing => {
            let view = service.view(id, Viewer::Spectator).await.expect("view");
            let user = *m.players.get(view.to_move);
            let t = Instant::now();
            if rng.gen_bool(if finish { 0.05 } else { 0.004 }) {
                service.resign(id, user).await.expect("resign");
                ack(format!("END {id} {}", micros(t)));
                return;
            }
            let moves = service.legal_moves(id, user).await.expect("legal moves");
            let mv = moves[rng.gen_range(0..moves.len())];
            let t = Instant::now();
            match service.make_move(id, user, mv, Some(m.ply)).await {
                Ok(report) => {
                    ack(format!(
                        "MOVE {id} {} {} {} {}",
                        m.ply,
                        mv.from,
                        mv.to,
                        micros(t)
                    ));
                    if report.outcome.is_some() {
                        ack(format!("END {id} 0"));
                    }
                }
                Err(e) => panic!("move refused: {e:?}"),
            }
        }
        MatchStatus::Finished | MatchStatus::Cancelled => {}
    }
}

// ---------------------------------------------------------------------------------------
// The parent: kills, restarts and checks.

struct Run {
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
    reader: std::thread::JoinHandle<()>,
}

fn spawn_driver(db: &Path, finish: bool) -> Run {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "faults::fault_driver",
        "--exact",
        "--ignored",
        "--nocapture",
        "--test-threads",
        "1",
    ])
    .env(DB_ENV, db)
    .stdout(Stdio::piped())
    .stderr(Stdio::inherit());
    if finish {
        cmd.env(FINISH_ENV, "1");
    }
    let mut child = cmd.spawn().expect("spawn driver");
    let stdout = child.stdout.take().unwrap();
    let lines = Arc::new(Mutex::new(Vec::new()));
    let reader = std::thread::spawn({
        let lines = lines.clone();
        move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                lines.lock().unwrap().push(line);
            }
        }
    });
    Run {
        child,
        lines,
        reader,
    }
}

impl Run {
    fn count(&self) -> usize {
        self.lines.lock().unwrap().len()
    }

    fn wait_for_lines(&self, n: usize, limit: StdDuration) {
        let until = Instant::now() + limit;
        while self.count() < n && Instant::now() < until {
            std::thread::sleep(StdDuration::from_millis(5));
        }
    }

    /// Peak resident memory so far, in kB (Linux).
    fn peak_kb(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    }

    fn finish(self) -> (std::process::ExitStatus, Vec<String>) {
        let mut child = self.child;
        let status = child.wait().unwrap();
        self.reader.join().unwrap();
        let lines = Arc::try_unwrap(self.lines).unwrap().into_inner().unwrap();
        (status, lines)
    }

    fn kill(mut self) -> Vec<String> {
        self.child.kill().unwrap(); // SIGKILL
        self.finish().1
    }
}

/// What the driver was told had happened.
#[derive(Default)]
struct Acks {
    /// (match, ply) -> (from, to) of acknowledged moves.
    moves: BTreeMap<(i64, u32), (String, String)>,
    duplicates: usize,
    ready: Vec<(i64, Color)>,
    accepted: Vec<(i64, i64)>,
    ended: Vec<i64>,
    challenges: usize,
    slowest_micros: u128,
}

impl Acks {
    fn read(&mut self, lines: &[String]) {
        for line in lines {
            let Some(rest) = line.strip_prefix("ACK ") else {
                continue;
            };
            let f: Vec<&str> = rest.split(' ').collect();
            let num = |i: usize| f[i].parse::<i64>().unwrap();
            if let Some(us) = f.last().and_then(|s| s.parse::<u128>().ok()) {
                self.slowest_micros = self.slowest_micros.max(us);
            }
            match f[0] {
                "MOVE" => {
                    let key = (num(1), num(2) as u32);
                    let mv = (f[3].to_owned(), f[4].to_owned());
                    if self.moves.insert(key, mv).is_some() {
                        self.duplicates += 1;
                    }
                }
                "READY" => self.ready.push((num(1), Color::parse(f[2]).unwrap())),
                "ACCEPT" => self.accepted.push((num(1), num(2))),
                "END" => self.ended.push(num(1)),
                "CHALLENGE" => self.challenges += 1,
                _ => {}
            }
        }
    }
}

/// Figures of one kill campaign.
#[derive(Debug, Default)]
struct Figures {
    games: usize,
    finished: usize,
    moves: usize,
    kills: usize,
    lost: usize,
    duplicates: usize,
    peak_kb: u64,
    slowest_ms: f64,
}

/// Checks the database against the acknowledgements; returns the figures.
async fn check(db: &Path, acks: &Acks) -> Figures {
    let service = Service::open(&url(db)).await.unwrap();
    let store = service.store();
    let mut conn = store.conn().await.unwrap();
    let mut lost = 0;
    let mut by_match: HashMap<i64, Vec<stratego_bot::store::MoveRow>> = HashMap::new();
    let matches = stratego_bot::store::matches::active_of(&mut conn, ALICE)
        .await
        .unwrap();
    assert!(
        matches.len() <= GAMES,
        "no more games than the driver keeps"
    );
    let mut all = Vec::new();
    for id in 1.. {
        match stratego_bot::store::matches::get(&mut conn, MatchId(id))
            .await
            .unwrap()
        {
            Some(m) => all.push(m),
            None => break,
        }
    }
    let mut moves = 0;
    for m in &all {
        let log = stratego_bot::store::moves::all(&mut conn, m.id)
            .await
            .unwrap();
        // Contiguous plies, as many as the match says: nothing applied twice or skipped.
        for (i, row) in log.iter().enumerate() {
            assert_eq!(row.ply as usize, i, "match {} log has a gap", m.id);
        }
        assert_eq!(log.len() as u32, m.ply, "match {} ply", m.id);
        moves += log.len();
        if m.started_at.is_some() {
            // A fresh service rebuilds the game from the log: every move replays legally.
            let view = service.view(m.id, Viewer::Spectator).await.unwrap();
            assert_eq!(view.ply, m.ply);
        }
        by_match.insert(m.id.0, log);
    }
    for ((id, ply), (from, to)) in &acks.moves {
        let row = by_match.get(id).and_then(|log| log.get(*ply as usize));
        match row {
            Some(row)
                if row.played.from.to_string() == *from && row.played.to.to_string() == *to => {}
            _ => lost += 1,
        }
    }
    for (id, color) in &acks.ready {
        let setup = stratego_bot::store::setups::get(&mut conn, MatchId(*id), *color)
            .await
            .unwrap()
            .expect("acknowledged setup");
        assert!(setup.ready, "acknowledged lock-in of match {id} lost");
        assert!(verify_commitment(
            &setup.deployment.to_string(),
            setup.salt.as_deref().unwrap(),
            setup.commitment.as_deref().unwrap()
        ));
    }
    for (challenge, id) in &acks.accepted {
        let c = service
            .challenge(stratego_bot::service::ChallengeId(*challenge))
            .await
            .unwrap();
        assert_eq!(c.match_id, Some(MatchId(*id)), "acknowledged accept lost");
    }
    for id in &acks.ended {
        let m = service.get_match(MatchId(*id)).await.unwrap();
        assert_eq!(
            m.status,
            MatchStatus::Finished,
            "acknowledged end of {id} lost"
        );
    }
    // Every accepted challenge made exactly one match.
    assert_eq!(
        all.len(),
        acks.accepted
            .iter()
            .map(|a| a.1)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
            .max(all.len())
    );
    drop(conn);
    service.shutdown().await;
    Figures {
        games: all.len(),
        finished: all.iter().filter(|m| !m.status.is_active()).count(),
        moves,
        lost,
        duplicates: acks.duplicates,
        slowest_ms: acks.slowest_micros as f64 / 1000.0,
        ..Figures::default()
    }
}

/// Kills the driver `kills` times at random moments, then lets it finish every game.
fn campaign(kills: usize, seed: u64) -> Figures {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("faults.db");
    let mut rng = StdRng::seed_from_u64(seed);
    let mut acks = Acks::default();
    let mut peak_kb = 0;
    for _ in 0..kills {
        let run = spawn_driver(&db, false);
        // Let it start up (migrations, first acks), then kill it mid-flight.
        run.wait_for_lines(2, StdDuration::from_secs(30));
        std::thread::sleep(StdDuration::from_millis(rng.gen_range(0..250)));
        peak_kb = peak_kb.max(run.peak_kb());
        let lines = run.kill();
        acks.read(&lines);
    }
    // Every game can go on: a last life plays them all to the end.
    let run = spawn_driver(&db, true);
    let (status, lines) = run.finish();
    assert!(status.success(), "the finishing driver failed: {status}");
    assert_eq!(lines.iter().filter(|l| *l == "CLOSED").count(), 1);
    acks.read(&lines);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let mut figures = runtime.block_on(check(&db, &acks));
    assert_eq!(
        figures.finished, figures.games,
        "every game reached its end"
    );
    figures.kills = kills;
    figures.peak_kb = peak_kb;
    figures
}

#[test]
fn sigkill_at_random_moments_loses_no_acknowledged_change() {
    let figures = campaign(6, rand::random());
    eprintln!("{figures:?}");
    assert_eq!(figures.lost, 0);
    assert_eq!(figures.duplicates, 0);
    assert!(figures.moves > 0 && figures.games > 0);
}

#[test]
#[ignore = "soak: STRATEGO_SOAK_KILLS=300 cargo test --test it faults::soak -- --ignored --nocapture"]
fn soak() {
    let kills = std::env::var("STRATEGO_SOAK_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(200);
    let started = Instant::now();
    let f = campaign(kills, rand::random());
    println!(
        "soak: {} games ({} finished), {} moves, {} kills survived, {} acknowledged moves lost, \
         {} duplicate moves, peak memory {} MiB, slowest acknowledgement {:.1} ms, {:.0} s",
        f.games,
        f.finished,
        f.moves,
        f.kills,
        f.lost,
        f.duplicates,
        f.peak_kb / 1024,
        f.slowest_ms,
        started.elapsed().as_secs_f64()
    );
    assert_eq!((f.lost, f.duplicates), (0, 0));
}

#[test]
fn sigterm_finishes_in_flight_work_and_closes_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("term.db");
    let run = spawn_driver(&db, false);
    run.wait_for_lines(30, StdDuration::from_secs(60));
    let pid = run.child.id().to_string();
    let sent = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(sent.success());
    let (status, lines) = run.finish();
    assert!(status.success(), "a clean exit on SIGTERM: {status}");
    assert!(
        lines.iter().any(|l| l == "CLOSED"),
        "the driver closed the database"
    );
    // Closing the last connection checkpoints the write-ahead log into the database file.
    let wal = dir.path().join("term.db-wal");
    let wal_len = std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0);
    assert_eq!(wal_len, 0, "write-ahead log left behind");
    let mut acks = Acks::default();
    acks.read(&lines);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let figures = runtime.block_on(check(&db, &acks));
    assert_eq!((figures.lost, figures.duplicates), (0, 0));
    assert!(figures.moves > 0);
}

// ---------------------------------------------------------------------------------------
// Concurrency inside one process.

async fn started(service: &Service) -> MatchId {
    let c = service
        .create_challenge(NewChallenge {
            guild: GUILD,
            channel: ChannelId(10),
            challenger: ALICE,
            opponent: Some(BOB),
            options: MatchOptions {
                challenger_color: ColorChoice::Red,
                ..options()
            },
            expires_at: Utc::now() + Duration::hours(1),
        })
        .await
        .unwrap();
    let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
    // Both lock in at the same moment: the game starts exactly once.
    let (a, b) = tokio::join!(service.setup_ready(id, ALICE), service.setup_ready(id, BOB));
    let starts = [a.unwrap(), b.unwrap()]
        .iter()
        .filter(|r| r.started.is_some())
        .count();
    assert_eq!(starts, 1);
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_players_at_once_never_lose_an_update_or_deadlock() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(&url(&dir.path().join("c.db"))).await.unwrap();
    let id = started(&service).await;
    let mut numbers = Vec::new();
    let work = async {
        for round in 0..60u64 {
            let m = service.get_match(id).await.unwrap();
            if m.status != MatchStatus::Playing {
                break;
            }
            // Both players fire a move (each from their own legal moves) at the same time,
            // plus a reader; only the player to move may succeed, and exactly once.
            let attempt = |user: UserId| {
                let service = service.clone();
                tokio::spawn(async move {
                    let moves = service.legal_moves(id, user).await.unwrap_or_default();
                    let mv = moves
                        .get(round as usize % moves.len().max(1))
                        .copied()
                        .unwrap_or(Move::parse("A1-A2").unwrap());
                    service.make_move(id, user, mv, None).await
                })
            };
            let (a, b, view) = tokio::join!(
                attempt(ALICE),
                attempt(BOB),
                service.view(id, Viewer::Spectator)
            );
            view.unwrap();
            for result in [a.unwrap(), b.unwrap()] {
                match result {
                    Ok(report) => numbers.push(report.entry.number),
                    Err(
                        ServiceError::NotYourTurn
                        | ServiceError::GameOver
                        | ServiceError::IllegalMove(_),
                    ) => {}
                    Err(e) => panic!("{e:?}"),
                }
            }
        }
    };
    tokio::time::timeout(StdDuration::from_secs(60), work)
        .await
        .expect("no deadlock");
    // Each acknowledged move got its own number, with none skipped: no update was lost.
    numbers.sort();
    let played = numbers.len() as u32;
    let m = service.get_match(id).await.unwrap();
    // Random setups: now and then a game ends early (a flag falls), which is fine.
    assert!(
        played > 30 || m.status != MatchStatus::Playing,
        "the players got to move: {played}"
    );
    assert_eq!(numbers, (1..=played).collect::<Vec<_>>());
    assert_eq!(m.ply, played, "every acknowledged move counted once");
    let mut conn = service.store().conn().await.unwrap();
    let log = stratego_bot::store::moves::all(&mut conn, id)
        .await
        .unwrap();
    assert_eq!(log.len() as u32, played);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_game_waits_alone_while_other_games_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(&url(&dir.path().join("p.db"))).await.unwrap();
    let (busy, other) = (started(&service).await, started(&service).await);
    // Someone else holds SQLite's write lock, so a move in `busy` stalls inside its match lock.
    let blocker = service.store().begin().await.unwrap();
    let moves = service.legal_moves(busy, ALICE).await.unwrap();
    let stalled = tokio::spawn({
        let service = service.clone();
        async move { service.make_move(busy, ALICE, moves[0], None).await }
    });
    tokio::time::sleep(StdDuration::from_millis(200)).await;

    // The other game is not held up by it...
    let other_call = async {
        service.view(other, Viewer::Spectator).await.unwrap();
        service.legal_moves(other, ALICE).await.unwrap()
    };
    let other_moves = tokio::time::timeout(StdDuration::from_secs(2), other_call)
        .await
        .expect("another game answers while one is busy");
    assert!(!other_moves.is_empty());
    // ...while the busy game's next caller waits its turn.
    let queued = tokio::spawn({
        let service = service.clone();
        async move { service.legal_moves(busy, BOB).await }
    });
    tokio::time::sleep(StdDuration::from_millis(300)).await;
    assert!(!queued.is_finished(), "calls on one game are serialised");

    blocker.rollback().await.unwrap();
    let report = tokio::time::timeout(StdDuration::from_secs(10), stalled)
        .await
        .expect("no deadlock")
        .unwrap()
        .unwrap();
    assert_eq!(report.entry.number, 1);
    // Bob's call ran after the move, so it sees his turn.
    let bob_moves = queued.await.unwrap().unwrap();
    assert!(!bob_moves.is_empty());
}
