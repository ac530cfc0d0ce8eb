//! `stratego_bot check`: settings, database and token, as an admin runs it before a start.

use std::path::Path;
use std::time::Duration;

use crate::support::fake_discord::{FakeDiscord, Fault};
use crate::support::process;

async fn check(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> (i32, String) {
    let mut args_all = vec!["check"];
    args_all.extend_from_slice(args);
    let mut run = process::spawn(dir, env, &args_all);
    let (status, _) = run.wait_exit(Duration::from_secs(30)).await;
    (status.code().expect("an exit code"), run.output())
}

fn db(dir: &Path) -> String {
    format!("sqlite://{}?mode=rwc", dir.join("stratego.db").display())
}

#[tokio::test(flavor = "multi_thread")]
async fn a_good_installation_passes_and_gets_its_invite_link() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let guild = fake.guild_id().to_string();
    let (code, out) = check(
        dir.path(),
        &[
            ("DISCORD_TOKEN", "fake-token"),
            ("DISCORD_API_BASE", &fake.base_url()),
            ("DATABASE_URL", &db(dir.path())),
            ("DEV_GUILD_ID", &guild),
        ],
        &[],
    )
    .await;
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("config    ok:"), "{out}");
    assert!(lines[0].contains(&format!("server {guild} only")), "{out}");
    assert!(
        lines[1].starts_with("database  ok: schema up to date"),
        "{out}"
    );
    assert!(lines[1].contains("0 games"), "{out}");
    let me = fake.bot_user();
    assert!(
        lines[2].starts_with(&format!(
            "discord   ok: the token belongs to {} (id {})",
            me.name, me.id
        )),
        "{out}"
    );
    let invite = stratego_bot::discord::invite_url(fake.application_id());
    assert!(lines[2].ends_with(&invite), "{out}");
    // The database was created and migrated, as a start would.
    assert!(dir.path().join("stratego.db").exists());
    assert!(!out.contains("fake-token"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_rejected_token_fails_the_check() {
    let fake = FakeDiscord::start().await;
    fake.fail_next(
        "GET",
        "/users/@me",
        1,
        Fault::Status {
            status: 401,
            code: 0,
            message: "401: Unauthorized".into(),
        },
    );
    let dir = tempfile::tempdir().unwrap();
    let (code, out) = check(
        dir.path(),
        &[
            ("DISCORD_TOKEN", "fake-token"),
            ("DISCORD_API_BASE", &fake.base_url()),
            ("DATABASE_URL", &db(dir.path())),
        ],
        &[],
    )
    .await;
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("discord   FAILED: Discord refused the bot token"),
        "{out}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn missing_token_bad_settings_and_unusable_database_fail_with_reasons() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out) = check(dir.path(), &[("DISCORD_TOKEN", "")], &[]).await;
    assert_eq!(code, 2, "{out}");
    assert!(
        out.starts_with("config    FAILED: DISCORD_TOKEN is not set"),
        "{out}"
    );

    let (code, out) = check(
        dir.path(),
        &[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "my server")],
        &["--offline"],
    )
    .await;
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("DEV_GUILD_ID must be a number"), "{out}");

    // A directory where the database file should be.
    std::fs::create_dir(dir.path().join("stratego.db")).unwrap();
    let (code, out) = check(
        dir.path(),
        &[("DISCORD_TOKEN", "t"), ("DATABASE_URL", &db(dir.path()))],
        &["--offline"],
    )
    .await;
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("database  FAILED: cannot open or migrate"),
        "{out}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn offline_or_unreachable_discord_leaves_the_token_unverified_but_passes() {
    let dir = tempfile::tempdir().unwrap();
    let env = [
        ("DISCORD_TOKEN", "t"),
        ("DATABASE_URL", &db(dir.path()) as &str),
    ];
    let (code, out) = check(dir.path(), &env, &["--offline"]).await;
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("discord   skipped (--offline)"), "{out}");

    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let closed = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    let mut env = env.to_vec();
    env.push(("DISCORD_API_BASE", &closed));
    let (code, out) = check(dir.path(), &env, &[]).await;
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!(
            "discord   not verified: cannot reach Discord at {closed}"
        )),
        "{out}"
    );
    let (code, out) = check(dir.path(), &env, &["--bogus"]).await;
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("usage: stratego_bot check"), "{out}");
}
