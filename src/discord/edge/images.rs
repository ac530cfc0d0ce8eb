//! Rendering off the async threads: images take milliseconds of CPU each (a replay GIF far
//! more), so they run on the blocking pool, at most one per core at a time, so a burst of
//! moves queues up instead of starving the gateway and the other games of CPU.
//! Pictures nobody needs to play (replay steps, heat maps, the guide) have a lane of their own,
//! one at a time: they queue behind each other, never in front of a player's board.

use poise::serenity_prelude as serenity;

use crate::ai::belief::Guess;
use crate::discord::edge::drawn_once::DrawnOnce;
use crate::engine::{Color, Deployment, Variant, View};
use crate::render::{self, BoardStyle, Numbering};
use crate::service;

/// Runs `work` on the blocking pool once a core is free for it.
pub async fn in_pool<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> crate::discord::Result<T> {
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
) -> crate::discord::Result<T> {
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

pub async fn board(
    view: View,
    numbering: Numbering,
) -> crate::discord::Result<serenity::CreateAttachment> {
    let png = in_pool(move || render::board_png(&view, &BoardStyle { numbering })).await?;
    Ok(serenity::CreateAttachment::bytes(png, "board.png"))
}

/// Replay boards kept: a reader steps back and forth over a few moves, and a public replay's
/// readers meet at the same ones (a board's picture is some tens of kilobytes).
const REPLAY_BOARDS_KEPT: usize = 64;

/// A board for a replay: drawn in the optional lane, once per position and numbering.
pub async fn replay_board(
    view: View,
    guesses: Vec<Guess>,
    numbering: Numbering,
) -> crate::discord::Result<serenity::CreateAttachment> {
    static DRAWN: DrawnOnce<(View, Vec<Guess>, Numbering)> = DrawnOnce::new(REPLAY_BOARDS_KEPT);
    let key = (view, guesses, numbering);
    let png = match DRAWN.get(&key) {
        Some(png) => png,
        None => {
            let (view, guesses) = (key.0.clone(), key.1.clone());
            let png = in_optional_pool(move || {
                let style = BoardStyle { numbering };
                if guesses.is_empty() {
                    return render::board_png(&view, &style);
                }
                let marks: Vec<render::Guessed> = guesses
                    .iter()
                    .map(|g| (g.square, g.rank, g.percent))
                    .collect();
                render::guess_png(&view, &marks, &style)
            })
            .await?;
            DRAWN.put(key, png.clone());
            png
        }
    };
    Ok(serenity::CreateAttachment::bytes(png, "board.png"))
}

pub async fn setup(
    deployment: Deployment,
    color: Color,
    variant: Variant,
    numbering: Numbering,
) -> crate::discord::Result<serenity::CreateAttachment> {
    let png = in_pool(move || render::setup_png(&deployment, color, variant, numbering)).await?;
    Ok(serenity::CreateAttachment::bytes(png, "setup.png"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player's board is drawn while every optional picture in the queue is stuck: the
    /// optional lane holds none of the cores the boards are drawn on.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_players_board_never_waits_behind_optional_pictures() {
        let (release, stuck) = std::sync::mpsc::channel::<()>();
        let stuck = std::sync::Arc::new(std::sync::Mutex::new(stuck));
        let (started_tx, mut started) = tokio::sync::mpsc::unbounded_channel();
        let mut optional = Vec::new();
        for _ in 0..8 {
            let stuck = stuck.clone();
            let started_tx = started_tx.clone();
            optional.push(tokio::spawn(in_optional_pool(move || {
                let _ = started_tx.send(());
                let _ = stuck.lock().unwrap().recv();
            })));
        }
        started.recv().await.expect("an optional picture starts");
        let (game, _) = crate::engine::sim::random_game(crate::engine::Rules::default(), 3);
        let view = game.view(crate::engine::Viewer::Spectator);
        let board = tokio::time::timeout(
            std::time::Duration::from_secs(30),
            board(view, Numbering::New),
        )
        .await
        .expect("the board is drawn while the optional lane is stuck");
        assert!(board.is_ok());
        for _ in 0..8 {
            let _ = release.send(());
        }
        for job in optional {
            job.await.unwrap().unwrap();
        }
    }
}
