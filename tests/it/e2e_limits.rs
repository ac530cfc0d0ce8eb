//! Real sizes and per-member limits through the real bot against the loopback Discord, which
//! refuses (and records as a problem) anything over Discord's own limits: 40 open challenges
//! paged with buttons, one member capped at three, draw offers capped per game, tournaments
//! capped per creator, 200 members signing up for a 128-player Swiss with names in six
//! languages up to 80 characters, its round posted in pieces, its standings named without a
//! request per name; and (opt-in) that Swiss played to its winner.

use std::time::{Duration, Instant};

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, InteractionHandle, Message, TestUser};
use crate::support::table::{self, choice};

const WAIT: Duration = Duration::from_secs(60);
const SWISS: i64 = 2;
const DUEL: i64 = 2;

async fn start(fake: &FakeDiscord) -> (bot::RunningBot, tempfile::TempDir, Vec<serde_json::Value>) {
    bot::start_fresh(fake, Duration::from_millis(500)).await
}

/// The interaction's text, whichever way it was answered.
async fn text_of(call: &InteractionHandle) -> String {
    let response = call.await_response(WAIT).await;
    if let Some(text) = response.content.filter(|t| !t.is_empty()) {
        return text;
    }
    call.wait_for_followup(WAIT, |m| !m.content.is_empty())
        .await
        .content
}

/// Waits until the bot has remembered the message of every open challenge (it does so just
/// after answering the command), so the list can link each one.
async fn every_challenge_message_remembered(running: &bot::RunningBot, guild: u64) {
    use stratego_bot::service::{GuildId, MessageKind, MessageScope};
    let service = running.service();
    for _ in 0..200 {
        let open = service.open_challenges(GuildId(guild)).await.unwrap();
        let mut remembered = 0;
        for c in &open {
            let scope = MessageScope::Challenge(c.id);
            if !service
                .messages(scope, MessageKind::Challenge)
                .await
                .unwrap()
                .is_empty()
            {
                remembered += 1;
            }
        }
        if remembered == open.len() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("a challenge's message was never remembered");
}

async fn open_challenge(
    fake: &FakeDiscord,
    commands: &[serde_json::Value],
    who: &TestUser,
) -> String {
    let call = fake
        .slash_command(who, fake.text_channel(), "challenge")
        .option("variant", choice(commands, "challenge", "variant", "duel"))
        .send();
    text_of(&call).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forty_open_challenges_page_with_buttons_and_one_member_is_capped() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, commands) = start(&fake).await;
    let members: Vec<TestUser> = (0..14).map(|i| fake.add_user(&format!("m{i}"))).collect();
    let mut made = 0;
    'all: for who in &members {
        for _ in 0..3 {
            if made == 40 {
                break 'all;
            }
            open_challenge(&fake, &commands, who).await;
            made += 1;
        }
    }
    every_challenge_message_remembered(&running, fake.guild_id()).await;
    // A fourth open challenge from the same member is refused, privately, and not posted.
    let posts = || {
        fake.messages_in(fake.text_channel())
            .iter()
            .filter(|m| !m.is_ephemeral())
            .count()
    };
    let posts_before = posts();
    let refused = fake
        .slash_command(&members[0], fake.text_channel(), "challenge")
        .option("variant", choice(&commands, "challenge", "variant", "duel"))
        .send();
    let response = refused.await_response(WAIT).await;
    assert!(response.is_ephemeral());
    let text = response.content.unwrap_or_default();
    assert!(text.contains("already have 3 open challenges"), "{text}");
    running.settled().await;
    assert_eq!(posts(), posts_before);

    // /challenges shows 8 a page with Previous / Next; every page fits one message.
    let viewer = fake.add_user("viewer");
    let list = fake
        .slash_command(&viewer, fake.text_channel(), "challenges")
        .send();
    let first = list
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    assert!(first.is_ephemeral());
    assert!(first.content.contains("Page 1 of 5"), "{}", first.content);
    assert_eq!(first.content.matches("discord.com/channels").count(), 8);
    let mut seen = first.content.clone();
    let mut page = first;
    for n in 2..=5 {
        let next = format!("challenges-page:{}", n - 1);
        assert!(page.custom_ids().contains(&next), "{:?}", page.custom_ids());
        let click = fake.click_button(&viewer, &page, &next);
        click.await_response(WAIT).await;
        let wanted = format!("Page {n} of 5");
        page = fake
            .wait_for_message(WAIT, |m| m.id == page.id && m.content.contains(&wanted))
            .await;
        assert!(page.content.chars().count() <= 2000);
        seen.push_str(&page.content);
    }
    assert_eq!(seen.matches("discord.com/channels").count(), 40);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_offers_and_tournaments_are_capped_per_member() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, commands) = start(&fake).await;
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    let challenge = fake
        .slash_command(&alice, fake.text_channel(), "challenge")
        .option("opponent", &bob)
        .option("variant", choice(&commands, "challenge", "variant", "duel"))
        .send();
    table::accept(&fake, &challenge, &bob).await;
    for who in [&alice, &bob] {
        table::ready_by_dm(&fake, who).await;
    }
    let thread = fake
        .wait_for_message(WAIT, |m| m.content.contains("to move"))
        .await
        .channel_id;
    // Offer, declined, three times; the fourth offer is refused and pings nobody.
    for _ in 0..3 {
        let offered = fake
            .slash_command(&alice, thread, "draw")
            .option("action", choice(&commands, "draw", "action", "offer"))
            .send();
        text_of(&offered).await;
        let declined = fake
            .slash_command(&bob, thread, "draw")
            .option("action", choice(&commands, "draw", "action", "decline"))
            .send();
        text_of(&declined).await;
    }
    // The offers are posted by the announcer, shortly after each reply.
    let offers_posted = || {
        fake.messages_in(thread)
            .iter()
            .filter(|m| m.content.contains("offers a draw"))
            .count()
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while offers_posted() < 3 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let pings_before = offers_posted();
    assert_eq!(pings_before, 3);
    let fourth = fake
        .slash_command(&alice, thread, "draw")
        .option("action", choice(&commands, "draw", "action", "offer"))
        .send();
    let text = text_of(&fourth).await;
    assert!(text.contains("offered a draw 3 times"), "{text}");
    running.settled().await;
    let pings_after = fake
        .messages_in(thread)
        .iter()
        .filter(|m| m.content.contains("offers a draw"))
        .count();
    assert_eq!(pings_after, 3);

    // Two open tournaments per creator.
    let owner = fake.owner();
    for (i, expected) in [(1, None), (2, None), (3, Some("two tournaments"))] {
        let call = fake
            .slash_command(&owner, fake.text_channel(), "tournament")
            .subcommand("create")
            .option("name", format!("Cup {i}"))
            .option("format", 0i64)
            .send();
        let text = text_of(&call).await;
        match expected {
            Some(refusal) => assert!(text.contains(refusal), "{text}"),
            None => assert!(text.contains(&format!("Cup {i}")), "{text}"),
        }
    }
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

/// 80 characters of each language's script (and one name of each at an ordinary length).
fn long_names() -> Vec<String> {
    let stems = [
        "Alexandra Montgomery-",
        "Åsa Öberg-Lindqvist ",
        "Ștefania Țurcanu-",
        "Александра Кузнецова-",
        "अक्षया देशपांडे-",
        "สมชายใจดีมีสุข",
    ];
    stems
        .iter()
        .map(|stem| stem.chars().cycle().take(80).collect())
        .collect()
}

/// 200 members try to join a 128-player Swiss; returns the members who got in.
async fn sign_up_200(fake: &FakeDiscord) -> (Message, Vec<TestUser>) {
    let owner = fake.owner();
    let create = fake
        .slash_command(&owner, fake.text_channel(), "tournament")
        .subcommand("create")
        .option("name", "Big [Swiss](https://evil.example) @everyone")
        .option("format", SWISS)
        .option("variant", DUEL)
        .option("max_players", 128i64)
        .send();
    let signup = create
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    assert!(!signup.content.contains("@everyone"), "{}", signup.content);
    assert!(!signup.content.contains("[Swiss]("), "{}", signup.content);
    let join = signup
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("tournament-join:"))
        .unwrap();
    let mut names = long_names();
    names.extend((0..194).map(|i| format!("player{i}")));
    let mut joined = Vec::new();
    let mut full = 0;
    for name in names {
        let who = fake.add_user(&name);
        let click = fake.click_button(&who, &signup, &join);
        let response = click.await_response(WAIT).await;
        let text = match response.kind {
            // The sign-up message itself is edited by the announcer.
            6 => {
                click
                    .wait_for_followup(WAIT, |m| m.is_ephemeral())
                    .await
                    .content
            }
            _ => response.content.unwrap_or_default(),
        };
        if text.contains("full") {
            full += 1;
        } else {
            joined.push(who);
        }
    }
    assert_eq!((joined.len(), full), (128, 72));
    let signup = fake
        .wait_for_message(WAIT, |m| {
            m.id == signup.id && m.content.contains("(128/128)")
        })
        .await;
    assert!(signup.content.contains("and 88 more"), "{}", signup.content);
    (signup, joined)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_sign_ups_and_a_round_of_sixty_four_games_fit_discord() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = start(&fake).await;
    let (_, players) = sign_up_200(&fake).await;
    let owner = fake.owner();
    let started = fake
        .slash_command(&owner, fake.text_channel(), "tournament")
        .subcommand("start")
        .send();
    started.await_response(WAIT).await;
    let general = fake.text_channel();
    // 64 boards do not fit one message: the pairings come in several, all of them.
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == general && m.content.contains("Board 64:")
    })
    .await;
    let boards: usize = fake
        .messages_in(general)
        .iter()
        .map(|m| m.content.matches("Board ").count())
        .sum();
    assert_eq!(boards, 64);
    // Every player hears their pairing.
    for p in players.iter().take(6) {
        fake.wait_for_dm(p, WAIT, |m| m.content.contains("round 1 of 7"))
            .await;
    }
    // Standings: names from the bot's own records, not one Discord request per player.
    let users_before = fake.requests_matching("GET", "/users/*").len();
    let standings = fake
        .slash_command(&players[0], general, "tournament")
        .subcommand("standings")
        .send();
    standings.await_response(WAIT).await;
    standings.wait_for_followup(WAIT, |m| m.has_png()).await;
    running.settled().await;
    assert_eq!(
        fake.requests_matching("GET", "/users/*").len(),
        users_before,
        "no request per name"
    );
    let pairings = fake
        .slash_command(&players[1], general, "tournament")
        .subcommand("pairings")
        .send();
    pairings.await_response(WAIT).await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

/// Opt-in (a few minutes on two cores):
/// `cargo test --test it e2e_limits::a_128_player_swiss_runs_to_its_winner -- --ignored --nocapture`
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "long: a 128-player Swiss through the bot; run with --ignored --nocapture"]
async fn a_128_player_swiss_runs_to_its_winner() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = start(&fake).await;
    let began = Instant::now();
    let (_, players) = sign_up_200(&fake).await;
    let owner = fake.owner();
    let general = fake.text_channel();
    fake.slash_command(&owner, general, "tournament")
        .subcommand("start")
        .send()
        .await_response(WAIT)
        .await;
    // Each round, the player on blue in every game gives up in setup. A round opens 64
    // threads and renders 128 setup images before its pairings post: give it time.
    let round_wait = Duration::from_secs(600);
    for round in 1..=7 {
        let wanted = format!("round {round} of 7 is paired");
        let found = fake
            .try_wait_for_message(round_wait, |m| {
                m.channel_id == general && m.content.contains(&wanted)
            })
            .await;
        if found.is_none() {
            let posts: Vec<String> = fake
                .messages_in(general)
                .iter()
                .map(|m| m.content.chars().take(160).collect())
                .collect();
            panic!(
                "no `{wanted}` in the channel; it holds:\n{}",
                posts.join("\n")
            );
        }
        // A long pairing list arrives as several posts: wait until every one owed is sent.
        running.settled().await;
        let games: Vec<(u64, u64)> = fake
            .messages_in(general)
            .iter()
            .skip_while(|m| !m.content.contains(&wanted))
            .flat_map(|m| {
                m.content
                    .lines()
                    .filter(|l| l.contains(" (blue) "))
                    .filter_map(|l| {
                        let ids: Vec<u64> = l
                            .split("<@")
                            .skip(1)
                            .filter_map(|r| r.split('>').next()?.parse().ok())
                            .collect();
                        Some((*ids.get(1)?, 0))
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        for (blue, _) in games {
            let who = players.iter().find(|p| p.id == blue).unwrap();
            let answer = text_of(
                &fake
                    .slash_command(who, fake.dm_channel(who), "resign")
                    .send(),
            )
            .await;
            assert!(answer.contains("resigned"), "round {round}: {answer}");
        }
    }
    let winner = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("is over")
        })
        .await;
    assert!(
        winner.content.contains("The winner is"),
        "{}",
        winner.content
    );
    println!(
        "128-player Swiss (200 sign-ups, 7 rounds, 448 games) through the bot: {:.1} s",
        began.elapsed().as_secs_f64()
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removed_from_a_server_its_games_tournaments_challenges_and_queue_end() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = bot::database_url(dir.path());
    let mut config = bot::config(&fake, &url);
    config.tournament_tick = Duration::from_millis(500);
    bot::init_logs();
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    let commands = fake.wait_for_commands(WAIT).await;
    let (alice, bob, cy) = (
        fake.add_user("alice"),
        fake.add_user("bob"),
        fake.add_user("cy"),
    );
    // A game in setup, an open challenge and a tournament taking sign-ups.
    let challenge = fake
        .slash_command(&alice, fake.text_channel(), "challenge")
        .option("opponent", &bob)
        .option("variant", choice(&commands, "challenge", "variant", "duel"))
        .send();
    table::accept(&fake, &challenge, &bob).await;
    fake.wait_for_dm(&bob, WAIT, |m| m.has_png()).await;
    open_challenge(&fake, &commands, &cy).await;
    let owner = fake.owner();
    let create = fake
        .slash_command(&owner, fake.text_channel(), "tournament")
        .subcommand("create")
        .option("name", "Gone Cup")
        .option("format", 0i64)
        .send();
    text_of(&create).await;
    // ...and a member waiting in the quick-pairing queue.
    let dan = fake.add_user("dan");
    text_of(&fake.slash_command(&dan, fake.text_channel(), "play").send()).await;

    fake.remove_bot_from_guild();
    let db = sqlx::SqlitePool::connect(&url).await.unwrap();
    let deadline = Instant::now() + WAIT;
    loop {
        let open: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM matches WHERE status IN ('setup','playing')) \
             + (SELECT COUNT(*) FROM tournaments WHERE status IN ('signup','running')) \
             + (SELECT COUNT(*) FROM challenges WHERE status = 'open') \
             + (SELECT COUNT(*) FROM play_queue) \
             + (SELECT COUNT(*) FROM deadlines) \
             + (SELECT COUNT(*) FROM outbox WHERE done_at IS NULL)",
        )
        .fetch_one(&db)
        .await
        .unwrap();
        if open == 0 {
            break;
        }
        assert!(Instant::now() < deadline, "{open} things still open");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let status: String = sqlx::query_scalar("SELECT status FROM matches")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(status, "cancelled", "ended without a result");
    db.close().await;
    // Every post about the ending has been tried (above); nothing keeps knocking on the
    // closed door.
    let refused = || fake.requests().iter().filter(|r| r.status == 403).count();
    let before = refused();
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(refused(), before);
    running.stop().await;
}
