//! The service at community size: a 128-player Swiss played to its winner (runtime printed),
//! and (opt-in) the resident memory after 10,000 finished games, which the per-match lock map
//! must not grow with.

use std::time::Instant;

use chrono::{Duration, Utc};
use stratego_bot::engine::Variant;
use stratego_bot::service::{
    Actor, ChannelId, ColorChoice, GuildId, MatchOptions, NewChallenge, NewTournament, Service,
    TournamentStatus, UserId,
};
use stratego_bot::tournament::Format;

const GUILD: GuildId = GuildId(1);
const CHANNEL: ChannelId = ChannelId(10);

async fn open(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("stratego.db").display());
    let service = Service::open(&url).await.expect("open database");
    // Thousands of games between the same accounts: load, not a flood.
    service.set_rolling_caps(stratego_bot::service::RollingCaps::OFF);
    service
}

#[tokio::test]
async fn a_128_player_swiss_runs_to_its_winner() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let organiser = Actor {
        user: UserId(1),
        organiser: true,
    };
    let began = Instant::now();
    let state = service
        .create_tournament(
            NewTournament {
                guild: GUILD,
                channel: CHANNEL,
                creator: organiser.user,
                name: "Community Swiss".into(),
                format: Format::default_swiss(128),
                options: MatchOptions {
                    variant: Variant::Duel,
                    ..MatchOptions::default()
                },
                max_players: 128,
                signup_deadline: None,
                round_secs: None,
            },
            organiser,
        )
        .await
        .unwrap();
    let id = state.id();
    for i in 0..128 {
        service.join_tournament(id, UserId(1000 + i)).await.unwrap();
    }
    service.start_tournament(id, organiser).await.unwrap();
    let mut games = 0;
    loop {
        let state = service.tournament(id).await.unwrap();
        if state.row.status == TournamentStatus::Finished {
            break;
        }
        let round = state.current_round().unwrap().round;
        let open: Vec<_> = state
            .round_games(round)
            .filter(|g| g.result.is_none())
            .filter_map(|g| Some((g.match_id?, g.blue)))
            .collect();
        assert!(!open.is_empty(), "a running round has open games");
        for (m, blue) in open {
            service.resign(m, blue).await.unwrap();
            games += 1;
        }
    }
    let state = service.tournament(id).await.unwrap();
    assert_eq!(state.rounds.len(), 7);
    assert_eq!(games, 7 * 64);
    assert!(state.standings().unwrap().winner.is_some());
    println!(
        "128-player Swiss, 7 rounds, {games} games through the service: {:.1} s",
        began.elapsed().as_secs_f64()
    );
}

/// This process's resident memory in KiB (Linux), from /proc.
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// Opt-in (a few minutes):
/// `cargo test --test it scale::memory_after_10000_games -- --ignored --nocapture`
#[tokio::test]
#[ignore = "soak: 10,000 games; run with --ignored --nocapture"]
async fn memory_after_10000_games() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let options = MatchOptions {
        variant: Variant::Duel,
        challenger_color: ColorChoice::Red,
        ..MatchOptions::default()
    };
    let mut samples = Vec::new();
    for i in 0..10_000u64 {
        let (a, b) = (UserId(10 + 2 * (i % 500)), UserId(11 + 2 * (i % 500)));
        let c = service
            .create_challenge(NewChallenge {
                guild: GUILD,
                channel: CHANNEL,
                challenger: a,
                opponent: Some(b),
                options,
                expires_at: Utc::now() + Duration::hours(1),
            })
            .await
            .unwrap();
        let m = service.accept_challenge(c.id, b).await.unwrap().match_id;
        service.setup_ready(m, a).await.unwrap();
        service.setup_ready(m, b).await.unwrap();
        let mover = service.legal_moves(m, a).await.unwrap()[0];
        service.make_move(m, a, mover, None).await.unwrap();
        service.resign(m, b).await.unwrap();
        if (i + 1) % 2_000 == 0 {
            let rss = resident_kib().unwrap_or(0);
            println!("after {} games: VmRSS {rss} KiB", i + 1);
            samples.push(rss);
        }
    }
    // Bounded: the last 8,000 games added (almost) nothing once the caches were warm.
    let (first, last) = (samples[0], *samples.last().unwrap());
    assert!(
        last < first + 32 * 1024,
        "resident memory grew from {first} to {last} KiB"
    );
}
