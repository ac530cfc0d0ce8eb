//! Ending a match: the row's status and result, the traces its setup left, and the end posts
//! (the delayed log caught up, the final boards and the result) owed in the same transaction.

use chrono::{DateTime, Utc};

use crate::engine::{ByColor, Color, Outcome};
use crate::service::ServiceResult;
use crate::service::outbox::posts::{self, Ending};
use crate::service::outbox::queue::{Announcement, enqueue};
use crate::store::{self, Conn, MatchId, MatchStatus};

/// Ends a match and owes its end posts: both private boards and the public board at the final
/// position (if the game had started), then the end message, each with the voice it is read
/// in. Returns false if it had already ended.
pub async fn finish_match(
    conn: &mut Conn,
    id: MatchId,
    status: MatchStatus,
    outcome: Option<Outcome>,
    now: DateTime<Utc>,
) -> ServiceResult<bool> {
    finish(conn, id, status, outcome, now, false).await
}

/// [`finish_match`] for a game its last move (already stored) ended: that move owed no
/// delayed log line, so spectators last saw the game one ply earlier.
pub(in crate::service) async fn finish_match_on_move(
    conn: &mut Conn,
    id: MatchId,
    outcome: Outcome,
    now: DateTime<Utc>,
) -> ServiceResult<bool> {
    finish(conn, id, MatchStatus::Finished, Some(outcome), now, true).await
}

async fn finish(
    conn: &mut Conn,
    id: MatchId,
    status: MatchStatus,
    outcome: Option<Outcome>,
    now: DateTime<Utc>,
    on_move: bool,
) -> ServiceResult<bool> {
    let Some(m) = store::matches::get(conn, id).await? else {
        return Ok(false);
    };
    let started = m.started_at.is_some();
    if !store::matches::finish(conn, id, status, outcome, now).await? {
        return Ok(false);
    }
    store::setup_grid::forget_taps(conn, id).await?;
    store::setup_traces::forget(conn, id).await?;
    // Nobody is to move once it is over: the end posts ping no one.
    let mut voices = crate::service::outbox::voice::voices_of(conn, &m, None).await?;
    voices.thread.ping = ByColor::new_with(|_| false);
    let delay = m.options.spectator_delay;
    if started && delay > 0 {
        // The last delayed line went out with the last move that did not end the game.
        let seen_at = if on_move {
            m.ply.saturating_sub(1)
        } else {
            m.ply
        };
        let entries = super::spectator_delay::unseen(conn, id, seen_at, m.ply, delay).await?;
        if !entries.is_empty() {
            let caught_up = Announcement::LogCaughtUp(posts::LogCaughtUp {
                match_id: id,
                entries,
                voice: voices.thread.clone(),
            });
            enqueue(conn, &caught_up).await?;
        }
    }
    if started {
        for color in Color::ALL {
            enqueue(
                conn,
                &Announcement::PrivateBoard(posts::PrivateBoard {
                    match_id: id,
                    color,
                    view: None,
                    voice: voices.boards.get(color).clone(),
                }),
            )
            .await?;
        }
        enqueue(
            conn,
            &Announcement::PublicBoard(posts::PublicBoard {
                match_id: id,
                view: None,
                voice: voices.thread.clone(),
            }),
        )
        .await?;
    }
    let ending = Ending {
        cancelled: status == MatchStatus::Cancelled,
        outcome,
        played: m.was_played(),
        voice: voices.thread,
    };
    let end = Announcement::GameEnded(posts::GameEnded {
        match_id: id,
        ending,
    });
    enqueue(conn, &end).await?;
    Ok(true)
}
