//! Rendering off the async threads: images take milliseconds of CPU each.

use poise::serenity_prelude as serenity;

use crate::engine::{Color, Deployment, Variant, View};
use crate::render::{self, BoardStyle, Numbering};
use crate::service;

pub fn numbering(n: service::Numbering) -> Numbering {
    match n {
        service::Numbering::New => Numbering::New,
        service::Numbering::Old => Numbering::Old,
    }
}

pub async fn board(view: View, numbering: Numbering) -> anyhow::Result<serenity::CreateAttachment> {
    let png =
        tokio::task::spawn_blocking(move || render::board_png(&view, &BoardStyle { numbering }))
            .await?;
    Ok(serenity::CreateAttachment::bytes(png, "board.png"))
}

pub async fn setup(
    deployment: Deployment,
    color: Color,
    variant: Variant,
    numbering: Numbering,
) -> anyhow::Result<serenity::CreateAttachment> {
    let png = tokio::task::spawn_blocking(move || {
        render::setup_png(&deployment, color, variant, numbering)
    })
    .await?;
    Ok(serenity::CreateAttachment::bytes(png, "setup.png"))
}
