//! `/challenge`: offer a match, answered with Accept / Decline / Withdraw buttons.

use poise::serenity_prelude as serenity;

use crate::ai::Level;
use crate::discord::challenge::practice;
use crate::discord::edge::choices::{FirstChoice, TimeChoice, VariantChoice};
use crate::discord::edge::responder::reply_private;
use crate::discord::edge::text::{private_lang, public_lang};
use crate::discord::{Context, Error, UserError, edge::ids};
use crate::service::{
    ChallengeChoices, ChallengeRequest, Challenged, MatchOptions, MessageKind, MessageScope,
    Opponent,
};

/// Challenge a member (or anyone) to a game of Stratego.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one per slash command option
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play; leave empty to let anyone accept"] opponent: Option<
        serenity::User,
    >,
    #[description = "Army: classic (40 pieces), barrage (8) or duel (10)"] variant: Option<
        VariantChoice,
    >,
    #[description = "Moves allowed back and forth between two squares (ISF: 3)"]
    #[min = 1]
    #[max = 10]
    two_squares: Option<u8>,
    #[description = "A bomb that stops an attacker is removed too"] one_time_bombs: Option<bool>,
    #[description = "Your colour; red moves first"] first: Option<FirstChoice>,
    #[description = "How long each move may take"] time_control: Option<TimeChoice>,
    #[description = "Whether the result counts for ratings"] rated: Option<bool>,
    #[description = "Spectators see the board and move log this many moves behind (0-10)"]
    #[min = 0]
    #[max = 10]
    spectator_delay: Option<u8>,
) -> Result<(), Error> {
    let data = ctx.data();
    let against_me = opponent.as_ref().is_some_and(|u| {
        data.service.is_own_user(ids::user(u.id)) || u.id == ctx.framework().bot_id()
    });
    if opponent.as_ref().is_some_and(|u| u.bot) && !against_me {
        return Err(UserError::new("error-challenge-bot").into());
    }
    let target = match &opponent {
        _ if against_me => Opponent::TheBot,
        Some(user) => Opponent::Member(ids::user(user.id)),
        None => Opponent::Anyone,
    };
    let choices = ChallengeChoices {
        variant: variant.map(Into::into),
        two_squares,
        one_time_bombs,
        first: first.map(Into::into),
        time_control: time_control.map(Into::into),
        rated,
        spectator_delay,
    };
    make(ctx, target, choices.options(target), None).await
}

/// Makes a challenge from a command (the service decides where it goes): a challenge to
/// accept is posted in the channel, a practice game against the bot is told privately.
pub async fn make(
    ctx: Context<'_>,
    opponent: Opponent,
    options: MatchOptions,
    level: Option<Level>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let request = ChallengeRequest {
        guild: ids::guild(guild),
        channel: ids::channel(ctx.channel_id()),
        challenger: ids::user(ctx.author().id),
        opponent,
        options,
        level,
        preview: None,
    };
    let challenge = match data.service.make_challenge(request).await? {
        Challenged::Offered(challenge) => challenge,
        Challenged::Practice(started) => {
            let lang = private_lang(data, request.challenger, ctx.locale()).await;
            return reply_private(ctx, practice::started_text(data, lang, &started)).await;
        }
    };
    let lang = public_lang(data, ids::guild(guild)).await;
    let post = super::compose::challenge_post(lang, &challenge);
    let pinged = challenge.opponent.map(ids::to_user);
    let reply = poise::CreateReply::default()
        .content(post.content.clone())
        .components(vec![serenity::CreateActionRow::Buttons(
            post.buttons.clone(),
        )])
        .allowed_mentions(serenity::CreateAllowedMentions::new().users(pinged));
    let handle = ctx.send(reply).await?;
    let sent = handle.message().await?;
    data.service
        .put_message(
            MessageScope::Challenge(challenge.id),
            MessageKind::Challenge,
            ids::message_ref(&sent),
        )
        .await?;
    Ok(())
}
