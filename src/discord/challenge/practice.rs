//! `/practice`: a game against the bot itself, with a thread, setup DM, boards and clock like
//! any game, never rated. `/challenge opponent:@<the bot>` comes here too.

use crate::ai::Level;
use crate::discord::edge::choices::{FirstChoice, VariantChoice, color_of, variant_of};
use crate::discord::edge::responder::reply_private;
use crate::discord::edge::text::{mention, private_lang, tr};
use crate::discord::{Context, Data, Error, UserError, edge::ids};
use crate::i18n;
use crate::service::{MatchId, MatchOptions};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
}

impl LevelChoice {
    fn level(self) -> Level {
        match self {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Medium => Level::Medium,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// The level a practice game gets when none is asked for.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// Play a practice game against the bot.
#[poise::command(slash_command, guild_only)]
pub async fn practice(
    ctx: Context<'_>,
    #[description = "Army: classic (40 pieces), barrage (8) or duel (10)"] variant: Option<
        VariantChoice,
    >,
    #[description = "How strongly the bot plays"] level: Option<LevelChoice>,
    #[description = "Your colour; red moves first"] first: Option<FirstChoice>,
) -> Result<(), Error> {
    let options = MatchOptions {
        variant: variant_of(variant),
        challenger_color: color_of(first),
        rated: false,
        ..MatchOptions::default()
    };
    start(
        ctx,
        level.map_or(DEFAULT_LEVEL, LevelChoice::level),
        options,
    )
    .await
}

/// Starts a practice game of the command's author against the bot and tells them privately;
/// the thread and the setup DM follow from the outbox.
pub async fn start(ctx: Context<'_>, level: Level, options: MatchOptions) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .ok_or_else(|| UserError::new("error-guild-only"))?;
    if options.rated {
        return Err(UserError::new("practice-error-rated").into());
    }
    let data = ctx.data();
    let human = ids::user(ctx.author().id);
    let bot = data
        .service
        .own_user()
        .unwrap_or_else(|| ids::user(ctx.framework().bot_id()));
    let id = data
        .service
        .create_practice_with(
            ids::guild(guild),
            ids::channel(ctx.channel_id()),
            human,
            bot,
            level,
            options,
        )
        .await?;
    let lang = private_lang(data, human, ctx.locale()).await;
    let text = started_text(data, lang, id, level, &options);
    reply_private(ctx, text).await
}

/// The private reply that a practice game has begun.
pub fn started_text(
    data: &Data,
    lang: i18n::Lang,
    id: MatchId,
    level: Level,
    options: &MatchOptions,
) -> String {
    let bot = data.service.own_user().map(mention).unwrap_or_default();
    tr(
        lang,
        "practice-started",
        &[
            ("game", id.to_string()),
            ("bot", bot),
            ("level", level_name(lang, level)),
            ("variant", i18n::variant_name(lang, options.variant)),
        ],
    )
}

/// A level's name in `lang`.
pub fn level_name(lang: i18n::Lang, level: Level) -> String {
    let key = match level {
        Level::Random | Level::Easy | Level::Greedy => "practice-level-easy",
        Level::Medium => "practice-level-medium",
        Level::Hard => "practice-level-hard",
    };
    tr(lang, key, &[])
}
