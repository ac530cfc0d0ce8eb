//! `/help`: how a game goes here, the pieces in both numberings (a picture) and the special
//! rules, privately and in the member's language.

use poise::serenity_prelude as serenity;

use crate::discord::text::{private_lang, tr};
use crate::discord::{Context, Error, ids};
use crate::i18n::Lang;

/// How to play Stratego here: the steps, the pieces and the special rules.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let lang = private_lang(data, ids::user(ctx.author().id), ctx.locale()).await;
    // Drawing is CPU work: it runs in the image pool, never on the async runtime.
    let png = crate::discord::images::in_pool(crate::render::pieces_png).await?;
    let picture = serenity::CreateAttachment::bytes(png, "pieces.png");
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(help_text(lang))
            .attachment(picture),
    )
    .await?;
    Ok(())
}

/// The whole guide in one message (a test keeps every language within Discord's 2,000).
pub fn help_text(lang: Lang) -> String {
    ["help-how", "help-pieces", "help-rules"]
        .iter()
        .map(|key| tr(lang, key, &[]))
        .collect::<Vec<_>>()
        .join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guide_fits_one_message_in_every_language() {
        for lang in Lang::ALL {
            let text = help_text(lang);
            assert!(
                text.chars().count() <= 2000,
                "{lang}: {}",
                text.chars().count()
            );
            assert!(
                text.contains("/move") && text.contains("/challenge"),
                "{lang}"
            );
            assert!(!text.contains("help-"), "{lang}: a key left untranslated");
        }
    }
}
