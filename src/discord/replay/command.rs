//! `/replay`: step through a game move by move (see `discord::replay` for the viewer).

use poise::serenity_prelude as serenity;

use crate::discord::edge::pacing::Paced;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Error, UserError, edge::ids, edge::sight, replay::viewer};
use crate::service::MatchId;

/// How many games the autocomplete offers (Discord shows at most 25).
const CHOICES: u32 = 25;

/// The caller's games on this server that have moves, newest first, and the finished game
/// whose number is being typed.
async fn autocomplete_replay(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let none = serenity::CreateAutocompleteResponse::new;
    let Some(guild) = ctx.guild_id().map(ids::guild) else {
        return none();
    };
    let user = ids::user(ctx.author().id);
    let service = &ctx.data().service;
    let Ok(mut games) = service.replayable_games(guild, user, CHOICES).await else {
        return none();
    };
    if let Ok(number) = partial.trim().parse::<i64>()
        && !games.iter().any(|m| m.id.0 == number)
        && let Ok(Some(m)) = service
            .replayable_game(guild, MatchId(number), &sight::of_author(ctx).await)
            .await
    {
        games.insert(0, m);
    }
    let lang = private_lang(ctx.data(), user, ctx.locale()).await;
    let players: Vec<_> = games
        .iter()
        .flat_map(|m| [m.players.red, m.players.blue])
        .collect();
    let names = service
        .names(Some(guild), &players)
        .await
        .unwrap_or_default();
    let name = |u| -> String {
        let name = names.get(&u).cloned().unwrap_or_else(|| u.to_string());
        name.chars().take(30).collect()
    };
    let typed = partial.trim().to_lowercase();
    let choices = games
        .iter()
        .filter_map(|m| {
            let label = tr(
                lang,
                "replay-choice",
                &[
                    ("game", m.id.to_string()),
                    ("red", name(m.players.red)),
                    ("blue", name(m.players.blue)),
                ],
            );
            let label: String = label.chars().take(100).collect();
            label
                .to_lowercase()
                .contains(&typed)
                .then(|| serenity::AutocompleteChoice::new(label, m.id.0))
        })
        .take(CHOICES as usize)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Step through a game move by move.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Which game (default: the one of this thread, else your latest)"]
    #[autocomplete = "autocomplete_replay"]
    game: Option<i64>,
    #[description = "Show it to the channel (finished games only)"] public: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let guild = ctx.guild_id().map(ids::guild);
    let id = match game {
        Some(id) => MatchId(id),
        None => default_game(ctx).await?,
    };
    data.pacing.take(user, Paced::ReplayStep)?;
    let sight = sight::of_author(ctx).await;
    let frame = data
        .service
        .replay_frame(id, user, guild, &sight, None, 0)
        .await?;
    // A game in play is only ever shown to the player asking, whatever they chose.
    let finished = frame.views.len() > 1;
    let ephemeral = !(public.unwrap_or(false) && finished);
    if !ephemeral {
        let serenity = ctx.serenity_context();
        viewer::may_show_to(serenity, data, ctx.guild_id(), ctx.channel_id(), &frame).await?;
    }
    let lang = if ephemeral {
        private_lang(data, user, ctx.locale()).await
    } else {
        match guild {
            Some(g) => crate::discord::edge::text::public_lang(data, g).await,
            None => private_lang(data, user, ctx.locale()).await,
        }
    };
    let msg = viewer::message(data, &frame, user, lang).await?;
    let reply = poise::CreateReply::default()
        .content(msg.content)
        .components(msg.rows)
        .attachment(msg.file)
        .ephemeral(ephemeral)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    ctx.send(reply).await?;
    Ok(())
}

/// No game named: the one of the thread the command is typed in, else the caller's latest.
async fn default_game(ctx: Context<'_>) -> Result<MatchId, Error> {
    let service = &ctx.data().service;
    if let Some(m) = service
        .match_in_thread(ids::channel(ctx.channel_id()))
        .await?
    {
        return Ok(m.id);
    }
    let user = ids::user(ctx.author().id);
    if let Some(guild) = ctx.guild_id().map(ids::guild)
        && let Some(m) = service.replayable_games(guild, user, 1).await?.pop()
    {
        return Ok(m.id);
    }
    Err(UserError::new("error-replay-which-game").into())
}
