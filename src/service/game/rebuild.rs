//! Loading a match's game: rebuilt from the two setups and the move log, or taken from the
//! cache in the match lock when it is at the same ply as the database.

use crate::engine::{Deployment, Game};
use crate::service::locks::GameSlot;
use crate::service::{ServiceError, ServiceResult};
use crate::store::{self, Conn, MatchRow, SetupRow};

/// The game of a started match, cached in `slot`.
pub(in crate::service) async fn load<'a>(
    slot: &'a mut GameSlot,
    conn: &mut Conn,
    m: &MatchRow,
) -> ServiceResult<&'a Game> {
    // An off-board ending (resignation, agreed draw, a deadline) keeps the ply, so the outcome
    // is compared too: another process may have ended the game.
    let fresh = slot
        .as_ref()
        .is_some_and(|g| g.ply() == m.ply && g.is_over() == m.outcome.is_some());
    if !fresh {
        **slot = Some(rebuild(conn, m).await?);
    }
    slot.as_ref()
        .ok_or_else(|| ServiceError::Internal("game cache empty".into()))
}

async fn rebuild(conn: &mut Conn, m: &MatchRow) -> ServiceResult<Game> {
    let setups = store::setups::both(conn, m.id).await?;
    let mut game = start(m, &setups)?;
    for row in store::moves::all(conn, m.id).await? {
        let played = game
            .play(row.played.as_move())
            .map_err(|e| corrupt(m, format!("move {} replays as {e:?}", row.ply)))?;
        if played != row.played {
            return Err(corrupt(m, format!("move {} replays differently", row.ply)));
        }
    }
    if game.ply() != m.ply {
        return Err(corrupt(m, format!("log has {} moves", game.ply())));
    }
    // Off-board endings (resignation, agreed draw) are not in the move log.
    if let Some(outcome) = m.outcome
        && !game.is_over()
    {
        let _ = game.finish(outcome);
    }
    Ok(game)
}

/// The starting position from both setups.
pub(in crate::service) fn start(m: &MatchRow, setups: &[SetupRow]) -> ServiceResult<Game> {
    let deployment = |color| -> ServiceResult<Deployment> {
        setups
            .iter()
            .find(|s| s.color == color)
            .map(|s| s.deployment)
            .ok_or_else(|| corrupt(m, format!("no {color} setup")))
    };
    let red = deployment(crate::engine::Color::Red)?;
    let blue = deployment(crate::engine::Color::Blue)?;
    Game::new(m.rules, &red, &blue).map_err(|e| corrupt(m, e.to_string()))
}

fn corrupt(m: &MatchRow, what: String) -> ServiceError {
    ServiceError::Internal(format!("match {}: {what}", m.id))
}
