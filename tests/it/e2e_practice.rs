//! Practice against the bot end to end, through the real client and the loopback fake Discord:
//! `/practice` opens a thread and a setup DM like any game, the bot sets up at once, moves
//! first when it is red, answers every move in the thread like a player, is never sent a DM,
//! keeps playing after a restart, and `/challenge opponent:@bot` starts the same thing. Bad
//! options get a private, friendly refusal and start nothing.

use serde_json::Value;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, Message, TestUser};
use crate::support::table::{self, WAIT, answer, choice, private_answer};
use stratego_bot::service::{MatchId, MatchStatus, Service, UserId};

/// Human moves before the restart, and after it before resigning.
const MOVES_BEFORE_RESTART: u32 = 3;
const MOVES_AFTER_RESTART: u32 = 3;
/// Alice's Barrage setup keeps her Flag out of the bot's first strike.
const ALICE_SETUP: &str = crate::support::direct::COVERED_BARRAGE_SETUP;

/// The game number in the `/practice` reply ("Practice game 3 against ...").
fn game_number(reply: &str) -> i64 {
    reply
        .strip_prefix("Practice game ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no game number in {reply:?}"))
}

/// Every recipient the bot asked Discord to open a DM channel with.
fn dm_recipients(fake: &FakeDiscord) -> Vec<u64> {
    fake.requests_matching("POST", "/users/@me/channels")
        .into_iter()
        .filter_map(|r| r.json)
        .filter_map(|j| match &j["recipient_id"] {
            Value::String(s) => s.parse().ok(),
            Value::Number(n) => n.as_u64(),
            _ => None,
        })
        .collect()
}

/// The bot's posts in `thread` that start with `prefix`.
fn posts_starting(fake: &FakeDiscord, thread: u64, prefix: &str) -> Vec<Message> {
    fake.messages_in(thread)
        .into_iter()
        .filter(|m| m.interaction_token.is_none() && m.content.starts_with(prefix))
        .collect()
}

/// Whether the game's end (the post with the record) is in `thread`.
fn ended(fake: &FakeDiscord, thread: u64) -> bool {
    fake.messages_in(thread)
        .iter()
        .any(|m| m.attachments.iter().any(|f| f.filename.ends_with(".txt")))
}

async fn wait_for_end(fake: &FakeDiscord, thread: u64) -> bool {
    fake.try_wait_for_message(WAIT, |m| {
        m.channel_id == thread && m.attachments.iter().any(|f| f.filename.ends_with(".txt"))
    })
    .await
    .is_some()
}

/// Waits for the log line of move `number` by `color` ("7. Red ") in the thread, or the end.
async fn wait_for_line(
    fake: &FakeDiscord,
    thread: u64,
    number: u32,
    color: &str,
) -> Option<Message> {
    let prefix = format!("{number}. {color} ");
    let found = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == thread
                && (m.content.starts_with(&prefix)
                    || m.attachments.iter().any(|f| f.filename.ends_with(".txt")))
        })
        .await;
    found.content.starts_with(&prefix).then_some(found)
}

/// The bot's move `number` is logged in the thread exactly like a player's: its line, the
/// human named as the player to move and pinged.
async fn bot_moved(fake: &FakeDiscord, thread: u64, number: u32, human: &TestUser) -> bool {
    let Some(line) = wait_for_line(fake, thread, number, "Red").await else {
        return false;
    };
    if !line.content.contains("to move") {
        // This move ended the game.
        assert!(ended(fake, thread) || wait_for_end(fake, thread).await);
        return false;
    }
    let mention = format!("<@{}>", human.id);
    assert!(line.content.contains(&mention), "{}", line.content);
    let sent = fake
        .requests_matching("POST", &format!("/channels/{thread}/messages"))
        .into_iter()
        .find(|r| {
            r.json
                .as_ref()
                .is_some_and(|j| j["content"] == line.content)
        })
        .expect("the bot move's request");
    let pinged = &sent.json.unwrap()["allowed_mentions"]["users"];
    assert!(
        pinged.as_array().is_some_and(|u| u
            .iter()
            .any(|u| u.as_str() == Some(human.id.to_string().as_str()))),
        "the human is pinged after the bot's move: {pinged}"
    );
    true
}

/// The human picks a legal move from `/move`'s autocomplete (pseudo-randomly) and plays it.
/// False when there is nothing left to play.
async fn human_moves(fake: &FakeDiscord, human: &TestUser, thread: u64, number: u32) -> bool {
    // With many moves the list first offers the pieces ("B4-"), then that piece's moves.
    let mut typed = String::new();
    let pick = loop {
        let offered = fake
            .autocomplete(human, thread, "move")
            .focused("text", &typed)
            .send()
            .await_response(WAIT)
            .await
            .choice_names();
        if offered.is_empty() {
            return false;
        }
        let pick = offered[(number as usize * 7 + 3) % offered.len()].clone();
        if !pick.ends_with('-') {
            break pick;
        }
        typed = pick;
    };
    let sent = fake
        .slash_command(human, thread, "move")
        .option("text", pick.as_str())
        .send();
    let reply = private_answer(fake, &sent).await;
    assert!(reply.ephemeral, "{reply:?}");
    assert!(
        reply.text.starts_with(&format!("You played {pick}")),
        "{}",
        reply.text
    );
    let Some(line) = wait_for_line(fake, thread, number, "Blue").await else {
        // This move ended the game.
        return false;
    };
    if !line.content.contains("to move") {
        return false;
    }
    // The bot is named as the player to move, but never pinged.
    let sent =
        table::body_that_sent(fake, thread, &line.content).expect("the human move's request");
    let pinged = sent["allowed_mentions"]["users"].to_string();
    assert!(
        !pinged.contains(&fake.bot_user().id.to_string()),
        "{pinged}"
    );
    true
}

async fn start_bot(fake: &FakeDiscord, config: &stratego_bot::config::Config) -> bot::RunningBot {
    let running = bot::start(config).await;
    fake.wait_connected(WAIT).await;
    running
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_practice_game_through_discord_survives_a_restart() {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let url = bot::database_url(dir.path());
    let config = bot::config(&fake, &url);
    let running = start_bot(&fake, &config).await;
    let commands = fake.wait_for_commands(WAIT).await;
    let me = fake.bot_user();
    let alice = fake.add_user("alice");
    let text_channel = fake.text_channel();

    // ----- the command, the thread and the setup DM -----
    let practice = fake
        .slash_command(&alice, text_channel, "practice")
        .option(
            "variant",
            choice(&commands, "practice", "variant", "barrage"),
        )
        .option("level", choice(&commands, "practice", "level", "easy"))
        .option("first", choice(&commands, "practice", "first", "me blue"))
        .send();
    let started = answer(&fake, &practice).await;
    assert!(started.ephemeral, "{started:?}");
    assert!(started.text.contains("(easy, Barrage)"), "{}", started.text);
    let game = game_number(&started.text);
    let thread = fake
        .wait_for_thread(WAIT, |c| c.parent_id == Some(text_channel))
        .await;
    // Red first: the bot plays red.
    assert_eq!(thread.name, format!("{} vs alice", me.name));
    // The thread grows from the intro, which has the thread's id.
    let intro = fake.message(thread.id).expect("the thread's intro");
    assert!(intro.content.contains("Barrage"), "{}", intro.content);
    assert!(
        intro.content.contains(&format!("<@{}>", me.id)),
        "{}",
        intro.content
    );

    // The human sets up by DM; the bot was ready from the start, so the game begins at once.
    fake.wait_for_dm(&alice, WAIT, table::has_ready).await;
    let paste = fake
        .slash_command(&alice, fake.dm_channel(&alice), "setup")
        .subcommand("paste")
        .option("text", ALICE_SETUP)
        .send();
    let pasted = answer(&fake, &paste).await;
    assert!(
        pasted.text.starts_with("Setup replaced."),
        "{}",
        pasted.text
    );
    assert_eq!(table::ready_by_dm(&fake, &alice).await, game);
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == thread.id && m.content.starts_with("Both setups are locked in")
    })
    .await;

    // ----- the bot is red: it moves first, unasked -----
    assert!(bot_moved(&fake, thread.id, 1, &alice).await);
    let mut number = 2;
    let mut over = false;
    for _ in 0..MOVES_BEFORE_RESTART {
        if !human_moves(&fake, &alice, thread.id, number).await
            || !bot_moved(&fake, thread.id, number + 1, &alice).await
        {
            over = true;
            break;
        }
        number += 2;
    }
    // The human has their own board by DM, a picture edited in place as the game goes on
    // (its lane runs beside the thread's, so the edit may come a moment after the move lines).
    fake.wait_for_dm(&alice, WAIT, |m| {
        m.content.contains(", you play") && m.has_png() && m.edits > 0
    })
    .await;

    // ----- a restart while the bot is to move -----
    // (A game over within a few random moves is practically impossible; should it happen,
    // the rest of the checks still run.)
    if !over {
        running.stop().await;
        fake.wait_disconnected(WAIT).await;
        // Alice's move lands while the bot is down (as a move committed just before a crash):
        // nobody has thought about the answer yet.
        let service = Service::open(&url).await.expect("the database");
        let legal = service
            .legal_moves(MatchId(game), UserId(alice.id))
            .await
            .unwrap();
        service
            .make_move(MatchId(game), UserId(alice.id), legal[0], None)
            .await
            .unwrap();
        service.shutdown().await;
        let running = start_bot(&fake, &config).await;
        fake.wait_reconnected(2, WAIT).await;
        // The move made while it was down is announced, and the bot answers it by itself.
        assert!(
            wait_for_line(&fake, thread.id, number, "Blue")
                .await
                .is_some()
        );
        let mut alive = bot_moved(&fake, thread.id, number + 1, &alice).await;
        number += 2;
        for _ in 0..MOVES_AFTER_RESTART {
            if !alive
                || !human_moves(&fake, &alice, thread.id, number).await
                || !bot_moved(&fake, thread.id, number + 1, &alice).await
            {
                alive = false;
                break;
            }
            number += 2;
        }
        if alive {
            let resign = fake.slash_command(&alice, thread.id, "resign").send();
            assert!(answer(&fake, &resign).await.ephemeral);
        }
        fake.wait_for_message(WAIT, |m| {
            m.channel_id == thread.id && m.attachments.iter().any(|f| f.filename.ends_with(".txt"))
        })
        .await;
        // Rematch: a new practice game at once, colours swapped, nobody asked to accept.
        let end = fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == thread.id
                    && m.custom_ids().iter().any(|c| c.starts_with("rematch:"))
            })
            .await;
        let rematch = fake.click_button(&alice, &end, &format!("rematch:{game}"));
        let again = answer(&fake, &rematch).await;
        assert!(again.ephemeral, "{again:?}");
        assert!(
            again
                .text
                .starts_with(&format!("Practice game {}", game + 1)),
            "{}",
            again.text
        );
        fake.wait_for_thread(WAIT, |c| c.name == format!("alice vs {}", me.name))
            .await;
        // The practice record is shown apart in /profile.
        let profile = fake
            .slash_command(&alice, text_channel, "profile")
            .subcommand("show")
            .send();
        let shown = profile.await_response(WAIT).await;
        let embeds = serde_json::to_string(&shown.embeds).unwrap();
        assert!(embeds.contains("Practice against the bot"), "{embeds}");
        assert!(embeds.contains("(not rated)"), "{embeds}");
        running.stop().await;
    } else {
        running.stop().await;
    }

    // ----- what was never done -----
    let recipients = dm_recipients(&fake);
    assert!(
        recipients.contains(&alice.id),
        "the check sees DMs being opened"
    );
    assert!(
        !recipients.contains(&me.id),
        "a DM channel was opened with the bot itself: {recipients:?}"
    );
    // Alice's moves are the only ones typed; every Red line is the bot's own.
    let bot_lines = posts_starting(&fake, thread.id, "1. Red ");
    assert_eq!(bot_lines.len(), 1, "one line per move, never repeated");
    let service = Service::open(&url).await.expect("the database");
    let m = service.get_match(MatchId(game)).await.unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
    assert!(
        service
            .rating_change(MatchId(game))
            .await
            .unwrap()
            .is_none()
    );
    service.shutdown().await;
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenging_the_bot_starts_practice_and_bad_options_are_refused() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, commands) =
        bot::start_fresh(&fake, stratego_bot::config::DEFAULT_TOURNAMENT_TICK).await;
    let me = fake.bot_user();
    let carol = fake.add_user("carol");
    let text_channel = fake.text_channel();

    // Rated practice does not exist: refused privately, nothing starts.
    let rated = fake
        .slash_command(&carol, text_channel, "challenge")
        .option("opponent", &me)
        .option("rated", true)
        .send();
    let refused = answer(&fake, &rated).await;
    assert!(refused.ephemeral, "{refused:?}");
    // Carol's first command: the answer ends with the one pointer to /help.
    assert_eq!(
        refused.text,
        "Games against me are practice and never rated. Leave out `rated`, or set it to false.\n\n\
         New here? `/help` shows how a game goes, the pieces and the special rules."
    );
    // A practice game needs a server to have its thread in.
    let in_dm = fake
        .slash_command(&carol, fake.dm_channel(&carol), "practice")
        .send();
    let refused = answer(&fake, &in_dm).await;
    assert!(refused.ephemeral);
    assert_eq!(refused.text, "This command only works in a server.");
    // A level Discord would never offer.
    let odd = fake
        .slash_command(&carol, text_channel, "practice")
        .option("level", 7)
        .send();
    let refused = answer(&fake, &odd).await;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.text,
        "I could not read that option. Check the command and try again."
    );
    running.settled().await;
    assert!(
        fake.threads_in(text_channel).is_empty(),
        "no game was started by a refused command"
    );

    // The real thing, with the challenge's own options.
    let challenge = fake
        .slash_command(&carol, text_channel, "challenge")
        .option("opponent", &me)
        .option("variant", choice(&commands, "challenge", "variant", "duel"))
        .option("first", choice(&commands, "challenge", "first", "me red"))
        .send();
    let started = answer(&fake, &challenge).await;
    assert!(started.ephemeral, "{started:?}");
    assert!(started.text.contains("(medium, Duel)"), "{}", started.text);
    let thread = fake
        .wait_for_thread(WAIT, |c| c.parent_id == Some(text_channel))
        .await;
    assert_eq!(thread.name, format!("carol vs {}", me.name));
    fake.wait_for_dm(&carol, WAIT, table::has_ready).await;
    running.stop().await;
    assert!(!dm_recipients(&fake).contains(&me.id));
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}
