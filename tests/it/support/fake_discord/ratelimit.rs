//! Discord's rate limits: a budget per route bucket (per channel, guild or webhook, as Discord's
//! "major parameters") and a global budget per second for the bot, answered with 429,
//! `retry_after` in seconds and the `X-RateLimit-*` headers.
//!
//! Off unless a test sets a budget: the bot's serenity client runs with its rate limiter off
//! against the fake (it ignores the proxy), so a 429 that production serenity would wait out
//! and retry would reach the bot as an error here.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

/// Header name (lower case, as HTTP/2 writes them) and value pairs to send with an answer.
pub type Headers = Vec<(&'static str, String)>;

/// How much the bot may send: `per_route` requests per `route_window` in each bucket, and
/// `global_per_second` requests a second across all routes (interaction callbacks and
/// interaction webhooks never count globally; callbacks not at all).
#[derive(Clone, Copy, Debug)]
pub struct RateLimits {
    pub per_route: u32,
    pub route_window: Duration,
    pub global_per_second: u32,
}

impl RateLimits {
    /// Discord's usual numbers: 5 messages per 5 seconds in a channel, 50 requests a second.
    pub const DISCORD: Self = Self {
        per_route: 5,
        route_window: Duration::from_secs(5),
        global_per_second: 50,
    };
}

#[derive(Default)]
pub struct Limiter {
    pub budget: Option<RateLimits>,
    buckets: HashMap<String, Window>,
    global: Window,
}

/// A fixed window: `used` requests since `start`.
#[derive(Default)]
struct Window {
    start: Option<Instant>,
    used: u32,
}

impl Window {
    /// Restarts the window if `length` has passed; returns when it resets.
    fn roll(&mut self, now: Instant, length: Duration) -> Instant {
        match self.start {
            Some(start) if now < start + length => start + length,
            _ => {
                self.start = Some(now);
                self.used = 0;
                now + length
            }
        }
    }
}

/// What a request counts against: its bucket (`None`: not limited at all) and whether it
/// counts against the global budget too.
pub struct Cost {
    pub bucket: Option<String>,
    pub global: bool,
}

impl Limiter {
    /// Counts one request; `Err` is the 429 to answer instead, with its headers.
    pub fn admit(&mut self, cost: &Cost) -> Result<Headers, (Headers, Value)> {
        let (Some(budget), Some(bucket)) = (self.budget, cost.bucket.as_ref()) else {
            return Ok(Vec::new());
        };
        let now = Instant::now();
        if cost.global {
            let reset = self.global.roll(now, Duration::from_secs(1));
            if self.global.used >= budget.global_per_second {
                return Err(limited(reset - now, true, Vec::new()));
            }
        }
        let window = self.buckets.entry(bucket.clone()).or_default();
        let reset = window.roll(now, budget.route_window);
        let remaining = budget.per_route.saturating_sub(window.used);
        let after = reset - now;
        let reset_at = (SystemTime::now() + after)
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        let headers = vec![
            ("x-ratelimit-limit", budget.per_route.to_string()),
            (
                "x-ratelimit-remaining",
                remaining.saturating_sub(1).to_string(),
            ),
            (
                "x-ratelimit-reset",
                format!("{:.3}", reset_at.as_secs_f64()),
            ),
            (
                "x-ratelimit-reset-after",
                format!("{:.3}", after.as_secs_f64()),
            ),
            ("x-ratelimit-bucket", bucket_hash(bucket)),
        ];
        if remaining == 0 {
            return Err(limited(after, false, headers));
        }
        window.used += 1;
        if cost.global {
            self.global.used += 1;
        }
        Ok(headers)
    }
}

/// Discord's 429: `retry_after` in (fractional) seconds, `global`, and `Retry-After` in whole
/// seconds.
fn limited(after: Duration, global: bool, mut headers: Headers) -> (Headers, Value) {
    let retry_after = (after.as_secs_f64() * 1000.0).ceil() / 1000.0;
    headers.push(("retry-after", after.as_secs_f64().ceil().to_string()));
    headers.push((
        "x-ratelimit-scope",
        if global { "global" } else { "user" }.into(),
    ));
    if global {
        headers.push(("x-ratelimit-global", "true".into()));
    }
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": retry_after,
        "global": global,
    });
    (headers, body)
}

/// An opaque bucket id, as Discord sends (the same for every request in the bucket).
fn bucket_hash(bucket: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bucket.hash(&mut h);
    format!("{:016x}", h.finish())
}
