//! The bot is SIGKILLed at random moments of scripted games and started again on the same
//! database; after every restart the test looks at what the players would see in the loopback
//! Discord: every move in the database has exactly one log line, in order; the public board and
//! both private boards show the latest position; the player to move was pinged; nothing was
//! posted twice (a move typed in its thread is logged by its public answer, or else by the
//! outbox, never both); and nothing the outbox holds was given up.
//!
//! As in `faults.rs`, the bot runs in a child: this test binary again (`bot_process`, which does
//! nothing unless `STRATEGO_KILL_BOT_DB` is set). The fake Discord lives in the parent, so it
//! outlives every kill, like the real one.
//!
//! Soak (opt-in, prints the figures for the closing note):
//! `STRATEGO_ANNOUNCE_KILLS=200 cargo test --test it announce_kills::soak -- --ignored --nocapture`

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use stratego_bot::config::Config;
use stratego_bot::engine::{Color, Viewer};
use stratego_bot::render::{BoardStyle, Numbering, board_png};
use stratego_bot::service::{GuildId, MatchId, MatchRow, MatchStatus, Service, UserId};

use crate::support::fake_discord::{FakeDiscord, InteractionHandle, Message, TestUser};
use crate::support::table::choice;

const DB_ENV: &str = "STRATEGO_KILL_BOT_DB";
const API_ENV: &str = "STRATEGO_KILL_BOT_API";
const GUILD_ENV: &str = "STRATEGO_KILL_BOT_GUILD";
const WAIT: Duration = Duration::from_secs(30);
/// How long the outbox may take to empty after a restart. A post whose calls time out under
/// load (2 s each) spends up to about 20 s in one attempt with its quick retries, then waits
/// 5 s, then 10 s, before its next attempts: 90 s lets two slow attempts pass. A real stall
/// shows as a lane due long ago in the failure message.
const OUTBOX_WAIT: Duration = Duration::from_secs(90);
/// Games end by resignation after this many moves (random play takes long to end by itself).
const MOVES_PER_GAME: u32 = 24;

// ---------------------------------------------------------------------------------------
// The child: the real bot, until it is killed.

#[test]
#[ignore = "the bot process of the kill tests; does nothing on its own"]
fn bot_process() {
    let (Ok(db), Ok(api), Ok(guild)) = (
        std::env::var(DB_ENV),
        std::env::var(API_ENV),
        std::env::var(GUILD_ENV),
    ) else {
        return;
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async move {
        let config = Config {
            token: "fake-token".into(),
            database_url: db,
            api_base: Some(api),
            dev_guild_id: Some(guild.parse().unwrap()),
            default_locale: None,
            http_timeout: Duration::from_secs(2),
            own_board_delay: Duration::from_millis(200),
            rolling_caps: Default::default(),
            tournament_tick: stratego_bot::config::DEFAULT_TOURNAMENT_TICK,
            discord_tls_override: None,
        };
        let _bot = crate::support::bot::start(&config).await;
        std::future::pending::<()>().await;
    });
}

/// The bot's child process, killed when dropped: a test that panics leaves no bot running.
struct BotChild(Child);

impl BotChild {
    /// SIGKILL, and wait until it is gone.
    fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for BotChild {
    fn drop(&mut self) {
        self.kill();
    }
}

fn spawn_bot(fake: &FakeDiscord, url: &str) -> BotChild {
    let child = Command::new(std::env::current_exe().unwrap())
        .args([
            "announce_kills::bot_process",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env(DB_ENV, url)
        .env(API_ENV, fake.base_url())
        .env(GUILD_ENV, fake.guild_id().to_string())
        .env_remove("RUST_LOG")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn the bot");
    BotChild(child)
}

// ---------------------------------------------------------------------------------------
// The parent.

/// Figures of one campaign.
#[derive(Debug, Default)]
struct Figures {
    kills: usize,
    games: usize,
    moves: u32,
    checks: usize,
    /// Moves without their log line, boards behind, pings missing: must stay 0.
    lost: usize,
    /// Messages the players saw twice: must stay 0.
    duplicated: usize,
    /// Sends Discord answered from an earlier nonce (a retried post that would have shown twice).
    nonce_repeats: u64,
}

struct Campaign {
    fake: FakeDiscord,
    url: String,
    child: BotChild,
    /// The parent's own reader of the bot's database.
    service: Service,
    alice: TestUser,
    bob: TestUser,
    commands: Vec<serde_json::Value>,
    rng: StdRng,
    figures: Figures,
    /// Kill after this many more interactions.
    kill_in: usize,
    kill_every: (usize, usize),
}

impl Campaign {
    async fn start(seed: u64, kill_every: (usize, usize)) -> (Campaign, tempfile::TempDir) {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let url = crate::support::bot::database_url(dir.path());
        let child = spawn_bot(&fake, &url);
        fake.wait_reconnected(1, WAIT).await;
        let commands = fake.wait_for_commands(WAIT).await;
        let service = Service::open(&url).await.unwrap();
        let alice = fake.add_user("alice");
        let bob = fake.add_user("bob");
        let mut rng = StdRng::seed_from_u64(seed);
        let kill_in = rng.gen_range(kill_every.0..=kill_every.1);
        let campaign = Campaign {
            fake,
            url,
            child,
            service,
            alice,
            bob,
            commands,
            rng,
            figures: Figures::default(),
            kill_in,
            kill_every,
        };
        (campaign, dir)
    }

    fn user(&self, id: UserId) -> &TestUser {
        if id.0 == self.alice.id {
            &self.alice
        } else {
            &self.bob
        }
    }

    /// The next thing a player does, decided from the database as it is now.
    async fn act(&mut self) -> InteractionHandle {
        loop {
            if let Some(handle) = self.try_act().await {
                return handle;
            }
            // Read between two commits of one action (both ready, the game not started yet).
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn try_act(&mut self) -> Option<InteractionHandle> {
        let fake = self.fake.clone();
        let channel = fake.text_channel();
        let alice = UserId(self.alice.id);
        let active = self.service.active_matches(alice).await.unwrap();
        let Some(m) = active.into_iter().next() else {
            // An open challenge whose message made it is accepted; otherwise a new one.
            for c in self
                .service
                .open_challenges(GuildId(fake.guild_id()))
                .await
                .unwrap()
            {
                let button = format!("accept:{}", c.id);
                if let Some(msg) = fake
                    .messages()
                    .into_iter()
                    .find(|m| m.custom_ids().contains(&button))
                {
                    return Some(fake.click_button(&self.bob, &msg, &button));
                }
            }
            let barrage = choice(&self.commands, "challenge", "variant", "barrage");
            return Some(
                fake.slash_command(&self.alice, channel, "challenge")
                    .option("opponent", &self.bob)
                    .option("variant", barrage)
                    .send(),
            );
        };
        let game = m.id.0;
        match m.status {
            MatchStatus::Setup => {
                for color in Color::ALL {
                    let user = *m.players.get(color);
                    if !self.service.setup_of(m.id, user).await.unwrap().ready {
                        // Some edits first: a kill may fall between one and its redraw.
                        let edit = ["random", "mirror", "ready", "ready"][self.rng.gen_range(0..4)];
                        return Some(
                            fake.slash_command(self.user(user), channel, "setup")
                                .subcommand(edit)
                                .option("game", game)
                                .send(),
                        );
                    }
                }
                None
            }
            _ => {
                // The game may have ended since it was listed (an action committing after
                // its answer): read again on the next try.
                let view = self.service.view(m.id, Viewer::Spectator).await.ok()?;
                let user = *m.players.get(view.to_move);
                let moves = self.service.legal_moves(m.id, user).await.ok()?;
                if m.ply >= MOVES_PER_GAME || moves.is_empty() {
                    return Some(
                        fake.slash_command(self.user(user), channel, "resign")
                            .option("game", game)
                            .send(),
                    );
                }
                let mv = moves[self.rng.gen_range(0..moves.len())];
                // Half the moves are typed in the game's thread, where the answer itself is
                // the move's log line: a kill may fall between its commit, its answer and
                // the outbox learning of it.
                let channel = match m.thread {
                    Some(thread) if self.rng.gen_bool(0.5) => thread.0,
                    _ => channel,
                };
                Some(
                    fake.slash_command(self.user(user), channel, "move")
                        .option("text", mv.to_string().as_str())
                        .option("game", game)
                        .send(),
                )
            }
        }
    }

    /// One player action; now and then the bot is killed somewhere inside it (or inside the
    /// posts that follow) and started again, and everything is checked.
    async fn step(&mut self) {
        let handle = self.act().await;
        self.kill_in = self.kill_in.saturating_sub(1);
        if self.kill_in > 0 {
            handle.await_response(WAIT).await;
            return;
        }
        let delay = Duration::from_millis(self.rng.gen_range(0..250));
        tokio::time::sleep(delay).await;
        self.child.kill();
        self.figures.kills += 1;
        self.kill_in = self.rng.gen_range(self.kill_every.0..=self.kill_every.1);
        let sessions = self.fake.identify_count() + self.fake.resume_count() + 1;
        self.fake.wait_disconnected(WAIT).await;
        self.child = spawn_bot(&self.fake, &self.url);
        self.fake.wait_reconnected(sessions, WAIT).await;
        self.check_all().await;
    }

    /// Waits until the outbox is empty and the database quiet, then checks every match. An
    /// action answered with a deferral may commit (and fill the outbox) a moment later, so a
    /// look that finds problems is taken again until the state has held still for a while: a
    /// board left behind stays behind, one in flight does not.
    async fn check_all(&mut self) {
        let until = Instant::now() + OUTBOX_WAIT;
        loop {
            self.wait_outbox_empty(until).await;
            let before = quiet_marker(&self.service).await;
            let problems = Seen::new(&self.fake)
                .problems(&self.service, &self.fake)
                .await;
            let settled =
                quiet_marker(&self.service).await == before && !self.outbox_waiting().await;
            if (problems.lost.is_empty() && problems.duplicated.is_empty())
                || (settled && Instant::now() + QUIET >= until)
            {
                self.record(problems);
                return;
            }
            if settled {
                // Held still: look once more after a pause, then judge.
                tokio::time::sleep(QUIET).await;
                if quiet_marker(&self.service).await == before && !self.outbox_waiting().await {
                    let problems = Seen::new(&self.fake)
                        .problems(&self.service, &self.fake)
                        .await;
                    self.record(problems);
                    return;
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    async fn outbox_waiting(&self) -> bool {
        let tally = self.service.outbox_tally().await.unwrap();
        tally.iter().any(|(r, n)| r == "waiting" && *n > 0)
    }

    fn record(&mut self, problems: Problems) {
        self.figures.checks += 1;
        self.figures.lost += problems.lost.len();
        self.figures.duplicated += problems.duplicated.len();
        assert!(
            problems.lost.is_empty() && problems.duplicated.is_empty(),
            "after kill {}: missing {:#?}\nduplicated {:#?}",
            self.figures.kills,
            problems.lost,
            problems.duplicated
        );
    }

    async fn wait_outbox_empty(&mut self, until: Instant) {
        loop {
            let tally = self.service.outbox_tally().await.unwrap();
            let waiting = tally.iter().any(|(r, n)| r == "waiting" && *n > 0);
            if !waiting {
                let failed: Vec<_> = tally
                    .iter()
                    .filter(|(r, _)| r.starts_with("failed"))
                    .collect();
                assert!(failed.is_empty(), "posts given up: {failed:?}");
                break;
            }
            if Instant::now() >= until {
                let lanes = self.service.outbox_lanes().await.unwrap();
                let now = chrono::Utc::now();
                let lanes: Vec<String> = lanes
                    .into_iter()
                    .map(|(lane, due)| {
                        let ms = (due - now).num_milliseconds();
                        if ms > 0 {
                            format!("{lane}: a retry due in {ms} ms")
                        } else {
                            format!("{lane}: due {} ms ago", -ms)
                        }
                    })
                    .collect();
                panic!("the outbox never emptied: {tally:?}\n{lanes:#?}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        // Requests the announcer made are answered before it marks them, but let the fake
        // settle any straggling answer.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    async fn finish(mut self) -> Figures {
        self.check_all().await;
        self.child.kill();
        let matches = all_matches(&self.service).await;
        self.figures.games = matches.len();
        self.figures.moves = matches.iter().map(|m| m.ply).sum();
        self.figures.nonce_repeats = self.fake.nonce_repeats();
        self.service.shutdown().await;
        self.figures
    }
}

/// How long the state must hold still before problems count.
const QUIET: Duration = Duration::from_millis(1500);

/// What changes when a player's action commits: every match's ply and status, and the outbox.
async fn quiet_marker(service: &Service) -> (Vec<(u32, MatchStatus)>, Vec<(String, i64)>) {
    let matches = all_matches(service).await;
    (
        matches.iter().map(|m| (m.ply, m.status)).collect(),
        service.outbox_tally().await.unwrap(),
    )
}

async fn all_matches(service: &Service) -> Vec<MatchRow> {
    let mut out = Vec::new();
    for id in 1.. {
        match service.get_match(MatchId(id)).await {
            Ok(m) => out.push(m),
            Err(_) => break,
        }
    }
    out
}

/// What the players can see in the fake Discord: the bot's own posts, not replies.
struct Seen {
    posts: Vec<Message>,
}

#[derive(Default)]
struct Problems {
    lost: Vec<String>,
    duplicated: Vec<String>,
}

fn png_of(m: &Message) -> Option<Vec<u8>> {
    m.attachments
        .iter()
        .find(|f| f.is_png())
        .map(|f| f.bytes.clone())
}

fn render(view: &stratego_bot::engine::View) -> Vec<u8> {
    board_png(
        view,
        &BoardStyle {
            numbering: Numbering::New,
        },
    )
}

impl Seen {
    fn new(fake: &FakeDiscord) -> Seen {
        let bot = fake.bot_user().id;
        Seen {
            posts: fake
                .messages()
                .into_iter()
                .filter(|m| m.author_id == bot && !m.deleted)
                // Public answers in a thread are posts too: a move typed there is logged by
                // its answer.
                .filter(|m| {
                    m.interaction_token.is_none() || (m.parent_id.is_some() && !m.is_ephemeral())
                })
                .collect(),
        }
    }

    /// The setup editor pictures of game `id` in `user`'s DMs.
    fn setup_dms<'a>(
        &'a self,
        fake: &FakeDiscord,
        id: MatchId,
        user: UserId,
    ) -> impl Iterator<Item = &'a Message> {
        let dm = fake.dm_channel(&TestUser {
            id: user.0,
            name: String::new(),
            bot: false,
        });
        let prefix = format!("Game {id} against");
        self.in_channel(dm)
            .filter(move |msg| msg.content.starts_with(&prefix))
    }

    fn in_channel(&self, channel: u64) -> impl Iterator<Item = &Message> {
        self.posts.iter().filter(move |m| m.channel_id == channel)
    }

    async fn problems(&self, service: &Service, fake: &FakeDiscord) -> Problems {
        let mut p = Problems::default();
        let matches = all_matches(service).await;
        // The same text twice in one place is a post shown twice. The setup grid's two
        // messages name no game, so every game of a player has the same ones in their DMs:
        // they are counted against the games instead (two per game at most).
        let mut texts: HashMap<(u64, &str), usize> = HashMap::new();
        let mut grids: HashMap<u64, usize> = HashMap::new();
        for m in &self.posts {
            if m.content.starts_with("Files ") {
                *grids.entry(m.channel_id).or_default() += 1;
            } else {
                *texts.entry((m.channel_id, m.content.as_str())).or_default() += 1;
            }
        }
        for ((channel, text), n) in texts {
            if n > 1 {
                p.duplicated.push(format!("{n} times in {channel}: {text}"));
            }
        }
        for (channel, n) in grids {
            if n > 2 * matches.len() {
                p.duplicated.push(format!(
                    "{n} setup grid messages in {channel} for {} games",
                    matches.len()
                ));
            }
        }
        let threads = fake.threads_in(fake.text_channel()).len();
        let opened = matches.iter().filter(|m| m.thread.is_some()).count();
        if threads > opened {
            p.duplicated
                .push(format!("{threads} threads for {opened} matches"));
        }
        for m in &matches {
            self.check_match(service, fake, m, &mut p).await;
        }
        p
    }

    async fn check_match(
        &self,
        service: &Service,
        fake: &FakeDiscord,
        m: &MatchRow,
        p: &mut Problems,
    ) {
        let id = m.id;
        let Some(thread) = m.thread else {
            p.lost.push(format!("game {id} has no thread"));
            return;
        };
        let thread = thread.0;
        let in_thread: Vec<&Message> = self.in_channel(thread).collect();
        let started = m.started_at.is_some();
        // Log lines: exactly one per move, in order.
        let mut last_id = 0;
        for ply in 1..=m.ply {
            let prefix = format!("{ply}. ");
            let lines: Vec<&&Message> = in_thread
                .iter()
                .filter(|msg| msg.content.starts_with(&prefix))
                .collect();
            match lines.as_slice() {
                [one] => {
                    if one.id < last_id {
                        p.lost
                            .push(format!("game {id}: log line {ply} out of order"));
                    }
                    last_id = one.id;
                }
                [] => p
                    .lost
                    .push(format!("game {id}: no log line for move {ply}")),
                more => p.duplicated.push(format!(
                    "game {id}: {} log lines for move {ply}",
                    more.len()
                )),
            }
        }
        if !started {
            let setups = |user: &UserId| self.setup_dms(fake, id, *user).count();
            for user in [*m.players.get(Color::Red), *m.players.get(Color::Blue)] {
                let n = setups(&user);
                if m.status == MatchStatus::Setup && n == 0 {
                    p.lost.push(format!("game {id}: no setup DM for {user}"));
                }
                // The editor shows the setup as stored (its string is in the text).
                if m.status == MatchStatus::Setup
                    && let Ok(stored) = service.setup_of(id, user).await
                    && !self
                        .setup_dms(fake, id, user)
                        .any(|msg| msg.content.contains(&stored.text()))
                {
                    p.lost
                        .push(format!("game {id}: {user}'s setup editor is behind"));
                }
                if n > 1 {
                    p.duplicated
                        .push(format!("game {id}: {n} setup DMs for {user}"));
                }
            }
            return;
        }
        let count = |needle: &str| {
            in_thread
                .iter()
                .filter(|m| m.content.starts_with(needle))
                .count()
        };
        if count("Both setups are locked in") != 1 {
            p.lost.push(format!(
                "game {id}: {} start posts",
                count("Both setups are locked in")
            ));
        }
        // The public board: one message, the latest position.
        let boards: Vec<&&Message> = in_thread
            .iter()
            .filter(|msg| msg.content.starts_with(&format!("Game {id}, move ")))
            .collect();
        let spectator = service.view(id, Viewer::Spectator).await.unwrap();
        match boards.as_slice() {
            [board] => {
                if png_of(board) != Some(render(&spectator)) {
                    p.lost.push(format!(
                        "game {id}: the public board is not at move {} ({})",
                        m.ply, board.content
                    ));
                }
            }
            other => p
                .duplicated
                .push(format!("game {id}: {} public boards", other.len())),
        }
        // Both private boards: one DM each, the latest position.
        for color in Color::ALL {
            let user = *m.players.get(color);
            let dm = fake.dm_channel(&TestUser {
                id: user.0,
                name: String::new(),
                bot: false,
            });
            let boards: Vec<&Message> = self
                .in_channel(dm)
                .filter(|msg| {
                    msg.content.starts_with(&format!("Game {id} against"))
                        && msg.content.contains(", you play")
                })
                .collect();
            let view = service.view(id, Viewer::Player(color)).await.unwrap();
            match boards.as_slice() {
                [board] => {
                    if png_of(board) != Some(render(&view)) {
                        p.lost.push(format!(
                            "game {id}: {color}'s board is not at move {}",
                            m.ply
                        ));
                    }
                }
                other => p
                    .duplicated
                    .push(format!("game {id}: {} {color} boards", other.len())),
            }
        }
        // The player to move was pinged (by the last log line, or the start post).
        if m.status == MatchStatus::Playing {
            let to_move = *m.players.get(spectator.to_move);
            let mention = format!("<@{to_move}>");
            let pinged_by = if m.ply == 0 {
                in_thread
                    .iter()
                    .find(|msg| msg.content.starts_with("Both setups are locked in"))
            } else {
                let prefix = format!("{}. ", m.ply);
                in_thread
                    .iter()
                    .find(|msg| msg.content.starts_with(&prefix))
            };
            if !pinged_by.is_some_and(|msg| msg.content.contains(&mention)) {
                p.lost
                    .push(format!("game {id}: {to_move} not pinged at move {}", m.ply));
            }
        } else {
            let ends = in_thread
                .iter()
                .filter(|msg| msg.content.contains("Setups (front row first)"))
                .count();
            if ends != 1 {
                p.lost.push(format!("game {id}: {ends} end posts"));
            }
        }
    }
}

async fn run(kills: usize, seed: u64, kill_every: (usize, usize)) -> Figures {
    crate::support::bot::init_logs();
    let (mut campaign, _dir) = Campaign::start(seed, kill_every).await;
    while campaign.figures.kills < kills {
        campaign.step().await;
    }
    // A few more actions after the last restart, then the last look.
    for _ in 0..3 {
        campaign.kill_in = usize::MAX;
        campaign.step().await;
    }
    campaign.finish().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_posts_every_move_once_after_restart() {
    let seed: u64 = rand::random();
    eprintln!("seed {seed}");
    let figures = run(4, seed, (3, 12)).await;
    eprintln!("{figures:?}");
    assert_eq!((figures.lost, figures.duplicated), (0, 0));
    assert!(figures.moves > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "soak: STRATEGO_ANNOUNCE_KILLS=200 [STRATEGO_ANNOUNCE_SEED=n] cargo test --test it announce_kills::soak -- --ignored --nocapture"]
async fn soak() {
    let kills: usize = std::env::var("STRATEGO_ANNOUNCE_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(200);
    // The seed picks the actions; when the kills land still depends on timing.
    let seed: u64 = std::env::var("STRATEGO_ANNOUNCE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(rand::random);
    eprintln!("seed {seed}");
    let started = Instant::now();
    let figures = run(kills, seed, (1, 6)).await;
    println!(
        "announcer kill soak: {} kills, {} games, {} moves, {} checks, lost {}, duplicated {}, \
         repeated sends answered by nonce {}, {:.0} s",
        figures.kills,
        figures.games,
        figures.moves,
        figures.checks,
        figures.lost,
        figures.duplicated,
        figures.nonce_repeats,
        started.elapsed().as_secs_f64()
    );
    assert_eq!((figures.lost, figures.duplicated), (0, 0));
}
