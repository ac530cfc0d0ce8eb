//! `/games`: your active games with links to their threads.

use crate::discord::text::{mention, private_lang, tr};
use crate::discord::{Context, Error, ids};
use crate::service::MatchStatus;

/// List your active games.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let user = ids::user(ctx.author().id);
    let data = ctx.data();
    let lang = private_lang(data, user, ctx.locale()).await;
    let games = data.service.active_matches(user).await?;
    let text = if games.is_empty() {
        tr(lang, "games-none", &[])
    } else {
        let lines: Vec<String> = games
            .iter()
            .filter_map(|m| {
                let color = m.color_of(user)?;
                let state = match m.status {
                    MatchStatus::Setup => tr(lang, "games-state-setup", &[]),
                    _ if m.ply % 2 == u32::from(color == crate::engine::Color::Blue) => {
                        tr(lang, "games-state-your-turn", &[])
                    }
                    _ => tr(lang, "games-state-waiting", &[]),
                };
                Some(tr(
                    lang,
                    "games-line",
                    &[
                        ("game", m.id.to_string()),
                        ("opponent", mention(*m.players.get(color.opponent()))),
                        (
                            "thread",
                            m.thread.map(|t| format!("<#{t}>")).unwrap_or_default(),
                        ),
                        ("state", state),
                    ],
                ))
            })
            .collect();
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
