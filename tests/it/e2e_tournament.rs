//! A tournament through the real bot against the fake Discord: created, joined by button and by
//! command, started by its creator, round 1 opened with a thread per game and a DM per player,
//! standings answered with an image; and the refusals that change nothing.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, Fault, InteractionHandle, Message, TestUser};

const WAIT: Duration = Duration::from_secs(15);

/// `format` choices are sent as their index, as Discord does for poise choice parameters.
const ROUND_ROBIN: i64 = 0;

struct Setup {
    fake: FakeDiscord,
    running: bot::RunningBot,
    _dir: tempfile::TempDir,
}

async fn start_bot() -> Setup {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let config = bot::config(&fake, &bot::database_url(dir.path()));
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    // These tests let members run their own tournaments: the server opts in.
    open_tournaments(&fake, true).await;
    Setup {
        fake,
        running,
        _dir: dir,
    }
}

/// The owner sets `/server open_tournaments`.
async fn open_tournaments(fake: &FakeDiscord, open: bool) {
    let call = fake
        .slash_command(&fake.owner(), fake.text_channel(), "server")
        .option("open_tournaments", open)
        .send();
    let reply = call.await_response(WAIT).await;
    let text = reply.content.unwrap_or_default();
    let expected = if open {
        "any member"
    } else {
        "organisers only"
    };
    assert!(text.contains(expected), "{text}");
}

/// `/tournament create` by `who`; returns the sign-up message.
async fn create(fake: &FakeDiscord, who: &TestUser, name: &str) -> Message {
    let call = fake
        .slash_command(who, fake.text_channel(), "tournament")
        .subcommand("create")
        .option("name", name)
        .option("format", ROUND_ROBIN)
        .option("variant", 2i64) // duel: ten pieces, the quickest setups
        .send();
    let response = call.await_response(WAIT).await;
    assert!(!response.is_ephemeral(), "the sign-up message is public");
    call.wait_for_original(WAIT, |m| m.content.contains(name))
        .await
}

fn join_id(signup: &Message) -> String {
    signup
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tournament-join:"))
        .expect("a Join button")
}

/// The interaction's private answer (its first callback, or the follow-up after an update).
async fn private_text(call: &InteractionHandle) -> String {
    let response = call.await_response(WAIT).await;
    if response.is_ephemeral() {
        return response.content.unwrap_or_default();
    }
    call.wait_for_followup(WAIT, |m| m.is_ephemeral())
        .await
        .content
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_runs_from_sign_up_to_round_one() {
    let Setup {
        fake,
        running,
        _dir,
    } = start_bot().await;
    let ana = fake.add_user("Ana");
    let åsa = fake.add_user("Åsa Ström");
    let sergei = fake.add_user("Сергей");
    let somchai = fake.add_user("สมชาย");

    let signup = create(&fake, &ana, "Autumn Cup").await;
    let join = join_id(&signup);

    // Three join with the button; the list on the sign-up message is edited in place.
    for player in [&ana, &åsa, &sergei] {
        let click = fake.click_button(player, &signup, &join);
        let text = private_text(&click).await;
        assert!(text.contains("Autumn Cup"), "{text}");
    }
    let listed = fake
        .wait_for_message(WAIT, |m| m.id == signup.id && m.content.contains("(3/16)"))
        .await;
    for player in [&ana, &åsa, &sergei] {
        assert!(
            listed.content.contains(&format!("<@{}>", player.id)),
            "{}",
            listed.content
        );
    }
    assert!(listed.content.contains("(3/16)"), "{}", listed.content);

    // Joining twice is refused privately and changes nothing.
    let again = fake.click_button(&åsa, &signup, &join);
    let refusal = private_text(&again).await;
    assert!(refusal.contains("already joined"), "{refusal}");
    let unchanged = fake.message(signup.id).unwrap();
    assert!(
        unchanged.content.contains("(3/16)"),
        "{}",
        unchanged.content
    );

    // The fourth joins with the command.
    let by_command = fake
        .slash_command(&somchai, fake.text_channel(), "tournament")
        .subcommand("join")
        .send();
    let joined = by_command.await_response(WAIT).await;
    assert!(joined.is_ephemeral());
    assert!(
        joined.content.unwrap_or_default().contains("4/16"),
        "joined by command"
    );

    // Someone who is neither organiser nor creator may not start it.
    let refused = fake
        .slash_command(&åsa, fake.text_channel(), "tournament")
        .subcommand("start")
        .send();
    let refused = refused.await_response(WAIT).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .unwrap_or_default()
            .contains("Only organisers"),
        "permission refusal"
    );
    assert!(
        fake.threads_in(fake.text_channel()).is_empty(),
        "nothing started"
    );

    // The creator starts it: two games in round 1, each with its thread and DMs.
    let started = fake
        .slash_command(&ana, fake.text_channel(), "tournament")
        .subcommand("start")
        .send();
    assert!(started.await_response(WAIT).await.is_ephemeral());
    // Predicates run under the fake's lock: read its ids before waiting.
    let general = fake.text_channel();
    let round = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("round 1 of 3")
        })
        .await;
    assert_eq!(
        round.content.matches("Board ").count(),
        2,
        "{}",
        round.content
    );
    let threads = fake.threads_in(fake.text_channel());
    assert_eq!(threads.len(), 2, "one thread per game");
    for player in [&ana, &åsa, &sergei, &somchai] {
        let pairing = fake
            .wait_for_dm(player, WAIT, |m| m.content.contains("Autumn Cup"))
            .await;
        assert!(
            pairing.content.contains("round 1 of 3"),
            "{}",
            pairing.content
        );
        // The setup editor of their game, with its image.
        fake.wait_for_dm(player, WAIT, |m| m.has_png()).await;
    }
    // The sign-up buttons are removed.
    fake.wait_for_message(WAIT, |m| m.id == signup.id && m.custom_ids().is_empty())
        .await;

    // Joining a started tournament is refused.
    let late = fake.add_user("Late");
    let late_click = fake.click_button(&late, &signup, &join);
    let refusal = private_text(&late_click).await;
    assert!(refusal.contains("Sign-up is closed"), "{refusal}");

    // Standings: a public reply with the table image; the Thai name is listed as text.
    let standings = fake
        .slash_command(&sergei, fake.text_channel(), "tournament")
        .subcommand("standings")
        .send();
    standings.await_response(WAIT).await;
    // Rendering takes a moment, so the reply is deferred and the table comes as a follow-up.
    let table = standings.wait_for_followup(WAIT, |m| m.has_png()).await;
    assert!(!table.is_ephemeral());
    let png = &table.attachments.iter().find(|f| f.is_png()).unwrap().bytes;
    let image = image::load_from_memory(png).expect("the standings image decodes");
    assert!(image.width() >= 400 && image.height() >= 4 * 30);
    assert!(
        table.content.contains(&format!("<@{}>", somchai.id)),
        "the name the image cannot draw is listed: {}",
        table.content
    );
    assert!(!table.content.contains(&format!(". <@{}>", ana.id)));

    // Withdrawing someone who is not in it is refused and changes nothing (asked by the
    // server's owner: Ana plays, so she may not withdraw anyone but herself).
    let withdraw = fake
        .slash_command(&fake.owner(), fake.text_channel(), "tournament")
        .subcommand("withdraw")
        .option("player", &late)
        .send();
    let refusal = withdraw.await_response(WAIT).await;
    assert!(refusal.is_ephemeral());
    assert!(
        refusal
            .content
            .unwrap_or_default()
            .contains("not in this tournament"),
        "withdrawing a stranger"
    );

    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_few_players_cannot_start_and_leaderboard_and_profile_answer() {
    let Setup {
        fake,
        running,
        _dir,
    } = start_bot().await;
    let ana = fake.add_user("Ana");
    let signup = create(&fake, &ana, "Tiny Cup").await;
    let click = fake.click_button(&ana, &signup, &join_id(&signup));
    private_text(&click).await;

    let start = fake
        .slash_command(&ana, fake.text_channel(), "tournament")
        .subcommand("start")
        .send();
    let refusal = start.await_response(WAIT).await;
    assert!(refusal.is_ephemeral());
    assert!(
        refusal
            .content
            .unwrap_or_default()
            .contains("at least two players"),
        "too few players"
    );
    assert!(fake.threads_in(fake.text_channel()).is_empty());
    assert!(!fake.message(signup.id).unwrap().custom_ids().is_empty());

    let board = fake
        .slash_command(&ana, fake.text_channel(), "leaderboard")
        .subcommand("ratings")
        .send();
    let board = board.await_response(WAIT).await;
    let text = board.embeds[0].to_string();
    assert!(text.contains("Leaderboard"), "{text}");

    let profile = fake
        .slash_command(&ana, fake.text_channel(), "profile")
        .subcommand("show")
        .send();
    let profile = profile.await_response(WAIT).await;
    let text = profile.embeds[0].to_string();
    assert!(text.contains(&format!("<@{}>", ana.id)), "{text}");
    assert!(text.contains("No rated games"), "{text}");

    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

/// The user ids mentioned in `text`, in order.
fn mentioned(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn who_may_create_and_withdraw_and_every_withdrawal_is_announced() {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let config = bot::config(&fake, &bot::database_url(dir.path()));
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let owner = fake.owner();
    let [ana, bo, cy, di] = ["Ana", "Bo", "Cy", "Di"].map(|n| fake.add_user(n));
    let general = fake.text_channel();

    // By default only organisers create tournaments.
    let refused = fake
        .slash_command(&ana, general, "tournament")
        .subcommand("create")
        .option("name", "Ana Cup")
        .option("format", ROUND_ROBIN)
        .send();
    let refused = refused.await_response(WAIT).await;
    assert!(refused.is_ephemeral());
    let text = refused.content.unwrap_or_default();
    assert!(text.contains("Only organisers"), "{text}");
    assert!(
        fake.messages_in(general)
            .iter()
            .all(|m| !m.content.contains("Ana Cup")),
        "no sign-up message"
    );

    // The server opts in; Ana creates and starts her own, and plays in it.
    open_tournaments(&fake, true).await;
    let signup = create(&fake, &ana, "Ana Cup").await;
    let join = join_id(&signup);
    for player in [&ana, &bo, &cy, &di] {
        let click = fake.click_button(player, &signup, &join);
        private_text(&click).await;
    }
    let start = fake
        .slash_command(&ana, general, "tournament")
        .subcommand("start")
        .send();
    start.await_response(WAIT).await;
    let round = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("round 1 of 3")
        })
        .await;
    let board_of = |who: &TestUser| {
        round
            .content
            .lines()
            .find(|l| l.contains(&format!("<@{}>", who.id)))
            .map(mentioned)
            .expect("a board for every player")
    };
    let ana_board = board_of(&ana);
    let rival = *ana_board.iter().find(|&&u| u != ana.id).unwrap();
    let rival = [&bo, &cy, &di]
        .into_iter()
        .find(|u| u.id == rival)
        .unwrap()
        .clone();
    let others: Vec<TestUser> = [&bo, &cy, &di]
        .into_iter()
        .filter(|u| u.id != rival.id)
        .cloned()
        .collect();

    // The creator plays, so she may not withdraw a rival (here the opponent of her own game).
    let withdraw = fake
        .slash_command(&ana, general, "tournament")
        .subcommand("withdraw")
        .option("player", &rival)
        .send();
    let refusal = withdraw.await_response(WAIT).await;
    assert!(refusal.is_ephemeral());
    let text = refusal.content.unwrap_or_default();
    assert!(text.contains("You play in this tournament"), "{text}");
    assert!(
        fake.messages_in(general)
            .iter()
            .all(|m| !m.content.contains("was withdrawn")),
        "nothing happened"
    );

    // An organiser may; the channel hears who did it, once, even though Discord's first
    // answer to the notice is lost.
    fake.fail_next_saying(
        "POST",
        &format!("/channels/{general}/messages"),
        Some("was withdrawn from"),
        1,
        Fault::AnswerLost,
    );
    let withdraw = fake
        .slash_command(&owner, general, "tournament")
        .subcommand("withdraw")
        .option("player", &rival)
        .send();
    assert!(withdraw.await_response(WAIT).await.is_ephemeral());
    let notice = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("was withdrawn from **Ana Cup**")
        })
        .await;
    assert_eq!(
        notice.content,
        format!(
            "<@{}> was withdrawn from **Ana Cup** by <@{}>.",
            rival.id, owner.id
        )
    );

    running.settled().await;
    let notices = fake
        .messages_in(general)
        .into_iter()
        .filter(|m| m.content.contains("was withdrawn from"))
        .count();
    assert_eq!(notices, 1, "the notice is shown once");

    // A player who leaves is announced as leaving on their own.
    let leaver = &others[0];
    let leave = fake
        .slash_command(leaver, general, "tournament")
        .subcommand("leave")
        .send();
    leave.await_response(WAIT).await;
    let notice = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == general && m.content.contains("withdrew from **Ana Cup**")
        })
        .await;
    assert!(
        notice.content.starts_with(&format!("<@{}>", leaver.id)),
        "{}",
        notice.content
    );

    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

/// The sign-up message is never lost and never doubled: a tournament whose `/tournament
/// create` reply never went out (made here by a second service on the database, as if the bot
/// stopped right after the commit) gets its sign-up message from the outbox; one whose reply
/// went out but was never remembered keeps that reply; a normal one keeps its one message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signup_message_lost_to_a_crash_is_posted_once() {
    use stratego_bot::service::{Actor, MatchOptions, NewTournament, Service};
    use stratego_bot::store::{ChannelId, GuildId, UserId};
    use stratego_bot::tournament::Format;

    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = bot::database_url(dir.path());
    let config = bot::config(&fake, &url);
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    open_tournaments(&fake, true).await;
    let owner = fake.owner();
    let general = fake.text_channel();

    let normal = create(&fake, &owner, "Plain Cup").await;
    let forgotten = create(&fake, &fake.add_user("Ana"), "Forgotten Cup").await;
    let db = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query("DELETE FROM message_refs WHERE message_id = ?")
        .bind(forgotten.id as i64)
        .execute(&db)
        .await
        .unwrap();
    let service = Service::open(&url).await.unwrap();
    service
        .create_tournament(
            NewTournament {
                guild: GuildId(fake.guild_id()),
                channel: ChannelId(general),
                creator: UserId(owner.id),
                name: "Silent Cup".into(),
                format: Format::RoundRobin,
                options: MatchOptions::default(),
                max_players: 8,
                signup_deadline: None,
                round_secs: None,
            },
            Actor {
                user: UserId(owner.id),
                organiser: true,
            },
        )
        .await
        .unwrap();

    // The outbox waits out the reply's grace (15 s), then makes sure of every sign-up message.
    let silent = fake
        .wait_for_message(Duration::from_secs(40), |m| {
            m.channel_id == general
                && m.content.contains("Silent Cup")
                && m.custom_ids()
                    .iter()
                    .any(|c| c.starts_with("tournament-join:"))
        })
        .await;
    let until = std::time::Instant::now() + WAIT;
    loop {
        let tally = service.outbox_tally().await.unwrap();
        if !tally.iter().any(|(r, n)| r == "waiting" && *n > 0) {
            assert!(
                tally.iter().all(|(r, _)| !r.starts_with("failed")),
                "{tally:?}"
            );
            break;
        }
        assert!(
            std::time::Instant::now() < until,
            "outbox not emptied: {tally:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for (name, message) in [
        ("Plain Cup", normal.id),
        ("Forgotten Cup", forgotten.id),
        ("Silent Cup", silent.id),
    ] {
        let shown: Vec<u64> = fake
            .messages_in(general)
            .into_iter()
            .filter(|m| m.content.contains(name))
            .map(|m| m.id)
            .collect();
        assert_eq!(shown, vec![message], "one sign-up message for {name}");
    }
    let remembered: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM message_refs WHERE message_id = ?")
            .bind(forgotten.id as i64)
            .fetch_one(&db)
            .await
            .unwrap();
    assert_eq!(remembered, 1, "the forgotten reply is remembered again");
    db.close().await;
    service.shutdown().await;
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}

/// One entrant's DMs are closed: the round still opens every game, everyone else gets their
/// pairing and setup DMs, and the closed one is offered their editor in their game's thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_entrant_with_closed_dms_keeps_nothing_of_the_round_from_the_others() {
    let Setup {
        fake,
        running,
        _dir,
    } = start_bot().await;
    let players: Vec<TestUser> = ["Ana", "Bo", "Cy", "Di"]
        .iter()
        .map(|n| fake.add_user(n))
        .collect();
    let closed = players[3].clone();
    fake.close_dms(&closed);
    let signup = create(&fake, &players[0], "Closed Door Cup").await;
    let join = join_id(&signup);
    for player in &players {
        private_text(&fake.click_button(player, &signup, &join)).await;
    }
    let started = fake
        .slash_command(&players[0], fake.text_channel(), "tournament")
        .subcommand("start")
        .send();
    started.await_response(WAIT).await;
    let general = fake.text_channel();
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == general && m.content.contains("round 1 of 3")
    })
    .await;
    assert_eq!(
        fake.threads_in(general).len(),
        2,
        "every game has its thread"
    );
    for player in &players[..3] {
        fake.wait_for_dm(player, WAIT, |m| m.content.contains("Closed Door Cup"))
            .await;
        fake.wait_for_dm(player, WAIT, |m| m.has_png()).await;
    }
    let closed_id = closed.id;
    let notice = fake
        .wait_for_message(WAIT, |m| {
            m.content.contains(&format!("<@{closed_id}>"))
                && m.custom_ids().iter().any(|c| c.starts_with("board:"))
        })
        .await;
    assert!(
        fake.threads_in(general)
            .iter()
            .any(|t| t.id == notice.channel_id),
        "the notice is in the closed player's game thread"
    );
    assert!(fake.dm_messages(&closed).is_empty());
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
