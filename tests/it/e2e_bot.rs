//! The whole bot end to end: the real client (`discord::build_client`) against the loopback fake
//! Discord. Alice challenges Bob, both arrange their setups by DM, the bot is restarted in the
//! middle of the game, Alice captures the Flag, and a rematch opens as a forum post. Along the
//! way: bad input, autocomplete, images, commitments, and what each player may not see.

use std::collections::BTreeSet;
use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{
    ChannelKind, CommandBuilder, FakeDiscord, InteractionHandle, Message, OptionValue, TestUser,
};
use crate::support::table::{
    self, Answer, WAIT, answer, choice, named, private_answer, quoted, seen_by,
};
use sha2::{Digest, Sha256};
use stratego_bot::engine::{Color, Deployment, Game, Move, Rules, Viewer};
use stratego_bot::record::{GameRecord, Start};
use stratego_bot::render::{BoardStyle, Numbering, board_png};

/// Red (Alice): a Scout on A4 faces the open A file; Bombs on J4 and in the back.
const RED_SETUP: &str = "245622562B/378X98734B/3366554422/FBB3722SBB";
/// The same with A4 and B4 exchanged: what Alice pastes before swapping them back.
const RED_PASTED: &str = "425622562B/378X98734B/3366554422/FBB3722SBB";
/// Blue (Bob): the Spy on A7 guards the Flag on A8, a Sergeant on J7.
const BLUE_SETUP: &str = "425622564S/378X9873BF/3366554422/BB3B72B2B2";
/// The same with J7 and I7 exchanged.
const BLUE_PASTED: &str = "245622564S/378X9873BF/3366554422/BB3B72B2B2";

/// Ranks this game never shows: naming any of them before the end would leak a hidden piece.
/// (Scout, Spy and Flag are revealed by the battles.)
const NEVER_SHOWN: [&str; 9] = [
    "Marshal",
    "General",
    "Colonel",
    "Major",
    "Captain",
    "Lieutenant",
    "Sergeant",
    "Miner",
    "Bomb",
];

fn mv(text: &str) -> Move {
    Move::parse(text).expect("a move")
}

fn sha256_hex(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

fn pixels(png: &[u8]) -> image::RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8()
}

/// The one board image in `message`, as pixels.
fn board_of(message: &Message) -> image::RgbaImage {
    let pngs: Vec<_> = message.attachments.iter().filter(|f| f.is_png()).collect();
    assert_eq!(pngs.len(), 1, "one board image in {message:?}");
    pixels(&pngs[0].bytes)
}

/// How `/move` is typed.
enum Typed<'a> {
    Text(&'a str),
    FromTo(&'a str, &'a str),
}

/// One match as both players and the test see it, with an engine replica of the game.
struct Table {
    fake: FakeDiscord,
    alice: TestUser,
    bob: TestUser,
    game_id: i64,
    thread: u64,
    game: Game,
    /// Interaction tokens of each player, for the leak check.
    tokens: [Vec<String>; 2],
    service: stratego_bot::service::Service,
}

impl Table {
    fn user(&self, color: Color) -> &TestUser {
        match color {
            Color::Red => &self.alice,
            Color::Blue => &self.bob,
        }
    }

    fn color_of(&self, user: &TestUser) -> Color {
        if *user == self.alice {
            Color::Red
        } else {
            Color::Blue
        }
    }

    fn track(&mut self, user: &TestUser, handle: &InteractionHandle) {
        let i = self.color_of(user).index();
        self.tokens[i].push(handle.token.clone());
    }

    async fn move_command(&mut self, color: Color, channel: u64, typed: &Typed<'_>) -> Answer {
        let user = self.user(color).clone();
        let command = self.fake.slash_command(&user, channel, "move");
        let handle = match typed {
            Typed::Text(text) => command.option("text", *text),
            Typed::FromTo(from, to) => command.option("from", *from).option("to", *to),
        }
        .send();
        self.track(&user, &handle);
        private_answer(&self.fake, &handle).await
    }

    /// `/setup ...` typed by `user` in their DM.
    fn setup(
        &mut self,
        user: &TestUser,
        build: impl FnOnce(CommandBuilder) -> CommandBuilder,
    ) -> InteractionHandle {
        let channel = self.fake.dm_channel(user);
        let handle = build(self.fake.slash_command(user, channel, "setup")).send();
        self.track(user, &handle);
        handle
    }

    /// Waits until the setup DM `message` (edited in place) shows `setup` and its image.
    async fn dm_shows(&self, message: u64, setup: &str) {
        let quoted = format!("`{setup}`");
        self.fake
            .wait_for_message(WAIT, |m| {
                m.id == message && m.content.contains(&quoted) && m.has_png()
            })
            .await;
    }

    /// Requests that change what anyone sees (everything but answers to interactions).
    fn visible_changes(&self) -> usize {
        self.fake
            .requests()
            .iter()
            .filter(|r| r.path.starts_with("/channels/") && r.method != "GET")
            .count()
    }

    /// Waits until the bot has sent every post it owes; what it has changed so far.
    async fn settled(&self) -> usize {
        crate::support::served::drained(&self.service).await;
        self.visible_changes()
    }

    /// A refused command: a private, friendly answer, and nothing else happens.
    async fn refused(&mut self, color: Color, channel: u64, typed: Typed<'_>, says: &str) {
        let before = self.settled().await;
        let ply = self.game.ply();
        let reply = self.move_command(color, channel, &typed).await;
        assert!(reply.ephemeral, "refusals are private: {reply:?}");
        assert_eq!(reply.text, says);
        assert_eq!(
            self.settled().await,
            before,
            "a refused move changed nothing"
        );
        assert_eq!(self.game.ply(), ply);
    }

    /// The bot's posts in the thread (not answers to commands typed there).
    fn thread_messages(&self) -> Vec<Message> {
        self.fake
            .messages_in(self.thread)
            .into_iter()
            .filter(|m| m.interaction_token.is_none())
            .collect()
    }

    /// Everyone's view of the thread: the bot's posts and the public answers to moves.
    fn thread_public(&self) -> Vec<Message> {
        self.fake
            .messages_in(self.thread)
            .into_iter()
            .filter(|m| !m.is_ephemeral())
            .collect()
    }

    /// The bot's own DM messages to `color`'s player (not answers to their commands).
    fn dms(&self, color: Color) -> Vec<Message> {
        self.fake
            .dm_messages(self.user(color))
            .into_iter()
            .filter(|m| m.interaction_token.is_none())
            .collect()
    }

    fn dm_board(&self, color: Color) -> Option<Message> {
        self.dms(color)
            .into_iter()
            .find(|m| m.content.contains(", you play"))
    }

    fn public_board(&self) -> Message {
        let prefix = format!("Game {}, move", self.game_id);
        let boards: Vec<Message> = self
            .thread_messages()
            .into_iter()
            .filter(|m| m.content.starts_with(&prefix))
            .collect();
        assert_eq!(boards.len(), 1, "one public board, edited in place");
        boards.into_iter().next().unwrap()
    }

    fn render(&self, viewer: Viewer) -> image::RgbaImage {
        let style = BoardStyle {
            numbering: Numbering::New,
        };
        pixels(&board_png(&self.game.view(viewer), &style))
    }

    /// Every board shows exactly what its viewer may know of the replica's position.
    fn boards_match(&self) {
        for color in Color::ALL {
            let dm = self.dm_board(color).expect("a private board DM");
            assert!(
                board_of(&dm) == self.render(Viewer::Player(color)),
                "{color:?}'s private board differs from their view at ply {}",
                self.game.ply()
            );
            // The setup editor (picture and two grid messages) and one board: edited, never
            // flooded.
            assert_eq!(self.dms(color).len(), 4);
        }
        let public = self.public_board();
        assert!(
            board_of(&public) == self.render(Viewer::Spectator),
            "the public board differs from the spectators' view at ply {}",
            self.game.ply()
        );
        assert!(
            public
                .content
                .contains(&format!("move {}", self.game.ply())),
            "{}",
            public.content
        );
    }

    /// Plays a move through `/move` and checks everything the bot did about it.
    async fn play(&mut self, color: Color, channel: u64, typed: Typed<'_>) -> Message {
        let text = match typed {
            Typed::Text(t) => t.to_string(),
            Typed::FromTo(f, t) => format!("{f}-{t}"),
        };
        let edits_before: Vec<u32> = Color::ALL
            .iter()
            .map(|&c| self.dm_board(c).map_or(0, |m| m.edits))
            .collect();
        let public_edits = self.public_board().edits;
        let posts_before = self.thread_public().len();

        let reply = self.move_command(color, channel, &typed).await;
        assert!(reply.ephemeral, "{reply:?}");
        assert!(
            reply.text.starts_with(&format!("You played {text}.")),
            "{}",
            reply.text
        );
        let number = self.game.ply() + 1;
        let played = self
            .game
            .play(mv(&text))
            .expect("the scripted move is legal");
        let sep = if played.battle.is_some() { 'x' } else { '-' };
        let line = format!("{number}. {color:?} {}{sep}{}", played.from, played.to);
        let log = self
            .fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == self.thread && m.content.starts_with(&line)
            })
            .await;
        if self.game.outcome().is_none() {
            let next = self.user(color.opponent()).id.to_string();
            assert!(
                log.content.contains(&format!("<@{next}>")),
                "{}",
                log.content
            );
            let sent = table::body_that_sent(&self.fake, self.thread, &log.content)
                .expect("the log post's request");
            let pinged = &sent["allowed_mentions"]["users"];
            assert!(
                pinged
                    .as_array()
                    .is_some_and(|u| u.iter().any(|u| *u == next)),
                "the next player is pinged: {pinged}"
            );
            assert_eq!(self.thread_public().len(), posts_before + 1);
        }
        // The boards are delivered beside the log line (each place on its own), so they may
        // land just after it.
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let dms_edited = Color::ALL
                .iter()
                .enumerate()
                .all(|(i, &c)| self.dm_board(c).map_or(0, |m| m.edits) > edits_before[i]);
            if dms_edited && self.public_board().edits > public_edits {
                break;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "both board DMs and the public board were edited"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.boards_match();
        log
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_match_from_challenge_to_rematch() {
    bot::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = bot::config(&fake, &bot::database_url(dir.path()));
    let running = bot::start(&config).await;
    fake.wait_connected(WAIT).await;
    let commands = fake.wait_for_commands(WAIT).await;
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");
    let text_channel = fake.text_channel();

    // ----- 1. the challenge and the thread -----
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
        .option(
            "time_control",
            choice(&commands, "challenge", "time_control", "correspondence"),
        )
        .option("rated", false)
        .send();
    let mut alice_tokens = vec![challenge.token.clone()];
    let offer = answer(&fake, &challenge).await;
    assert!(!offer.ephemeral);
    assert!(
        offer
            .text
            .contains(&format!("<@{}> challenges <@{}>", alice.id, bob.id))
            && offer
                .text
                .contains("two-squares limit 3, bombs stay, unrated"),
        "{}",
        offer.text
    );
    let (offer_message, accepted) = table::accept(&fake, &challenge, &bob).await;
    let bob_tokens = vec![accepted.token.clone()];
    let thread = fake
        .wait_for_thread(WAIT, |c| c.parent_id == Some(text_channel))
        .await;
    assert_eq!(thread.name, "alice vs bob");
    assert_eq!(thread.kind, ChannelKind::PublicThread);
    let closed = fake
        .wait_for_message(WAIT, |m| {
            m.id == offer_message.id && m.custom_ids().is_empty()
        })
        .await;
    assert!(
        closed.content.contains(&format!("<#{}>", thread.id)),
        "{}",
        closed.content
    );

    // ----- 2. setups by DM -----
    // The picture, and under it the grid of squares whose second half carries the controls.
    let is_setup = |m: &Message| m.has_png() && m.content.contains("Your setup:");
    let is_controls = |m: &Message| m.custom_ids().iter().any(|c| c.starts_with("setup-ready:"));
    let alice_setup = fake.wait_for_dm(&alice, WAIT, is_setup).await;
    let bob_setup = fake.wait_for_dm(&bob, WAIT, is_setup).await;
    let alice_controls = fake.wait_for_dm(&alice, WAIT, is_controls).await;
    let ready_button = table::button(&alice_controls, "setup-ready:");
    let game_id: i64 = ready_button["setup-ready:".len()..].parse().unwrap();
    let red = Deployment::parse(RED_SETUP).unwrap();
    let blue = Deployment::parse(BLUE_SETUP).unwrap();
    let mut table = Table {
        fake: fake.clone(),
        alice: alice.clone(),
        bob: bob.clone(),
        game_id,
        thread: thread.id,
        game: Game::new(Rules::default(), &red, &blue).expect("legal setups"),
        tokens: [std::mem::take(&mut alice_tokens), bob_tokens],
        service: running.service().clone(),
    };
    let alice_dm = fake.dm_channel(&alice);
    let bob_dm = fake.dm_channel(&bob);

    let paste = table.setup(&alice, |c| c.subcommand("paste").option("text", RED_PASTED));
    let pasted = answer(&fake, &paste).await;
    assert!(pasted.ephemeral && pasted.text.starts_with("Setup replaced."));
    assert!(pasted.text.contains(RED_PASTED) && pasted.files.iter().any(|f| f.is_png()));
    table.dm_shows(alice_setup.id, RED_PASTED).await;
    let swap = table.setup(&alice, |c| {
        c.subcommand("swap").option("a", "A4").option("b", "b4")
    });
    let swapped = answer(&fake, &swap).await;
    assert!(
        swapped.text.starts_with("Swapped A4 and B4."),
        "{}",
        swapped.text
    );
    assert!(swapped.text.contains(RED_SETUP), "{}", swapped.text);
    table.dm_shows(alice_setup.id, RED_SETUP).await;
    let save = table.setup(&alice, |c| c.subcommand("save").option("name", "lane"));
    assert_eq!(
        answer(&fake, &save).await.text,
        "Saved your setup as “lane”."
    );
    // Random changes the setup (in place, on the DM); loading the saved one brings it back.
    let random_button = alice_controls
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("setup-random:"))
        .unwrap();
    let click = fake.click_button(&alice, &alice_controls, &random_button);
    table.track(&alice, &click);
    // Acknowledged at once (deferred update), the picture drawn and edited in afterwards.
    assert_eq!(click.await_response(WAIT).await.kind, 6);
    let shuffled = fake
        .wait_for_message(WAIT, |m| {
            m.id == alice_setup.id && !m.content.contains(RED_SETUP) && m.has_png()
        })
        .await;
    assert!(shuffled.edits > 0);
    let names = fake
        .autocomplete(&alice, alice_dm, "setup")
        .subcommand("load")
        .focused("name", "la")
        .send();
    table.track(&alice, &names);
    assert_eq!(names.await_response(WAIT).await.choice_names(), ["lane"]);
    let load = table.setup(&alice, |c| c.subcommand("load").option("name", "lane"));
    let loaded = answer(&fake, &load).await;
    assert!(loaded.text.starts_with("Loaded “lane”."), "{}", loaded.text);
    table.dm_shows(alice_setup.id, RED_SETUP).await;
    let alice_controls = fake.message(alice_controls.id).unwrap();
    let click = fake.click_button(&alice, &alice_controls, &ready_button);
    table.track(&alice, &click);
    assert_eq!(click.await_response(WAIT).await.kind, 6);
    let locked = fake
        .wait_for_message(WAIT, |m| {
            m.id == alice_setup.id && m.content.contains("locked in")
        })
        .await;
    assert!(locked.custom_ids().is_empty());

    let paste = table.setup(&bob, |c| c.subcommand("paste").option("text", BLUE_PASTED));
    answer(&fake, &paste).await;
    table.dm_shows(bob_setup.id, BLUE_PASTED).await;
    let swap = table.setup(&bob, |c| {
        c.subcommand("swap").option("a", "J7").option("b", "I7")
    });
    answer(&fake, &swap).await;
    table.dm_shows(bob_setup.id, BLUE_SETUP).await;
    let bad = table.setup(&bob, |c| {
        c.subcommand("swap").option("a", "J7").option("b", "A1")
    });
    assert_eq!(
        answer(&fake, &bad).await.text,
        "A1 is not one of your setup squares."
    );
    let ready = table.setup(&bob, |c| c.subcommand("ready"));
    let bob_ready = answer(&fake, &ready).await;
    let bob_commitment = quoted(&bob_ready.text, 0)
        .expect("Bob's commitment")
        .to_owned();

    let started = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == thread.id && m.content.starts_with("Both setups are locked in")
        })
        .await;
    let red_commitment = quoted(&started.content, 0).unwrap().to_owned();
    let blue_commitment = quoted(&started.content, 1).unwrap().to_owned();
    assert_eq!(blue_commitment, bob_commitment);
    assert_eq!(red_commitment.len(), 64);
    assert!(
        started
            .content
            .contains(&format!("<@{}> (Red) moves first", alice.id))
    );
    let announced = fake
        .requests_matching("POST", &format!("/channels/{}/messages", thread.id))
        .into_iter()
        .find(|r| {
            r.json
                .as_ref()
                .is_some_and(|j| j["content"] == started.content)
        })
        .and_then(|r| r.json)
        .expect("the start's request");
    assert_eq!(
        announced["allowed_mentions"]["users"],
        serde_json::json!([alice.id.to_string()]),
        "only the first player is pinged"
    );
    fake.wait_for_message(WAIT, |m| m.channel_id == thread.id && m.has_png())
        .await;
    for user in [&alice, &bob] {
        fake.wait_for_dm(user, WAIT, |m| {
            m.content.contains(", you play") && m.has_png()
        })
        .await;
    }
    table.boards_match();

    // ----- 3 and 6. the game, with bad input along the way -----
    table
        .refused(
            Color::Blue,
            thread.id,
            Typed::Text("J7-J6"),
            "It is not your turn.",
        )
        .await;
    table
        .refused(
            Color::Red,
            thread.id,
            Typed::FromTo("J4", "J5"),
            "Bombs and the Flag never move.",
        )
        .await;
    table
        .refused(
            Color::Red,
            thread.id,
            Typed::Text("C4-C5"),
            "No piece may enter or cross a lake.",
        )
        .await;
    table
        .refused(
            Color::Red,
            thread.id,
            Typed::FromTo("K4", "K5"),
            "“K4” is not a square. Squares go from A1 to J10.",
        )
        .await;

    // Autocomplete offers the caller's legal moves only, and nothing to the other player.
    let legal: BTreeSet<String> = table
        .game
        .legal_moves()
        .iter()
        .map(Move::to_string)
        .collect();
    let offered = fake
        .autocomplete(&alice, thread.id, "move")
        .focused("text", "")
        .send();
    table.track(&alice, &offered);
    let offered = offered.await_response(WAIT).await.choice_names();
    assert!(!offered.is_empty());
    for choice in &offered {
        assert!(
            legal.iter().any(|m| m.starts_with(choice.as_str())),
            "{choice} is not one of Alice's moves"
        );
    }
    let scout = fake
        .autocomplete(&alice, thread.id, "move")
        .focused("text", "a4")
        .send();
    table.track(&alice, &scout);
    assert_eq!(
        scout.await_response(WAIT).await.choice_names(),
        ["A4-A5", "A4-A6", "A4-A7"]
    );
    let waiting = fake
        .autocomplete(&bob, thread.id, "move")
        .focused("text", "")
        .send();
    table.track(&bob, &waiting);
    assert!(waiting.await_response(WAIT).await.choices.is_empty());

    table
        .play(Color::Red, thread.id, Typed::Text("B4-B5"))
        .await;

    // Bob's turn: his pieces' squares, then the destinations of the one he picked.
    let froms = fake
        .autocomplete(&bob, bob_dm, "move")
        .focused("from", "")
        .send();
    table.track(&bob, &froms);
    let froms = froms.await_response(WAIT).await.choice_names();
    let movable: BTreeSet<String> = table
        .game
        .legal_moves()
        .iter()
        .map(|m| m.from.to_string())
        .collect();
    assert_eq!(froms.iter().cloned().collect::<BTreeSet<_>>(), movable);
    let tos = fake
        .autocomplete(&bob, bob_dm, "move")
        .option("from", "J7")
        .focused("to", "")
        .send();
    table.track(&bob, &tos);
    assert_eq!(tos.await_response(WAIT).await.choice_names(), ["J6"]);
    table
        .play(Color::Blue, bob_dm, Typed::FromTo("J7", "J6"))
        .await;

    // `/board` in the public thread: Bob's own view, shown to him alone.
    let board = fake.slash_command(&bob, thread.id, "board").send();
    table.track(&bob, &board);
    let shown = answer(&fake, &board).await;
    assert!(shown.ephemeral, "{shown:?}");
    let png = shown
        .files
        .iter()
        .find(|f| f.is_png())
        .expect("a board image");
    assert!(pixels(&png.bytes) == table.render(Viewer::Player(Color::Blue)));

    let battle = table
        .play(Color::Red, thread.id, Typed::Text("A4-A7"))
        .await;
    assert!(
        battle
            .content
            .starts_with("3. Red A4xA7: Scout (2) beats Spy (1)"),
        "{}",
        battle.content
    );

    // ----- 5. a restart in the middle of the game -----
    running.stop().await;
    fake.wait_disconnected(WAIT).await;
    let running = bot::start(&config).await;
    table.service = running.service().clone();
    fake.wait_reconnected(2, WAIT).await;
    table
        .play(Color::Blue, thread.id, Typed::Text("J6-J5"))
        .await;

    // ----- 7. the leak check, before the end reveals everything -----
    let public = [thread.id, text_channel];
    for color in Color::ALL {
        let user = table.user(color).clone();
        let seen = seen_by(&fake, &user, &table.tokens[color.index()], &public);
        assert!(seen.len() > 20, "{color:?} saw {} requests", seen.len());
        let mut forbidden: Vec<String> = NEVER_SHOWN.iter().map(|s| s.to_string()).collect();
        forbidden.push("Flag".into());
        // The opponent's setup, and each of its rows that differs from the player's own.
        let (own, theirs) = match color {
            Color::Red => (RED_SETUP, BLUE_SETUP),
            Color::Blue => (BLUE_SETUP, RED_SETUP),
        };
        forbidden.push(theirs.to_string());
        for row in theirs.split('/').filter(|r| !own.contains(r)) {
            forbidden.push(row.to_string());
        }
        let seen: Vec<_> = seen
            .into_iter()
            // Alice's own Bomb, in the refusal that named the rule.
            .filter(|r| {
                !r.json
                    .as_ref()
                    .is_some_and(|j| j.to_string().contains("Bombs and the Flag never move"))
            })
            .collect();
        let leaks = named(&seen, &forbidden);
        assert!(leaks.is_empty(), "{color:?} was told: {leaks:#?}");
        // The scan does read what the player saw: their own setup is there.
        assert!(!named(&seen, &[own.to_string()]).is_empty());
    }

    // ----- the Flag -----
    let capture = table
        .play(Color::Red, thread.id, Typed::Text("A7-A8"))
        .await;
    assert!(
        capture.content.contains("beats Flag"),
        "{}",
        capture.content
    );
    let end = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == thread.id && m.content.contains("Salts for the commitment check")
        })
        .await;
    assert!(
        end.content.starts_with(&format!(
            "<@{}> (Red) wins. The Flag was captured.",
            alice.id
        )),
        "{}",
        end.content
    );
    assert_eq!(quoted(&end.content, 0), Some(RED_SETUP));
    assert_eq!(quoted(&end.content, 1), Some(BLUE_SETUP));
    let red_salt = quoted(&end.content, 2).expect("Red's salt");
    let blue_salt = quoted(&end.content, 3).expect("Blue's salt");
    assert_eq!(
        sha256_hex(&format!("{RED_SETUP}:{red_salt}")),
        red_commitment
    );
    assert_eq!(
        sha256_hex(&format!("{BLUE_SETUP}:{blue_salt}")),
        blue_commitment
    );
    let record = end
        .attachments
        .iter()
        .find(|f| f.filename.ends_with(".txt"))
        .expect("the game record");
    let record = String::from_utf8(record.bytes.clone()).expect("a text record");
    // The record reads back as this very game, and replays to the same end.
    let record = GameRecord::parse(&record).unwrap_or_else(|e| panic!("{e}:\n{record}"));
    assert_eq!(
        record.start,
        Start::Deployments {
            red: Deployment::parse(RED_SETUP).unwrap(),
            blue: Deployment::parse(BLUE_SETUP).unwrap(),
        }
    );
    let moves: Vec<String> = record.moves.iter().map(|m| m.mv.to_string()).collect();
    assert_eq!(moves, ["B4-B5", "J7-J6", "A4-A7", "J6-J5", "A7-A8"]);
    let replayed = record.replay(&record.rules).expect("the record replays");
    assert!(replayed.illegal.is_none());
    assert_eq!(replayed.result, table.game.outcome());
    assert_eq!(record.result, table.game.outcome());
    let gif = end
        .attachments
        .iter()
        .find(|f| f.is_gif())
        .expect("a replay GIF");
    image::load_from_memory_with_format(&gif.bytes, image::ImageFormat::Gif)
        .expect("the replay decodes");
    let rematch = format!("rematch:{game_id}");
    assert!(
        end.custom_ids().contains(&rematch),
        "{:?}",
        end.custom_ids()
    );
    table.boards_match();

    table
        .refused(
            Color::Blue,
            thread.id,
            Typed::Text("J5-J4"),
            "The game is over.",
        )
        .await;

    // ----- 1 (forum). matches move to the forum; the rematch opens there -----
    let owner = fake.owner();
    let forum = fake.forum_channel();
    let set = fake
        .slash_command(&owner, text_channel, "server")
        .option("match_channel", OptionValue::Channel(forum))
        .send();
    let set = answer(&fake, &set).await;
    assert!(
        set.ephemeral && set.text.contains(&format!("<#{forum}>")),
        "{set:?}"
    );
    let again = fake.click_button(&alice, &end, &rematch);
    let (offer, _) = table::accept(&fake, &again, &bob).await;
    assert!(
        offer.content.contains(&format!("<@{}>", bob.id)),
        "{}",
        offer.content
    );
    let post = fake
        .wait_for_thread(WAIT, |c| c.parent_id == Some(forum))
        .await;
    assert_eq!(post.name, "bob vs alice", "colours swap in the rematch");
    let starter = fake
        .message(post.id)
        .expect("the forum post's first message");
    assert!(
        starter.content.contains("(Red) against"),
        "{}",
        starter.content
    );

    // ----- 4. every image the bot uploaded is a real PNG -----
    let mut images = 0;
    for request in fake.requests() {
        for file in &request.files {
            if file.filename.ends_with(".png") {
                assert!(file.is_png(), "{} in {}", file.filename, request.path);
                pixels(&file.bytes);
                images += 1;
            } else {
                assert!(
                    file.filename.ends_with(".txt") || file.is_gif(),
                    "unexpected upload {} in {}",
                    file.filename,
                    request.path
                );
            }
        }
    }
    assert!(images >= 25, "only {images} images");
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
