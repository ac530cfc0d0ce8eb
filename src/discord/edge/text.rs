//! The Discord layer's door to the message catalogue, and how a language is chosen.

use crate::i18n::{Arg, Lang, tr_args};
use crate::service::{GuildId, ThreadVoice, UserId};

use crate::discord::Data;

/// The message `key` in `lang` with text arguments.
pub fn tr(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|(k, v)| (*k, Arg::from(v.as_str())))
        .collect();
    tr_args(lang, key, &args)
}

/// Language for a private text: the reader's `/settings language`, else their Discord client's.
pub async fn private_lang(data: &Data, user: UserId, locale: Option<&str>) -> Lang {
    let chosen = data.service.prefs(user).await.ok().and_then(|p| p.language);
    reader_lang(data, chosen.as_deref(), locale)
}

/// Language for a private text from the reader's setting (`language`, as read or stored),
/// else their Discord client's `locale`, else the bot's default.
pub fn reader_lang(data: &Data, language: Option<&str>, locale: Option<&str>) -> Lang {
    let chosen = language.and_then(Lang::parse);
    chosen.unwrap_or_else(|| locale.map_or(data.default_lang, Lang::from_discord_locale))
}

/// The language a player chose (`/settings language`) as stored with a post, else the bot's
/// default: a post sent later has no interaction locale to fall back on.
pub fn chosen_lang(data: &Data, language: Option<&str>) -> Lang {
    reader_lang(data, language, None)
}

/// Language for a public post: the server's `/server language`, else its preferred locale in
/// Discord, else the bot's default.
pub async fn public_lang(data: &Data, guild: GuildId) -> Lang {
    let settings = data.service.guild_settings(guild).await.unwrap_or_default();
    Lang::for_server(
        settings.locale.as_deref(),
        settings.discord_locale.as_deref(),
        data.default_lang,
    )
}

/// The language of a post in a game's thread, from the server's settings stored with the
/// post (`voice`), by the same rule as [`public_lang`].
pub fn thread_lang(data: &Data, voice: &ThreadVoice) -> Lang {
    Lang::for_server(
        voice.locale.as_deref(),
        voice.discord_locale.as_deref(),
        data.default_lang,
    )
}

/// `<@id>`: a mention, shown as the member's name.
pub fn mention(user: UserId) -> String {
    format!("<@{}>", user.0)
}
