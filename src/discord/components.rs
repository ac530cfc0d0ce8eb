//! Button clicks. The custom id says what and which; the service decides whether it is allowed.

use poise::serenity_prelude as serenity;

use super::commands::{self, challenge_buttons};
use super::custom_id::ButtonAction;
use super::text::{private_lang, tr};
use super::{Data, Error, answered, ids};
use crate::service::{GuildId, MatchId};

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
                answered::refusal(ctx, submit.id, &submit.token, text, answered).await;
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
            answered::refusal(ctx, click.id, &click.token, text, answered).await;
        }
    }
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

/// Each feature answers its own buttons; this only says whose a button is.
async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    action: ButtonAction,
) -> Result<(), Error> {
    use ButtonAction as B;
    match action {
        B::Accept(_)
        | B::Decline(_)
        | B::Withdraw(_)
        | B::Rematch(_)
        | B::ChallengePick(_)
        | B::ChallengePost(..) => challenge_buttons::on_click(ctx, data, click, action).await,
        B::SetupRandom(_)
        | B::SetupMirror(_)
        | B::SetupReady(_)
        | B::SetupTap(..)
        | B::SetupLoad(_)
        | B::SetupSave(_) => super::setup_editor::on_click(ctx, data, click, action).await,
        // Only ever a modal's id, never a button's.
        B::SetupSaveName(_) => Ok(()),
        B::ShowBoard(id) => commands::board::on_show(ctx, data, click, MatchId(id)).await,
        B::ReplayStep(..) | B::ReplayPick(..) | B::ReplayOpen(_) => {
            super::replay::on_click(ctx, data, click, action).await
        }
        B::TournamentJoin(_) | B::TournamentLeave(_) => {
            super::tournament_signup::on_click(ctx, data, click, action).await
        }
        B::QueueLeave(guild) => {
            super::quick_pairing::on_leave(ctx, data, click, GuildId(guild as u64)).await
        }
        B::GamesPage(page) => commands::games::on_page(ctx, data, click, page).await,
        B::ChallengesPage(page) => commands::challenges::on_page(ctx, data, click, page).await,
    }
}
