//! Tournament rounds: recording results of finished matches, pairing the next round with a
//! match per game, withdrawals, round deadlines, and the news the Discord layer posts.
//!
//! Everything here is idempotent and driven by the stored rows: whatever was interrupted by a
//! restart is picked up by the next call ([`Service::resume_tournaments`] at start-up, the
//! next finished match, or the next [`Service::tournament_tick`]).

use chrono::{DateTime, Duration, Utc};

use crate::engine::{ByColor, Color, EndReason, Outcome};
use crate::service::outbox::queue::Announcement;
use crate::service::outbox::voice::{TournamentDmVoice, Voices};
use crate::service::tournament::lifecycle::load;
use crate::service::{Service, ServiceError, ServiceResult, game::rebuild, outbox::posts};
use crate::store::{
    self, Conn, GameRow, MatchId, MatchRow, MatchStatus, RatingChange, RoundRow, TournamentId,
    TournamentRow, TournamentStatus, UserId,
};
use crate::tournament::{GameRef, GameResult, PlayerId, Side, Tournament};

/// What a change did to a tournament's rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// Rounds paired (from 0); their matches are waiting in setup.
    pub rounds_started: Vec<u32>,
    /// Knockout replays created for drawn ties.
    pub replays: Vec<MatchId>,
    /// The last game was decided: final standings are ready.
    pub finished: bool,
}

/// What happened because a match ended.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Aftermath {
    /// Set the first time a rated match is applied to the ratings.
    pub rating: Option<RatingChange>,
    /// The tournament the match belongs to.
    pub tournament: Option<TournamentId>,
    pub progress: Progress,
}

/// Games a round deadline decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeadlineSettled {
    pub tournament: TournamentId,
    pub round: u32,
    /// Matches ended at the deadline (their threads should say so).
    pub ended: Vec<MatchId>,
    /// Players who ran out of time and so forfeit the rest of the tournament.
    pub timed_out: Vec<UserId>,
    pub progress: Progress,
}

/// What a periodic tick did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TickReport {
    /// Sign-up deadline reached and started.
    pub started: Vec<TournamentId>,
    /// Swiss tournaments shortened at the start because fewer players came than rounds.
    pub clamped: Vec<(TournamentId, crate::service::SwissClamp)>,
    /// Sign-up deadline reached with too few players: cancelled.
    pub cancelled: Vec<TournamentId>,
    pub settled: Vec<DeadlineSettled>,
    /// Tournaments that could not be started or settled this time; the others went on.
    pub failed: Vec<TickFailure>,
}

/// Which part of the tick failed for a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TickStep {
    /// Starting it at its sign-up deadline.
    Start,
    /// Settling its round deadline.
    RoundDeadline,
}

/// A tournament the tick could not handle: logged with its id, retried with backoff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TickFailure {
    pub tournament: TournamentId,
    pub step: TickStep,
    /// Where to tell its organisers (None if even that cannot be read).
    pub place: Option<store::TournamentPlace>,
    /// The refusal, when it is one an organiser can act on; None for a fault of the bot.
    pub problem: Option<crate::service::TournamentProblem>,
    /// For logs only.
    pub error: String,
    /// Failures in a row: the organisers are told on the first.
    pub failures: u32,
    pub retry_at: DateTime<Utc>,
}

/// What the tick did for one tournament whose sign-up closed.
enum SignupClosed {
    Started(Option<crate::service::SwissClamp>),
    Cancelled,
}

impl Service {
    /// Call after a match ends (the match service does it itself after every ending): applies
    /// a rated game to the ratings, records a tournament game's result, and pairs the next
    /// round when this completed one. Safe to call again; later calls change nothing.
    pub async fn match_over(&self, id: MatchId) -> ServiceResult<Aftermath> {
        let now = self.clock().now();
        let mut tx = self.store().begin().await?;
        let m = store::matches::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if m.status.is_active() {
            return Ok(Aftermath::default());
        }
        let rating = self.rate_match_in(&mut tx, &m, now).await?;
        let game = store::tournaments::game_of_match(&mut tx, id).await?;
        let tournament = game.map(|(t, _)| t);
        let progress = match game {
            // Recorded already (a withdrawal or round deadline ended it): nothing more to do.
            Some((_, g)) if g.result.is_some() => Progress::default(),
            Some((t, _)) => {
                // Running out of time abandons the tournament: record the game, then
                // withdraw before the next round is paired.
                let progress = self.record_results_in(&mut tx, t).await?;
                for player in timed_out(&m) {
                    self.withdraw_in(&mut tx, t, player).await?;
                }
                let mut more = self.advance_in(&mut tx, t, now).await?;
                more.replays.extend(progress.replays);
                more
            }
            None => Progress::default(),
        };
        tx.commit().await?;
        self.announced();
        self.deadlines_changed();
        Ok(Aftermath {
            rating,
            tournament,
            progress,
        })
    }

    /// The hook the match service runs after a match ended: failures are logged, not
    /// returned, because the ending itself is already durable; the next tick repairs them.
    pub(in crate::service) async fn after_match_over(&self, id: MatchId) {
        self.announced();
        if let Err(e) = self.match_over(id).await {
            tracing::error!(match_id = %id, "after the match ended: {e:?}");
        }
        self.locks().forget(id);
    }

    /// At start-up: applies ratings and tournament results that a stop interrupted and pairs
    /// rounds that became complete meanwhile. One tournament that fails is logged and left to
    /// the tick; the others are resumed.
    pub async fn resume_tournaments(&self) -> ServiceResult<Vec<Progress>> {
        let mut conn = self.store().conn().await?;
        let unrated = store::ratings::unrated_finished(&mut conn).await?;
        let running = store::tournaments::running(&mut conn).await?;
        drop(conn);
        for id in unrated {
            if let Err(e) = self.match_over(id).await {
                tracing::error!(match_id = %id, "not resumed: {e}");
            }
        }
        let mut out = Vec::new();
        for id in running {
            let resumed = async {
                let mut tx = self.store().begin().await?;
                let progress = self.advance_in(&mut tx, id, self.clock().now()).await?;
                tx.commit().await?;
                self.announced();
                ServiceResult::Ok(progress)
            }
            .await;
            match resumed {
                Ok(progress) => out.push(progress),
                Err(e) => tracing::error!(tournament = %id, "not resumed: {e}"),
            }
        }
        self.deadlines_changed();
        Ok(out)
    }

    /// Starts tournaments whose sign-up deadline passed (or cancels them with too few players)
    /// and settles rounds whose deadline passed. Run it every minute or so. Each tournament is
    /// handled on its own: one that fails is reported in [`TickReport::failed`], logged with
    /// its id and retried with a growing wait, and never stops the others.
    pub async fn tournament_tick(&self, now: DateTime<Utc>) -> ServiceResult<TickReport> {
        let mut report = TickReport::default();
        let mut conn = self.store().conn().await?;
        let due = store::tournaments::signup_due(&mut conn, now).await?;
        drop(conn);
        for id in due {
            if self.tick_waiting(id, now).await? {
                continue;
            }
            match self.close_signup(id, now).await {
                Ok(SignupClosed::Started(clamp)) => {
                    self.tick_succeeded(id).await?;
                    report.started.push(id);
                    report.clamped.extend(clamp.map(|c| (id, c)));
                }
                Ok(SignupClosed::Cancelled) => {
                    self.tick_succeeded(id).await?;
                    report.cancelled.push(id);
                }
                Err(e) => report
                    .failed
                    .push(self.tick_failed(id, TickStep::Start, e, now).await),
            }
        }
        let mut conn = self.store().conn().await?;
        let running = store::tournaments::running(&mut conn).await?;
        drop(conn);
        for id in running {
            if self.tick_waiting(id, now).await? {
                continue;
            }
            match self.settle_round_deadline(id, now).await {
                Ok(settled) => {
                    self.tick_succeeded(id).await?;
                    report.settled.extend(settled);
                }
                Err(e) => report
                    .failed
                    .push(self.tick_failed(id, TickStep::RoundDeadline, e, now).await),
            }
        }
        Ok(report)
    }

    async fn tick_failed(
        &self,
        id: TournamentId,
        step: TickStep,
        error: ServiceError,
        now: DateTime<Utc>,
    ) -> TickFailure {
        let failed = match self.tick_failure(id, now).await {
            Ok(failed) => failed,
            // Not counted: retried on the next tick, and nobody is told twice by accident.
            Err(e) => {
                tracing::warn!(tournament = %id, "tick failure not recorded: {e}");
                crate::service::tick_backoff::Failed {
                    failures: 0,
                    retry_at: now,
                }
            }
        };
        tracing::error!(
            tournament = %id,
            ?step,
            failures = failed.failures,
            retry_at = %failed.retry_at,
            "tournament not handled: {error}"
        );
        let place = match self.store().conn().await {
            Ok(mut conn) => store::tournaments::place(&mut conn, id)
                .await
                .ok()
                .flatten(),
            Err(_) => None,
        };
        let failure = TickFailure {
            tournament: id,
            step,
            place,
            problem: match &error {
                ServiceError::Tournament(p) => Some(p.clone()),
                _ => None,
            },
            error: error.to_string(),
            failures: failed.failures,
            retry_at: failed.retry_at,
        };
        if failure.failures == 1
            && let Err(e) = self.tell_stuck(&failure).await
        {
            tracing::warn!(tournament = %id, "organisers not told of a failure: {e}");
        }
        failure
    }

    /// Owes the organiser word of a tournament the tick could not handle (on its first
    /// failure only; the later retries stay quiet).
    async fn tell_stuck(&self, failure: &TickFailure) -> ServiceResult<()> {
        let Some(place) = &failure.place else {
            return Ok(());
        };
        let mut tx = self.store().begin().await?;
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::TournamentStuck(posts::TournamentStuck {
                tournament: failure.tournament,
                place: place.clone(),
                deadline: failure.step == TickStep::RoundDeadline,
                problem: failure.problem.clone(),
                retry_at: failure.retry_at.timestamp(),
            }),
        )
        .await?;
        tx.commit().await?;
        self.announced();
        Ok(())
    }

    /// Sign-up closed for `id`: start it, or cancel it with too few players.
    async fn close_signup(
        &self,
        id: TournamentId,
        now: DateTime<Utc>,
    ) -> ServiceResult<SignupClosed> {
        let mut conn = self.store().conn().await?;
        let players = store::tournaments::players(&mut conn, id).await?.len();
        drop(conn);
        if players >= crate::tournament::Format::MIN_PLAYERS {
            let started = self.start_now(id).await?;
            return Ok(SignupClosed::Started(started.clamped));
        }
        let mut tx = self.store().begin().await?;
        store::tournaments::set_status(
            &mut tx,
            id,
            TournamentStatus::Signup,
            TournamentStatus::Cancelled,
            now,
        )
        .await?;
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::SignupChanged(posts::SignupChanged {
                tournament: id,
            }),
        )
        .await?;
        tx.commit().await?;
        self.announced();
        Ok(SignupClosed::Cancelled)
    }

    /// Ends every game still open when its round's deadline has passed, by the time-control
    /// rule: in setup, whoever has not locked in their army loses (both: neither scores); in
    /// play, the player to move runs out of time. Whoever ran out of time forfeits the rest
    /// of the tournament. Then the next round is paired. A tournament that fails is logged
    /// and skipped; the others are settled.
    pub async fn settle_round_deadlines(
        &self,
        now: DateTime<Utc>,
    ) -> ServiceResult<Vec<DeadlineSettled>> {
        let mut conn = self.store().conn().await?;
        let running = store::tournaments::running(&mut conn).await?;
        drop(conn);
        let mut out = Vec::new();
        for id in running {
            match self.settle_round_deadline(id, now).await {
                Ok(settled) => out.extend(settled),
                Err(e) => tracing::error!(tournament = %id, "round deadline not settled: {e}"),
            }
        }
        Ok(out)
    }

    /// [`Service::settle_round_deadlines`] for one tournament.
    async fn settle_round_deadline(
        &self,
        id: TournamentId,
        now: DateTime<Utc>,
    ) -> ServiceResult<Option<DeadlineSettled>> {
        let state = self.tournament(id).await?;
        let Some(round) = state.current_round() else {
            return Ok(None);
        };
        if round.deadline.is_none_or(|d| d > now) {
            return Ok(None);
        }
        let round = round.round;
        let open: Vec<MatchId> = state
            .round_games(round)
            .filter(|g| g.result.is_none())
            .filter_map(|g| g.match_id)
            .collect();
        let mut ended = Vec::new();
        let mut timed_out = Vec::new();
        for m in open {
            if let Some(losers) = self.time_out_match(m, now).await? {
                ended.push(m);
                timed_out.extend(losers);
            }
        }
        let mut tx = self.store().begin().await?;
        self.record_results_in(&mut tx, id).await?;
        for &player in &timed_out {
            self.withdraw_in(&mut tx, id, player).await?;
        }
        let progress = self.advance_in(&mut tx, id, now).await?;
        tx.commit().await?;
        self.announced();
        self.deadlines_changed();
        if ended.is_empty() && progress.rounds_started.is_empty() && !progress.finished {
            return Ok(None);
        }
        Ok(Some(DeadlineSettled {
            tournament: id,
            round,
            ended,
            timed_out,
            progress,
        }))
    }

    /// Ends an open match on time; returns who ran out of it (None if it had already ended).
    async fn time_out_match(
        &self,
        id: MatchId,
        now: DateTime<Utc>,
    ) -> ServiceResult<Option<Vec<UserId>>> {
        let mut slot = self.locks().lock(id).await;
        let mut tx = self.store().begin().await?;
        let m = store::matches::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        let (status, outcome, late) = match m.status {
            MatchStatus::Setup => {
                let setups = store::setups::both(&mut tx, id).await?;
                let late: Vec<Color> = Color::ALL
                    .into_iter()
                    .filter(|&c| !setups.iter().any(|s| s.color == c && s.ready))
                    .collect();
                match late.as_slice() {
                    [one] => (
                        MatchStatus::Finished,
                        Some(Outcome::win(one.opponent(), EndReason::Timeout)),
                        late,
                    ),
                    _ => (MatchStatus::Cancelled, None, late),
                }
            }
            MatchStatus::Playing => {
                let mut game = rebuild::load(&mut slot, &mut tx, &m).await?.clone();
                let color = game.to_move();
                let outcome = game.time_out(color).map_err(ServiceError::from)?;
                (MatchStatus::Finished, Some(outcome), vec![color])
            }
            MatchStatus::Finished | MatchStatus::Cancelled => return Ok(None),
        };
        if !crate::service::game::finish::finish_match(&mut tx, id, status, outcome, now).await? {
            return Ok(None);
        }
        store::draws::clear(&mut tx, id).await?;
        let m = store::matches::get(&mut tx, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        self.rate_match_in(&mut tx, &m, now).await?;
        tx.commit().await?;
        *slot = None;
        Ok(Some(late.into_iter().map(|c| *m.players.get(c)).collect()))
    }

    /// Records finished matches, then pairs rounds for as long as the current one is complete
    /// (a round of forfeits only completes at once), or marks the tournament finished.
    pub(in crate::service) async fn advance_in(
        &self,
        conn: &mut Conn,
        id: TournamentId,
        now: DateTime<Utc>,
    ) -> ServiceResult<Progress> {
        let mut progress = self.record_results_in(conn, id).await?;
        let state = load(conn, id).await?;
        if state.row.status != TournamentStatus::Running {
            return Ok(progress);
        }
        let mut core = core_of(&state.row, &state.players, &state.rounds, &state.games)?;
        while core.open_games() == 0 {
            if core.is_finished() {
                progress.finished = store::tournaments::set_status(
                    conn,
                    id,
                    TournamentStatus::Running,
                    TournamentStatus::Finished,
                    now,
                )
                .await?;
                if progress.finished {
                    let post = crate::service::outbox::queue::Announcement::TournamentFinished(
                        posts::TournamentFinished { tournament: id },
                    );
                    crate::service::outbox::queue::enqueue(conn, &post).await?;
                }
                break;
            }
            let round = core.start_next_round().map_err(|e| internal(id, e))?;
            let paired = &core.rounds()[round];
            let row = RoundRow {
                round: round as u32,
                byes: paired.byes.iter().map(|p| UserId(p.0)).collect(),
                started_at: now,
                deadline: state
                    .row
                    .round_secs
                    .map(|s| now + Duration::seconds(i64::from(s))),
            };
            store::tournaments::insert_round(conn, id, &row).await?;
            let refs: Vec<GameRef> = (0..paired.games.len())
                .map(|game| GameRef { round, game })
                .collect();
            let opened = self.store_games_in(conn, &state.row, &core, &refs).await?;
            // One opening and two pairing DMs per game, each in the game's lane, and one lane
            // per bye: a failure holds back that game or that player only, and a retry never
            // starts the round over.
            let dm_voice = |language| TournamentDmVoice {
                name: state.row.name.clone(),
                rounds: state.total_rounds() as u32,
                language,
            };
            for (match_id, voices) in opened {
                for color in Color::ALL {
                    let language = voices.boards.get(color).language.clone();
                    let dm = Announcement::PairingDm(posts::PairingDm {
                        match_id,
                        tournament: id,
                        round: row.round,
                        color,
                        voice: dm_voice(language),
                    });
                    crate::service::outbox::queue::enqueue(conn, &dm).await?;
                }
            }
            for &user in &row.byes {
                let reader = store::prefs::get(conn, user).await?;
                let dm = Announcement::ByeDm(posts::ByeDm {
                    tournament: id,
                    round: row.round,
                    user,
                    voice: dm_voice(reader.language),
                });
                crate::service::outbox::queue::enqueue(conn, &dm).await?;
            }
            let post = Announcement::RoundStarted(posts::RoundStarted {
                tournament: id,
                round: row.round,
            });
            crate::service::outbox::queue::enqueue(conn, &post).await?;
            progress.rounds_started.push(row.round);
        }
        Ok(progress)
    }

    /// Writes the results of ended matches that are not recorded yet, and the knockout
    /// replays they call for.
    async fn record_results_in(
        &self,
        conn: &mut Conn,
        id: TournamentId,
    ) -> ServiceResult<Progress> {
        let mut progress = Progress::default();
        let state = load(conn, id).await?;
        if state.row.status != TournamentStatus::Running {
            return Ok(progress);
        }
        let mut core = core_of(&state.row, &state.players, &state.rounds, &state.games)?;
        for g in state.games.iter().filter(|g| g.result.is_none()) {
            let Some(match_id) = g.match_id else { continue };
            let m = store::matches::get(conn, match_id)
                .await?
                .ok_or(ServiceError::NoSuchMatch)?;
            let Some(result) = result_of(&m) else {
                continue;
            };
            let at = GameRef {
                round: g.round as usize,
                game: g.game as usize,
            };
            let replays = core
                .record_result(at, result)
                .map_err(|e| internal(id, e))?;
            store::tournaments::set_result(conn, id, g.round, g.game, result).await?;
            let created = self
                .store_games_in(conn, &state.row, &core, &replays)
                .await?;
            progress
                .replays
                .extend(created.into_iter().map(|(id, _)| id));
        }
        Ok(progress)
    }

    /// Marks `player` withdrawn and writes the forfeits (and knockout replays) it causes.
    pub(in crate::service) async fn withdraw_in(
        &self,
        conn: &mut Conn,
        id: TournamentId,
        player: UserId,
    ) -> ServiceResult<()> {
        let state = load(conn, id).await?;
        if state.entrant(player).is_none_or(|p| p.withdrawn) {
            return Ok(());
        }
        let mut core = core_of(&state.row, &state.players, &state.rounds, &state.games)?;
        let changed = core
            .withdraw(PlayerId(player.0))
            .map_err(|e| internal(id, e))?;
        store::tournaments::set_withdrawn(conn, id, player).await?;
        let mut new = Vec::new();
        for at in changed {
            let stored = state
                .games
                .iter()
                .any(|g| g.round as usize == at.round && g.game as usize == at.game);
            let game = core.rounds()[at.round].games[at.game];
            match (stored, game.result) {
                (true, Some(result)) => {
                    store::tournaments::set_result(
                        conn,
                        id,
                        at.round as u32,
                        at.game as u32,
                        result,
                    )
                    .await?;
                }
                (true, None) => {}
                (false, _) => new.push(at),
            }
        }
        self.store_games_in(conn, &state.row, &core, &new).await?;
        Ok(())
    }

    /// Ends `loser`'s open match as a resignation; returns it if it was still going.
    pub(in crate::service) async fn forfeit_match_in(
        &self,
        conn: &mut Conn,
        id: MatchId,
        loser: UserId,
        now: DateTime<Utc>,
    ) -> ServiceResult<Option<MatchId>> {
        let Some(m) = store::matches::get(conn, id).await? else {
            return Ok(None);
        };
        let Some(color) = m.color_of(loser) else {
            return Ok(None);
        };
        let outcome = Outcome::win(color.opponent(), EndReason::Resignation);
        if !crate::service::game::finish::finish_match(
            conn,
            id,
            MatchStatus::Finished,
            Some(outcome),
            now,
        )
        .await?
        {
            return Ok(None);
        }
        store::draws::clear(conn, id).await?;
        if let Some(m) = store::matches::get(conn, id).await? {
            self.rate_match_in(conn, &m, now).await?;
        }
        Ok(Some(id))
    }

    /// Stores the games at `refs` and creates a match for each one still to be played.
    async fn store_games_in(
        &self,
        conn: &mut Conn,
        t: &TournamentRow,
        core: &Tournament,
        refs: &[GameRef],
    ) -> ServiceResult<Vec<(MatchId, Voices)>> {
        let mut created = Vec::new();
        for &at in refs {
            let game = core.rounds()[at.round].games[at.game];
            let players = ByColor {
                red: UserId(game.pairing.red.0),
                blue: UserId(game.pairing.blue.0),
            };
            let match_id = match game.result {
                Some(_) => None,
                None => {
                    let id = self
                        .create_match_in(conn, t.guild, t.channel, players, t.options)
                        .await?;
                    // Each game opens in its own lane: one game whose thread or DMs fail
                    // holds back neither the round's other games nor its pairings post.
                    let voices = self.owe_opening(conn, id, None).await?;
                    created.push((id, voices));
                    Some(id)
                }
            };
            let row = GameRow {
                round: at.round as u32,
                game: at.game as u32,
                red: players.red,
                blue: players.blue,
                result: game.result,
                match_id,
            };
            store::tournaments::insert_game(conn, t.id, &row).await?;
        }
        Ok(created)
    }
}

/// Players who let a deadline of the match pass: the loser on time, or both when neither
/// locked in a setup (the match was then cancelled).
fn timed_out(m: &MatchRow) -> Vec<UserId> {
    match (m.status, m.outcome) {
        (MatchStatus::Finished, Some(o)) if o.reason == EndReason::Timeout => o
            .winner
            .map(|w| vec![*m.players.get(w.opponent())])
            .unwrap_or_default(),
        (MatchStatus::Cancelled, None) if m.started_at.is_none() => {
            vec![m.players.red, m.players.blue]
        }
        _ => Vec::new(),
    }
}

/// The tournament result of an ended match. A match decided before any move (a setup
/// abandoned or timed out) is a forfeit; a cancelled one counts for neither player.
pub fn result_of(m: &MatchRow) -> Option<GameResult> {
    let side = |c: Color| match c {
        Color::Red => Side::Red,
        Color::Blue => Side::Blue,
    };
    match m.status {
        MatchStatus::Setup | MatchStatus::Playing => None,
        MatchStatus::Cancelled => Some(GameResult::DoubleForfeit),
        MatchStatus::Finished => {
            let Some(outcome) = m.outcome else {
                return Some(GameResult::DoubleForfeit);
            };
            Some(match (outcome.winner, m.started_at.is_some()) {
                (Some(w), false) => GameResult::Forfeit {
                    loser: side(w.opponent()),
                },
                (None, false) => GameResult::DoubleForfeit,
                (Some(Color::Red), true) => GameResult::RedWin,
                (Some(Color::Blue), true) => GameResult::BlueWin,
                (None, true) => GameResult::Draw,
            })
        }
    }
}

fn core_of(
    t: &TournamentRow,
    players: &[store::PlayerRow],
    rounds: &[RoundRow],
    games: &[GameRow],
) -> ServiceResult<Tournament> {
    let (entrants, rounds) = store::tournaments::core_parts(players, rounds, games);
    Tournament::from_parts(t.format, entrants, rounds).map_err(|e| internal(t.id, e))
}

fn internal(id: TournamentId, e: impl std::fmt::Display) -> ServiceError {
    ServiceError::Internal(format!("tournament {id}: {e}"))
}
