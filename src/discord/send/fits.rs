//! Discord's limits on a message, checked in composer tests: a post that breaks one is
//! refused by Discord, so the player would see nothing at all.

use super::post::Post;

/// Characters in a message's content.
pub const CONTENT_MAX: usize = 2000;
/// Characters in a button's label.
pub const LABEL_MAX: usize = 80;
/// Characters in a component's custom id.
pub const CUSTOM_ID_MAX: usize = 100;
/// Buttons in one action row, and rows in one message.
pub const ROW_MAX: usize = 5;

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
    if let Some(nonce) = &post.nonce {
        let fitted = crate::discord::edge::nonce::fit(nonce);
        assert!(fitted.len() <= 25, "{context}: nonce {fitted:?}");
    }
}
