//! Discord's REST rate limits, off unless a test turns them on with
//! [`FakeDiscord::enforce_rate_limits`], so a bot running serenity's rate limiter (see `tls`)
//! is held to them as on Discord.
//!
//! As Discord documents it: every route has a bucket, one per major parameter (the channel,
//! guild or webhook and token in the path), counted per fixed window from the window's first
//! request; every answer carries `X-RateLimit-Limit`, `-Remaining`, `-Reset` (epoch seconds),
//! `-Reset-After` (seconds) and `-Bucket`. On top, a global budget of 50 requests a second per
//! bot, which interaction callbacks and follow-ups (the application's token webhooks) do not
//! count against. Too many, and the answer is 429 with `Retry-After` (whole seconds),
//! `X-RateLimit-Scope` (`user` or `global`), `X-RateLimit-Global` for the global limit, and
//! `{"message", "retry_after" (float seconds), "global"}`. A refused request does nothing and
//! counts against no budget.
//!
//! The fake also notes requests that arrive in a bucket (or, for the global limit, anywhere)
//! between a 429 and the end of its `retry_after`: a client honouring 429s sends none.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::FakeDiscord;
use super::model::RecordedRequest;
use super::rest::Req;
use super::world::World;

/// Discord's budgets, as the fake applies them.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// Requests per window in one route's bucket (Discord's message posts: 5).
    pub bucket_limit: u32,
    pub bucket_window: Duration,
    /// Requests per window from the bot overall (Discord: 50 a second).
    pub global_limit: u32,
    pub global_window: Duration,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            bucket_limit: 5,
            bucket_window: Duration::from_secs(1),
            global_limit: 50,
            global_window: Duration::from_secs(1),
        }
    }
}

/// What the rate limits did so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RateLimitStats {
    /// Requests admitted while the limits were enforced.
    pub admitted: u64,
    /// 429s for a route's bucket.
    pub bucket_429s: u64,
    /// 429s for the global budget.
    pub global_429s: u64,
    /// Requests to a bucket that had answered 429 and whose `retry_after` had not yet passed.
    pub ignored_bucket_429s: u64,
    /// Requests counted globally while a global 429's `retry_after` had not yet passed.
    pub ignored_global_429s: u64,
    /// The most requests one bucket had in one window, refused ones included.
    pub busiest_window: u32,
    /// Windows in which a bucket's budget ran out: the client had to wait for the reset (or
    /// was refused).
    pub full_windows: u64,
}

impl RateLimitStats {
    pub fn refused(&self) -> u64 {
        self.bucket_429s + self.global_429s
    }
}

/// The limits' state, kept in the fake's world.
#[derive(Default)]
pub struct RateLimits {
    policy: Option<Policy>,
    buckets: HashMap<String, Window>,
    global: Window,
    stats: RateLimitStats,
}

/// One fixed window of a budget.
#[derive(Default)]
struct Window {
    started: Option<Instant>,
    used: u32,
    /// Requests arriving in this window, refused ones included.
    arrived: u32,
    /// The last 429's `retry_after` ends here.
    refused_until: Option<Instant>,
}

impl Window {
    /// Counts a request at `now`: the requests left and the time to the window's end, or the
    /// time to wait when none is left.
    fn take(
        &mut self,
        limit: u32,
        length: Duration,
        now: Instant,
    ) -> Result<(u32, Duration), Duration> {
        let started = match self.started {
            Some(started) if now < started + length => started,
            _ => {
                self.used = 0;
                self.arrived = 0;
                *self.started.insert(now)
            }
        };
        self.arrived += 1;
        let left = started + length - now;
        if self.used < limit {
            self.used += 1;
            Ok((limit - self.used, left))
        } else {
            self.refused_until = Some(now + left);
            Err(left)
        }
    }

    fn refusing(&self, now: Instant) -> bool {
        self.refused_until.is_some_and(|until| now < until)
    }
}

/// How a request fared: the headers its answer gets, or the answer instead of it.
pub struct Admission {
    headers: HeaderMap,
}

impl Admission {
    /// Adds the rate-limit headers to the answer.
    pub fn stamp(self, response: &mut Response) {
        response.headers_mut().extend(self.headers);
    }
}

impl FakeDiscord {
    /// From now on, answers like Discord when the bot goes over its rate limits
    /// ([`Policy::default`]): headers on every REST answer, 429 beyond a budget. Off by default.
    pub fn enforce_rate_limits(&self, on: bool) {
        self.enforce_rate_limits_with(on.then(Policy::default));
    }

    /// Like [`FakeDiscord::enforce_rate_limits`], with other budgets; `None` turns them off.
    pub fn enforce_rate_limits_with(&self, policy: Option<Policy>) {
        self.shared.with(|w| w.rate_limits.policy = policy);
    }

    pub fn rate_limit_stats(&self) -> RateLimitStats {
        self.shared.read(|w| w.rate_limits.stats)
    }
}

/// Lets `req` through (with the headers its answer must carry) or answers 429, recording the
/// refused request as every request is recorded.
pub(super) fn admit(
    w: &mut World,
    req: &Req,
    query: Option<&str>,
) -> Result<Admission, Box<Response>> {
    let Some(policy) = w.rate_limits.policy else {
        return Ok(Admission {
            headers: HeaderMap::new(),
        });
    };
    let now = Instant::now();
    let route = Route::of(&req.method, &req.path, w.app_id);
    let limits = &mut w.rate_limits;
    let counted = !route.interaction;
    if counted && limits.global.refusing(now) {
        limits.stats.ignored_global_429s += 1;
    }
    if counted
        && let Err(wait) = limits
            .global
            .take(policy.global_limit, policy.global_window, now)
    {
        limits.stats.global_429s += 1;
        let mut headers = HeaderMap::new();
        put(&mut headers, "x-ratelimit-global", "true");
        put(&mut headers, "x-ratelimit-scope", "global");
        return Err(Box::new(refuse(w, req, query, headers, wait, true)));
    }
    let bucket = limits.buckets.entry(route.key).or_default();
    if bucket.refusing(now) {
        limits.stats.ignored_bucket_429s += 1;
    }
    let taken = bucket.take(policy.bucket_limit, policy.bucket_window, now);
    limits.stats.busiest_window = limits.stats.busiest_window.max(bucket.arrived);
    if matches!(taken, Ok((0, _))) {
        limits.stats.full_windows += 1;
    }
    let (remaining, left) = match taken {
        Ok(taken) => taken,
        Err(wait) => (0, wait),
    };
    let mut headers = HeaderMap::new();
    put(
        &mut headers,
        "x-ratelimit-limit",
        &policy.bucket_limit.to_string(),
    );
    put(
        &mut headers,
        "x-ratelimit-remaining",
        &remaining.to_string(),
    );
    let reset = SystemTime::now() + left;
    let reset = reset.duration_since(UNIX_EPOCH).unwrap_or_default();
    put(&mut headers, "x-ratelimit-reset", &secs(reset));
    put(&mut headers, "x-ratelimit-reset-after", &secs(left));
    put(&mut headers, "x-ratelimit-bucket", &route.hash);
    if taken.is_err() {
        limits.stats.bucket_429s += 1;
        // The request was counted globally, but is not carried out.
        if counted {
            limits.global.used -= 1;
        }
        put(&mut headers, "x-ratelimit-scope", "user");
        return Err(Box::new(refuse(w, req, query, headers, left, false)));
    }
    limits.stats.admitted += 1;
    Ok(Admission { headers })
}

/// The 429 itself, recorded like any answer.
fn refuse(
    w: &mut World,
    req: &Req,
    query: Option<&str>,
    mut headers: HeaderMap,
    wait: Duration,
    global: bool,
) -> Response {
    w.requests.push(RecordedRequest {
        method: req.method.clone(),
        path: req.path.clone(),
        query: query.map(str::to_owned),
        json: (!req.json.is_null()).then(|| req.json.clone()),
        files: req.files.clone(),
        status: 429,
    });
    put(
        &mut headers,
        "retry-after",
        &wait.as_secs_f64().ceil().max(1.0).to_string(),
    );
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": secs(wait).parse::<f64>().unwrap_or(0.0),
        "global": global,
    });
    let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
    response.headers_mut().extend(headers);
    response
}

fn put(headers: &mut HeaderMap, name: &'static str, value: &str) {
    if let Ok(value) = HeaderValue::from_str(value) {
        headers.insert(HeaderName::from_static(name), value);
    }
}

/// Seconds with Discord's three decimals, rounded up so a client never wakes early.
fn secs(d: Duration) -> String {
    format!("{:.3}", d.as_micros().div_ceil(1000) as f64 / 1000.0)
}

/// A request's bucket and whether it is an interaction's (outside the global budget).
struct Route {
    /// The route with its major parameter: one bucket.
    key: String,
    /// The route alone, as Discord's `X-RateLimit-Bucket` names it.
    hash: String,
    interaction: bool,
}

impl Route {
    fn of(method: &str, path: &str, app_id: u64) -> Route {
        let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
        // Major parameters: the channel, guild, webhook and token, interaction and token.
        let major = match segs.as_slice() {
            ["channels" | "guilds", _, ..] => 2,
            ["webhooks" | "interactions", _, _, ..] => 3,
            _ => 1,
        };
        let interaction = match segs.as_slice() {
            ["interactions", ..] => true,
            ["webhooks", id, _, ..] => id.parse::<u64>().ok() == Some(app_id),
            _ => false,
        };
        let rest: Vec<&str> = segs.iter().skip(major).map(|s| minor(s)).collect();
        let template = format!("{method} {}/{}", segs[0], rest.join("/"));
        let key = format!("{template} @{}", segs[1..major.min(segs.len())].join("/"));
        Route {
            hash: format!("{:016x}", fnv(&template)),
            key,
            interaction,
        }
    }
}

/// An id below the major parameter (a message's): one bucket for all of them.
fn minor(segment: &str) -> &str {
    if segment.chars().all(|c| c.is_ascii_digit()) {
        ":id"
    } else {
        segment
    }
}

/// A stable stand-in for Discord's opaque bucket hashes.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_follow_the_major_parameter() {
        let a = Route::of("POST", "/channels/1/messages", 9);
        let b = Route::of("POST", "/channels/2/messages", 9);
        let edit = Route::of("PATCH", "/channels/1/messages/5", 9);
        let edit2 = Route::of("PATCH", "/channels/1/messages/6", 9);
        assert_ne!(a.key, b.key);
        assert_eq!(a.hash, b.hash);
        assert_eq!(edit.key, edit2.key);
        assert_ne!(edit.key, a.key);
        assert!(Route::of("POST", "/interactions/3/tok/callback", 9).interaction);
        assert!(Route::of("PATCH", "/webhooks/9/tok/messages/@original", 9).interaction);
        assert!(!a.interaction);
    }
}
