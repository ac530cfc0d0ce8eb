//! `/tournament ...`: create, join, leave, start, standings, pairings, withdraw, cancel. The
//! service decides what is allowed; this file only says who is asking and shows the result.

use poise::serenity_prelude as serenity;

use crate::discord::edge::choices::{TimeChoice, VariantChoice};
use crate::discord::edge::paging::{MESSAGE_MAX, split_lines};
use crate::discord::edge::responder::reply_private;
use crate::discord::edge::safe_text;
use crate::discord::edge::text::{mention, private_lang, public_lang, tr};
use crate::discord::tournament::posts;
use crate::discord::{Context, Error, UserError, edge::ids};
use crate::service::{
    Actor, ChallengeChoices, FormatKind, MessageKind, MessageScope, TournamentId,
    TournamentProblem, TournamentRequest, TournamentState,
};

/// Players when the creator gives no maximum.

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "round_robin"]
    RoundRobin,
    #[name = "double_round_robin"]
    DoubleRoundRobin,
    #[name = "swiss"]
    Swiss,
    #[name = "single_elimination"]
    SingleElimination,
}

/// Run a tournament: sign-up, rounds, standings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "pairings",
        "withdraw",
        "cancel"
    ),
    subcommand_required
)]
pub async fn tournament(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn guild(ctx: Context<'_>) -> Result<crate::service::GuildId, Error> {
    ctx.guild_id()
        .map(ids::guild)
        .ok_or_else(|| UserError::new("error-guild-only").into())
}

/// The tournament a command is about: the one named, else the server's newest one that is
/// still open (`open_only`) or the newest of all.
async fn resolve(
    ctx: Context<'_>,
    id: Option<i64>,
    open_only: bool,
) -> Result<TournamentState, Error> {
    let guild = guild(ctx)?;
    let service = &ctx.data().service;
    let id = match id {
        Some(id) => TournamentId(id),
        None => {
            let all = service.tournaments_in(guild).await?;
            all.iter()
                .find(|t| !t.status.is_over())
                .or(if open_only { None } else { all.first() })
                .map(|t| t.id)
                .ok_or_else(|| UserError::new("error-no-tournament"))?
        }
    };
    let state = service.tournament(id).await?;
    if state.row.guild != guild {
        return Err(crate::service::ServiceError::from(TournamentProblem::NoSuchTournament).into());
    }
    Ok(state)
}

/// Manage Server (or Administrator), or the server's organiser role.
async fn actor(ctx: Context<'_>) -> Result<Actor, Error> {
    let user = ids::user(ctx.author().id);
    let mut organiser = false;
    if let Some(member) = ctx.author_member().await {
        organiser = member
            .permissions
            .is_some_and(|p| p.manage_guild() || p.administrator());
        let settings = ctx.data().service.guild_settings(guild(ctx)?).await?;
        if let Some(role) = settings.organiser_role {
            organiser |= member.roles.iter().any(|r| r.get() == role.0);
        }
    }
    Ok(Actor { user, organiser })
}

/// The server's tournaments, newest first.
async fn autocomplete_tournament(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let Some(guild) = ctx.guild_id() else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let Ok(all) = ctx.data().service.tournaments_in(ids::guild(guild)).await else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let partial = partial.to_lowercase();
    let choices = all
        .into_iter()
        .filter(|t| partial.is_empty() || t.name.to_lowercase().contains(&partial))
        .take(25)
        .map(|t| {
            let label: String = format!("{} (#{})", t.name, t.id.0)
                .chars()
                .take(100)
                .collect();
            serenity::AutocompleteChoice::new(label, t.id.0)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Create a tournament and post its sign-up message.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one per slash command option
pub async fn create(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: String,
    #[description = "How players are paired"] format: FormatChoice,
    #[description = "Army: classic (40 pieces), barrage (8) or duel (10)"] variant: Option<
        VariantChoice,
    >,
    #[description = "Rounds of a Swiss"]
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    #[description = "Most players who may join (default 16)"]
    #[min = 2]
    #[max = 128]
    max_players: Option<u32>,
    #[description = "Start automatically after this many minutes (default: an organiser starts it)"]
    #[min = 1]
    #[max = 20160]
    signup_minutes: Option<u32>,
    #[description = "Hours each round lasts before open games are settled (default: no limit)"]
    #[min = 1]
    #[max = 720]
    round_hours: Option<u32>,
    #[description = "How long each move may take"] time_control: Option<TimeChoice>,
    #[description = "Moves allowed back and forth between two squares (ISF: 3)"]
    #[min = 1]
    #[max = 10]
    two_squares: Option<u8>,
    #[description = "A bomb that stops an attacker is removed too"] one_time_bombs: Option<bool>,
    #[description = "Whether the games count for ratings"] rated: Option<bool>,
    #[description = "Spectators see each game this many moves behind (0-10)"]
    #[min = 0]
    #[max = 10]
    spectator_delay: Option<u8>,
) -> Result<(), Error> {
    let guild = guild(ctx)?;
    let format = match format {
        FormatChoice::RoundRobin => FormatKind::RoundRobin,
        FormatChoice::DoubleRoundRobin => FormatKind::DoubleRoundRobin,
        FormatChoice::SingleElimination => FormatKind::SingleElimination,
        FormatChoice::Swiss => FormatKind::Swiss,
    };
    let request = TournamentRequest {
        guild,
        channel: ids::channel(ctx.channel_id()),
        creator: ids::user(ctx.author().id),
        name,
        format,
        rounds,
        max_players,
        signup_minutes,
        round_hours,
        games: ChallengeChoices {
            variant: variant.map(Into::into),
            two_squares,
            one_time_bombs,
            first: None,
            time_control: time_control.map(Into::into),
            rated,
            spectator_delay,
        },
    };
    let data = ctx.data();
    let actor = actor(ctx).await?;
    let state = data.service.request_tournament(&request, actor).await?;
    let lang = public_lang(data, guild).await;
    let post = super::compose::signup_post(lang, &state);
    let reply = poise::CreateReply::default()
        .content(post.content.clone())
        .components(vec![serenity::CreateActionRow::Buttons(
            post.buttons.clone(),
        )])
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    let handle = ctx.send(reply).await?;
    let sent = handle.message().await?;
    data.service
        .put_message(
            MessageScope::Tournament(state.id()),
            MessageKind::Signup,
            ids::message_ref(&sent),
        )
        .await?;
    Ok(())
}

/// Sign up for a tournament.
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest open one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, true).await?;
    let data = ctx.data();
    let state = data
        .service
        .join_tournament(state.id(), ids::user(ctx.author().id))
        .await?;
    let lang = private_lang(ctx.data(), ids::user(ctx.author().id), ctx.locale()).await;
    reply_private(
        ctx,
        tr(
            lang,
            "tournament-joined",
            &[
                ("name", safe_text::inline(&state.row.name, 64)),
                ("count", state.players.len().to_string()),
                ("max", state.row.max_players.to_string()),
            ],
        ),
    )
    .await?;
    Ok(())
}

/// Leave a tournament (after the start: withdraw from it).
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest open one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, true).await?;
    let done = ctx
        .data()
        .service
        .leave_tournament(state.id(), ids::user(ctx.author().id))
        .await?;
    let lang = private_lang(ctx.data(), ids::user(ctx.author().id), ctx.locale()).await;
    reply_private(
        ctx,
        tr(
            lang,
            "tournament-left",
            &[("name", safe_text::inline(&done.state.row.name, 64))],
        ),
    )
    .await?;
    // The public notice and the ended game's posts come from the outbox.
    Ok(())
}

/// Close sign-up and pair the first round (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest open one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, true).await?;
    let actor = actor(ctx).await?;
    let data = ctx.data();
    let started = data.service.start_tournament(state.id(), actor).await?;
    let state = started.state;
    let lang = private_lang(ctx.data(), ids::user(ctx.author().id), ctx.locale()).await;
    reply_private(
        ctx,
        tr(
            lang,
            "tournament-started",
            &[
                ("name", safe_text::inline(&state.row.name, 64)),
                ("count", state.players.len().to_string()),
            ],
        ),
    )
    .await?;
    // The sign-up message, a shortened Swiss's notice and the first round's posts come from
    // the outbox.
    Ok(())
}

/// Show the standings table.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, false).await?;
    let lang = public_lang(ctx.data(), state.row.guild).await;
    ctx.defer().await?;
    let Some(table) = posts::standings(ctx.data(), &state, lang).await? else {
        return Err(UserError::new("error-tournament-not-started")
            .with("name", safe_text::inline(&state.row.name, 64))
            .into());
    };
    send_split(ctx, &table.content, table.files).await
}

/// Show the current round's games.
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, false).await?;
    let data = ctx.data();
    let lang = public_lang(data, state.row.guild).await;
    let Some(round) = state.current_round().map(|r| r.round) else {
        return Err(UserError::new("error-tournament-not-started")
            .with("name", safe_text::inline(&state.row.name, 64))
            .into());
    };
    let header = tr(
        lang,
        "tournament-pairings",
        &[
            ("name", safe_text::inline(&state.row.name, 64)),
            ("round", (round + 1).to_string()),
            ("rounds", state.total_rounds().to_string()),
        ],
    );
    let body = posts::pairings_text(data, &state, round, lang).await;
    send_split(ctx, &format!("{header}\n{body}"), Vec::new()).await
}

/// Sends a long text as as many messages as Discord's limit needs, files on the first, pinging no one.
async fn send_split(
    ctx: Context<'_>,
    content: &str,
    files: Vec<serenity::CreateAttachment>,
) -> Result<(), Error> {
    for (index, piece) in split_lines(content, MESSAGE_MAX).into_iter().enumerate() {
        let mut reply = poise::CreateReply::default()
            .content(piece)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        if index == 0 {
            for file in &files {
                reply = reply.attachment(file.clone());
            }
        }
        ctx.send(reply).await?;
    }
    Ok(())
}

/// Withdraw a player from a tournament (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(
    ctx: Context<'_>,
    #[description = "The player to withdraw"] player: serenity::User,
    #[description = "Which tournament (default: the newest open one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, true).await?;
    let actor = actor(ctx).await?;
    let done = ctx
        .data()
        .service
        .withdraw_from_tournament(state.id(), actor, ids::user(player.id))
        .await?;
    let lang = private_lang(ctx.data(), ids::user(ctx.author().id), ctx.locale()).await;
    reply_private(
        ctx,
        tr(
            lang,
            "tournament-withdrawn",
            &[
                ("name", safe_text::inline(&done.state.row.name, 64)),
                ("player", mention(done.player)),
            ],
        ),
    )
    .await?;
    // The public notice and the ended game's posts come from the outbox.
    Ok(())
}

/// Cancel a tournament; unfinished games end without a result (organisers).
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Which tournament (default: the newest open one)"]
    #[autocomplete = "autocomplete_tournament"]
    tournament: Option<i64>,
) -> Result<(), Error> {
    let state = resolve(ctx, tournament, true).await?;
    let actor = actor(ctx).await?;
    let data = ctx.data();
    // The cancelled games' posts are in the outbox already.
    let (state, _cancelled) = data.service.cancel_tournament(state.id(), actor).await?;
    let lang = public_lang(data, state.row.guild).await;
    ctx.send(
        poise::CreateReply::default()
            .content(tr(
                lang,
                "tournament-cancelled",
                &[
                    ("name", safe_text::inline(&state.row.name, 64)),
                    ("by", mention(actor.user)),
                ],
            ))
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    // The sign-up message comes from the outbox.
    Ok(())
}
