//! `/board`: your private board, shown only to you.

use super::game_option::{autocomplete_game, private_call};
use crate::discord::text::private_lang;
use crate::discord::{Context, Error, announce};

/// Show your private board (only you can see it).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let lang = private_lang(ctx.data(), user, ctx.locale()).await;
    let post = announce::private_board_post(ctx.data(), &m, user, lang).await?;
    ctx.send(post.reply()).await?;
    Ok(())
}
