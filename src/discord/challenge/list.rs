//! `/challenges`: open challenges in this server, a page at a time with Previous / Next.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::paging::{page_controls, page_range};
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{mention, private_lang, tr};
use crate::discord::send::post::Post;
use crate::discord::{Context, Data, Error, UserError, edge::ids};
use crate::i18n::{self, Lang};
use crate::service::{GuildId, MessageKind, MessageScope};

/// Challenges per page: each line holds two mentions and a link (about 200 characters), so a
/// page stays well under Discord's 2,000.
pub const PER_PAGE: usize = 8;

/// List the open challenges in this server.
#[poise::command(slash_command, guild_only)]
pub async fn challenges(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let lang = private_lang(data, user, ctx.locale()).await;
    let (text, buttons) = page(data, ids::guild(guild), lang, 0).await?;
    let mut reply = poise::CreateReply::default()
        .ephemeral(true)
        .content(text)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if !buttons.is_empty() {
        reply = reply.components(vec![serenity::CreateActionRow::Buttons(buttons)]);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Previous / Next under the list.
pub async fn on_page(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    page_number: i64,
) -> Result<(), Error> {
    let guild = click
        .guild_id
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let user = ids::user(click.user.id);
    let lang = private_lang(data, user, Some(&click.locale)).await;
    let number = usize::try_from(page_number).unwrap_or(0);
    let (text, buttons) = page(data, ids::guild(guild), lang, number).await?;
    let page = Post {
        content: text,
        buttons,
        ..Post::default()
    };
    Ok(respond.update_message(page.update()).await?)
}

/// Page `page` (from 0) of the server's open challenges, with its buttons.
pub async fn page(
    data: &Data,
    guild: GuildId,
    lang: Lang,
    page: usize,
) -> Result<(String, Vec<serenity::CreateButton>), Error> {
    let open = data.service.open_challenges(guild).await?;
    let (page, range) = page_range(open.len(), PER_PAGE, page);
    let pages = open.len().div_ceil(PER_PAGE);
    let mut lines = Vec::new();
    for c in &open[range] {
        let link = data
            .service
            .messages(MessageScope::Challenge(c.id), MessageKind::Challenge)
            .await?
            .first()
            .map(|r| {
                format!(
                    "https://discord.com/channels/{}/{}/{}",
                    guild.0, r.channel, r.message
                )
            })
            .unwrap_or_default();
        lines.push(tr(
            lang,
            "challenges-line",
            &[
                ("challenger", mention(c.challenger)),
                (
                    "opponent",
                    c.opponent
                        .map(mention)
                        .unwrap_or_else(|| tr(lang, "challenges-anyone", &[])),
                ),
                ("variant", i18n::variant_name(lang, c.options.variant)),
                ("link", link),
            ],
        ));
    }
    if lines.is_empty() {
        return Ok((tr(lang, "challenges-none", &[]), Vec::new()));
    }
    let (footer, buttons) = page_controls(lang, page, pages, ButtonAction::ChallengesPage);
    lines.extend(footer);
    Ok((lines.join("\n"), buttons))
}
