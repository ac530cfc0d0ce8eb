//! `/challenges`: open challenges in this server.

use crate::discord::text::{mention, private_lang, tr};
use crate::discord::{Context, Error, UserError, ids};
use crate::i18n;
use crate::service::{MessageKind, MessageScope};

/// List the open challenges in this server.
#[poise::command(slash_command, guild_only)]
pub async fn challenges(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let lang = private_lang(data, user, ctx.locale()).await;
    let open = data.service.open_challenges(ids::guild(guild)).await?;
    let mut lines = Vec::new();
    for c in open.iter().take(20) {
        let link = data
            .service
            .messages(MessageScope::Challenge(c.id), MessageKind::Challenge)
            .await?
            .first()
            .map(|r| {
                format!(
                    "https://discord.com/channels/{}/{}/{}",
                    guild.get(),
                    r.channel,
                    r.message
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
    let text = if lines.is_empty() {
        tr(lang, "challenges-none", &[])
    } else {
        lines.join("\n")
    };
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(text)
            .allowed_mentions(poise::serenity_prelude::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}
