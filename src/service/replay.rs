//! Step-through replays: a played game's position at any move, as one viewer saw it then.
//!
//! A finished game may be watched from any side, or with both setups shown (they were published
//! at the end). A game still in play may be stepped through only by one of its players, from
//! their own side: the engine's view at that move holds what they knew then and nothing later.
//! A game decided before any move has nothing to show, so its setups stay secret.

use super::game;
use super::report::LogEntry;
use super::{Service, ServiceError, ServiceResult};
use crate::engine::{Color, Game, Outcome, PlayedMove, View, Viewer};
use crate::store::{self, GuildId, MatchId, MatchRow, MatchStatus, UserId};

/// Whose eyes a replay looks through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReplayView {
    Red,
    Blue,
    Spectator,
    /// Both armies shown: finished games only.
    Revealed,
}

impl ReplayView {
    pub const ALL: [ReplayView; 4] = [
        ReplayView::Red,
        ReplayView::Blue,
        ReplayView::Spectator,
        ReplayView::Revealed,
    ];

    /// One letter, for button ids.
    pub fn code(self) -> char {
        match self {
            ReplayView::Red => 'r',
            ReplayView::Blue => 'b',
            ReplayView::Spectator => 's',
            ReplayView::Revealed => 'a',
        }
    }

    pub fn from_code(code: char) -> Option<ReplayView> {
        ReplayView::ALL.into_iter().find(|v| v.code() == code)
    }

    pub fn player(color: Color) -> ReplayView {
        match color {
            Color::Red => ReplayView::Red,
            Color::Blue => ReplayView::Blue,
        }
    }
}

/// One position of a replay, ready to draw: nothing in it that the chosen viewer may not see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayFrame {
    pub match_id: MatchId,
    /// Moves played up to this position (0: the start).
    pub ply: u32,
    /// Moves in the game so far (the last position a step can reach).
    pub last: u32,
    pub shown: ReplayView,
    pub view: View,
    /// The move that led here, as the public log wrote it (None at the start).
    pub entry: Option<LogEntry>,
    /// The views the asker may switch to.
    pub views: Vec<ReplayView>,
}

/// The views `asker` may have of `m`, the first being the default.
fn allowed_views(m: &MatchRow, asker: UserId) -> ServiceResult<Vec<ReplayView>> {
    if !m.was_played() {
        return Err(ServiceError::NothingToReplay);
    }
    match m.status {
        MatchStatus::Finished => Ok(vec![
            ReplayView::Spectator,
            ReplayView::Red,
            ReplayView::Blue,
            ReplayView::Revealed,
        ]),
        MatchStatus::Playing => m
            .color_of(asker)
            .map(|color| vec![ReplayView::player(color)])
            .ok_or(ServiceError::NotFinished),
        // Called off: nothing was ever revealed.
        MatchStatus::Setup | MatchStatus::Cancelled => Err(ServiceError::NothingToReplay),
    }
}

/// The game after its first `ply` moves, seen as `shown`; `end` is the off-board ending to show
/// at the last move. Replays from the start: about a microsecond a move, so even a
/// 2,000-move game answers in a few milliseconds and needs no cache.
pub fn position_at(
    mut game: Game,
    moves: &[PlayedMove],
    ply: u32,
    end: Option<Outcome>,
    shown: ReplayView,
) -> ServiceResult<View> {
    let ply = (ply as usize).min(moves.len());
    for (i, played) in moves[..ply].iter().enumerate() {
        let replayed = game
            .play(played.as_move())
            .map_err(|e| ServiceError::Internal(format!("move {i} replays as {e:?}")))?;
        if replayed != *played {
            return Err(ServiceError::Internal(format!(
                "move {i} replays differently"
            )));
        }
    }
    if ply == moves.len()
        && let Some(outcome) = end
        && !game.is_over()
    {
        let _ = game.finish(outcome);
    }
    Ok(match shown {
        ReplayView::Red => game.view(Viewer::Player(Color::Red)),
        ReplayView::Blue => game.view(Viewer::Player(Color::Blue)),
        ReplayView::Spectator => game.view(Viewer::Spectator),
        ReplayView::Revealed => game.revealed_view(),
    })
}

impl Service {
    /// Game `id` after `ply` moves (clamped to the game) as `asker` may see it: `shown` if they
    /// may have that view, the default view if None. `guild` is where they ask (None: a DM):
    /// someone else's game is known only on its own server.
    pub async fn replay_frame(
        &self,
        id: MatchId,
        asker: UserId,
        guild: Option<GuildId>,
        shown: Option<ReplayView>,
        ply: u32,
    ) -> ServiceResult<ReplayFrame> {
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if guild != Some(m.guild) && m.color_of(asker).is_none() {
            return Err(ServiceError::NoSuchMatch);
        }
        let views = allowed_views(&m, asker)?;
        let shown = match shown {
            None => views[0],
            Some(v) if views.contains(&v) => v,
            Some(_) => return Err(ServiceError::NotYourGame),
        };
        let setups = store::setups::both(&mut conn, id).await?;
        let rows = store::moves::all(&mut conn, id).await?;
        drop(conn);
        // A move may land between the two reads: the match row says how far the game is.
        let last = m.ply.min(rows.len() as u32);
        let moves: Vec<PlayedMove> = rows[..last as usize].iter().map(|r| r.played).collect();
        let ply = ply.min(last);
        let end = (m.status == MatchStatus::Finished)
            .then_some(m.outcome)
            .flatten();
        let start = game::start(&m, &setups)?;
        let view = position_at(start, &moves, ply, end, shown)?;
        let entry = ply
            .checked_sub(1)
            .map(|i| LogEntry::public(ply, &moves[i as usize]));
        Ok(ReplayFrame {
            match_id: id,
            ply,
            last,
            shown,
            view,
            entry,
            views,
        })
    }

    /// Games `user` may step through on `guild`, newest first (at most `limit`).
    pub async fn replayable_games(
        &self,
        guild: GuildId,
        user: UserId,
        limit: u32,
    ) -> ServiceResult<Vec<MatchRow>> {
        let mut conn = self.store().conn().await?;
        Ok(store::matches::replayable_of(&mut conn, guild, user, limit).await?)
    }

    /// Game `id`, if anyone on `guild` may step through it: it is over and moves were played.
    pub async fn replayable_game(
        &self,
        guild: GuildId,
        id: MatchId,
    ) -> ServiceResult<Option<MatchRow>> {
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id).await?;
        Ok(m.filter(|m| {
            m.guild == guild && m.status == store::MatchStatus::Finished && m.was_played()
        }))
    }
}
