//! Whole tournaments played through the service layer against a real SQLite file: scripted
//! games, withdrawals, round deadlines, a restart mid-round, and the ratings they produce.

use chrono::{Duration, Utc};
use stratego_bot::engine::{Color, EndReason, Variant};
use stratego_bot::service::{
    Actor, Announcement, ChannelId, ColorChoice, EveryGame, GuildId, MatchId, MatchOptions,
    MatchStatus, NewChallenge, NewTournament, Service, ServiceError, TournamentId,
    TournamentProblem, TournamentState, TournamentStatus, UserId, posts,
};
use stratego_bot::tournament::{Format, GameResult, Side};

const GUILD: GuildId = GuildId(1);
const CHANNEL: ChannelId = ChannelId(10);
const CREATOR: UserId = UserId(900);

fn user(i: u64) -> UserId {
    UserId(100 + i)
}

fn organiser() -> Actor {
    Actor {
        user: UserId(901),
        organiser: true,
    }
}

/// The creator holds the organiser role: creating needs it unless the server opted in.
fn creator() -> Actor {
    Actor {
        user: CREATOR,
        organiser: true,
    }
}

fn nobody(u: UserId) -> Actor {
    Actor {
        user: u,
        organiser: false,
    }
}

fn db_url(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("stratego.db").display())
}

async fn open(dir: &tempfile::TempDir) -> Service {
    Service::open(&db_url(dir)).await.expect("open database")
}

fn new_tournament(format: Format, round_secs: Option<u32>) -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: CHANNEL,
        creator: CREATOR,
        name: "Spring Cup".into(),
        format,
        options: MatchOptions {
            variant: Variant::Barrage,
            ..MatchOptions::default()
        },
        max_players: 8,
        signup_deadline: None,
        round_secs,
    }
}

async fn with_players(service: &Service, new: NewTournament, n: u64) -> TournamentId {
    let t = service.create_tournament(new, creator()).await.unwrap();
    for i in 1..=n {
        service.join_tournament(t.id(), user(i)).await.unwrap();
    }
    t.id()
}

fn problem(result: Result<impl std::fmt::Debug, ServiceError>) -> TournamentProblem {
    match result {
        Err(ServiceError::Tournament(p)) => p,
        other => panic!("expected a tournament problem, got {other:?}"),
    }
}

/// Open games of the current round as (match, red, blue).
fn open_games(state: &TournamentState) -> Vec<(MatchId, UserId, UserId)> {
    let round = state.current_round().expect("a round").round;
    state
        .round_games(round)
        .filter(|g| g.result.is_none())
        .map(|g| (g.match_id.expect("open games have a match"), g.red, g.blue))
        .collect()
}

/// Both players lock in their setups.
async fn start_game(service: &Service, id: MatchId) {
    let m = service.get_match(id).await.unwrap();
    service.setup_ready(id, m.players.red).await.unwrap();
    let ready = service.setup_ready(id, m.players.blue).await.unwrap();
    assert!(ready.started.is_some());
}

/// Plays a game to the given result: a few real moves, then a resignation or an agreed draw.
async fn finish_game(service: &Service, id: MatchId, winner: Option<Color>) {
    start_game(service, id).await;
    let m = service.get_match(id).await.unwrap();
    for _ in 0..2 {
        let view = service
            .view(id, stratego_bot::engine::Viewer::Spectator)
            .await
            .unwrap();
        let mover = *m.players.get(view.to_move);
        let moves = service.legal_moves(id, mover).await.unwrap();
        service.make_move(id, mover, moves[0], None).await.unwrap();
    }
    match winner {
        Some(color) => {
            service
                .resign(id, *m.players.get(color.opponent()))
                .await
                .unwrap();
        }
        None => {
            service.offer_draw(id, m.players.red).await.unwrap();
            service.accept_draw(id, m.players.blue).await.unwrap();
        }
    }
}

#[tokio::test]
async fn round_robin_played_to_the_end_with_ratings_and_news() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = with_players(&service, new_tournament(Format::RoundRobin, None), 4).await;

    // Bad requests change nothing.
    assert_eq!(
        problem(service.join_tournament(id, user(1)).await),
        TournamentProblem::AlreadyJoined
    );
    assert_eq!(
        problem(service.start_tournament(id, nobody(user(1))).await),
        TournamentProblem::NotOrganiser
    );
    assert_eq!(
        problem(
            service
                .withdraw_from_tournament(id, organiser(), user(9))
                .await
        ),
        TournamentProblem::NotEntrant
    );
    assert_eq!(
        problem(service.leave_tournament(id, user(9)).await),
        TournamentProblem::NotJoined
    );
    let before = service.tournament(id).await.unwrap();
    assert_eq!(before.players.len(), 4);
    assert_eq!(before.row.status, TournamentStatus::Signup);

    // The creator may start it.
    let state = service
        .start_tournament(id, nobody(CREATOR))
        .await
        .unwrap()
        .state;
    assert_eq!(state.row.status, TournamentStatus::Running);
    assert_eq!(state.rounds.len(), 1);
    assert_eq!(
        problem(service.join_tournament(id, user(5)).await),
        TournamentProblem::SignupClosed
    );
    assert_eq!(
        problem(service.start_tournament(id, organiser()).await),
        TournamentProblem::AlreadyStarted
    );
    assert_eq!(
        take_news(&service, id).await,
        vec![Announcement::RoundStarted(posts::RoundStarted {
            tournament: id,
            round: 0
        })]
    );

    // Lower user id always wins, except one draw in the last round.
    let mut state = state;
    let mut played = Vec::new();
    while state.row.status == TournamentStatus::Running {
        let games = open_games(&state);
        assert_eq!(games.len(), 2, "four players: two games a round");
        let last_round = state.rounds.len() == 3;
        for &(m, red, blue) in &games {
            let m_row = service.get_match(m).await.unwrap();
            assert_eq!(m_row.status, MatchStatus::Setup);
            assert_eq!((m_row.players.red, m_row.players.blue), (red, blue));
            let winner = if last_round && red != user(1) && blue != user(1) {
                None
            } else if red < blue {
                Some(Color::Red)
            } else {
                Some(Color::Blue)
            };
            finish_game(&service, m, winner).await;
            played.push(m);
            // Finishing again changes nothing.
            let again = service.match_over(m).await.unwrap();
            assert!(again.rating.is_none() && again.progress.rounds_started.is_empty());
        }
        state = service.tournament(id).await.unwrap();
    }
    assert_eq!(state.row.status, TournamentStatus::Finished);
    assert_eq!(state.rounds.len(), 3);
    // Everyone met everyone exactly once.
    let mut pairs: Vec<(UserId, UserId)> = state
        .games
        .iter()
        .map(|g| (g.red.min(g.blue), g.red.max(g.blue)))
        .collect();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), 6);

    let standings = state.standings().unwrap();
    assert_eq!(standings.winner.map(|p| p.0), Some(user(1).0));
    let points: Vec<f64> = standings.rows.iter().map(|r| r.points).collect();
    assert_eq!(points.iter().sum::<f64>(), 6.0);
    assert_eq!(standings.rows[0].points, 3.0);

    // Every game was rated; the leaderboard has everyone, the winner on top.
    for &m in &played {
        assert!(service.rating_change(m).await.unwrap().is_some());
    }
    let board = service
        .leaderboard(GUILD, Variant::Barrage, 0)
        .await
        .unwrap();
    assert_eq!(board.rows.len(), 4);
    assert_eq!(board.rows[0].1.user, user(1));
    assert_eq!(board.rows[0].1.games, 3);
    assert!(board.rows[0].1.rating.rating > 1500.0);
    assert!(board.rows[3].1.rating.rating < 1500.0);

    let profile = service.profile(GUILD, user(1), &EveryGame).await.unwrap();
    assert_eq!((profile.games, profile.wins, profile.losses), (3, 3, 0));
    assert_eq!(profile.streak.wins, 3);
    assert_eq!(profile.best_win_streak, 3);
    assert_eq!(profile.openings.setups, 3);
    assert_eq!(profile.recent.len(), 3);

    // The outbox owes each piece of news once: the other two rounds, then the finish.
    assert_eq!(
        take_news(&service, id).await,
        vec![
            Announcement::RoundStarted(posts::RoundStarted {
                tournament: id,
                round: 1
            }),
            Announcement::RoundStarted(posts::RoundStarted {
                tournament: id,
                round: 2
            }),
            Announcement::TournamentFinished(posts::TournamentFinished { tournament: id }),
        ]
    );
    assert!(take_news(&service, id).await.is_empty());
}

/// Delivers (as sent) what the outbox owes in the tournament's lane, and returns its news: the
/// rounds' pairings and the final standings, in order.
async fn take_news(service: &Service, id: TournamentId) -> Vec<Announcement> {
    let lane = format!("tournament:{id}");
    let mut news = Vec::new();
    while let Some((pending, _)) = service.outbox_next(&lane).await.unwrap() {
        service.outbox_done(pending.id, "sent").await.unwrap();
        if matches!(
            pending.announcement,
            Announcement::RoundStarted(..) | Announcement::TournamentFinished(..)
        ) {
            news.push(pending.announcement);
        }
    }
    news
}

#[tokio::test]
async fn swiss_with_withdrawal_and_restart_mid_round() {
    let dir = tempfile::tempdir().unwrap();
    let id;
    let snapshot;
    {
        let service = open(&dir).await;
        id = with_players(
            &service,
            new_tournament(Format::Swiss { rounds: 3 }, None),
            5,
        )
        .await;
        let state = service
            .start_tournament(id, organiser())
            .await
            .unwrap()
            .state;
        assert_eq!(state.rounds[0].byes.len(), 1, "five players: one bye");
        let games = open_games(&state);
        assert_eq!(games.len(), 2);

        // First game decided, second in progress when its red player is withdrawn.
        finish_game(&service, games[0].0, Some(Color::Red)).await;
        let (m, red, blue) = games[1];
        start_game(&service, m).await;
        assert_eq!(
            problem(
                service
                    .withdraw_from_tournament(id, nobody(blue), red)
                    .await
            ),
            TournamentProblem::NotOrganiser
        );
        let w = service
            .withdraw_from_tournament(id, organiser(), red)
            .await
            .unwrap();
        assert_eq!(w.ended_match, Some(m));
        let ended = service.get_match(m).await.unwrap();
        assert_eq!(ended.status, MatchStatus::Finished);
        assert_eq!(ended.outcome.unwrap().winner, Some(Color::Blue));
        let g = w
            .state
            .games
            .iter()
            .find(|g| g.match_id == Some(m))
            .unwrap();
        assert_eq!(g.result, Some(GameResult::Forfeit { loser: Side::Red }));
        assert_eq!(
            problem(service.withdraw_from_tournament(id, organiser(), red).await),
            TournamentProblem::AlreadyWithdrawn
        );

        // Round two was paired at once, without the withdrawn player.
        assert_eq!(w.rounds_started, vec![1]);
        let state = w.state;
        assert_eq!(state.rounds.len(), 2);
        assert!(state.round_games(1).all(|g| g.red != red && g.blue != red));
        assert!(!state.rounds[1].byes.contains(&red));

        // One game of round two is started and one move played, then the bot stops.
        let games = open_games(&state);
        assert_eq!(games.len(), 2, "four active players");
        start_game(&service, games[0].0).await;
        snapshot = state;
        service.store().close().await;
    }

    // Restart: same file, nothing changed, and play continues.
    let service = open(&dir).await;
    service.resume_tournaments().await.unwrap();
    let state = service.tournament(id).await.unwrap();
    assert_eq!(state, snapshot);
    while state_running(&service, id).await {
        let state = service.tournament(id).await.unwrap();
        for (m, _, _) in open_games(&state) {
            if service.get_match(m).await.unwrap().status == MatchStatus::Setup {
                finish_game(&service, m, Some(Color::Blue)).await;
            } else {
                let row = service.get_match(m).await.unwrap();
                service.resign(m, row.players.red).await.unwrap();
            }
        }
    }
    let state = service.tournament(id).await.unwrap();
    assert_eq!(state.row.status, TournamentStatus::Finished);
    assert_eq!(state.rounds.len(), 3);
    let standings = state.standings().unwrap();
    assert!(standings.winner.is_some());
    let withdrawn = standings.rows.iter().find(|r| r.withdrawn).unwrap();
    assert_eq!(
        withdrawn.games, 1,
        "the withdrawn player played only round one"
    );
    // Nobody met the same opponent twice.
    let mut pairs: Vec<_> = state
        .games
        .iter()
        .map(|g| (g.red.min(g.blue), g.red.max(g.blue)))
        .collect();
    let n = pairs.len();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), n);
}

async fn state_running(service: &Service, id: TournamentId) -> bool {
    service.tournament(id).await.unwrap().row.status == TournamentStatus::Running
}

#[tokio::test]
async fn round_deadline_times_out_no_shows_and_slow_movers() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = with_players(&service, new_tournament(Format::RoundRobin, Some(3600)), 4).await;
    let state = service
        .start_tournament(id, organiser())
        .await
        .unwrap()
        .state;
    let deadline = state.rounds[0].deadline.expect("rounds have a deadline");
    let games = open_games(&state);

    // Game one: only red locks in. Game two: started, nobody moves.
    let (m1, red1, blue1) = games[0];
    service.setup_ready(m1, red1).await.unwrap();
    let (m2, red2, _) = games[1];
    start_game(&service, m2).await;

    // Before the deadline nothing happens.
    assert!(
        service
            .settle_round_deadlines(deadline - Duration::seconds(1))
            .await
            .unwrap()
            .is_empty()
    );
    let report = service
        .tournament_tick(deadline + Duration::seconds(1))
        .await
        .unwrap();
    assert_eq!(report.settled.len(), 1);
    let settled = &report.settled[0];
    assert_eq!(settled.ended.len(), 2);
    let mut timed_out = settled.timed_out.clone();
    timed_out.sort();
    let mut expected = vec![blue1, red2];
    expected.sort();
    assert_eq!(timed_out, expected);

    let m1_row = service.get_match(m1).await.unwrap();
    assert_eq!(m1_row.outcome.unwrap().winner, Some(Color::Red));
    assert_eq!(m1_row.outcome.unwrap().reason, EndReason::Timeout);
    // Decided in setup: a forfeit, unrated. Decided in play: a rated loss on time.
    assert!(service.rating_change(m1).await.unwrap().is_none());
    assert!(service.rating_change(m2).await.unwrap().is_some());

    let state = service.tournament(id).await.unwrap();
    let result = |m| {
        state
            .games
            .iter()
            .find(|g| g.match_id == Some(m))
            .unwrap()
            .result
    };
    assert_eq!(result(m1), Some(GameResult::Forfeit { loser: Side::Blue }));
    assert_eq!(result(m2), Some(GameResult::BlueWin));
    // Both late players forfeit the rest: every later game against them is a forfeit
    // without a match, and a round of forfeits only is skipped at once.
    let mut withdrawn: Vec<UserId> = state
        .players
        .iter()
        .filter(|p| p.withdrawn)
        .map(|p| p.user)
        .collect();
    withdrawn.sort();
    assert_eq!(withdrawn, timed_out);
    assert!(!settled.progress.rounds_started.is_empty());
    for g in state.games.iter().filter(|g| g.round >= 1) {
        let against_withdrawn = withdrawn.contains(&g.red) || withdrawn.contains(&g.blue);
        assert_eq!(g.match_id.is_none(), against_withdrawn, "{g:?}");
        assert_eq!(g.result.is_some(), against_withdrawn, "{g:?}");
    }
    let current = state.current_round().unwrap().round;
    assert_eq!(
        state
            .round_games(current)
            .filter(|g| g.match_id.is_some())
            .count(),
        1,
        "the two remaining players meet"
    );
}

#[tokio::test]
async fn knockout_replays_a_draw_and_setup_resignation_is_a_forfeit() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = with_players(&service, new_tournament(Format::SingleElimination, None), 4).await;
    let state = service
        .start_tournament(id, organiser())
        .await
        .unwrap()
        .state;
    let games = open_games(&state);
    assert_eq!(games.len(), 2);

    // A draw in a knockout is replayed with colours swapped.
    let (m, red, blue) = games[0];
    finish_game(&service, m, None).await;
    let state = service.tournament(id).await.unwrap();
    let replay = state
        .round_games(0)
        .find(|g| g.game == 2)
        .expect("a replay");
    assert_eq!((replay.red, replay.blue), (blue, red));
    let replay_match = replay.match_id.unwrap();
    finish_game(&service, replay_match, Some(Color::Red)).await;

    // Resigning during setup in a tournament loses by forfeit, unrated.
    let (m2, red2, _) = games[1];
    let end = service.resign(m2, red2).await.unwrap();
    assert_eq!(end.outcome.unwrap().winner, Some(Color::Blue));
    assert!(service.rating_change(m2).await.unwrap().is_none());

    let state = service.tournament(id).await.unwrap();
    assert_eq!(state.rounds.len(), 2, "the final was paired");
    let (fm, _, _) = open_games(&state)[0];
    finish_game(&service, fm, Some(Color::Red)).await;
    let state = service.tournament(id).await.unwrap();
    assert_eq!(state.row.status, TournamentStatus::Finished);
    let bracket = state.bracket().unwrap();
    assert!(bracket.champion.is_some());
    assert_eq!(state.standings().unwrap().winner, bracket.champion);
}

#[tokio::test]
async fn bad_creation_and_start_requests_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let bad = |f: fn(&mut NewTournament)| {
        let mut t = new_tournament(Format::RoundRobin, None);
        f(&mut t);
        t
    };
    for (new, expected) in [
        (bad(|t| t.name = "  ".into()), TournamentProblem::BadName),
        (bad(|t| t.max_players = 1), TournamentProblem::BadMaxPlayers),
        (
            bad(|t| t.format = Format::Swiss { rounds: 0 }),
            TournamentProblem::BadSwissRounds,
        ),
        (
            bad(|t| t.signup_deadline = Some(Utc::now() - Duration::hours(1))),
            TournamentProblem::BadSignupDeadline,
        ),
        (
            bad(|t| t.round_secs = Some(5)),
            TournamentProblem::BadRoundLength,
        ),
    ] {
        assert_eq!(
            problem(service.create_tournament(new, creator()).await),
            expected
        );
    }
    assert!(service.tournaments_in(GUILD).await.unwrap().is_empty());

    let mut small = new_tournament(Format::RoundRobin, None);
    small.max_players = 2;
    let id = with_players(&service, small, 1).await;
    assert_eq!(
        problem(service.start_tournament(id, organiser()).await),
        TournamentProblem::TooFewPlayers
    );
    service.join_tournament(id, user(2)).await.unwrap();
    assert_eq!(
        problem(service.join_tournament(id, user(3)).await),
        TournamentProblem::Full
    );
    // Leaving before the start frees the place.
    service.leave_tournament(id, user(2)).await.unwrap();
    service.join_tournament(id, user(3)).await.unwrap();

    // Cancelling needs permission and ends the open games without a result.
    let state = service
        .start_tournament(id, organiser())
        .await
        .unwrap()
        .state;
    assert_eq!(
        problem(service.cancel_tournament(id, nobody(user(1))).await),
        TournamentProblem::NotOrganiser
    );
    let (state_after, cancelled) = service.cancel_tournament(id, organiser()).await.unwrap();
    assert_eq!(state_after.row.status, TournamentStatus::Cancelled);
    assert_eq!(cancelled, vec![open_games(&state)[0].0]);
    assert_eq!(
        service.get_match(cancelled[0]).await.unwrap().status,
        MatchStatus::Cancelled
    );
    assert_eq!(
        problem(service.cancel_tournament(id, organiser()).await),
        TournamentProblem::Over
    );

    // A sign-up deadline with too few players cancels; with enough it starts.
    let mut timed = new_tournament(Format::RoundRobin, None);
    timed.signup_deadline = Some(Utc::now() + Duration::minutes(5));
    let lonely = with_players(&service, timed.clone(), 1).await;
    let full = with_players(&service, timed, 3).await;
    let tick = service
        .tournament_tick(Utc::now() + Duration::minutes(6))
        .await
        .unwrap();
    assert_eq!(tick.cancelled, vec![lonely]);
    assert_eq!(tick.started, vec![full]);
}

#[tokio::test]
async fn casual_games_are_rated_only_when_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let (alice, bob) = (user(1), user(2));
    let mut ids = Vec::new();
    for rated in [true, false] {
        let c = service
            .create_challenge(NewChallenge {
                guild: GUILD,
                channel: CHANNEL,
                challenger: alice,
                opponent: Some(bob),
                options: MatchOptions {
                    rated,
                    challenger_color: ColorChoice::Red,
                    ..MatchOptions::default()
                },
                expires_at: Utc::now() + Duration::hours(1),
            })
            .await
            .unwrap();
        let created = service.accept_challenge(c.id, bob).await.unwrap();
        finish_game(&service, created.match_id, Some(Color::Red)).await;
        ids.push(created.match_id);
    }
    let change = service.rating_change(ids[0]).await.unwrap().unwrap();
    assert!(change.red_after > change.red_before && change.blue_after < change.blue_before);
    assert!(service.rating_change(ids[1]).await.unwrap().is_none());
    let a = service
        .rating(GUILD, Variant::Classic, alice)
        .await
        .unwrap();
    assert_eq!((a.games, a.wins), (1, 1));
    assert_eq!(a.rating.rating, change.red_after);
    // Other servers and variants are untouched.
    assert_eq!(
        service
            .rating(GuildId(2), Variant::Classic, alice)
            .await
            .unwrap()
            .games,
        0
    );
    assert!(
        service
            .leaderboard(GUILD, Variant::Barrage, 0)
            .await
            .unwrap()
            .rows
            .is_empty()
    );
    let profile = service.profile(GUILD, bob, &EveryGame).await.unwrap();
    assert_eq!((profile.games, profile.losses), (2, 2));
    assert_eq!(profile.streak.losses, 2);
    assert_eq!(profile.ratings.len(), 1);
}

#[tokio::test]
async fn losing_on_the_move_clock_abandons_the_tournament() {
    use std::sync::Arc;
    use stratego_bot::service::{DeadlinePhase, FakeClock, Store};
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::new(Utc::now());
    let store = Store::open(&db_url(&dir)).await.unwrap();
    let service = Service::with_clock(store, Arc::new(clock.clone()));
    let id = with_players(&service, new_tournament(Format::RoundRobin, None), 4).await;
    let state = service
        .start_tournament(id, organiser())
        .await
        .unwrap()
        .state;
    let games = open_games(&state);
    finish_game(&service, games[0].0, Some(Color::Red)).await;
    let (m, _, blue) = games[1];
    start_game(&service, m).await;

    // Red never moves: the timers' move deadline settles the game like any other ending.
    clock.advance(Duration::days(30));
    let settled = service
        .settle_deadline(m, DeadlinePhase::Move, 0)
        .await
        .unwrap()
        .expect("the move deadline has passed");
    assert_eq!(settled.end.outcome.unwrap().winner, Some(Color::Blue));
    let state = service.tournament(id).await.unwrap();
    let g = state.games.iter().find(|g| g.match_id == Some(m)).unwrap();
    assert_eq!(g.result, Some(GameResult::BlueWin));
    let red = g.red;
    assert!(state.entrant(red).unwrap().withdrawn);
    assert!(!state.entrant(blue).unwrap().withdrawn);
    // Round two was paired without them: their game is a forfeit.
    let forfeit = state
        .round_games(1)
        .find(|g| g.red == red || g.blue == red)
        .unwrap();
    assert!(forfeit.match_id.is_none() && forfeit.result.is_some());
}

/// The cap is counted in the transaction that inserts: of two creations racing at one below
/// the cap, exactly one gets the last place.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_racing_creations_cannot_both_take_the_last_place() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    for round in 0..25 {
        let new = NewTournament {
            guild: GuildId(100 + round),
            ..new_tournament(Format::RoundRobin, None)
        };
        for _ in 1..stratego_bot::service::MAX_OPEN_TOURNAMENTS {
            service
                .create_tournament(new.clone(), creator())
                .await
                .unwrap();
        }
        let (a, b) = tokio::join!(
            service.create_tournament(new.clone(), creator()),
            service.create_tournament(new.clone(), creator()),
        );
        let made = [&a, &b].iter().filter(|r| r.is_ok()).count();
        assert_eq!(made, 1, "round {round}: {a:?} {b:?}");
        let refused = if a.is_ok() { b } else { a };
        assert_eq!(problem(refused), TournamentProblem::TooManyTournaments);
    }
}

#[tokio::test]
async fn time_the_bot_was_down_is_added_to_the_running_rounds_deadline() {
    use stratego_bot::service::{Clock, FakeClock};
    let dir = tempfile::tempdir().unwrap();
    let store = stratego_bot::store::Store::open_path(&dir.path().join("stratego.db"))
        .await
        .unwrap();
    let start = chrono::DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
    let clock = FakeClock::new(start);
    let service = Service::with_clock(store, std::sync::Arc::new(clock.clone()));
    let id = with_players(&service, new_tournament(Format::RoundRobin, Some(3600)), 4).await;
    let state = service
        .start_tournament(id, organiser())
        .await
        .unwrap()
        .state;
    let deadline = state.rounds[0].deadline.expect("rounds have a deadline");
    service.heartbeat().await.unwrap();
    // Down for two hours: past the round's deadline, which must not pass while nobody could play.
    clock.advance(Duration::hours(2));
    let recovery = service.recover_timers().await.unwrap();
    assert_eq!(recovery.downtime, Some(Duration::hours(2)));
    assert_eq!(recovery.rounds_extended, 1);
    let state = service.tournament(id).await.unwrap();
    assert_eq!(
        state.rounds[0].deadline,
        Some(deadline + Duration::hours(2))
    );
    assert!(
        service
            .settle_round_deadlines(clock.now())
            .await
            .unwrap()
            .is_empty(),
        "the round still has the hour it had"
    );
    // A quick restart (within the grace) moves nothing.
    clock.advance(Duration::seconds(5));
    assert_eq!(service.recover_timers().await.unwrap().rounds_extended, 0);
}

/// A tournament the tick cannot start is retried with backoff and its organiser told once;
/// a restart keeps both the wait and the silence.
#[tokio::test]
async fn a_stuck_tournaments_backoff_and_notice_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let mut timed = new_tournament(Format::RoundRobin, None);
    timed.signup_deadline = Some(Utc::now() + Duration::minutes(5));
    let id = with_players(&service, timed, 3).await;
    let db = sqlx::SqlitePool::connect(&db_url(&dir)).await.unwrap();
    sqlx::query("UPDATE tournaments SET options = '{\"variant\":' WHERE id = ?")
        .bind(id.0)
        .execute(&db)
        .await
        .unwrap();
    let lane = format!("tournament:{id}");
    let notices = |service: Service, lane: String| async move {
        let mut stuck = 0;
        while let Some((pending, _)) = service.outbox_next(&lane).await.unwrap() {
            service.outbox_done(pending.id, "sent").await.unwrap();
            stuck += usize::from(matches!(
                pending.announcement,
                Announcement::TournamentStuck(..)
            ));
        }
        stuck
    };
    let first = Utc::now() + Duration::minutes(6);
    let tick = service.tournament_tick(first).await.unwrap();
    assert_eq!(tick.failed.len(), 1);
    assert_eq!(tick.failed[0].failures, 1);
    assert_eq!(notices(service.clone(), lane.clone()).await, 1);
    drop(service);

    // Restarted within the wait: not retried.
    let service = open(&dir).await;
    let tick = service
        .tournament_tick(first + Duration::seconds(30))
        .await
        .unwrap();
    assert!(tick.failed.is_empty(), "{tick:?}");
    // After it: retried, counted as the second failure, and nobody is told again.
    let tick = service
        .tournament_tick(first + Duration::seconds(61))
        .await
        .unwrap();
    assert_eq!(tick.failed.len(), 1);
    assert_eq!(tick.failed[0].failures, 2);
    assert_eq!(
        (tick.failed[0].retry_at - (first + Duration::seconds(61))).num_minutes(),
        2
    );
    assert_eq!(notices(service.clone(), lane).await, 0);
}
