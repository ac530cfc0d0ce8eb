//! Whether the interaction being handled has had its one response. Discord takes exactly one
//! (a message, a deferral, an update or a modal) and refuses a second with 400 / 40060; after
//! it only follow-ups go. A handler that fails after acknowledging must therefore be answered
//! with a follow-up, and one that fails before with a response: every place that responds
//! calls [`note`], and the error path asks [`tracked`] which one it is.

use std::cell::Cell;
use std::future::Future;

tokio::task_local! {
    static ANSWERED: Cell<bool>;
}

/// The interaction in hand was responded to (call right after a response succeeded).
pub fn note() {
    let _ = ANSWERED.try_with(|answered| answered.set(true));
}

/// Runs a handler and says whether it responded to its interaction.
pub async fn tracked<F: Future>(handler: F) -> (F::Output, bool) {
    ANSWERED
        .scope(Cell::new(false), async {
            let out = handler.await;
            (out, ANSWERED.with(Cell::get))
        })
        .await
}

/// Answers a click by replacing the clicked message (another page, another move of a replay,
/// another army in a preview), pinging nobody: the interaction's one response.
pub async fn update_message(
    http: impl poise::serenity_prelude::CacheHttp,
    click: &poise::serenity_prelude::ComponentInteraction,
    update: poise::serenity_prelude::CreateInteractionResponseMessage,
) -> poise::serenity_prelude::Result<()> {
    use poise::serenity_prelude as serenity;
    let update = update.allowed_mentions(serenity::CreateAllowedMentions::new());
    click
        .create_response(
            http,
            serenity::CreateInteractionResponse::UpdateMessage(update),
        )
        .await?;
    note();
    Ok(())
}

/// Answers a click with a new message only the clicker sees, pinging nobody: the
/// interaction's one response.
pub async fn reply_private(
    http: impl poise::serenity_prelude::CacheHttp,
    click: &poise::serenity_prelude::ComponentInteraction,
    reply: poise::serenity_prelude::CreateInteractionResponseMessage,
) -> poise::serenity_prelude::Result<()> {
    use poise::serenity_prelude as serenity;
    let reply = reply
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    click
        .create_response(http, serenity::CreateInteractionResponse::Message(reply))
        .await?;
    note();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_response_is_remembered_only_within_its_handler() {
        let ((), answered) = tracked(async {}).await;
        assert!(!answered);
        let ((), answered) = tracked(async {
            tokio::task::yield_now().await;
            note();
        })
        .await;
        assert!(answered);
        note(); // outside any handler: nothing to remember, and no panic
        let ((), answered) = tracked(async {}).await;
        assert!(!answered);
    }
}
