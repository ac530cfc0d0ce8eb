//! Step-through replays: a played game's position at any move, as one viewer saw it then.
//!
//! A finished game may be watched from any side, or with both setups shown (they were published
//! at the end). A game still in play may be stepped through only by one of its players, from
//! their own side: the engine's view at that move holds what they knew then and nothing later.
//! A game decided before any move has nothing to show, so its setups stay secret.
//! Someone who did not play a game sees it only if they can see the channel or thread it was
//! played in (the caller's [`Audience`]): a staff tournament stays among the staff.

use std::sync::Arc;

use crate::engine::{Color, Game, Outcome, PlayedMove, View, Viewer};
use crate::service::game::rebuild;
use crate::service::game::replay_cache::Replayed;
use crate::service::game::report::LogEntry;
use crate::service::{Audience, Service, ServiceError, ServiceResult};
use crate::store::{self, GuildId, MatchId, MatchRow, MatchStatus, UserId};

/// Whose eyes a replay looks through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReplayView {
    Red,
    Blue,
    Spectator,
    /// Both armies shown: finished games only.
    Revealed,
    /// What the bot in seat `Color` of a finished practice game believed of its opponent's
    /// pieces: its own view with its guesses.
    Guess(Color),
}

impl ReplayView {
    pub const ALL: [ReplayView; 6] = [
        ReplayView::Red,
        ReplayView::Blue,
        ReplayView::Spectator,
        ReplayView::Revealed,
        ReplayView::Guess(Color::Red),
        ReplayView::Guess(Color::Blue),
    ];

    /// One letter, for button ids.
    pub fn code(self) -> char {
        match self {
            ReplayView::Red => 'r',
            ReplayView::Blue => 'b',
            ReplayView::Spectator => 's',
            ReplayView::Revealed => 'a',
            ReplayView::Guess(Color::Red) => 'x',
            ReplayView::Guess(Color::Blue) => 'y',
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
    /// Where the game was played: who may see it there may see its replay.
    pub place: store::GamePlace,
    /// In a [`ReplayView::Guess`]: the bot's guess for each of its opponent's pieces.
    pub guesses: Vec<crate::ai::belief::Guess>,
}

/// The views `asker` may have of `m`, the first being the default. `bot` is the bot's seat in
/// a practice game: once it is over, what the bot believed can be shown too.
fn allowed_views(
    m: &MatchRow,
    asker: UserId,
    bot: Option<Color>,
) -> ServiceResult<Vec<ReplayView>> {
    if !m.was_played() {
        return Err(ServiceError::NothingToReplay);
    }
    match m.status {
        MatchStatus::Finished => Ok([
            ReplayView::Spectator,
            ReplayView::Red,
            ReplayView::Blue,
            ReplayView::Revealed,
        ]
        .into_iter()
        .chain(bot.map(ReplayView::Guess))
        .collect()),
        MatchStatus::Playing => m
            .color_of(asker)
            .map(|color| vec![ReplayView::player(color)])
            .ok_or(ServiceError::NotFinished),
        // Called off: nothing was ever revealed.
        MatchStatus::Setup | MatchStatus::Cancelled => Err(ServiceError::NothingToReplay),
    }
}

/// Replaying is CPU work: it runs on the blocking pool, never on the async workers.
async fn off_workers<T: Send + 'static>(
    work: impl FnOnce() -> ServiceResult<T> + Send + 'static,
) -> ServiceResult<T> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ServiceError::Internal(format!("replay task: {e}")))?
}

/// The game after its first `ply` moves, seen as `shown`; `end` is the off-board ending to show
/// at the last move. Replays from `game` on; steps through finished games start at the nearest
/// kept position (see `replay_cache`).
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
        ReplayView::Guess(color) => game.view(Viewer::Player(color)),
    })
}

impl Service {
    /// Game `id` after `ply` moves (clamped to the game) as `asker` may see it: `shown` if they
    /// may have that view, the default view if None. `guild` is where they ask (None: a DM):
    /// someone else's game is known only on its own server, and only to an asker `sight` says
    /// can see where it was played (to anyone else it does not exist).
    pub async fn replay_frame(
        &self,
        id: MatchId,
        asker: UserId,
        guild: Option<GuildId>,
        sight: &dyn Audience,
        shown: Option<ReplayView>,
        ply: u32,
    ) -> ServiceResult<ReplayFrame> {
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if m.color_of(asker).is_none() && (guild != Some(m.guild) || !sight.sees(m.place())) {
            return Err(ServiceError::NoSuchMatch);
        }
        let bot = match store::practice::get(&mut conn, id).await? {
            Some(row) => m.color_of(row.bot),
            None => None,
        };
        let views = allowed_views(&m, asker, bot)?;
        let shown = match shown {
            None => views[0],
            Some(v) if views.contains(&v) => v,
            // Only a player of a game in play gets here: the other views open at its end.
            Some(_) => return Err(ServiceError::ReplayViewClosed),
        };
        let finished = m.status == MatchStatus::Finished;
        let game = match self.inner.replays.get(id).filter(|_| finished) {
            Some(game) => game,
            None => {
                let setups = store::setups::both(&mut conn, id).await?;
                let rows = store::moves::all(&mut conn, id).await?;
                drop(conn);
                // A move may land between the two reads: the match row says how far the game is.
                let last = m.ply.min(rows.len() as u32);
                let moves: Vec<PlayedMove> =
                    rows[..last as usize].iter().map(|r| r.played).collect();
                let end = finished.then_some(m.outcome).flatten();
                let start = rebuild::start(&m, &setups)?;
                let game = Arc::new(off_workers(move || Replayed::build(start, moves, end)).await?);
                if finished {
                    self.inner.replays.put(id, game.clone());
                }
                game
            }
        };
        let last = game.moves.len() as u32;
        let ply = ply.min(last);
        let rules = m.rules;
        let (view, guesses) = {
            let game = game.clone();
            off_workers(move || {
                let (view, _) = game.position(ply, shown)?;
                let guesses = match shown {
                    ReplayView::Guess(seat) => {
                        let history: Vec<_> = game.moves[..ply as usize]
                            .iter()
                            .map(|m| m.seen_by(Viewer::Player(seat)))
                            .collect();
                        crate::ai::belief::guesses(&view, &history, rules)
                    }
                    _ => Vec::new(),
                };
                Ok((view, guesses))
            })
            .await?
        };
        let entry = ply
            .checked_sub(1)
            .map(|i| LogEntry::public(ply, &game.moves[i as usize]));
        Ok(ReplayFrame {
            match_id: id,
            ply,
            last,
            shown,
            view,
            entry,
            views,
            place: m.place(),
            guesses,
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

    /// Game `id`, if `sight` may step through it on `guild`: it is over, moves were played and
    /// `sight` can see where.
    pub async fn replayable_game(
        &self,
        guild: GuildId,
        id: MatchId,
        sight: &dyn Audience,
    ) -> ServiceResult<Option<MatchRow>> {
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id).await?;
        Ok(m.filter(|m| {
            m.guild == guild
                && m.status == store::MatchStatus::Finished
                && m.was_played()
                && sight.sees(m.place())
        }))
    }
}
