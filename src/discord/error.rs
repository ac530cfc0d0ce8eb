//! One place that decides what a failed command tells the user (privately) and what is logged.

use poise::serenity_prelude as serenity;

use super::text::tr;
use super::{Context, Data, Error};

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

    pub fn text(&self, locale: &str) -> String {
        let args: Vec<(&str, String)> = self.args.iter().map(|(k, v)| (*k, v.clone())).collect();
        tr(locale, self.key, &args)
    }
}

impl std::fmt::Display for UserError {
    // Only the key: arguments may name squares or setups that belong in no log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "user error {}", self.key)
    }
}

impl std::error::Error for UserError {}

/// What to tell the user about `error`, or `None` when it is our fault (then it is logged).
pub fn user_text(error: &Error, locale: &str) -> Option<String> {
    if let Some(user) = error.downcast_ref::<UserError>() {
        return Some(user.text(locale));
    }
    None
}

/// Sends `text` privately in answer to the command, whatever state the interaction is in.
pub async fn reply_private(ctx: Context<'_>, text: String) {
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(err) = ctx.send(reply).await {
        tracing::warn!(command = %ctx.command().qualified_name, "could not send an error reply: {err}");
    }
}

/// The private locale of whoever runs `ctx`.
pub fn user_locale(ctx: Context<'_>) -> String {
    ctx.locale().unwrap_or("en-US").to_string()
}

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
    let locale = user_locale(ctx);
    let command = ctx.command().qualified_name.clone();
    let text = match &error {
        F::Command { error, .. } => user_text(error, &locale).unwrap_or_else(|| {
            tracing::error!(%command, "command failed: {error:#}");
            tr(&locale, "error-internal", &[])
        }),
        F::ArgumentParse { .. } => tr(&locale, "error-bad-argument", &[]),
        F::MissingUserPermissions { .. } => tr(&locale, "error-missing-permission", &[]),
        F::MissingBotPermissions {
            missing_permissions,
            ..
        } => tr(
            &locale,
            "error-bot-missing-permission",
            &[("permissions", missing_permissions.to_string())],
        ),
        F::GuildOnly { .. } => tr(&locale, "error-guild-only", &[]),
        F::DmOnly { .. } => tr(&locale, "error-dm-only", &[]),
        F::CooldownHit {
            remaining_cooldown, ..
        } => tr(
            &locale,
            "error-cooldown",
            &[("seconds", remaining_cooldown.as_secs().max(1).to_string())],
        ),
        F::CommandCheckFailed { error: Some(e), .. } => {
            user_text(e, &locale).unwrap_or_else(|| {
                tracing::error!(%command, "check failed: {e:#}");
                tr(&locale, "error-internal", &[])
            })
        }
        F::CommandCheckFailed { error: None, .. } => tr(&locale, "error-not-allowed", &[]),
        F::CommandPanic { payload, .. } => {
            tracing::error!(%command, "command panicked: {payload:?}");
            tr(&locale, "error-internal", &[])
        }
        other => {
            tracing::error!(%command, "command failed: {other}");
            tr(&locale, "error-internal", &[])
        }
    };
    reply_private(ctx, text).await;
}

/// Discord's "Cannot send messages to this user" (the user closed their DMs).
pub fn is_closed_dms(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if resp.error.code == 50007
    )
}

/// Discord's "Unknown Message" / "Unknown Channel": something we wanted to edit is gone.
pub fn is_gone(err: &serenity::Error) -> bool {
    matches!(
        err,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp))
            if resp.status_code.as_u16() == 404
    )
}
