//! The setup editor on Discord: taps on the grid of squares, its controls, the saved-setups
//! menu and the save modal, in the setup DM or in the private copy shown in the thread to a
//! player whose DMs are closed. The service orders and applies; this file acknowledges,
//! then redraws the picture and both grid messages.

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::error::is_unauthorized;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{chosen_lang, private_lang, tr};
use crate::discord::send::post::Post;
use crate::discord::setup::posts;
use crate::discord::{Data, Error, edge::ids};
use crate::i18n::Lang;
use crate::service::{
    EditorCopy, EditorShown, MatchId, MatchRow, PrivateCopy, ServiceError, UserId,
};

/// The picture and both grid messages as `shown`, for one player in `lang`.
async fn editor_posts(
    m: &MatchRow,
    user: UserId,
    shown: &EditorShown,
    lang: Lang,
) -> crate::discord::Result<[Post; 3]> {
    let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
    posts::editor_posts(m.id, color, shown, lang).await
}

/// "Show my board" during setup: the editor, seen only by the player, after the click was
/// deferred ephemerally.
pub async fn show_private(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    m: &MatchRow,
    lang: Lang,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let shown = data.service.editor_shown_now(m.id, user).await?;
    let composed = editor_posts(m, user, &shown, lang).await?;
    let mut messages = [0; 3];
    for (slot, post) in messages.iter_mut().zip(&composed) {
        *slot = respond.followup(post.followup()).await?.id.get();
    }
    // Only this click's token can edit these messages: kept, so a restart does not strand them.
    data.service
        .remember_private_copy(m.id, user, &click.token, messages)
        .await?;
    Ok(())
}

/// Redraws the private copy in the thread the player used as `shown` (the edit itself queued
/// the redraw of their DM editor). Past its token's 15 minutes it can no longer be edited:
/// the player is told to show it again.
async fn redraw(
    ctx: &serenity::Context,
    data: &Data,
    respond: &Responder,
    m: &MatchRow,
    user: UserId,
    shown: &EditorShown,
) -> Result<(), Error> {
    let lang = chosen_lang(data, shown.voice.language.as_deref());
    if let PrivateCopy::Live { token, messages } = data.service.private_copy(m.id, user).await? {
        let composed = editor_posts(m, user, shown, lang).await?;
        if edit_copy(&ctx.http, &composed, messages, token.as_str()).await? {
            return Ok(());
        }
    }
    let button = tr(lang, "button-show-board", &[]);
    let text = tr(lang, "private-editor-expired", &[("button", button)]);
    respond.followup(Post::text(text).followup()).await?;
    Ok(())
}

/// Edits the private copy's messages with the token that showed them; false if Discord no
/// longer takes the token (its clock decides when the 15 minutes are over, not ours).
async fn edit_copy(
    http: &serenity::Http,
    posts: &[Post; 3],
    messages: [u64; 3],
    token: &str,
) -> Result<bool, Error> {
    for (post, message) in posts.iter().zip(messages) {
        let edit = post
            .followup()
            .execute(http, (Some(serenity::MessageId::new(message)), token))
            .await;
        match edit {
            Ok(_) => {}
            Err(err) if is_unauthorized(&err) => return Ok(false),
            Err(err) => return Err(err.into()),
        }
    }
    Ok(true)
}

/// Whether a message is ephemeral (the private copy in a thread).
fn is_ephemeral(message: &serenity::Message) -> bool {
    message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

/// A click on the editor: a square, a control or the saved-setups menu. Acknowledged at once
/// with a deferred update; applied in the player's order; then everything is redrawn.
pub async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    action: ButtonAction,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let id = match action {
        ButtonAction::SetupTap(id, _)
        | ButtonAction::SetupLoad(id)
        | ButtonAction::SetupRandom(id)
        | ButtonAction::SetupMirror(id)
        | ButtonAction::SetupReady(id) => MatchId(id),
        _ => return Ok(()),
    };
    // Queued before the first await, so racing clicks keep Discord's order.
    let ticket = data.service.tap_ticket(id, user, click.id.get());
    respond.defer_update().await?;
    let private_copy = is_ephemeral(&click.message);
    let mut started = false;
    let mut shown = None;
    match action {
        ButtonAction::SetupTap(_, slot) => {
            let copy = if private_copy {
                EditorCopy::Private
            } else {
                EditorCopy::Dm
            };
            let report = data
                .service
                .setup_tap(&ticket, usize::from(slot), copy)
                .await?;
            if copy == EditorCopy::Dm {
                // The tap queued the redraw of what it changed.
                return Ok(());
            }
            shown = Some(report.shown);
        }
        ButtonAction::SetupLoad(_) => {
            let name = match &click.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().cloned().unwrap_or_default()
                }
                _ => String::new(),
            };
            ticket.turn().await;
            data.service.load_setup(id, user, &name).await?;
        }
        ButtonAction::SetupRandom(_) => {
            ticket.turn().await;
            data.service.setup_randomize(id, user).await?;
        }
        ButtonAction::SetupMirror(_) => {
            ticket.turn().await;
            data.service.setup_mirror(id, user).await?;
        }
        ButtonAction::SetupReady(_) => {
            ticket.turn().await;
            // The start is announced by the announcer, from the outbox.
            started = data.service.setup_ready(id, user).await?.started.is_some();
        }
        _ => {}
    }
    // Racing taps: only the last one queued draws, showing them all. A tap draws what it
    // returned; the other controls, what the editor shows after them.
    if private_copy && (started || !ticket.others_waiting()) {
        let m = data.service.get_match(id).await?;
        let shown = match shown {
            Some(shown) => *shown,
            None => data.service.editor_shown_now(id, user).await?,
        };
        redraw(ctx, data, respond, &m, user, &shown).await?;
    }
    drop(ticket);
    Ok(())
}

const NAME_FIELD: &str = "name";

/// "Save": a modal asks for the name.
pub async fn ask_for_name(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    id: MatchId,
) -> Result<(), Error> {
    let lang = private_lang(data, ids::user(click.user.id), Some(&click.locale)).await;
    let field = serenity::CreateInputText::new(
        serenity::InputTextStyle::Short,
        tr(lang, "grid-save-field", &[]),
        NAME_FIELD,
    )
    .min_length(1)
    .max_length(32)
    .required(true);
    let modal = serenity::CreateModal::new(
        ButtonAction::SetupSaveName(id.0).custom_id(),
        tr(lang, "grid-save-title", &[]),
    )
    .components(vec![serenity::CreateActionRow::InputText(field)]);
    respond.modal(modal).await?;
    Ok(())
}

/// The save modal's submit: saves the setup, says so privately and adds it to the menu.
pub async fn on_modal(
    ctx: &serenity::Context,
    data: &Data,
    submit: &serenity::ModalInteraction,
    respond: &Responder,
    id: MatchId,
) -> Result<(), Error> {
    let user = ids::user(submit.user.id);
    let name = submit
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            serenity::ActionRowComponent::InputText(input) if input.custom_id == NAME_FIELD => {
                input.value.clone()
            }
            _ => None,
        })
        .unwrap_or_default();
    let saved = data.service.save_setup(id, user, &name).await?;
    let lang = private_lang(data, user, Some(&submit.locale)).await;
    let text: String = tr(
        lang,
        "setup-saved",
        &[("name", crate::discord::edge::safe_text::echo(&saved.name))],
    );
    respond
        .reply_private(serenity::CreateInteractionResponseMessage::new().content(text))
        .await?;
    // A modal opened from the private copy may come back without its message.
    let private_copy = submit.message.as_ref().is_none_or(|msg| is_ephemeral(msg));
    if !private_copy {
        return Ok(());
    }
    let m = data.service.get_match(id).await?;
    let shown = data.service.editor_shown_now(id, user).await?;
    redraw(ctx, data, respond, &m, user, &shown).await
}
