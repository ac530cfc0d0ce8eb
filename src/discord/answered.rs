//! Whether the interaction being handled has had its one response. Discord takes exactly one
//! (a message, a deferral, an update or a modal) and refuses a second with 400 / 40060; after
//! it only follow-ups go. A handler that fails after acknowledging must therefore be answered
//! with a follow-up, and one that fails before with a response: every place that responds
//! calls [`note`], and the error path asks [`tracked`] which one it is.

use std::cell::Cell;
use std::future::Future;

use poise::serenity_prelude as serenity;

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
    http: impl serenity::CacheHttp,
    click: &serenity::ComponentInteraction,
    update: serenity::CreateInteractionResponseMessage,
) -> serenity::Result<()> {
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
    http: impl serenity::CacheHttp,
    click: &serenity::ComponentInteraction,
    reply: serenity::CreateInteractionResponseMessage,
) -> serenity::Result<()> {
    let reply = reply
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    click
        .create_response(http, serenity::CreateInteractionResponse::Message(reply))
        .await?;
    note();
    Ok(())
}

/// Answers an interaction privately: as its response, or as a follow-up when it was
/// `answered` already (Discord refuses a second response).
pub async fn refusal(
    http: impl serenity::CacheHttp,
    id: serenity::InteractionId,
    token: &str,
    text: String,
    answered: bool,
) {
    use serenity::builder::Builder;
    let sent = if answered {
        serenity::CreateInteractionResponseFollowup::new()
            .content(text)
            .ephemeral(true)
            .execute(&http, (None, token))
            .await
            .map(drop)
    } else {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        )
        .execute(&http, (id, token))
        .await
    };
    if let Err(err) = sent {
        tracing::info!("a refusal could not be answered: {err}");
    }
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
