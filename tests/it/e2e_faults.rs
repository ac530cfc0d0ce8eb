//! Discord faults, through the real bot (`discord::build_client`) against the loopback fake
//! Discord: failed and hung REST calls, deleted messages, archived and deleted threads, closed
//! DMs, a dropped gateway, and the 3-second limit for acknowledging every interaction.
//!
//! Matches are driven as players drive them: `/challenge`, the Accept and Ready buttons, `/move`
//! with a move picked from the bot's own autocomplete.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::support::bot::{self, RunningBot};
use crate::support::fake_discord::{FakeDiscord, Fault, InteractionHandle, Message, TestUser};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

const WAIT: Duration = Duration::from_secs(20);
/// Discord drops an interaction that is not acknowledged within this.
const ACK_LIMIT: Duration = Duration::from_secs(3);
/// The bot's limit for one REST call in these tests, so a hung call is noticed quickly.
const HTTP_TIMEOUT: Duration = Duration::from_secs(2);

/// A running bot, the fake it talks to, two players and their match.
struct Table {
    fake: FakeDiscord,
    bot: Option<RunningBot>,
    _dir: tempfile::TempDir,
    alice: TestUser,
    bob: TestUser,
    game: i64,
    rng: Mutex<StdRng>,
    /// The slowest acknowledgement seen, and of what.
    slowest: Mutex<(Duration, String)>,
}

impl Table {
    /// Starts a bot and plays a match up to its first move: challenge, accept, both ready.
    /// With `bob_dms_closed`, Bob never gets a DM and locks his setup with `/setup ready`.
    async fn open(seed: u64, bob_dms_closed: bool) -> Table {
        bot::init_logs();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let mut config = bot::config(&fake, &bot::database_url(dir.path()));
        config.http_timeout = HTTP_TIMEOUT;
        let running = bot::start(&config).await;
        fake.wait_connected(WAIT).await;
        fake.wait_for_commands(WAIT).await;
        let alice = fake.add_user("alice");
        let bob = fake.add_user("bob");
        if bob_dms_closed {
            fake.close_dms(&bob);
        }
        let mut table = Table {
            fake,
            bot: Some(running),
            _dir: dir,
            alice,
            bob,
            game: 0,
            rng: Mutex::new(StdRng::seed_from_u64(seed)),
            slowest: Mutex::new((Duration::ZERO, String::new())),
        };
        let fake = table.fake.clone();
        let (alice, bob) = (table.alice.clone(), table.bob.clone());

        let challenge = table
            .act("/challenge", || {
                fake.slash_command(&alice, fake.text_channel(), "challenge")
                    .option("opponent", &bob)
                    .send()
            })
            .await;
        let offer = challenge
            .original_message()
            .expect("the challenge was posted");
        let accept = button(&offer, "accept:");
        table
            .act("accept", || fake.click_button(&bob, &offer, &accept))
            .await;

        let setup = fake
            .wait_for_dm(&alice, WAIT, |m| !button_ids(m, "setup-ready:").is_empty())
            .await;
        let ready = button(&setup, "setup-ready:");
        table.game = ready["setup-ready:".len()..].parse().unwrap();
        table
            .act("setup random", || {
                fake.click_button(&alice, &setup, &format!("setup-random:{}", table.game))
            })
            .await;
        table.settle().await;
        let setup = fake.message(setup.id).unwrap();
        table
            .act("setup ready", || fake.click_button(&alice, &setup, &ready))
            .await;
        let thread = table.thread();
        if bob_dms_closed {
            table
                .act("/setup ready", || {
                    fake.slash_command(&bob, thread, "setup")
                        .subcommand("ready")
                        .send()
                })
                .await;
        } else {
            let setup = fake
                .wait_for_dm(&bob, WAIT, |m| !button_ids(m, "setup-ready:").is_empty())
                .await;
            table
                .act("setup ready", || fake.click_button(&bob, &setup, &ready))
                .await;
        }
        fake.wait_for_message(WAIT, |m| m.channel_id == thread && m.has_png())
            .await;
        table.settle().await;
        table
    }

    /// Sends an interaction and waits for its acknowledgement, keeping the slowest time.
    async fn act(&self, what: &str, send: impl FnOnce() -> InteractionHandle) -> InteractionHandle {
        let started = Instant::now();
        let handle = send();
        handle.await_response(WAIT).await;
        let took = started.elapsed();
        let mut slowest = self.slowest.lock().unwrap();
        if took > slowest.0 {
            *slowest = (took, what.to_string());
        }
        handle
    }

    /// The match's thread now (the newest thread in the text channel).
    fn thread(&self) -> u64 {
        self.fake
            .threads_in(self.fake.text_channel())
            .last()
            .expect("the match has a thread")
            .id
    }

    /// Waits until the bot has made no request for a while: its posts after an action are done.
    async fn settle(&self) {
        let quiet = Duration::from_millis(500);
        let until = Instant::now() + WAIT * 2;
        let mut seen = self.fake.requests().len();
        let mut since = Instant::now();
        while Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(50)).await;
            let now = self.fake.requests().len();
            if now != seen {
                (seen, since) = (now, Instant::now());
            } else if since.elapsed() >= quiet {
                return;
            }
        }
        panic!("the bot never went quiet\n{}", self.fake.debug_dump());
    }

    /// Who is to move and a legal move for them, from the bot's autocomplete.
    async fn next_move(&self, channel: u64) -> Option<(TestUser, String)> {
        for player in [&self.alice, &self.bob] {
            let mut partial = String::new();
            loop {
                let fake = &self.fake;
                let typed = partial.clone();
                let handle = self
                    .act("autocomplete", || {
                        fake.autocomplete(player, channel, "move")
                            .focused("text", &typed)
                            .send()
                    })
                    .await;
                let choices = handle.response().unwrap().choice_names();
                let Some(pick) = choices.choose(&mut *self.rng.lock().unwrap()).cloned() else {
                    break;
                };
                if !pick.ends_with('-') {
                    return Some((player.clone(), pick));
                }
                partial = pick;
            }
        }
        None
    }

    /// The player to move plays a legal move with `/move` typed in `channel`; returns it.
    async fn play(&self, channel: u64) -> String {
        let before = self.fake.messages().last().map_or(0, |m| m.id);
        let mv = self.play_unannounced(channel).await;
        // The log line is the last post of a move; retries may pause longer than `settle`.
        let text = self.fake.text_channel();
        self.fake
            .wait_for_message(WAIT, |m| {
                m.id > before
                    && m.parent_id == Some(text)
                    && !m.is_ephemeral()
                    && logs(&m.content, &mv)
            })
            .await;
        self.settle().await;
        mv
    }

    /// Like [`Table::play`], without waiting for the thread's log line (it may not arrive).
    async fn play_unannounced(&self, channel: u64) -> String {
        let (player, mv) = self.next_move(channel).await.expect("someone can move");
        let fake = &self.fake;
        let handle = self
            .act("/move", || {
                fake.slash_command(&player, channel, "move")
                    .option("text", mv.as_str())
                    .send()
            })
            .await;
        let wanted = format!("You played {mv}");
        handle
            .wait_for_followup(WAIT, |m| m.content.contains(&wanted))
            .await;
        mv
    }

    /// The public board in the thread (the only picture the bot posts there before the end;
    /// a `/move` typed in the thread gets the mover's board in its private reply).
    fn public_board(&self, thread: u64) -> Option<Message> {
        self.fake
            .messages_in(thread)
            .into_iter()
            .rev()
            .find(|m| m.has_png() && !m.is_ephemeral())
    }

    /// A player's private board DM (the newest picture in their DMs).
    fn dm_board(&self, user: &TestUser) -> Option<Message> {
        self.fake
            .dm_messages(user)
            .into_iter()
            .rev()
            .find(|m| m.has_png() && m.custom_ids().is_empty() && m.content.contains("you play"))
    }

    fn assert_no_problems(&self) {
        let problems = self.fake.problems();
        assert!(problems.is_empty(), "{problems:?}");
    }

    async fn close(mut self) -> (Duration, String) {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.slowest.lock().unwrap().clone()
    }
}

fn button_ids(m: &Message, prefix: &str) -> Vec<String> {
    m.custom_ids()
        .into_iter()
        .filter(|id| id.starts_with(prefix))
        .collect()
}

fn button(m: &Message, prefix: &str) -> String {
    button_ids(m, prefix)
        .pop()
        .unwrap_or_else(|| panic!("no {prefix} button on {m:?}"))
}

/// Whether a thread post is the log line of `mv` (`B4-B5`, or `B4xB5` for an attack).
fn logs(content: &str, mv: &str) -> bool {
    let (from, to) = mv.split_once('-').unwrap();
    content.contains(&format!("{from}-{to}")) || content.contains(&format!("{from}x{to}"))
}

/// Log lines and notices the bot posted in `thread` (no pictures).
fn texts_in(fake: &FakeDiscord, thread: u64) -> Vec<String> {
    fake.messages_in(thread)
        .into_iter()
        .filter(|m| !m.has_png() && !m.is_ephemeral())
        .map(|m| m.content)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_and_hung_posts_and_edits_are_retried_until_they_arrive() {
    let table = Table::open(1, false).await;
    let fake = table.fake.clone();
    let thread = table.thread();
    let board = table.public_board(thread).unwrap();
    let edits = board.edits;

    // Two 500s on every kind of edit, then the thread's log line fails once and hangs once.
    fake.fail_next("PATCH", "/channels/*/messages/*", 2, Fault::ServerError);
    fake.fail_next(
        "POST",
        &format!("/channels/{thread}/messages"),
        1,
        Fault::ServerError,
    );
    fake.fail_next(
        "POST",
        &format!("/channels/{thread}/messages"),
        1,
        Fault::Timeout,
    );
    // Typed outside the thread, so the log line is the outbox's to post (in the thread, the
    // move's answer would carry it).
    let mv = table.play(fake.text_channel()).await;

    let board = fake.message(board.id).unwrap();
    assert!(
        board.edits > edits,
        "the public board was edited after the 500s: {board:?}\n{}",
        fake.debug_dump()
    );
    assert!(
        texts_in(&fake, thread).iter().any(|t| logs(t, &mv)),
        "the log line for {mv} arrived after a 500 and a timeout: {:?}",
        texts_in(&fake, thread)
    );
    let posts = fake.requests_matching("POST", &format!("/channels/{thread}/messages"));
    let statuses: Vec<u16> = posts.iter().rev().take(3).rev().map(|r| r.status).collect();
    assert_eq!(statuses, [500, 0, 200], "failed, hung, then delivered");
    let patches = fake.requests_matching("PATCH", "/channels/*/messages/*");
    assert_eq!(patches.iter().filter(|r| r.status == 500).count(), 2);
    // Each player's DM board and the public board now show the move.
    for user in [&table.alice, &table.bob] {
        let dm = table.dm_board(user).expect("a DM board");
        assert!(dm.content.contains("you play"), "{}", dm.content);
    }
    table.assert_no_problems();
    table.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleted_boards_are_posted_again() {
    let table = Table::open(2, false).await;
    let fake = table.fake.clone();
    let thread = table.thread();
    let public = table.public_board(thread).unwrap();
    let alice_dm = table.dm_board(&table.alice).unwrap();
    fake.delete_message(public.id);
    fake.delete_message(alice_dm.id);

    table.play(thread).await;

    let new_public = table.public_board(thread).expect("a public board again");
    assert_ne!(new_public.id, public.id);
    let new_dm = table.dm_board(&table.alice).expect("a DM board again");
    assert_ne!(new_dm.id, alice_dm.id);
    // And the new ones are edited in place from then on.
    table.play(thread).await;
    assert_eq!(table.public_board(thread).unwrap().id, new_public.id);
    assert_eq!(table.dm_board(&table.alice).unwrap().id, new_dm.id);
    assert!(fake.message(new_public.id).unwrap().edits >= 1);
    table.assert_no_problems();
    table.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn archived_threads_are_reopened_and_deleted_ones_replaced() {
    let table = Table::open(3, false).await;
    let fake = table.fake.clone();
    let thread = table.thread();

    // Discord archives a quiet thread; the next move reopens it and posts there.
    fake.archive_thread(thread, false);
    let mv = table.play(thread).await;
    assert!(!fake.channel(thread).unwrap().archived, "reopened");
    assert!(texts_in(&fake, thread).iter().any(|t| logs(t, &mv)));

    // A moderator archives and locks it: the bot (Manage Threads) reopens it too.
    fake.archive_thread(thread, true);
    let mv = table.play(thread).await;
    assert!(!fake.channel(thread).unwrap().archived);
    assert!(texts_in(&fake, thread).iter().any(|t| logs(t, &mv)));

    // A moderator deletes it: the next move (typed in the channel) opens a new thread.
    fake.delete_channel(thread);
    table.play(fake.text_channel()).await;
    let new_thread = table.thread();
    assert_ne!(new_thread, thread);
    // The new thread grows from the message that says why (it has the thread's id).
    let starter = fake
        .message(new_thread)
        .expect("the new thread's first message");
    assert!(
        starter.content.contains("previous thread was deleted"),
        "{}",
        starter.content
    );
    assert!(
        table.public_board(new_thread).is_some(),
        "the board moved along"
    );
    // The game goes on in the new thread, and it is remembered: one new thread only.
    let mv = table.play(new_thread).await;
    assert!(texts_in(&fake, new_thread).iter().any(|t| logs(t, &mv)));
    assert_eq!(fake.threads_in(fake.text_channel()).len(), 1);
    table.assert_no_problems();
    table.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_announced_once_and_the_board_is_shown_privately() {
    let table = Table::open(4, true).await;
    let fake = table.fake.clone();
    let thread = table.thread();
    for _ in 0..4 {
        table.play(thread).await;
    }
    let notices: Vec<Message> = fake
        .messages_in(thread)
        .into_iter()
        .filter(|m| !button_ids(m, "board:").is_empty())
        .collect();
    assert_eq!(
        notices.len(),
        1,
        "one notice, not one per update: {notices:?}"
    );
    let notice = &notices[0];
    assert!(notice.content.contains(&format!("<@{}>", table.bob.id)));
    assert!(fake.dm_messages(&table.bob).is_empty());

    // The button shows Bob his own board, to him only.
    let show = table
        .act("show my board", || {
            fake.click_button(&table.bob, notice, &button(notice, "board:"))
        })
        .await;
    let board = show.wait_for_followup(WAIT, Message::has_png).await;
    assert!(board.is_ephemeral());
    assert!(board.content.contains("you play"), "{}", board.content);
    // Someone outside the game gets a private refusal, and no board.
    let carol = fake.add_user("carol");
    let peek = table
        .act("show my board (not a player)", || {
            fake.click_button(&carol, notice, &button(notice, "board:"))
        })
        .await;
    let refusal = peek.wait_for_followup(WAIT, |_| true).await;
    assert!(refusal.is_ephemeral() && !refusal.has_png(), "{refusal:?}");
    assert!(peek.followups().iter().all(|m| m.is_ephemeral()));
    table.assert_no_problems();
    table.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_is_resumed_and_play_goes_on() {
    let table = Table::open(5, false).await;
    let fake = table.fake.clone();
    let thread = table.thread();
    let sessions = fake.identify_count() + fake.resume_count();

    assert!(fake.drop_gateway());
    fake.wait_reconnected(sessions + 1, WAIT).await;
    assert_eq!(fake.resume_count(), 1, "resumed, not a new session");
    table.play(thread).await;

    // A session Discord will not resume: the bot identifies anew and play still goes on.
    fake.invalidate_session();
    fake.wait_reconnected(sessions + 2, WAIT).await;
    let mv = table.play(thread).await;
    assert!(texts_in(&fake, thread).iter().any(|t| logs(t, &mv)));
    table.assert_no_problems();
    table.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_interaction_of_a_game_is_acknowledged_within_three_seconds() {
    let table = Table::open(6, false).await;
    let fake = table.fake.clone();
    let thread = table.thread();
    for _ in 0..16 {
        table.play(thread).await;
    }
    let board = table
        .act("/board", || {
            fake.slash_command(&table.alice, thread, "board").send()
        })
        .await;
    board.wait_for_followup(WAIT, Message::has_png).await;
    let resign = table
        .act("/resign", || {
            fake.slash_command(&table.bob, thread, "resign").send()
        })
        .await;
    resign.await_response(WAIT).await;
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == thread && !button_ids(m, "rematch:").is_empty()
    })
    .await;
    table.settle().await;
    table.assert_no_problems();
    // Pictures take CPU time: every answer that carries one was deferred first, so no
    // acknowledgement waited for a rendering.
    for callback in fake.requests_matching("POST", "/interactions/*/*/callback") {
        assert!(
            callback.files.is_empty(),
            "rendered before acknowledging: {:?}",
            callback.json
        );
    }
    let (slowest, what) = table.close().await;
    println!("slowest acknowledgement over a scripted game: {slowest:?} ({what})");
    assert!(slowest < ACK_LIMIT, "{what} took {slowest:?}");
}

/// Thread posts fail with 500 for a while (20 s; `STRATEGO_OUTAGE_SECS` sets it) while the
/// players keep moving: the waiting posts cost next to nothing (the bot sleeps until a retry
/// is due), and once Discord takes posts again every move is announced exactly once, in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failing_thread_posts_cost_nothing_and_lose_no_move() {
    let table = Table::open(7, false).await;
    let fake = table.fake.clone();
    let thread = table.thread();
    let outage = Duration::from_secs(
        std::env::var("STRATEGO_OUTAGE_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(20),
    );
    let metrics = tokio::runtime::Handle::current().metrics();
    let busy = || -> Duration {
        (0..metrics.num_workers())
            .map(|w| metrics.worker_total_busy_duration(w))
            .sum()
    };
    let posts = format!("/channels/{thread}/messages");
    let requests_before = fake.requests().len();
    let last_before = fake.messages_in(thread).last().map_or(0, |m| m.id);
    let (busy_before, started) = (busy(), Instant::now());
    fake.fail_next("POST", &posts, 1_000_000, Fault::ServerError);
    fake.fail_next(
        "PATCH",
        &format!("{posts}/*"),
        1_000_000,
        Fault::ServerError,
    );
    let mut moves = Vec::new();
    while started.elapsed() < outage {
        moves.push(table.play_unannounced(thread).await);
        tokio::time::sleep(Duration::from_secs(5)).await;
    }
    let busy_share = (busy() - busy_before).as_secs_f64() / started.elapsed().as_secs_f64();
    let to_thread = fake
        .requests()
        .iter()
        .skip(requests_before)
        .filter(|r| r.path.starts_with(&posts))
        .count();
    let all = fake.requests().len() - requests_before;
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{secs:.0} s of failing thread posts, {} moves: bot and fake busy {:.1}% of a core, \
         {to_thread} thread requests ({:.2}/s), {all} requests in all ({:.2}/s)",
        moves.len(),
        busy_share * 100.0,
        to_thread as f64 / secs,
        all as f64 / secs,
    );
    assert!(
        busy_share < 0.05,
        "busy {:.1}% of a core",
        busy_share * 100.0
    );

    fake.clear_faults();
    let last = moves.last().unwrap().clone();
    // The log line's next retry may be two minutes away (the pauses grow while Discord fails).
    fake.wait_for_message(Duration::from_secs(150), |m| {
        m.channel_id == thread && !m.is_ephemeral() && logs(&m.content, &last)
    })
    .await;
    table.settle().await;
    // Every text the bot posted in the thread since the outage began is one move's log line,
    // the moves' in the order they were played.
    let texts: Vec<String> = fake
        .messages_in(thread)
        .into_iter()
        .filter(|m| m.id > last_before && !m.has_png() && !m.is_ephemeral())
        .map(|m| m.content)
        .collect();
    assert_eq!(
        texts.len(),
        moves.len(),
        "{moves:?}\n{texts:#?}\nlast before {last_before}: {:#?}",
        fake.messages_in(thread)
            .iter()
            .map(|m| (m.id, m.content.chars().take(40).collect::<String>()))
            .collect::<Vec<_>>()
    );
    for (mv, text) in moves.iter().zip(&texts) {
        assert!(logs(text, mv), "{mv} out of order: {moves:?}\n{texts:#?}");
    }
    table.assert_no_problems();
    table.close().await;
}
