//! Settings for the bot, read from the environment (and a `.env` file, loaded by `main`).
//!
//! Every setting is documented in `.env.example`.

use std::fmt;

use crate::service::RollingCaps;

/// Default database: a file next to the bot, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://stratego.db?mode=rwc";

/// How long one call to Discord's REST API may take before it counts as failed (and is retried
/// where that is safe). serenity's own client would wait forever on a hung connection.
pub const DEFAULT_HTTP_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(15);
/// How often tournaments are checked for sign-up and round deadlines.
pub const DEFAULT_TOURNAMENT_TICK: std::time::Duration = std::time::Duration::from_secs(60);

/// Everything the bot needs to start.
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// The bot token from the Discord developer portal.
    pub token: String,
    /// Where games live (sqlx SQLite URL).
    pub database_url: String,
    /// Test seam: a Discord-compatible server to talk to instead of discord.com.
    pub api_base: Option<String>,
    /// Register slash commands in this guild only (instant), instead of globally (up to an hour).
    pub dev_guild_id: Option<u64>,
    /// Language of public posts when a server has not chosen one, e.g. `en-US`.
    pub default_locale: Option<String>,
    /// Limit for one REST call ([`DEFAULT_HTTP_TIMEOUT`]; tests make it short).
    pub http_timeout: std::time::Duration,
    /// How long a mover's own board DM waits for the opponent's answer before it is edited
    /// (`OWN_BOARD_DELAY_SECS`; the mover sees the new board in their reply meanwhile).
    pub own_board_delay: std::time::Duration,
    /// Challenges and matches one member may make or start an hour (`MAX_*_AN_HOUR`).
    pub rolling_caps: RollingCaps,
    /// How often tournament deadlines are checked ([`DEFAULT_TOURNAMENT_TICK`]; tests make it
    /// short).
    pub tournament_tick: std::time::Duration,
    /// Test seam, never read from the environment (`None` in production): see [`TlsOverride`].
    pub discord_tls_override: Option<TlsOverride>,
}

/// Test seam for running serenity's rate limiter as in production against a loopback Discord.
/// `api_base` cannot do that: serenity's rate limiter ignores the proxy and would call the real
/// `discord.com`, so a proxy turns the limiter off. With this set, the bot calls
/// `https://discord.com` as usual, but its HTTP client resolves `discord.com` to `addr` and
/// trusts `root_pem` (a test CA), and the rate limiter stays on; `api_base` is then ignored
/// for REST. Only tests build one.
#[derive(Clone, PartialEq, Eq)]
pub struct TlsOverride {
    /// Where `discord.com` is reached (a test server speaking TLS as `discord.com`).
    pub addr: std::net::SocketAddr,
    /// The PEM certificate that signed that server's certificate.
    pub root_pem: Vec<u8>,
}

/// Why the bot cannot start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set.\n\
         Create an application at https://discord.com/developers/applications, open its Bot page,\n\
         press \"Reset Token\" and copy the token into DISCORD_TOKEN (in the environment or in a\n\
         .env file next to the bot; see .env.example and docs/BOT.md)."
    )]
    MissingToken,
    #[error("{name} must be a number (a Discord server id), not `{value}`")]
    NotAnId { name: &'static str, value: String },
    #[error("{name} must be a number of seconds from 0 to 86400, not `{value}`")]
    NotSeconds { name: &'static str, value: String },
    #[error("{name} must be a whole number from 0 (no cap) to 10000, not `{value}`")]
    NotACount { name: &'static str, value: String },
    #[error(
        "DEFAULT_LOCALE=`{value}` is not a language the bot speaks; use one of en-US, sv-SE, ro, \
         ru, mr, th (or leave it empty for en-US)"
    )]
    UnknownLocale { value: String },
}

/// A setting's value; unset, empty and blank all mean "use the default", because
/// `cp .env.example .env` leaves most lines as `NAME=`.
pub fn setting(lookup: impl Fn(&str) -> Option<String>, name: &str) -> Option<String> {
    lookup(name)
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// `DATABASE_URL`, or the default file. The only setting `backup` needs (no token).
pub fn database_url(lookup: impl Fn(&str) -> Option<String>) -> String {
    setting(lookup, "DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string())
}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads settings through `lookup`, so tests need not touch the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |name: &str| setting(&lookup, name);
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let dev_guild_id = match get("DEV_GUILD_ID") {
            None => None,
            Some(value) => Some(value.parse().map_err(|_| ConfigError::NotAnId {
                name: "DEV_GUILD_ID",
                value,
            })?),
        };
        let own_board_delay = match get("OWN_BOARD_DELAY_SECS") {
            None => crate::service::DEFAULT_OWN_BOARD_DELAY,
            Some(value) => std::time::Duration::from_secs_f64(
                value
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0)
                    .ok_or(ConfigError::NotSeconds {
                        name: "OWN_BOARD_DELAY_SECS",
                        value,
                    })?,
            ),
        };
        let count = |name: &'static str, default: u32| match get(name) {
            None => Ok(default),
            Some(value) => value
                .parse::<u32>()
                .ok()
                .filter(|n| *n <= 10_000)
                .ok_or(ConfigError::NotACount { name, value }),
        };
        let defaults = RollingCaps::default();
        let rolling_caps = RollingCaps {
            challenges_made: count("MAX_CHALLENGES_AN_HOUR", defaults.challenges_made)?,
            challenges_to_one: count("MAX_CHALLENGES_TO_ONE_AN_HOUR", defaults.challenges_to_one)?,
            matches_started: count("MAX_MATCHES_AN_HOUR", defaults.matches_started)?,
        };
        let default_locale = get("DEFAULT_LOCALE");
        if let Some(value) = &default_locale
            && crate::i18n::Lang::parse(value).is_none()
        {
            return Err(ConfigError::UnknownLocale {
                value: value.clone(),
            });
        }
        Ok(Config {
            token,
            database_url: database_url(&lookup),
            api_base: get("DISCORD_API_BASE").map(|b| b.trim_end_matches('/').to_string()),
            dev_guild_id,
            default_locale,
            http_timeout: DEFAULT_HTTP_TIMEOUT,
            own_board_delay,
            rolling_caps,
            tournament_tick: DEFAULT_TOURNAMENT_TICK,
            discord_tls_override: None,
        })
    }
}

// The token is a secret: keep it out of logs and panic messages.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("api_base", &self.api_base)
            .field("dev_guild_id", &self.dev_guild_id)
            .field("default_locale", &self.default_locale)
            .field("http_timeout", &self.http_timeout)
            .field("own_board_delay", &self.own_board_delay)
            .field("rolling_caps", &self.rolling_caps)
            .field("tournament_tick", &self.tournament_tick)
            .field(
                "discord_tls_override",
                &self.discord_tls_override.as_ref().map(|t| t.addr),
            )
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|name| map.get(name).cloned())
    }

    #[test]
    fn missing_or_blank_token_is_refused_with_directions() {
        assert_eq!(config(&[]), Err(ConfigError::MissingToken));
        assert_eq!(
            config(&[("DISCORD_TOKEN", "  ")]),
            Err(ConfigError::MissingToken)
        );
        let text = ConfigError::MissingToken.to_string();
        assert!(text.contains("discord.com/developers/applications"));
    }

    #[test]
    fn defaults_apply() {
        let c = config(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(c.token, "abc");
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(c.api_base, None);
        assert_eq!(c.dev_guild_id, None);
    }

    #[test]
    fn every_setting_is_read() {
        let c = config(&[
            ("DISCORD_TOKEN", "abc"),
            ("DATABASE_URL", "sqlite::memory:"),
            ("DISCORD_API_BASE", "http://127.0.0.1:8765/"),
            ("DEV_GUILD_ID", "1234"),
            ("DEFAULT_LOCALE", "sv"),
            ("OWN_BOARD_DELAY_SECS", "2.5"),
            ("MAX_CHALLENGES_AN_HOUR", "40"),
            ("MAX_CHALLENGES_TO_ONE_AN_HOUR", "5"),
            ("MAX_MATCHES_AN_HOUR", "0"),
        ])
        .unwrap();
        assert_eq!(
            c.rolling_caps,
            RollingCaps {
                challenges_made: 40,
                challenges_to_one: 5,
                matches_started: 0,
            }
        );
        assert!(config(&[("DISCORD_TOKEN", "a"), ("MAX_MATCHES_AN_HOUR", "-1")]).is_err());
        assert_eq!(
            config(&[("DISCORD_TOKEN", "a"), ("MAX_MATCHES_AN_HOUR", " ")])
                .unwrap()
                .rolling_caps,
            RollingCaps::default(),
            "an empty setting is the default"
        );
        assert_eq!(c.own_board_delay, std::time::Duration::from_millis(2500));
        assert!(config(&[("DISCORD_TOKEN", "a"), ("OWN_BOARD_DELAY_SECS", "-1")]).is_err());
        assert_eq!(c.database_url, "sqlite::memory:");
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:8765"));
        assert_eq!(c.dev_guild_id, Some(1234));
        assert_eq!(c.default_locale.as_deref(), Some("sv"));
    }

    /// The names `.env.example` sets, in order.
    fn example_settings() -> Vec<String> {
        include_str!("../.env.example")
            .lines()
            .map(str::trim)
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once('=').map(|(name, _)| name.trim().to_string()))
            .collect()
    }

    #[test]
    fn every_example_setting_left_empty_means_its_default() {
        let names = example_settings();
        // A new setting must be added here and given a default for an empty value.
        assert_eq!(
            names,
            [
                "DISCORD_TOKEN",
                "DATABASE_URL",
                "DEV_GUILD_ID",
                "DEFAULT_LOCALE",
                "OWN_BOARD_DELAY_SECS",
                "MAX_CHALLENGES_AN_HOUR",
                "MAX_CHALLENGES_TO_ONE_AN_HOUR",
                "MAX_MATCHES_AN_HOUR",
                "RUST_LOG",
                "DISCORD_API_BASE"
            ]
        );
        let token = ("DISCORD_TOKEN", "abc");
        for name in &names {
            for empty in ["", " ", "\t"] {
                let with_empty = if name == "DISCORD_TOKEN" {
                    config(&[(name, empty)])
                } else {
                    config(&[token, (name, empty)])
                };
                let without = if name == "DISCORD_TOKEN" {
                    config(&[])
                } else {
                    config(&[token])
                };
                assert_eq!(with_empty, without, "{name}={empty:?}");
            }
        }
        // RUST_LOG is read by the logger (tested in crate::logging), not by Config.
        let (empty, complaint) = crate::logging::filter(Some(""));
        assert_eq!(complaint, None);
        assert_eq!(
            empty.to_string(),
            crate::logging::filter(None).0.to_string()
        );
    }

    #[test]
    fn the_example_file_as_copied_starts_with_defaults_but_the_token() {
        // Exactly what a newcomer gets from `cp .env.example .env`.
        let map: HashMap<String, String> = include_str!("../.env.example")
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim().to_string(), v.to_string()))
            .collect();
        assert_eq!(
            Config::from_lookup(|name| map.get(name).cloned()),
            Err(ConfigError::MissingToken)
        );
        let mut with_token = map.clone();
        with_token.insert("DISCORD_TOKEN".into(), "abc".into());
        let c = Config::from_lookup(|name| with_token.get(name).cloned()).unwrap();
        assert_eq!(c, config(&[("DISCORD_TOKEN", "abc")]).unwrap());
    }

    #[test]
    fn an_unknown_default_locale_is_refused_with_the_choices() {
        let err = config(&[("DISCORD_TOKEN", "abc"), ("DEFAULT_LOCALE", "de")]).unwrap_err();
        assert_eq!(err, ConfigError::UnknownLocale { value: "de".into() });
        assert!(err.to_string().contains("sv-SE"));
        for ok in ["en-US", "sv-SE", "ro", "ru", "mr", "th", "SV"] {
            assert!(config(&[("DISCORD_TOKEN", "abc"), ("DEFAULT_LOCALE", ok)]).is_ok());
        }
    }

    #[test]
    fn bad_guild_id_is_explained_and_token_never_printed() {
        let err = config(&[("DISCORD_TOKEN", "secret"), ("DEV_GUILD_ID", "abc")]).unwrap_err();
        assert!(err.to_string().contains("DEV_GUILD_ID"));
        let c = config(&[("DISCORD_TOKEN", "secret")]).unwrap();
        assert!(!format!("{c:?}").contains("secret"));
    }
}
