//! Public posts follow the server's language, private replies the reader's: through the real
//! bot against the loopback Discord.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, TestUser};
use stratego_bot::service::{GuildId, Service};

const WAIT: Duration = Duration::from_secs(10);

/// Alice challenges Bob in #general; returns the public challenge text.
async fn challenge_text(fake: &FakeDiscord, alice: &TestUser, bob: &TestUser) -> String {
    let call = fake
        .slash_command(alice, fake.text_channel(), "challenge")
        .option("opponent", bob)
        .send();
    let response = call.await_response(WAIT).await;
    assert!(!response.is_ephemeral(), "a challenge is public");
    response.content.unwrap_or_default()
}

/// `user` runs `/server language:<language>`; returns the bot's answer.
async fn set_server_language(
    fake: &FakeDiscord,
    user: &TestUser,
    language: &str,
) -> crate::support::fake_discord::InteractionResponse {
    fake.slash_command(user, fake.text_channel(), "server")
        .option("language", language)
        .send()
        .await_response(WAIT)
        .await
}

/// Waits until the bot has stored the server's Discord language (it comes by gateway event).
async fn wait_for_noted_locale(service: &Service, guild: GuildId, locale: &str) {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let noted = service.guild_settings(guild).await.unwrap().discord_locale;
        if noted.as_deref() == Some(locale) {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot never noted locale {locale}; it has {noted:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_posts_follow_the_server_and_replies_follow_the_reader() {
    bot::init_logs();
    let dir = tempfile::tempdir().unwrap();
    let url = bot::database_url(dir.path());
    let fake = FakeDiscord::start().await;
    let running = bot::start(&bot::config(&fake, &url)).await;
    fake.wait_connected(WAIT).await;
    fake.wait_for_commands(WAIT).await;
    let service = Service::open(&url).await.unwrap();
    let guild = GuildId(fake.guild_id());
    let alice = fake.add_user("alice");
    let bob = fake.add_user("bob");

    // At connect Discord says the server speaks English.
    wait_for_noted_locale(&service, guild, "en-US").await;
    assert!(
        challenge_text(&fake, &alice, &bob)
            .await
            .contains("challenges")
    );

    // The server switches to Swedish in Discord: public posts follow without a restart.
    fake.set_guild_locale("sv-SE");
    wait_for_noted_locale(&service, guild, "sv-SE").await;
    let swedish = challenge_text(&fake, &alice, &bob).await;
    assert!(swedish.contains("utmanar"), "{swedish}");

    // An organiser picks Russian with /server; that wins over Discord's setting.
    let owner = fake.owner();
    let set = set_server_language(&fake, &owner, "ru").await;
    assert!(set.is_ephemeral());
    let answer = set.content.unwrap_or_default();
    assert!(answer.contains("Русский"), "{answer}");
    assert!(
        answer.contains("public posts"),
        "the owner reads English: {answer}"
    );
    let russian = challenge_text(&fake, &alice, &bob).await;
    assert!(russian.contains("вызывает"), "{russian}");

    // A reader's own replies stay in their language whatever the server speaks.
    let settings = fake
        .slash_command(&alice, fake.text_channel(), "settings")
        .locale("ro")
        .send()
        .await_response(WAIT)
        .await;
    assert!(settings.is_ephemeral());
    let private = settings.content.unwrap_or_default();
    assert!(private.contains("Setările tale"), "{private}");

    // "discord" hands the choice back to Discord's setting.
    set_server_language(&fake, &owner, "discord").await;
    // Alice has three open challenges, as many as one member may: Bob challenges this time.
    let swedish_again = challenge_text(&fake, &bob, &alice).await;
    assert!(swedish_again.contains("utmanar"), "{swedish_again}");

    // A member without Manage Server cannot change it.
    let refused = set_server_language(&fake, &alice, "th").await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .unwrap_or_default()
            .contains("Manage Server")
    );
    assert!(
        service
            .guild_settings(guild)
            .await
            .unwrap()
            .locale
            .is_none()
    );

    // An unknown language is refused privately and changes nothing.
    let bad = set_server_language(&fake, &owner, "klingon").await;
    assert!(bad.is_ephemeral());
    assert!(
        service
            .guild_settings(guild)
            .await
            .unwrap()
            .locale
            .is_none()
    );

    assert!(fake.problems().is_empty(), "{:?}", fake.problems());
    running.stop().await;
}
