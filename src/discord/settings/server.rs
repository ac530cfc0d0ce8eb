//! `/server`: server settings, for members who may manage the server.

use poise::serenity_prelude as serenity;

use crate::discord::edge::text::{private_lang, public_lang};
use crate::discord::{Context, Error, UserError, edge::ids};
use crate::i18n::Lang;

/// Offers the six languages, plus going back to the server's Discord language.
async fn autocomplete_language(
    _: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let follow = (
        format!("Discord ({FOLLOW_DISCORD})"),
        FOLLOW_DISCORD.to_string(),
    );
    crate::discord::settings::command::language_choices(partial, &[follow])
}

/// The `language` value that clears the organisers' choice.
const FOLLOW_DISCORD: &str = "discord";

/// Choose where match threads open and the language of public posts.
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
    match_channel: Option<serenity::GuildChannel>,
    #[description = "Language of match threads and other public posts"]
    #[autocomplete = "autocomplete_language"]
    language: Option<String>,
    #[description = "Role whose members may run tournaments (besides Manage Server)"]
    organiser_role: Option<serenity::Role>,
    #[description = "Whether any member may create tournaments (default: only organisers)"]
    open_tournaments: Option<bool>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let mut settings = data.service.guild_settings(ids::guild(guild)).await?;
    if let Some(channel) = &match_channel {
        settings.match_channel = Some(ids::channel(channel.id));
    }
    if let Some(role) = &organiser_role {
        settings.organiser_role = Some(ids::role(role.id));
    }
    if let Some(open) = open_tournaments {
        settings.open_tournaments = open;
    }
    if let Some(text) = &language {
        settings.locale = if text.trim().eq_ignore_ascii_case(FOLLOW_DISCORD) {
            None
        } else {
            let lang = Lang::parse(text)
                .ok_or_else(|| UserError::new("error-unknown-language").echo("text", text))?;
            Some(lang.code().to_string())
        };
    }
    data.service
        .set_guild_settings(ids::guild(guild), &settings)
        .await?;
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    let public = public_lang(data, ids::guild(guild)).await;
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(super::posts::server_text(&settings, public, lang))
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}
