//! Finding a game in one tap, through the real client and the loopback Discord: `/play` pairs
//! two members who press at once into exactly one match, the queue is one message edited in
//! place, a restart keeps who is waiting, "Challenge to Stratego" in a member's Apps menu
//! starts a challenge with the challenger's usual options, `/help` answers privately in every
//! language, and a newcomer's first answer points to it once.

use std::time::{Duration, Instant};

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, Message, TestUser};
use crate::support::table::{WAIT, answer, choice, has_ready};
use stratego_bot::engine::Variant;
use stratego_bot::service::{GuildId, MatchId, Service, UserId};

/// The server's queue message (the bot's only message that lists seekers or says none wait).
fn queue_boards(fake: &FakeDiscord) -> Vec<Message> {
    fake.messages_in(fake.text_channel())
        .into_iter()
        .filter(|m| {
            m.interaction_token.is_none()
                && (m.content.starts_with("**Waiting for a game**")
                    || m.content.starts_with("Nobody is waiting"))
        })
        .collect()
}

async fn wait_for_board(fake: &FakeDiscord, what: impl Fn(&str) -> bool) -> Message {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let boards = queue_boards(fake);
        if let Some(b) = boards.iter().find(|b| what(&b.content)) {
            assert_eq!(boards.len(), 1, "one queue message, edited in place");
            return b.clone();
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "queue message never matched; boards: {boards:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until `user` has a setup DM with its Ready button.
async fn wait_for_setup_dm(fake: &FakeDiscord, user: &TestUser) {
    let deadline = tokio::time::Instant::now() + WAIT;
    while !fake.dm_messages(user).iter().any(has_ready) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "no setup DM for {}",
            user.name
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

async fn service_on(dir: &tempfile::TempDir) -> Service {
    Service::open(&bot::database_url(dir.path())).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_members_pressing_play_at_once_fifty_times_always_make_exactly_one_match() {
    let fake = FakeDiscord::start().await;
    let (running, dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let channel = fake.text_channel();
    let mut to_setup = Vec::new();
    let mut pairs = Vec::new();
    for round in 0..50 {
        let a = fake.add_user(&format!("Ada{round}"));
        let b = fake.add_user(&format!("Bea{round}"));
        let first = fake.slash_command(&a, channel, "play").send();
        let second = fake.slash_command(&b, channel, "play").send();
        let pressed = Instant::now();
        let texts = [answer(&fake, &first).await, answer(&fake, &second).await];
        assert!(texts.iter().all(|t| t.ephemeral), "{texts:?}");
        let paired = texts
            .iter()
            .filter(|t| t.text.starts_with("You are paired with"))
            .count();
        let waiting = texts
            .iter()
            .filter(|t| t.text.starts_with("You are in the queue"))
            .count();
        assert_eq!((paired, waiting), (1, 1), "round {round}: {texts:?}");
        if round < 10 {
            wait_for_setup_dm(&fake, &a).await;
            wait_for_setup_dm(&fake, &b).await;
            to_setup.push(pressed.elapsed());
        }
        pairs.push((UserId(a.id), UserId(b.id)));
    }
    to_setup.sort();
    eprintln!(
        "quick pairing: both /play pressed to both setup DMs: median {:?}, worst {:?} (10 rounds)",
        to_setup[to_setup.len() / 2],
        to_setup.last().unwrap()
    );
    wait_for_board(&fake, |c| c.starts_with("Nobody is waiting")).await;
    running.stop().await;
    let service = service_on(&dir).await;
    for (n, (a, b)) in pairs.iter().enumerate() {
        let m = service.get_match(MatchId(n as i64 + 1)).await.unwrap();
        let mut players = [m.players.red, m.players.blue];
        players.sort();
        let mut expected = [*a, *b];
        expected.sort();
        assert_eq!(players, expected, "match {}", n + 1);
    }
    assert!(
        service.get_match(MatchId(51)).await.is_err(),
        "one match per pair"
    );
    assert!(
        service
            .play_queue(GuildId(fake.guild_id()))
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seekers_of_different_games_wait_on_one_message_and_leave_by_button_or_command() {
    let fake = FakeDiscord::start().await;
    let (running, dir, commands) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let channel = fake.text_channel();
    let ada = fake.add_user("Ada");
    let bea = fake.add_user("Bea");
    let first = fake.slash_command(&ada, channel, "play").send();
    assert!(
        answer(&fake, &first)
            .await
            .text
            .starts_with("You are in the queue")
    );
    let second = fake
        .slash_command(&bea, channel, "play")
        .option("variant", choice(&commands, "play", "variant", "barrage"))
        .send();
    assert!(answer(&fake, &second).await.text.contains("Barrage"));
    let board = wait_for_board(&fake, |c| {
        c.contains(&format!("<@{}>", ada.id)) && c.contains(&format!("<@{}>", bea.id))
    })
    .await;
    assert!(board.content.contains("Classic") && board.content.contains("Barrage"));
    let leave = fake.click_button(
        &ada,
        &board,
        &crate::support::table::button(&board, "queue-leave:"),
    );
    let left = answer(&fake, &leave).await;
    assert!(
        left.ephemeral && left.text.starts_with("You left the queue"),
        "{left:?}"
    );
    wait_for_board(&fake, |c| !c.contains(&format!("<@{}>", ada.id))).await;
    // Leaving twice is refused privately; /play cancel takes Bea out.
    let again = fake.click_button(
        &ada,
        &board,
        &crate::support::table::button(&board, "queue-leave:"),
    );
    let refused = answer(&fake, &again).await;
    assert!(
        refused.ephemeral && refused.text.contains("not waiting"),
        "{refused:?}"
    );
    let cancel = fake
        .slash_command(&bea, channel, "play")
        .option("cancel", true)
        .send();
    assert!(
        answer(&fake, &cancel)
            .await
            .text
            .starts_with("You left the queue")
    );
    wait_for_board(&fake, |c| c.starts_with("Nobody is waiting")).await;
    running.stop().await;
    let service = service_on(&dir).await;
    assert!(
        service.get_match(MatchId(1)).await.is_err(),
        "nobody was paired"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_waiting_before_a_restart_is_paired_after_it() {
    let fake = FakeDiscord::start().await;
    let (running, dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let channel = fake.text_channel();
    let ada = fake.add_user("Ada");
    let bea = fake.add_user("Bea");
    let first = fake.slash_command(&ada, channel, "play").send();
    assert!(
        answer(&fake, &first)
            .await
            .text
            .starts_with("You are in the queue")
    );
    running.stop().await;
    let running = bot::start(&bot::config(&fake, &bot::database_url(dir.path()))).await;
    fake.wait_connected(WAIT).await;
    let second = fake.slash_command(&bea, channel, "play").send();
    let paired = answer(&fake, &second).await;
    assert!(
        paired
            .text
            .starts_with(&format!("You are paired with <@{}>", ada.id)),
        "{paired:?}"
    );
    wait_for_setup_dm(&fake, &ada).await;
    wait_for_setup_dm(&fake, &bea).await;
    // The thread's first post pings both.
    let intro = fake
        .wait_for_message(WAIT, |m| m.content.starts_with("Game 1:"))
        .await;
    assert!(
        intro.content.contains(&ada.id.to_string()) && intro.content.contains(&bea.id.to_string())
    );
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_to_stratego_from_a_members_name_uses_the_usual_options() {
    let fake = FakeDiscord::start().await;
    let (running, dir, commands) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let menu = commands
        .iter()
        .find(|c| c["name"] == "Challenge to Stratego")
        .expect("the Apps menu entry is registered");
    assert_eq!(menu["type"], 2, "a user command");
    assert!(menu["name_localizations"]["ru"].is_string(), "{menu}");
    let channel = fake.text_channel();
    let ada = fake.add_user("Ada");
    let bea = fake.add_user("Bea");
    let cleo = fake.add_user("Cleo");
    // Ada's last challenge had a two-squares limit of 5: that is what the menu starts from.
    let earlier = fake
        .slash_command(&ada, channel, "challenge")
        .option("opponent", &cleo)
        .option("two_squares", 5)
        .send();
    earlier.await_response(WAIT).await;

    let picked = fake.user_command(&ada, channel, "Challenge to Stratego", &bea, true);
    let preview = picked.await_response(WAIT).await;
    assert!(preview.is_ephemeral());
    let text = preview.content.clone().unwrap_or_default();
    assert!(
        text.contains(&format!("<@{}>", bea.id)) && text.contains("limit 5"),
        "{text}"
    );
    let shown = picked.wait_for_original(WAIT, |_| true).await;
    let menu_id = crate::support::table::button(&shown, "challenge-pick:");
    let pick = fake.select_menu(&ada, &shown, &menu_id, &["1"]);
    let updated = pick.await_response(WAIT).await;
    assert_eq!(updated.kind, 7, "the preview is updated in place");
    assert!(updated.content.unwrap_or_default().contains("Barrage"));
    let shown = fake.message(shown.id).unwrap();
    let post_id = crate::support::table::button(&shown, "challenge-post:");
    assert!(post_id.ends_with(":1"), "{post_id}");
    let post = fake.click_button(&ada, &shown, &post_id);
    let posted = post.await_response(WAIT).await;
    assert!(!posted.is_ephemeral(), "the challenge is public");
    let text = posted.content.unwrap_or_default();
    assert!(
        text.contains(&format!("<@{}>", bea.id)) && text.contains("Barrage"),
        "{text}"
    );
    assert!(text.contains("limit 5"), "{text}");

    // Bad targets: another bot, someone who left, oneself. Each is refused privately.
    let other_bot = TestUser {
        bot: true,
        ..fake.add_user("Robo")
    };
    let gone = fake.add_user("Gone");
    for (target, in_guild, expect) in [
        (&other_bot, true, "Bots cannot play"),
        (&gone, false, "not a member"),
        (&ada, true, "yourself"),
    ] {
        let call = fake.user_command(&ada, channel, "Challenge to Stratego", target, in_guild);
        let refused = answer(&fake, &call).await;
        assert!(
            refused.ephemeral && refused.text.contains(expect),
            "{refused:?}"
        );
    }
    running.stop().await;
    let service = service_on(&dir).await;
    let open = service
        .open_challenges(GuildId(fake.guild_id()))
        .await
        .unwrap();
    assert_eq!(
        open.len(),
        2,
        "the earlier one and the one posted: {open:?}"
    );
    let made = open
        .iter()
        .find(|c| c.opponent == Some(UserId(bea.id)))
        .unwrap();
    assert_eq!(made.options.variant, Variant::Barrage);
    assert_eq!(made.options.two_squares_limit, 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_answers_privately_in_every_language_and_newcomers_are_pointed_to_it_once() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let channel = fake.text_channel();
    for locale in ["en-US", "sv-SE", "ro", "ru", "th", "hi"] {
        let asker = fake.add_user(&format!("Reader {locale}"));
        let call = fake
            .slash_command(&asker, channel, "help")
            .locale(locale)
            .send();
        let help = answer(&fake, &call).await;
        assert!(help.ephemeral, "{locale}");
        assert!(
            help.text.chars().count() <= 2000,
            "{locale}: {}",
            help.text.len()
        );
        assert!(help.text.contains("/move"), "{locale}: {}", help.text);
        assert!(
            help.files.iter().any(|f| f.filename == "pieces.png"),
            "{locale}: the pieces picture"
        );
        assert!(
            !help.text.contains("/help` shows"),
            "no hint after /help itself"
        );
    }
    let newcomer = fake.add_user("Newcomer");
    let first = fake.slash_command(&newcomer, channel, "settings").send();
    let text = answer(&fake, &first).await.text;
    assert!(
        text.ends_with(
            "New here? `/help` shows how a game goes, the pieces and the special rules."
        ),
        "{text}"
    );
    // Marked greeted in the background: wait for it rather than race it.
    let greeted = UserId(newcomer.id);
    crate::support::wait_until(WAIT, "the newcomer being marked greeted", async || {
        running.service().is_greeted(greeted).await.unwrap()
    })
    .await;
    let second = fake.slash_command(&newcomer, channel, "settings").send();
    assert!(!answer(&fake, &second).await.text.contains("New here?"));
    running.stop().await;
}
