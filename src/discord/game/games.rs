//! `/games`: your active games with links to their threads, a page at a time with
//! Previous / Next.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::paging::{page_controls, page_range};
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{mention, private_lang, tr};
use crate::discord::send::post::Post;
use crate::discord::{Context, Data, Error, edge::ids};
use crate::i18n::Lang;
use crate::service::{GameLine, GameState, UserId};

/// Games per page: a line holds a mention, a thread link and a state (under 200 characters in
/// every language), so a page stays well under Discord's 2,000.
pub const PER_PAGE: usize = 8;

/// List your active games.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let user = ids::user(ctx.author().id);
    let data = ctx.data();
    let lang = private_lang(data, user, ctx.locale()).await;
    let (text, buttons) = page(data, user, lang, 0).await?;
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
    let user = ids::user(click.user.id);
    let lang = private_lang(data, user, Some(&click.locale)).await;
    let number = usize::try_from(page_number).unwrap_or(0);
    let (text, buttons) = page(data, user, lang, number).await?;
    let page = Post {
        content: text,
        buttons,
        ..Post::default()
    };
    Ok(respond.update_message(page.update()).await?)
}

/// Page `page` (from 0) of `user`'s active games, with its buttons.
pub async fn page(
    data: &Data,
    user: UserId,
    lang: Lang,
    page: usize,
) -> Result<(String, Vec<serenity::CreateButton>), Error> {
    let games = data.service.game_lines(user).await?;
    if games.is_empty() {
        return Ok((tr(lang, "games-none", &[]), Vec::new()));
    }
    let (page, range) = page_range(games.len(), PER_PAGE, page);
    let pages = games.len().div_ceil(PER_PAGE);
    let mut lines: Vec<String> = games[range].iter().map(|g| line(lang, g)).collect();
    let (footer, buttons) = page_controls(lang, page, pages, ButtonAction::GamesPage);
    lines.extend(footer);
    Ok((lines.join("\n"), buttons))
}

fn line(lang: Lang, game: &GameLine) -> String {
    let state = match game.state {
        GameState::Setup => "games-state-setup",
        GameState::YourTurn => "games-state-your-turn",
        GameState::TheirTurn => "games-state-waiting",
    };
    tr(
        lang,
        "games-line",
        &[
            ("game", game.match_id.to_string()),
            ("opponent", mention(game.opponent)),
            (
                "thread",
                game.thread.map(|t| format!("<#{t}>")).unwrap_or_default(),
            ),
            ("state", tr(lang, state, &[])),
        ],
    )
}
