//! One bot per database. Two processes on one database would both hold gateway sessions and
//! both run the announcer and the scheduler over the same outbox and deadlines, so the
//! running bot holds a lease row and renews it every [`RENEW_EVERY`] on a timer of its own
//! (Discord being away changes nothing). A second process refuses to start while the lease
//! is fresh; it takes it over once it is [`STALE_AFTER`] old, or at once when its holder was
//! on this machine and its process is gone (a crash, a kill). A clean stop gives it up.
//! `check` reads the same lease before it migrates.

use std::time::Duration;

use chrono::{DateTime, Utc};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::store::{self, Store, lease::LeaseRow};

/// How often the running bot renews its lease.
pub const RENEW_EVERY: Duration = Duration::from_secs(5);
/// A lease not renewed for this long belongs to a bot that is gone (or hung).
pub const STALE_AFTER: chrono::Duration = chrono::Duration::seconds(30);

/// Why the bot may not run on this database now.
#[derive(Debug, thiserror::Error)]
pub enum LeaseError {
    #[error(
        "another bot is running on this database ({}): stop it first, or wait {} s after it \
         stopped unexpectedly on another machine. One bot process serves every server.",
        .0.describe(), STALE_AFTER.num_seconds()
    )]
    Held(Held),
    #[error("another bot ({}) took this database over; stopping", .0.describe())]
    Lost(Held),
    #[error("the lease on the database: {0}")]
    Store(#[from] sqlx::Error),
}

/// Who holds the lease, as the refusal says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub host: String,
    pub pid: u32,
    /// How long ago it was renewed (negative: a clock set back).
    pub age: chrono::Duration,
}

impl Held {
    fn of(row: &LeaseRow, now: DateTime<Utc>) -> Held {
        Held {
            host: row.host.clone(),
            pid: row.pid,
            age: now - row.renewed_at,
        }
    }

    pub fn describe(&self) -> String {
        format!(
            "process {} on {}, renewed {} s ago",
            self.pid,
            self.host,
            self.age.num_seconds().max(0)
        )
    }
}

/// Whether `found` still belongs to a running bot at `now`, seen from `host`.
pub fn is_live(found: &LeaseRow, now: DateTime<Utc>, host: &str) -> bool {
    if now - found.renewed_at >= STALE_AFTER {
        return false;
    }
    // On this machine a dead process's lease is free at once.
    found.host != host || process_exists(found.pid)
}

/// The lease that keeps another bot off the database at `url`, if one does (read without
/// creating or migrating the database, so a start or `check` can look before migrating).
pub async fn holder_of(url: &str) -> Result<Option<Held>, sqlx::Error> {
    let Some(row) = Store::lease_of(url).await? else {
        return Ok(None);
    };
    let now = Utc::now();
    Ok(is_live(&row, now, &this_host()).then(|| Held::of(&row, now)))
}

/// The lease this process holds, renewed until [`Lease::release`].
pub struct Lease {
    store: Store,
    holder: String,
    renewer: JoinHandle<()>,
    lost: watch::Receiver<Option<Held>>,
}

impl Lease {
    /// Takes the lease of the (already migrated) database at `url`, or says who holds it.
    pub async fn take(url: &str) -> Result<Lease, LeaseError> {
        let store = Store::open_existing(url).await?;
        match Lease::take_on(&store).await {
            Ok((holder, lost, renewer)) => Ok(Lease {
                store,
                holder,
                renewer,
                lost,
            }),
            Err(e) => {
                store.close().await;
                Err(e)
            }
        }
    }

    async fn take_on(
        store: &Store,
    ) -> Result<(String, watch::Receiver<Option<Held>>, JoinHandle<()>), LeaseError> {
        let host = this_host();
        let pid = std::process::id();
        let me = LeaseRow {
            holder: format!("{host}/{pid}/{:016x}", rand::random::<u64>()),
            host: host.clone(),
            pid,
            renewed_at: Utc::now(),
        };
        let mut conn = store.conn().await?;
        let found = store::lease::get(&mut conn).await?;
        let unless = match &found {
            Some(row) if is_live(row, me.renewed_at, &host) => {
                return Err(LeaseError::Held(Held::of(row, me.renewed_at)));
            }
            Some(row) => {
                tracing::warn!(
                    "taking over the database from a bot that is gone ({})",
                    Held::of(row, me.renewed_at).describe()
                );
                Some(row.holder.as_str())
            }
            None => None,
        };
        if !store::lease::take(&mut conn, &me, unless).await? {
            // Another process won the race since the read.
            let row = store::lease::get(&mut conn).await?.unwrap_or(me);
            return Err(LeaseError::Held(Held::of(&row, Utc::now())));
        }
        drop(conn);
        let (tell, lost) = watch::channel(None);
        let renewer = tokio::spawn(renew(store.clone(), me.holder.clone(), tell));
        Ok((me.holder, lost, renewer))
    }

    /// Resolves (with who took it) if another process takes the lease over, which happens
    /// only after this one failed to renew it for [`STALE_AFTER`] (a hung or paused process).
    pub async fn lost(&self) -> Held {
        let mut lost = self.lost.clone();
        match lost.wait_for(Option::is_some).await {
            Ok(held) => held.clone().unwrap_or_else(unreachable_held),
            // The renewer ended without losing it: only at release.
            Err(_) => std::future::pending().await,
        }
    }

    /// Stops renewing and gives the lease up, so the next start need not wait.
    pub async fn release(self) {
        self.renewer.abort();
        // An aborted renewer may still hold a connection until it is polled: wait for it, so
        // closing the pool below does not wait out its timeout.
        let _ = self.renewer.await;
        let released = async {
            let mut conn = self.store.conn().await?;
            store::lease::release(&mut conn, &self.holder).await
        }
        .await;
        if let Err(e) = released {
            tracing::warn!("the lease was not given up ({e}); the next start waits for it");
        }
        self.store.close().await;
    }
}

fn unreachable_held() -> Held {
    Held {
        host: String::new(),
        pid: 0,
        age: chrono::Duration::zero(),
    }
}

async fn renew(store: Store, holder: String, lost: watch::Sender<Option<Held>>) {
    let mut tick = tokio::time::interval(RENEW_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick.tick().await;
    loop {
        tick.tick().await;
        let renewed = async {
            let mut conn = store.conn().await?;
            let now = Utc::now();
            if store::lease::renew(&mut conn, &holder, now).await? {
                return Ok(None);
            }
            let row = store::lease::get(&mut conn).await?;
            Ok::<_, sqlx::Error>(Some(
                row.map_or_else(unreachable_held, |r| Held::of(&r, now)),
            ))
        }
        .await;
        match renewed {
            Ok(None) => {}
            Ok(Some(taker)) => {
                tracing::error!(
                    "another bot took this database over ({}); stopping",
                    taker.describe()
                );
                lost.send_replace(Some(taker));
                return;
            }
            // Busy or briefly unreadable: the next tick tries again, well inside STALE_AFTER.
            Err(e) => tracing::warn!("renewing the lease: {e}"),
        }
    }
}

/// This machine's name, as the lease records it.
pub fn this_host() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| std::fs::read_to_string("/etc/hostname"))
        .map(|name| name.trim().to_string())
        .ok()
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "this machine".to_string())
}

/// Whether process `pid` runs on this machine; where that cannot be told, it is assumed to,
/// and its lease is waited out.
fn process_exists(pid: u32) -> bool {
    let proc = std::path::Path::new("/proc");
    if !proc.join("self").exists() {
        return true;
    }
    // A zombie (killed, not yet reaped by its parent) is gone too.
    match std::fs::read_to_string(proc.join(pid.to_string()).join("stat")) {
        Ok(stat) => stat
            .rsplit_once(')')
            .is_none_or(|(_, rest)| !rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(host: &str, pid: u32, renewed_at: DateTime<Utc>) -> LeaseRow {
        LeaseRow {
            holder: "h".into(),
            host: host.into(),
            pid,
            renewed_at,
        }
    }

    #[test]
    fn a_lease_is_live_until_stale_or_its_process_on_this_machine_is_gone() {
        let now = Utc::now();
        let me = std::process::id();
        let here = this_host();
        assert!(is_live(&row(&here, me, now), now, &here));
        assert!(!is_live(&row(&here, me, now - STALE_AFTER), now, &here));
        // Another machine's process cannot be looked at: only staleness frees it.
        assert!(is_live(&row("elsewhere", u32::MAX, now), now, &here));
        assert!(!is_live(&row(&here, u32::MAX, now), now, &here));
        // A clock set back makes the lease look newer, never free.
        assert!(is_live(&row(&here, me, now + STALE_AFTER), now, &here));
    }
}
