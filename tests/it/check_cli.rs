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
    assert!(out.contains("unexpected argument '--bogus'"), "{out}");
    assert!(out.contains("Usage: stratego_bot check"), "{out}");
}

/// A database file at the schema of migrations up to `last`, as an older bot left it, with
/// its heartbeat `age` old (none if its schema has no heartbeat yet).
async fn older_database(path: &Path, last: i64, age: Option<chrono::Duration>) {
    use std::str::FromStr;
    let options =
        sqlx::sqlite::SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
            .unwrap()
            .create_if_missing(true);
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await
        .unwrap();
    let mut older = sqlx::migrate!();
    older.migrations = older
        .migrations
        .iter()
        .filter(|m| m.version <= last)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    older.run(&pool).await.unwrap();
    if let Some(age) = age {
        let mut conn = pool.acquire().await.unwrap();
        stratego_bot::store::deadlines::set_heartbeat(&mut conn, chrono::Utc::now() - age)
            .await
            .unwrap();
    }
    pool.close().await;
}

async fn applied_migrations(path: &Path) -> i64 {
    let url = format!("sqlite://{}", path.display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let n = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

#[tokio::test(flavor = "multi_thread")]
async fn a_database_a_running_bot_beats_on_is_not_migrated_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stratego.db");
    // Migration 3 made the heartbeat table; a bot beat 3 s ago.
    older_database(&path, 3, Some(chrono::Duration::seconds(3))).await;
    let before = applied_migrations(&path).await;
    let env = [
        ("DISCORD_TOKEN", "t"),
        ("DATABASE_URL", &db(dir.path()) as &str),
    ];
    let (code, out) = check(dir.path(), &env, &["--offline"]).await;
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("database  FAILED: a bot seems to be running on this database"),
        "{out}"
    );
    assert!(out.contains("--force"), "{out}");
    assert_eq!(applied_migrations(&path).await, before, "nothing migrated");

    let (code, out) = check(dir.path(), &env, &["--force", "--offline"]).await;
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("database  ok: schema up to date"), "{out}");
    assert!(applied_migrations(&path).await > before);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_old_heartbeat_or_a_schema_without_one_is_migrated() {
    for (last, age) in [(3, Some(chrono::Duration::seconds(40))), (2, None)] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("stratego.db");
        older_database(&path, last, age).await;
        let env = [
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_URL", &db(dir.path()) as &str),
        ];
        let (code, out) = check(dir.path(), &env, &["--offline"]).await;
        assert_eq!(code, 0, "{out}");
        assert!(out.contains("database  ok: schema up to date"), "{out}");
    }
}
