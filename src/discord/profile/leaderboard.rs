//! `/leaderboard`: a server's rated players in one variant, strongest first, a page at a time.

use poise::serenity_prelude as serenity;

use crate::discord::edge::choices::{VariantChoice, variant_of};
use crate::discord::edge::pacing::Paced;
use crate::discord::edge::text::{mention, private_lang, tr};
use crate::discord::{Context, Error, UserError, edge::ids, edge::images, edge::sight};
use crate::i18n;
use crate::render;

/// This server's ratings and setup habits.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("ratings", "habits"),
    subcommand_required
)]
pub async fn leaderboard(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Heat map of where this server's players put their Flag.
#[poise::command(slash_command, guild_only)]
pub async fn habits(
    ctx: Context<'_>,
    #[description = "Which army (default: classic)"] variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    let variant = variant_of(variant);
    data.pacing
        .take(ids::user(ctx.author().id), Paced::HeatMap)?;
    // Posted in the channel: only games all its readers can see count.
    let readers = sight::of_readers_here(ctx).await;
    let heat = data
        .service
        .server_heat(ids::guild(guild), variant, &readers)
        .await?;
    let args = [
        ("variant", i18n::variant_name(lang, variant)),
        ("games", heat.games.to_string()),
    ];
    let mut reply = poise::CreateReply::default();
    if heat.games == 0 {
        reply = reply.content(tr(lang, "habits-server-none", &args));
    } else {
        let flag = render::SetupHeat::of(crate::engine::Rank::Flag).unwrap_or(0);
        let png = images::in_optional_pool(move || render::heatmap_png(&heat, &[flag])).await?;
        reply = reply
            .content(tr(lang, "habits-server", &args))
            .attachment(serenity::CreateAttachment::bytes(png, "flags.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Show the server's rating list.
#[poise::command(slash_command, guild_only)]
pub async fn ratings(
    ctx: Context<'_>,
    #[description = "Which army's ratings (default: classic)"] variant: Option<VariantChoice>,
    #[description = "Page, from 1"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    let variant = variant_of(variant);
    let board = data
        .service
        .leaderboard(
            ids::guild(guild),
            variant,
            page.unwrap_or(1).saturating_sub(1),
        )
        .await?;
    let lines: Vec<String> = board
        .rows
        .iter()
        .map(|(place, row)| {
            tr(
                lang,
                "leaderboard-line",
                &[
                    ("place", place.to_string()),
                    ("player", mention(row.user)),
                    ("rating", format!("{:.0}", row.rating.rating)),
                    ("deviation", format!("{:.0}", row.rating.deviation)),
                    ("games", row.games.to_string()),
                    ("wins", row.wins.to_string()),
                    ("losses", row.losses.to_string()),
                    ("draws", row.draws.to_string()),
                ],
            )
        })
        .collect();
    let description = if lines.is_empty() {
        tr(lang, "leaderboard-empty", &[])
    } else {
        lines.join("\n")
    };
    let embed = serenity::CreateEmbed::new()
        .title(tr(
            lang,
            "leaderboard-title",
            &[("variant", i18n::variant_name(lang, variant))],
        ))
        .description(description)
        .footer(serenity::CreateEmbedFooter::new(tr(
            lang,
            "leaderboard-page",
            &[
                ("page", (board.page + 1).to_string()),
                ("pages", board.pages.to_string()),
            ],
        )));
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}
