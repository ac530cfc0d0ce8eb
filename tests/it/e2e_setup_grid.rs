//! The tap-to-swap setup editor through the real bot and the loopback Discord: arranging an
//! army purely by taps, Barrage pieces moved into empty squares, racing taps, stale taps, the
//! saved-setups menu and the save modal, the private copy for closed DMs, and that none of it
//! reaches anyone but the player.

use std::time::{Duration, Instant};

use serde_json::Value;
use stratego_bot::engine::Deployment;
use stratego_bot::service::{MatchId, Service, UserId};

use crate::support::bot::{self, RunningBot};
use crate::support::fake_discord::{FakeDiscord, InteractionHandle, Message, TestUser};
use crate::support::table::{self, WAIT, answer, choice, named, seen_by};

/// Discord drops an interaction that is not acknowledged within this.
const ACK_LIMIT: Duration = Duration::from_secs(3);
/// A legal Classic army the test arranges by taps.
const TARGET: &str = "245622562B/378X98734B/3366554422/FBB3722SBB";
/// A legal Barrage army: eight pieces, thirty-two empty squares.
const BARRAGE_TARGET: &str = "..2...2.../....X...9./.B.....3../S...F.....";

/// One match in setup, as its two players and the test see it.
struct Setting {
    fake: FakeDiscord,
    bot: Option<RunningBot>,
    config: stratego_bot::config::Config,
    _dir: tempfile::TempDir,
    alice: TestUser,
    bob: TestUser,
    game: i64,
    thread: u64,
    /// Interaction tokens of each player, for the leak check.
    alice_tokens: Vec<String>,
    bob_tokens: Vec<String>,
}

/// A square as the grid shows it.
#[derive(Debug, Clone)]
struct Square {
    slot: usize,
    label: String,
    style: u64,
    disabled: bool,
}

/// The rows of a grid message, each a list of components.
fn rows(m: &Message) -> Vec<Vec<Value>> {
    m.components
        .iter()
        .map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

fn squares(m: &Message) -> Vec<Square> {
    rows(m)
        .into_iter()
        .flatten()
        .filter_map(|c| {
            let id = c["custom_id"].as_str()?;
            let slot = id
                .strip_prefix("setup-tap:")?
                .split(':')
                .nth(1)?
                .parse()
                .ok()?;
            Some(Square {
                slot,
                label: c["label"].as_str().unwrap_or_default().to_owned(),
                style: c["style"].as_u64().unwrap_or_default(),
                disabled: c["disabled"] == true,
            })
        })
        .collect()
}

/// The setup string the two grid messages show (English labels, new numbering).
fn shown_setup(left: &Message, right: &Message) -> String {
    let mut chars = ['?'; 40];
    for sq in squares(left).into_iter().chain(squares(right)) {
        chars[sq.slot] = match sq.label.as_str() {
            "10" => 'X',
            "1" => 'S',
            "·" => '.',
            other => other.chars().next().unwrap_or('?'),
        };
    }
    let text: String = chars.iter().collect();
    Deployment::parse(&text).map_or(text, |d| d.to_string())
}

fn normal(setup: &str) -> String {
    Deployment::parse(setup).unwrap().to_string()
}

/// The sequence of taps that turns `start` into `target`, two per swap; each pair takes a
/// square whose piece is wrong and the square holding the piece it needs (a piece, then the
/// square it goes to).
fn plan(start: &str, target: &str) -> Vec<(usize, usize)> {
    let mut cur: Vec<char> = normal(start).replace('/', "").chars().collect();
    let want: Vec<char> = normal(target).replace('/', "").chars().collect();
    let mut pairs = Vec::new();
    for i in 0..40 {
        if cur[i] == want[i] {
            continue;
        }
        // Prefer a swap that puts both squares right.
        let j = (i + 1..40)
            .find(|&j| cur[j] == want[i] && want[j] == cur[i])
            .or_else(|| (i + 1..40).find(|&j| cur[j] == want[i] && cur[j] != want[j]))
            .expect("the target has the same pieces");
        pairs.push((j, i));
        cur.swap(i, j);
    }
    pairs
}

/// `start` after the taps `taps`, as the service applies them.
fn model(start: &str, taps: &[usize]) -> String {
    let mut d = Deployment::parse(start).unwrap();
    let mut selected = None;
    for &t in taps {
        selected = match selected {
            None => Some(t),
            Some(s) if s == t => None,
            Some(s) => {
                d.swap(s, t);
                None
            }
        };
    }
    d.to_string()
}

impl Setting {
    /// A bot, a challenge accepted (Alice plays red), both setup editors sent.
    async fn open(variant: &str, bob_dms_closed: bool) -> Setting {
        bot::init_logs();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("a temporary directory");
        let config = bot::config(&fake, &bot::database_url(dir.path()));
        let running = bot::start(&config).await;
        fake.wait_connected(WAIT).await;
        let commands = fake.wait_for_commands(WAIT).await;
        let alice = fake.add_user("alice");
        let bob = fake.add_user("bob");
        if bob_dms_closed {
            fake.close_dms(&bob);
        }
        let challenge = fake
            .slash_command(&alice, fake.text_channel(), "challenge")
            .option("opponent", &bob)
            .option(
                "variant",
                choice(&commands, "challenge", "variant", variant),
            )
            .option("first", choice(&commands, "challenge", "first", "me red"))
            .send();
        let (_, accepted) = table::accept(&fake, &challenge, &bob).await;
        let text_channel = fake.text_channel();
        let thread = fake
            .wait_for_thread(WAIT, |c| c.parent_id == Some(text_channel))
            .await
            .id;
        let grid = fake
            .wait_for_dm(&alice, WAIT, |m| {
                m.custom_ids().iter().any(|c| c.starts_with("setup-tap:"))
            })
            .await;
        let game = grid.custom_ids()[0]["setup-tap:".len()..]
            .split(':')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let setting = Setting {
            fake,
            bot: Some(running),
            config,
            _dir: dir,
            alice,
            bob,
            game,
            thread,
            alice_tokens: vec![challenge.token.clone()],
            bob_tokens: vec![accepted.token.clone()],
        };
        // Both halves and the picture are there before the test starts tapping.
        setting.dm_setup(&setting.alice).await;
        if !bob_dms_closed {
            setting.dm_setup(&setting.bob).await;
        }
        setting
    }

    fn track(&mut self, user: &TestUser, handle: &InteractionHandle) {
        if *user == self.alice {
            self.alice_tokens.push(handle.token.clone());
        } else {
            self.bob_tokens.push(handle.token.clone());
        }
    }

    /// `user` presses "Show my board" on the closed-DMs notice in the thread.
    async fn show_my_board(&mut self, user: &TestUser) -> InteractionHandle {
        let g = self.game;
        let thread = self.thread;
        let notice = self
            .fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == thread && m.custom_ids().contains(&format!("board:{g}"))
            })
            .await;
        self.click(user, &[notice], &format!("board:{g}"))
    }

    fn tap_id(&self, slot: usize) -> String {
        format!("setup-tap:{}:{slot}", self.game)
    }

    /// The bot's own messages in `user`'s DM: picture, left half, right half.
    fn dm_editor(&self, user: &TestUser) -> Option<[Message; 3]> {
        let own: Vec<Message> = self
            .fake
            .dm_messages(user)
            .into_iter()
            .filter(|m| m.interaction_token.is_none())
            .collect();
        let with = |id: &str| {
            own.iter()
                .find(|m| m.custom_ids().iter().any(|c| c == id))
                .cloned()
        };
        let picture = own.iter().find(|m| m.has_png())?.clone();
        Some([picture, with(&self.tap_id(0))?, with(&self.tap_id(5))?])
    }

    /// What `user`'s DM grid shows once it is complete.
    async fn dm_setup(&self, user: &TestUser) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some([_, left, right]) = self.dm_editor(user) {
                let shown = shown_setup(&left, &right);
                if !shown.contains('?') {
                    return shown;
                }
            }
            assert!(
                Instant::now() < deadline,
                "no setup grid in the DM\n{}",
                self.fake.debug_dump()
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Waits until the picture and both halves (fetched by `editor`) show `setup`.
    async fn shows(&self, editor: impl Fn() -> Option<[Message; 3]>, setup: &str) -> [Message; 3] {
        let setup = normal(setup);
        let quoted = format!("`{setup}`");
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some([picture, left, right]) = editor()
                && shown_setup(&left, &right) == setup
                && picture.content.contains(&quoted)
                && picture.has_png()
            {
                return [picture, left, right];
            }
            assert!(
                Instant::now() < deadline,
                "the editor never showed {setup}: {:?}\n{}",
                editor().map(|[_, l, r]| shown_setup(&l, &r)),
                self.fake.debug_dump()
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Clicks `custom_id` on whichever of `messages` carries it.
    fn click(
        &mut self,
        user: &TestUser,
        messages: &[Message],
        custom_id: &str,
    ) -> InteractionHandle {
        let message = messages
            .iter()
            .find(|m| m.custom_ids().iter().any(|c| c == custom_id))
            .unwrap_or_else(|| panic!("no {custom_id} on the editor"));
        let handle = self.fake.click_button(user, message, custom_id);
        self.track(user, &handle);
        handle
    }

    /// A tap on `user`'s DM grid, not waiting for anything.
    fn tap(&mut self, user: &TestUser, slot: usize) -> InteractionHandle {
        let editor = self.dm_editor(user).expect("the DM editor");
        let id = self.tap_id(slot);
        self.click(user, &editor, &id)
    }

    /// The setup as stored, read through a second service on the bot's database.
    async fn stored(&self, user: &TestUser) -> (String, bool) {
        let service = Service::open(&self.config.database_url).await.unwrap();
        let state = service
            .setup_of(MatchId(self.game), UserId(user.id))
            .await
            .unwrap();
        (state.text(), state.ready)
    }
}

/// Acknowledged with a deferred update, inside Discord's limit.
/// A reader of the private editor copy whose three messages are `ids` (picture, left, right).
fn private_copy(fake: &FakeDiscord, ids: Vec<u64>) -> impl Fn() -> Option<[Message; 3]> + use<> {
    let fake = fake.clone();
    move || {
        Some([
            fake.message(ids[0])?,
            fake.message(ids[1])?,
            fake.message(ids[2])?,
        ])
    }
}

async fn acked(handle: &InteractionHandle) {
    let started = Instant::now();
    let response = handle.await_response(ACK_LIMIT).await;
    assert_eq!(response.kind, 6, "a deferred update");
    assert!(started.elapsed() < ACK_LIMIT);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_target_army_arranged_purely_by_taps_then_ready() {
    let mut s = Setting::open("classic", false).await;
    let alice = s.alice.clone();
    let start = s.dm_setup(&alice).await;
    let [picture, left, right] = s.shows(|| s.dm_editor(&alice), &start).await;
    assert!(
        picture.custom_ids().is_empty(),
        "the picture carries no buttons"
    );

    // The layout: left half 4 rows of 5 squares (no saved setups yet, so no menu); right half
    // 4 rows of 5 squares and the controls. Front row on top; slots in reading order.
    let (l, r) = (rows(&left), rows(&right));
    assert_eq!(l.len(), 4);
    assert_eq!(r.len(), 5);
    for (row, (lrow, rrow)) in l.iter().zip(&r).enumerate() {
        assert_eq!(lrow.len(), 5);
        assert_eq!(rrow.len(), 5);
        for col in 0..5 {
            assert_eq!(lrow[col]["custom_id"], s.tap_id(row * 10 + col));
            assert_eq!(rrow[col]["custom_id"], s.tap_id(row * 10 + 5 + col));
        }
    }
    let controls: Vec<&str> = r[4]
        .iter()
        .map(|c| c["custom_id"].as_str().unwrap())
        .collect();
    let g = s.game;
    assert_eq!(
        controls,
        [
            format!("setup-random:{g}"),
            format!("setup-mirror:{g}"),
            format!("setup-save:{g}"),
            format!("setup-ready:{g}")
        ]
    );
    let labels: Vec<&str> = r[4].iter().map(|c| c["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["Random", "Mirror", "Save", "Ready"]);
    assert!(left.content.starts_with("Files A–E."), "{}", left.content);
    assert_eq!(right.content, "Files F–J");
    // Bombs and the Flag look different from the pieces that move.
    for sq in squares(&left).iter().chain(&squares(&right)) {
        let expected = if matches!(sq.label.as_str(), "B" | "F") {
            4
        } else {
            1
        };
        assert_eq!(sq.style, expected, "{sq:?}");
    }

    // The first swap step by step: selected (highlighted), then swapped, selection gone.
    let pairs = plan(&start, TARGET);
    let mut taps = 0;
    let (a, b) = pairs[0];
    let first = s.tap(&alice, a);
    acked(&first).await;
    taps += 1;
    let deadline = Instant::now() + WAIT;
    loop {
        let [_, left, right] = s.dm_editor(&alice).unwrap();
        let all: Vec<Square> = squares(&left).into_iter().chain(squares(&right)).collect();
        if all.iter().any(|sq| sq.slot == a && sq.style == 3) {
            assert_eq!(all.iter().filter(|sq| sq.style == 3).count(), 1);
            // The selection is told in the half that holds it.
            let holder = if a % 10 < 5 { &left } else { &right };
            assert!(holder.content.contains("Selected"), "{}", holder.content);
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the tapped square was never highlighted"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let second = s.tap(&alice, b);
    acked(&second).await;
    taps += 1;
    let after_one = model(&start, &[a, b]);
    let [_, left, right] = s.shows(|| s.dm_editor(&alice), &after_one).await;
    assert!(
        squares(&left)
            .iter()
            .chain(&squares(&right))
            .all(|sq| sq.style != 3),
        "no square stays selected after a swap"
    );

    // The rest as fast as a player taps: each acknowledged before the next.
    for &(a, b) in &pairs[1..] {
        for slot in [a, b] {
            let tap = s.tap(&alice, slot);
            acked(&tap).await;
            taps += 1;
        }
    }
    s.shows(|| s.dm_editor(&alice), TARGET).await;
    assert_eq!(taps, 2 * pairs.len(), "two taps per swap");
    eprintln!(
        "grid: from {start} to {TARGET}: {} swaps, {taps} taps",
        pairs.len()
    );

    let [_, _, right] = s.dm_editor(&alice).unwrap();
    let ready = s.click(&alice, &[right], &format!("setup-ready:{g}"));
    acked(&ready).await;
    let deadline = Instant::now() + WAIT;
    loop {
        let [picture, left, right] = s.dm_editor(&alice).unwrap();
        if picture.content.contains("locked in") && rows(&right).len() == 4 {
            assert!(picture.content.contains(&format!("`{}`", normal(TARGET))));
            assert_eq!(rows(&left).len(), 4);
            assert!(
                squares(&left)
                    .iter()
                    .chain(&squares(&right))
                    .all(|sq| sq.disabled),
                "the squares stay as a disabled picture"
            );
            assert_eq!(shown_setup(&left, &right), normal(TARGET));
            break;
        }
        assert!(Instant::now() < deadline, "Ready never locked the editor");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    assert_eq!(s.stored(&alice).await, (normal(TARGET), true));
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn barrage_pieces_move_into_empty_squares() {
    let mut s = Setting::open("barrage", false).await;
    let alice = s.alice.clone();
    let start = s.dm_setup(&alice).await;
    assert_eq!(start.matches('.').count(), 32, "{start}");
    // A piece, then an empty square: the piece moves there and leaves the square empty. (The
    // start is random, so they are picked from it rather than from a plan toward the target.)
    let cur: Vec<char> = start.replace('/', "").chars().collect();
    let piece = cur.iter().position(|&c| c != '.').expect("a piece");
    let empty = cur.iter().position(|&c| c == '.').expect("an empty square");
    for slot in [piece, empty] {
        let tap = s.tap(&alice, slot);
        acked(&tap).await;
    }
    let moved = model(&start, &[piece, empty]);
    let [_, left, right] = s.shows(|| s.dm_editor(&alice), &moved).await;
    let all: Vec<Square> = squares(&left).into_iter().chain(squares(&right)).collect();
    assert_eq!(
        all[all.iter().position(|q| q.slot == piece).unwrap()].label,
        "·"
    );
    assert_eq!(
        all.iter().find(|q| q.slot == piece).unwrap().style,
        2,
        "empty: grey"
    );

    let pairs = plan(&moved, BARRAGE_TARGET);
    for (a, b) in pairs {
        for slot in [a, b] {
            let tap = s.tap(&alice, slot);
            acked(&tap).await;
        }
    }
    let [_, _, right] = s.shows(|| s.dm_editor(&alice), BARRAGE_TARGET).await;
    let ready = s.click(&alice, &[right], &format!("setup-ready:{}", s.game));
    acked(&ready).await;
    s.fake
        .wait_for_dm(&alice, WAIT, |m| {
            m.has_png() && m.content.contains("locked in")
        })
        .await;
    assert_eq!(s.stored(&alice).await, (normal(BARRAGE_TARGET), true));
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_taps_apply_in_order_once_and_a_restart_keeps_the_selection() {
    let mut s = Setting::open("classic", false).await;
    let alice = s.alice.clone();
    let start = s.dm_setup(&alice).await;
    // Order matters here: the same square is tapped in several swaps.
    let taps = [0, 1, 0, 12, 25, 39, 12, 30, 7, 7, 8, 9];
    let editor = s.dm_editor(&alice).unwrap();
    let handles: Vec<InteractionHandle> = taps
        .iter()
        .map(|&slot| {
            let id = s.tap_id(slot);
            s.click(&alice, &editor, &id)
        })
        .collect();
    for h in &handles {
        acked(h).await;
    }
    let expected = model(&start, &taps);
    s.shows(|| s.dm_editor(&alice), &expected).await;
    s.bot.as_ref().unwrap().settled().await;
    assert_eq!(s.stored(&alice).await, (expected.clone(), false));
    assert_eq!(
        s.dm_setup(&alice).await,
        expected,
        "the last redraw shows the last state"
    );

    // A selection survives a restart of the bot.
    let tap = s.tap(&alice, 2);
    acked(&tap).await;
    s.bot.as_ref().unwrap().settled().await;
    s.bot.take().unwrap().stop().await;
    s.bot = Some(bot::start(&s.config).await);
    s.fake.wait_reconnected(2, WAIT).await;
    let tap = s.tap(&alice, 31);
    acked(&tap).await;
    let expected = model(&expected, &[2, 31]);
    s.shows(|| s.dm_editor(&alice), &expected).await;
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_editor_outlives_a_restart_until_its_token_does() {
    let mut s = Setting::open("classic", true).await;
    let bob = s.bob.clone();
    let show = s.show_my_board(&bob).await;
    let copy = show
        .wait_for_followup(WAIT, |m| m.content.starts_with("Files"))
        .await;
    let deadline = Instant::now() + WAIT;
    while show.followups().len() < 3 {
        assert!(Instant::now() < deadline, "no private editor");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let ids: Vec<u64> = show.followups().iter().map(|m| m.id).collect();
    let private = private_copy(&s.fake, ids);
    let [_, left, right] = private().unwrap();
    let start = shown_setup(&left, &right);
    assert!(copy.is_ephemeral());

    // The bot restarts: the copy's token is in the database, so taps still redraw it.
    s.bot.take().unwrap().stop().await;
    s.bot = Some(bot::start(&s.config).await);
    s.fake.wait_reconnected(2, WAIT).await;
    for slot in [3, 17] {
        let editor = private().unwrap();
        let tap = s.click(&bob, &editor, &s.tap_id(slot));
        acked(&tap).await;
    }
    let swapped = model(&start, &[3, 17]);
    s.shows(&private, &swapped).await;

    // Past Discord's 15 minutes the copy cannot be edited: the player is told to show it
    // again, and the tap itself is kept.
    s.fake
        .advance_interaction_clock(Duration::from_secs(16 * 60));
    let editor = private().unwrap();
    let tap = s.click(&bob, &editor, &s.tap_id(8));
    acked(&tap).await;
    let told = tap
        .wait_for_followup(WAIT, |m| m.content.contains("Show my board"))
        .await;
    assert!(told.is_ephemeral(), "{}", told.content);
    assert!(s.fake.take_violations().is_empty());
    let editor = private().unwrap();
    let tap = s.click(&bob, &editor, &s.tap_id(9));
    acked(&tap).await;
    let deadline = Instant::now() + WAIT;
    while s.stored(&bob).await.0 != model(&swapped, &[8, 9]) {
        assert!(Instant::now() < deadline, "the taps were not kept");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_taps_after_ready_and_after_the_start_are_refused_politely() {
    let mut s = Setting::open("classic", false).await;
    let (alice, bob) = (s.alice.clone(), s.bob.clone());
    let start = s.dm_setup(&alice).await;
    let old = s.dm_editor(&alice).unwrap();
    let ready = s.click(&alice, &old, &format!("setup-ready:{}", s.game));
    acked(&ready).await;
    s.fake
        .wait_for_dm(&alice, WAIT, |m| {
            m.has_png() && m.content.contains("locked in")
        })
        .await;
    // A tap from the editor as it was before Ready.
    let stale = s.click(&alice, &old, &s.tap_id(0));
    acked(&stale).await;
    let refusal = stale
        .wait_for_followup(WAIT, |m| !m.content.is_empty())
        .await;
    assert!(refusal.is_ephemeral());
    assert_eq!(refusal.content, "Your setup is already locked in.");

    let bob_editor = s.dm_editor(&bob).unwrap();
    let ready = s.click(&bob, &bob_editor, &format!("setup-ready:{}", s.game));
    acked(&ready).await;
    s.fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == s.thread && m.content.starts_with("Both setups are locked in")
        })
        .await;
    for (user, editor) in [(&alice, &old), (&bob, &bob_editor)] {
        let stale = s.click(user, editor, &s.tap_id(3));
        acked(&stale).await;
        let refusal = stale
            .wait_for_followup(WAIT, |m| !m.content.is_empty())
            .await;
        assert!(refusal.is_ephemeral());
        assert!(refusal.content.contains("started"), "{}", refusal.content);
    }
    assert_eq!(s.stored(&alice).await, (start, true));
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn save_by_modal_load_by_menu_and_typed_commands_share_the_setup() {
    let mut s = Setting::open("classic", false).await;
    let alice = s.alice.clone();
    let g = s.game;
    let dm = s.fake.dm_channel(&alice);
    let kept = s.dm_setup(&alice).await;

    let editor = s.dm_editor(&alice).unwrap();
    let save = s.click(&alice, &editor, &format!("setup-save:{g}"));
    let modal = save.await_response(ACK_LIMIT).await;
    assert_eq!(modal.kind, 9, "Save asks for a name in a modal");
    let modal_id = modal.modal_custom_id().unwrap().to_owned();
    let submit = s
        .fake
        .submit_modal(&alice, dm, &modal_id, &[("name", "lane")], WAIT)
        .await;
    s.track(&alice, &submit);
    let said = answer(&s.fake, &submit).await;
    assert!(said.ephemeral);
    assert_eq!(said.text, "Saved your setup as “lane”.");

    // The menu appears under the left half, with the saved setup in it.
    let deadline = Instant::now() + WAIT;
    let left = loop {
        let [_, left, _] = s.dm_editor(&alice).unwrap();
        if rows(&left).len() == 5 {
            break left;
        }
        assert!(Instant::now() < deadline, "no saved-setups menu");
        tokio::time::sleep(Duration::from_millis(30)).await;
    };
    let menu = &rows(&left)[4][0];
    assert_eq!(menu["custom_id"], format!("setup-load:{g}"));
    assert_eq!(menu["options"][0]["value"], "lane");
    assert_eq!(menu["placeholder"], "Load a saved setup");

    // Random changes it; the menu brings it back.
    let editor = s.dm_editor(&alice).unwrap();
    let random = s.click(&alice, &editor, &format!("setup-random:{g}"));
    acked(&random).await;
    let deadline = Instant::now() + WAIT;
    while s.dm_setup(&alice).await == kept {
        assert!(Instant::now() < deadline, "Random changed nothing");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let [_, left, _] = s.dm_editor(&alice).unwrap();
    let load = s
        .fake
        .select_menu(&alice, &left, &format!("setup-load:{g}"), &["lane"]);
    s.track(&alice, &load);
    acked(&load).await;
    s.shows(|| s.dm_editor(&alice), &kept).await;

    // A typed swap shows on the grid too, and lets go of a selection made by tapping.
    let tap = s.tap(&alice, 0);
    acked(&tap).await;
    let swap = s
        .fake
        .slash_command(&alice, dm, "setup")
        .subcommand("swap")
        .option("a", "A4")
        .option("b", "B4")
        .send();
    s.track(&alice, &swap);
    answer(&s.fake, &swap).await;
    let swapped = model(&kept, &[0, 1]);
    // The halves are edited one by one: wait until both show the swap with nothing selected.
    let deadline = Instant::now() + WAIT;
    loop {
        let [_, left, right] = s.shows(|| s.dm_editor(&alice), &swapped).await;
        let selected = squares(&left)
            .iter()
            .chain(&squares(&right))
            .any(|q| q.style == 3);
        if !selected {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the selection stayed after a typed swap"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    assert_eq!(s.stored(&alice).await, (swapped, false));
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_get_the_same_grid_privately_in_the_thread_and_nothing_leaks() {
    let mut s = Setting::open("classic", true).await;
    let (alice, bob) = (s.alice.clone(), s.bob.clone());
    let g = s.game;
    let show = s.show_my_board(&bob).await;
    show.await_response(ACK_LIMIT).await;
    let deadline = Instant::now() + WAIT;
    let ids: Vec<u64> = loop {
        let follow = show.followups();
        if follow.len() == 3 {
            assert!(
                follow.iter().all(Message::is_ephemeral),
                "only Bob sees them"
            );
            assert!(follow[0].has_png());
            break follow.iter().map(|m| m.id).collect();
        }
        assert!(
            Instant::now() < deadline,
            "no private editor\n{}",
            s.fake.debug_dump()
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    };
    let private = private_copy(&s.fake, ids);
    let [_, left, right] = private().unwrap();
    let start = shown_setup(&left, &right);
    assert_eq!(rows(&left).len(), 4);
    assert_eq!(rows(&right).len(), 5);
    let mut bob_setups = vec![start.clone()];

    let taps = [0, 9, 14, 35];
    for slot in taps {
        let editor = private().unwrap();
        let tap = s.click(&bob, &editor, &s.tap_id(slot));
        acked(&tap).await;
    }
    let expected = model(&start, &taps);
    s.shows(&private, &expected).await;
    bob_setups.push(expected.clone());
    let editor = private().unwrap();
    let ready = s.click(&bob, &editor, &format!("setup-ready:{g}"));
    acked(&ready).await;
    let deadline = Instant::now() + WAIT;
    while !private().unwrap()[0].content.contains("locked in") {
        assert!(
            Instant::now() < deadline,
            "Ready never showed on the private copy"
        );
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    assert_eq!(s.stored(&bob).await, (expected, true));
    assert!(private().unwrap().iter().all(Message::is_ephemeral));

    // Nothing of Bob's setup reached Alice (her DM, her interactions) or the thread.
    let seen = seen_by(&s.fake, &alice, &s.alice_tokens, &[s.thread]);
    let leaks = named(&seen, &bob_setups);
    assert!(leaks.is_empty(), "{leaks:?}");
    let thread_path = format!("/channels/{}/", s.thread);
    for r in &seen {
        let body = r.json.as_ref().map(Value::to_string).unwrap_or_default();
        if r.path.starts_with(&thread_path) || !r.path.starts_with("/channels/") {
            assert!(
                !body.contains("setup-tap:"),
                "a grid where others see it: {}",
                r.path
            );
        }
    }
    let public: Vec<Message> = s
        .fake
        .messages_in(s.thread)
        .into_iter()
        .filter(|m| !m.is_ephemeral())
        .collect();
    assert!(
        public
            .iter()
            .all(|m| !m.custom_ids().iter().any(|c| c.starts_with("setup-tap:")))
    );
    assert!(
        public.iter().all(|m| !m.has_png()),
        "no setup picture in the thread"
    );
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}

/// DM edits and pictures since `from` requests.
fn dm_costs(s: &Setting, user: &TestUser, from: usize) -> (usize, usize) {
    let dm = s.fake.dm_channel(user);
    let edits: Vec<_> = s
        .fake
        .requests_matching("PATCH", &format!("/channels/{dm}/messages/*"))
        .into_iter()
        .skip(from)
        .collect();
    let pictures = edits.iter().filter(|r| !r.files.is_empty()).count();
    (edits.len(), pictures)
}

/// Waits until `user`'s DM grid shows square `slot` highlighted (or not) and the setup
/// `setup`, then until every edit the bot owes has been sent.
async fn settled(s: &Setting, user: &TestUser, slot: usize, highlighted: bool, setup: &str) {
    let setup = normal(setup);
    let deadline = Instant::now() + WAIT;
    loop {
        if let Some([picture, left, right]) = s.dm_editor(user) {
            let lit = squares(&left)
                .into_iter()
                .chain(squares(&right))
                .any(|sq| sq.slot == slot && sq.style == 3);
            if lit == highlighted
                && shown_setup(&left, &right) == setup
                && picture.content.contains(&format!("`{setup}`"))
            {
                break;
            }
        }
        assert!(Instant::now() < deadline, "the editor never settled");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    s.bot.as_ref().expect("the bot runs").settled().await;
}

/// A tap costs what it changes: selecting or letting go edits the one half holding the square
/// and draws no picture; a swap redraws the picture and edits the halves of both squares.
/// Prints what a whole army arranged by taps costs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tap_edits_only_the_messages_it_changed() {
    let mut s = Setting::open("classic", false).await;
    let alice = s.alice.clone();
    let dm = s.fake.dm_channel(&alice);
    let start = s.dm_setup(&alice).await;
    s.shows(|| s.dm_editor(&alice), &start).await;
    s.bot.as_ref().expect("the bot runs").settled().await;
    let mut taps: Vec<usize> = Vec::new();
    // (what, slot tapped, square to watch, highlighted after, edits, pictures)
    let steps = [
        ("select on the left", 0, 0, true, 1, 0),
        ("let go", 0, 0, false, 1, 0),
        ("select on the right", 7, 7, true, 1, 0),
        ("swap across the halves", 2, 7, false, 3, 1),
        ("select", 1, 1, true, 1, 0),
        ("swap within a half", 3, 1, false, 2, 1),
    ];
    for (what, slot, watch, lit, edits, pictures) in steps {
        let before = s
            .fake
            .requests_matching("PATCH", &format!("/channels/{dm}/messages/*"))
            .len();
        let tap = s.tap(&alice, slot);
        acked(&tap).await;
        taps.push(slot);
        settled(&s, &alice, watch, lit, &model(&start, &taps)).await;
        assert_eq!(
            dm_costs(&s, &alice, before),
            (edits, pictures),
            "{what}: (edits, pictures)"
        );
    }

    // A whole army by taps, one swap at a time.
    let current = model(&start, &taps);
    let before = s
        .fake
        .requests_matching("PATCH", &format!("/channels/{dm}/messages/*"))
        .len();
    let mut arranged = Vec::new();
    for (a, b) in plan(&current, TARGET) {
        for slot in [a, b] {
            let tap = s.tap(&alice, slot);
            acked(&tap).await;
            arranged.push(slot);
        }
        settled(&s, &alice, a, false, &model(&current, &arranged)).await;
    }
    let (edits, pictures) = dm_costs(&s, &alice, before);
    println!(
        "setup by taps: {} taps, {edits} message edits, {pictures} pictures",
        arranged.len()
    );
    assert_eq!(normal(&model(&current, &arranged)), normal(TARGET));
    assert!(edits <= arranged.len() / 2 * 4, "{edits} edits");
    assert!(s.fake.problems().is_empty(), "{:?}", s.fake.problems());
}
