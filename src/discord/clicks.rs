//! Button clicks. The custom id says what and which; the service decides whether it is allowed.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Data, Error, edge::ids, queue, replay, setup, tournament};
use crate::discord::{challenge, game};
use crate::service::{GuildId, MatchId, UserId};

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
    use serenity::FullEvent as E;
    match event {
        // Public posts follow the server's language, which Discord sends at connect and on
        // change.
        E::GuildCreate { guild, .. } => note_locale(data, guild.id, &guild.preferred_locale).await,
        E::GuildUpdate { new_data, .. } => {
            note_locale(data, new_data.id, &new_data.preferred_locale).await
        }
        // Removed from a server (not an outage, which Discord marks `unavailable`).
        E::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            data.service.guild_left(ids::guild(incomplete.id)).await?;
            Ok(())
        }
        E::InteractionCreate { interaction } => {
            remember_name(data, interaction).await;
            on_interaction(ctx, data, interaction).await;
            Ok(())
        }
        _ => Ok(()),
    }
}

async fn note_locale(data: &Data, guild: serenity::GuildId, locale: &str) -> Result<(), Error> {
    data.service
        .note_guild_locale(ids::guild(guild), locale)
        .await?;
    Ok(())
}

/// A click or form submit in hand: how to answer it, who sent it and what it asks.
struct Asked<'a> {
    respond: Responder,
    user: &'a serenity::User,
    locale: &'a str,
    custom_id: &'a str,
}

/// A click or a form submit: routed by its custom id and answered exactly once, a failure
/// with a private refusal (as the response, or as a follow-up after one).
async fn on_interaction(ctx: &serenity::Context, data: &Data, interaction: &serenity::Interaction) {
    let asked = match interaction {
        serenity::Interaction::Component(click) => Asked {
            respond: Responder::new(&ctx.http, click.id, &click.token),
            user: &click.user,
            locale: &click.locale,
            custom_id: &click.data.custom_id,
        },
        serenity::Interaction::Modal(submit) => Asked {
            respond: Responder::new(&ctx.http, submit.id, &submit.token),
            user: &submit.user,
            locale: &submit.locale,
            custom_id: &submit.data.custom_id,
        },
        // Commands and autocompletion are poise's.
        _ => return,
    };
    // An id this bot never made (an older version's): left unanswered, as before.
    let Some(action) = ButtonAction::parse(asked.custom_id) else {
        return;
    };
    if let Err(err) = route(ctx, data, interaction, &asked.respond, action).await {
        let lang = private_lang(data, ids::user(asked.user.id), Some(asked.locale)).await;
        // Unexpected failures are logged, not shown.
        let text = err.user_text(lang).unwrap_or_else(|| {
            tracing::error!(custom_id = asked.custom_id, "interaction failed: {err:#}");
            tr(lang, "error-internal", &[])
        });
        asked.respond.refuse(text).await;
    }
}

/// Whose each form and click is: every feature answers its own.
async fn route(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::Interaction,
    respond: &Responder,
    action: ButtonAction,
) -> Result<(), Error> {
    use ButtonAction as B;
    let click = match interaction {
        serenity::Interaction::Modal(submit) => {
            return match action {
                B::SetupSaveName(id) => {
                    setup::editor::on_modal(ctx, data, submit, respond, MatchId(id)).await
                }
                // The save form is the only modal.
                _ => Ok(()),
            };
        }
        serenity::Interaction::Component(click) => click,
        _ => return Ok(()),
    };
    match action {
        B::Accept(_) | B::Decline(_) | B::Withdraw(_) => {
            challenge::buttons::on_answer(data, click, respond, action).await
        }
        B::Rematch(id) => challenge::buttons::on_rematch(data, click, respond, MatchId(id)).await,
        B::ChallengePick(opponent) => {
            challenge::menu::on_pick(data, click, respond, UserId(opponent as u64)).await
        }
        B::ChallengePost(opponent, variant) => {
            let opponent = UserId(opponent as u64);
            challenge::menu::on_post(&ctx.http, data, click, respond, opponent, variant).await
        }
        B::SetupTap(..)
        | B::SetupLoad(_)
        | B::SetupRandom(_)
        | B::SetupMirror(_)
        | B::SetupReady(_) => setup::editor::on_click(ctx, data, click, respond, action).await,
        B::SetupSave(id) => setup::editor::ask_for_name(data, click, respond, MatchId(id)).await,
        // Only ever a modal's id, never a button's.
        B::SetupSaveName(_) => Ok(()),
        B::ShowBoard(id) => game::board::on_show(data, click, respond, MatchId(id)).await,
        B::ReplayStep(..) | B::ReplayPick(..) => {
            replay::viewer::on_step(ctx, data, click, respond, action).await
        }
        B::ReplayOpen(id) => replay::viewer::on_open(ctx, data, click, respond, MatchId(id)).await,
        B::TournamentJoin(_) | B::TournamentLeave(_) => {
            tournament::signup::on_click(data, click, respond, action).await
        }
        B::QueueLeave(guild) => {
            queue::posts::on_leave(data, click, respond, GuildId(guild as u64)).await
        }
        B::GamesPage(page) => game::games::on_page(data, click, respond, page).await,
        B::ChallengesPage(page) => challenge::list::on_page(data, click, respond, page).await,
    }
}
