//! `/move`: play a move, with autocomplete offering only your legal moves.

use poise::serenity_prelude as serenity;

use crate::discord::common::game_option::{autocomplete_game, resolve};
use crate::discord::edge::text::{reader_lang, tr};
use crate::discord::game::move_choices::{from_choices, move_text_choices, to_choices};
use crate::discord::game::posts::move_log_post;
use crate::discord::{Context, Error, UserError, edge::ids, edge::images};
use crate::engine::{Move, Square};
use crate::service::{HeldLog, HeldPost, InteractionToken, MatchRow, MoveReport, Service, UserId};

/// The value another option of the command being typed currently has.
fn option_value(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.interaction
        .data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::CommandDataOptionValue::String(s) => Some(s.clone()),
            serenity::CommandDataOptionValue::Integer(i) => Some(i.to_string()),
            serenity::CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
            _ => None,
        })
}

async fn legal_for_caller(ctx: Context<'_>) -> Vec<Move> {
    let game = option_value(ctx, "game").and_then(|g| g.parse().ok());
    let Ok(m) = resolve(ctx, game).await else {
        return Vec::new();
    };
    ctx.data()
        .service
        .legal_moves(m.id, ids::user(ctx.author().id))
        .await
        .unwrap_or_default()
}

fn respond(choices: Vec<String>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|c| serenity::AutocompleteChoice::new(c.clone(), c))
            .collect(),
    )
}

async fn autocomplete_text(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    respond(move_text_choices(&legal_for_caller(ctx).await, partial))
}

async fn autocomplete_from(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    respond(from_choices(&legal_for_caller(ctx).await, partial))
}

async fn autocomplete_to(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let from = option_value(ctx, "from").and_then(|f| Square::parse(f.trim()).ok());
    respond(to_choices(&legal_for_caller(ctx).await, from, partial))
}

/// Move one of your pieces, e.g. `/move text:B4-B5` or `/move from:B4 to:B5`.
#[poise::command(slash_command, rename = "move")]
pub async fn move_piece(
    ctx: Context<'_>,
    #[description = "The whole move, like B4-B5"]
    #[autocomplete = "autocomplete_text"]
    text: Option<String>,
    #[description = "Square of the piece to move"]
    #[autocomplete = "autocomplete_from"]
    from: Option<String>,
    #[description = "Square to move it to"]
    #[autocomplete = "autocomplete_to"]
    to: Option<String>,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let mv = match (&text, &from, &to) {
        (Some(text), _, _) => Move::parse(text)
            .map_err(|_| UserError::new("error-bad-move-text").echo("text", text))?,
        (None, Some(from), Some(to)) => {
            let parse = |s: &str| {
                Square::parse(s.trim())
                    .map_err(|_| UserError::new("error-bad-square").echo("text", s))
            };
            Move::new(parse(from)?, parse(to)?)
        }
        _ => return Err(UserError::new("error-move-needs-squares").into()),
    };
    let user = ids::user(ctx.author().id);
    let m = resolve(ctx, game).await?;
    if let Some(token) = answerable_in_thread(ctx, &m) {
        return answer_in_thread(ctx, &m, user, mv, token).await;
    }
    ctx.defer_ephemeral().await?;
    // Durable, and its posts are in the outbox: the announcer delivers them.
    let report = ctx.data().service.make_move(m.id, user, mv, None).await?;
    ctx.send(private_answer(ctx, &m, user, mv, &report).await)
        .await?;
    Ok(())
}

/// The interaction's token when the move is typed in its game's own thread and spectators see
/// moves as they are played: then the answer itself can be the move's public log post.
fn answerable_in_thread(ctx: Context<'_>, m: &MatchRow) -> Option<InteractionToken> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let in_thread = m.thread == Some(ids::channel(ctx.channel_id()));
    (in_thread && m.options.spectator_delay == 0)
        .then(|| InteractionToken::new(app.interaction.token.clone()))
}

/// A move typed in its thread: answered at once (no deferral, so the answer can be public)
/// with the move's log line and the ping, which costs nothing of Discord's global limit; the
/// mover's board follows privately. If that answer fails, the outbox posts the line instead.
async fn answer_in_thread(
    ctx: Context<'_>,
    m: &MatchRow,
    user: UserId,
    mv: Move,
    token: InteractionToken,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    let report = service.make_move_answering(m.id, user, mv, token).await?;
    if let Some(HeldLog { held, post }) = &report.held_log {
        let held = *held;
        // Unknown counts as no: the outbox then posts the line.
        if !service.may_answer(held).await.unwrap_or(false) {
            settle(service, held, false).await;
            ctx.send(private_answer(ctx, m, user, mv, &report).await)
                .await?;
            return Ok(());
        }
        let post = move_log_post(ctx.data(), post);
        match ctx.send(post.public_reply()).await {
            Ok(_) => settle(service, held, true).await,
            // The answer may have been made and only its reply lost: Discord knows.
            Err(err) if public_answer_exists(ctx).await => {
                tracing::info!(game = %m.id, "move answered, its reply lost: {err}");
                settle(service, held, true).await;
                initial_response_sent(ctx);
            }
            Err(err) => {
                tracing::warn!(game = %m.id, "move not answered in its thread: {err}");
                settle(service, held, false).await;
            }
        }
    }
    ctx.send(private_answer(ctx, m, user, mv, &report).await)
        .await?;
    Ok(())
}

/// Tells the outbox whether the held log post went out as the answer. If that cannot be
/// stored, the move still stands: the hold runs out and the announcer asks Discord instead, so
/// the player is not told of a failure.
async fn settle(service: &Service, held: HeldPost, answered: bool) {
    let stored = if answered {
        service.post_answered(held).await
    } else {
        service.post_unanswered(held).await
    };
    if let Err(err) = stored {
        tracing::warn!(post = held.outbox_id, "held log post not settled: {err}");
    }
}

/// Whether Discord holds a public answer to this command.
async fn public_answer_exists(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    app.interaction
        .get_response(ctx.http())
        .await
        .is_ok_and(|answer| {
            !answer
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
        })
}

/// Tells the framework the interaction has its response, so what follows is a follow-up.
fn initial_response_sent(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx {
        app.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// What only the mover sees: the move played and their new board, which rides on the answer
/// (free of Discord's global limit); their board DM follows later, usually together with the
/// opponent's answer.
async fn private_answer(
    ctx: Context<'_>,
    m: &MatchRow,
    user: UserId,
    mv: Move,
    report: &MoveReport,
) -> poise::CreateReply {
    let data = ctx.data();
    let voice = &report.mover;
    let lang = reader_lang(data, voice.language.as_deref(), ctx.locale());
    let thread = m.thread.map(|t| format!("<#{t}>")).unwrap_or_default();
    let mut reply = poise::CreateReply::default().ephemeral(true).content(tr(
        lang,
        "move-played",
        &[("move", mv.to_string()), ("thread", thread)],
    ));
    if let Some(color) = m.color_of(user) {
        let view = report.views.player(color).clone();
        match images::board(view, images::numbering(voice.numbering)).await {
            Ok(file) => reply = reply.attachment(file),
            Err(err) => tracing::warn!(game = %m.id, "reply board not drawn: {err:#}"),
        }
    }
    reply
}
