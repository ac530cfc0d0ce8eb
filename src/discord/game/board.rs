//! `/board`: your private board, shown only to you.

use poise::serenity_prelude as serenity;

use crate::discord::common::game_option::{autocomplete_game, private_call};
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::private_lang;
use crate::discord::{Context, Data, Error, edge::ids, game::posts};
use crate::service::{MatchId, MatchStatus};

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
    let post = posts::private_board_post(ctx.data(), &m, user, lang).await?;
    ctx.send(post.reply()).await?;
    Ok(())
}

/// "Show my board" under a game's post: the same private board (during setup, the editor).
pub async fn on_show(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    id: MatchId,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let lang = private_lang(data, user, Some(&click.locale)).await;
    let m = data.service.get_match(id).await?;
    respond.defer_private().await?;
    if m.status == MatchStatus::Setup {
        return crate::discord::setup::show_private(data, click, respond, &m, lang).await;
    }
    let post = posts::private_board_post(data, &m, user, lang).await?;
    respond.followup(post.followup()).await?;
    Ok(())
}
