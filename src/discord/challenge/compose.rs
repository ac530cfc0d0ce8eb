//! The words of a challenge's public message, from the challenge and the server's language
//! alone: the command and the Apps menu both post it, and tests read it without Discord.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::text::{mention, tr};
use crate::discord::send::post::Post;
use crate::i18n::Lang;
use crate::service::ChallengeRow;

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

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
