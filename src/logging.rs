//! Log lines go to stderr, filtered by `RUST_LOG`. An empty or unreadable `RUST_LOG` means the
//! default filter: `cp .env.example .env` leaves the line empty, and an empty filter would
//! silence every line, errors included.

use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// Our own info lines (ready, stopping, downtime) and everyone's warnings and errors.
pub const DEFAULT_FILTER: &str = "warn,stratego_bot=info";

/// The filter for a `RUST_LOG` value, and a complaint when the value could not be read.
pub fn filter(rust_log: Option<&str>) -> (EnvFilter, Option<String>) {
    let wanted = rust_log.map(str::trim).filter(|v| !v.is_empty());
    match wanted.map(EnvFilter::try_new) {
        None => (EnvFilter::new(DEFAULT_FILTER), None),
        Some(Ok(filter)) => (filter, None),
        Some(Err(err)) => (
            EnvFilter::new(DEFAULT_FILTER),
            Some(format!(
                "RUST_LOG=`{}` is not a log filter ({err}); using `{DEFAULT_FILTER}`",
                wanted.unwrap_or_default()
            )),
        ),
    }
}

/// A log subscriber writing to `writer` (stderr in the bot, a buffer in tests); colours only
/// on a terminal, so journald and log files get plain text.
pub fn subscriber<W>(
    filter: EnvFilter,
    writer: W,
    colours: bool,
) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(colours)
        .finish()
}

/// Installs the bot's logger (once per process; later calls do nothing).
pub fn init() {
    let (filter, complaint) = filter(std::env::var("RUST_LOG").ok().as_deref());
    let colours = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let _ = tracing::subscriber::set_global_default(subscriber(filter, std::io::stderr, colours));
    if let Some(complaint) = complaint {
        tracing::warn!("{complaint}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// Collects what a subscriber writes.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'w> MakeWriter<'w> for Captured {
        type Writer = Captured;
        fn make_writer(&'w self) -> Captured {
            self.clone()
        }
    }

    /// What the bot would print for a few typical lines under `RUST_LOG=rust_log`.
    fn printed(rust_log: Option<&str>) -> String {
        let out = Captured::default();
        let (filter, _) = filter(rust_log);
        tracing::subscriber::with_default(subscriber(filter, out.clone(), false), || {
            tracing::info!(target: "stratego_bot::discord", "our info line");
            tracing::debug!(target: "stratego_bot::discord", "our debug line");
            tracing::warn!(target: "serenity::gateway", "their warning");
            tracing::info!(target: "serenity::gateway", "their info line");
        });
        String::from_utf8(out.0.lock().unwrap().clone()).unwrap()
    }

    #[test]
    fn empty_rust_log_means_the_default_filter() {
        let default = printed(None);
        assert!(default.contains("our info line"), "{default}");
        assert!(default.contains("their warning"), "{default}");
        assert!(!default.contains("our debug line"), "{default}");
        assert!(!default.contains("their info line"), "{default}");
        for empty in ["", "   ", "\t"] {
            let got = printed(Some(empty));
            assert!(got.contains("our info line"), "RUST_LOG={empty:?}: {got}");
            assert!(got.contains("their warning"), "RUST_LOG={empty:?}: {got}");
            assert!(!got.contains("our debug line"), "RUST_LOG={empty:?}: {got}");
        }
    }

    #[test]
    fn a_set_rust_log_is_obeyed() {
        let got = printed(Some("debug"));
        assert!(got.contains("our debug line") && got.contains("their info line"));
        let got = printed(Some("error"));
        assert!(!got.contains("our info line") && !got.contains("their warning"));
    }

    #[test]
    fn an_unreadable_rust_log_falls_back_to_the_default_and_says_so() {
        let (_, complaint) = filter(Some("stratego_bot=loud"));
        let complaint = complaint.expect("a complaint");
        assert!(complaint.contains("stratego_bot=loud") && complaint.contains(DEFAULT_FILTER));
        let got = printed(Some("stratego_bot=loud"));
        assert!(got.contains("our info line") && !got.contains("our debug line"));
        assert_eq!(filter(Some("")).1, None);
    }
}
