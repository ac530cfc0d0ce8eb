//! What users type comes back cut short and inert, and lists they read page: through the real
//! bot against the loopback Discord. A 300-character name full of Markdown, mentions and
//! masked links, typed as a setup name, a move or a square, is answered privately with at most
//! 40 characters of it, escaped, and changes nothing; `/games` with more games than a page
//! holds pages with Previous / Next; a tournament whose players have 80-character names in
//! every language's script runs to its final post with images and every message in limits.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, InteractionHandle, Message, TestUser};
use crate::support::table::{self, choice};

const WAIT: Duration = Duration::from_secs(60);
const SWISS: i64 = 2;
const DUEL: i64 = 2;

async fn start(fake: &FakeDiscord) -> (bot::RunningBot, tempfile::TempDir, Vec<serde_json::Value>) {
    bot::start_fresh(fake, Duration::from_millis(500)).await
}

/// The interaction's answer, whichever way it came: (text, ephemeral).
async fn answer(call: &InteractionHandle) -> (String, bool) {
    let response = call.await_response(WAIT).await;
    if let Some(text) = response.content.clone().filter(|t| !t.is_empty()) {
        return (text, response.is_ephemeral());
    }
    let m = call
        .wait_for_followup(WAIT, |m| !m.content.is_empty())
        .await;
    (m.content.clone(), m.is_ephemeral())
}

/// A challenge `red` makes and `blue` accepts; returns once `red`'s setup editor arrived.
async fn game(fake: &FakeDiscord, commands: &[serde_json::Value], red: &TestUser, blue: &TestUser) {
    let challenge = fake
        .slash_command(red, fake.text_channel(), "challenge")
        .option("opponent", blue)
        .option("variant", choice(commands, "challenge", "variant", "duel"))
        .send();
    table::accept(fake, &challenge, blue).await;
}

/// Everything public or in DMs, as it stands (ephemeral answers left out).
fn lasting(fake: &FakeDiscord) -> Vec<(u64, u32, String, bool)> {
    fake.messages()
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.interaction_token.is_none())
        .map(|m| (m.id, m.edits, m.content.clone(), m.deleted))
        .collect()
}

/// 300 characters of Markdown, mentions and a masked link.
fn hostile() -> String {
    let unit = "**[free nitro](https://evil.example)** @everyone <@1> `x` ||spoiler|| ";
    unit.chars().cycle().take(300).collect()
}

fn assert_inert(text: &str) {
    assert!(!text.contains("]("), "no masked link: {text}");
    assert!(!text.contains("https://"), "no live link: {text}");
    assert!(!text.contains("@everyone"), "no ping: {text}");
    assert!(!text.contains("<@1>"), "no mention: {text}");
    assert!(!text.contains("**"), "no bold: {text}");
    assert!(!text.contains("||s"), "no spoiler: {text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_markdown_names_and_moves_come_back_cut_escaped_private_and_change_nothing() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, commands) = start(&fake).await;
    let (alice, bob) = (fake.add_user("alice"), fake.add_user("bob"));
    game(&fake, &commands, &alice, &bob).await;
    let dm = fake.dm_channel(&alice);
    fake.wait_for_dm(&alice, WAIT, |m| m.has_png()).await;
    running.settled().await;
    let before = lasting(&fake);
    let typed = hostile();

    let calls = [
        fake.slash_command(&alice, dm, "setup")
            .subcommand("load")
            .option("name", typed.as_str())
            .send(),
        fake.slash_command(&alice, dm, "move")
            .option("text", typed.as_str())
            .send(),
        fake.slash_command(&alice, dm, "move")
            .option("from", typed.as_str())
            .option("to", "b5")
            .send(),
        fake.slash_command(&alice, dm, "setup")
            .subcommand("swap")
            .option("a", typed.as_str())
            .option("b", "a1")
            .send(),
        fake.slash_command(&alice, dm, "settings")
            .option("language", typed.as_str())
            .send(),
    ];
    for call in &calls {
        let (text, ephemeral) = answer(call).await;
        assert!(ephemeral, "{text}");
        assert_inert(&text);
        assert!(text.contains('…'), "the echo is cut: {text}");
        // The template's own words plus at most 40 characters of the input, escaped.
        assert!(
            text.chars().count() < 300,
            "{} chars: {text}",
            text.chars().count()
        );
    }
    // The refused commands changed nothing anyone keeps: no post, no edit, in DMs or public.
    running.settled().await;
    assert_eq!(lasting(&fake), before);

    // A setup saved under a short hostile name is named back escaped, when saved and loaded.
    let short = "**[x](https://e.x)** @everyone";
    let saved = fake
        .slash_command(&alice, dm, "setup")
        .subcommand("save")
        .option("name", short)
        .send();
    let (text, ephemeral) = answer(&saved).await;
    assert!(ephemeral);
    assert_inert(&text);
    assert!(text.contains("\\[x\\]"), "{text}");
    let loaded = fake
        .slash_command(&alice, dm, "setup")
        .subcommand("load")
        .option("name", short)
        .send();
    let (text, _) = answer(&loaded).await;
    assert_inert(&text);
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_page_with_previous_and_next() {
    let fake = FakeDiscord::start().await;
    // Eleven games in one sitting: more than the rolling cap on matches started allows, which
    // is not what this test is about.
    bot::init_logs();
    let _dir = tempfile::tempdir().expect("temp dir");
    let mut config = bot::config(&fake, &bot::database_url(_dir.path()));
    config.rolling_caps = stratego_bot::service::RollingCaps::OFF;
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    let commands = fake.wait_for_commands(WAIT).await;
    let alice = fake.add_user("alice");
    let rivals: Vec<TestUser> = (0..11)
        .map(|i| fake.add_user(&format!("rival{i}")))
        .collect();
    for rival in &rivals {
        game(&fake, &commands, &alice, rival).await;
    }
    let list = fake
        .slash_command(&alice, fake.text_channel(), "games")
        .send();
    let first = list
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    assert!(first.is_ephemeral());
    assert!(first.content.contains("Page 1 of 2"), "{}", first.content);
    let mentioned = |m: &Message| {
        rivals
            .iter()
            .filter(|r| m.content.contains(&format!("<@{}>", r.id)))
            .count()
    };
    assert_eq!(mentioned(&first), 8, "{}", first.content);
    assert!(first.custom_ids().contains(&"games-page:1".to_string()));
    let click = fake.click_button(&alice, &first, "games-page:1");
    click.await_response(WAIT).await;
    let second = fake
        .wait_for_message(WAIT, |m| {
            m.id == first.id && m.content.contains("Page 2 of 2")
        })
        .await;
    assert_eq!(mentioned(&second), 3, "{}", second.content);
    assert!(second.content.chars().count() <= 2000);
    // Back again.
    fake.click_button(&alice, &second, "games-page:0")
        .await_response(WAIT)
        .await;
    fake.wait_for_message(WAIT, |m| {
        m.id == first.id && m.content.contains("Page 1 of 2")
    })
    .await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

/// 80 characters of each language's script.
fn long_names() -> Vec<String> {
    [
        "Alexandra Montgomery-",
        "Åsa Öberg-Lindqvist ",
        "Ștefania Țurcanu-",
        "Александра Кузнецова-",
        "अक्षया देशपांडे-",
        "สมชายใจดีมีสุข",
    ]
    .iter()
    .map(|stem| stem.chars().cycle().take(80).collect())
    .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eighty_character_names_in_six_scripts_fit_games_standings_and_the_final_post() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = start(&fake).await;
    let owner = fake.owner();
    let general = fake.text_channel();
    let create = fake
        .slash_command(&owner, general, "tournament")
        .subcommand("create")
        .option("name", "मराठी आणि ไทย cup ".repeat(3).trim())
        .option("format", SWISS)
        .option("variant", DUEL)
        .option("rounds", 1i64)
        .send();
    let signup = create
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    let join = signup
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("tournament-join:"))
        .unwrap();
    let players: Vec<TestUser> = long_names().iter().map(|n| fake.add_user(n)).collect();
    for p in &players {
        fake.click_button(p, &signup, &join)
            .await_response(WAIT)
            .await;
    }
    fake.slash_command(&owner, general, "tournament")
        .subcommand("start")
        .send()
        .await_response(WAIT)
        .await;
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == general && m.content.contains("Board 3:")
    })
    .await;
    // /games for a player with an 80-character name.
    let (text, ephemeral) = answer(&fake.slash_command(&players[4], general, "games").send()).await;
    assert!(ephemeral && text.chars().count() <= 2000, "{text}");
    // Blue gives up in every game: the tournament ends after its one round.
    let round = fake
        .messages_in(general)
        .into_iter()
        .find(|m| m.content.contains("Board 1:"))
        .unwrap();
    for line in round.content.lines().filter(|l| l.contains("Board ")) {
        let ids: Vec<u64> = line
            .split("<@")
            .skip(1)
            .filter_map(|r| r.split('>').next()?.parse().ok())
            .collect();
        let blue = players.iter().find(|p| p.id == ids[1]).unwrap();
        fake.slash_command(blue, fake.dm_channel(blue), "resign")
            .send()
            .await_response(WAIT)
            .await;
    }
    let over = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("is over")
        })
        .await;
    assert!(over.content.chars().count() <= 2000);
    let standings = fake
        .slash_command(&players[5], general, "tournament")
        .subcommand("standings")
        .send();
    standings.await_response(WAIT).await;
    let table = standings.wait_for_followup(WAIT, |m| m.has_png()).await;
    let png = &table.attachments.iter().find(|f| f.is_png()).unwrap().bytes;
    image::load_from_memory(png).expect("the standings image decodes");
    assert!(
        fake.messages_in(general)
            .iter()
            .any(|m| m.has_png() && m.channel_id == general),
        "the final post or standings carry an image"
    );
    for m in fake.messages() {
        assert!(m.content.chars().count() <= 2000, "{}", m.content);
    }
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
