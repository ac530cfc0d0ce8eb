//! One game with serenity's own rate limiter on, as in production, against a fake Discord that
//! holds the bot to Discord's rate limits (5 posts per 5 seconds in a channel, 50 requests a
//! second in all, 429 with `retry_after` beyond them; see `fake_discord::ratelimit`).
//!
//! Every other end-to-end test points serenity at the fake with a proxy, which forces its rate
//! limiter off (the limiter ignores the proxy). Here the fake also answers as
//! `https://discord.com` over TLS and the bot's client resolves `discord.com` to it
//! (`Config::discord_tls_override`), so every REST call goes through the rate limiter exactly
//! as in production. The players play as fast as the bot answers, so the game's thread and
//! DMs get posts faster than their buckets allow, and the bot must wait rather than lose or
//! repeat a post.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use stratego_bot::engine::{Color, Deployment, Game, Move, Rules, Viewer};
use stratego_bot::render::{BoardStyle, Numbering, board_png};

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, Message, RateLimitStats, RateLimits, TestUser};
use crate::support::table::{self, WAIT, choice, private_answer, quoted};

/// Moves played after the opening.
const MOVES: usize = 24;
/// 429s, and requests sent into a bucket after its 429, that a correct client may still cause
/// (requests already on their way).
const IN_FLIGHT_TOLERANCE: u64 = 2;
/// What is left of the global budget for this game on a bot busy elsewhere (requests a second).
const BUSY_BOT_SHARE: u32 = 8;

fn pixels(png: &[u8]) -> image::RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8()
}

/// The one board image in `message`, as pixels.
fn board_of(message: &Message) -> Option<image::RgbaImage> {
    let png = message.attachments.iter().find(|f| f.is_png())?;
    Some(pixels(&png.bytes))
}

/// The bot's log lines in `thread` (`12. Red B4-B5 ...`), oldest first.
fn log_lines(fake: &FakeDiscord, thread: u64) -> Vec<String> {
    fake.messages_in(thread)
        .into_iter()
        .filter(|m| !m.is_ephemeral() && !m.has_png())
        .map(|m| m.content)
        .filter(|c| {
            c.split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .collect()
}

/// `user`'s private board DM.
fn dm_board(fake: &FakeDiscord, user: &TestUser) -> Option<Message> {
    fake.dm_messages(user)
        .into_iter()
        .filter(|m| m.interaction_token.is_none())
        .find(|m| m.content.contains(", you play"))
}

/// The setup `user` locked in, as their setup DM shows it.
async fn locked_setup(fake: &FakeDiscord, user: &TestUser) -> Deployment {
    let locked = fake
        .wait_for_dm(user, WAIT, |m| m.content.contains("locked in"))
        .await;
    let code = quoted(&locked.content, 0).expect("the setup code");
    Deployment::parse(code).expect("a setup the engine reads")
}

/// `user` shuffles their setup with the Random button, then presses Ready.
async fn random_and_ready(fake: &FakeDiscord, user: &TestUser) {
    let controls = fake.wait_for_dm(user, WAIT, table::has_ready).await;
    let random = table::button(&controls, "setup-random:");
    fake.click_button(user, &controls, &random)
        .await_response(WAIT)
        .await;
    let controls = fake.message(controls.id).expect("the controls");
    let ready = table::button(&controls, "setup-ready:");
    fake.click_button(user, &controls, &ready)
        .await_response(WAIT)
        .await;
}

/// A legal move for `player`, picked as a player would from `/move`'s autocomplete.
async fn pick_move(fake: &FakeDiscord, player: &TestUser, thread: u64, rng: &mut StdRng) -> String {
    let mut typed = String::new();
    loop {
        let choices = fake
            .autocomplete(player, thread, "move")
            .focused("text", &typed)
            .send()
            .await_response(WAIT)
            .await
            .choice_names();
        let pick = choices
            .choose(rng)
            .unwrap_or_else(|| panic!("no moves offered for {typed:?}"))
            .clone();
        if !pick.ends_with('-') {
            return pick;
        }
        typed = pick;
    }
}

/// What a game under rate limits came to.
struct Figures {
    moves: usize,
    /// From the challenge to the last move's answer.
    moves_played: Duration,
    requests: u64,
    refused: u64,
    stats: RateLimitStats,
}

/// Starts a bot with serenity's rate limiter on against a fake enforcing `limits`, plays the
/// opening and [`MOVES`] moves as fast as the bot answers, and checks what both players see:
/// every log line once and in order, both private boards current, nothing Discord would refuse.
async fn play_fast_game(label: &str, limits: RateLimits) -> Figures {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    fake.set_rate_limits(Some(limits));
    let tls = fake.serve_tls().await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut config = bot::config(&fake, &bot::database_url(dir.path()));
    // No proxy: the bot calls https://discord.com, which is the fake.
    config.api_base = None;
    config.discord_tls_override = Some(tls.config_override());
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    let commands = fake.wait_for_commands(WAIT).await;
    let started = Instant::now();

    // ----- the opening: challenge, accept, Random and Ready for both -----
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");
    let text_channel = fake.text_channel();
    let challenge = fake
        .slash_command(&alice, text_channel, "challenge")
        .option("opponent", &bob)
        .option(
            "variant",
            choice(&commands, "challenge", "variant", "classic"),
        )
        .option("two_squares", 3)
        .option("one_time_bombs", false)
        .option("first", choice(&commands, "challenge", "first", "me red"))
        .send();
    table::accept(&fake, &challenge, &bob).await;
    let thread = fake
        .wait_for_thread(WAIT, |c| c.parent_id == Some(text_channel))
        .await
        .id;
    random_and_ready(&fake, &alice).await;
    random_and_ready(&fake, &bob).await;
    let red = locked_setup(&fake, &alice).await;
    let blue = locked_setup(&fake, &bob).await;
    let mut game = Game::new(Rules::default(), &red, &blue).expect("legal setups");
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == thread && m.content.starts_with("Both setups are locked in")
    })
    .await;

    // ----- moves, each as soon as the bot has answered the last -----
    let mut rng = StdRng::seed_from_u64(7);
    let mut expected = Vec::new();
    for _ in 0..MOVES {
        if game.is_over() {
            break;
        }
        let color = game.to_move();
        let player = if color == Color::Red { &alice } else { &bob };
        let text = pick_move(&fake, player, thread, &mut rng).await;
        let reply = private_answer(
            &fake,
            &fake
                .slash_command(player, thread, "move")
                .option("text", text.as_str())
                .send(),
        )
        .await;
        assert!(
            reply.text.starts_with(&format!("You played {text}.")),
            "{}",
            reply.text
        );
        let number = game.ply() + 1;
        let played = game
            .play(Move::parse(&text).expect("a move"))
            .expect("the bot's own choices are legal");
        let sep = if played.battle.is_some() { 'x' } else { '-' };
        expected.push(format!(
            "{number}. {color:?} {}{sep}{}",
            played.from, played.to
        ));
    }
    let moves_played = started.elapsed();

    // ----- every log line once, in order; both private boards current -----
    let style = BoardStyle {
        numbering: Numbering::New,
    };
    let views = [Color::Red, Color::Blue]
        .map(|c| pixels(&board_png(&game.view(Viewer::Player(c)), &style)));
    // The thread's posts queue behind its bucket: one window per `per_route` log lines.
    let windows = expected.len() as u32 / limits.per_route + 1;
    let deadline = Instant::now() + WAIT + limits.route_window * windows;
    loop {
        let lines = log_lines(&fake, thread);
        let boards_current = [&alice, &bob].iter().zip(&views).all(|(user, view)| {
            dm_board(&fake, user).and_then(|m| board_of(&m)).as_ref() == Some(view)
        });
        if lines.len() >= expected.len() && boards_current {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "after {} moves: {} log lines, private boards current: {boards_current}\n{}",
            expected.len(),
            lines.len(),
            fake.debug_dump()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let delivered = started.elapsed();
    let lines = log_lines(&fake, thread);
    assert_eq!(
        lines.len(),
        expected.len(),
        "one log line a move: {lines:#?}"
    );
    for (line, wanted) in lines.iter().zip(&expected) {
        assert!(
            line.starts_with(wanted.as_str()),
            "{line:?} should be {wanted:?}: {lines:#?}"
        );
    }

    // ----- every call went through the rate limiter to the fake -----
    // A call still on its way (a spectators' board held back under load) has passed the TLS
    // endpoint but not yet reached the fake: count once the two agree (a call that bypassed
    // TLS would keep them apart, and fails below).
    let until = Instant::now() + WAIT;
    let (over_tls, requests, refused, stats) = loop {
        let over_tls = tls.api_requests();
        let stats = fake.rate_limit_stats();
        let requests = fake.requests();
        let refused = requests.iter().filter(|r| r.status == 429).count() as u64;
        let settled = over_tls == requests.len() as u64 && refused == stats.refused();
        if settled || Instant::now() >= until {
            break (over_tls, requests, refused, stats);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    println!(
        "{label}: {} moves, {} REST requests ({} over TLS), {} answered 429 ({} bucket, {} \
         global), {} sent into a bucket during its retry_after, {} during a global one, {} \
         bucket windows used up, busiest {} requests; moves played in {moves_played:.1?}, \
         all delivered after {delivered:.1?}",
        expected.len(),
        requests.len(),
        over_tls,
        refused,
        stats.bucket_429s,
        stats.global_429s,
        stats.sent_during_bucket_retry,
        stats.sent_during_global_retry,
        stats.full_windows,
        stats.busiest_window,
    );
    assert_eq!(
        over_tls,
        requests.len() as u64,
        "every REST call reached the fake as https://discord.com"
    );
    assert_eq!(refused, stats.refused());
    for r in requests.iter().filter(|r| r.status == 429) {
        println!("  429: {} {}", r.method, r.path);
    }
    let problems = fake.problems();
    assert!(problems.is_empty(), "{problems:?}");
    running.stop().await;
    Figures {
        moves: expected.len(),
        moves_played,
        requests: requests.len() as u64,
        refused,
        stats,
    }
}

/// Discord's own budgets: serenity learns each bucket from its first answer and waits for the
/// reset before Discord has to refuse anything.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fast_game_keeps_to_discords_rate_limits() {
    let figures = play_fast_game("Discord's limits", RateLimits::DISCORD).await;
    let stats = figures.stats;
    // One log line a move in one thread: faster than a bucket's budget, the limiter must wait.
    let pace = figures.moves as f64 / figures.moves_played.as_secs_f64();
    let budget = RateLimits::DISCORD;
    if pace > f64::from(budget.per_route) / budget.route_window.as_secs_f64() {
        assert!(
            stats.full_windows > 0,
            "{pace:.1} moves a second used up no bucket: {stats:?}"
        );
    } else {
        println!("only {pace:.1} moves a second: no bucket had to be used up");
    }
    assert!(
        stats.sent_during_bucket_retry <= IN_FLIGHT_TOLERANCE,
        "the bot kept sending into a bucket while told to wait: {stats:?}"
    );
    assert!(
        figures.refused <= IN_FLIGHT_TOLERANCE,
        "{} of {} requests refused: serenity should wait before Discord refuses: {stats:?}",
        figures.refused,
        figures.requests
    );
}

/// A bot busy in other servers: most of its 50 requests a second go elsewhere, and this game
/// gets what is left. serenity cannot see the global budget coming (Discord sends no headers
/// for it), so Discord refuses some calls; serenity waits out each `retry_after` and sends
/// the call again, and the players still see every post once and in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fast_game_on_a_busy_bot_is_refused_and_retried() {
    let limits = RateLimits {
        global_per_second: BUSY_BOT_SHARE,
        ..RateLimits::DISCORD
    };
    let figures = play_fast_game("a busy bot", limits).await;
    let stats = figures.stats;
    assert!(
        stats.global_429s > 0,
        "the game needed more than {BUSY_BOT_SHARE} calls a second: {stats:?}"
    );
    assert!(
        stats.sent_during_bucket_retry <= IN_FLIGHT_TOLERANCE,
        "the bot kept sending into a bucket while told to wait: {stats:?}"
    );
    assert!(
        figures.refused * 4 <= figures.requests,
        "{} of {} requests refused: {stats:?}",
        figures.refused,
        figures.requests
    );
    assert!(figures.moves > 0);
}
