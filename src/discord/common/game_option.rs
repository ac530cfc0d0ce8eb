//! Which game a command is about: the `game` option, else the thread it runs in, else the
//! caller's only active game. The option autocompletes the caller's active games.

use poise::serenity_prelude as serenity;

use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Error, edge::ids};
use crate::service::{MatchId, MatchRow, UserId};

pub async fn resolve(ctx: Context<'_>, game: Option<i64>) -> Result<MatchRow, Error> {
    let m = ctx
        .data()
        .service
        .match_for(
            ids::user(ctx.author().id),
            ids::channel(ctx.channel_id()),
            game.map(MatchId),
        )
        .await?;
    Ok(m)
}

/// The start of every private game command: acknowledge at once (ephemerally, so errors and
/// answers stay private), then find the game and the caller.
pub async fn private_call(
    ctx: Context<'_>,
    game: Option<i64>,
) -> Result<(MatchRow, UserId), Error> {
    ctx.defer_ephemeral().await?;
    let m = resolve(ctx, game).await?;
    Ok((m, ids::user(ctx.author().id)))
}

/// The caller's active games, newest first, labelled with the opponent's name.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let user = ids::user(ctx.author().id);
    let Ok(games) = ctx.data().service.active_matches(user).await else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let lang = private_lang(ctx.data(), user, ctx.locale()).await;
    // Opponents' names (as shown where the list is) from the database: never a request to
    // Discord per keystroke.
    let opponents: Vec<_> = games
        .iter()
        .filter_map(|m| Some(*m.players.get(m.color_of(user)?.opponent())))
        .collect();
    let names = ctx
        .data()
        .service
        .names(ctx.guild_id().map(ids::guild), &opponents)
        .await
        .unwrap_or_default();
    let mut choices = Vec::new();
    for m in games.into_iter().rev() {
        if choices.len() == 25 {
            break;
        }
        let Some(color) = m.color_of(user) else {
            continue;
        };
        let opponent = *m.players.get(color.opponent());
        let name = names
            .get(&opponent)
            .cloned()
            .unwrap_or_else(|| opponent.to_string());
        let name: String = name.chars().take(40).collect();
        let label = tr(
            lang,
            "game-choice",
            &[("game", m.id.to_string()), ("opponent", name)],
        );
        if partial.is_empty() || label.to_lowercase().contains(&partial.to_lowercase()) {
            choices.push(serenity::AutocompleteChoice::new(label, m.id.0));
        }
    }
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
