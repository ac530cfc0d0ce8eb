//! `/draw offer|accept|decline`.

use crate::discord::common::game_option::{autocomplete_game, private_call};
use crate::discord::edge::responder::reply_private;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Error};

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
    // What the thread shows about it was written to the outbox with the change.
    let key = match action {
        DrawAction::Offer => {
            data.service.offer_draw(m.id, user).await?;
            "draw-you-offered"
        }
        DrawAction::Accept => {
            data.service.accept_draw(m.id, user).await?;
            "draw-you-accepted"
        }
        DrawAction::Decline => {
            data.service.decline_draw(m.id, user).await?;
            "draw-you-declined"
        }
    };
    let lang = private_lang(data, user, ctx.locale()).await;
    reply_private(ctx, tr(lang, key, &[])).await
}
