//! `/profile`: a player's ratings, record, streaks, setup habits and recent games here.

use poise::serenity_prelude as serenity;

use crate::discord::edge::choices::{VariantChoice, variant_of};
use crate::discord::edge::pacing::Paced;
use crate::discord::edge::text::{mention, private_lang, tr};
use crate::discord::{Context, Error, UserError, edge::ids, edge::images, edge::sight};
use crate::i18n::{self, Lang};
use crate::render::{self, HEAT_GROUPS};
use crate::service::{Profile, Streak};

/// A player's ratings, record and setup habits on this server.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("show", "habits"),
    subcommand_required
)]
pub async fn profile(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Show a player's ratings and record on this server.
#[poise::command(slash_command, guild_only)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    let user = ids::user(player.as_ref().map_or(ctx.author().id, |u| u.id));
    // The profile is posted in the channel: its recent games and habits are only those its
    // readers could all see where they were played.
    let readers = sight::of_readers_here(ctx).await;
    let profile = data
        .service
        .profile(ids::guild(guild), user, &readers)
        .await?;
    let embed = embed(lang, &profile);
    ctx.send(
        poise::CreateReply::default()
            .embed(embed)
            .allowed_mentions(serenity::CreateAllowedMentions::new()),
    )
    .await?;
    Ok(())
}

/// Heat maps of where a player sets up their pieces here.
#[poise::command(slash_command, guild_only)]
pub async fn habits(
    ctx: Context<'_>,
    #[description = "Whose habits (default: yours)"] player: Option<serenity::User>,
    #[description = "Which army (default: the one they play most)"] variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    let data = ctx.data();
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    let user = ids::user(player.as_ref().map_or(ctx.author().id, |u| u.id));
    data.pacing
        .take(ids::user(ctx.author().id), Paced::HeatMap)?;
    // Only finished games on this server count: their setups were published at the end. The
    // map is posted in the channel, so only games its readers can all see count.
    let readers = sight::of_readers_here(ctx).await;
    let (variant, heat) = data
        .service
        .setup_heat(
            ids::guild(guild),
            user,
            variant.map(|v| variant_of(Some(v))),
            &readers,
        )
        .await?;
    let args = [
        ("player", mention(user)),
        ("variant", i18n::variant_name(lang, variant)),
        ("games", heat.games.to_string()),
    ];
    let mut reply =
        poise::CreateReply::default().allowed_mentions(serenity::CreateAllowedMentions::new());
    if heat.games == 0 {
        reply = reply.content(tr(lang, "habits-player-none", &args));
    } else {
        let groups: Vec<usize> = (0..HEAT_GROUPS.len()).collect();
        let png = images::in_optional_pool(move || render::heatmap_png(&heat, &groups)).await?;
        reply = reply
            .content(tr(lang, "habits-player", &args))
            .attachment(serenity::CreateAttachment::bytes(png, "habits.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

fn streak_text(lang: Lang, s: Streak) -> String {
    let (key, n) = if s.wins > 0 {
        ("profile-streak-wins", s.wins)
    } else if s.losses > 0 {
        ("profile-streak-losses", s.losses)
    } else if s.draws > 0 {
        ("profile-streak-draws", s.draws)
    } else {
        ("profile-streak-none", 0)
    };
    tr(lang, key, &[("count", n.to_string())])
}

/// Practice games against the bot, counted apart from the record against people.
fn practice_text(lang: Lang, p: &Profile) -> String {
    let r = &p.practice;
    if (r.wins, r.losses, r.draws) == (0, 0, 0) {
        return tr(lang, "profile-practice-none", &[]);
    }
    tr(
        lang,
        "profile-practice",
        &[
            ("wins", r.wins.to_string()),
            ("losses", r.losses.to_string()),
            ("draws", r.draws.to_string()),
        ],
    )
}

pub fn embed(lang: Lang, p: &Profile) -> serenity::CreateEmbed {
    let ratings = if p.ratings.is_empty() {
        tr(lang, "profile-unrated", &[])
    } else {
        p.ratings
            .iter()
            .map(|(variant, row)| {
                tr(
                    lang,
                    "profile-rating-line",
                    &[
                        ("variant", i18n::variant_name(lang, *variant)),
                        ("rating", format!("{:.0}", row.rating.rating)),
                        ("deviation", format!("{:.0}", row.rating.deviation)),
                        ("games", row.games.to_string()),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let record = tr(
        lang,
        "profile-record",
        &[
            ("games", p.games.to_string()),
            ("wins", p.wins.to_string()),
            ("losses", p.losses.to_string()),
            ("draws", p.draws.to_string()),
            ("streak", streak_text(lang, p.streak)),
            ("best", p.best_win_streak.to_string()),
        ],
    );
    let o = &p.openings;
    let habits = if o.setups == 0 {
        tr(lang, "profile-openings-none", &[])
    } else {
        tr(
            lang,
            "profile-openings",
            &[
                ("setups", o.setups.to_string()),
                ("back_row", o.percent(o.flag_back_row).to_string()),
                ("corner", o.percent(o.flag_in_corner).to_string()),
                ("bombed", o.percent(o.flag_bombed_in).to_string()),
            ],
        )
    };
    let recent = if p.recent.is_empty() {
        tr(lang, "profile-recent-none", &[])
    } else {
        p.recent
            .iter()
            .map(|g| {
                let result = match g.outcome.winner {
                    Some(w) if w == g.color => "profile-result-win",
                    Some(_) => "profile-result-loss",
                    None => "profile-result-draw",
                };
                tr(
                    lang,
                    "profile-recent-line",
                    &[
                        ("game", g.match_id.to_string()),
                        ("result", tr(lang, result, &[])),
                        ("opponent", mention(g.opponent)),
                        ("color", i18n::color_name(lang, g.color)),
                        ("variant", i18n::variant_name(lang, g.variant)),
                        ("when", format!("<t:{}:R>", g.finished_at.timestamp())),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let practice = practice_text(lang, p);
    serenity::CreateEmbed::new()
        .description(tr(lang, "profile-title", &[("player", mention(p.user))]))
        .field(tr(lang, "profile-ratings", &[]), ratings, false)
        .field(tr(lang, "profile-record-title", &[]), record, false)
        .field(tr(lang, "profile-practice-title", &[]), practice, false)
        .field(tr(lang, "profile-openings-title", &[]), habits, false)
        .field(tr(lang, "profile-recent", &[]), recent, false)
}

#[cfg(test)]
#[path = "embed_tests.rs"]
mod tests;
