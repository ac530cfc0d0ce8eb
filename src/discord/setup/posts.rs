//! The setup editor DM of a player: its picture and the two messages of squares to tap,
//! composed from what the edit stored with its post, and sent or edited in place.

use poise::serenity_prelude as serenity;

use crate::discord::edge::text::{mention, tr};
use crate::discord::send::dms_closed::closed_dms_notice;
use crate::discord::send::post::{Post, dms_closed, upsert_dm};
use crate::discord::{Data, edge::images};
use crate::engine::Color;
use crate::i18n::{self, Lang};
use crate::service::{
    EditorPart, EditorShown, EditorState, MatchId, MatchRow, MessageKind, MessageScope, SetupView,
    UserId, posts,
};

/// Re-draws a player's setup DM (locked once they are ready) as the edit that owes it left it:
/// all of it (`part: None`), or the one message that changed. The editor links the game's
/// thread, so it waits for the opening; a game called off before it opened has no editor.
pub async fn redraw(
    http: &serenity::Http,
    data: &Data,
    post: &posts::SetupEditor,
) -> crate::discord::Result<()> {
    let (id, color, shown) = (post.match_id, post.color, &*post.shown);
    let m = data.service.get_match(id).await?;
    let Some(thread) = m.thread else {
        if m.opening_settled() {
            return Ok(());
        }
        return Err(crate::discord::Error::waiting_for_opening(id));
    };
    // Not written by this bot: trying again cannot help, so the post is given up.
    let Some(state) = shown.state(id, color) else {
        return Err(crate::service::ServiceError::Unreadable(format!(
            "game {id}: the {color} editor's stored setup does not read"
        ))
        .into());
    };
    let words = EditorWords {
        thread: Some(thread),
        ..EditorWords::of_shown(data, shown)
    };
    let all = [
        EditorPart::Picture,
        EditorPart::LeftHalf,
        EditorPart::RightHalf,
    ];
    let parts = match &post.part {
        Some(part) => std::slice::from_ref(part),
        None => &all[..],
    };
    send_setup_parts(http, data, id, &(state, words), parts).await
}

/// What a setup editor's words and pictures are made from besides the setup itself.
pub struct EditorWords {
    pub user: UserId,
    pub opponent: UserId,
    pub lang: Lang,
    pub numbering: crate::render::Numbering,
    /// The reader's saved setups of the game's variant, for the load menu.
    pub saved: Vec<String>,
    pub thread: Option<crate::service::ChannelId>,
}

impl EditorWords {
    fn of_shown(data: &Data, shown: &EditorShown) -> EditorWords {
        let voice = &shown.voice;
        EditorWords {
            user: voice.user,
            opponent: voice.opponent,
            lang: crate::discord::edge::text::chosen_lang(data, voice.language.as_deref()),
            numbering: images::numbering(voice.numbering),
            saved: shown.saved.clone(),
            thread: shown.thread,
        }
    }

    /// As `color`'s player's settings and saved setups are now, in `lang`.
    pub async fn now(
        data: &Data,
        m: &MatchRow,
        color: Color,
        lang: Lang,
    ) -> crate::discord::Result<EditorWords> {
        let user = *m.players.get(color);
        let saved = data
            .service
            .saved_setup_names(user, m.rules.variant)
            .await?;
        Ok(EditorWords {
            user,
            opponent: *m.players.get(color.opponent()),
            lang,
            numbering: images::numbering(data.service.prefs(user).await?.numbering),
            saved,
            thread: m.thread,
        })
    }
}

/// The setup editor a player sees: image, what to do, and the buttons.
pub async fn setup_post(
    data: &Data,
    m: &MatchRow,
    state: &SetupView,
    lang: Lang,
) -> crate::discord::Result<Post> {
    let words = EditorWords::now(data, m, state.color, lang).await?;
    setup_post_of(m.id, state, &words).await
}

/// The setup editor's picture message from `state` and `words`.
pub async fn setup_post_of(
    id: MatchId,
    state: &SetupView,
    words: &EditorWords,
) -> crate::discord::Result<Post> {
    let (lang, opponent) = (words.lang, words.opponent);
    let file = images::setup(
        state.deployment,
        state.color,
        state.variant,
        words.numbering,
    )
    .await?;
    let key = if state.ready {
        "setup-locked"
    } else {
        "setup-dm"
    };
    let content = tr(
        lang,
        key,
        &[
            ("game", id.to_string()),
            ("opponent", mention(opponent)),
            ("color", i18n::color_name(lang, state.color)),
            ("setup", state.text()),
            (
                "thread",
                words.thread.map(|t| format!("<#{t}>")).unwrap_or_default(),
            ),
        ],
    );
    // The controls live under the grid of squares (see `setup::editor`).
    Ok(Post {
        content,
        file: Some(file),
        ..Post::default()
    })
}

/// Sends or edits the given messages of a player's setup editor; the picture is drawn only
/// when it is one of them.
async fn send_setup_parts(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    (grid, words): &(EditorState, EditorWords),
    parts: &[EditorPart],
) -> crate::discord::Result<()> {
    let (user, color) = (words.user, grid.setup.color);
    // The bot's own seat in a practice game: it needs no editor, and never a DM.
    if data.service.is_own_user(user) {
        return Ok(());
    }
    let picture = if parts.contains(&EditorPart::Picture) {
        Some(setup_post_of(id, &grid.setup, words).await?)
    } else {
        None
    };
    let [left, right] = crate::discord::setup::grid_posts::grid_posts_of(
        grid,
        words.lang,
        words.numbering,
        &words.saved,
    );
    let editor = [
        (EditorPart::Picture, MessageKind::SetupPicture, picture),
        (EditorPart::LeftHalf, MessageKind::SetupGridLeft, Some(left)),
        (
            EditorPart::RightHalf,
            MessageKind::SetupGridRight,
            Some(right),
        ),
    ];
    for (i, (part, kind, post)) in editor.into_iter().enumerate() {
        let Some(post) = post.filter(|_| parts.contains(&part)) else {
            continue;
        };
        // Per message, like the boards: a send a restart cut off before it was remembered
        // gets that message back instead of a second one.
        let post = Post {
            nonce: Some(format!("setup-{id}-{}-{i}", color.name())),
            ..post
        };
        match upsert_dm(http, data, MessageScope::Match(id), kind, user, &post).await {
            Ok(_) => {}
            Err(err) if dms_closed(&err) => {
                let m = data.service.get_match(id).await?;
                return closed_dms_notice(http, data, &m, user).await;
            }
            Err(err) => return Err(err),
        }
    }
    Ok(())
}
