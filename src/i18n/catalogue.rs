use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::static_loader;

use super::Lang;
use crate::engine::{Move, Square};

static_loader! {
    pub(crate) static LOCALES = {
        locales: "./locales",
        fallback_language: "en-US",
        // Discord shows the Unicode isolation marks Fluent puts around arguments as stray
        // characters in some clients, and mentions like <@id> stop working inside them.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A value for a `{ $name }` placeable. Numbers stay numbers so plural rules can select on them.
#[derive(Debug, Clone)]
pub struct Arg(FluentValue<'static>);

impl Arg {
    /// Any displayable value as text.
    pub fn text(value: impl std::fmt::Display) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg(FluentValue::from(value))
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg(FluentValue::from(value.clone()))
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg(FluentValue::from(value.to_owned()))
    }
}

impl From<char> for Arg {
    fn from(value: char) -> Arg {
        Arg::text(value)
    }
}

impl From<Square> for Arg {
    fn from(value: Square) -> Arg {
        Arg::text(value)
    }
}

impl From<Move> for Arg {
    fn from(value: Move) -> Arg {
        Arg::text(value)
    }
}

macro_rules! number_args {
    ($($t:ty)*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg(FluentValue::from(value))
            }
        }
    )*};
}
number_args!(u8 u16 u32 u64 usize i8 i16 i32 i64 isize f32 f64);

/// The message `key` in `lang`.
pub fn tr_plain(lang: Lang, key: &str) -> String {
    tr_args(lang, key, &[])
}

/// The message `key` in `lang` with its `{ $name }` arguments filled in.
///
/// Never panics: a key missing in `lang` (or failing to format there) falls back to English,
/// then to the key itself; both are logged at debug level.
pub fn tr_args(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let args: HashMap<Cow<'static, str>, FluentValue<'static>> = args
        .iter()
        .map(|(name, value)| (Cow::Owned((*name).to_owned()), value.0.clone()))
        .collect();
    let args = (!args.is_empty()).then_some(&args);
    match LOCALES.lookup_single_language(&lang.langid(), key, args) {
        Ok(text) => return text,
        Err(err) => tracing::debug!(%lang, key, %err, "message missing, using English"),
    }
    if lang != Lang::En {
        match LOCALES.lookup_single_language(&Lang::En.langid(), key, args) {
            Ok(text) => return text,
            Err(err) => tracing::debug!(key, %err, "message missing in English too"),
        }
    }
    key.to_owned()
}

/// Whether `lang`'s own catalogue has `key` (no fallback to English).
pub fn has_key(lang: Lang, key: &str) -> bool {
    match LOCALES.lookup_single_language::<&str>(&lang.langid(), key, None) {
        Ok(_) => true,
        // A message that needs arguments exists but fails to format without them; the lookup
        // error type is not nameable outside fluent-templates, so tell the cases apart by name.
        Err(err) => format!("{err:?}").starts_with("FluentError"),
    }
}
