//! Practice games against the bot. The bot's seat is a player like any other: its setup goes
//! through the same ready step and its moves through [`Service::make_move`], so they are stored,
//! timed and announced like a person's. Its thinking runs on a blocking thread, one practice
//! game at a time across the whole bot, from its own seat's view only (see `crate::seat`);
//! when games queue for it, each thinks less (`think_budget`).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tokio::sync::Semaphore;

use crate::service::game::report::{MoveReport, ReadyReport};

/// Practice games one member may start on a server within [`PRACTICE_WINDOW`] (each opens a
/// thread, so starting and resigning in a loop must not open threads without end).
pub const MAX_PRACTICE_STARTS: u32 = 4;
pub const PRACTICE_WINDOW: chrono::Duration = chrono::Duration::minutes(10);
use crate::ai::{Level, Limits, make_setup};
use crate::engine::{ByColor, Color, PlayedMove, Variant};
use crate::service::{Service, ServiceError, ServiceResult, game::rebuild};
use crate::store::practice::PracticeRow;
use crate::store::{
    self, ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchStatus, UserId,
};

/// The bot's seat in a practice match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PracticeSeat {
    pub bot: UserId,
    pub color: Color,
    pub level: Level,
}

/// Thinking capacity shared by every practice game: one core in all.
#[derive(Debug, Clone)]
pub(in crate::service) struct Thinking {
    permits: Arc<Semaphore>,
    /// Games waiting for the permit: their moves must still come in time (`think_budget`).
    waiting: Arc<AtomicUsize>,
    limits: Arc<Mutex<Limits>>,
    /// Practice games where it may be the bot's turn, for the driver (see `practice_driver`).
    pub(in crate::service) turns: Arc<crate::service::challenge::practice_driver::Turns>,
}

impl Default for Thinking {
    fn default() -> Self {
        Thinking {
            permits: Arc::new(Semaphore::new(1)),
            waiting: Arc::default(),
            limits: Arc::new(Mutex::new(Limits::default())),
            turns: Arc::default(),
        }
    }
}

impl Service {
    /// Starts a practice game of `human` against the bot (`bot` is the bot's own user id).
    /// `first` says which colour the human plays. Never rated. The bot's setup is made and
    /// locked in at once; the human sets up as in any game.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_practice(
        &self,
        guild: GuildId,
        channel: ChannelId,
        human: UserId,
        bot: UserId,
        level: Level,
        variant: Variant,
        first: ColorChoice,
    ) -> ServiceResult<MatchId> {
        let options = MatchOptions {
            variant,
            challenger_color: first,
            ..MatchOptions::default()
        };
        self.create_practice_with(guild, channel, human, bot, level, options)
            .await
    }

    /// Like [`Service::create_practice`] with the rules of `options` (its `challenger_color`
    /// is the human's). `rated` is ignored: practice is never rated. The thread and the
    /// human's setup DM are owed through the outbox, as for an accepted challenge.
    pub async fn create_practice_with(
        &self,
        guild: GuildId,
        channel: ChannelId,
        human: UserId,
        bot: UserId,
        level: Level,
        options: MatchOptions,
    ) -> ServiceResult<MatchId> {
        if human == bot {
            return Err(ServiceError::SelfChallenge);
        }
        let options = MatchOptions {
            rated: false,
            ..options
        };
        crate::service::challenge::make::check_options(&options)?;
        let human_color = options.challenger_color.fixed().unwrap_or_else(|| {
            if rand::random() {
                Color::Red
            } else {
                Color::Blue
            }
        });
        let players = ByColor::new_with(|c| if c == human_color { human } else { bot });
        let mut tx = self.store().begin().await?;
        if store::practice::open_for(&mut tx, guild, human).await?
            >= crate::service::MAX_OPEN_PRACTICE
        {
            return Err(ServiceError::Limit(crate::service::Limit::OpenPractice));
        }
        // Starting and resigning in a loop would open a thread each time.
        let since = (self.clock().now() - PRACTICE_WINDOW).timestamp();
        if store::practice::started_since(&mut tx, guild, human, since).await?
            >= MAX_PRACTICE_STARTS
        {
            return Err(ServiceError::PracticeTooOften);
        }
        let id = self
            .create_match_in(&mut tx, guild, channel, players, options)
            .await?;
        let row = PracticeRow {
            match_id: id,
            bot,
            level: level.name().to_string(),
        };
        store::practice::insert(&mut tx, &row).await?;
        self.owe_opening(&mut tx, id, None).await?;
        tx.commit().await?;
        self.deadlines_changed();
        self.announced();
        self.bot_setup(id).await?;
        Ok(id)
    }

    /// The bot's seat if `id` is a practice match.
    pub async fn practice_seat(&self, id: MatchId) -> ServiceResult<Option<PracticeSeat>> {
        let mut conn = self.store().conn().await?;
        let Some(row) = store::practice::get(&mut conn, id).await? else {
            return Ok(None);
        };
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        let color = m.color_of(row.bot).ok_or(ServiceError::NotYourGame)?;
        let level = Level::parse(&row.level)
            .ok_or_else(|| ServiceError::Internal(format!("unknown bot level {}", row.level)))?;
        Ok(Some(PracticeSeat {
            bot: row.bot,
            color,
            level,
        }))
    }

    /// Makes and locks in the bot's setup if the match is in setup and it is not ready yet.
    pub async fn bot_setup(&self, id: MatchId) -> ServiceResult<Option<ReadyReport>> {
        let Some(seat) = self.practice_seat(id).await? else {
            return Ok(None);
        };
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        let mine = store::setups::get(&mut conn, id, seat.color).await?;
        if m.status != MatchStatus::Setup || mine.is_none_or(|s| s.ready) {
            return Ok(None);
        }
        let previous =
            store::practice::previous_bot_setup(&mut conn, seat.bot, m.rules.variant, id).await?;
        let deployment = make_setup(
            seat.level,
            m.rules.variant,
            rand::random(),
            previous.as_ref(),
        );
        store::setups::set_deployment(&mut conn, id, seat.color, &deployment).await?;
        drop(conn);
        match self.setup_ready(id, seat.bot).await {
            Ok(report) => Ok(Some(report)),
            Err(ServiceError::AlreadyReady) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// If it is the bot's turn in practice match `id`, thinks and plays. The thinking runs on a
    /// blocking thread while holding the single thinking permit, never under the match lock, so
    /// human moves elsewhere (and this match's resign button) are never held up; a move made
    /// stale meanwhile is dropped. The report is announced like a human's move.
    pub async fn bot_turn(&self, id: MatchId) -> ServiceResult<Option<MoveReport>> {
        let Some(seat) = self.practice_seat(id).await? else {
            return Ok(None);
        };
        let (game, played, ply) = {
            let mut slot = self.locks().lock(id).await;
            let mut conn = self.store().conn().await?;
            let m = store::matches::get(&mut conn, id)
                .await?
                .ok_or(ServiceError::NoSuchMatch)?;
            if m.status != MatchStatus::Playing {
                return Ok(None);
            }
            let game = rebuild::load(&mut slot, &mut conn, &m).await?.clone();
            if game.to_move() != seat.color || game.is_over() {
                return Ok(None);
            }
            let played: Vec<PlayedMove> = store::moves::all(&mut conn, id)
                .await?
                .into_iter()
                .map(|r| r.played)
                .collect();
            (game, played, m.ply)
        };
        let thinking = self.thinking().clone();
        let arrived = Instant::now();
        thinking.waiting.fetch_add(1, Ordering::SeqCst);
        let permit = thinking.permits.clone().acquire_owned().await;
        let behind = thinking.waiting.fetch_sub(1, Ordering::SeqCst) - 1;
        let permit = permit.map_err(|_| ServiceError::Internal("bot thinking closed".into()))?;
        let seed = (id.0 as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(ply);
        let limits = crate::service::challenge::think_budget::shrink(
            *thinking.limits.lock().unwrap_or_else(|e| e.into_inner()),
            arrived.elapsed(),
            behind,
        );
        let level = seat.level;
        let chosen = tokio::task::spawn_blocking(move || {
            crate::seat::bot_move(&game, &played, level, &limits, seed)
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("bot thinking failed: {e}")))?;
        drop(permit);
        let Some(mv) = chosen else { return Ok(None) };
        match self.make_move(id, seat.bot, mv, Some(ply)).await {
            Ok(report) => Ok(Some(report)),
            Err(ServiceError::StaleMove { .. } | ServiceError::NotYourTurn) => Ok(None),
            Err(ServiceError::GameOver | ServiceError::NotStarted) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// A rematch of practice match `id` for its human `user`: a new practice game at the same
    /// level and rules, colours swapped, its thread in the channel the first one started from.
    /// `None` if `id` is not a practice match (then it is an ordinary rematch).
    pub async fn practice_rematch(
        &self,
        id: MatchId,
        user: UserId,
    ) -> ServiceResult<Option<(MatchId, Level, MatchOptions)>> {
        let Some(seat) = self.practice_seat(id).await? else {
            return Ok(None);
        };
        let m = self.get_match(id).await?;
        if user == seat.bot || m.color_of(user).is_none() {
            return Err(ServiceError::NotYourGame);
        }
        let options = MatchOptions {
            // The human takes the bot's colour of the last game.
            challenger_color: match seat.color {
                Color::Red => ColorChoice::Red,
                Color::Blue => ColorChoice::Blue,
            },
            ..m.options
        };
        let new = self
            .create_practice_with(m.guild, m.channel, user, seat.bot, seat.level, options)
            .await?;
        Ok(Some((new, seat.level, options)))
    }

    /// Practice matches the bot must look at after a restart (its setup, or its turn).
    pub async fn practice_to_resume(&self) -> ServiceResult<Vec<MatchId>> {
        let mut conn = self.store().conn().await?;
        Ok(store::practice::active(&mut conn).await?)
    }

    /// The bot's per-move limits for every practice game (tests make them small).
    pub fn set_bot_limits(&self, limits: Limits) {
        *self
            .thinking()
            .limits
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = limits;
    }
}
