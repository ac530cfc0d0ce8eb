//! `stratego_bot backup FILE`: a consistent copy of the database, taken while the bot runs.
//!
//! The copy is written beside FILE first and renamed into place once SQLite has checked it, so
//! FILE is either a whole, sound database or absent, and readable by its owner only (it holds
//! every secret setup). The copy is marked as a restore (see `store::restore_mark`). It never
//! overwrites. Restore (bot stopped): move the database file and
//! its `-wal`/`-shm` companions aside, copy FILE to the database's name, start the bot. See
//! docs/BOT.md.
//!
//! Exit status: 0 done, 2 not done (the reason on stderr).

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::store::{Store, Summary};

/// Why a backup was not made.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{0} already exists; a backup never overwrites, choose a new name")]
    Exists(PathBuf),
    #[error("cannot open the database at {url}: {source}")]
    Open { url: String, source: sqlx::Error },
    #[error("copying failed: {0}")]
    Copy(sqlx::Error),
    #[error("the copy failed SQLite's integrity check ({0}); it was deleted")]
    Unsound(String),
    #[error("cannot move the finished copy to {path}: {source}")]
    Rename {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Copies the database at `url` to `path`; returns what the copy holds.
pub async fn backup(url: &str, path: &Path) -> Result<Summary, BackupError> {
    if path.exists() {
        return Err(BackupError::Exists(path.to_path_buf()));
    }
    let open_error = |source| BackupError::Open {
        url: url.to_string(),
        source,
    };
    let live = Store::open_existing(url).await.map_err(open_error)?;
    let partial = partial_name(path);
    // A leftover from an interrupted run: ours, and never a finished backup.
    let _ = std::fs::remove_file(&partial);
    let copied = live.backup_into(&partial).await;
    live.pool().close().await;
    if let Err(e) = copied.and(mark_restored(&partial).await) {
        let _ = std::fs::remove_file(&partial);
        return Err(BackupError::Copy(e));
    }
    let verdict = verify(&partial).await;
    let summary = match verdict {
        Ok(summary) => summary,
        Err(err) => {
            let _ = std::fs::remove_file(&partial);
            return Err(err);
        }
    };
    std::fs::rename(&partial, path).map_err(|source| BackupError::Rename {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(summary)
}

fn partial_name(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".partial");
    PathBuf::from(name)
}

/// Marks the copy (only it) as a restore, so a bot started on it checks Discord before
/// re-sending posts the original may have delivered after this moment.
async fn mark_restored(path: &Path) -> crate::store::Result<()> {
    let copy = Store::open_existing(&format!("sqlite://{}", path.display())).await?;
    let marked = async {
        let mut conn = copy.conn().await?;
        let now = chrono::Utc::now().timestamp_millis();
        crate::store::restore_mark::mark(&mut conn, now).await
    }
    .await;
    copy.pool().close().await;
    marked
}

async fn verify(path: &Path) -> Result<Summary, BackupError> {
    let url = format!("sqlite://{}", path.display());
    let copy = Store::open_existing(&url)
        .await
        .map_err(BackupError::Copy)?;
    let checked = async {
        if let Some(problems) = copy.integrity_problems().await? {
            return Ok(Err(BackupError::Unsound(problems)));
        }
        Ok(Ok(copy.summary().await?))
    }
    .await;
    copy.pool().close().await;
    checked.map_err(BackupError::Copy)?
}

/// `backup`'s arguments.
#[derive(Debug, clap::Args)]
pub struct BackupArgs {
    /// Where to write the copy; it must not exist yet
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

/// Runs the command on the arguments that follow `backup`; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match super::parse_tool("backup", args, out, err) {
        Ok(options) => execute(&options, out, err),
        Err(code) => code,
    }
}

/// Backs up as the parsed arguments say; returns the process exit status.
pub fn execute(options: &BackupArgs, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let url = crate::config::database_url(|name| std::env::var(name).ok());
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            let _ = writeln!(err, "backup: cannot start: {e}");
            return 2;
        }
    };
    let path = options.file.as_path();
    match runtime.block_on(backup(&url, path)) {
        Ok(s) => {
            let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
            let _ = writeln!(
                out,
                "backed up {url} to {}: {} games ({} active), {} moves, {} tournaments, \
                 {size} bytes; integrity ok",
                path.display(),
                s.matches,
                s.active_matches,
                s.moves,
                s.tournaments
            );
            0
        }
        Err(e) => {
            let _ = writeln!(err, "backup: {e}");
            2
        }
    }
}
