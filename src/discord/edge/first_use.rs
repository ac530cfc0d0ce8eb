//! The one line that points a newcomer to `/help`: added to the private answer of the first
//! command a member uses, once per member.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Data, edge::ids};
use crate::i18n::Lang;

/// Commands running for members not yet pointed to `/help`, by interaction id, with the
/// language to point them in (replies are made where nothing can be awaited).
#[derive(Debug, Default)]
pub struct Newcomers(Mutex<HashMap<u64, Lang>>);

impl Newcomers {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Lang>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Before a command runs: marks it if its member has never been pointed to `/help`.
pub async fn before(ctx: Context<'_>) {
    if ctx.command().name == "help" {
        // Asking for help is knowing where it is.
        greet(ctx.data(), ids::user(ctx.author().id)).await;
        return;
    }
    let data = ctx.data();
    match data.service.is_greeted(ids::user(ctx.author().id)).await {
        Ok(false) => {
            let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
            data.newcomers.lock().insert(ctx.id(), lang);
        }
        Ok(true) => {}
        Err(err) => tracing::warn!("first-use check failed: {err}"),
    }
}

/// The command changed the member's language (`/settings language`): its answer is in the
/// new one, so the hint under it must be too.
pub fn speaks(ctx: Context<'_>, lang: Lang) {
    if let Some(pending) = ctx.data().newcomers.lock().get_mut(&ctx.id()) {
        *pending = lang;
    }
}

/// Every reply a command makes passes here: the first private one of a newcomer's command gets
/// the hint (if it still fits Discord's 2,000 characters), and the member is marked greeted.
pub fn on_reply(ctx: Context<'_>, reply: poise::CreateReply) -> poise::CreateReply {
    // poise keeps a reply's fields private: read them from the response it would build.
    let built = reply.clone().to_slash_initial_response(Default::default());
    let Ok(built) = serde_json::to_value(built) else {
        return reply;
    };
    let ephemeral = built["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    if !ephemeral {
        return reply;
    }
    let data = ctx.data();
    let Some(lang) = data.newcomers.lock().remove(&ctx.id()) else {
        return reply;
    };
    let user = ids::user(ctx.author().id);
    let hint = tr(lang, "first-use-hint", &[]);
    let mut content = built["content"].as_str().unwrap_or_default().to_string();
    if content.chars().count() + hint.chars().count() + 2 > 2000 {
        return reply;
    }
    if !content.is_empty() {
        content.push_str("\n\n");
    }
    content.push_str(&hint);
    let service = data.service.clone();
    tokio::spawn(async move {
        if let Err(err) = service.greet(user).await {
            tracing::warn!("member not marked as greeted: {err}");
        }
    });
    reply.content(content)
}

/// After a command: a mark left by a command that answered only in public is dropped; the
/// member gets the hint with a later private answer.
pub fn after(ctx: Context<'_>) {
    ctx.data().newcomers.lock().remove(&ctx.id());
}

async fn greet(data: &Data, user: crate::service::UserId) {
    if let Err(err) = data.service.greet(user).await {
        tracing::warn!("member not marked as greeted: {err}");
    }
}
