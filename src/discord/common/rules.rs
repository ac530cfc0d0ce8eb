//! A match's rules in one line, as challenges, previews and tournament posts show them.

use crate::discord::edge::text::tr;
use crate::i18n::{self, Lang};
use crate::service::MatchOptions;

/// "Classic, two-squares limit 3, bombs stay, rated", and the spectator delay when there is one.
pub fn rules_text(lang: Lang, o: &MatchOptions) -> String {
    let pick = |yes: bool, a: &str, b: &str| tr(lang, if yes { a } else { b }, &[]);
    let rules = tr(
        lang,
        "challenge-rules",
        &[
            ("variant", i18n::variant_name(lang, o.variant)),
            ("two_squares", o.two_squares_limit.to_string()),
            (
                "bombs",
                pick(
                    o.one_time_bombs,
                    "challenge-bombs-once",
                    "challenge-bombs-stay",
                ),
            ),
            (
                "rated",
                pick(o.rated, "challenge-rated", "challenge-unrated"),
            ),
        ],
    );
    if o.spectator_delay == 0 {
        return rules;
    }
    tr(
        lang,
        "challenge-rules-delayed",
        &[("rules", rules), ("moves", o.spectator_delay.to_string())],
    )
}
