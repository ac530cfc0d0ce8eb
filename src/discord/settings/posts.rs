//! The answers to `/settings` and `/server`: what is set now, each a function of the settings
//! the service stored and the reader's language.

use crate::discord::edge::text::tr;
use crate::i18n::Lang;
use crate::service::{GuildSettings, ReminderPlan, UserPrefs};

/// A member's settings as `/settings` stored them, in `lang` (the language they read in now).
pub fn settings_text(prefs: &UserPrefs, lang: Lang) -> String {
    let numbering = tr(
        lang,
        &format!("cmd-settings-numbering-choice-{}", prefs.numbering.name()),
        &[],
    );
    let ping = tr(
        lang,
        if prefs.ping {
            "settings-on"
        } else {
            "settings-off"
        },
        &[],
    );
    let now = tr(
        lang,
        "settings-now",
        &[
            ("numbering", numbering),
            ("ping", ping),
            ("language", lang.native_name()),
        ],
    );
    let reminders = tr(
        lang,
        "settings-reminders-now",
        &[("plan", reminder_plan_text(lang, prefs.reminders))],
    );
    format!("{now}\n{reminders}")
}

/// A reminder plan in words.
pub fn reminder_plan_text(lang: Lang, plan: ReminderPlan) -> String {
    match plan {
        ReminderPlan::Usual => tr(lang, "reminders-usual", &[]),
        ReminderPlan::Off => tr(lang, "reminders-off", &[]),
        ReminderPlan::Once => tr(lang, "reminders-once", &[]),
        ReminderPlan::EveryHours(hours) => {
            tr(lang, "reminders-every", &[("hours", hours.to_string())])
        }
    }
}

/// A server's settings as `/server` stored them, in the organiser's `lang`; `public` is the
/// language its public posts are written in.
pub fn server_text(settings: &GuildSettings, public: Lang, lang: Lang) -> String {
    let channel = match settings.match_channel {
        Some(id) => format!("<#{}>", id.0),
        None => tr(lang, "server-match-channel-here", &[]),
    };
    let organisers = match settings.organiser_role {
        Some(id) => format!("<@&{}>", id.0),
        None => tr(lang, "server-organisers-none", &[]),
    };
    let creating = tr(
        lang,
        if settings.open_tournaments {
            "server-creating-open"
        } else {
            "server-creating-organisers"
        },
        &[],
    );
    tr(
        lang,
        "server-now",
        &[
            ("channel", channel),
            ("language", public.native_name()),
            ("organisers", organisers),
            ("creating", creating),
        ],
    )
}

#[cfg(test)]
#[path = "posts_tests.rs"]
mod tests;
