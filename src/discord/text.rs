//! The Discord layer's door to the message catalogue: every word a user reads comes from here.

/// Arguments of a catalogue message, e.g. `&[("player", name)]`.
pub type Args<'a> = &'a [(&'a str, String)];

/// The message `key` in `locale`, with `args` filled in.
pub fn tr(locale: &str, key: &str, args: Args<'_>) -> String {
    // Placeholder until src/i18n lands on main.
    let _ = locale;
    let mut out = key.to_string();
    for (name, value) in args {
        out.push_str(&format!(" {name}={value}"));
    }
    out
}
