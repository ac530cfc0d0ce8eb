//! `/practice`: a game against the bot itself, with a thread, setup DM, boards and clock like
//! any game, never rated. `/challenge opponent:@<the bot>` comes here too.

use crate::ai::Level;
use crate::discord::edge::choices::{FirstChoice, VariantChoice, color_of, variant_of};
use crate::discord::{Context, Data, Error};
use crate::i18n;
use crate::service::{MatchOptions, Opponent, PracticeStarted};

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
    let level = level.map(LevelChoice::level);
    crate::discord::challenge::command::make(ctx, Opponent::TheBot, options, level).await
}

/// The private reply that a practice game has begun.
pub fn started_text(data: &Data, lang: i18n::Lang, started: &PracticeStarted) -> String {
    super::compose::practice_started_text(lang, data.service.own_user(), started)
}
