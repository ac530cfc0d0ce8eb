//! Discord's limits on a message, checked in composer tests: a post that breaks one is
//! refused by Discord, so the player would see nothing at all.

use poise::serenity_prelude as serenity;

use super::post::Post;

/// Characters in a message's content.
pub const CONTENT_MAX: usize = 2000;
/// Characters in a button's label.
pub const LABEL_MAX: usize = 80;
/// Characters in a component's custom id.
pub const CUSTOM_ID_MAX: usize = 100;
/// Buttons in one action row, and rows in one message.
pub const ROW_MAX: usize = 5;
/// Options in a select menu, and characters in an option's label or value.
pub const OPTIONS_MAX: usize = 25;
pub const OPTION_TEXT_MAX: usize = 100;
/// Characters in a select menu's placeholder.
pub const PLACEHOLDER_MAX: usize = 150;

/// Panics, naming `context`, if `post` breaks a limit Discord enforces on messages.
pub fn assert_fits(post: &Post, context: impl std::fmt::Display) {
    let chars = post.content.chars().count();
    assert!(
        chars <= CONTENT_MAX,
        "{context}: {chars} characters of content, Discord takes {CONTENT_MAX}"
    );
    assert!(
        !post.content.trim().is_empty() || post.file.is_some(),
        "{context}: an empty post"
    );
    assert!(
        post.buttons.len() <= ROW_MAX,
        "{context}: too many buttons in a row"
    );
    assert!(post.rows().len() <= ROW_MAX, "{context}: too many rows");
    for button in &post.buttons {
        let json = serde_json::to_value(button).expect("a button serialises");
        let label = json["label"].as_str().unwrap_or_default();
        assert!(
            (1..=LABEL_MAX).contains(&label.chars().count()),
            "{context}: button label {label:?}"
        );
        if let Some(id) = json["custom_id"].as_str() {
            assert!(id.len() <= CUSTOM_ID_MAX, "{context}: custom id {id:?}");
        }
    }
    for row in &post.rows {
        assert_row_fits(row, &context);
    }
    if let Some(nonce) = &post.nonce {
        let fitted = crate::discord::edge::nonce::fit(nonce);
        assert!(fitted.len() <= 25, "{context}: nonce {fitted:?}");
    }
}

/// Panics if a row of components breaks a limit: how many, their labels, ids and options.
fn assert_row_fits(row: &serenity::CreateActionRow, context: &impl std::fmt::Display) {
    let json = serde_json::to_value(row).expect("a row serialises");
    let components = json["components"].as_array().cloned().unwrap_or_default();
    assert!(
        (1..=ROW_MAX).contains(&components.len()),
        "{context}: {} components in a row",
        components.len()
    );
    let chars = |v: &serde_json::Value| v.as_str().map_or(0, |s| s.chars().count());
    for c in &components {
        if c.get("label").is_some() {
            assert!(
                (1..=LABEL_MAX).contains(&chars(&c["label"])),
                "{context}: label {}",
                c["label"]
            );
        }
        if let Some(id) = c["custom_id"].as_str() {
            assert!(id.len() <= CUSTOM_ID_MAX, "{context}: custom id {id:?}");
        }
        assert!(
            chars(&c["placeholder"]) <= PLACEHOLDER_MAX,
            "{context}: placeholder {}",
            c["placeholder"]
        );
        if let Some(options) = c["options"].as_array() {
            assert!(
                (1..=OPTIONS_MAX).contains(&options.len()),
                "{context}: {} options",
                options.len()
            );
            for o in options {
                for field in ["label", "value"] {
                    assert!(
                        (1..=OPTION_TEXT_MAX).contains(&chars(&o[field])),
                        "{context}: option {field} {}",
                        o[field]
                    );
                }
            }
        }
    }
}
