//! Clicks the service refuses, through the real bot and the loopback Discord: each is answered
//! exactly once (Discord refuses a second response), and the clicker reads why, privately.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, InteractionHandle, Message, TestUser};
use crate::support::table::{self, Answer, WAIT, answer, button};

/// The refusal `click` got, after checking it was the interaction's one response (or a
/// follow-up after a deferral) and private.
async fn refused_once(fake: &FakeDiscord, click: &InteractionHandle) -> Answer {
    let said = answer(fake, click).await;
    let callbacks =
        fake.requests_matching("POST", &format!("/interactions/{}/*/callback", click.id));
    assert_eq!(callbacks.len(), 1, "one response to click {}", click.id);
    assert_eq!(click.second_responses(), 0);
    assert!(said.ephemeral, "{said:?}");
    said
}

/// `who` challenges `opponent` in the text channel; the offer with its buttons.
async fn offer(fake: &FakeDiscord, who: &TestUser, opponent: &TestUser) -> Message {
    fake.slash_command(who, fake.text_channel(), "challenge")
        .option("opponent", opponent)
        .send()
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_challenge_clicks_are_answered_once_and_privately() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");
    let carol = fake.add_user("carol");
    let offer = offer(&fake, &alice, &bob).await;

    let own = fake.click_button(&alice, &offer, &button(&offer, "accept:"));
    assert_eq!(
        refused_once(&fake, &own).await.text,
        "You cannot accept your own challenge. Use Withdraw to take it back."
    );
    let other = fake.click_button(&carol, &offer, &button(&offer, "decline:"));
    assert_eq!(
        refused_once(&fake, &other).await.text,
        "This challenge is not yours to answer."
    );

    // Withdrawn: the offer Bob still has on screen is stale.
    fake.click_button(&alice, &offer, &button(&offer, "withdraw:"))
        .await_response(WAIT)
        .await;
    let stale = fake.click_button(&bob, &offer, &button(&offer, "accept:"));
    assert_eq!(
        refused_once(&fake, &stale).await.text,
        "This challenge is no longer open."
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_clicks_on_a_finished_game_or_an_empty_queue_are_answered_once() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");
    let challenge = fake
        .slash_command(&alice, fake.text_channel(), "challenge")
        .option("opponent", &bob)
        .send();
    table::accept(&fake, &challenge, &bob).await;
    let editor = fake.wait_for_dm(&alice, WAIT, table::has_ready).await;
    let game = &button(&editor, "setup-ready:")["setup-ready:".len()..];
    let resigned = fake
        .slash_command(&alice, fake.dm_channel(&alice), "resign")
        .option("game", game.parse::<i64>().unwrap())
        .send();
    answer(&fake, &resigned).await;

    // The editor of the finished game: acknowledged at once, refused by a follow-up.
    let late = fake.click_button(&alice, &editor, &button(&editor, "setup-random:"));
    let said = refused_once(&fake, &late).await;
    assert_eq!(
        late.response().map(|r| r.kind),
        Some(6),
        "a deferred update"
    );
    assert_eq!(said.text, "The game is over.");

    // Leave under a `/play` answer, after leaving by command.
    let play = fake.slash_command(&bob, fake.text_channel(), "play").send();
    answer(&fake, &play).await;
    let joined = play
        .wait_for_original(WAIT, |m| !m.custom_ids().is_empty())
        .await;
    let cancel = fake
        .slash_command(&bob, fake.text_channel(), "play")
        .option("cancel", true)
        .send();
    answer(&fake, &cancel).await;
    let leave = fake.click_button(&bob, &joined, &button(&joined, "queue-leave:"));
    assert_eq!(
        refused_once(&fake, &leave).await.text,
        "You are not waiting in this server's queue."
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_a_tournament_never_joined_is_answered_once() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let bob = fake.add_user("bob");
    let create = fake
        .slash_command(&fake.owner(), fake.text_channel(), "tournament")
        .subcommand("create")
        .option("name", "Winter Cup")
        .option("format", 0i64) // round robin
        .send();
    let signup = create
        .wait_for_original(WAIT, |m| m.content.contains("Winter Cup"))
        .await;
    let leave = fake.click_button(&bob, &signup, &button(&signup, "tournament-leave:"));
    assert_eq!(
        refused_once(&fake, &leave).await.text,
        "You are not in this tournament."
    );
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
