//! Rendering off the async threads: images take milliseconds of CPU each (a replay GIF far
//! more), so they run on the blocking pool, at most one per core at a time, so a burst of
//! moves queues up instead of starving the gateway and the other games of CPU.
//! Pictures nobody needs to play (replay steps, heat maps, the guide) have a lane of their own,
//! one at a time: they queue behind each other, never in front of a player's board.

use poise::serenity_prelude as serenity;

use crate::engine::{Color, Deployment, Variant, View};
use crate::render::{self, BoardStyle, Numbering};
use crate::service;

/// Runs `work` on the blocking pool once a core is free for it.
pub async fn in_pool<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> super::Result<T> {
    static CORES: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    let cores = CORES.get_or_init(|| {
        let n = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        tokio::sync::Semaphore::new(n)
    });
    let _core = cores.acquire().await.map_err(anyhow::Error::from)?;
    Ok(tokio::task::spawn_blocking(work)
        .await
        .map_err(anyhow::Error::from)?)
}

/// Runs optional `work` (see the module's comment) on the blocking pool, one such at a time.
pub async fn in_optional_pool<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> super::Result<T> {
    static LANE: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);
    let _lane = LANE.acquire().await.map_err(anyhow::Error::from)?;
    Ok(tokio::task::spawn_blocking(work)
        .await
        .map_err(anyhow::Error::from)?)
}

pub fn numbering(n: service::Numbering) -> Numbering {
    match n {
        service::Numbering::New => Numbering::New,
        service::Numbering::Old => Numbering::Old,
    }
}

pub async fn board(view: View, numbering: Numbering) -> super::Result<serenity::CreateAttachment> {
    let png = in_pool(move || render::board_png(&view, &BoardStyle { numbering })).await?;
    Ok(serenity::CreateAttachment::bytes(png, "board.png"))
}

/// A board for a replay: drawn in the optional lane.
pub async fn replay_board(
    view: View,
    numbering: Numbering,
) -> super::Result<serenity::CreateAttachment> {
    let png = in_optional_pool(move || render::board_png(&view, &BoardStyle { numbering })).await?;
    Ok(serenity::CreateAttachment::bytes(png, "board.png"))
}

pub async fn setup(
    deployment: Deployment,
    color: Color,
    variant: Variant,
    numbering: Numbering,
) -> super::Result<serenity::CreateAttachment> {
    let png = in_pool(move || render::setup_png(&deployment, color, variant, numbering)).await?;
    Ok(serenity::CreateAttachment::bytes(png, "setup.png"))
}
