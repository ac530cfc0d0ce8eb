//! Discord's rate limits: a budget per route bucket (per channel, guild or webhook, as Discord's
//! "major parameters") and a global budget per second for the bot, answered with 429,
//! `retry_after` in seconds and the `X-RateLimit-*` headers.
//!
//! Off unless a test sets a budget. Most tests run the bot's serenity client with its rate
//! limiter off (it ignores the proxy), so a 429 that production serenity would wait out and
//! retry reaches the bot as an error; with `FakeDiscord::serve_tls` the limiter stays on, and
//! [`RateLimitStats`] tell how well it kept to the budgets.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

/// Header name (lower case, as HTTP/2 writes them) and value pairs to send with an answer.
pub type Headers = Vec<(&'static str, String)>;

/// How much the bot may send: `per_route` requests per `route_window` in each bucket, and
/// `global_per_second` requests a second across all routes (interaction callbacks and
/// interaction webhooks never count globally; callbacks not at all). A lower
/// `global_per_second` stands for a bot busy elsewhere, left that share of its 50.
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

/// What the limits did so far (counted only while a budget is set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RateLimitStats {
    /// Requests counted against a bucket and let through.
    pub admitted: u64,
    /// 429s for a route's bucket.
    pub bucket_429s: u64,
    /// 429s for the global budget.
    pub global_429s: u64,
    /// Requests to a bucket that had answered 429 before its `retry_after` had passed: a
    /// client honouring 429s sends none (bar requests already on their way).
    pub sent_during_bucket_retry: u64,
    /// Requests counting globally sent before a global 429's `retry_after` had passed.
    pub sent_during_global_retry: u64,
    /// The most requests one bucket got in one window, refused ones included.
    pub busiest_window: u32,
    /// Windows whose budget the client used up exactly: it had to wait for the reset.
    pub full_windows: u64,
}

impl RateLimitStats {
    pub fn refused(&self) -> u64 {
        self.bucket_429s + self.global_429s
    }
}

#[derive(Default)]
pub struct Limiter {
    pub budget: Option<RateLimits>,
    buckets: HashMap<String, Window>,
    global: Window,
    pub stats: RateLimitStats,
}

/// A fixed window: `used` requests since `start`.
#[derive(Default)]
struct Window {
    start: Option<Instant>,
    used: u32,
    /// Requests in this window, refused ones included.
    arrived: u32,
    /// The last 429's `retry_after` ends here.
    refused_until: Option<Instant>,
}

impl Window {
    /// Restarts the window if `length` has passed; returns when it resets.
    fn roll(&mut self, now: Instant, length: Duration) -> Instant {
        match self.start {
            Some(start) if now < start + length => start + length,
            _ => {
                self.start = Some(now);
                self.used = 0;
                self.arrived = 0;
                now + length
            }
        }
    }

    fn refusing(&self, now: Instant) -> bool {
        self.refused_until.is_some_and(|until| now < until)
    }
}

/// What a request counts against: its bucket (`None`: not limited at all) and whether it
/// counts against the global budget too.
pub struct Cost {
    pub bucket: Option<String>,
    pub global: bool,
}

impl Limiter {
    /// Counts one request; `Err` is the 429 to answer instead, with its headers. A refused
    /// request counts against no budget.
    pub fn admit(&mut self, cost: &Cost) -> Result<Headers, (Headers, Value)> {
        let (Some(budget), Some(bucket)) = (self.budget, cost.bucket.as_ref()) else {
            return Ok(Vec::new());
        };
        let now = Instant::now();
        if cost.global {
            let reset = self.global.roll(now, Duration::from_secs(1));
            if self.global.refusing(now) {
                self.stats.sent_during_global_retry += 1;
            }
            if self.global.used >= budget.global_per_second {
                self.global.refused_until = Some(reset);
                self.stats.global_429s += 1;
                return Err(limited(reset - now, true, Vec::new()));
            }
        }
        let window = self.buckets.entry(bucket.clone()).or_default();
        let reset = window.roll(now, budget.route_window);
        window.arrived += 1;
        self.stats.busiest_window = self.stats.busiest_window.max(window.arrived);
        if window.refusing(now) {
            self.stats.sent_during_bucket_retry += 1;
        }
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
            ("x-ratelimit-reset", secs(reset_at)),
            ("x-ratelimit-reset-after", secs(after)),
            ("x-ratelimit-bucket", bucket_hash(bucket)),
        ];
        if remaining == 0 {
            window.refused_until = Some(reset);
            self.stats.bucket_429s += 1;
            return Err(limited(after, false, headers));
        }
        window.used += 1;
        if window.used == budget.per_route {
            self.stats.full_windows += 1;
        }
        if cost.global {
            self.global.used += 1;
        }
        self.stats.admitted += 1;
        Ok(headers)
    }
}

/// Discord's 429: `retry_after` in (fractional) seconds, `global`, and `Retry-After` in whole
/// seconds.
fn limited(after: Duration, global: bool, mut headers: Headers) -> (Headers, Value) {
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
        "retry_after": secs(after).parse::<f64>().unwrap_or(0.0),
        "global": global,
    });
    (headers, body)
}

/// Seconds with Discord's three decimals, rounded up: a client that waits exactly that long
/// (serenity does) must not wake a fraction of a millisecond early and be refused.
fn secs(d: Duration) -> String {
    format!("{:.3}", d.as_micros().div_ceil(1000) as f64 / 1000.0)
}

/// An opaque bucket id, as Discord sends (the same for every request in the bucket).
fn bucket_hash(bucket: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bucket.hash(&mut h);
    format!("{:016x}", h.finish())
}
