//! A game decided before any move was played reveals no setup, through the real bot against the
//! loopback Discord: a forfeit by resignation in a tournament, the setup deadline with one
//! player locked in, a tournament round deadline, and a withdrawal during setup. Each path
//! announces the result and nothing else, and a scan of every request each player and the thread
//! received finds neither the other side's setup nor its salt. `/profile` counts no unplayed
//! setup.

use std::time::Duration;

use sqlx::Row;

use crate::support::bot;
use crate::support::fake_discord::{
    FakeDiscord, InteractionHandle, Message, RecordedRequest, TestUser,
};
use crate::support::table::{self, choice};

const WAIT: Duration = Duration::from_secs(40);

/// `format` choices are sent as their index, as Discord does for poise choice parameters.
const ROUND_ROBIN: i64 = 0;
const DUEL: i64 = 2;

struct Run {
    fake: FakeDiscord,
    running: bot::RunningBot,
    url: String,
    _dir: tempfile::TempDir,
    alice: TestUser,
    bob: TestUser,
    /// Interaction tokens of alice and bob, for what each could see.
    tokens: [Vec<String>; 2],
}

async fn start() -> Run {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = bot::database_url(dir.path());
    let mut config = bot::config(&fake, &url);
    config.tournament_tick = Duration::from_millis(500);
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");
    Run {
        fake,
        running,
        url,
        _dir: dir,
        alice,
        bob,
        tokens: [Vec::new(), Vec::new()],
    }
}

/// A setup as stored: who, the setup string and its salt.
struct StoredSetup {
    user: u64,
    deployment: String,
    salt: Option<String>,
    ready: bool,
}

impl Run {
    fn track(&mut self, user: &TestUser, handle: &InteractionHandle) {
        let i = usize::from(*user != self.alice);
        self.tokens[i].push(handle.token.clone());
    }

    async fn db(&self) -> sqlx::SqlitePool {
        sqlx::SqlitePool::connect(&self.url)
            .await
            .expect("open the bot's database")
    }

    async fn setups(&self, game: i64) -> Vec<StoredSetup> {
        let db = self.db().await;
        let rows =
            sqlx::query("SELECT user_id, deployment, salt, ready FROM setups WHERE match_id = ?")
                .bind(game)
                .fetch_all(&db)
                .await
                .unwrap();
        db.close().await;
        rows.into_iter()
            .map(|r| StoredSetup {
                user: r.get::<i64, _>("user_id") as u64,
                deployment: r.get("deployment"),
                salt: r.get("salt"),
                ready: r.get::<i64, _>("ready") != 0,
            })
            .collect()
    }

    async fn exec(&self, sql: &str, game: i64) {
        let db = self.db().await;
        sqlx::query(sql).bind(game).execute(&db).await.unwrap();
        db.close().await;
    }

    /// Waits for both setup DMs of a new game; returns the game id.
    async fn setup_dms(&self) -> (Message, Message, i64) {
        let a = self
            .fake
            .wait_for_dm(&self.alice, WAIT, table::has_ready)
            .await;
        let b = self
            .fake
            .wait_for_dm(&self.bob, WAIT, table::has_ready)
            .await;
        let ready = table::button(&a, "setup-ready:");
        let game = ready["setup-ready:".len()..].parse().unwrap();
        (a, b, game)
    }

    /// `user` presses Ready on their setup DM and the bot stores it.
    async fn lock_in(&mut self, user: &TestUser, dm: &Message, game: i64) {
        let click = self
            .fake
            .click_button(user, dm, &table::button(dm, "setup-ready:"));
        self.track(user, &click);
        click.await_response(WAIT).await;
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let setups = self.setups(game).await;
            if setups.iter().any(|s| s.user == user.id && s.ready) {
                return;
            }
            assert!(tokio::time::Instant::now() < deadline, "never locked in");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    fn thread_of(&self, game_thread_parent: u64) -> u64 {
        let threads = self.fake.threads_in(game_thread_parent);
        assert_eq!(threads.len(), 1, "one game thread");
        threads[0].id
    }

    /// The result is announced in the thread; nothing made from a setup is anywhere.
    async fn assert_nothing_revealed(&self, game: i64, thread: u64, winner: &TestUser) {
        let general = self.fake.text_channel();
        let announced = self
            .fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == thread
                    && m.content.contains("wins")
                    && m.content.contains(&format!("<@{}> (", winner.id))
            })
            .await;
        assert!(announced.content.contains("wins"), "{}", announced.content);
        // Everything the ending owes is sent before the scan.
        self.running.settled().await;
        let setups = self.setups(game).await;
        assert_eq!(setups.len(), 2);
        assert!(
            setups.iter().any(|s| s.ready),
            "the scenario has one player locked in"
        );
        let secrets = |s: &StoredSetup| {
            let mut words = vec![s.deployment.clone()];
            words.extend(s.salt.clone());
            words
        };
        // The public places: neither setup nor salt, and no record or replay file.
        let public: Vec<RecordedRequest> = self
            .fake
            .requests()
            .into_iter()
            .filter(|r| {
                r.path.starts_with(&format!("/channels/{thread}/"))
                    || r.path.starts_with(&format!("/channels/{general}/"))
            })
            .collect();
        let all_secrets: Vec<String> = setups.iter().flat_map(secrets).collect();
        assert_eq!(leaks(&public, &all_secrets), Vec::<String>::new());
        for r in &public {
            for f in &r.files {
                assert!(
                    !f.is_gif() && !f.filename.ends_with(".txt"),
                    "{} posted in public: {} {}",
                    f.filename,
                    r.method,
                    r.path
                );
            }
        }
        for m in self.fake.messages_in(thread) {
            assert!(
                m.attachments.iter().all(|f| f.is_png()),
                "only board images in the thread: {m:?}"
            );
        }
        // Each player: their DMs, their interactions and the public places hold nothing of
        // the other side's setup.
        for (i, user) in [&self.alice, &self.bob].into_iter().enumerate() {
            let theirs: Vec<String> = setups
                .iter()
                .filter(|s| s.user != user.id)
                .flat_map(secrets)
                .collect();
            let seen = crate::support::table::seen_by(
                &self.fake,
                user,
                &self.tokens[i],
                &[thread, general],
            );
            assert_eq!(
                leaks(&seen, &theirs),
                Vec::<String>::new(),
                "{} saw the other side's setup",
                user.name
            );
        }
        assert!(
            self.fake.problems().is_empty(),
            "{:?}",
            self.fake.problems()
        );
    }

    /// The owner creates a two-player round robin (duel armies), alice and bob join, the owner
    /// starts it; returns the setup DMs and the game id.
    async fn tournament(&mut self, round_hours: Option<i64>) -> (Message, Message, i64) {
        let owner = self.fake.owner();
        let mut create = self
            .fake
            .slash_command(&owner, self.fake.text_channel(), "tournament")
            .subcommand("create")
            .option("name", "Spring Cup")
            .option("format", ROUND_ROBIN)
            .option("variant", DUEL);
        if let Some(h) = round_hours {
            create = create.option("round_hours", h);
        }
        let create = create.send();
        create.await_response(WAIT).await;
        for user in [self.alice.clone(), self.bob.clone()] {
            let join = self
                .fake
                .slash_command(&user, self.fake.text_channel(), "tournament")
                .subcommand("join")
                .send();
            self.track(&user, &join);
            join.await_response(WAIT).await;
        }
        let start = self
            .fake
            .slash_command(&owner, self.fake.text_channel(), "tournament")
            .subcommand("start")
            .send();
        start.await_response(WAIT).await;
        self.setup_dms().await
    }

    async fn profile_setups(&mut self, user: &TestUser) -> String {
        let user = user.clone();
        let call = self
            .fake
            .slash_command(&user, self.fake.text_channel(), "profile")
            .subcommand("show")
            .send();
        self.track(&user, &call);
        let reply = call.await_response(WAIT).await;
        reply.embeds[0].to_string()
    }
}

/// Each forbidden word found in a request body or uploaded file, with the request.
fn leaks(requests: &[RecordedRequest], forbidden: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for r in requests {
        let mut body = r.json.as_ref().map(|j| j.to_string()).unwrap_or_default();
        for f in &r.files {
            body.push_str(&String::from_utf8_lossy(&f.bytes));
        }
        for word in forbidden {
            if body.contains(word.as_str()) {
                found.push(format!("{word:?} in {} {}", r.method, r.path));
            }
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_forfeit_by_resignation_in_setup_reveals_nothing() {
    let mut run = start().await;
    let (alice_dm, _, game) = run.tournament(None).await;
    let alice = run.alice.clone();
    let bob = run.bob.clone();
    run.lock_in(&alice, &alice_dm, game).await;
    let thread = run.thread_of(run.fake.text_channel());
    let resign = run
        .fake
        .slash_command(&bob, run.fake.dm_channel(&bob), "resign")
        .send();
    run.track(&bob, &resign);
    resign.await_response(WAIT).await;
    run.assert_nothing_revealed(game, thread, &alice).await;
    // The forfeit won a game, but the setup that never played counts in no statistics.
    let profile = run.profile_setups(&alice).await;
    assert!(profile.contains("No finished setups yet."), "{profile}");
    assert!(!profile.contains("Out of 1 setups"), "{profile}");
    run.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setup_deadline_with_one_player_locked_in_reveals_nothing() {
    let mut run = start().await;
    let commands = run.fake.wait_for_commands(WAIT).await;
    let (alice, bob) = (run.alice.clone(), run.bob.clone());
    let challenge = run
        .fake
        .slash_command(&alice, run.fake.text_channel(), "challenge")
        .option("opponent", &bob)
        .option("variant", choice(&commands, "challenge", "variant", "duel"))
        .option(
            "time_control",
            choice(&commands, "challenge", "time_control", "live"),
        )
        .send();
    run.track(&alice, &challenge);
    let (_, accepted) = table::accept(&run.fake, &challenge, &bob).await;
    run.track(&bob, &accepted);
    let (_, bob_dm, game) = run.setup_dms().await;
    // The victim locks in; the other never does and lets the setup deadline pass.
    run.lock_in(&bob, &bob_dm, game).await;
    let thread = run.thread_of(run.fake.text_channel());
    run.exec(
        "UPDATE deadlines SET due_at = strftime('%s','now') - 1 WHERE match_id = ?",
        game,
    )
    .await;
    run.assert_nothing_revealed(game, thread, &bob).await;
    run.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_deadline_in_setup_reveals_nothing() {
    let mut run = start().await;
    let (alice_dm, _, game) = run.tournament(Some(1)).await;
    let alice = run.alice.clone();
    run.lock_in(&alice, &alice_dm, game).await;
    let thread = run.thread_of(run.fake.text_channel());
    run.exec(
        "UPDATE tournament_rounds SET deadline = strftime('%s','now') - 1 \
         WHERE tournament_id = (SELECT MAX(id) FROM tournaments) AND ? > 0",
        game,
    )
    .await;
    run.assert_nothing_revealed(game, thread, &alice).await;
    run.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_withdrawal_in_setup_reveals_nothing() {
    let mut run = start().await;
    let (_, bob_dm, game) = run.tournament(None).await;
    let (alice, bob) = (run.alice.clone(), run.bob.clone());
    run.lock_in(&bob, &bob_dm, game).await;
    let thread = run.thread_of(run.fake.text_channel());
    let leave = run
        .fake
        .slash_command(&alice, run.fake.text_channel(), "tournament")
        .subcommand("leave")
        .send();
    run.track(&alice, &leave);
    leave.await_response(WAIT).await;
    run.assert_nothing_revealed(game, thread, &bob).await;
    run.running.stop().await;
}
