//! `/draw offer|accept|decline`.

use super::game_option::{autocomplete_game, private_call};
use crate::discord::text::{private_lang, tr};
use crate::discord::{Context, Error, announce};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DrawAction {
    #[name = "offer"]
    Offer,
    #[name = "accept"]
    Accept,
    #[name = "decline"]
    Decline,
}

/// Offer a draw, or answer your opponent's offer.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Offer, accept or decline a draw"] action: DrawAction,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let data = ctx.data();
    let http = ctx.serenity_context().http.as_ref();
    let key = match action {
        DrawAction::Offer => {
            let reply = data.service.offer_draw(m.id, user).await?;
            announce::draw_news(http, data, m.id, &reply).await?;
            "draw-you-offered"
        }
        DrawAction::Accept => {
            data.service.accept_draw(m.id, user).await?;
            announce::game_over(http, data, m.id).await?;
            "draw-you-accepted"
        }
        DrawAction::Decline => {
            data.service.decline_draw(m.id, user).await?;
            announce::draw_declined(http, data, m.id, user).await?;
            "draw-you-declined"
        }
    };
    let lang = private_lang(data, user, ctx.locale()).await;
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(tr(lang, key, &[])),
    )
    .await?;
    Ok(())
}
