//! The real `stratego_bot` binary as a child process, with its output collected line by line,
//! for tests of start-up, signals, exit codes and the command-line tools.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running (or finished) child; killed when dropped.
pub struct BotProcess {
    child: std::process::Child,
    lines: Arc<Mutex<Vec<String>>>,
    status: Option<ExitStatus>,
}

/// Starts the binary in `dir` with exactly `env` (nothing inherited: no stray `RUST_LOG` or
/// token from the test's environment, and no `.env` above a temp dir).
pub fn spawn(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> BotProcess {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stratego_bot"))
        .current_dir(dir)
        .env_clear()
        .envs(env.iter().copied())
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the bot binary");
    let lines = Arc::new(Mutex::new(Vec::new()));
    collect(child.stdout.take().expect("stdout"), lines.clone());
    collect(child.stderr.take().expect("stderr"), lines.clone());
    BotProcess {
        child,
        lines,
        status: None,
    }
}

fn collect(stream: impl Read + Send + 'static, into: Arc<Mutex<Vec<String>>>) {
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { break };
            into.lock().unwrap().push(line);
        }
    });
}

impl BotProcess {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Everything printed so far (stdout and stderr, in arrival order).
    pub fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }

    pub fn output(&self) -> String {
        self.lines().join("\n")
    }

    /// Waits for a line matching `pred`; panics with the output after `timeout`.
    pub async fn wait_for_line(&self, timeout: Duration, pred: impl Fn(&str) -> bool) -> String {
        let until = Instant::now() + timeout;
        loop {
            if let Some(line) = self.lines().into_iter().find(|l| pred(l)) {
                return line;
            }
            assert!(
                Instant::now() < until,
                "no matching line within {timeout:?}; output:\n{}",
                self.output()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Sends `signal` (e.g. `libc::SIGTERM`).
    pub fn signal(&self, signal: i32) {
        let pid = i32::try_from(self.pid()).expect("pid fits");
        // SAFETY: kill(2) on our own child's pid; no memory is involved.
        let sent = unsafe { libc::kill(pid, signal) };
        assert_eq!(sent, 0, "kill({pid}, {signal})");
    }

    /// Waits for the exit; returns the status and how long it took from the call.
    pub async fn wait_exit(&mut self, timeout: Duration) -> (ExitStatus, Duration) {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the child") {
                self.status = Some(status);
                // Let the reader threads catch the last lines.
                tokio::time::sleep(Duration::from_millis(50)).await;
                return (status, start.elapsed());
            }
            assert!(
                start.elapsed() < timeout,
                "still running after {timeout:?}; output:\n{}",
                self.output()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Signals and measures the stop: the time from the signal to the exit.
    pub async fn stop_with(&mut self, signal: i32) -> (ExitStatus, Duration) {
        self.signal(signal);
        self.wait_exit(Duration::from_secs(10)).await
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if self.status.is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
