//! The database holds every secret setup, so its files are readable by their owner only: the
//! file is created with mode 0600 before SQLite opens it (SQLite gives its `-wal` and `-shm`
//! files the database file's mode), and a file left wider by an older version is narrowed.

use std::path::Path;

/// Creates `path` owner-only if it is missing, and narrows it (and its WAL companions) if an
/// older version left it readable by others. Failures are logged: SQLite itself decides
/// whether the file can be opened.
pub fn make_private(path: &Path) {
    if let Err(e) = private(path) {
        tracing::warn!(file = %path.display(), "database file permissions not narrowed: {e}");
    }
}

#[cfg(unix)]
fn private(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    if !path.exists() {
        std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .mode(0o600)
            .open(path)?;
    }
    for suffix in ["", "-wal", "-shm"] {
        let file = path.with_file_name(format!(
            "{}{suffix}",
            path.file_name().unwrap_or_default().to_string_lossy()
        ));
        if let Ok(meta) = std::fs::metadata(&file)
            && meta.permissions().mode() & 0o077 != 0
        {
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))?;
        }
    }
    Ok(())
}

#[cfg(not(unix))]
fn private(_: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Creates `path` empty and owner-only; fails if it exists. The mode is set after creating
/// because the umask may have taken bits from the one asked for.
#[cfg(unix)]
pub fn create_private(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.set_permissions(std::fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
pub fn create_private(path: &Path) -> std::io::Result<()> {
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map(drop)
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::super::Store;

    #[tokio::test]
    async fn the_database_and_its_log_are_owner_only() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("fresh.db");
        let store = Store::open(&format!("sqlite://{}?mode=rwc", path.display()))
            .await
            .unwrap();
        let mut conn = store.conn().await.unwrap();
        sqlx::query("CREATE TABLE t (x)")
            .execute(&mut *conn)
            .await
            .unwrap();
        drop(conn);
        for suffix in ["", "-wal"] {
            let file = dir.path().join(format!("fresh.db{suffix}"));
            let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "{}", file.display());
        }
        store.close().await;

        // A file an older version left readable by everyone is narrowed on the next start.
        let old = dir.path().join("old.db");
        std::fs::write(&old, b"").unwrap();
        std::fs::set_permissions(&old, std::fs::Permissions::from_mode(0o644)).unwrap();
        Store::open_path(&old).await.unwrap().close().await;
        let mode = std::fs::metadata(&old).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }
}
