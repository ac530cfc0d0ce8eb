//! The replay viewer: one message with a position's picture, its move line and step buttons.
//! Every click answers with an interaction update of that same message (no new post, and free of
//! Discord's global rate limit); the button ids carry the game, the move shown and the view.

use poise::serenity_prelude as serenity;

use crate::discord::common::log_line::log_line;
use crate::discord::edge::custom_id::{ButtonAction, Step};
use crate::discord::edge::pacing::Paced;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::sight::Sight;
use crate::discord::edge::text::{private_lang, public_lang, tr};
use crate::discord::{Data, Error, edge::ids, edge::images};
use crate::i18n::Lang;
use crate::service::{Audience, MatchId, ReplayFrame, ReplayView, UserId};

/// What a replay message holds, for a first answer or an update.
pub struct ReplayMessage {
    pub content: String,
    pub rows: Vec<serenity::CreateActionRow>,
    pub file: serenity::CreateAttachment,
}

fn view_name(lang: Lang, view: ReplayView) -> String {
    let key = match view {
        ReplayView::Red => "replay-view-red",
        ReplayView::Blue => "replay-view-blue",
        ReplayView::Spectator => "replay-view-spectator",
        ReplayView::Revealed => "replay-view-revealed",
        ReplayView::Guess(_) => "replay-view-guess",
    };
    tr(lang, key, &[])
}

fn step_label(lang: Lang, step: Step) -> String {
    let key = match step {
        Step::First => "replay-first",
        Step::Back => "replay-back",
        Step::Forward => "replay-forward",
        Step::Last => "replay-last",
        Step::BackTen => "replay-back-ten",
        Step::ForwardTen => "replay-forward-ten",
    };
    tr(lang, key, &[])
}

/// The text under the title: the move that led to this position, or that it is the start.
fn move_line(lang: Lang, numbering: crate::render::Numbering, frame: &ReplayFrame) -> String {
    match &frame.entry {
        Some(entry) => log_line(lang, numbering, entry),
        None => tr(lang, "replay-start", &[]),
    }
}

/// The replay message for `frame`, drawn in the reader's numbering.
pub async fn message(
    data: &Data,
    frame: &ReplayFrame,
    reader: UserId,
    lang: Lang,
) -> Result<ReplayMessage, Error> {
    let prefs = data.service.prefs(reader).await.unwrap_or_default();
    let numbering = images::numbering(prefs.numbering);
    let content = tr(
        lang,
        "replay-title",
        &[
            ("game", frame.match_id.to_string()),
            ("ply", frame.ply.to_string()),
            ("last", frame.last.to_string()),
            ("view", view_name(lang, frame.shown)),
            ("line", move_line(lang, numbering, frame)),
        ],
    );
    let file = images::replay_board(frame.view.clone(), frame.guesses.clone(), numbering).await?;
    Ok(ReplayMessage {
        content,
        rows: rows(lang, frame),
        file,
    })
}

/// Step buttons (those going nowhere disabled) and, when there is a choice, the view menu.
fn rows(lang: Lang, frame: &ReplayFrame) -> Vec<serenity::CreateActionRow> {
    let id = frame.match_id.0;
    let button = |step: Step| {
        let target = step.target(frame.ply).min(frame.last);
        serenity::CreateButton::new(
            ButtonAction::ReplayStep(id, frame.ply, frame.shown, step).custom_id(),
        )
        .label(step_label(lang, step))
        .style(serenity::ButtonStyle::Secondary)
        .disabled(target == frame.ply)
    };
    let mut rows = vec![
        serenity::CreateActionRow::Buttons(
            [Step::First, Step::Back, Step::Forward, Step::Last]
                .into_iter()
                .map(button)
                .collect(),
        ),
        serenity::CreateActionRow::Buttons(
            [Step::BackTen, Step::ForwardTen]
                .into_iter()
                .map(button)
                .collect(),
        ),
    ];
    if frame.views.len() > 1 {
        let options = frame
            .views
            .iter()
            .map(|&v| {
                serenity::CreateSelectMenuOption::new(view_name(lang, v), v.code().to_string())
                    .default_selection(v == frame.shown)
            })
            .collect();
        let menu = serenity::CreateSelectMenu::new(
            ButtonAction::ReplayPick(id, frame.ply).custom_id(),
            serenity::CreateSelectMenuKind::String { options },
        );
        rows.push(serenity::CreateActionRow::SelectMenu(menu));
    }
    rows
}

/// What a member clicking in `guild` may see (nothing but their own games outside a server).
pub async fn sight_of_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Sight {
    match (click.guild_id, click.member.as_ref()) {
        (Some(guild), Some(member)) => Sight::of_member(&ctx.cache, data, guild, member).await,
        _ => Sight::default(),
    }
}

/// Whether `frame` may be shown to everyone reading `channel`: the game is over and they could
/// all see where it was played (a replay never reaches a wider audience than the game had).
pub async fn may_show_to(
    ctx: &serenity::Context,
    data: &Data,
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    frame: &ReplayFrame,
) -> Result<(), Error> {
    // A game in play is only ever drawn for its own player, privately.
    if frame.views.len() < 2 {
        return Err(crate::discord::UserError::new("error-replay-live-private").into());
    }
    let seen = match guild {
        Some(guild) => Sight::of_readers(&ctx.cache, data, guild, channel)
            .await
            .sees(frame.place),
        None => false,
    };
    if !seen {
        return Err(crate::discord::UserError::new("error-replay-not-public").into());
    }
    Ok(())
}

/// A step or a view picked on a replay message: the position it asks for, in place of the
/// one shown.
pub async fn on_step(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    action: ButtonAction,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let guild = click.guild_id.map(ids::guild);
    let (id, view, ply) = match action {
        ButtonAction::ReplayStep(id, ply, view, step) => (id, view, step.target(ply)),
        ButtonAction::ReplayPick(id, ply) => {
            let code = match &click.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().and_then(|v| v.chars().next())
                }
                _ => None,
            };
            let view = code
                .and_then(ReplayView::from_code)
                .ok_or_else(|| crate::discord::UserError::new("error-bad-argument"))?;
            (id, view, ply)
        }
        _ => return Ok(()),
    };
    data.pacing.take(user, Paced::ReplayStep)?;
    let sight = sight_of_click(ctx, data, click).await;
    let frame = data
        .service
        .replay_frame(MatchId(id), user, guild, &sight, Some(view), ply)
        .await?;
    // A message in the channel stays in the server's language whoever steps it.
    let public = !click
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if public {
        may_show_to(ctx, data, click.guild_id, click.channel_id, &frame).await?;
    }
    let lang = match guild {
        Some(g) if public => public_lang(data, g).await,
        _ => private_lang(data, user, Some(&click.locale)).await,
    };
    let msg = message(data, &frame, user, lang).await?;
    let update = serenity::CreateInteractionResponseMessage::new()
        .content(msg.content)
        .components(msg.rows)
        .files([msg.file]);
    respond.update_message(update).await?;
    Ok(())
}

/// The Replay button under a result: a viewer of its own, seen only by the one who clicked.
pub async fn on_open(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    id: MatchId,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let guild = click.guild_id.map(ids::guild);
    data.pacing.take(user, Paced::ReplayStep)?;
    let sight = sight_of_click(ctx, data, click).await;
    let frame = data
        .service
        .replay_frame(id, user, guild, &sight, None, 0)
        .await?;
    let lang = private_lang(data, user, Some(&click.locale)).await;
    let msg = message(data, &frame, user, lang).await?;
    let reply = serenity::CreateInteractionResponseMessage::new()
        .content(msg.content)
        .components(msg.rows)
        .add_file(msg.file);
    respond.reply_private(reply).await?;
    Ok(())
}

#[cfg(test)]
#[path = "viewer_tests.rs"]
mod tests;
