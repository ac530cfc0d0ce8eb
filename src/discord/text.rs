//! The Discord layer's door to the message catalogue: every word a user reads comes from here.

use crate::i18n::{self, Arg, Lang};

/// Arguments of a catalogue message, e.g. `&[("player", name)]`.
pub type Args<'a> = &'a [(&'a str, String)];

/// The message `key` in `locale` (a Discord locale or a stored language code), with `args`.
pub fn tr(locale: &str, key: &str, args: Args<'_>) -> String {
    let lang = Lang::parse(locale).unwrap_or_default();
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, Arg::from(v))).collect();
    i18n::tr_args(lang, key, &args)
}
