//! Button clicks. The custom id says what and which; the service decides whether it is allowed.

use poise::serenity_prelude as serenity;

use super::custom_id::ButtonAction;
use super::post::Post;
use super::text::{mention, private_lang, public_lang, tr};
use super::{Data, Error, announce, answered, ids};
use crate::service::{
    ChallengeId, ChallengeRow, ChallengeStatus, GuildId, MatchId, MatchStatus, MessageKind,
    MessageScope, TournamentId, UserId,
};

/// Lists and images name players from the database; every interaction keeps the name fresh:
/// the one shown everywhere, and in a server the member's name there (a nickname is per server).
async fn remember_name(data: &Data, interaction: &serenity::Interaction) {
    let (user, member, guild) = match interaction {
        serenity::Interaction::Command(i) | serenity::Interaction::Autocomplete(i) => {
            (&i.user, i.member.as_deref(), i.guild_id)
        }
        serenity::Interaction::Component(i) => (&i.user, i.member.as_ref(), i.guild_id),
        serenity::Interaction::Modal(i) => (&i.user, i.member.as_ref(), i.guild_id),
        _ => return,
    };
    let everywhere = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    let mut names = vec![(None, everywhere.clone())];
    if let Some(guild) = guild {
        let nick = member.and_then(|m| m.nick.clone());
        names.push((Some(ids::guild(guild)), nick.unwrap_or(everywhere)));
    }
    for (guild, name) in names {
        if let Err(err) = data
            .service
            .remember_name(guild, ids::user(user.id), &name)
            .await
        {
            tracing::warn!("name not remembered: {err}");
        }
    }
}

/// Entry point from the framework's event handler.
pub async fn handle_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    // Public posts follow the server's language, which Discord sends at connect and on change.
    let preferred_locale = match event {
        serenity::FullEvent::GuildCreate { guild, .. } => Some((guild.id, &guild.preferred_locale)),
        serenity::FullEvent::GuildUpdate { new_data, .. } => {
            Some((new_data.id, &new_data.preferred_locale))
        }
        _ => None,
    };
    if let Some((guild, locale)) = preferred_locale {
        data.service
            .note_guild_locale(ids::guild(guild), locale)
            .await?;
        return Ok(());
    }
    if let serenity::FullEvent::InteractionCreate { interaction } = event {
        remember_name(data, interaction).await;
    }
    // Removed from a server (not an outage, which Discord marks `unavailable`).
    if let serenity::FullEvent::GuildDelete { incomplete, .. } = event
        && !incomplete.unavailable
    {
        data.service.guild_left(ids::guild(incomplete.id)).await?;
        return Ok(());
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Modal(submit),
    } = event
    {
        if let Some(ButtonAction::SetupSaveName(id)) = ButtonAction::parse(&submit.data.custom_id) {
            let (result, answered) = answered::tracked(super::setup_editor::on_modal(
                ctx,
                data,
                submit,
                MatchId(id),
            ))
            .await;
            if let Err(err) = result {
                let user = ids::user(submit.user.id);
                let text = failure_text(data, user, &submit.locale, &err, "setup-save-form").await;
                reply_ephemeral(ctx, submit.id, &submit.token, text, answered).await;
            }
        }
        return Ok(());
    }
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let Some(action) = ButtonAction::parse(&click.data.custom_id) else {
            return Ok(());
        };
        let (result, answered) = answered::tracked(on_click(ctx, data, click, action)).await;
        if let Err(err) = result {
            let user = ids::user(click.user.id);
            let what = format!("button {}", click.data.custom_id);
            let text = failure_text(data, user, &click.locale, &err, &what).await;
            reply_ephemeral(ctx, click.id, &click.token, text, answered).await;
        }
    }
    Ok(())
}

/// Replaces the clicked message's text and buttons (another page of a list, a sign-up list
/// with the new player), pinging nobody.
async fn update_in_place(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    text: String,
    buttons: Vec<serenity::CreateButton>,
) -> Result<(), Error> {
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    };
    let update = serenity::CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows);
    answered::update_message(ctx, click, update).await?;
    Ok(())
}

/// What the user reads about a failed click or form; unexpected failures are logged, not shown.
async fn failure_text(
    data: &Data,
    user: crate::service::UserId,
    locale: &str,
    err: &Error,
    what: &str,
) -> String {
    let lang = private_lang(data, user, Some(locale)).await;
    err.user_text(lang).unwrap_or_else(|| {
        tracing::error!("{what} failed: {err:#}");
        tr(lang, "error-internal", &[])
    })
}

/// Answers an interaction privately: as its response, or as a follow-up when it was
/// `answered` already (Discord refuses a second response).
async fn reply_ephemeral(
    ctx: &serenity::Context,
    id: serenity::InteractionId,
    token: &str,
    text: String,
    answered: bool,
) {
    use serenity::builder::Builder;
    let sent = if answered {
        serenity::CreateInteractionResponseFollowup::new()
            .content(text)
            .ephemeral(true)
            .execute(ctx, (None, token))
            .await
            .map(drop)
    } else {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        )
        .execute(ctx, (id, token))
        .await
    };
    if let Err(err) = sent {
        tracing::info!("a refusal could not be answered: {err}");
    }
}

async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    action: ButtonAction,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let http = &ctx.http;
    match action {
        ButtonAction::Accept(id) => {
            // The thread, the setup DMs and the closed challenge come from the outbox.
            data.service.accept_challenge(ChallengeId(id), user).await?;
            click.defer(http).await?;
            answered::note();
        }
        // The challenge message is closed by the announcer, like every post.
        ButtonAction::Decline(id) => {
            data.service
                .decline_challenge(ChallengeId(id), user)
                .await?;
            click.defer(http).await?;
            answered::note();
        }
        ButtonAction::Withdraw(id) => {
            data.service
                .withdraw_challenge(ChallengeId(id), user)
                .await?;
            click.defer(http).await?;
            answered::note();
        }
        ButtonAction::SetupRandom(_)
        | ButtonAction::SetupMirror(_)
        | ButtonAction::SetupReady(_)
        | ButtonAction::SetupTap(..)
        | ButtonAction::SetupLoad(_)
        | ButtonAction::SetupSave(_) => {
            super::setup_editor::on_click(ctx, data, click, action).await?;
        }
        // Only ever a modal's id, never a button's.
        ButtonAction::SetupSaveName(_) => {}
        ButtonAction::ShowBoard(id) => {
            let lang = private_lang(data, user, Some(&click.locale)).await;
            let m = data.service.get_match(MatchId(id)).await?;
            click.defer_ephemeral(http).await?;
            answered::note();
            if m.status == MatchStatus::Setup {
                return super::setup_editor::show_private(ctx, data, click, &m, lang).await;
            }
            let post = announce::private_board_post(data, &m, user, lang).await?;
            click.create_followup(http, followup(&post)).await?;
        }
        ButtonAction::Rematch(id) => {
            // Against the bot: a new practice game at once, nobody to accept it.
            if let Some((new, level, options)) =
                data.service.practice_rematch(MatchId(id), user).await?
            {
                let lang = private_lang(data, user, Some(&click.locale)).await;
                let text =
                    super::commands::practice::started_text(data, lang, new, level, &options);
                let msg = serenity::CreateInteractionResponseMessage::new().content(text);
                answered::reply_private(http, click, msg).await?;
                return Ok(());
            }
            let challenge = data.service.rematch(MatchId(id), user).await?;
            let m = data.service.get_match(MatchId(id)).await?;
            super::commands::challenge_menu::answer_with_challenge(
                ctx, data, click, m.guild, &challenge,
            )
            .await?;
        }
        ButtonAction::ChallengePick(opponent) => {
            super::commands::challenge_menu::on_pick(ctx, data, click, UserId(opponent as u64))
                .await?;
        }
        ButtonAction::ChallengePost(opponent, variant) => {
            super::commands::challenge_menu::on_post(
                ctx,
                data,
                click,
                UserId(opponent as u64),
                variant,
            )
            .await?;
        }
        ButtonAction::ReplayStep(..)
        | ButtonAction::ReplayPick(..)
        | ButtonAction::ReplayOpen(_) => {
            super::replay::on_click(ctx, data, click, action).await?;
        }
        ButtonAction::TournamentJoin(id) | ButtonAction::TournamentLeave(id) => {
            tournament_click(ctx, data, click, action, TournamentId(id)).await?;
        }
        ButtonAction::QueueLeave(guild) => {
            super::quick_pairing::on_leave(ctx, data, click, GuildId(guild as u64)).await?;
        }
        ButtonAction::GamesPage(page) => {
            let lang = private_lang(data, user, Some(&click.locale)).await;
            let (text, buttons) =
                super::commands::games::page(data, user, lang, usize::try_from(page).unwrap_or(0))
                    .await?;
            update_in_place(ctx, click, text, buttons).await?;
        }
        ButtonAction::ChallengesPage(page) => {
            let guild = click
                .guild_id
                .ok_or_else(|| super::UserError::new("error-guild-only"))?;
            let lang = private_lang(data, user, Some(&click.locale)).await;
            let (text, buttons) = super::commands::challenges::page(
                data,
                ids::guild(guild),
                lang,
                usize::try_from(page).unwrap_or(0),
            )
            .await?;
            update_in_place(ctx, click, text, buttons).await?;
        }
    }
    Ok(())
}

/// Join / Leave on a sign-up message: the clicker is told privately what happened. The
/// message itself is edited by the announcer alone (the service queued that edit), so two
/// quick clicks can never leave an older player list on it.
async fn tournament_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    action: ButtonAction,
    id: TournamentId,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let (state, key) = if matches!(action, ButtonAction::TournamentJoin(_)) {
        let state = data.service.join_tournament(id, user).await?;
        (state, "tournament-joined")
    } else {
        // A notice of a withdrawal during play is in the outbox.
        let done = data.service.leave_tournament(id, user).await?;
        (done.state, "tournament-left")
    };
    click
        .create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
        .await?;
    answered::note();
    let private = private_lang(data, user, Some(&click.locale)).await;
    let note = serenity::CreateInteractionResponseFollowup::new()
        .content(tr(
            private,
            key,
            &[
                ("name", super::safe_text::inline(&state.row.name, 64)),
                ("count", state.players.len().to_string()),
                ("max", state.row.max_players.to_string()),
            ],
        ))
        .ephemeral(true);
    click.create_followup(ctx, note).await?;
    Ok(())
}

fn followup(post: &Post) -> serenity::CreateInteractionResponseFollowup {
    let mut f = serenity::CreateInteractionResponseFollowup::new()
        .content(post.content.clone())
        .ephemeral(true);
    if !post.buttons.is_empty() {
        f = f.components(vec![serenity::CreateActionRow::Buttons(
            post.buttons.clone(),
        )]);
    }
    if let Some(file) = &post.file {
        f = f.add_file(file.clone());
    }
    f
}

/// How long after a challenge was made its message may still be unremembered.
const REF_GRACE: chrono::TimeDelta = chrono::TimeDelta::minutes(2);

/// Replaces a challenge's buttons with what became of it.
pub async fn close_challenge_message(
    ctx: impl serenity::CacheHttp,
    data: &Data,
    challenge: &ChallengeRow,
    thread: Option<serenity::ChannelId>,
) -> Result<(), Error> {
    let lang = public_lang(data, challenge.guild).await;
    let key = match challenge.status {
        ChallengeStatus::Accepted => "challenge-accepted",
        ChallengeStatus::Declined => "challenge-declined",
        ChallengeStatus::Withdrawn => "challenge-withdrawn",
        ChallengeStatus::Expired => "challenge-expired",
        ChallengeStatus::Open => return Ok(()),
    };
    let content = tr(
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
    );
    let refs = data
        .service
        .messages(
            MessageScope::Challenge(challenge.id),
            MessageKind::Challenge,
        )
        .await?;
    // A challenge answered within moments of being posted: the command that posted it may not
    // have remembered its message yet. Tried again later (the outbox retries internal errors).
    if refs.is_empty() && data.service.clock().now() - challenge.created_at < REF_GRACE {
        return Err(crate::service::ServiceError::Internal(format!(
            "challenge {} has no message remembered yet",
            challenge.id
        ))
        .into());
    }
    for r in refs {
        let edit = serenity::EditMessage::new()
            .content(content.clone())
            .components(Vec::new())
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        match ids::to_channel(r.channel)
            .edit_message(&ctx, ids::to_message(r.message), edit)
            .await
        {
            Ok(_) => {}
            // Deleted: nothing to show it on.
            Err(err) if super::error::is_gone(&err) => {
                tracing::info!(challenge = %challenge.id, "challenge message gone: {err}");
            }
            Err(err) => return Err(err.into()),
        }
    }
    Ok(())
}
