//! All SQL of the bot. Small files per aggregate; every function takes a connection so the
//! service can group several writes into one transaction.

mod backup;
pub mod challenge_previews;
pub mod challenges;
#[cfg(test)]
mod check_constraints_tests;
mod columns;
pub mod deadlines;
pub mod dm_channels;
pub mod draws;
mod file_mode;
pub mod greeted;
pub mod guilds;
mod ids;
mod json;
pub mod lease;
pub mod matches;
pub mod messages;
pub mod moves;
pub mod names;
mod options;
pub mod outbox;
mod place;
pub mod play_queue;
pub mod practice;
pub mod prefs;
pub mod private_copies;
pub mod ratings;
pub mod recent;
pub mod restore_mark;
pub mod saved_setups;
pub mod setup_grid;
pub mod setup_traces;
pub mod setups;
pub mod tick_failures;
pub mod tournaments;
pub mod usual_options;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

pub use backup::{Summary, known_migrations};
pub use challenges::{ChallengeRow, ChallengeStatus, NewChallenge};
pub use deadlines::{DeadlinePhase, DeadlineRow};
pub use draws::DrawOffer;
pub use guilds::GuildSettings;
pub use ids::{ChallengeId, ChannelId, GuildId, MatchId, MessageId, RoleId, TournamentId, UserId};
pub use matches::{MatchRow, MatchStatus, NewMatch};
pub use messages::{MessageKind, MessageRef, MessageScope};
pub use moves::MoveRow;
pub use options::{ColorChoice, MAX_SPECTATOR_DELAY, MatchOptions, TimeControl};
pub use outbox::OutboxRow;
pub use place::GamePlace;
pub use play_queue::QueueEntry;
pub use prefs::{Numbering, ReminderPlan, UserPrefs};
pub use ratings::{PlayedGame, RatingChange, RatingRow};
pub use saved_setups::SavedSetup;
pub use setups::SetupRow;
pub use tournaments::{
    GameRow, NewTournament, PlayerRow, RoundRow, TournamentPlace, TournamentRow, TournamentStatus,
};

pub type Conn = sqlx::SqliteConnection;
pub type Tx = sqlx::Transaction<'static, sqlx::Sqlite>;
pub type Result<T> = std::result::Result<T, sqlx::Error>;

/// The database: a pool of SQLite connections with the schema migrated.
#[derive(Debug, Clone)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if missing, readable by its owner only) a database file and applies
    /// the migrations.
    pub async fn open(url: &str) -> Result<Store> {
        let options = SqliteConnectOptions::from_str(url)?;
        let file = options.get_filename();
        if file != std::path::Path::new(":memory:") && !file.as_os_str().is_empty() {
            file_mode::make_private(file);
        }
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit is on disk before we acknowledge a move.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        Store::migrated(pool).await
    }

    /// A database file at `path` (tests use one in a tempdir).
    pub async fn open_path(path: &std::path::Path) -> Result<Store> {
        Store::open(&format!("sqlite://{}", path.display())).await
    }

    /// A private in-memory database: one connection, gone when the store is dropped.
    pub async fn open_in_memory() -> Result<Store> {
        let options = SqliteConnectOptions::from_str("sqlite::memory:")?.foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options)
            .await?;
        Store::migrated(pool).await
    }

    async fn migrated(pool: SqlitePool) -> Result<Store> {
        migrate(&pool, &sqlx::migrate!()).await?;
        Ok(Store { pool })
    }

    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    pub async fn conn(&self) -> Result<sqlx::pool::PoolConnection<sqlx::Sqlite>> {
        self.pool.acquire().await
    }

    /// Starts a write transaction. `BEGIN IMMEDIATE` takes the write lock up front so two
    /// writers wait on the busy timeout instead of failing to upgrade a read lock.
    pub async fn begin(&self) -> Result<Tx> {
        self.pool.begin_with("BEGIN IMMEDIATE").await
    }

    /// Folds the write-ahead log into the database file, then closes every connection, so the
    /// next start opens a tidy file. SQLite checkpoints on closing the last connection anyway,
    /// but one still on its way back to the pool may close late.
    pub async fn close(&self) {
        if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&self.pool)
            .await
        {
            tracing::warn!("checkpoint at shutdown: {e}");
        }
        self.pool.close().await;
        // Bounded short: a stop has two seconds in all, and this only tidies the file.
        for _ in 0..25 {
            if self.pool.size() == 0 {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        tracing::warn!(
            open = self.pool.size(),
            "database connections still open at shutdown"
        );
    }
}

/// Applies `migrator` with foreign keys off. A migration that rebuilds a table (0020) drops
/// the old one, and with foreign keys on that drop deletes every row referencing it through
/// ON DELETE CASCADE. SQLite ignores the pragma inside a transaction and sqlx runs each SQLite
/// migration in one, so it is switched here, on the one connection the migrator uses; each
/// rebuild checks its references before it commits.
async fn migrate(pool: &SqlitePool, migrator: &sqlx::migrate::Migrator) -> Result<()> {
    let mut conn = pool.acquire().await?;
    sqlx::query("PRAGMA foreign_keys = OFF")
        .execute(&mut *conn)
        .await?;
    let ran = migrator.run(&mut *conn).await;
    let on = sqlx::query("PRAGMA foreign_keys = ON")
        .execute(&mut *conn)
        .await;
    if ran.is_err() || on.is_err() {
        // Never hand a connection with foreign keys off back to the pool.
        conn.close_on_drop();
    }
    ran?;
    on?;
    Ok(())
}

/// Seconds since the Unix epoch, as stored.
pub fn unix(time: chrono::DateTime<chrono::Utc>) -> i64 {
    time.timestamp()
}

pub fn from_unix(secs: i64) -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(secs, 0).unwrap_or_default()
}
