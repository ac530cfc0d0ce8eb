//! Spectator delay: a game's public board and move log run a few moves behind it, so a
//! spectator cannot relay the live position to a player. The players' own boards and the ping
//! for the player to move are never delayed, and when the game ends everything catches up.

use crate::engine::{Game, PlayedMove, View, Viewer};
use crate::service::game::replay::{ReplayView, position_at};
use crate::service::game::report::LogEntry;
use crate::service::{ServiceError, ServiceResult};
use crate::store::{self, Conn, MatchId};

/// The moves spectators have been shown after `ply` moves with a delay of `delay`.
pub fn shown_ply(ply: u32, delay: u8) -> u32 {
    ply.saturating_sub(u32::from(delay))
}

/// What spectators are shown once `ply` moves are played: the newest move they may see and the
/// board after it. Both `None` while the game is still within the delay of its start.
pub(in crate::service) struct Behind {
    pub entry: Option<LogEntry>,
    pub view: Option<View>,
}

/// Read in the move's own transaction: `game` is the game now, after `ply` moves.
pub(in crate::service) async fn behind(
    conn: &mut Conn,
    id: MatchId,
    game: &Game,
    ply: u32,
    delay: u8,
) -> ServiceResult<Behind> {
    let shown = shown_ply(ply, delay);
    if shown == 0 {
        return Ok(Behind {
            entry: None,
            view: None,
        });
    }
    let moves = played(conn, id, 0..shown).await?;
    let view = position_at(restart(game)?, &moves, shown, None, ReplayView::Spectator)?;
    let entry = moves.last().map(|last| LogEntry::public(shown, last));
    Ok(Behind {
        entry,
        view: Some(view),
    })
}

/// What spectators may see of `game` after `ply` moves: the position `delay` moves ago while
/// it is played, the position itself once it is over.
pub(in crate::service) async fn spectator_view(
    conn: &mut Conn,
    id: MatchId,
    game: &Game,
    ply: u32,
    delay: u8,
) -> ServiceResult<View> {
    if delay == 0 || game.is_over() {
        return Ok(game.view(Viewer::Spectator));
    }
    match behind(conn, id, game, ply, delay).await?.view {
        Some(view) => Ok(view),
        None => Ok(restart(game)?.view(Viewer::Spectator)),
    }
}

/// The same game before its first move.
fn restart(game: &Game) -> ServiceResult<Game> {
    Game::from_setup(*game.rules(), game.start().clone())
        .map_err(|e| ServiceError::Internal(format!("the start replays as {e}")))
}

/// The log lines spectators have not seen yet when the game ends after `ply` moves, their
/// last delayed line having gone out after `seen_at` moves.
pub(in crate::service) async fn unseen(
    conn: &mut Conn,
    id: MatchId,
    seen_at: u32,
    ply: u32,
    delay: u8,
) -> ServiceResult<Vec<LogEntry>> {
    let from = shown_ply(seen_at, delay);
    let moves = played(conn, id, from..ply).await?;
    Ok(moves
        .iter()
        .zip(from + 1..)
        .map(|(played, number)| LogEntry::public(number, played))
        .collect())
}

async fn played(
    conn: &mut Conn,
    id: MatchId,
    plies: std::ops::Range<u32>,
) -> ServiceResult<Vec<PlayedMove>> {
    Ok(store::moves::between(conn, id, plies)
        .await?
        .into_iter()
        .map(|row| row.played)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::shown_ply;

    #[test]
    fn spectators_see_the_start_until_the_delay_has_passed() {
        assert_eq!(shown_ply(0, 3), 0);
        assert_eq!(shown_ply(3, 3), 0);
        assert_eq!(shown_ply(4, 3), 1);
        assert_eq!(shown_ply(40, 0), 40);
    }
}
