//! Quick pairing on a growing server, through the real client and the loopback Discord: a
//! match opens where both players can see it, the queue is one message per server (one edit a
//! change, older copies deleted), and abandoning a quick-paired game in setup earns a private,
//! friendly refusal that says when `/play` works again.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, Message, OptionValue};
use crate::support::table::{WAIT, answer, choice};

fn is_board(m: &Message) -> bool {
    m.interaction_token.is_none()
        && (m.content.starts_with("**Waiting for a game**")
            || m.content.starts_with("Nobody is waiting"))
}

/// The queue messages the bot keeps in `channel`.
fn boards_in(fake: &FakeDiscord, channel: u64) -> Vec<Message> {
    fake.messages_in(channel)
        .into_iter()
        .filter(is_board)
        .collect()
}

/// Waits until `channel` shows a queue message that passes `what`.
async fn wait_for_board(fake: &FakeDiscord, channel: u64, what: impl Fn(&str) -> bool) {
    let deadline = tokio::time::Instant::now() + WAIT;
    while !boards_in(fake, channel).iter().any(|b| what(&b.content)) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "no such queue message in {channel}: {:?}",
            boards_in(fake, channel)
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The bot's writes to channels (posts, edits, deletions), not its interaction answers.
fn channel_writes(fake: &FakeDiscord) -> Vec<String> {
    fake.requests()
        .into_iter()
        .filter(|r| r.method != "GET" && r.path.starts_with("/channels/"))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quick_match_opens_in_a_channel_both_players_can_see() {
    let fake = FakeDiscord::start().await;
    let (ada, bea) = (fake.add_user("Ada"), fake.add_user("Bea"));
    // A channel Bea cannot see: Ada waits there first.
    let lobby = fake.add_text_channel("lobby");
    fake.hide_channel_from(lobby, &bea);
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let first = fake.slash_command(&ada, lobby, "play").send();
    assert!(
        answer(&fake, &first)
            .await
            .text
            .starts_with("You are in the queue")
    );
    let second = fake.slash_command(&bea, fake.text_channel(), "play").send();
    let paired = answer(&fake, &second).await;
    assert!(paired.text.starts_with("You are paired with"), "{paired:?}");
    let thread = fake.wait_for_thread(WAIT, |_| true).await;
    let parent = thread.parent_id.expect("a thread has a parent");
    assert!(
        fake.can_view(&ada, parent) && fake.can_view(&bea, parent),
        "the game opened in {parent}, which one player cannot see"
    );
    assert_eq!(parent, fake.text_channel());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_queue_is_one_message_per_server_and_a_change_costs_one_edit() {
    let fake = FakeDiscord::start().await;
    let general = fake.text_channel();
    let lobby = fake.add_text_channel("lobby");
    let (running, _dir, commands) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let (ada, bea, cy) = (
        fake.add_user("Ada"),
        fake.add_user("Bea"),
        fake.add_user("Cy"),
    );
    answer(&fake, &fake.slash_command(&ada, general, "play").send()).await;
    wait_for_board(&fake, general, |c| c.contains(&format!("<@{}>", ada.id))).await;
    // Bea asks elsewhere: the one message is edited where it is, no copy appears in the lobby.
    let barrage = choice(&commands, "play", "variant", "barrage");
    let bea_plays = fake
        .slash_command(&bea, lobby, "play")
        .option("variant", barrage)
        .send();
    answer(&fake, &bea_plays).await;
    wait_for_board(&fake, general, |c| c.contains(&format!("<@{}>", bea.id))).await;
    assert!(boards_in(&fake, lobby).is_empty(), "a copy in the lobby");

    // One more change from the lobby: exactly one write, the edit.
    let before = channel_writes(&fake).len();
    let duel = choice(&commands, "play", "variant", "duel");
    let cy_plays = fake
        .slash_command(&cy, lobby, "play")
        .option("variant", duel)
        .send();
    answer(&fake, &cy_plays).await;
    wait_for_board(&fake, general, |c| c.contains(&format!("<@{}>", cy.id))).await;
    let writes = channel_writes(&fake)[before..].to_vec();
    assert_eq!(writes.len(), 1, "{writes:?}");
    assert!(writes[0].starts_with("PATCH"), "{writes:?}");

    // The server names a match channel: the message moves there and the old one is deleted.
    let owner = fake.owner();
    let set = fake
        .slash_command(&owner, general, "server")
        .option("match_channel", OptionValue::Channel(lobby))
        .send();
    answer(&fake, &set).await;
    answer(
        &fake,
        &fake
            .slash_command(&cy, lobby, "play")
            .option("cancel", true)
            .send(),
    )
    .await;
    wait_for_board(&fake, lobby, |c| !c.contains(&format!("<@{}>", cy.id))).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while !boards_in(&fake, general).is_empty() {
        assert!(tokio::time::Instant::now() < deadline, "old copy kept");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(boards_in(&fake, lobby).len(), 1);
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandoning_a_quick_game_in_setup_is_answered_privately_with_when_play_works_again() {
    let fake = FakeDiscord::start().await;
    let general = fake.text_channel();
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let (ada, bea) = (fake.add_user("Ada"), fake.add_user("Bea"));
    answer(&fake, &fake.slash_command(&ada, general, "play").send()).await;
    answer(&fake, &fake.slash_command(&bea, general, "play").send()).await;
    let thread = fake.wait_for_thread(WAIT, |_| true).await;
    let resigned = answer(&fake, &fake.slash_command(&ada, thread.id, "resign").send()).await;
    assert!(!resigned.text.is_empty());
    let refused = answer(&fake, &fake.slash_command(&ada, general, "play").send()).await;
    assert!(refused.ephemeral, "{refused:?}");
    assert!(
        refused
            .text
            .starts_with("You left a quick-paired game during setup")
            && refused.text.contains("<t:")
            && refused.text.ends_with(":R>."),
        "{refused:?}"
    );
    // Bea, who was left, may wait again at once.
    let waits = answer(&fake, &fake.slash_command(&bea, general, "play").send()).await;
    assert!(waits.text.starts_with("You are in the queue"), "{waits:?}");
    running.stop().await;
}
