//! Localised slash command names and descriptions, filled from the catalogue before the
//! commands are registered with Discord.
//!
//! Keys, with `<path>` the command's name (subcommands: `parent-child`):
//! `cmd-<path>-name`, `cmd-<path>-description`, `cmd-<path>-<param>-name`,
//! `cmd-<path>-<param>-description` and, for choice parameters,
//! `cmd-<path>-<param>-choice-<choice>` (choice name lowercased, non-alphanumerics as `-`).
//! The English `cmd-*-description` also replaces the description written in the code, so the
//! English text lives in the catalogue too. Names stay as in the code for English: they are
//! what interactions are routed by.

use std::borrow::Cow;

use super::{Lang, has_key, tr_plain};

/// Longest description Discord accepts, in characters.
const MAX_DESCRIPTION: usize = 100;

/// Fills localisations for every command, subcommand, parameter and choice, in each language
/// Discord has a locale for (Marathi has none). Returns the problems found: a missing English
/// key or a translated name Discord would reject. A test should assert the list is empty.
pub fn localize_commands<U, E>(commands: &mut [poise::Command<U, E>]) -> Vec<String> {
    let mut problems = Vec::new();
    for command in commands {
        localize_command(command, "", &mut problems);
    }
    problems
}

fn localize_command<U, E>(
    command: &mut poise::Command<U, E>,
    parent: &str,
    problems: &mut Vec<String>,
) {
    let path = if parent.is_empty() {
        command.name.to_string()
    } else {
        format!("{parent}-{}", command.name)
    };
    let base = format!("cmd-{path}");
    if command.context_menu_action.is_some() {
        // Apps menu entries have a display name (any case, spaces) and no description.
        command.name_localizations = menu_names(&format!("{base}-name"), problems).into();
        return;
    }
    command.name_localizations = names(&format!("{base}-name"), problems).into();
    if let Some(english) = description(Lang::En, &format!("{base}-description"), problems) {
        command.description = Some(english.into());
    }
    command.description_localizations =
        descriptions(&format!("{base}-description"), problems).into();
    for parameter in &mut command.parameters {
        let pbase = format!("{base}-{}", parameter.name);
        parameter.name_localizations = names(&format!("{pbase}-name"), problems).into();
        if let Some(english) = description(Lang::En, &format!("{pbase}-description"), problems) {
            parameter.description = Some(english.into());
        }
        parameter.description_localizations =
            descriptions(&format!("{pbase}-description"), problems).into();
        let mut choices = parameter.choices.to_vec();
        for choice in &mut choices {
            let key = format!("{pbase}-choice-{}", slug(&choice.name));
            if !has_key(Lang::En, &key) {
                problems.push(format!("missing English key {key}"));
                continue;
            }
            choice.name = tr_plain(Lang::En, &key).into();
            choice.localizations = translations(&key)
                .into_iter()
                .map(|(locale, text)| (locale, text.into()))
                .collect::<Vec<_>>()
                .into();
        }
        parameter.choices = choices.into();
    }
    for sub in &mut command.subcommands {
        localize_command(sub, &path, problems);
    }
}

/// Each Discord locale's translation of `key`, skipping languages that do not have it.
fn translations(key: &str) -> Vec<(Cow<'static, str>, String)> {
    Lang::ALL
        .into_iter()
        .filter(|lang| *lang != Lang::En && has_key(*lang, key))
        .filter_map(|lang| Some((Cow::Borrowed(lang.discord_locale()?), tr_plain(lang, key))))
        .collect()
}

fn names(key: &str, problems: &mut Vec<String>) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    if !has_key(Lang::En, key) {
        problems.push(format!("missing English key {key}"));
        return Vec::new();
    }
    let mut out = Vec::new();
    for (locale, name) in translations(key) {
        if is_valid_command_name(&name) {
            out.push((locale, name.into()));
        } else {
            problems.push(format!(
                "{key} in {locale}: `{name}` is not a valid command name"
            ));
        }
    }
    out
}

/// A context-menu entry's name in each language: 1 to 32 characters, as Discord requires.
fn menu_names(
    key: &str,
    problems: &mut Vec<String>,
) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    if !has_key(Lang::En, key) {
        problems.push(format!("missing English key {key}"));
        return Vec::new();
    }
    let mut out = Vec::new();
    for (locale, name) in translations(key) {
        if (1..=32).contains(&name.chars().count()) {
            out.push((locale, name.into()));
        } else {
            problems.push(format!(
                "{key} in {locale}: `{name}` is not 1 to 32 characters"
            ));
        }
    }
    out
}

fn description(lang: Lang, key: &str, problems: &mut Vec<String>) -> Option<String> {
    if !has_key(lang, key) {
        problems.push(format!("missing {lang} key {key}"));
        return None;
    }
    let text = tr_plain(lang, key);
    if text.chars().count() > MAX_DESCRIPTION {
        problems.push(format!(
            "{key} in {lang} is longer than {MAX_DESCRIPTION} characters"
        ));
    }
    Some(text.chars().take(MAX_DESCRIPTION).collect())
}

fn descriptions(
    key: &str,
    problems: &mut Vec<String>,
) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    translations(key)
        .into_iter()
        .map(|(locale, text)| {
            if text.chars().count() > MAX_DESCRIPTION {
                problems.push(format!(
                    "{key} in {locale} is longer than {MAX_DESCRIPTION} characters"
                ));
            }
            (
                locale,
                text.chars()
                    .take(MAX_DESCRIPTION)
                    .collect::<String>()
                    .into(),
            )
        })
        .collect()
}

fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// Discord's rule for slash command and option names:
/// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, lowercase wherever a letter has case.
pub fn is_valid_command_name(name: &str) -> bool {
    let len = name.chars().count();
    (1..=32).contains(&len)
        && name.chars().all(|c| {
            let allowed = c == '-'
                || c == '_'
                || c.is_alphabetic()
                || c.is_numeric()
                || ('\u{0900}'..='\u{097F}').contains(&c) // Devanagari, vowel signs included
                || ('\u{0E00}'..='\u{0E7F}').contains(&c); // Thai, vowel and tone marks included
            allowed && !c.is_uppercase()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    type Error = Box<dyn std::error::Error + Send + Sync>;
    type Context<'a> = poise::Context<'a, (), Error>;

    /// Placeholder help, replaced from the catalogue.
    #[poise::command(slash_command)]
    async fn settings(
        _ctx: Context<'_>,
        #[description = "placeholder, replaced from the catalogue"] language: Option<String>,
    ) -> Result<(), Error> {
        let _ = language;
        Ok(())
    }

    /// Placeholder help, replaced from the catalogue.
    #[poise::command(slash_command, subcommands("swap"))]
    async fn setup(_ctx: Context<'_>) -> Result<(), Error> {
        Ok(())
    }

    /// Placeholder help, replaced from the catalogue.
    #[poise::command(slash_command)]
    async fn swap(
        _ctx: Context<'_>,
        #[description = "placeholder"] a: String,
        #[description = "placeholder"] b: String,
    ) -> Result<(), Error> {
        let _ = (a, b);
        Ok(())
    }

    #[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
    enum DrawAction {
        #[name = "offer"]
        Offer,
        #[name = "accept"]
        Accept,
        #[name = "decline"]
        Decline,
    }

    /// Placeholder help, replaced from the catalogue.
    #[poise::command(slash_command)]
    async fn draw(
        _ctx: Context<'_>,
        #[description = "placeholder"] action: DrawAction,
    ) -> Result<(), Error> {
        let _ = action;
        Ok(())
    }

    fn localized<'a>(list: &'a [(Cow<'static, str>, Cow<'static, str>)], locale: &str) -> &'a str {
        list.iter()
            .find(|(l, _)| l == locale)
            .map(|(_, text)| text.as_ref())
            .unwrap_or_default()
    }

    #[test]
    fn commands_options_subcommands_and_choices_are_localised() {
        let mut commands = vec![settings(), setup(), draw()];
        let problems = localize_commands(&mut commands);
        assert!(problems.is_empty(), "{problems:#?}");

        let settings = &commands[0];
        let locales: Vec<&str> = settings
            .description_localizations
            .iter()
            .map(|(l, _)| l.as_ref())
            .collect();
        assert_eq!(
            locales,
            ["sv-SE", "ro", "ru", "th"],
            "Marathi has no Discord locale"
        );
        assert_eq!(
            settings.description.as_deref(),
            Some(tr_plain(Lang::En, "cmd-settings-description").as_str())
        );
        let language = &settings.parameters[0];
        assert_eq!(localized(&language.name_localizations, "ru"), "язык");
        assert_ne!(
            language.description.as_deref(),
            Some("placeholder, replaced from the catalogue")
        );

        let swap = &commands[1].subcommands[0];
        assert_eq!(localized(&swap.name_localizations, "sv-SE"), "byt");
        assert_eq!(swap.parameters.len(), 2);

        let action = &commands[2].parameters[0];
        let accept = &action.choices[1];
        assert_eq!(localized(&accept.localizations, "ru"), "принять");
        assert_eq!(
            accept.name,
            tr_plain(Lang::En, "cmd-draw-action-choice-accept")
        );
    }

    #[test]
    fn missing_keys_are_reported() {
        #[poise::command(slash_command)]
        async fn no_such_command_xyz(_ctx: Context<'_>) -> Result<(), Error> {
            Ok(())
        }
        let problems = localize_commands(&mut [no_such_command_xyz()]);
        assert!(
            problems
                .iter()
                .any(|p| p.contains("cmd-no_such_command_xyz-name"))
        );
    }

    #[test]
    fn command_name_rule() {
        assert!(is_valid_command_name("move"));
        assert!(is_valid_command_name("ход"));
        assert!(is_valid_command_name("flytta_pjäs"));
        assert!(is_valid_command_name("चाल"));
        assert!(is_valid_command_name("เดิน"));
        assert!(!is_valid_command_name("Move"));
        assert!(!is_valid_command_name("two words"));
        assert!(!is_valid_command_name(""));
        assert!(!is_valid_command_name(&"a".repeat(33)));
    }
}
