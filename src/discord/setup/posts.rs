//! A player's setup editor: its picture and the two messages of squares to tap, each a
//! function of what the editor shows ([`EditorShown`], as the service returned or stored
//! it), and the DM that carries them, sent or edited in place.

use poise::serenity_prelude as serenity;

use crate::discord::edge::text::{chosen_lang, mention, tr};
use crate::discord::send::dms_closed::closed_dms_notice;
use crate::discord::send::post::{Post, dms_closed, upsert_dm};
use crate::discord::setup::grid::{Half, MAX_SAVED, layout};
use crate::discord::{Data, edge::images};
use crate::engine::Color;
use crate::i18n::{self, Lang};
use crate::service::{
    EditorPart, EditorShown, EditorState, MatchId, MessageKind, MessageScope, ServiceError, posts,
};

/// The editor state `shown` draws; a setup string this bot did not write is given up.
fn state_of(id: MatchId, color: Color, shown: &EditorShown) -> crate::discord::Result<EditorState> {
    shown.state(id, color).ok_or_else(|| {
        ServiceError::Unreadable(format!(
            "game {id}: the {color} editor's stored setup does not read"
        ))
        .into()
    })
}

/// The picture message's words: the game, the opponent, the colour, the setup string and
/// (once the game's thread is open) a link to it.
pub fn picture_text(state: &EditorState, shown: &EditorShown, lang: Lang) -> String {
    let setup = &state.setup;
    let key = if setup.ready {
        "setup-locked"
    } else {
        "setup-dm"
    };
    tr(
        lang,
        key,
        &[
            ("game", setup.match_id.to_string()),
            ("opponent", mention(shown.voice.opponent)),
            ("color", i18n::color_name(lang, setup.color)),
            ("setup", setup.text()),
            (
                "thread",
                shown.thread.map(|t| format!("<#{t}>")).unwrap_or_default(),
            ),
        ],
    )
}

/// The two grid messages (the menu offers the first [`MAX_SAVED`] saved setups).
pub fn grid_posts(state: &EditorState, shown: &EditorShown, lang: Lang) -> [Post; 2] {
    let saved = &shown.saved[..shown.saved.len().min(MAX_SAVED)];
    let numbering = images::numbering(shown.voice.numbering);
    Half::BOTH.map(|half| {
        let message = layout(state, lang, numbering, saved, half);
        Post {
            content: message.content,
            rows: message.rows,
            ..Post::default()
        }
    })
}

/// The picture message: the words and the drawn setup (the controls live under the grid).
pub async fn picture_post(
    id: MatchId,
    color: Color,
    shown: &EditorShown,
    lang: Lang,
) -> crate::discord::Result<Post> {
    let state = state_of(id, color, shown)?;
    let setup = &state.setup;
    let file = images::setup(
        setup.deployment,
        color,
        setup.variant,
        images::numbering(shown.voice.numbering),
    )
    .await?;
    Ok(Post {
        content: picture_text(&state, shown, lang),
        file: Some(file),
        ..Post::default()
    })
}

/// All three messages of the editor, in the order they are shown.
pub async fn editor_posts(
    id: MatchId,
    color: Color,
    shown: &EditorShown,
    lang: Lang,
) -> crate::discord::Result<[Post; 3]> {
    let state = state_of(id, color, shown)?;
    let picture = picture_post(id, color, shown, lang).await?;
    let [left, right] = grid_posts(&state, shown, lang);
    Ok([picture, left, right])
}

/// Re-draws a player's setup DM (locked once they are ready) as the edit that owes it left it:
/// all of it (`part: None`), or the one message that changed. The editor links the game's
/// thread, so it waits for the opening; a game called off before it opened has no editor.
pub async fn redraw(
    http: &serenity::Http,
    data: &Data,
    post: &posts::SetupEditor,
) -> crate::discord::Result<()> {
    let (id, color) = (post.match_id, post.color);
    let m = data.service.get_match(id).await?;
    let Some(thread) = m.thread else {
        if m.opening_settled() {
            return Ok(());
        }
        return Err(crate::discord::Error::waiting_for_opening(id));
    };
    let shown = EditorShown {
        thread: Some(thread),
        ..(*post.shown).clone()
    };
    let user = shown.voice.user;
    // The bot's own seat in a practice game: it needs no editor, and never a DM.
    if data.service.is_own_user(user) {
        return Ok(());
    }
    let state = state_of(id, color, &shown)?;
    let lang = chosen_lang(data, shown.voice.language.as_deref());
    let picture = match post.part {
        None | Some(EditorPart::Picture) => Some(picture_post(id, color, &shown, lang).await?),
        Some(_) => None,
    };
    let [left, right] = grid_posts(&state, &shown, lang);
    let editor = [
        (EditorPart::Picture, MessageKind::SetupPicture, picture),
        (EditorPart::LeftHalf, MessageKind::SetupGridLeft, Some(left)),
        (
            EditorPart::RightHalf,
            MessageKind::SetupGridRight,
            Some(right),
        ),
    ];
    for (i, (part, kind, composed)) in editor.into_iter().enumerate() {
        let Some(composed) = composed.filter(|_| post.part.is_none_or(|p| p == part)) else {
            continue;
        };
        // Per message, like the boards: a send a restart cut off before it was remembered
        // gets that message back instead of a second one.
        let composed = Post {
            nonce: Some(format!("setup-{id}-{}-{i}", color.name())),
            ..composed
        };
        match upsert_dm(http, data, MessageScope::Match(id), kind, user, &composed).await {
            Ok(_) => {}
            Err(err) if dms_closed(&err) => {
                return closed_dms_notice(http, data, &m, user).await;
            }
            Err(err) => return Err(err),
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "posts_tests.rs"]
mod tests;
