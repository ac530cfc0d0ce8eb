//! `/server`: server settings, for members who may manage the server.

use poise::serenity_prelude as serenity;

use crate::discord::text::{private_lang, tr};
use crate::discord::{Context, Error, UserError, ids};

/// Choose the channel (text or forum) where match threads are opened.
#[poise::command(
    slash_command,
    guild_only,
    required_permissions = "MANAGE_GUILD",
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn server(
    ctx: Context<'_>,
    #[description = "Text or forum channel for match threads"]
    #[channel_types("Text", "Forum")]
    match_channel: serenity::GuildChannel,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let mut settings = data.service.guild_settings(ids::guild(guild)).await?;
    settings.match_channel = Some(ids::channel(match_channel.id));
    data.service
        .set_guild_settings(ids::guild(guild), &settings)
        .await?;
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    ctx.send(poise::CreateReply::default().ephemeral(true).content(tr(
        lang,
        "server-match-channel-set",
        &[("channel", format!("<#{}>", match_channel.id))],
    )))
    .await?;
    Ok(())
}
