//! The two square-button messages of a player's setup editor, from the stored setup, their
//! selection, saved setups and numbering (laid out by `setup_grid`).

use crate::discord::send::post::Post;
use crate::discord::setup::grid::{Half, MAX_SAVED, layout};
use crate::discord::{Data, edge::images};
use crate::i18n::Lang;
use crate::service::{EditorState, UserId};

/// The two grid messages of a player's setup, from their view of it.
pub async fn grid_posts(
    data: &Data,
    user: UserId,
    grid: &EditorState,
    lang: Lang,
) -> crate::discord::Result<[Post; 2]> {
    let numbering = images::numbering(data.service.prefs(user).await?.numbering);
    let saved = data
        .service
        .saved_setup_names(user, grid.setup.variant)
        .await?;
    Ok(grid_posts_of(grid, lang, numbering, &saved))
}

/// The two grid messages from everything they show (`saved`: the reader's saved setups of
/// this variant; the menu offers the first few).
pub fn grid_posts_of(
    grid: &EditorState,
    lang: Lang,
    numbering: crate::render::Numbering,
    saved: &[String],
) -> [Post; 2] {
    let saved = &saved[..saved.len().min(MAX_SAVED)];
    Half::BOTH.map(|half| {
        let message = layout(grid, lang, numbering, saved, half);
        Post {
            content: message.content,
            rows: message.rows,
            ..Post::default()
        }
    })
}
