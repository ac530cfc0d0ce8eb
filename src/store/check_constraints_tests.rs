//! Migration 0020 (CHECK constraints by table rebuild): a database from before it keeps every
//! row, and afterwards a bad status or colour cannot be stored.

use std::str::FromStr;

use chrono::{Duration, Utc};
use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

use super::*;
use crate::engine::{ByColor, Color, Deployment, EndReason, Outcome, Rules, Variant, sim};
use crate::tournament::{Format, GameResult};

/// The first migration that rebuilds tables.
const REBUILD: i64 = 20;

async fn raw_pool(path: &std::path::Path) -> SqlitePool {
    let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
        .unwrap()
        .create_if_missing(true)
        .foreign_keys(true);
    SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await
        .unwrap()
}

/// A database at the schema just before the rebuild.
async fn before_rebuild(path: &std::path::Path) -> SqlitePool {
    let pool = raw_pool(path).await;
    let mut older = sqlx::migrate!();
    older.migrations = older
        .migrations
        .iter()
        .filter(|m| m.version < REBUILD)
        .cloned()
        .collect::<Vec<_>>()
        .into();
    older.run(&pool).await.unwrap();
    pool
}

/// A finished game and an active one with setups, moves, a deadline and a draw offer, a
/// challenge that made a match, a tournament game, ratings, prefs, saved setups...
async fn fill(conn: &mut Conn) -> (MatchId, MatchId) {
    let now = Utc::now();
    let user = |n: u64| UserId(1_000_000_000_000_000_000 + n);
    let new = |red, blue| NewMatch {
        guild: GuildId(7),
        channel: ChannelId(8),
        players: ByColor { red, blue },
        options: MatchOptions::default(),
        rules: Rules::default(),
    };
    let (_, played) = sim::random_game(Rules::default(), 11);
    let mut ids = Vec::new();
    for (n, finish) in [(1, true), (3, false)] {
        let id = matches::insert(conn, &new(user(n), user(n + 1)), now)
            .await
            .unwrap();
        matches::set_thread(conn, id, ChannelId(900 + n))
            .await
            .unwrap();
        for (i, color) in Color::ALL.into_iter().enumerate() {
            let setup = SetupRow {
                match_id: id,
                color,
                user: user(n + i as u64),
                deployment: Deployment::random(Variant::Classic, n * 10 + i as u64),
                ready: false,
                salt: None,
                commitment: None,
            };
            setups::insert(conn, &setup).await.unwrap();
            setups::mark_ready(conn, id, color, "salt", "commitment")
                .await
                .unwrap();
            draws::count_offer(conn, id, color).await.unwrap();
        }
        setup_grid::record_tap(conn, 5000 + n, id, Color::Red, 3, now)
            .await
            .unwrap();
        assert!(matches::start(conn, id, now).await.unwrap());
        for (ply, mv) in played.iter().take(30).enumerate() {
            moves::append(conn, id, ply as u32, mv, now).await.unwrap();
            assert!(matches::advance(conn, id, ply as u32).await.unwrap());
        }
        if finish {
            let outcome = Outcome {
                winner: Some(Color::Blue),
                reason: EndReason::Resignation,
            };
            matches::finish(conn, id, MatchStatus::Finished, Some(outcome), now)
                .await
                .unwrap();
        } else {
            deadlines::put(
                conn,
                &DeadlineRow {
                    match_id: id,
                    phase: DeadlinePhase::Move,
                    ply: 30,
                    color: Some(Color::Red),
                    started_at: now,
                    due_at: now + Duration::hours(1),
                    banks: Some(ByColor {
                        red: 60_000,
                        blue: 50_000,
                    }),
                    reminders_sent: 1,
                    reminders: Default::default(),
                },
            )
            .await
            .unwrap();
            draws::put(
                conn,
                id,
                DrawOffer {
                    by: Color::Blue,
                    ply: 29,
                },
            )
            .await
            .unwrap();
        }
        ids.push(id);
    }
    let challenge = challenges::insert(
        conn,
        &NewChallenge {
            guild: GuildId(7),
            channel: ChannelId(8),
            challenger: user(1),
            opponent: Some(user(2)),
            options: MatchOptions::default(),
            expires_at: now,
        },
        now,
    )
    .await
    .unwrap();
    challenges::close(conn, challenge, ChallengeStatus::Accepted, Some(ids[0]))
        .await
        .unwrap();
    let t = tournaments::insert(
        conn,
        &NewTournament {
            guild: GuildId(7),
            channel: ChannelId(8),
            creator: user(1),
            name: "Spring cup".into(),
            format: Format::Swiss { rounds: 3 },
            options: MatchOptions::default(),
            max_players: 16,
            signup_deadline: Some(now),
            round_secs: Some(3600),
        },
        now,
    )
    .await
    .unwrap();
    tournaments::add_player(conn, t, user(1), 1500.0, now)
        .await
        .unwrap();
    tournaments::add_player(conn, t, user(2), 1400.0, now)
        .await
        .unwrap();
    tournaments::set_status(
        conn,
        t,
        TournamentStatus::Signup,
        TournamentStatus::Running,
        now,
    )
    .await
    .unwrap();
    tournaments::insert_round(
        conn,
        t,
        &RoundRow {
            round: 0,
            byes: vec![],
            started_at: now,
            deadline: None,
        },
    )
    .await
    .unwrap();
    tournaments::insert_game(
        conn,
        t,
        &GameRow {
            round: 0,
            game: 0,
            red: user(1),
            blue: user(2),
            result: Some(GameResult::BlueWin),
            match_id: Some(ids[0]),
        },
    )
    .await
    .unwrap();
    ratings::put(
        conn,
        GuildId(7),
        Variant::Classic,
        &RatingRow::new(user(1), now),
    )
    .await
    .unwrap();
    ratings::insert_change(
        conn,
        &RatingChange {
            match_id: ids[0],
            guild: GuildId(7),
            variant: Variant::Classic,
            red: user(1),
            blue: user(2),
            red_before: 1500.0,
            red_after: 1480.0,
            blue_before: 1400.0,
            blue_after: 1420.0,
            at: now,
        },
    )
    .await
    .unwrap();
    let saved = SavedSetup {
        name: "wall".into(),
        variant: Variant::Classic,
        deployment: Deployment::random(Variant::Classic, 3),
    };
    saved_setups::put(conn, user(1), &saved, now).await.unwrap();
    let prefs = UserPrefs {
        numbering: Numbering::Old,
        ping: false,
        language: Some("sv-SE".into()),
        ..UserPrefs::default()
    };
    // The columns of this schema (later migrations add more).
    sqlx::query("INSERT INTO user_prefs (user_id, numbering, ping, language) VALUES (?, ?, ?, ?)")
        .bind(user(1).db())
        .bind(prefs.numbering.name())
        .bind(prefs.ping)
        .bind(&prefs.language)
        .execute(&mut *conn)
        .await
        .unwrap();
    (ids[0], ids[1])
}

/// Every row of every table that has any, as text, sorted (columns by name, so a rebuilt
/// table with the same columns compares equal whatever their order).
async fn snapshot(conn: &mut Conn) -> Vec<(String, Vec<String>)> {
    snapshot_within(conn, None).await
}

/// Columns a later migration drops on purpose (0025: tournament news is owed in the outbox).
const DROPPED_LATER: &[(&str, &str)] = &[
    ("tournament_rounds", "announced"),
    ("tournaments", "finish_announced"),
];

/// Like [`snapshot`], limited to the tables and columns of `earlier` (a snapshot taken before
/// later migrations added tables, columns and rows of their own).
async fn snapshot_within(
    conn: &mut Conn,
    earlier: Option<&[(String, Vec<String>)]>,
) -> Vec<(String, Vec<String>)> {
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    let mut out = Vec::new();
    for table in tables {
        let mut columns: Vec<String> = sqlx::query_scalar("SELECT name FROM pragma_table_info(?)")
            .bind(&table)
            .fetch_all(&mut *conn)
            .await
            .unwrap();
        columns.sort();
        columns.retain(|c| !DROPPED_LATER.contains(&(table.as_str(), c.as_str())));
        if let Some(earlier) = earlier {
            let Some((key, _)) = earlier
                .iter()
                .find(|(key, _)| key.starts_with(&format!("{table}(")))
            else {
                continue;
            };
            let kept = &key[table.len() + 1..key.len() - 1];
            columns.retain(|c| kept.split(',').any(|k| k == c));
        }
        let row = columns
            .iter()
            .map(|c| format!("quote(\"{c}\")"))
            .collect::<Vec<_>>()
            .join(" || ',' || ");
        let mut rows: Vec<String> = sqlx::query_scalar(&format!("SELECT {row} FROM \"{table}\""))
            .fetch_all(&mut *conn)
            .await
            .unwrap();
        rows.sort();
        // Only rows count: a table a later migration adds starts empty.
        if rows.is_empty() {
            continue;
        }
        out.push((format!("{table}({})", columns.join(",")), rows));
    }
    out
}

#[tokio::test]
async fn a_database_from_before_the_rebuild_keeps_every_row() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let pool = before_rebuild(&path).await;
    let (finished, active) = fill(&mut pool.acquire().await.unwrap()).await;
    let before = snapshot(&mut pool.acquire().await.unwrap()).await;
    let count = |table: &str| {
        before
            .iter()
            .find(|(t, _)| t.starts_with(&format!("{table}(")))
            .map_or(0, |(_, rows)| rows.len())
    };
    // The rows a cascade would take with the matches are really there.
    assert_eq!(count("matches"), 2);
    assert_eq!(count("setups"), 4);
    assert_eq!(count("moves"), 60);
    assert_eq!(count("deadlines"), 1);
    assert_eq!(count("draw_offers"), 1);
    assert_eq!(count("draw_offer_counts"), 4);
    assert_eq!(count("setup_taps"), 2);
    pool.close().await;

    let store = Store::open_path(&path).await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let after = snapshot_within(&mut conn, Some(&before)).await;
    assert_eq!(before, after);
    // The round whose pairings were still owed is owed by the outbox now, once.
    let owed: Vec<String> = sqlx::query_scalar(
        "SELECT post FROM outbox WHERE done_at IS NULL AND lane = 'tournament:1'",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    assert_eq!(
        owed,
        [r#"{"post":"round_started","tournament":1,"round":0}"#]
    );

    // The store reads it all back, and foreign keys are on again.
    assert_eq!(
        matches::get(&mut conn, finished)
            .await
            .unwrap()
            .unwrap()
            .status,
        MatchStatus::Finished
    );
    assert_eq!(moves::all(&mut conn, active).await.unwrap().len(), 30);
    assert_eq!(setups::both(&mut conn, active).await.unwrap().len(), 2);
    assert!(deadlines::get(&mut conn, active).await.unwrap().is_some());
    let on: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    assert_eq!(on, 1);
    // Ids keep counting from where they were.
    let next = matches::insert(
        &mut conn,
        &NewMatch {
            guild: GuildId(7),
            channel: ChannelId(8),
            players: ByColor {
                red: UserId(1),
                blue: UserId(2),
            },
            options: MatchOptions::default(),
            rules: Rules::default(),
        },
        Utc::now(),
    )
    .await
    .unwrap();
    assert_eq!(next.0, active.0 + 1);
    // Deleting a match still cascades to its rows.
    sqlx::query("DELETE FROM deadlines WHERE match_id = ?")
        .bind(active.0)
        .execute(&mut *conn)
        .await
        .unwrap();
    sqlx::query("DELETE FROM matches WHERE id = ?")
        .bind(next.0)
        .execute(&mut *conn)
        .await
        .unwrap();
}

#[tokio::test]
async fn the_rebuild_refuses_to_run_with_foreign_keys_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let pool = before_rebuild(&path).await;
    fill(&mut pool.acquire().await.unwrap()).await;
    let before = snapshot(&mut pool.acquire().await.unwrap()).await;
    // A plain migrator run (foreign keys on) would cascade-delete: it must fail instead.
    let err = sqlx::migrate!().run(&pool).await.unwrap_err();
    assert!(err.to_string().contains("CHECK"), "{err}");
    assert_eq!(before, snapshot(&mut pool.acquire().await.unwrap()).await);
}

#[tokio::test]
async fn a_bad_status_or_colour_cannot_be_stored() {
    let store = Store::open_in_memory().await.unwrap();
    let mut conn = store.conn().await.unwrap();
    fill(&mut conn).await;
    for bad in [
        "UPDATE matches SET status = 'paused'",
        "UPDATE matches SET status = 'Finished'",
        "UPDATE matches SET winner = 'green'",
        "UPDATE matches SET end_reason = 'boredom'",
        "UPDATE setups SET color = 'Red'",
        "UPDATE moves SET color = 'green'",
        "UPDATE moves SET battle_outcome = 'draw'",
        "UPDATE moves SET rank = 'Q'",
        "UPDATE deadlines SET phase = 'lunch'",
        "UPDATE deadlines SET color = 'purple'",
        "UPDATE draw_offers SET color = ''",
        "UPDATE draw_offer_counts SET color = 'x'",
        "UPDATE setup_taps SET color = 'x'",
        "UPDATE challenges SET status = 'maybe'",
        "UPDATE tournaments SET status = 'paused'",
        "UPDATE saved_setups SET variant = 'chess'",
        "UPDATE user_prefs SET numbering = 'roman'",
        "UPDATE ratings SET variant = 'chess'",
        "UPDATE rating_changes SET variant = 'chess'",
    ] {
        let err = sqlx::query(bad).execute(&mut *conn).await.unwrap_err();
        assert!(
            err.to_string().contains("CHECK constraint failed"),
            "{bad}: {err}"
        );
    }
    // What the code writes is accepted (the fill above wrote every kind once).
    sqlx::query("UPDATE matches SET status = 'cancelled', winner = NULL")
        .execute(&mut *conn)
        .await
        .unwrap();
}

#[tokio::test]
async fn an_unknown_stored_value_is_a_decode_error_not_a_guess() {
    let store = Store::open_in_memory().await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let (finished, _) = fill(&mut conn).await;
    // Only possible with the checks out of the way, as in a database edited by hand.
    sqlx::query("PRAGMA ignore_check_constraints = ON")
        .execute(&mut *conn)
        .await
        .unwrap();
    sqlx::query("UPDATE matches SET status = 'paused' WHERE id = ?")
        .bind(finished.0)
        .execute(&mut *conn)
        .await
        .unwrap();
    sqlx::query("PRAGMA ignore_check_constraints = OFF")
        .execute(&mut *conn)
        .await
        .unwrap();
    let err = matches::get(&mut conn, finished).await.unwrap_err();
    assert!(matches!(err, sqlx::Error::ColumnDecode { .. }), "{err}");
}
