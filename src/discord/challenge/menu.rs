//! "Challenge to Stratego": right-click (or long-press) a member, Apps. The challenger sees the
//! challenge privately first, with their usual options and a menu to change the variant, and
//! posts it with one button.

use poise::serenity_prelude as serenity;

use crate::discord::challenge::command;
use crate::discord::challenge::compose::challenge_post;
use crate::discord::edge::click_authority;
use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{mention, private_lang, public_lang, tr};
use crate::discord::{Context, Data, Error, UserError, edge::ids};
use crate::engine::Variant;
use crate::i18n::{self, Lang};
use crate::service::{
    ChallengeRequest, ChallengeRow, Challenged, GuildId, MatchOptions, MessageKind, MessageScope,
    Opponent, ServiceError, UserId,
};

/// The variants the menu offers (a free setup is for practice boards, not matches).
const OFFERED: [Variant; 3] = [Variant::Classic, Variant::Barrage, Variant::Duel];

/// Challenge this member to a game of Stratego.
#[poise::command(context_menu_command = "Challenge to Stratego", guild_only)]
pub async fn challenge_member(ctx: Context<'_>, member: serenity::User) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let target = ids::user(member.id);
    let is_me = data.service.is_own_user(target) || member.id == ctx.framework().bot_id();
    let usual = data.service.usual_options(ids::guild(guild), user).await?;
    if is_me {
        // Like `/challenge` aimed at the bot: a practice game, never rated.
        let options = MatchOptions {
            rated: false,
            ..usual
        };
        return command::make(ctx, Opponent::TheBot, options, None).await;
    }
    if member.bot {
        return Err(UserError::new("error-challenge-bot").into());
    }
    if target == user {
        return Err(ServiceError::SelfChallenge.into());
    }
    // Discord resolves the member with the command; someone who left the server is only a user.
    let in_server = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .contains_key(&member.id),
        poise::Context::Prefix(_) => false,
    };
    if !in_server {
        return Err(UserError::new("error-not-a-member").into());
    }
    let lang = private_lang(data, user, ctx.locale()).await;
    let (content, rows) = preview(lang, target, &usual);
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(content)
            .components(rows)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// The private preview: what will be posted, the variant menu and the button that posts it.
fn preview(
    lang: Lang,
    opponent: UserId,
    options: &MatchOptions,
) -> (String, Vec<serenity::CreateActionRow>) {
    let variant = OFFERED
        .iter()
        .position(|v| *v == options.variant)
        .unwrap_or(0);
    let content = tr(
        lang,
        "challenge-menu-preview",
        &[
            ("opponent", mention(opponent)),
            (
                "rules",
                crate::discord::common::rules::rules_text(lang, options),
            ),
        ],
    );
    let choices = OFFERED
        .iter()
        .enumerate()
        .map(|(i, v)| {
            serenity::CreateSelectMenuOption::new(i18n::variant_name(lang, *v), i.to_string())
                .default_selection(i == variant)
        })
        .collect();
    let menu = serenity::CreateSelectMenu::new(
        ButtonAction::ChallengePick(opponent.0 as i64).custom_id(),
        serenity::CreateSelectMenuKind::String { options: choices },
    );
    let post = serenity::CreateButton::new(
        ButtonAction::ChallengePost(opponent.0 as i64, variant as u8).custom_id(),
    )
    .label(tr(lang, "button-post-challenge", &[]))
    .style(serenity::ButtonStyle::Success);
    (
        content,
        vec![
            serenity::CreateActionRow::SelectMenu(menu),
            serenity::CreateActionRow::Buttons(vec![post]),
        ],
    )
}

fn picked_variant(click: &serenity::ComponentInteraction) -> Option<Variant> {
    let serenity::ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
        return None;
    };
    let index: usize = values.first()?.parse().ok()?;
    OFFERED.get(index).copied()
}

/// A new variant picked in the preview: the preview is redrawn with it.
pub async fn on_pick(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    opponent: UserId,
) -> Result<(), Error> {
    let guild = click
        .guild_id
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let user = ids::user(click.user.id);
    let variant = picked_variant(click).ok_or_else(|| UserError::new("error-unknown-variant"))?;
    let usual = data.service.usual_options(ids::guild(guild), user).await?;
    let lang = private_lang(data, user, Some(&click.locale)).await;
    let (content, rows) = preview(lang, opponent, &MatchOptions { variant, ..usual });
    let update = serenity::CreateInteractionResponseMessage::new()
        .content(content)
        .components(rows);
    respond.update_message(update).await?;
    Ok(())
}

/// The preview's button: the challenge is made and posted in the channel, pinging the member.
/// The button names the opponent, but the click is checked again as the menu was (a forged or
/// stale button must not challenge a bot or someone who left), and a preview posts only once.
pub async fn on_post(
    http: &serenity::Http,
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    opponent: UserId,
    variant: u8,
) -> Result<(), Error> {
    let server = click
        .guild_id
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let guild = ids::guild(server);
    let user = ids::user(click.user.id);
    let variant = OFFERED
        .get(usize::from(variant))
        .copied()
        .ok_or_else(|| UserError::new("error-unknown-variant"))?;
    click_authority::eligible_opponent(http, data, server, user, opponent).await?;
    let usual = data.service.usual_options(guild, user).await?;
    let request = ChallengeRequest {
        guild,
        channel: ids::channel(click.channel_id),
        challenger: user,
        opponent: Opponent::Member(opponent),
        options: MatchOptions { variant, ..usual },
        level: None,
        preview: Some(click.message.id.get()),
    };
    let challenge = match data.service.make_challenge(request).await? {
        Challenged::Offered(challenge) => challenge,
        // Not reached today (a bot is no eligible opponent), but the service decides.
        Challenged::Practice(started) => {
            let lang = private_lang(data, user, Some(&click.locale)).await;
            let text = super::practice::started_text(data, lang, &started);
            let msg = serenity::CreateInteractionResponseMessage::new().content(text);
            respond.reply_private(msg).await?;
            return Ok(());
        }
    };
    answer_with_challenge(data, respond, guild, &challenge).await
}

/// Answers a click with the public challenge message and remembers it (a rematch, a challenge
/// from a member's name).
pub async fn answer_with_challenge(
    data: &Data,
    respond: &Responder,
    guild: GuildId,
    challenge: &ChallengeRow,
) -> Result<(), Error> {
    let lang = public_lang(data, guild).await;
    let post = challenge_post(lang, challenge);
    let pinged = challenge.opponent.map(ids::to_user);
    let msg = serenity::CreateInteractionResponseMessage::new()
        .content(post.content.clone())
        .components(vec![serenity::CreateActionRow::Buttons(
            post.buttons.clone(),
        )])
        .allowed_mentions(serenity::CreateAllowedMentions::new().users(pinged));
    respond.reply_public(msg).await?;
    let sent = respond.original_message().await?;
    data.service
        .put_message(
            MessageScope::Challenge(challenge.id),
            MessageKind::Challenge,
            ids::message_ref(&sent),
        )
        .await?;
    Ok(())
}
