//! Calls to Discord that may fail for a moment (a 5xx, a timeout, a dropped connection, a
//! rate limit) are tried again with growing pauses; anything else (a deleted message, closed
//! DMs, missing permissions) is returned at once for the caller to handle.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How a call is retried.
#[derive(Debug, Clone, Copy)]
pub struct Backoff {
    /// Attempts in all, the first included.
    pub attempts: u32,
    pub first_pause: Duration,
    pub max_pause: Duration,
}

impl Backoff {
    /// For work in the background (announcements, reminders): about 15 s in all.
    pub const BACKGROUND: Backoff = Backoff {
        attempts: 5,
        first_pause: Duration::from_millis(500),
        max_pause: Duration::from_secs(8),
    };

    /// The pause after failed attempt `n` (0-based): doubling, capped, with up to a quarter
    /// of jitter so many retries do not arrive together.
    pub fn pause(&self, n: u32) -> Duration {
        let base = self
            .first_pause
            .saturating_mul(1u32 << n.min(16))
            .min(self.max_pause);
        let jitter = base.mul_f64(rand::random::<f64>() * 0.25);
        base + jitter
    }
}

/// Whether trying the same call again may succeed.
pub fn is_transient(err: &serenity::Error) -> bool {
    match err {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp)) => {
            let status = resp.status_code.as_u16();
            status >= 500 || status == 429
        }
        serenity::Error::Http(serenity::HttpError::Request(e)) => {
            e.is_timeout() || e.is_connect() || e.is_request() || e.is_body()
        }
        serenity::Error::Io(_) => true,
        _ => false,
    }
}

/// Runs `call` until it succeeds, fails for good, or the attempts run out.
pub async fn retry<T, F, Fut>(backoff: Backoff, what: &str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut attempt = 0;
    loop {
        match call().await {
            Ok(value) => return Ok(value),
            Err(err) if is_transient(&err) && attempt + 1 < backoff.attempts => {
                let pause = backoff.pause(attempt);
                tracing::warn!(%what, attempt, ?pause, "Discord call failed, retrying: {err}");
                tokio::time::sleep(pause).await;
                attempt += 1;
            }
            Err(err) => return Err(err),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pauses_double_up_to_the_cap() {
        let b = Backoff::BACKGROUND;
        let p0 = b.pause(0);
        assert!(p0 >= Duration::from_millis(500) && p0 <= Duration::from_millis(625));
        let p2 = b.pause(2);
        assert!(p2 >= Duration::from_secs(2) && p2 <= Duration::from_millis(2500));
        let p9 = b.pause(9);
        assert!(p9 >= Duration::from_secs(8) && p9 <= Duration::from_secs(10));
    }

    const QUICK: Backoff = Backoff {
        attempts: 4,
        first_pause: Duration::from_millis(1),
        max_pause: Duration::from_millis(4),
    };

    #[tokio::test]
    async fn gives_up_at_once_on_a_permanent_error_and_retries_a_transient_one() {
        let mut calls = 0;
        let permanent: serenity::Result<()> = retry(QUICK, "test", || {
            calls += 1;
            async { Err(serenity::Error::Other("not transient")) }
        })
        .await;
        assert!(permanent.is_err());
        assert_eq!(calls, 1);

        let mut calls = 0;
        let io = || std::io::Error::new(std::io::ErrorKind::ConnectionReset, "reset");
        let recovered = retry(QUICK, "test", || {
            calls += 1;
            let result = if calls < 3 {
                Err(io().into())
            } else {
                Ok(calls)
            };
            async move { result }
        })
        .await;
        assert_eq!(recovered.unwrap(), 3);

        let mut calls = 0;
        let exhausted: serenity::Result<()> = retry(QUICK, "test", || {
            calls += 1;
            async { Err(io().into()) }
        })
        .await;
        assert!(exhausted.is_err());
        assert_eq!(calls, QUICK.attempts);
    }
}
