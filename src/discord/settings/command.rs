//! `/settings`: your numbering, pings and language.

use poise::serenity_prelude as serenity;

use crate::discord::edge::responder::reply_private;
use crate::discord::edge::text::private_lang;
use crate::discord::{Context, Error, UserError, edge::ids};
use crate::i18n::Lang;
use crate::service::{Numbering, ReminderPlan};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NumberingChoice {
    #[name = "new"]
    New,
    #[name = "old"]
    Old,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ReminderChoice {
    #[name = "usual"]
    Usual,
    #[name = "off"]
    Off,
    #[name = "once"]
    Once,
    #[name = "every"]
    Every,
}

/// Default gap for "every" when no number of hours is given.
const DEFAULT_EVERY_HOURS: u8 = 6;

async fn autocomplete_language(
    _: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    language_choices(partial, &[])
}

/// The six languages by their own names, narrowed by what was typed, plus `extra` entries.
pub fn language_choices(
    partial: &str,
    extra: &[(String, String)],
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    let choices = Lang::ALL
        .into_iter()
        .map(|l| (l.native_name(), l.code().to_string()))
        .chain(extra.iter().cloned())
        .filter(|(name, code)| {
            name.to_lowercase().contains(&partial) || code.to_lowercase().contains(&partial)
        })
        .map(|(name, code)| serenity::AutocompleteChoice::new(name, code))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Change how ranks are numbered, whether you are pinged, and your language.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Rank numbers: new (Marshal 10) or old (Marshal 1)"] numbering: Option<
        NumberingChoice,
    >,
    #[description = "Ping me when it is my turn"] ping: Option<bool>,
    #[description = "The language I write to you in"]
    #[autocomplete = "autocomplete_language"]
    language: Option<String>,
    #[description = "Turn reminders in correspondence games: usual, off, once, or every few hours"]
    reminders: Option<ReminderChoice>,
    #[description = "With reminders: every, how many hours apart"]
    #[min = 1]
    #[max = 72]
    every_hours: Option<u8>,
) -> Result<(), Error> {
    let user = ids::user(ctx.author().id);
    let data = ctx.data();
    let mut prefs = data.service.prefs(user).await?;
    if let Some(n) = numbering {
        prefs.numbering = match n {
            NumberingChoice::New => Numbering::New,
            NumberingChoice::Old => Numbering::Old,
        };
    }
    if let Some(p) = ping {
        prefs.ping = p;
    }
    if let Some(text) = language {
        let lang = Lang::parse(&text)
            .ok_or_else(|| UserError::new("error-unknown-language").echo("text", &text))?;
        prefs.language = Some(lang.code().to_string());
    }
    match (reminders, every_hours) {
        (Some(ReminderChoice::Usual), _) => prefs.reminders = ReminderPlan::Usual,
        (Some(ReminderChoice::Off), _) => prefs.reminders = ReminderPlan::Off,
        (Some(ReminderChoice::Once), _) => prefs.reminders = ReminderPlan::Once,
        (Some(ReminderChoice::Every), hours) => {
            prefs.reminders = ReminderPlan::EveryHours(hours.unwrap_or(DEFAULT_EVERY_HOURS));
        }
        // A number of hours alone means "every" that many hours.
        (None, Some(hours)) => prefs.reminders = ReminderPlan::EveryHours(hours),
        (None, None) => {}
    }
    if let ReminderPlan::EveryHours(hours) = prefs.reminders
        && !(1..=ReminderPlan::MAX_HOURS).contains(&hours)
    {
        return Err(UserError::new("error-reminder-hours")
            .with("max", ReminderPlan::MAX_HOURS)
            .into());
    }
    data.service.set_prefs(user, &prefs).await?;
    let lang = private_lang(data, user, ctx.locale()).await;
    crate::discord::edge::first_use::speaks(ctx, lang);
    let text = super::posts::settings_text(&prefs, lang);
    reply_private(ctx, text).await
}
