//! Reaching Discord before going online: the token is checked with `GET /users/@me`, so a wrong
//! token ends the bot at once with directions, and an unreachable Discord is reported in plain
//! words with the time of the next try, backing off instead of retrying every few seconds.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::config::Config;

/// Where Discord is when no test server replaces it.
pub const DISCORD_BASE: &str = "https://discord.com";
/// The host in [`DISCORD_BASE`], which the TLS test seam resolves to its loopback server.
const DISCORD_HOST: &str = "discord.com";

/// Pauses between tries while Discord cannot be reached: short at first (a blip), then up to
/// a minute (an outage), so the log gets a line per try, not one per second.
const FIRST_PAUSE: Duration = Duration::from_secs(1);
const LONGEST_PAUSE: Duration = Duration::from_secs(60);

/// Why the bot cannot go online.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(
        "Discord refused the bot token (HTTP 401 Unauthorized): the token in DISCORD_TOKEN is \
         mistyped or was reset. Open https://discord.com/developers/applications, choose your \
         application, press \"Reset Token\" on its Bot page, put the new token in DISCORD_TOKEN \
         (.env or the environment) and start the bot again."
    )]
    TokenRejected,
    /// Another bot runs on this database (or took it over).
    #[error("{0}")]
    AlreadyRunning(crate::service::lease::LeaseError),
    #[error("{0:#}")]
    Other(#[from] anyhow::Error),
}

impl StartError {
    /// 2: the admin must change something before a restart can help; 1: anything else.
    pub fn exit_code(&self) -> u8 {
        match self {
            StartError::TokenRejected | StartError::AlreadyRunning(_) => 2,
            StartError::Other(_) => 1,
        }
    }
}

/// One attempt to reach Discord with the token.
#[derive(Debug)]
pub enum TokenCheck {
    /// Discord knows the token: this is the bot's account.
    Valid(Box<serenity::CurrentUser>),
    Rejected,
    Unreachable(Unreachable),
}

/// Why Discord could not be asked, in plain words.
#[derive(Debug, thiserror::Error)]
pub enum Unreachable {
    #[error("it answered {0}")]
    Status(u16),
    /// The innermost error of a failed request ("Connection refused").
    #[error("{0}")]
    Network(String),
}

/// The REST client every Discord call goes through, with our timeout and the test seams.
pub fn http(config: &Config) -> anyhow::Result<serenity::Http> {
    let mut client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(config.http_timeout);
    if let Some(tls) = &config.discord_tls_override {
        // Tests only: discord.com is the loopback server, so the rate limiter reaches it too.
        client = client
            .resolve(DISCORD_HOST, tls.addr)
            .add_root_certificate(reqwest::Certificate::from_pem(&tls.root_pem)?);
    }
    let mut http = serenity::HttpBuilder::new(&config.token).client(client.build()?);
    if let Some(base) = config
        .api_base
        .as_ref()
        .filter(|_| config.discord_tls_override.is_none())
    {
        // serenity's rate limiter would still call discord.com, so it goes with the proxy.
        http = http.proxy(base).ratelimiter_disabled(true);
    }
    Ok(http.build())
}

/// The address the bot talks to, for messages.
pub fn base(config: &Config) -> &str {
    match &config.discord_tls_override {
        Some(_) => DISCORD_BASE,
        None => config.api_base.as_deref().unwrap_or(DISCORD_BASE),
    }
}

/// Asks Discord who the token belongs to.
pub async fn check_token(http: &serenity::Http) -> TokenCheck {
    match http.get_current_user().await {
        Ok(user) => TokenCheck::Valid(Box::new(user)),
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))) => {
            if response.status_code.as_u16() == 401 {
                TokenCheck::Rejected
            } else {
                TokenCheck::Unreachable(Unreachable::Status(response.status_code.as_u16()))
            }
        }
        Err(err) => TokenCheck::Unreachable(Unreachable::Network(root_cause(&err))),
    }
}

/// Tries until Discord answers, saying at warn level when the next try will be.
pub async fn wait_for_discord(
    http: &serenity::Http,
    config: &Config,
) -> Result<serenity::CurrentUser, StartError> {
    let mut pause = FIRST_PAUSE;
    loop {
        match check_token(http).await {
            TokenCheck::Valid(user) => return Ok(*user),
            TokenCheck::Rejected => return Err(StartError::TokenRejected),
            TokenCheck::Unreachable(reason) => {
                let next = (chrono::Utc::now() + pause).format("%H:%M:%S");
                let secs = pause.as_secs();
                let base = base(config);
                match reason {
                    Unreachable::Network(_) => tracing::warn!(
                        "cannot reach Discord at {base} ({reason}); is this machine online? \
                         Next try at {next} UTC (in {secs} s)"
                    ),
                    Unreachable::Status(_) => tracing::warn!(
                        "Discord at {base} is not answering properly ({reason}); \
                         next try at {next} UTC (in {secs} s)"
                    ),
                }
                tokio::time::sleep(pause).await;
                pause = next_pause(pause);
            }
        }
    }
}

fn next_pause(pause: Duration) -> Duration {
    (pause * 2).min(LONGEST_PAUSE)
}

/// The innermost error, which says what happened ("Connection refused"), where the outer
/// ones only say that a request failed.
fn root_cause(err: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = err;
    while let Some(inner) = cause.source() {
        cause = inner;
    }
    cause.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pauses_double_up_to_a_minute() {
        let mut pause = FIRST_PAUSE;
        let mut seen = vec![pause.as_secs()];
        for _ in 0..8 {
            pause = next_pause(pause);
            seen.push(pause.as_secs());
        }
        assert_eq!(seen, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
    }

    #[test]
    fn the_rejected_token_sentence_says_what_to_do() {
        let text = StartError::TokenRejected.to_string();
        for needed in ["401", "DISCORD_TOKEN", "Reset Token", "start the bot again"] {
            assert!(text.contains(needed), "{needed}: {text}");
        }
        assert_eq!(StartError::TokenRejected.exit_code(), 2);
    }
}
