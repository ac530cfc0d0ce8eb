//! Games played where not every member can look (a staff channel, a role-gated ladder) stay
//! among those who can: their replays, their setups in heat maps, and public replays.

use chrono::Utc;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Deployment, Game, Variant};
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MessageId, MessageKind, MessageRef,
    MessageScope, NewChallenge, UserId,
};

use crate::support::fake_discord::{OptionValue, TestUser};
use crate::support::served::{Run, start, thread_of};
use crate::support::table::{WAIT, answer};

fn uid(u: &TestUser) -> UserId {
    UserId(u.id)
}

/// A game between `red` and `blue` made in `channel`, `moves` random moves played; finished
/// by Blue resigning when `finish`.
async fn game_in(
    run: &Run,
    channel: u64,
    [red, blue]: [&TestUser; 2],
    moves: usize,
    finish: bool,
) -> MatchId {
    let service = &run.service;
    let challenge = service
        .create_challenge(NewChallenge {
            guild: GuildId(run.fake.guild_id()),
            channel: ChannelId(channel),
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
    // The challenge's message, since deleted, so the bot closes it without a trace.
    let gone = MessageRef {
        channel: ChannelId(channel),
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
    thread_of(run, id).await;
    let setups = [
        Deployment::random(Variant::Classic, id.0 as u64 * 2),
        Deployment::random(Variant::Classic, id.0 as u64 * 2 + 1),
    ];
    for (user, setup) in [(red, &setups[0]), (blue, &setups[1])] {
        service
            .setup_paste(id, uid(user), &setup.to_string())
            .await
            .unwrap();
        service.setup_ready(id, uid(user)).await.unwrap();
    }
    let rules = service.get_match(id).await.unwrap().rules;
    let mut game = Game::new(rules, &setups[0], &setups[1]).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(id.0 as u64);
    for _ in 0..moves {
        if game.is_over() {
            break;
        }
        let legal = game.legal_moves();
        let mv = legal[rng.gen_range(0..legal.len())];
        let user = [red, blue][game.to_move().index()];
        service.make_move(id, uid(user), mv, None).await.unwrap();
        game.play(mv).unwrap();
    }
    if finish && !game.is_over() {
        service.resign(id, uid(blue)).await.unwrap();
    }
    id
}

/// `/replay game:<id>` (public if asked) typed by `who` in `channel`.
async fn replay(
    run: &Run,
    who: &TestUser,
    channel: u64,
    id: MatchId,
    public: bool,
) -> crate::support::table::Answer {
    let mut command = run
        .fake
        .slash_command(who, channel, "replay")
        .option("game", id.0);
    if public {
        command = command.option("public", true);
    }
    answer(&run.fake, &command.send()).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_a_private_channel_stay_among_those_who_can_see_it() {
    let run = start().await;
    let fake = &run.fake;
    let staff = fake.add_role("staff");
    let room = fake.add_private_channel("staff-ladder", &[staff]);
    let general = fake.text_channel();
    let [alice, bob, carol, dave] = ["alice", "bob", "carol", "dave"].map(|n| fake.add_user(n));
    for member in [&alice, &bob, &carol] {
        fake.give_role(member, staff);
    }
    // One game in the staff channel, one in #general, both between Alice and Bob.
    let hidden = game_in(&run, room, [&alice, &bob], 6, true).await;
    let open = game_in(&run, general, [&alice, &bob], 6, true).await;

    // Dave cannot see the staff channel: to him the game does not exist.
    let reply = replay(&run, &dave, general, hidden, false).await;
    assert!(reply.ephemeral);
    assert!(
        reply.text.contains("I do not know that game"),
        "{}",
        reply.text
    );
    assert!(reply.files.is_empty());
    let reply = replay(&run, &dave, general, open, false).await;
    assert!(
        reply.text.starts_with(&format!("Game {open}, move 0")),
        "{}",
        reply.text
    );
    // Nor does autocomplete offer it by its number.
    let handle = fake
        .autocomplete(&dave, general, "replay")
        .focused("game", &hidden.0.to_string())
        .send();
    let names = handle.await_response(WAIT).await.choice_names();
    assert!(
        !names
            .iter()
            .any(|n| n.starts_with(&format!("Game {hidden}:"))),
        "{names:?}"
    );
    // Carol is staff: she may step through it, privately.
    let reply = replay(&run, &carol, general, hidden, false).await;
    assert!(reply.ephemeral);
    assert!(
        reply.text.starts_with(&format!("Game {hidden}, move 0")),
        "{}",
        reply.text
    );
    assert_eq!(reply.files.len(), 1);

    // Shown to a channel only where everyone reading could see the game anyway.
    let reply = replay(&run, &alice, general, hidden, true).await;
    assert!(reply.ephemeral);
    assert!(reply.text.contains("only to you"), "{}", reply.text);
    assert!(reply.files.is_empty());
    let title = format!("Game {hidden}, move");
    assert!(
        !fake
            .messages_in(general)
            .iter()
            .any(|m| !m.is_ephemeral() && m.content.contains(&title))
    );
    let reply = replay(&run, &alice, room, hidden, true).await;
    assert!(!reply.ephemeral, "{}", reply.text);
    let reply = replay(&run, &alice, general, open, true).await;
    assert!(!reply.ephemeral, "{}", reply.text);

    // Maps posted in #general count only the game played where all its readers can look,
    // whoever asks; in the staff channel both count.
    for (who, channel, games) in [(&dave, general, 1), (&carol, general, 1), (&bob, room, 2)] {
        let handle = fake
            .slash_command(who, channel, "profile")
            .subcommand("habits")
            .option("player", OptionValue::User(alice.clone()))
            .send();
        let reply = answer(fake, &handle).await;
        assert!(
            reply.text.contains(&format!("over {games} finished games")),
            "{} in {channel}: {}",
            who.name,
            reply.text
        );
        let handle = fake
            .slash_command(who, channel, "leaderboard")
            .subcommand("habits")
            .send();
        let reply = answer(fake, &handle).await;
        let setups = games * 2;
        assert!(
            reply.text.contains(&format!("over {setups} setups")),
            "{} in {channel}: {}",
            who.name,
            reply.text
        );
    }
    // A profile posted in #general lists only the game played there among the recent ones;
    // in the staff channel both.
    for (who, channel, shown) in [
        (&dave, general, vec![open]),
        (&bob, room, vec![hidden, open]),
    ] {
        let handle = fake
            .slash_command(who, channel, "profile")
            .subcommand("show")
            .option("player", OptionValue::User(alice.clone()))
            .send();
        let embeds = serde_json::to_string(&handle.await_response(WAIT).await.embeds).unwrap();
        for game in [hidden, open] {
            assert_eq!(
                embeds.contains(&format!("Game {game}:")),
                shown.contains(&game),
                "game {game} in {channel}: {embeds}"
            );
        }
    }
    assert!(fake.take_violations().is_empty());
    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    run.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frame_of_a_game_in_play_is_never_written_over_a_public_replay() {
    let run = start().await;
    let fake = &run.fake;
    let general = fake.text_channel();
    let [alice, bob, carol] = ["alice", "bob", "carol"].map(|n| fake.add_user(n));
    let done = game_in(&run, general, [&alice, &bob], 4, true).await;
    let live = game_in(&run, general, [&alice, &carol], 4, false).await;
    let handle = fake
        .slash_command(&bob, general, "replay")
        .option("game", done.0)
        .option("public", true)
        .send();
    let reply = answer(fake, &handle).await;
    assert!(!reply.ephemeral);
    let public = handle.original_message().expect("the public replay");
    // Alice forges a step of her game in play on it: refused, the message stays as it was.
    let forged = format!("replay:{live}:0:rn");
    let click = fake.click_button(&alice, &public, &forged);
    let reply = answer(fake, &click).await;
    assert!(reply.ephemeral);
    assert!(reply.text.contains("only privately"), "{}", reply.text);
    let after = fake.message(public.id).expect("the public replay");
    assert_eq!(after.content, public.content);
    assert_eq!(after.attachments, public.attachments);
    // And a forged switch to a closed view of her own game in play says what happened.
    let handle = fake
        .slash_command(&alice, general, "replay")
        .option("game", live.0)
        .send();
    answer(fake, &handle).await;
    let own = handle.original_message().expect("her private replay");
    let click = fake.click_button(&alice, &own, &format!("replay:{live}:0:an"));
    let reply = answer(fake, &click).await;
    assert!(
        reply.text.contains("opens when the game is over"),
        "{}",
        reply.text
    );
    assert!(fake.take_violations().is_empty());
    run.running.stop().await;
}
