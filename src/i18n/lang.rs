use serde::{Deserialize, Serialize};
use unic_langid::{LanguageIdentifier, langid};

/// A language the bot speaks. English is the source; the others are complete translations.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub enum Lang {
    #[default]
    #[serde(rename = "en-US")]
    En,
    #[serde(rename = "sv-SE")]
    Sv,
    #[serde(rename = "ro")]
    Ro,
    #[serde(rename = "ru")]
    Ru,
    #[serde(rename = "mr")]
    Mr,
    #[serde(rename = "th")]
    Th,
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Sv, Lang::Ro, Lang::Ru, Lang::Mr, Lang::Th];

    /// The catalogue's locale id, which is also the folder under `locales/` and what we store.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en-US",
            Lang::Sv => "sv-SE",
            Lang::Ro => "ro",
            Lang::Ru => "ru",
            Lang::Mr => "mr",
            Lang::Th => "th",
        }
    }

    /// Reads a stored code or what a user typed: `sv-SE`, `sv`, `SV`, `en-GB`...
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.trim();
        let primary = text.split(['-', '_']).next().unwrap_or(text);
        Lang::ALL.into_iter().find(|lang| {
            lang.code().eq_ignore_ascii_case(text) || lang.primary().eq_ignore_ascii_case(primary)
        })
    }

    /// The language for a Discord locale (`en-US`, `sv-SE`, `ro`, `ru`, `th`...), English for
    /// any other. Discord has no Marathi locale, so Marathi comes only from `/settings language`.
    pub fn from_discord_locale(locale: &str) -> Lang {
        Lang::of_discord_locale(locale).unwrap_or(Lang::En)
    }

    /// The language for a Discord locale, if we speak it.
    pub fn of_discord_locale(locale: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|lang| {
                lang.discord_locale()
                    .is_some_and(|l| l.eq_ignore_ascii_case(locale))
            })
            .or_else(|| Lang::parse(locale).filter(|lang| *lang != Lang::Mr))
    }

    /// The language of a private text (ephemeral reply, DM, a player's own buttons): the
    /// reader's `/settings language` if they chose one, else their Discord client's locale.
    pub fn for_reader(chosen: Option<&str>, discord_locale: &str) -> Lang {
        chosen
            .and_then(Lang::parse)
            .unwrap_or_else(|| Lang::from_discord_locale(discord_locale))
    }

    /// The language of a public post (match threads, standings): the server's setting if an
    /// organiser chose one, else the server's preferred locale in Discord if we speak it, else
    /// `fallback` (the bot's `DEFAULT_LOCALE`).
    pub fn for_server(
        chosen: Option<&str>,
        preferred_locale: Option<&str>,
        fallback: Lang,
    ) -> Lang {
        chosen
            .and_then(Lang::parse)
            .or_else(|| preferred_locale.and_then(Lang::of_discord_locale))
            .unwrap_or(fallback)
    }

    /// The Discord locale this language is offered under, if Discord has one (not Marathi).
    pub fn discord_locale(self) -> Option<&'static str> {
        match self {
            Lang::En => Some("en-US"),
            Lang::Sv => Some("sv-SE"),
            Lang::Ro => Some("ro"),
            Lang::Ru => Some("ru"),
            Lang::Mr => None,
            Lang::Th => Some("th"),
        }
    }

    /// The language's own name for itself, from the catalogue (`language-name`).
    pub fn native_name(self) -> String {
        super::tr_plain(self, "language-name")
    }

    pub(crate) fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en-US"),
            Lang::Sv => langid!("sv-SE"),
            Lang::Ro => langid!("ro"),
            Lang::Ru => langid!("ru"),
            Lang::Mr => langid!("mr"),
            Lang::Th => langid!("th"),
        }
    }

    fn primary(self) -> &'static str {
        self.code().split('-').next().unwrap_or(self.code())
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_languages() {
        assert_eq!(Lang::from_discord_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_discord_locale("en-GB"), Lang::En);
        assert_eq!(Lang::from_discord_locale("sv-SE"), Lang::Sv);
        assert_eq!(Lang::from_discord_locale("ro"), Lang::Ro);
        assert_eq!(Lang::from_discord_locale("ru"), Lang::Ru);
        assert_eq!(Lang::from_discord_locale("th"), Lang::Th);
        assert_eq!(Lang::from_discord_locale("de"), Lang::En);
        assert_eq!(Lang::from_discord_locale("mr"), Lang::En);
    }

    #[test]
    fn private_and_public_texts_pick_their_language() {
        assert_eq!(Lang::for_reader(Some("mr"), "ru"), Lang::Mr);
        assert_eq!(Lang::for_reader(None, "th"), Lang::Th);
        assert_eq!(Lang::for_reader(Some("xx"), "sv-SE"), Lang::Sv);
        assert_eq!(Lang::for_server(None, Some("ro"), Lang::En), Lang::Ro);
        assert_eq!(Lang::for_server(Some("ru"), Some("ro"), Lang::En), Lang::Ru);
        assert_eq!(Lang::for_server(None, None, Lang::En), Lang::En);
        // A server preferring a language we do not speak gets the bot's default, not English.
        assert_eq!(Lang::for_server(None, Some("de"), Lang::Sv), Lang::Sv);
        assert_eq!(Lang::for_server(None, None, Lang::Th), Lang::Th);
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
            let json = serde_json::to_string(&lang).unwrap();
            assert_eq!(json, format!("\"{}\"", lang.code()));
        }
        assert_eq!(Lang::parse("SV"), Some(Lang::Sv));
        assert_eq!(Lang::parse("mr-IN"), Some(Lang::Mr));
        assert_eq!(Lang::parse("klingon"), None);
    }
}
