//! The words of a challenge's public message, from the challenge and the server's language
//! alone: the command and the Apps menu both post it, and tests read it without Discord.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::text::{mention, tr};
use crate::discord::send::post::Post;
use crate::i18n::Lang;
use crate::service::{ChallengeRow, ChallengeStatus};

/// The public challenge message with its buttons.
pub fn challenge_post(lang: Lang, c: &ChallengeRow) -> Post {
    let rules = crate::discord::common::rules::rules_text(lang, &c.options);
    let expires = format!("<t:{}:R>", c.expires_at.timestamp());
    let content = match c.opponent {
        Some(opponent) => tr(
            lang,
            "challenge-direct",
            &[
                ("challenger", mention(c.challenger)),
                ("opponent", mention(opponent)),
                ("rules", rules),
                ("expires", expires),
            ],
        ),
        None => tr(
            lang,
            "challenge-open",
            &[
                ("challenger", mention(c.challenger)),
                ("rules", rules),
                ("expires", expires),
            ],
        ),
    };
    let id = c.id.0;
    let mut buttons = vec![
        serenity::CreateButton::new(ButtonAction::Accept(id).custom_id())
            .label(tr(lang, "button-accept", &[]))
            .style(serenity::ButtonStyle::Success),
    ];
    if c.opponent.is_some() {
        buttons.push(
            serenity::CreateButton::new(ButtonAction::Decline(id).custom_id())
                .label(tr(lang, "button-decline", &[]))
                .style(serenity::ButtonStyle::Danger),
        );
    }
    buttons.push(
        serenity::CreateButton::new(ButtonAction::Withdraw(id).custom_id())
            .label(tr(lang, "button-withdraw", &[]))
            .style(serenity::ButtonStyle::Secondary),
    );
    Post {
        content,
        buttons,
        ..Post::default()
    }
}

/// What a challenge's message says once it is closed (the buttons go); `None` while it is
/// open. `thread`: the game's thread, when an accepted challenge has one.
pub fn closed_text(
    lang: Lang,
    challenge: &ChallengeRow,
    thread: Option<serenity::ChannelId>,
) -> Option<String> {
    let key = match challenge.status {
        ChallengeStatus::Accepted => "challenge-accepted",
        ChallengeStatus::Declined => "challenge-declined",
        ChallengeStatus::Withdrawn => "challenge-withdrawn",
        ChallengeStatus::Expired => "challenge-expired",
        ChallengeStatus::Open => return None,
    };
    Some(tr(
        lang,
        key,
        &[
            ("challenger", mention(challenge.challenger)),
            (
                "opponent",
                challenge.opponent.map(mention).unwrap_or_default(),
            ),
            (
                "thread",
                thread.map(|t| format!("<#{t}>")).unwrap_or_default(),
            ),
        ],
    ))
}

/// The private reply that a practice game against `bot` has begun.
pub fn practice_started_text(
    lang: Lang,
    bot: Option<crate::service::UserId>,
    started: &crate::service::PracticeStarted,
) -> String {
    tr(
        lang,
        "practice-started",
        &[
            ("game", started.match_id.to_string()),
            ("bot", bot.map(mention).unwrap_or_default()),
            ("level", level_name(lang, started.level)),
            (
                "variant",
                crate::i18n::variant_name(lang, started.options.variant),
            ),
        ],
    )
}

/// A practice level's name in `lang`.
pub fn level_name(lang: Lang, level: crate::ai::Level) -> String {
    use crate::ai::Level;
    let key = match level {
        Level::Random | Level::Easy | Level::Greedy => "practice-level-easy",
        Level::Medium => "practice-level-medium",
        Level::Hard => "practice-level-hard",
    };
    tr(lang, key, &[])
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
