//! One member cannot keep the bot drawing optional pictures: past a small allowance they get a
//! friendly private "slow down", while other members are answered as usual.

use std::time::Duration;

use crate::support::bot;
use crate::support::fake_discord::FakeDiscord;
use crate::support::table::answer;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn asking_for_help_again_and_again_is_answered_with_slow_down() {
    let fake = FakeDiscord::start().await;
    let (running, _dir, _) = bot::start_fresh(&fake, Duration::from_secs(3600)).await;
    let channel = fake.text_channel();
    let eager = fake.add_user("eager");
    let mut pictures = Vec::new();
    for _ in 0..2 {
        let help = answer(&fake, &fake.slash_command(&eager, channel, "help").send()).await;
        assert!(help.text.contains("/move"), "{}", help.text);
        pictures.push(help.files[0].bytes.clone());
    }
    // Drawn once: the same picture each time.
    assert_eq!(pictures[0], pictures[1]);
    let third = answer(&fake, &fake.slash_command(&eager, channel, "help").send()).await;
    assert!(third.ephemeral);
    assert!(
        third.text.contains("faster than I draw them"),
        "{}",
        third.text
    );
    assert!(third.files.is_empty());
    let other = fake.add_user("other");
    let help = answer(&fake, &fake.slash_command(&other, channel, "help").send()).await;
    assert!(help.text.contains("/move"), "{}", help.text);
    assert!(fake.take_violations().is_empty());
    running.stop().await;
}
