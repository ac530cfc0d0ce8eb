//! The one way to answer an interaction. Discord takes exactly one response (a message, a
//! deferral, an update or a modal) and refuses a second with 400 / 40060; after it only
//! follow-ups go. A [`Responder`] remembers whether its interaction had that response, so a
//! refusal after an acknowledgement goes as a follow-up and the clicker is answered once.
//! Commands go through poise, which keeps that state itself: [`reply_private`].

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use crate::discord::{Context, Error};

/// Answers one click or form submit.
pub struct Responder {
    http: Arc<serenity::Http>,
    id: serenity::InteractionId,
    token: String,
    // Atomic only so handlers holding `&Responder` stay `Send`; one task uses it.
    responded: AtomicBool,
}

impl Responder {
    pub fn new(http: &Arc<serenity::Http>, id: serenity::InteractionId, token: &str) -> Responder {
        Responder {
            http: http.clone(),
            id,
            token: token.to_owned(),
            responded: AtomicBool::new(false),
        }
    }

    /// Whether the interaction had its one response.
    pub fn responded(&self) -> bool {
        self.responded.load(Ordering::Relaxed)
    }

    async fn respond(&self, response: serenity::CreateInteractionResponse) -> serenity::Result<()> {
        response
            .execute(&*self.http, (self.id, &self.token))
            .await?;
        self.responded.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// A new message only the clicker sees, pinging nobody.
    pub async fn reply_private(
        &self,
        reply: serenity::CreateInteractionResponseMessage,
    ) -> serenity::Result<()> {
        let reply = reply
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        self.respond(serenity::CreateInteractionResponse::Message(reply))
            .await
    }

    /// A new message in the channel, pinging whom `post` allows; [`Self::original_message`]
    /// fetches it.
    pub async fn reply_public(
        &self,
        post: serenity::CreateInteractionResponseMessage,
    ) -> serenity::Result<()> {
        self.respond(serenity::CreateInteractionResponse::Message(post))
            .await
    }

    /// Replaces the clicked message (another page, another move of a replay, another army in a
    /// preview), pinging nobody.
    pub async fn update_message(
        &self,
        update: serenity::CreateInteractionResponseMessage,
    ) -> serenity::Result<()> {
        let update = update.allowed_mentions(serenity::CreateAllowedMentions::new());
        self.respond(serenity::CreateInteractionResponse::UpdateMessage(update))
            .await
    }

    /// Acknowledges a click that leaves its message as it is (or edits it later).
    pub async fn defer_update(&self) -> serenity::Result<()> {
        self.respond(serenity::CreateInteractionResponse::Acknowledge)
            .await
    }

    /// Acknowledges a click whose answer comes later as private follow-ups.
    pub async fn defer_private(&self) -> serenity::Result<()> {
        let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        self.respond(serenity::CreateInteractionResponse::Defer(private))
            .await
    }

    /// Opens a form; its submit is an interaction of its own.
    pub async fn modal(&self, modal: serenity::CreateModal) -> serenity::Result<()> {
        self.respond(serenity::CreateInteractionResponse::Modal(modal))
            .await
    }

    /// A further message after the response.
    pub async fn followup(
        &self,
        followup: serenity::CreateInteractionResponseFollowup,
    ) -> serenity::Result<serenity::Message> {
        followup.execute(&*self.http, (None, &self.token)).await
    }

    /// The message the response made.
    pub async fn original_message(&self) -> serenity::Result<serenity::Message> {
        self.http
            .get_original_interaction_response(&self.token)
            .await
    }

    /// Tells the clicker privately why it did not work: as the response, or as a follow-up when
    /// there was one. A failure to say so is only logged (there is nobody else to tell).
    pub async fn refuse(&self, text: String) {
        let sent = if self.responded() {
            let followup = serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .ephemeral(true);
            self.followup(followup).await.map(drop)
        } else {
            let reply = serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true);
            self.respond(serenity::CreateInteractionResponse::Message(reply))
                .await
        };
        if let Err(err) = sent {
            tracing::info!("a refusal could not be answered: {err}");
        }
    }
}

/// Answers a command privately, pinging nobody: as its response, or as a follow-up once it
/// has one (an error after a deferral).
pub async fn reply_private(ctx: Context<'_>, text: String) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    ctx.send(reply).await?;
    Ok(())
}
