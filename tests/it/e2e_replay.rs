//! Step-through replays through the real bot and the loopback Discord. Games are made and played
//! through the service (the bot delivers their posts as usual); every replay picture is compared
//! pixel for pixel with a board drawn from an engine replica's view at that move.

use chrono::Utc;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use stratego_bot::engine::{Color, Deployment, Game, Variant, Viewer, home_square};
use stratego_bot::render::{BoardStyle, Numbering, board_png};
use stratego_bot::service::{
    ChannelId, ColorChoice, EveryGame, GuildId, MatchId, MatchOptions, MatchStatus, MessageId,
    MessageKind, MessageRef, MessageScope, NewChallenge, ReplayView, ServiceError, UserId,
};

use crate::support::fake_discord::{InteractionHandle, Message, OptionValue, TestUser};
use crate::support::served::{Run, start, thread_of};
use crate::support::table::{WAIT, answer, button};

fn uid(u: &TestUser) -> UserId {
    UserId(u.id)
}

/// A played game and the engine's copy of it at every move.
struct Played {
    id: MatchId,
    /// `positions[k]`: the game after k moves.
    positions: Vec<Game>,
}

impl Played {
    fn last(&self) -> u32 {
        (self.positions.len() - 1) as u32
    }

    fn expected(&self, ply: u32, view: ReplayView) -> image::RgbaImage {
        let game = &self.positions[ply as usize];
        let view = match view {
            ReplayView::Red => game.view(Viewer::Player(Color::Red)),
            ReplayView::Blue => game.view(Viewer::Player(Color::Blue)),
            ReplayView::Spectator => game.view(Viewer::Spectator),
            ReplayView::Revealed => {
                let v = game.revealed_view();
                assert!(v.board.iter().flatten().all(|p| p.rank.is_some()));
                v
            }
            ReplayView::Guess(_) => panic!("the bot's guesses are for practice games only"),
        };
        let style = BoardStyle {
            numbering: Numbering::New,
        };
        pixels(&board_png(&view, &style))
    }
}

/// A game between `red` and `blue` from these setups, set up through the service.
async fn new_game(
    run: &Run,
    red: &TestUser,
    blue: &TestUser,
    setups: [&Deployment; 2],
) -> (MatchId, Game) {
    let service = &run.service;
    let challenge = service
        .create_challenge(NewChallenge {
            guild: GuildId(run.fake.guild_id()),
            channel: ChannelId(run.fake.text_channel()),
            challenger: uid(red),
            opponent: Some(uid(blue)),
            options: MatchOptions {
                challenger_color: ColorChoice::Red,
                ..MatchOptions::default()
            },
            expires_at: Utc::now() + chrono::Duration::hours(1),
        })
        .await
        .unwrap();
    // The challenge's message, as `/challenge` would have remembered it; since deleted, so
    // the bot closes it without a trace.
    let gone = MessageRef {
        channel: ChannelId(run.fake.text_channel()),
        message: MessageId(1),
    };
    service
        .put_message(
            MessageScope::Challenge(challenge.id),
            MessageKind::Challenge,
            gone,
        )
        .await
        .unwrap();
    let id = service
        .accept_challenge(challenge.id, uid(blue))
        .await
        .unwrap()
        .match_id;
    // As in a real game, nobody moves before the bot has opened the game's thread.
    thread_of(run, id).await;
    for (user, setup) in [(red, setups[0]), (blue, setups[1])] {
        service
            .setup_paste(id, uid(user), &setup.to_string())
            .await
            .unwrap();
        service.setup_ready(id, uid(user)).await.unwrap();
    }
    let rules = service.get_match(id).await.unwrap().rules;
    (id, Game::new(rules, setups[0], setups[1]).unwrap())
}

/// Plays `moves` random moves (seeded), or the given list, through the service and the replica.
async fn play(
    run: &Run,
    id: MatchId,
    players: [TestUser; 2],
    start: Game,
    script: Option<&[stratego_bot::engine::Move]>,
    moves: usize,
    seed: u64,
) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut positions = vec![start];
    for i in 0..moves {
        let mut game = positions.last().unwrap().clone();
        if game.is_over() {
            break;
        }
        let mv = match script {
            Some(list) => list[i],
            None => {
                let legal = game.legal_moves();
                legal[rng.gen_range(0..legal.len())]
            }
        };
        let user = &players[game.to_move().index()];
        run.service
            .make_move(id, uid(user), mv, None)
            .await
            .unwrap();
        game.play(mv).unwrap();
        positions.push(game);
    }
    Played { id, positions }
}

fn pixels(png: &[u8]) -> image::RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8()
}

fn picture(message: &Message) -> image::RgbaImage {
    let pngs: Vec<_> = message.attachments.iter().filter(|f| f.is_png()).collect();
    assert_eq!(pngs.len(), 1, "one picture on the replay: {message:?}");
    pixels(&pngs[0].bytes)
}

/// Whether the component `custom_id` on `message` is disabled.
fn disabled(message: &Message, custom_id: &str) -> bool {
    fn find(components: &[Value], id: &str) -> Option<bool> {
        components.iter().find_map(|c| {
            if c.get("custom_id").and_then(Value::as_str) == Some(id) {
                return Some(c.get("disabled").and_then(Value::as_bool).unwrap_or(false));
            }
            find(c.get("components")?.as_array()?, id)
        })
    }
    find(&message.components, custom_id).expect("the component is there")
}

/// The step button of `message` whose id ends with `code` (the view letter and the step).
fn step_id(message: &Message, step: char) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("replay:") && c.ends_with(step))
        .unwrap_or_else(|| panic!("no step {step} on {:?}", message.custom_ids()))
}

/// A replay message being stepped by `who`, checked against `game` after every click.
struct Viewer2<'a> {
    run: &'a Run,
    who: TestUser,
    game: &'a Played,
    message: Message,
    ply: u32,
    view: ReplayView,
}

impl Viewer2<'_> {
    fn check(&self) {
        let m = &self.message;
        assert!(
            picture(m) == self.game.expected(self.ply, self.view),
            "the picture at move {} in {:?} differs from the engine's view",
            self.ply,
            self.view
        );
        let title = format!(
            "Game {}, move {} of {}",
            self.game.id,
            self.ply,
            self.game.last()
        );
        assert!(m.content.starts_with(&title), "{}", m.content);
        if self.ply > 0 {
            let before = &self.game.positions[self.ply as usize];
            let played = before.last_move().expect("a last move");
            let line = format!("{}. {:?} {}", self.ply, played.color, played.from);
            assert!(m.content.contains(&line), "{line:?} in {}", m.content);
        } else {
            assert!(m.content.contains("Start position"), "{}", m.content);
        }
        // Buttons that would go nowhere are disabled.
        let at_start = self.ply == 0;
        let at_end = self.ply == self.game.last();
        for (step, nowhere) in [
            ('f', at_start),
            ('b', at_start),
            ('m', at_start),
            ('n', at_end),
            ('p', at_end),
            ('l', at_end),
        ] {
            assert_eq!(disabled(m, &step_id(m, step)), nowhere, "step {step}");
        }
    }

    async fn settle(&mut self, click: InteractionHandle) {
        let response = click.await_response(WAIT).await;
        assert_eq!(response.kind, 7, "a step updates the message in place");
        self.message = self.run.fake.message(self.message.id).expect("the message");
        self.check();
    }

    async fn step(&mut self, step: char) {
        let id = step_id(&self.message, step);
        let last = self.game.last();
        self.ply = match step {
            'f' => 0,
            'b' => self.ply.saturating_sub(1),
            'n' => (self.ply + 1).min(last),
            'l' => last,
            'm' => self.ply.saturating_sub(10),
            'p' => (self.ply + 10).min(last),
            _ => unreachable!(),
        };
        let click = self.run.fake.click_button(&self.who, &self.message, &id);
        self.settle(click).await;
    }

    async fn pick(&mut self, view: ReplayView) {
        let menu = self
            .message
            .custom_ids()
            .into_iter()
            .find(|c| c.starts_with("replay-view:"))
            .expect("a view menu");
        let code = view.code().to_string();
        let click = self
            .run
            .fake
            .select_menu(&self.who, &self.message, &menu, &[code.as_str()]);
        self.view = view;
        self.settle(click).await;
    }
}

/// `/replay game:<id>` typed by `who`: the answer's message, checked.
async fn open<'a>(
    run: &'a Run,
    who: &TestUser,
    game: &'a Played,
    public: bool,
    view: ReplayView,
) -> Viewer2<'a> {
    let mut command = run
        .fake
        .slash_command(who, run.fake.text_channel(), "replay")
        .option("game", game.id.0);
    if public {
        command = command.option("public", true);
    }
    let handle = command.send();
    let reply = answer(&run.fake, &handle).await;
    assert_eq!(reply.ephemeral, !public, "{reply:?}");
    let message = handle.original_message().expect("the replay message");
    let viewer = Viewer2 {
        run,
        who: who.clone(),
        game,
        message,
        ply: 0,
        view,
    };
    viewer.check();
    viewer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stepping_through_a_finished_game_with_every_button_in_every_view_then_heat_maps() {
    let run = start().await;
    let alice = run.fake.add_user("alice");
    let bob = run.fake.add_user("bob");
    let carol = run.fake.add_user("carol");
    let red = Deployment::random(Variant::Classic, 11);
    let blue = Deployment::random(Variant::Classic, 12);
    let (id, start_game) = new_game(&run, &alice, &bob, [&red, &blue]).await;
    let players = [alice.clone(), bob.clone()];
    let mut game = play(&run, id, players, start_game, None, 23, 7).await;
    // Blue resigns: the last position carries the result, as the service's own copy does.
    run.service.resign(id, uid(&bob)).await.unwrap();
    let m = run.service.get_match(id).await.unwrap();
    assert_eq!(m.status, MatchStatus::Finished);
    let end = game.positions.last_mut().unwrap();
    if !end.is_over() {
        end.finish(m.outcome.unwrap()).unwrap();
    }
    let game = game;

    // Someone who did not play, privately, starting in the spectators' view at the start.
    let mut viewer = open(&run, &carol, &game, false, ReplayView::Spectator).await;
    for view in [
        ReplayView::Spectator,
        ReplayView::Red,
        ReplayView::Blue,
        ReplayView::Revealed,
    ] {
        viewer.pick(view).await;
        viewer.step('f').await;
        while viewer.ply < game.last() {
            viewer.step('n').await;
        }
        for step in ['b', 'm', 'm', 'p', 'p', 'f', 'p', 'b', 'l'] {
            viewer.step(step).await;
        }
    }

    // In the channel for everyone, when asked.
    let public = open(&run, &alice, &game, true, ReplayView::Spectator).await;
    assert!(!public.message.is_ephemeral());

    // The result post offers the same viewer, privately to whoever clicks.
    let thread = thread_of(&run, id).await;
    let result = run
        .fake
        .try_wait_for_message(WAIT, |msg| {
            msg.channel_id == thread
                && msg
                    .custom_ids()
                    .iter()
                    .any(|c| c.starts_with("replay-open:"))
        })
        .await
        .unwrap_or_else(|| {
            let seen: Vec<_> = run
                .fake
                .messages_in(thread)
                .iter()
                .map(|m| (m.content.clone(), m.custom_ids()))
                .collect();
            panic!(
                "no result post with a Replay button: {seen:#?}\n{:#?}\n{}",
                run.fake.threads_in(run.fake.text_channel()),
                run.fake.debug_dump()
            )
        });
    let click = run
        .fake
        .click_button(&carol, &result, &button(&result, "replay-open:"));
    let reply = answer(&run.fake, &click).await;
    assert!(reply.ephemeral);
    let opened = click.original_message().expect("the viewer");
    assert!(picture(&opened) == game.expected(0, ReplayView::Spectator));

    // Autocomplete offers the player's finished game, and any finished game by number.
    for (who, typed) in [(&alice, ""), (&carol, id.0.to_string().as_str())] {
        let handle = run
            .fake
            .autocomplete(who, run.fake.text_channel(), "replay")
            .focused("game", typed)
            .send();
        let names = handle.await_response(WAIT).await.choice_names();
        assert!(
            names.iter().any(|n| n.starts_with(&format!("Game {id}:"))),
            "{names:?}"
        );
    }
    // The finished game counts in both players' heat maps and the server's Flag map.
    let habits = run
        .fake
        .slash_command(&carol, run.fake.text_channel(), "profile")
        .subcommand("habits")
        .option("player", OptionValue::User(alice.clone()))
        .send();
    let reply = answer(&run.fake, &habits).await;
    assert!(
        reply.text.contains("over 1 finished games"),
        "{}",
        reply.text
    );
    let map = &reply.files[0];
    assert!(map.is_png());
    let flags = run
        .fake
        .slash_command(&carol, run.fake.text_channel(), "leaderboard")
        .subcommand("habits")
        .send();
    let reply = answer(&run.fake, &flags).await;
    assert!(reply.text.contains("over 2 setups"), "{}", reply.text);
    assert!(reply.files[0].is_png());
    // Sample pictures for people to look at, when asked for.
    if let Ok(dir) = std::env::var("REPLAY_SAMPLES") {
        let dir = std::path::Path::new(&dir);
        let replay = public.message.attachments[0].bytes.clone();
        std::fs::write(dir.join("replay-sample.png"), replay).unwrap();
        std::fs::write(dir.join("habits-sample.png"), &map.bytes).unwrap();
        std::fs::write(dir.join("flags-sample.png"), &reply.files[0].bytes).unwrap();
    }
    assert!(run.fake.take_violations().is_empty());
    run.running.stop().await;
}

/// Slots of Blue's pieces that never moved, fought or were attacked in the game: their ranks
/// may be exchanged without changing a single move or battle.
fn untouched_blue(played: &Played) -> Vec<usize> {
    let mut touched = std::collections::HashSet::new();
    for g in &played.positions[1..] {
        let m = g.last_move().unwrap();
        touched.insert(m.from);
        touched.insert(m.to);
    }
    (0..40)
        .filter(|&slot| !touched.contains(&home_square(slot, Color::Blue)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_replay_of_a_game_in_play_shows_only_what_they_knew_then() {
    let run = start().await;
    let alice = run.fake.add_user("alice");
    let bob = run.fake.add_user("bob");
    let carol = run.fake.add_user("carol");
    let dave = run.fake.add_user("dave");
    let red = Deployment::random(Variant::Classic, 21);
    let blue = Deployment::random(Variant::Classic, 22);
    let (first, start_game) = new_game(&run, &alice, &bob, [&red, &blue]).await;
    let a = play(
        &run,
        first,
        [alice.clone(), bob.clone()],
        start_game,
        None,
        30,
        5,
    )
    .await;
    assert!(!a.positions.last().unwrap().is_over(), "still in play");
    // The same game with Blue's untouched pieces shuffled: Red cannot tell the two apart.
    let untouched = untouched_blue(&a);
    let mut shuffled = blue;
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while shuffled == blue {
        for i in (1..untouched.len()).rev() {
            shuffled.swap(untouched[i], untouched[rng.gen_range(0..=i)]);
        }
    }
    let moves: Vec<_> = a.positions[1..]
        .iter()
        .map(|g| g.last_move().unwrap().as_move())
        .collect();
    let (second, start_b) = new_game(&run, &carol, &dave, [&red, &shuffled]).await;
    let b = play(
        &run,
        second,
        [carol.clone(), dave.clone()],
        start_b,
        Some(&moves),
        moves.len(),
        0,
    )
    .await;

    let mut in_a = open(&run, &alice, &a, false, ReplayView::Red).await;
    let mut in_b = open(&run, &carol, &b, false, ReplayView::Red).await;
    assert!(
        !in_a
            .message
            .custom_ids()
            .iter()
            .any(|c| c.starts_with("replay-view:")),
        "a game in play offers no other view"
    );
    loop {
        assert!(
            picture(&in_a.message) == picture(&in_b.message),
            "Red's replay at move {} tells the two Blue setups apart",
            in_a.ply
        );
        if in_a.ply == a.last() {
            break;
        }
        in_a.step('n').await;
        in_b.step('n').await;
    }
    // Public is refused quietly: a game in play is only ever shown to its player.
    let private = open(&run, &alice, &a, false, ReplayView::Red).await;
    assert!(private.message.is_ephemeral());
    let service = &run.service;
    let guild = Some(GuildId(run.fake.guild_id()));
    // A player asking for another view of their game in play is told that view opens at the
    // end (they are playing in it, whatever a forged switch asked).
    for (who, view, refusal) in [
        (&alice, Some(ReplayView::Blue), "replay-view-closed"),
        (&alice, Some(ReplayView::Spectator), "replay-view-closed"),
        (&alice, Some(ReplayView::Revealed), "replay-view-closed"),
        (&carol, None, "not-finished"),
        (&bob, Some(ReplayView::Red), "replay-view-closed"),
    ] {
        let err = service
            .replay_frame(first, uid(who), guild, &EveryGame, view, 3)
            .await
            .unwrap_err();
        assert_eq!(err.key(), refusal);
    }
    assert!(run.fake.take_violations().is_empty());
    run.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_decided_in_setup_has_nothing_to_replay_and_no_heat_map_entry() {
    let run = start().await;
    let alice = run.fake.add_user("alice");
    let bob = run.fake.add_user("bob");
    let red = Deployment::random(Variant::Classic, 31);
    let blue = Deployment::random(Variant::Classic, 32);
    let (id, _) = new_game(&run, &alice, &bob, [&red, &blue]).await;
    // Both were ready, then Red resigned before moving: decided without a move.
    run.service.resign(id, uid(&alice)).await.unwrap();
    let m = run.service.get_match(id).await.unwrap();
    assert!(!m.was_played());
    let handle = run
        .fake
        .slash_command(&bob, run.fake.text_channel(), "replay")
        .option("game", id.0)
        .send();
    let reply = answer(&run.fake, &handle).await;
    assert!(reply.ephemeral);
    assert!(reply.text.contains("nothing to replay"), "{}", reply.text);
    assert!(reply.files.is_empty());
    let err = run
        .service
        .replay_frame(
            id,
            uid(&alice),
            Some(GuildId(run.fake.guild_id())),
            &EveryGame,
            None,
            0,
        )
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::NothingToReplay));
    // Nor does its autocomplete or its result post offer one.
    let handle = run
        .fake
        .autocomplete(&alice, run.fake.text_channel(), "replay")
        .focused("game", "")
        .send();
    assert!(handle.await_response(WAIT).await.choice_names().is_empty());
    // Nor a heat map entry: the unplayed setup stays secret.
    let habits = run
        .fake
        .slash_command(&alice, run.fake.text_channel(), "profile")
        .subcommand("habits")
        .send();
    let reply = answer(&run.fake, &habits).await;
    assert!(
        reply.text.contains("no finished, played games"),
        "{}",
        reply.text
    );
    assert!(reply.files.is_empty());
    let heat = run
        .service
        .setup_heat(GuildId(run.fake.guild_id()), uid(&alice), None, &EveryGame)
        .await
        .unwrap()
        .1;
    assert_eq!(heat.games, 0);
    let thread = thread_of(&run, id).await;
    run.fake
        .wait_for_message(WAIT, |msg| {
            msg.channel_id == thread && msg.content.contains("resigned")
        })
        .await;
    assert!(
        run.fake
            .messages_in(thread)
            .iter()
            .all(|msg| !msg.custom_ids().iter().any(|c| c.starts_with("replay")))
    );
    run.running.stop().await;
}
