//! Online copies of the database for `stratego_bot backup`, and what `check` reports.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

use super::{Result, Store};

/// What a database holds, in a few numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    pub matches: i64,
    /// In setup or being played.
    pub active_matches: i64,
    pub moves: i64,
    pub tournaments: i64,
    /// Migrations recorded as applied.
    pub migrations: i64,
}

impl Store {
    /// Opens a database that must already exist, without migrating it: a backup taken by a
    /// newer binary must not change the schema under a running older bot.
    pub async fn open_existing(url: &str) -> Result<Store> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(false)
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await?;
        Ok(Store { pool })
    }

    /// The last heartbeat of the database at `url`, read without creating or migrating it
    /// (so `check` can look before it migrates): None when the file does not exist or
    /// no bot has beaten on it.
    pub async fn heartbeat_of(url: &str) -> Result<Option<DateTime<Utc>>> {
        let options = SqliteConnectOptions::from_str(url)?;
        let file = options.get_filename();
        if file == Path::new(":memory:") || file.as_os_str().is_empty() || !file.exists() {
            return Ok(None);
        }
        let store = Store::open_existing(url).await?;
        let beat = match store.conn().await {
            Ok(mut conn) => super::deadlines::heartbeat_if_any(&mut conn).await,
            Err(e) => Err(e),
        };
        store.pool().close().await;
        beat
    }

    /// The instance lease of the database at `url`, read like [`Store::heartbeat_of`].
    pub async fn lease_of(url: &str) -> Result<Option<super::lease::LeaseRow>> {
        let options = SqliteConnectOptions::from_str(url)?;
        let file = options.get_filename();
        if file == Path::new(":memory:") || file.as_os_str().is_empty() || !file.exists() {
            return Ok(None);
        }
        let store = Store::open_existing(url).await?;
        let lease = match store.conn().await {
            Ok(mut conn) => super::lease::get_if_any(&mut conn).await,
            Err(e) => Err(e),
        };
        store.pool().close().await;
        lease
    }

    /// Writes a consistent copy of the whole database to `path` (which must not exist) while
    /// the bot keeps writing: `VACUUM INTO` reads one snapshot, and in WAL mode a reader
    /// never blocks a writer. The copy is compact and needs no `-wal` file beside it.
    ///
    /// The copy holds every secret setup, so it is owner-only whatever the umask: `VACUUM
    /// INTO` would create it with the umask's mode, but it fills an empty file it is given.
    pub async fn backup_into(&self, path: &Path) -> Result<()> {
        super::file_mode::create_private(path)?;
        sqlx::query("VACUUM INTO ?")
            .bind(path.to_string_lossy().into_owned())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// SQLite's own consistency check: `None` when the file is sound, else the first problems.
    pub async fn integrity_problems(&self) -> Result<Option<String>> {
        let lines: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_all(&self.pool)
            .await?;
        Ok((lines != ["ok"]).then(|| lines.join("; ")))
    }

    pub async fn summary(&self) -> Result<Summary> {
        let count = |sql: &'static str| async move {
            sqlx::query_scalar::<_, i64>(sql)
                .fetch_one(&self.pool)
                .await
        };
        Ok(Summary {
            matches: count("SELECT COUNT(*) FROM matches").await?,
            active_matches: count(
                "SELECT COUNT(*) FROM matches WHERE status IN ('setup', 'playing')",
            )
            .await?,
            moves: count("SELECT COUNT(*) FROM moves").await?,
            tournaments: count("SELECT COUNT(*) FROM tournaments").await?,
            migrations: count("SELECT COUNT(*) FROM _sqlx_migrations WHERE success").await?,
        })
    }
}

/// How many migrations this binary carries.
pub fn known_migrations() -> usize {
    sqlx::migrate!().iter().count()
}
