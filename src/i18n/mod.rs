//! Every word a user reads comes from here: a Fluent message catalogue in `locales/<lang>/*.ftl`
//! with English (`en-US`) as the source and complete Swedish, Romanian, Russian, Marathi and
//! Thai translations.
//!
//! ```
//! use stratego_bot::i18n::{self, Lang};
//! use stratego_bot::engine::{Rank, Square};
//! use stratego_bot::t;
//!
//! let lang = Lang::from_discord_locale("ru");
//! assert_eq!(i18n::rank_name(lang, Rank::Miner), "Сапёр");
//! let e4 = Square::parse("E4").unwrap();
//! let text = t!(Lang::En, "play-error-no-piece", square = e4);
//! assert!(text.contains("E4"));
//! ```
//!
//! Which language:
//! - private texts (ephemeral replies, DMs, buttons a player sees alone):
//!   [`Lang::for_reader`]`(prefs.language, interaction.locale)`: the reader's
//!   `/settings language` if set, else their Discord client's locale;
//! - public thread posts: [`Lang::for_server`]`(settings.locale, guild.preferred_locale, default)`.
//!
//! Discord has no Marathi locale, so Marathi is reached only through `/settings language`.
//!
//! Adding text: put the English message in a `locales/en-US/<area>.ftl` file, call
//! `tr`/`tr_args`/`t!` with its key, and name arguments in snake_case (`{ $square }`). The
//! catalogue tests fail until every language has the key; `cargo test --lib i18n` lists the gaps.
//! Keys: `<area>-<what>` in kebab-case, slash commands as described in [`commands`].
//! Never build a sentence from pieces in code: word order differs between languages, so pass
//! the pieces as arguments to one message. Ranks and colours are arguments via
//! [`rank_name`]/[`color_name`] in the same language.
//!
//! Missing keys never panic: the English text is used (then the key itself), logged at debug.

mod catalogue;
pub mod commands;
mod game;
mod lang;

#[cfg(test)]
mod catalogue_tests;
#[cfg(test)]
mod literal_scan;

pub use catalogue::{Arg, has_key, tr_args, tr_plain};
pub use commands::{is_valid_command_name, localize_commands};
pub use game::{
    battle, color_name, end_reason, end_reason_key, move_parse_error, outcome, play_error,
    play_error_key, rank_key, rank_name, setup_error, setup_parse_error, setup_problem,
    square_error, variant_description, variant_name,
};
pub use lang::Lang;

/// `t!(lang, "key")` or `t!(lang, "key", name = value, ...)`: the message with its arguments.
/// Values are anything [`Arg`] converts from (text, numbers, squares, moves).
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:expr $(,)?) => {
        $crate::i18n::tr_plain($lang, $key)
    };
    ($lang:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args(
            $lang,
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}
