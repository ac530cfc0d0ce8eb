//! `/setup ...`: arrange your pieces before the game starts. Answers privately; the setup DM is
//! re-rendered in place.

use crate::discord::common::game_option::{autocomplete_game, private_call};
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Error, UserError, edge::ids, edge::safe_text, setup::posts};
use crate::engine::Square;
use crate::service::{MatchRow, SetupView, UserId};
use poise::serenity_prelude as serenity;

/// Arrange your pieces before the game starts.
#[poise::command(
    slash_command,
    subcommands("swap", "paste", "random", "mirror", "save", "load", "ready"),
    subcommand_required
)]
pub async fn setup(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn square(text: &str) -> Result<Square, Error> {
    Square::parse(text.trim())
        .map_err(|_| UserError::new("error-bad-square").echo("text", text).into())
}

/// Runs `change` once the player's clicks on the setup editor that Discord numbered before
/// this command are applied (a tap then a quick typed swap must select, then swap), holding
/// later clicks back until it is done.
async fn in_turn<T>(
    ctx: Context<'_>,
    m: &MatchRow,
    user: UserId,
    change: impl Future<Output = T>,
) -> T {
    let ticket = ctx.data().service.tap_ticket(m.id, user, ctx.id());
    ticket.turn().await;
    change.await
}

/// Answers with the new setup and re-renders the setup DM.
async fn changed(
    ctx: Context<'_>,
    state: SetupView,
    key: &str,
    args: &[(&str, String)],
) -> Result<(), Error> {
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let lang = private_lang(data, user, ctx.locale()).await;
    let shown = data.service.editor_shown_now(state.match_id, user).await?;
    let mut post = posts::picture_post(state.match_id, state.color, &shown, lang).await?;
    post.content = format!("{}\n{}", tr(lang, key, args), post.content);
    // The edit queued the redraw of the setup DM.
    ctx.send(post.reply()).await?;
    Ok(())
}

/// Swap the pieces on two of your squares.
#[poise::command(slash_command)]
pub async fn swap(
    ctx: Context<'_>,
    #[description = "First square, e.g. A1"] a: String,
    #[description = "Second square, e.g. B2"] b: String,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (sa, sb) = (square(&a)?, square(&b)?);
    let (m, user) = private_call(ctx, game).await?;
    let change = ctx.data().service.setup_swap(m.id, user, sa, sb);
    let state = in_turn(ctx, &m, user, change).await?;
    changed(
        ctx,
        state,
        "setup-swapped",
        &[("a", sa.to_string()), ("b", sb.to_string())],
    )
    .await
}

/// Replace your setup with one typed as text (front row first, rows separated by /).
#[poise::command(slash_command)]
pub async fn paste(
    ctx: Context<'_>,
    #[description = "40 characters: X 9 8 7 6 5 4 3 2 S B F, front row first"] text: String,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let change = ctx.data().service.setup_paste(m.id, user, &text);
    let state = in_turn(ctx, &m, user, change).await?;
    changed(ctx, state, "setup-pasted", &[]).await
}

/// Shuffle your pieces into a random legal setup.
#[poise::command(slash_command)]
pub async fn random(
    ctx: Context<'_>,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let change = ctx.data().service.setup_randomize(m.id, user);
    let state = in_turn(ctx, &m, user, change).await?;
    changed(ctx, state, "setup-randomized", &[]).await
}

/// Mirror your setup left to right.
#[poise::command(slash_command)]
pub async fn mirror(
    ctx: Context<'_>,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let change = ctx.data().service.setup_mirror(m.id, user);
    let state = in_turn(ctx, &m, user, change).await?;
    changed(ctx, state, "setup-mirrored", &[]).await
}

/// Save your current setup under a name for later games.
#[poise::command(slash_command)]
pub async fn save(
    ctx: Context<'_>,
    #[description = "A name for this setup"] name: String,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let saved = ctx.data().service.save_setup(m.id, user, &name).await?;
    let lang = private_lang(ctx.data(), user, ctx.locale()).await;
    ctx.send(poise::CreateReply::default().ephemeral(true).content(tr(
        lang,
        "setup-saved",
        &[("name", safe_text::echo(&saved.name))],
    )))
    .await?;
    Ok(())
}

async fn autocomplete_saved(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let Ok(saved) = ctx
        .data()
        .service
        .saved_setups(ids::user(ctx.author().id))
        .await
    else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let partial = partial.to_lowercase();
    let choices = saved
        .into_iter()
        .filter(|s| s.name.to_lowercase().contains(&partial))
        .take(25)
        .map(|s| serenity::AutocompleteChoice::new(s.name.clone(), s.name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Load one of your saved setups.
#[poise::command(slash_command)]
pub async fn load(
    ctx: Context<'_>,
    #[description = "The saved setup"]
    #[autocomplete = "autocomplete_saved"]
    name: String,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let change = ctx.data().service.load_setup(m.id, user, &name);
    let state = in_turn(ctx, &m, user, change).await?;
    changed(
        ctx,
        state,
        "setup-loaded",
        &[("name", safe_text::echo(&name))],
    )
    .await
}

/// Lock in your setup. The game starts when both players are ready.
#[poise::command(slash_command)]
pub async fn ready(
    ctx: Context<'_>,
    #[description = "Which game (if you have several)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<i64>,
) -> Result<(), Error> {
    let (m, user) = private_call(ctx, game).await?;
    let data = ctx.data();
    let report = data.service.setup_ready(m.id, user).await?;
    let state = data.service.setup_of(m.id, user).await?;
    changed(
        ctx,
        state,
        "setup-ready",
        &[("commitment", report.commitment.clone())],
    )
    .await?;
    Ok(())
}
