//! A match's thread is made once, even when Discord made it but the bot never heard so (the
//! answer lost, or the bot stopped before it stored the thread's id): the retry, in the same
//! run or after a restart, finds the thread made before instead of opening a second one.
//! Through the real bot and the loopback Discord, in a text channel and in a forum. The
//! closed-DMs notice in the new thread is shown once too.

use std::time::{Duration, Instant};

use stratego_bot::service::{MatchId, Service, UserId};

use crate::support::bot::{self, RunningBot};
use crate::support::fake_discord::{FakeDiscord, Fault, OptionValue, TestUser};
use crate::support::table::{self, answer};

const WAIT: Duration = Duration::from_secs(30);

struct Table {
    fake: FakeDiscord,
    bot: Option<RunningBot>,
    dir: tempfile::TempDir,
    service: Service,
    alice: TestUser,
    bob: TestUser,
}

impl Table {
    async fn start() -> Table {
        bot::init_logs();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let running = Self::bot(&fake, &dir).await;
        let service = Service::open(&bot::database_url(dir.path())).await.unwrap();
        let alice = fake.add_user("alice");
        let bob = fake.add_user("bob");
        Table {
            fake,
            bot: Some(running),
            dir,
            service,
            alice,
            bob,
        }
    }

    async fn bot(fake: &FakeDiscord, dir: &tempfile::TempDir) -> RunningBot {
        let mut config = bot::config(fake, &bot::database_url(dir.path()));
        config.http_timeout = Duration::from_secs(2);
        let running = bot::start(&config).await;
        fake.wait_connected(WAIT).await;
        fake.wait_for_commands(WAIT).await;
        running
    }

    /// Stops the bot and starts a new one on the same database, as after a crash.
    async fn restart(&mut self) {
        self.bot.take().unwrap().stop().await;
        self.bot = Some(Self::bot(&self.fake, &self.dir).await);
    }

    /// Alice challenges Bob and Bob accepts: the match opens.
    async fn open_match(&self) -> MatchId {
        let fake = &self.fake;
        let challenge = fake
            .slash_command(&self.alice, fake.text_channel(), "challenge")
            .option("opponent", &self.bob)
            .send();
        table::accept(fake, &challenge, &self.bob).await;
        let until = Instant::now() + WAIT;
        loop {
            let active = self
                .service
                .active_matches(UserId(self.alice.id))
                .await
                .unwrap();
            if let Some(m) = active.first() {
                return m.id;
            }
            assert!(Instant::now() < until, "the challenge was accepted");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits until the match has a stored thread and the outbox is empty (retries included).
    async fn thread_of(&self, id: MatchId) -> u64 {
        let until = Instant::now() + WAIT;
        loop {
            let thread = self.service.get_match(id).await.unwrap().thread;
            let tally = self.service.outbox_tally().await.unwrap();
            let waiting = tally.iter().any(|(r, n)| r == "waiting" && *n > 0);
            if let Some(thread) = thread
                && !waiting
            {
                let failed: Vec<_> = tally
                    .iter()
                    .filter(|(r, _)| r.starts_with("failed"))
                    .collect();
                assert!(failed.is_empty(), "posts given up: {failed:?}");
                return thread.0;
            }
            assert!(
                Instant::now() < until,
                "the match got no thread: {tally:?}\n{}",
                self.fake.debug_dump()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    async fn stop(mut self) {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        self.service.shutdown().await;
    }
}

/// The intro of match `id` in `channel`: every message of the bot that opens with "Game N:".
fn intros(fake: &FakeDiscord, channel: u64, id: MatchId) -> usize {
    fake.messages_in(channel)
        .iter()
        .filter(|m| m.content.starts_with(&format!("Game {id}:")))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_whose_start_was_not_heard_of_is_found_after_a_restart() {
    let mut table = Table::start().await;
    let text = table.fake.text_channel();
    // Discord makes both the intro and the thread from it, but the bot hears of neither.
    table.fake.fail_next(
        "POST",
        &format!("/channels/{text}/messages"),
        1,
        Fault::AnswerLost,
    );
    table.fake.fail_next(
        "POST",
        &format!("/channels/{text}/messages/*/threads"),
        1,
        Fault::AnswerLost,
    );
    let id = table.open_match().await;
    table
        .fake
        .wait_for_request(WAIT, |r| r.path.ends_with("/threads") && r.status == 502)
        .await;
    // Stopped before it stored the thread (the outbox tries again only after 5 s).
    table.restart().await;
    let thread = table.thread_of(id).await;

    let threads = table.fake.threads_in(text);
    assert_eq!(threads.len(), 1, "one thread: {threads:?}");
    assert_eq!(threads[0].id, thread, "the stored thread is the one shown");
    assert_eq!(intros(&table.fake, text, id), 1, "one intro");
    let starter = table
        .fake
        .message(thread)
        .expect("the thread's first message");
    assert!(starter.content.starts_with(&format!("Game {id}:")));
    // Both players were added to the thread, since they are named outside it.
    for user in [&table.alice, &table.bob] {
        assert!(
            table
                .fake
                .requests_matching(
                    "PUT",
                    &format!("/channels/{thread}/thread-members/{}", user.id)
                )
                .iter()
                .any(|r| r.status == 204),
            "{} joined the thread",
            user.name
        );
    }
    table.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_post_whose_answer_was_lost_is_not_posted_twice() {
    let table = Table::start().await;
    let fake = &table.fake;
    let forum = fake.forum_channel();
    let set = fake
        .slash_command(&fake.owner(), fake.text_channel(), "server")
        .option("match_channel", OptionValue::Channel(forum))
        .send();
    assert!(answer(fake, &set).await.ephemeral);
    fake.fail_next(
        "POST",
        &format!("/channels/{forum}/threads"),
        1,
        Fault::AnswerLost,
    );
    let id = table.open_match().await;
    let thread = table.thread_of(id).await;

    let posts = fake.threads_in(forum);
    assert_eq!(posts.len(), 1, "one forum post: {posts:?}");
    assert_eq!(posts[0].id, thread, "the stored post is the one shown");
    assert_eq!(intros(fake, thread, id), 1, "one intro");
    assert_eq!(
        fake.requests_matching("POST", &format!("/channels/{forum}/threads"))
            .len(),
        1,
        "the retry found the post instead of making another"
    );
    table.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_dms_notice_whose_answer_was_lost_is_shown_once() {
    let table = Table::start().await;
    let fake = &table.fake;
    fake.close_dms(&table.bob);
    // Discord posts the notice but the bot hears a 502, and tries again at once.
    fake.fail_next_saying(
        "POST",
        "/channels/*/messages",
        Some("I cannot send you direct messages"),
        1,
        Fault::AnswerLost,
    );
    let id = table.open_match().await;
    let thread = table.thread_of(id).await;
    let notices: Vec<_> = fake
        .messages_in(thread)
        .into_iter()
        .filter(|m| m.content.contains("I cannot send you direct messages"))
        .collect();
    assert_eq!(notices.len(), 1, "one notice: {notices:?}");
    assert!(
        notices[0]
            .content
            .starts_with(&format!("<@{}>", table.bob.id)),
        "{}",
        notices[0].content
    );
    assert!(
        fake.requests()
            .iter()
            .any(|r| r.status == 502 && r.path == format!("/channels/{thread}/messages")),
        "the notice's first answer was lost"
    );
    table.stop().await;
}
