//! One place that decides what a failed command tells the user (privately) and what is logged.

use poise::serenity_prelude as serenity;

use crate::discord::edge::safe_text::echo;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Data, Error, edge::ids};
use crate::i18n::{self, Lang};
use crate::service::ServiceError;

/// A mistake by the user: a catalogue key and its arguments. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserError {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl UserError {
    pub fn new(key: &'static str) -> UserError {
        UserError {
            key,
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, value: impl ToString) -> UserError {
        self.args.push((name, value.to_string()));
        self
    }

    /// An argument the user typed: echoed cut short and escaped (see `safe_text::echo`).
    pub fn echo(self, name: &'static str, typed: &str) -> UserError {
        self.with(name, crate::discord::edge::safe_text::echo(typed))
    }

    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<(&str, String)> = self.args.iter().map(|(k, v)| (*k, v.clone())).collect();
        tr(lang, self.key, &args)
    }
}

impl std::fmt::Display for UserError {
    // Only the key: arguments may name squares or setups that belong in no log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "user error {}", self.key)
    }
}

impl std::error::Error for UserError {}

/// A service refusal in the reader's language: the one wording of each refusal is the
/// catalogue's `service-error-<key>`. None of these carry hidden ranks; names the user typed are
/// echoed shortened and inert.
pub fn service_error_text(error: &ServiceError, lang: Lang) -> String {
    use ServiceError as S;
    let key = format!("service-error-{}", error.key());
    match error {
        S::BadOption(reason) => tr(lang, reason, &[]),
        S::BadSquare(square) => tr(lang, &key, &[("square", square.to_string())]),
        S::BadSetupText(e) => tr(lang, &key, &[("reason", i18n::setup_parse_error(lang, e))]),
        S::BadSetup(e) => tr(lang, &key, &[("problems", i18n::setup_error(lang, e))]),
        S::IllegalMove(e) => i18n::play_error(lang, e),
        S::NoSuchSavedSetup(name) => tr(lang, &key, &[("name", echo(name))]),
        S::WrongVariant {
            name,
            saved,
            wanted,
        } => tr(
            lang,
            &key,
            &[
                ("name", echo(name)),
                ("saved", i18n::variant_name(lang, *saved)),
                ("wanted", i18n::variant_name(lang, *wanted)),
            ],
        ),
        S::Limit(limit) => tr(lang, &key, &[("limit", limit.max().to_string())]),
        S::PracticeTooOften => tr(
            lang,
            &key,
            &[
                ("count", crate::service::MAX_PRACTICE_STARTS.to_string()),
                (
                    "minutes",
                    crate::service::PRACTICE_WINDOW.num_minutes().to_string(),
                ),
            ],
        ),
        S::TooSoon { rate, until, count } => tr(
            lang,
            &key,
            &[
                ("count", count.to_string()),
                ("minutes", rate.window().num_minutes().to_string()),
                // Discord shows it in the reader's own time zone ("in 12 minutes").
                ("until", format!("<t:{}:R>", until.timestamp())),
            ],
        ),
        S::QueueTooOften => tr(
            lang,
            &key,
            &[("count", crate::service::MAX_TOGGLES.to_string())],
        ),
        // Never shown with its details: those are for the log.
        S::Internal(_) | S::Unreadable(_) => tr(lang, "error-internal", &[]),
        _ => tr(lang, &key, &[]),
    }
}

/// Setup names are at most 32 characters when saved, but a lookup echoes whatever was typed.
#[cfg(test)]
#[path = "error_tests.rs"]
mod tests;

/// The framework's error hook: user mistakes get a private explanation, everything else is
/// logged and the user gets a private apology, so an interaction never just fails.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as F;
    let Some(ctx) = error.ctx() else {
        match error {
            F::Setup { error, .. } => tracing::error!("bot setup failed: {error:#}"),
            F::EventHandler { error, event, .. } => {
                tracing::error!(
                    event = event.snake_case_name(),
                    "event handler failed: {error:#}"
                )
            }
            other => tracing::debug!("ignored framework error: {other}"),
        }
        return;
    };
    let lang = private_lang(ctx.data(), ids::user(ctx.author().id), ctx.locale()).await;
    let command = ctx.command().qualified_name.clone();
    let text = match &error {
        F::Command { error, .. } => error.user_text(lang).unwrap_or_else(|| {
            tracing::error!(%command, "command failed: {error:#}");
            tr(lang, "error-internal", &[])
        }),
        F::ArgumentParse { .. } => tr(lang, "error-bad-argument", &[]),
        // An option value the registered command does not have (a choice out of range, or a
        // command registered by an older version): the user's input, not our failure.
        F::CommandStructureMismatch { description, .. } => {
            tracing::warn!(%command, "unexpected command structure: {description}");
            tr(lang, "error-bad-argument", &[])
        }
        F::MissingUserPermissions { .. } => tr(lang, "error-missing-permission", &[]),
        F::MissingBotPermissions {
            missing_permissions,
            ..
        } => tr(
            lang,
            "error-bot-missing-permission",
            &[("permissions", missing_permissions.to_string())],
        ),
        F::GuildOnly { .. } => tr(lang, "error-guild-only", &[]),
        F::DmOnly { .. } => tr(lang, "error-dm-only", &[]),
        F::CooldownHit {
            remaining_cooldown, ..
        } => tr(
            lang,
            "error-cooldown",
            &[("seconds", remaining_cooldown.as_secs().max(1).to_string())],
        ),
        F::CommandCheckFailed { error: Some(e), .. } => e.user_text(lang).unwrap_or_else(|| {
            tracing::error!(%command, "check failed: {e:#}");
            tr(lang, "error-internal", &[])
        }),
        F::CommandCheckFailed { error: None, .. } => tr(lang, "error-not-allowed", &[]),
        F::CommandPanic { payload, .. } => {
            tracing::error!(%command, "command panicked: {payload:?}");
            tr(lang, "error-internal", &[])
        }
        other => {
            tracing::error!(%command, "command failed: {other}");
            tr(lang, "error-internal", &[])
        }
    };
    if let Err(err) = crate::discord::edge::responder::reply_private(ctx, text).await {
        tracing::warn!(%command, "could not send an error reply: {err}");
    }
}

/// Discord's "Unknown Message" / "Unknown Channel": something we wanted to edit is gone.
pub fn is_gone(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if resp.status_code.as_u16() == 404
    )
}

/// Whether Discord refused the bot's credentials for the request (an expired interaction token).
pub fn is_unauthorized(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if resp.status_code.as_u16() == 401
    )
}
