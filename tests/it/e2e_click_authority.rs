//! A button's custom id is only what the clicker's client sent: every click re-derives its
//! authority from the object it names and the clicker. Through the real bot and the loopback
//! Discord: the Apps-menu Post button (once, and only at an eligible opponent), and challenge
//! and tournament buttons clicked outside their own server.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, InteractionHandle, Message, TestUser};
use crate::support::table::{Answer, WAIT, answer, button};
use stratego_bot::engine::Variant;
use stratego_bot::service::{
    Actor, ChallengeStatus, ChannelId, GuildId, MatchOptions, NewTournament, Service, UserId,
};
use stratego_bot::tournament::Format;

/// A server the bot is also in, not the fake's.
const ELSEWHERE: GuildId = GuildId(777_000_000_000_000_001);

/// The refusal `click` got: its one response, private.
async fn refused(fake: &FakeDiscord, click: &InteractionHandle) -> Answer {
    let said = answer(fake, click).await;
    assert_eq!(click.second_responses(), 0);
    assert!(said.ephemeral, "{said:?}");
    said
}

async fn service_on(dir: &tempfile::TempDir) -> Service {
    Service::open(&bot::database_url(dir.path())).await.unwrap()
}

/// `who` opens the Apps menu on `target`; the private preview with its Post button.
async fn preview(fake: &FakeDiscord, who: &TestUser, target: &TestUser) -> Message {
    let picked = fake.user_command(
        who,
        fake.text_channel(),
        "Challenge to Stratego",
        target,
        true,
    );
    picked
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await
}

/// A message `who` wrote in the DM with the bot, to click a forged button on.
fn dm_message(fake: &FakeDiscord, who: &TestUser) -> Message {
    let id = fake.user_says(who, fake.dm_channel(who), "hello");
    fake.message(id).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_apps_menu_post_button_posts_once_and_only_at_an_eligible_opponent() {
    let fake = FakeDiscord::start().await;
    let (running, dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let service = service_on(&dir).await;
    let guild = GuildId(fake.guild_id());
    let ada = fake.add_user("Ada");
    let bea = fake.add_user("Bea");
    let robo = fake.add_bot_user("Robo");
    let shown = preview(&fake, &ada, &bea).await;
    let post = button(&shown, "challenge-post:");

    // Forged Post buttons on the same preview: each checked as the menu checked it.
    let unknown = UserId(4_242_424_242);
    for (target, expect) in [
        (UserId(robo.id), "Bots cannot play"),
        (UserId(fake.bot_user().id), "Bots cannot play"),
        (unknown, "That person is not a member of this server."),
        (UserId(ada.id), "You cannot challenge yourself."),
    ] {
        let forged = format!("challenge-post:{}:0", target.0);
        let click = fake.click_button(&ada, &shown, &forged);
        let said = refused(&fake, &click).await;
        assert!(said.text.contains(expect), "{target:?}: {said:?}");
    }
    assert!(service.open_challenges(guild).await.unwrap().is_empty());

    let first = fake.click_button(&ada, &shown, &post);
    let posted = first.await_response(WAIT).await;
    assert!(!posted.is_ephemeral(), "the challenge is public");
    let second = fake.click_button(&ada, &shown, &post);
    assert_eq!(
        refused(&fake, &second).await.text,
        "You already posted this challenge; it was posted once and is waiting for an answer."
    );
    let open = service.open_challenges(guild).await.unwrap();
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!(open[0].opponent, Some(UserId(bea.id)));
    let public: Vec<_> = fake
        .messages_in(fake.text_channel())
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.content.contains(&format!("<@{}>", bea.id)))
        .collect();
    assert_eq!(public.len(), 1, "one challenge posted: {public:?}");
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_and_tournament_buttons_work_only_in_their_own_server() {
    let fake = FakeDiscord::start().await;
    let (running, dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let service = service_on(&dir).await;
    let alice = fake.add_user("Alice");
    let bob = fake.add_user("Bob");
    let here = fake.text_channel();

    // A challenge and a tournament of another server, named by forged buttons here.
    let away = service
        .offer_challenge(
            ELSEWHERE,
            ChannelId(5),
            UserId(alice.id),
            Some(UserId(bob.id)),
            MatchOptions::default(),
        )
        .await
        .unwrap();
    let cup = service
        .create_tournament(
            NewTournament {
                guild: ELSEWHERE,
                channel: ChannelId(5),
                creator: UserId(alice.id),
                name: "Away Cup".into(),
                format: Format::RoundRobin,
                options: MatchOptions {
                    variant: Variant::Classic,
                    ..MatchOptions::default()
                },
                max_players: 8,
                signup_deadline: None,
                round_secs: None,
            },
            Actor {
                user: UserId(alice.id),
                organiser: true,
            },
        )
        .await
        .unwrap();
    let said_here = fake.user_says(&bob, here, "hi");
    let said_here = fake.message(said_here).unwrap();
    let accept = fake.click_button(&bob, &said_here, &format!("accept:{}", away.id.0));
    assert_eq!(
        refused(&fake, &accept).await.text,
        "This challenge was made in another server: it can only be answered there."
    );
    let join = fake.click_button(&bob, &said_here, &format!("tournament-join:{}", cup.id().0));
    assert_eq!(
        refused(&fake, &join).await.text,
        "This tournament is run in another server: you can join or leave it only there."
    );

    // This server's own challenge, answered from a DM by a forged button: refused too.
    let offer = fake
        .slash_command(&alice, here, "challenge")
        .option("opponent", &bob)
        .send()
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    let accept_id = button(&offer, "accept:");
    let in_dm = fake.click_button(&bob, &dm_message(&fake, &bob), &accept_id);
    assert!(
        refused(&fake, &in_dm)
            .await
            .text
            .contains("made in another server"),
    );

    let away = service.challenge(away.id).await.unwrap();
    assert_eq!(away.status, ChallengeStatus::Open, "nothing was accepted");
    let mine: i64 = accept_id["accept:".len()..].parse().unwrap();
    let mine = service
        .challenge(stratego_bot::service::ChallengeId(mine))
        .await
        .unwrap();
    assert_eq!(mine.status, ChallengeStatus::Open);
    assert!(
        service
            .tournament(cup.id())
            .await
            .unwrap()
            .players
            .is_empty()
    );
    // Clicked where they belong, they still work.
    fake.click_button(&bob, &offer, &accept_id)
        .await_response(WAIT)
        .await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newcomer_choosing_a_language_reads_the_first_use_hint_in_it() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let newcomer = fake.add_user("Newcomer");
    let call = fake
        .slash_command(&newcomer, fake.text_channel(), "settings")
        .option("language", "mr")
        .send();
    let said = answer(&fake, &call).await;
    assert!(said.ephemeral, "{said:?}");
    assert!(said.text.contains("इथे नवीन आहात?"), "{}", said.text);
    assert!(!said.text.contains("New here?"), "{}", said.text);
    running.stop().await;
}
