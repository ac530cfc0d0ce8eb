//! `/help`: how a game goes here, the pieces in both numberings (a picture) and the special
//! rules, privately and in the member's language.

use poise::serenity_prelude as serenity;

use crate::discord::edge::pacing::Paced;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Context, Error, edge::ids};
use crate::i18n::Lang;

/// How to play Stratego here: the steps, the pieces and the special rules.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = ids::user(ctx.author().id);
    let lang = private_lang(data, user, ctx.locale()).await;
    data.pacing.take(user, Paced::Help)?;
    let picture = serenity::CreateAttachment::bytes(pieces_png().await?, "pieces.png");
    ctx.send(
        poise::CreateReply::default()
            .ephemeral(true)
            .content(help_text(lang))
            .attachment(picture),
    )
    .await?;
    Ok(())
}

/// The pieces' picture never changes: drawn once (in the optional lane, off the async
/// runtime), then sent from memory.
async fn pieces_png() -> Result<Vec<u8>, Error> {
    static PIECES: tokio::sync::OnceCell<Vec<u8>> = tokio::sync::OnceCell::const_new();
    let png = PIECES
        .get_or_try_init(|| {
            crate::discord::edge::images::in_optional_pool(crate::render::pieces_png)
        })
        .await?;
    Ok(png.clone())
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
