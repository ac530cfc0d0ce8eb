//! Near Discord's limits the spectators' boards give way: eight games move at once against a
//! slow loopback Discord, so the bot has many calls waiting at a time. Every log line still
//! arrives once and in order, while each game's public board is edited far less often than
//! its moves (the newest position replacing the ones that waited) and ends on the last move.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use stratego_bot::engine::Viewer;
use stratego_bot::service::MatchStatus;

use crate::support::fake_discord::FakeDiscord;
use crate::support::served;

const GAMES: usize = 8;
const MOVES: usize = 16;
/// Every REST answer takes this long: the bot's calls pile up as they do near the limit.
const LATENCY: Duration = Duration::from_millis(150);
/// Between rounds of moves (one in every game): slower than one call, so a board edited per
/// move would keep up if it were not held back.
const PACE: Duration = Duration::from_millis(250);

/// The game's numbered log lines in its thread, oldest first.
fn log_numbers(fake: &FakeDiscord, thread: u64) -> Vec<u32> {
    fake.messages_in(thread)
        .into_iter()
        .filter(|m| !m.has_png())
        .filter_map(|m| m.content.split_once(". ")?.0.parse::<u32>().ok())
        .collect()
}

/// Edits of the spectators' board in `thread` after it was made.
fn public_board_edits(fake: &FakeDiscord, thread: u64) -> Vec<String> {
    fake.requests_matching("PATCH", &format!("/channels/{thread}/messages/*"))
        .into_iter()
        .filter(|r| r.status == 200)
        .filter_map(|r| r.json?.get("content")?.as_str().map(str::to_owned))
        .filter(|c| c.starts_with("Game ") && c.contains(", move "))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_load_spectators_boards_coalesce_and_log_lines_do_not() {
    let run = served::start().await;
    let (fake, service) = (&run.fake, &run.service);
    let mut games = Vec::new();
    for g in 0..GAMES {
        let names = [format!("p{g}-0"), format!("p{g}-1")];
        let (id, _) = served::started(service, fake, [&names[0], &names[1]]).await;
        games.push(id);
    }
    // The games open and show their first boards at Discord's usual speed.
    served::drained(service).await;
    let mut threads = Vec::new();
    for &id in &games {
        let thread = served::thread_of(&run, id).await;
        assert!(public_board_edits(fake, thread).is_empty());
        threads.push(thread);
    }

    fake.set_latency(LATENCY);
    let started = Instant::now();
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..MOVES {
        for &id in &games {
            let m = service.get_match(id).await.unwrap();
            if m.status != MatchStatus::Playing {
                continue;
            }
            let view = service.view(id, Viewer::Spectator).await.unwrap();
            let mover = *m.players.get(view.to_move);
            let moves = service.legal_moves(id, mover).await.unwrap();
            let mv = *moves.choose(&mut rng).expect("a legal move");
            service.make_move(id, mover, mv, None).await.unwrap();
        }
        tokio::time::sleep(PACE).await;
    }
    served::drained(service).await;
    let took = started.elapsed();

    let mut moves_played = 0;
    let mut edits = 0;
    for (&id, &thread) in games.iter().zip(&threads) {
        let ply = service.get_match(id).await.unwrap().ply;
        moves_played += ply as usize;
        assert_eq!(
            log_numbers(fake, thread),
            (1..=ply).collect::<Vec<_>>(),
            "game {id}: every log line once, in order"
        );
        let board = public_board_edits(fake, thread);
        let last = board.last().expect("the board followed the game");
        assert!(
            last.starts_with(&format!("Game {id}, move {ply}.")),
            "game {id} ends on move {ply}: {last}"
        );
        edits += board.len();
    }
    println!(
        "spectators under load: {edits} board edits for {moves_played} moves in {GAMES} games, \
         {took:?}"
    );
    assert!(
        edits * 3 <= moves_played,
        "{edits} public board edits for {moves_played} moves: the spectators' boards did not \
         give way"
    );
    assert!(fake.take_violations().is_empty());
}
