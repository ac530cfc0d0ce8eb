//! Practice games against the bot at the service level, on a real SQLite file: the bot sets up
//! and moves through the same paths as a player, is never rated, survives a restart, and thinks
//! off the async runtime so other games' moves are not held up.

use std::time::{Duration, Instant};

use stratego_bot::ai::{Level, Limits};
use stratego_bot::engine::{Color, Variant};
use stratego_bot::service::{
    ChallengeRequest, Challenged, ChannelId, ColorChoice, EveryGame, GuildId, Limit,
    MAX_OPEN_PRACTICE, MatchId, MatchOptions, MatchStatus, Opponent, Service, ServiceError, UserId,
};

const HUMAN: UserId = UserId(111);
const OTHER: UserId = UserId(222);
const BOT: UserId = UserId(999);
const GUILD: GuildId = GuildId(1);
const CHANNEL: ChannelId = ChannelId(10);

async fn open(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("stratego.db").display());
    let service = Service::open(&url).await.expect("open database");
    service.set_bot_limits(Limits::samples_only(2));
    service
}

async fn practice(service: &Service, level: Level, first: ColorChoice) -> MatchId {
    let id = service
        .create_practice(GUILD, CHANNEL, HUMAN, BOT, level, Variant::Barrage, first)
        .await
        .unwrap();
    // The bot's setup is locked in at once; the human's is not.
    assert!(service.setup_of(id, BOT).await.unwrap().ready);
    assert!(!service.setup_of(id, HUMAN).await.unwrap().ready);
    // A random setup can leave the Flag open to a Scout: the game would end on the bot's
    // first move, before a test sees it live.
    service
        .setup_paste(id, HUMAN, crate::support::direct::COVERED_BARRAGE_SETUP)
        .await
        .unwrap();
    id
}

/// The human plays its first legal move; the bot answers through `bot_turn`.
async fn play_out(service: &Service, id: MatchId) -> u32 {
    let mut bot_moves = 0;
    for _ in 0..2100 {
        let m = service.get_match(id).await.unwrap();
        if m.status != MatchStatus::Playing {
            break;
        }
        if let Some(report) = service.bot_turn(id).await.unwrap() {
            assert_eq!(report.entry.number, m.ply + 1);
            bot_moves += 1;
            continue;
        }
        let legal = service.legal_moves(id, HUMAN).await.unwrap();
        assert!(
            !legal.is_empty(),
            "the human must be to move when the bot is not"
        );
        service
            .make_move(id, HUMAN, legal[0], Some(m.ply))
            .await
            .unwrap();
    }
    bot_moves
}

#[tokio::test]
async fn a_practice_game_is_played_to_the_end_and_never_rated() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = practice(&service, Level::Medium, ColorChoice::Blue).await;
    let ready = service.setup_ready(id, HUMAN).await.unwrap();
    let started = ready.started.expect("the bot was ready first");
    // The human plays blue, so the bot (red) moves first.
    assert_eq!(started.first, (Color::Red, BOT));
    assert!(play_out(&service, id).await > 0);
    let m = service.get_match(id).await.unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
    assert!(service.rating_change(id).await.unwrap().is_none());
    let profile = service.profile(GUILD, HUMAN, &EveryGame).await.unwrap();
    assert_eq!(profile.games, 0, "practice is kept out of the human record");
    let p = profile.practice;
    assert_eq!(p.wins + p.losses + p.draws, 1);
}

#[tokio::test]
async fn the_bot_moves_again_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let service = open(&dir).await;
        let id = practice(&service, Level::Easy, ColorChoice::Blue).await;
        service.setup_ready(id, HUMAN).await.unwrap();
        id
    };
    // A new process: the bot's first move was never made.
    let service = open(&dir).await;
    assert_eq!(service.practice_to_resume().await.unwrap(), vec![id]);
    let report = service.bot_turn(id).await.unwrap().expect("the bot's turn");
    assert_eq!(report.entry.number, 1);
    // Not its turn any more: nothing to do.
    assert!(service.bot_turn(id).await.unwrap().is_none());
    // Only practice matches are looked at; a human game is not a bot's business.
    assert!(
        service
            .bot_turn(MatchId(id.0 + 100))
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn a_member_may_have_only_a_few_practice_games_open_per_server() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let mut open_games = Vec::new();
    for _ in 0..MAX_OPEN_PRACTICE {
        open_games.push(practice(&service, Level::Easy, ColorChoice::Red).await);
    }
    let easy_game = |guild: GuildId, human: UserId| {
        service.create_practice(
            guild,
            CHANNEL,
            human,
            BOT,
            Level::Easy,
            Variant::Barrage,
            ColorChoice::Red,
        )
    };
    let refused = easy_game(GUILD, HUMAN).await;
    assert!(
        matches!(refused, Err(ServiceError::Limit(Limit::OpenPractice))),
        "{refused:?}"
    );
    // The refusal changed nothing: no match was made for it.
    let games = service.practice_to_resume().await.unwrap();
    assert_eq!(games, open_games);
    // Another member, and the same member on another server, are not held back.
    easy_game(GUILD, OTHER).await.unwrap();
    easy_game(GuildId(2), HUMAN).await.unwrap();
    // A finished game frees its place.
    service.resign(open_games[0], HUMAN).await.unwrap();
    practice(&service, Level::Easy, ColorChoice::Red).await;
}

/// Human /move latency in another game while five practice games think with the service's
/// real limits. A measurement, not a pass/fail timing: run with
/// `cargo test --release --test it practice::latency -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn latency_of_human_moves_while_bots_think() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    service.set_bot_limits(Limits::default());
    let mut practice_games = Vec::new();
    // Five members, one game each (one member may only have a few open).
    for i in 0..5 {
        let human = UserId(HUMAN.0 + 1000 + i);
        // Classic: the hard level uses its whole budget there.
        let id = service
            .create_practice(
                GUILD,
                CHANNEL,
                human,
                BOT,
                Level::Hard,
                Variant::Classic,
                ColorChoice::Blue,
            )
            .await
            .unwrap();
        service.setup_ready(id, human).await.unwrap();
        practice_games.push((id, human));
    }
    let options = MatchOptions {
        variant: Variant::Classic,
        challenger_color: ColorChoice::Red,
        ..MatchOptions::default()
    };
    let players = stratego_bot::engine::ByColor {
        red: HUMAN,
        blue: OTHER,
    };
    let human_game = service
        .create_match(GUILD, CHANNEL, players, options)
        .await
        .unwrap();
    service.setup_ready(human_game, HUMAN).await.unwrap();
    service.setup_ready(human_game, OTHER).await.unwrap();
    // Each practice game goes on for the whole measurement: the bot thinks, its human answers
    // at once, so the five bots are always thinking (one at a time, behind the permit).
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let thinkers: Vec<_> = practice_games
        .iter()
        .map(|&(id, human)| {
            let s = service.clone();
            let stop = stop.clone();
            tokio::spawn(async move {
                let mut thought = 0u32;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    if s.bot_turn(id).await.unwrap().is_some() {
                        thought += 1;
                    }
                    let m = s.get_match(id).await.unwrap();
                    if m.status != MatchStatus::Playing {
                        break;
                    }
                    let legal = s.legal_moves(id, human).await.unwrap();
                    if let Some(mv) = legal.first() {
                        let _ = s.make_move(id, human, *mv, Some(m.ply)).await;
                    }
                }
                thought
            })
        })
        .collect();
    let begun = Instant::now();
    let mut worst = Duration::ZERO;
    let mut total = Duration::ZERO;
    let mut n = 0u32;
    // Ten seconds of human moves, one every 50 ms.
    while begun.elapsed() < Duration::from_secs(10) {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let m = service.get_match(human_game).await.unwrap();
        if m.status != MatchStatus::Playing {
            break;
        }
        let to_move = if m.ply % 2 == 0 { HUMAN } else { OTHER };
        let legal = service.legal_moves(human_game, to_move).await.unwrap();
        let started = Instant::now();
        service
            .make_move(human_game, to_move, legal[0], Some(m.ply))
            .await
            .unwrap();
        let took = started.elapsed();
        worst = worst.max(took);
        total += took;
        n += 1;
    }
    println!(
        "human /move latency while 5 practice games think ({:?} in all): {n} moves, mean {:?}, worst {:?}",
        begun.elapsed(),
        total / n.max(1),
        worst
    );
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut bot_moves = 0;
    for t in thinkers {
        bot_moves += t.await.unwrap();
    }
    println!("meanwhile the 5 hard bots made {bot_moves} moves");
}

#[tokio::test]
async fn after_a_practice_game_its_replay_shows_what_the_bot_guessed() {
    use stratego_bot::engine::Viewer;
    use stratego_bot::service::ReplayView;
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    let id = practice(&service, Level::Medium, ColorChoice::Blue).await;
    service.setup_ready(id, HUMAN).await.unwrap();
    // While the game is on, the human sees only their own view: no guesses to peek at.
    let m = service.get_match(id).await.unwrap();
    if let Some(report) = service.bot_turn(id).await.unwrap() {
        assert_eq!(report.entry.number, m.ply + 1);
    }
    let live = service
        .replay_frame(id, HUMAN, Some(GUILD), &EveryGame, None, 1)
        .await
        .unwrap();
    assert_eq!(live.views, vec![ReplayView::Blue]);
    assert!(live.guesses.is_empty());
    let refused = service
        .replay_frame(
            id,
            HUMAN,
            Some(GUILD),
            &EveryGame,
            Some(ReplayView::Guess(Color::Red)),
            1,
        )
        .await;
    assert!(
        matches!(refused, Err(ServiceError::ReplayViewClosed)),
        "{refused:?}"
    );

    play_out(&service, id).await;
    let frame = service
        .replay_frame(id, HUMAN, Some(GUILD), &EveryGame, None, 0)
        .await
        .unwrap();
    let guess_view = ReplayView::Guess(Color::Red);
    assert_eq!(frame.views.last(), Some(&guess_view), "the bot played red");
    for ply in [0, 1, 6, frame.last] {
        let frame = service
            .replay_frame(id, HUMAN, Some(GUILD), &EveryGame, Some(guess_view), ply)
            .await
            .unwrap();
        // Drawn from the bot's own seat: the human's pieces as the bot saw them.
        assert_eq!(frame.view.viewer, Viewer::Player(Color::Red));
        let human_pieces: Vec<_> = frame
            .view
            .board
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_some_and(|p| p.color == Color::Blue))
            .map(|(i, p)| (i, p.unwrap()))
            .collect();
        assert_eq!(frame.guesses.len(), human_pieces.len(), "ply {ply}");
        for guess in &frame.guesses {
            let (_, seen) = human_pieces
                .iter()
                .find(|(i, _)| *i == guess.square.index())
                .expect("a guess is about one of the human's pieces");
            assert!(guess.percent <= 100);
            if let Some(rank) = seen.rank {
                assert_eq!(
                    (guess.rank, guess.percent),
                    (rank, 100),
                    "shown ranks are known"
                );
            }
        }
    }

    // A game between two people has nobody's guesses to show.
    let options = MatchOptions {
        variant: Variant::Barrage,
        ..MatchOptions::default()
    };
    let players = stratego_bot::engine::ByColor {
        red: HUMAN,
        blue: OTHER,
    };
    let human_game = service
        .create_match(GUILD, CHANNEL, players, options)
        .await
        .unwrap();
    service.setup_ready(human_game, HUMAN).await.unwrap();
    service.setup_ready(human_game, OTHER).await.unwrap();
    let legal = service.legal_moves(human_game, HUMAN).await.unwrap();
    service
        .make_move(human_game, HUMAN, legal[0], Some(0))
        .await
        .unwrap();
    service.resign(human_game, OTHER).await.unwrap();
    let frame = service
        .replay_frame(human_game, HUMAN, Some(GUILD), &EveryGame, None, 1)
        .await
        .unwrap();
    assert!(
        frame
            .views
            .iter()
            .all(|v| !matches!(v, ReplayView::Guess(_))),
        "{:?}",
        frame.views
    );
}

/// Every way of challenging (command, Apps menu, rematch) goes through one decision: a
/// challenge to the bot starts a practice game at once and is never rated; anyone else is
/// offered a challenge to accept.
#[tokio::test]
async fn a_challenge_to_the_bot_is_a_practice_game_and_any_other_is_offered() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    service.set_own_user(BOT);
    let request = |opponent, rated| ChallengeRequest {
        guild: GUILD,
        channel: CHANNEL,
        challenger: HUMAN,
        opponent,
        options: MatchOptions {
            rated,
            ..MatchOptions::default()
        },
        level: Some(Level::Easy),
        preview: None,
    };
    for opponent in [Opponent::TheBot, Opponent::Member(BOT)] {
        let refused = service.make_challenge(request(opponent, true)).await;
        assert!(
            matches!(refused, Err(ServiceError::PracticeRated)),
            "{refused:?}"
        );
    }
    let Challenged::Practice(started) = service
        .make_challenge(request(Opponent::Member(BOT), false))
        .await
        .unwrap()
    else {
        panic!("the bot cannot accept: its game starts at once")
    };
    assert_eq!(started.level, Level::Easy);
    let m = service.get_match(started.match_id).await.unwrap();
    assert!(m.color_of(BOT).is_some() && m.color_of(HUMAN).is_some());
    assert!(!m.options.rated);

    let Challenged::Offered(offered) = service
        .make_challenge(request(Opponent::Member(OTHER), true))
        .await
        .unwrap()
    else {
        panic!("a member accepts a challenge")
    };
    assert_eq!(
        (offered.opponent, offered.options.rated),
        (Some(OTHER), true)
    );
    let Challenged::Offered(open) = service
        .make_challenge(request(Opponent::Anyone, true))
        .await
        .unwrap()
    else {
        panic!("an open challenge waits for anyone")
    };
    assert_eq!(open.opponent, None);
}

/// A challenge posted from the Apps menu's private preview takes the same road: the bot as
/// its opponent starts a practice game; a member gets one challenge however often the
/// preview's button is pressed.
#[tokio::test]
async fn a_preview_posts_one_challenge_and_to_the_bot_starts_practice() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir).await;
    service.set_own_user(BOT);
    let pressed = |opponent, preview| ChallengeRequest {
        guild: GUILD,
        channel: CHANNEL,
        challenger: HUMAN,
        opponent: Opponent::Member(opponent),
        // Unrated: a practice game never is.
        options: MatchOptions {
            rated: false,
            ..MatchOptions::default()
        },
        level: None,
        preview: Some(preview),
    };
    let Challenged::Offered(first) = service.make_challenge(pressed(OTHER, 7)).await.unwrap()
    else {
        panic!("a member accepts a challenge")
    };
    assert_eq!(first.opponent, Some(OTHER));
    let again = service.make_challenge(pressed(OTHER, 7)).await;
    assert!(
        matches!(again, Err(ServiceError::PreviewPosted)),
        "{again:?}"
    );
    let open = service.open_challenges(GUILD).await.unwrap();
    assert_eq!(
        open.iter().map(|c| c.id).collect::<Vec<_>>(),
        vec![first.id],
        "the second press made nothing"
    );
    // Another preview is another challenge.
    assert!(matches!(
        service.make_challenge(pressed(OTHER, 8)).await,
        Ok(Challenged::Offered(_))
    ));
    let Challenged::Practice(started) = service.make_challenge(pressed(BOT, 9)).await.unwrap()
    else {
        panic!("the bot cannot accept: its game starts at once")
    };
    assert_eq!(started.level, stratego_bot::service::DEFAULT_LEVEL);
}
