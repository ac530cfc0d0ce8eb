//! A post says what was true when its change committed, not what is true when Discord takes
//! it: while Discord is away a move is played, then the server and a player switch to Swedish,
//! then the game is resigned. When Discord is back, the move's line still reads in English and
//! the end (its result and the final boards) in Swedish.

use std::time::Duration;

use stratego_bot::engine::Viewer;
use stratego_bot::service::{GuildId, MatchId, Service, UserId, UserPrefs};

use crate::support::served;

/// Plays the first legal move of whoever is to move; returns the mover.
async fn play_one(service: &Service, id: MatchId) -> UserId {
    let m = service.get_match(id).await.unwrap();
    let view = service.view(id, Viewer::Spectator).await.unwrap();
    let mover = *m.players.get(view.to_move);
    let moves = service.legal_moves(id, mover).await.unwrap();
    service.make_move(id, mover, moves[0], None).await.unwrap();
    mover
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_read_as_their_change_committed_however_late_they_are_sent() {
    let run = served::start().await;
    let (fake, service) = (&run.fake, &run.service);
    let (id, users) = served::started(service, fake, ["anna", "bertil"]).await;
    let m = service.get_match(id).await.unwrap();
    play_one(service, id).await;
    served::drained(service).await;
    let thread = served::thread_of(&run, id).await;

    fake.go_down();
    // Move 2, committed while everything is in English.
    let mover = play_one(service, id).await;
    // Then the server and both players switch to Swedish, and the player to move resigns.
    let mut settings = service
        .guild_settings(GuildId(fake.guild_id()))
        .await
        .unwrap();
    settings.locale = Some("sv-SE".into());
    service
        .set_guild_settings(GuildId(fake.guild_id()), &settings)
        .await
        .unwrap();
    for user in &users {
        let prefs = UserPrefs {
            language: Some("sv-SE".into()),
            ..service.prefs(UserId(user.id)).await.unwrap()
        };
        service.set_prefs(UserId(user.id), &prefs).await.unwrap();
    }
    let resigner = *m.players.get(m.color_of(mover).unwrap().opponent());
    service.resign(id, resigner).await.unwrap();
    // The bot has met the outage before Discord is back.
    crate::support::wait_until(
        Duration::from_secs(30),
        "the bot noticing the outage",
        async || !service.discord_reachable(),
    )
    .await;
    fake.come_back();
    served::drained(service).await;

    let posts = fake.messages_in(thread);
    let line = posts
        .iter()
        .find(|p| p.content.starts_with("2. "))
        .expect("move 2's line");
    assert!(
        line.content.contains("to move"),
        "move 2 reads as it was committed, in English: {}",
        line.content
    );
    let end = posts
        .iter()
        .find(|p| p.attachments.iter().any(|f| f.filename.ends_with(".txt")))
        .expect("the end post");
    assert!(
        end.content.contains("vinner"),
        "the resignation, committed after the switch, reads in Swedish: {}",
        end.content
    );
    let public = posts
        .iter()
        .find(|p| p.has_png() && p.content.starts_with("Parti "))
        .map(|p| p.content.clone());
    assert!(
        public.is_some(),
        "the final public board is Swedish: {posts:#?}"
    );
    for user in &users {
        let board = fake
            .dm_messages(user)
            .into_iter()
            .rev()
            .find(|p| p.has_png())
            .expect("a board DM");
        assert!(
            board.content.starts_with(&format!("Parti {id} mot ")),
            "{}'s final board reads in Swedish: {}",
            user.name,
            board.content
        );
    }
    assert!(fake.take_violations().is_empty());
}
