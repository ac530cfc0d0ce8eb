//! The buttons of a challenge: Accept, Decline and Withdraw on its message, Rematch under a
//! finished game, and the preview a challenge from a member's name opens; and the message's
//! last word once the challenge is closed.

use poise::serenity_prelude as serenity;

use crate::discord::challenge::compose::closed_text;
use crate::discord::challenge::menu;
use crate::discord::edge::click_authority;
use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{private_lang, public_lang};
use crate::discord::{Data, Error, edge::ids};
use crate::service::{
    ChallengeId, ChallengeRow, Challenged, HoldFor, MatchId, MessageKind, MessageScope,
};

/// Accept, Decline or Withdraw on a challenge's message: acknowledged once the service agreed.
pub async fn on_answer(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    action: ButtonAction,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let (ButtonAction::Accept(id) | ButtonAction::Decline(id) | ButtonAction::Withdraw(id)) =
        action
    else {
        return Ok(());
    };
    let challenge = data.service.challenge(ChallengeId(id)).await?;
    click_authority::same_server(click, challenge.guild, "error-challenge-other-server")?;
    // The thread, the setup DMs and the closed challenge message come from the outbox.
    match action {
        ButtonAction::Accept(id) => {
            data.service.accept_challenge(ChallengeId(id), user).await?;
        }
        ButtonAction::Decline(id) => {
            data.service
                .decline_challenge(ChallengeId(id), user)
                .await?;
        }
        ButtonAction::Withdraw(id) => {
            data.service
                .withdraw_challenge(ChallengeId(id), user)
                .await?;
        }
        _ => return Ok(()),
    }
    respond.defer_update().await?;
    Ok(())
}

/// Rematch: against the bot a new practice game at once (nobody to accept it), against a
/// member a new challenge, posted where the click was.
pub async fn on_rematch(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    id: MatchId,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let m = data.service.get_match(id).await?;
    click_authority::same_server(click, m.guild, "error-challenge-other-server")?;
    match data.service.make_rematch(id, user).await? {
        Challenged::Practice(started) => {
            let lang = private_lang(data, user, Some(&click.locale)).await;
            let text = crate::discord::challenge::practice::started_text(data, lang, &started);
            let msg = serenity::CreateInteractionResponseMessage::new().content(text);
            respond.reply_private(msg).await?;
            Ok(())
        }
        Challenged::Offered(challenge) => {
            menu::answer_with_challenge(data, respond, m.guild, &challenge).await
        }
    }
}

/// How long after a challenge was made its message may still be unremembered.
const REF_GRACE: chrono::TimeDelta = chrono::TimeDelta::minutes(2);

/// Replaces a challenge's buttons with what became of it.
pub async fn close_challenge_message(
    ctx: impl serenity::CacheHttp,
    data: &Data,
    challenge: &ChallengeRow,
    thread: Option<serenity::ChannelId>,
) -> Result<(), Error> {
    let Some(content) = closed_text(public_lang(data, challenge.guild).await, challenge, thread)
    else {
        return Ok(());
    };
    let refs = data
        .service
        .messages(
            MessageScope::Challenge(challenge.id),
            MessageKind::Challenge,
        )
        .await?;
    // A challenge answered within moments of being posted: the command that posted it may not
    // have remembered its message yet. Held until it does (the service wakes the lane) or
    // until the grace is over (a restart cut the command off: no message to edit).
    let age = data.service.clock().now() - challenge.created_at;
    if refs.is_empty() && age < REF_GRACE {
        let until = chrono::Utc::now() + (REF_GRACE - age);
        return Err(Error::Waiting {
            waits_for: HoldFor::ChallengeMessage(challenge.id),
            until,
        });
    }
    for r in refs {
        let edit = serenity::EditMessage::new()
            .content(content.clone())
            .components(Vec::new())
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        match ids::to_channel(r.channel)
            .edit_message(&ctx, ids::to_message(r.message), edit)
            .await
        {
            Ok(_) => {}
            // Deleted: nothing to show it on.
            Err(err) if crate::discord::edge::error::is_gone(&err) => {
                tracing::info!(challenge = %challenge.id, "challenge message gone: {err}");
            }
            Err(err) => return Err(err.into()),
        }
    }
    Ok(())
}
