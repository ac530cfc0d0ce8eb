//! The announcer through the real bot and the loopback Discord: how many REST calls a move costs
//! against Discord's global limit, posts of fast consecutive moves arriving in order, and a
//! player whose DMs fail holding back nothing else.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use stratego_bot::engine::{ByColor, Color, Game, Move};
use stratego_bot::service::{MatchId, MatchStatus, Service, UserId};

use crate::support::bot::{self, RunningBot};
use crate::support::fake_discord::{
    FakeDiscord, Fault, InteractionHandle, RecordedRequest, TestUser,
};
use crate::support::table::{answer, private_answer};

const WAIT: Duration = Duration::from_secs(20);

/// A started match between Alice and Bob, a copy of its game to pick moves from, and a reader
/// of the bot's database to wait for its outbox.
struct Match {
    fake: FakeDiscord,
    bot: Option<RunningBot>,
    _dir: tempfile::TempDir,
    service: Service,
    alice: TestUser,
    bob: TestUser,
    id: MatchId,
    players: ByColor<UserId>,
    thread: u64,
    game: Game,
    /// Requests the fake had seen before the challenge (the bot's start-up).
    requests_before_challenge: usize,
}

impl Match {
    async fn open(own_board_delay: Duration) -> Match {
        bot::init_logs();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let url = bot::database_url(dir.path());
        let mut config = bot::config(&fake, &url);
        config.own_board_delay = own_board_delay;
        config.http_timeout = Duration::from_secs(2);
        let running = bot::start(&config).await;
        fake.wait_connected(WAIT).await;
        fake.wait_for_commands(WAIT).await;
        let service = Service::open(&url).await.unwrap();
        let requests_before_challenge = fake.requests().len();
        let alice = fake.add_user("alice");
        let bob = fake.add_user("bob");
        let challenge = fake
            .slash_command(&alice, fake.text_channel(), "challenge")
            .option("opponent", &bob)
            .send();
        let offer = challenge
            .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
            .await;
        let accept = offer
            .custom_ids()
            .into_iter()
            .find(|c| c.starts_with("accept:"))
            .expect("an Accept button");
        fake.click_button(&bob, &offer, &accept)
            .await_response(WAIT)
            .await;
        let until = Instant::now() + WAIT;
        let id = loop {
            if let Some(m) = service
                .active_matches(UserId(alice.id))
                .await
                .unwrap()
                .first()
            {
                break m.id;
            }
            assert!(Instant::now() < until, "the challenge was accepted");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        for user in [&alice, &bob] {
            let ready = fake
                .slash_command(user, fake.text_channel(), "setup")
                .subcommand("ready")
                .option("game", id.0)
                .send();
            answer(&fake, &ready).await;
        }
        let m = service.get_match(id).await.unwrap();
        assert_eq!(m.status, MatchStatus::Playing);
        let deployment = |color: Color| {
            let service = service.clone();
            let user = *m.players.get(color);
            async move { service.setup_of(id, user).await.unwrap().deployment }
        };
        let game = Game::new(
            m.rules,
            &deployment(Color::Red).await,
            &deployment(Color::Blue).await,
        )
        .unwrap();
        let mut table = Match {
            fake,
            bot: Some(running),
            _dir: dir,
            service,
            alice,
            bob,
            id,
            players: m.players,
            thread: 0,
            game,
            requests_before_challenge,
        };
        table.drained().await;
        table.thread = table
            .service
            .get_match(id)
            .await
            .unwrap()
            .thread
            .expect("a thread")
            .0;
        table
    }

    fn player(&self, color: Color) -> &TestUser {
        if self.players.get(color).0 == self.alice.id {
            &self.alice
        } else {
            &self.bob
        }
    }

    /// Sends `/move` for the player to move in the copy, and plays it there.
    fn send_move(&mut self, mv: Move) -> InteractionHandle {
        let user = self.player(self.game.to_move()).clone();
        self.game.play(mv).expect("a legal move");
        self.fake
            .slash_command(&user, self.thread, "move")
            .option("text", mv.to_string().as_str())
            .option("game", self.id.0)
            .send()
    }

    fn random_move(&self, rng: &mut StdRng) -> Move {
        *self.game.legal_moves().choose(rng).expect("a legal move")
    }

    /// Waits until the bot's outbox is empty: every post owed so far has been made.
    async fn drained(&self) {
        let until = Instant::now() + WAIT;
        loop {
            let tally = self.service.outbox_tally().await.unwrap();
            if !tally.iter().any(|(r, n)| r == "waiting" && *n > 0) {
                return;
            }
            assert!(
                Instant::now() < until,
                "the outbox never emptied: {tally:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits until the game's thread shows every post owed so far (a player looks before they
    /// answer).
    async fn thread_drained(&self) {
        let lane = format!("match:{}:thread", self.id);
        let until = Instant::now() + WAIT;
        while self
            .service
            .outbox_lanes()
            .await
            .unwrap()
            .iter()
            .any(|(l, _)| *l == lane)
        {
            assert!(Instant::now() < until, "the thread's posts never went out");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn stop(mut self) {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.service.shutdown().await;
    }
}

/// A REST request that counts against Discord's global limit (interaction answers do not).
fn global(r: &RecordedRequest) -> bool {
    !(r.path.starts_with("/interactions/") || r.path.starts_with("/webhooks/"))
}

/// `PATCH /channels/{id}/messages/{id}`: the request's endpoint with its ids replaced.
fn endpoint(r: &RecordedRequest) -> String {
    let path: Vec<&str> = r
        .path
        .split('/')
        .map(|seg| {
            if !seg.is_empty() && seg.chars().all(|c| c.is_ascii_digit()) {
                "{id}"
            } else {
                seg
            }
        })
        .collect();
    format!("{} {}", r.method, path.join("/"))
}

/// Between a move's posts and the next move in the calls-per-move count.
const HUMAN_PACE: Duration = Duration::from_millis(250);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_typed_in_its_thread_costs_at_most_two_global_rest_calls() {
    // Each player answers within the mover's own-board delay, as in a lively game (ten
    // seconds, so a machine busy with other work does not turn answers into late ones), once
    // they have seen the last move's posts.
    let mut table = Match::open(Duration::from_secs(10)).await;
    let mut rng = StdRng::seed_from_u64(7);
    let before = table.fake.requests().len();
    let lines_before = log_lines(&table.fake, table.thread).len();
    let mut moves = 0;
    while moves < 30 && table.game.outcome().is_none() {
        let mv = table.random_move(&mut rng);
        let played = table.send_move(mv);
        let answer = private_answer(&table.fake, &played).await;
        assert!(answer.text.starts_with("You played"), "{}", answer.text);
        assert_eq!(
            answer.files.len(),
            1,
            "the mover's board rides on the answer"
        );
        let public = played.original_message().expect("answered publicly");
        assert_eq!(move_number(&public.content, ""), Some(moves + 1));
        assert!(!public.is_ephemeral());
        table.thread_drained().await;
        // A human pace, well inside Discord's limits: at machine speed the bot nears them
        // and the spectators' board gives way (see `e2e_spectators_yield`).
        tokio::time::sleep(HUMAN_PACE).await;
        moves += 1;
    }
    table.drained().await;
    let requests: Vec<RecordedRequest> = table.fake.requests()[before..]
        .iter()
        .filter(|r| global(r))
        .cloned()
        .collect();
    let mut by_endpoint: BTreeMap<String, usize> = BTreeMap::new();
    for r in &requests {
        *by_endpoint.entry(endpoint(r)).or_default() += 1;
    }
    let mut by_path: BTreeMap<String, usize> = BTreeMap::new();
    for r in &requests {
        *by_path
            .entry(format!("{} {}", r.method, r.path))
            .or_default() += 1;
    }
    let per_move = requests.len() as f64 / moves as f64;
    let whole_game = table.fake.requests()[table.requests_before_challenge..]
        .iter()
        .filter(|r| global(r))
        .count();
    println!(
        "global-limit REST calls over {moves} moves: {per_move:.2} a move; {:.2} a move from \
         the challenge on (challenge, thread, setup DMs, ready)",
        whole_game as f64 / moves as f64
    );
    for (endpoint, n) in &by_endpoint {
        println!("  {endpoint}: {:.2} a move ({n})", *n as f64 / moves as f64);
    }
    // Two a move (the public board, the board of the player to move), plus one edit when
    // play pauses: the last mover's own board, which waited for an answer. The log line is
    // the answer to the move, which Discord does not count.
    assert!(
        requests.len() <= 2 * moves as usize + 1,
        "{per_move:.2} calls a move: {by_path:#?}"
    );
    let lines = log_lines(&table.fake, table.thread);
    assert_eq!(
        lines[lines_before..],
        (1..=moves).collect::<Vec<_>>(),
        "each move's line once, in order"
    );
    assert!(
        !by_endpoint.contains_key("POST /users/@me/channels"),
        "DM channels are remembered, not reopened: {by_endpoint:#?}"
    );
    table.stop().await;
}

/// A move typed in the thread whose public answer fails in `fault`: its log line shows once,
/// by the answer if Discord made it, else by the outbox; returns the move's interaction.
async fn move_with_failed_answer(table: &mut Match, fault: Fault) -> InteractionHandle {
    let mut rng = StdRng::seed_from_u64(5);
    let lines_before = log_lines(&table.fake, table.thread);
    table
        .fake
        .fail_next("POST", "/interactions/*/*/callback", 1, fault);
    let mv = table.random_move(&mut rng);
    let played = table.send_move(mv);
    played.await_response(WAIT).await;
    table.drained().await;
    let lines = log_lines(&table.fake, table.thread);
    assert_eq!(
        lines[lines_before.len()..],
        [table.game.ply()],
        "the move's line, once"
    );
    played
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_answer_that_fails_leaves_the_line_to_the_outbox() {
    let mut table = Match::open(Duration::ZERO).await;
    let posts_before = table.fake.requests().len();
    let played = move_with_failed_answer(&mut table, Fault::ServerError).await;
    // Refused, so the mover is answered privately instead and the line is posted.
    let answer = private_answer(&table.fake, &played).await;
    assert!(answer.text.starts_with("You played"), "{}", answer.text);
    let posted = table.fake.requests()[posts_before..]
        .iter()
        .filter(|r| r.method == "POST" && r.path == format!("/channels/{}/messages", table.thread))
        .count();
    assert_eq!(posted, 1, "the outbox posted the line");
    table.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_answer_whose_reply_was_lost_is_not_posted_again() {
    let mut table = Match::open(Duration::ZERO).await;
    let played = move_with_failed_answer(&mut table, Fault::AnswerLost).await;
    let public = played.original_message().expect("Discord made the answer");
    assert_eq!(move_number(&public.content, ""), Some(table.game.ply()));
    // The private part follows up, and nothing answered the interaction twice.
    let answer = private_answer(&table.fake, &played).await;
    assert!(answer.text.starts_with("You played"), "{}", answer.text);
    assert_eq!(played.second_responses(), 0);
    table.stop().await;
}

/// The move numbers of the log lines in `thread`, in the order the messages were made.
fn log_lines(fake: &FakeDiscord, thread: u64) -> Vec<u32> {
    let mut messages: Vec<_> = fake
        .messages()
        .into_iter()
        .filter(|m| m.channel_id == thread && !m.is_ephemeral())
        .collect();
    messages.sort_by_key(|m| m.id);
    messages
        .iter()
        .filter_map(|m| move_number(&m.content, ""))
        .collect()
}

/// The `N.` of a board's or log line's text (the move it shows), if any.
fn move_number(text: &str, prefix: &str) -> Option<u32> {
    let rest = text.strip_prefix(prefix)?;
    rest.split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_ten_ms_apart_are_posted_in_order_and_no_board_goes_back() {
    let mut table = Match::open(Duration::ZERO).await;
    let seed: u64 = rand::random();
    eprintln!("seed {seed}");
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pairs = 0;
    while pairs < 20 && table.game.outcome().is_none() {
        let first = table.random_move(&mut rng);
        let a = table.send_move(first);
        if table.game.outcome().is_some() {
            private_answer(&table.fake, &a).await;
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
        let second = table.random_move(&mut rng);
        let b = table.send_move(second);
        private_answer(&table.fake, &a).await;
        if !private_answer(&table.fake, &b)
            .await
            .text
            .starts_with("You played")
        {
            // It arrived before the first was stored ("not your turn"): the player tries again.
            let user = table.player(table.game.to_move().opponent()).clone();
            let again = table
                .fake
                .slash_command(&user, table.thread, "move")
                .option("text", second.to_string().as_str())
                .option("game", table.id.0)
                .send();
            let text = private_answer(&table.fake, &again).await.text;
            assert!(text.starts_with("You played"), "{text}");
        }
        pairs += 1;
        // Now and then the next pair follows at once, while Discord still works on these.
        if rng.gen_bool(0.5) {
            tokio::time::sleep(Duration::from_millis(rng.gen_range(0..40))).await;
        }
    }
    table.drained().await;
    let plies = table.game.ply();
    let requests = table.fake.requests();
    // Log lines (posted, or the public answers to the moves): in the order of the moves, each
    // once.
    let lines = log_lines(&table.fake, table.thread);
    assert_eq!(
        lines,
        (1..=plies).collect::<Vec<_>>(),
        "log lines in order, once each"
    );
    // Every board edit shows a move at least as late as the one before.
    let public_prefix = format!("Game {}, move ", table.id);
    let mut shown: BTreeMap<String, u32> = BTreeMap::new();
    for r in &requests {
        let Some(content) = r
            .json
            .as_ref()
            .and_then(|j| j.get("content"))
            .and_then(|c| c.as_str())
        else {
            continue;
        };
        let (place, number) = if let Some(n) = move_number(content, &public_prefix) {
            ("public".to_string(), n)
        } else if content.contains(", you play") {
            // A private board names the last move on its second line.
            let Some(n) = content.lines().nth(1).and_then(|l| move_number(l, "")) else {
                continue;
            };
            (r.path.split('/').nth(2).unwrap_or_default().to_string(), n)
        } else {
            continue;
        };
        let before = shown.insert(place.clone(), number).unwrap_or(0);
        assert!(
            number >= before,
            "{place} went back from move {before} to {number}"
        );
    }
    assert_eq!(shown.get("public"), Some(&plies));
    table.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_failing_dms_hold_back_nothing_else() {
    let mut table = Match::open(Duration::ZERO).await;
    let mut rng = StdRng::seed_from_u64(11);
    let bob_dm = table.fake.dm_channel(&table.bob);
    let alice_dm = table.fake.dm_channel(&table.alice);
    // From now on every post to Bob's DMs is refused for good.
    table.fake.fail_next(
        "*",
        &format!("/channels/{bob_dm}/messages/*"),
        1000,
        Fault::Status {
            status: 403,
            code: 50001,
            message: "Missing Access".into(),
        },
    );
    table.fake.fail_next(
        "*",
        &format!("/channels/{bob_dm}/messages"),
        1000,
        Fault::Status {
            status: 403,
            code: 50001,
            message: "Missing Access".into(),
        },
    );
    for _ in 0..4 {
        let mv = table.random_move(&mut rng);
        let played = table.send_move(mv);
        private_answer(&table.fake, &played).await;
    }
    let resigner = table.player(table.game.to_move()).clone();
    let resigned = table
        .fake
        .slash_command(&resigner, table.thread, "resign")
        .option("game", table.id.0)
        .send();
    answer(&table.fake, &resigned).await;
    table.drained().await;
    let thread = table.fake.messages_in(table.thread);
    for ply in 1..=table.game.ply() {
        assert!(
            thread
                .iter()
                .any(|m| m.content.starts_with(&format!("{ply}. "))),
            "log line {ply} posted"
        );
    }
    assert!(
        thread
            .iter()
            .any(|m| m.content.contains("Setups (front row first)")),
        "the end was posted"
    );
    let public = thread
        .iter()
        .find(|m| m.content.starts_with(&format!("Game {}, move", table.id)))
        .expect("a public board");
    assert!(
        public
            .content
            .contains(&format!("move {}", table.game.ply())),
        "{}",
        public.content
    );
    let alice_board = table
        .fake
        .messages_in(alice_dm)
        .into_iter()
        .find(|m| m.content.contains(", you play"))
        .expect("Alice's board");
    assert!(alice_board.edits > 0, "Alice's board kept up");
    let tally = table.service.outbox_tally().await.unwrap();
    assert!(
        tally.iter().any(|(r, _)| r.starts_with("failed")),
        "Bob's posts were given up, not retried for ever: {tally:?}"
    );
    table.stop().await;
}

/// Declined and withdrawn challenges get their buttons replaced by the announcer, each on its
/// own: one whose message was deleted holds back none of the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_challenges_are_shown_closed_each_on_its_own() {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = bot::database_url(dir.path());
    let running = bot::start(&bot::config(&fake, &url)).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let service = Service::open(&url).await.unwrap();
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");
    let mut offers = Vec::new();
    for _ in 0..3 {
        let challenge = fake
            .slash_command(&alice, fake.text_channel(), "challenge")
            .option("opponent", &bob)
            .send();
        offers.push(
            challenge
                .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
                .await,
        );
    }
    let button = |m: &crate::support::fake_discord::Message, prefix: &str| {
        m.custom_ids()
            .into_iter()
            .find(|c| c.starts_with(prefix))
            .expect(prefix)
    };
    // The first message is deleted, then its challenge declined: nothing to show it on.
    fake.delete_message(offers[0].id);
    let first: i64 = button(&offers[0], "decline:")["decline:".len()..]
        .parse()
        .unwrap();
    service
        .decline_challenge(stratego_bot::service::ChallengeId(first), UserId(bob.id))
        .await
        .unwrap();
    fake.click_button(&bob, &offers[1], &button(&offers[1], "decline:"))
        .await_response(WAIT)
        .await;
    fake.click_button(&alice, &offers[2], &button(&offers[2], "withdraw:"))
        .await_response(WAIT)
        .await;
    for (offer, word) in [(&offers[1], "declined"), (&offers[2], "withdrew")] {
        let until = Instant::now() + WAIT;
        loop {
            let m = fake.message(offer.id).unwrap();
            if m.custom_ids().is_empty() {
                assert!(m.content.contains(word), "{}", m.content);
                break;
            }
            assert!(Instant::now() < until, "never closed: {}", m.content);
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    let tally = service.outbox_tally().await.unwrap();
    assert!(
        tally.iter().all(|(r, _)| !r.starts_with("failed")),
        "{tally:?}"
    );
    service.shutdown().await;
    running.stop().await;
    drop(dir);
}
