//! `/resign`: give up the game (during setup: call it off).

use crate::discord::common::game_option::{autocomplete_game, private_call};
use crate::discord::edge::responder::reply_private;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Error};

/// Resign the game. During setup this calls the game off without a result.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let data = ctx.data();
    data.service.resign(m.id, user).await?;
    let lang = private_lang(data, user, ctx.locale()).await;
    reply_private(ctx, tr(lang, "resigned", &[("game", m.id.to_string())])).await
}
