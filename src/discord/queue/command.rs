//! `/play`: wait in the server's queue for a quick game, or (`cancel`) stop waiting.

use poise::serenity_prelude as serenity;

use crate::discord::edge::choices::{TimeChoice, VariantChoice};
use crate::discord::edge::responder::reply_private;
use crate::discord::edge::sight::{host_channel, readable_channels};
use crate::discord::edge::text::{mention, private_lang, tr};
use crate::discord::queue::posts::{leave_button, seek_text};
use crate::discord::{Context, Error, UserError, edge::ids};
use crate::i18n;
use crate::service::{Seek, SeekOutcome, color_in};

/// Find a game: wait in this server's queue and be paired with the next member who wants the
/// same.
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Army: classic (40 pieces), barrage (8) or duel (10)"] variant: Option<
        VariantChoice,
    >,
    #[description = "How long each move may take"] time_control: Option<TimeChoice>,
    #[description = "Whether the result counts for ratings"] rated: Option<bool>,
    #[description = "Minutes to wait for an opponent (live: up to 30, correspondence: a day)"]
    #[min = 5]
    #[max = 1440]
    wait: Option<u32>,
    #[description = "Stop waiting instead"] cancel: Option<bool>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let lang = private_lang(data, user, ctx.locale()).await;
    if cancel == Some(true) {
        data.service.leave_queue(ids::guild(guild), user).await?;
        return reply_private(ctx, tr(lang, "play-left", &[])).await;
    }
    // Worked out here from the cache: the service has no Discord types.
    let cache = &ctx.serenity_context().cache;
    let readable = match ctx.author_member().await {
        Some(member) => readable_channels(cache, guild, &member),
        None => None,
    };
    let channel = host_channel(cache, guild, ctx.channel_id());
    let outcome = data
        .service
        .seek_game(Seek {
            guild: ids::guild(guild),
            channel: ids::channel(channel),
            readable,
            user,
            variant: variant.map(Into::into),
            time_control: time_control.map(Into::into),
            rated,
            wait: wait.map(|m| chrono::Duration::minutes(m.into())),
        })
        .await?;
    let reply = match outcome {
        SeekOutcome::Paired {
            match_id,
            opponent,
            players,
        } => {
            let color =
                color_in(&players, user).map_or_else(String::new, |c| i18n::color_name(lang, c));
            poise::CreateReply::default().ephemeral(true).content(tr(
                lang,
                "play-paired",
                &[
                    ("opponent", mention(opponent)),
                    ("game", match_id.to_string()),
                    ("color", color),
                ],
            ))
        }
        SeekOutcome::Waiting { entry, already } => {
            let key = if already {
                "play-already-waiting"
            } else {
                "play-waiting"
            };
            poise::CreateReply::default()
                .ephemeral(true)
                .content(tr(
                    lang,
                    key,
                    &[
                        ("seek", seek_text(lang, &entry.options)),
                        ("until", format!("<t:{}:t>", entry.expires_at.timestamp())),
                    ],
                ))
                .components(vec![serenity::CreateActionRow::Buttons(vec![
                    leave_button(lang, entry.guild),
                ])])
        }
    };
    ctx.send(reply.allowed_mentions(serenity::CreateAllowedMentions::new()))
        .await?;
    Ok(())
}
