//! Tournaments: creation, sign-up, start, withdrawals, cancellation and what they look like.
//! Rounds, results and deadlines are in [`tournament_rounds`](crate::service::tournament::rounds).
//!
//! Every change runs in one write transaction that rebuilds the pure core from the rows, asks
//! it, and writes back what changed, so a restart at any point resumes where it stopped.

use crate::service::challenge::make::check_options;
use crate::service::{Service, ServiceError, ServiceResult, outbox::posts};
use crate::store::{
    self, Conn, GameRow, GuildId, MatchId, MatchStatus, NewTournament, PlayerRow, RoundRow,
    TournamentId, TournamentRow, TournamentStatus, UserId,
};
use crate::tournament::{
    Bracket, Entrant, Format, PlayerId, Standings, Tournament, TournamentError,
};

/// Longest tournament name, in characters.
pub const MAX_NAME_CHARS: usize = 64;
/// Largest field a tournament may allow.
pub const MAX_PLAYERS: u32 = 128;
/// The field size of a tournament created without one.
pub const DEFAULT_MAX_PLAYERS: u32 = 16;
/// Shortest round deadline.
pub const MIN_ROUND_SECS: u32 = 60;

/// Who asks for a change. The Discord layer knows the member's permissions: `organiser` is
/// true for members with Manage Server or the server's organiser role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub user: UserId,
    pub organiser: bool,
}

/// A tournament request that cannot be done; nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TournamentProblem {
    NoSuchTournament,
    NotOrganiser,
    AlreadyJoined,
    NotJoined,
    SignupClosed,
    Full,
    TooFewPlayers,
    AlreadyStarted,
    NotEntrant,
    AlreadyWithdrawn,
    Over,
    BadName,
    BadMaxPlayers,
    BadSwissRounds,
    BadSignupDeadline,
    BadRoundLength,
    CreateNotAllowed,
    OwnOpponent,
    TooManyTournaments,
    CreatorPlays,
}

impl TournamentProblem {
    /// Every problem, for catalogue completeness tests.
    pub const ALL: [TournamentProblem; 20] = {
        use TournamentProblem::*;
        [
            NoSuchTournament,
            NotOrganiser,
            AlreadyJoined,
            NotJoined,
            SignupClosed,
            Full,
            TooFewPlayers,
            AlreadyStarted,
            NotEntrant,
            AlreadyWithdrawn,
            Over,
            BadName,
            BadMaxPlayers,
            BadSwissRounds,
            BadSignupDeadline,
            BadRoundLength,
            CreateNotAllowed,
            OwnOpponent,
            TooManyTournaments,
            CreatorPlays,
        ]
    };

    /// A stable key per problem, for message catalogues (`error-<key>`) and logs.
    pub fn key(&self) -> &'static str {
        use TournamentProblem::*;
        match self {
            NoSuchTournament => "tournament-not-found",
            NotOrganiser => "tournament-not-organiser",
            AlreadyJoined => "tournament-already-joined",
            NotJoined => "tournament-not-joined",
            SignupClosed => "tournament-signup-closed",
            Full => "tournament-full",
            TooFewPlayers => "tournament-too-few-players",
            AlreadyStarted => "tournament-already-started",
            NotEntrant => "tournament-not-entrant",
            AlreadyWithdrawn => "tournament-already-withdrawn",
            Over => "tournament-over",
            BadName => "tournament-bad-name",
            BadMaxPlayers => "tournament-bad-max-players",
            BadSwissRounds => "tournament-bad-swiss-rounds",
            BadSignupDeadline => "tournament-bad-signup-deadline",
            BadRoundLength => "tournament-bad-round-length",
            CreateNotAllowed => "tournament-create-not-allowed",
            OwnOpponent => "tournament-own-opponent",
            TooManyTournaments => "tournament-too-many",
            CreatorPlays => "tournament-creator-plays",
        }
    }
}

/// A tournament and everything stored about it.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentState {
    pub row: TournamentRow,
    /// In joining order.
    pub players: Vec<PlayerRow>,
    pub rounds: Vec<RoundRow>,
    /// By round, then board.
    pub games: Vec<GameRow>,
}

impl TournamentState {
    pub fn id(&self) -> TournamentId {
        self.row.id
    }

    /// The pure core, once the tournament has started.
    pub fn core(&self) -> Option<Tournament> {
        if self.row.status == TournamentStatus::Signup {
            return None;
        }
        let (players, rounds) =
            store::tournaments::core_parts(&self.players, &self.rounds, &self.games);
        Tournament::from_parts(self.row.format, players, rounds).ok()
    }

    /// The table with tiebreaks (the winner is set once finished); None before the start.
    pub fn standings(&self) -> Option<Standings> {
        self.core().map(|t| t.standings())
    }

    /// The knockout bracket of a single elimination that has started.
    pub fn bracket(&self) -> Option<Bracket> {
        self.core().and_then(|t| t.bracket())
    }

    /// The round being played (the last one paired).
    pub fn current_round(&self) -> Option<&RoundRow> {
        self.rounds.last()
    }

    /// Games of one round in board order.
    pub fn round_games(&self, round: u32) -> impl Iterator<Item = &GameRow> {
        self.games.iter().filter(move |g| g.round == round)
    }

    pub fn entrant(&self, user: UserId) -> Option<&PlayerRow> {
        self.players.iter().find(|p| p.user == user)
    }

    /// Rounds the tournament lasts with its current field.
    pub fn total_rounds(&self) -> usize {
        self.row.format.total_rounds(self.players.len())
    }

    fn may_manage(&self, actor: Actor) -> bool {
        actor.organiser || actor.user == self.row.creator
    }

    /// A creator who plays is a rival, not a judge: they may start their tournament, but not
    /// withdraw other players, nor cancel it once it runs. Organisers (Manage Server or the
    /// server's organiser role) keep every power, playing or not.
    fn creator_plays(&self, actor: Actor) -> bool {
        !actor.organiser && self.entrant(actor.user).is_some()
    }
}

/// A Swiss shortened at the start: more rounds were asked for than the field allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SwissClamp {
    pub asked: u32,
    pub rounds: u32,
}

/// A tournament that has just started.
#[derive(Debug, Clone, PartialEq)]
pub struct Started {
    pub state: TournamentState,
    /// Set when the number of Swiss rounds was lowered to fit the players who came.
    pub clamped: Option<SwissClamp>,
}

/// What a withdrawal changed.
#[derive(Debug, Clone, PartialEq)]
pub struct Withdrawal {
    pub state: TournamentState,
    pub player: UserId,
    /// Who asked: the player themself, an organiser or the creator.
    pub by: UserId,
    /// The player's match that was still going and ended with the withdrawal.
    pub ended_match: Option<MatchId>,
    /// Rounds paired because the withdrawal completed a round.
    pub rounds_started: Vec<u32>,
}

/// How long `/tournament create` has to post and remember its reply (the sign-up message)
/// before the outbox makes sure of it.
const SIGNUP_REPLY_GRACE: std::time::Duration = std::time::Duration::from_secs(15);

impl Service {
    /// Creates a tournament taking sign-ups. Only organisers may, unless the server opted in
    /// to open tournaments (`/server open_tournaments`), so a member cannot make themself the
    /// judge of a rated event.
    pub async fn create_tournament(
        &self,
        new: NewTournament,
        actor: Actor,
    ) -> ServiceResult<TournamentState> {
        use TournamentProblem as P;
        if !actor.organiser && !self.guild_settings(new.guild).await?.open_tournaments {
            return Err(P::CreateNotAllowed.into());
        }
        // Counted in the inserting (write-locked) transaction: two tournaments created at
        // once cannot both see room for one more.
        let mut tx = self.store().begin().await?;
        let running = store::tournaments::open_created_by(&mut tx, new.guild, new.creator).await?;
        if running >= crate::service::MAX_OPEN_TOURNAMENTS {
            return Err(P::TooManyTournaments.into());
        }
        let name = new.name.trim().to_owned();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
            return Err(P::BadName.into());
        }
        if !(2..=MAX_PLAYERS).contains(&new.max_players) {
            return Err(P::BadMaxPlayers.into());
        }
        if let Format::Swiss { rounds } = new.format
            && (rounds == 0 || rounds >= new.max_players)
        {
            return Err(P::BadSwissRounds.into());
        }
        if new.signup_deadline.is_some_and(|d| d <= self.clock().now()) {
            return Err(P::BadSignupDeadline.into());
        }
        if new.round_secs.is_some_and(|s| s < MIN_ROUND_SECS) {
            return Err(P::BadRoundLength.into());
        }
        check_options(&new.options)?;
        let new = NewTournament { name, ..new };
        let id = store::tournaments::insert(&mut tx, &new, self.clock().now()).await?;
        let state = load(&mut tx, id).await?;
        // The command's reply is the sign-up message. Should it be lost (a crash before the
        // reply or before it was remembered), this posts it, or adopts the reply if it went
        // out; after a reply that was remembered, it only redraws it. Later than any reply
        // can come.
        crate::service::outbox::queue::enqueue_after(
            &mut tx,
            &crate::service::outbox::queue::Announcement::SignupChanged(posts::SignupChanged {
                tournament: id,
            }),
            SIGNUP_REPLY_GRACE,
        )
        .await?;
        tx.commit().await?;
        Ok(state)
    }

    pub async fn tournament(&self, id: TournamentId) -> ServiceResult<TournamentState> {
        let mut conn = self.store().conn().await?;
        load(&mut conn, id).await
    }

    /// Tournaments of a server, newest first (for autocomplete and listings).
    pub async fn tournaments_in(&self, guild: GuildId) -> ServiceResult<Vec<TournamentRow>> {
        let mut conn = self.store().conn().await?;
        let mut rows = store::tournaments::in_guild(&mut conn, guild).await?;
        rows.reverse();
        Ok(rows)
    }

    /// `user` signs up. Their current rating in the tournament's variant seeds them.
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        user: UserId,
    ) -> ServiceResult<TournamentState> {
        let mut tx = self.store().begin().await?;
        let state = load(&mut tx, id).await?;
        match state.row.status {
            TournamentStatus::Signup => {}
            TournamentStatus::Running => return Err(TournamentProblem::SignupClosed.into()),
            _ => return Err(TournamentProblem::Over.into()),
        }
        if state.entrant(user).is_some() {
            return Err(TournamentProblem::AlreadyJoined.into());
        }
        if state.players.len() >= state.row.max_players as usize {
            return Err(TournamentProblem::Full.into());
        }
        let rating = seeding_rating(&mut tx, &state.row, user).await?;
        if !store::tournaments::add_player(&mut tx, id, user, rating, self.clock().now()).await? {
            return Err(TournamentProblem::AlreadyJoined.into());
        }
        let state = load(&mut tx, id).await?;
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::SignupChanged(posts::SignupChanged {
                tournament: id,
            }),
        )
        .await?;
        tx.commit().await?;
        self.announced();
        Ok(state)
    }

    /// `user` leaves: before the start they are simply removed; once it runs they withdraw
    /// and forfeit their remaining games.
    pub async fn leave_tournament(
        &self,
        id: TournamentId,
        user: UserId,
    ) -> ServiceResult<Withdrawal> {
        let state = self.tournament(id).await?;
        if state.entrant(user).is_none() {
            return Err(TournamentProblem::NotJoined.into());
        }
        let actor = Actor {
            user,
            organiser: false,
        };
        self.withdraw_from_tournament(id, actor, user).await
    }

    /// Starts the tournament and pairs the first round.
    pub async fn start_tournament(&self, id: TournamentId, actor: Actor) -> ServiceResult<Started> {
        let state = self.tournament(id).await?;
        if !state.may_manage(actor) {
            return Err(TournamentProblem::NotOrganiser.into());
        }
        self.start_now(id).await
    }

    /// Starts without a permission check (sign-up deadline reached). A Swiss with more rounds
    /// than its field allows is shortened to one round fewer than the players (and says so).
    pub(in crate::service) async fn start_now(&self, id: TournamentId) -> ServiceResult<Started> {
        let mut tx = self.store().begin().await?;
        let state = load(&mut tx, id).await?;
        match state.row.status {
            TournamentStatus::Signup => {}
            TournamentStatus::Running => return Err(TournamentProblem::AlreadyStarted.into()),
            _ => return Err(TournamentProblem::Over.into()),
        }
        if state.players.len() < Format::MIN_PLAYERS {
            return Err(TournamentProblem::TooFewPlayers.into());
        }
        let clamped = match state.row.format {
            Format::Swiss { rounds } => {
                let most = (state.players.len() as u32).saturating_sub(1).max(1);
                let fitted = rounds.clamp(1, most);
                (fitted != rounds).then_some(SwissClamp {
                    asked: rounds,
                    rounds: fitted,
                })
            }
            _ => None,
        };
        let format = match clamped {
            Some(c) => {
                let format = Format::Swiss { rounds: c.rounds };
                store::tournaments::set_format(&mut tx, id, &format).await?;
                // Said before the first round's pairings, in the same lane.
                crate::service::outbox::queue::enqueue(
                    &mut tx,
                    &crate::service::outbox::queue::Announcement::SwissShortened(
                        posts::SwissShortened {
                            tournament: id,
                            clamp: c,
                            players: state.players.len() as u32,
                        },
                    ),
                )
                .await?;
                format
            }
            None => state.row.format,
        };
        // Seeds follow the ratings at the start, not at sign-up.
        let mut entrants = Vec::new();
        for p in &state.players {
            let rating = seeding_rating(&mut tx, &state.row, p.user).await?;
            store::tournaments::set_rating(&mut tx, id, p.user, rating).await?;
            entrants.push(Entrant::new(PlayerId(p.user.0), rating));
        }
        Tournament::new(format, entrants).map_err(|e| match e {
            TournamentError::BadSwissLength { .. } => TournamentProblem::BadSwissRounds.into(),
            TournamentError::TooFewPlayers { .. } => TournamentProblem::TooFewPlayers.into(),
            other => ServiceError::Internal(format!("tournament {id}: {other}")),
        })?;
        let now = self.clock().now();
        if !store::tournaments::set_status(
            &mut tx,
            id,
            TournamentStatus::Signup,
            TournamentStatus::Running,
            now,
        )
        .await?
        {
            return Err(TournamentProblem::AlreadyStarted.into());
        }
        self.advance_in(&mut tx, id, now).await?;
        let state = load(&mut tx, id).await?;
        tx.commit().await?;
        self.announced();
        self.deadlines_changed();
        if let Some(c) = clamped {
            tracing::info!(tournament = %id, asked = c.asked, rounds = c.rounds, "Swiss shortened to fit its field");
        }
        Ok(Started { state, clamped })
    }

    /// Withdraws `player` (an organiser, the creator, or the player themself may). Their
    /// game in progress ends as a loss, later games are forfeited; past results stand. Nobody
    /// may withdraw the opponent of their own unfinished game: that would be winning it by
    /// decree.
    pub async fn withdraw_from_tournament(
        &self,
        id: TournamentId,
        actor: Actor,
        player: UserId,
    ) -> ServiceResult<Withdrawal> {
        let state = self.tournament(id).await?;
        if actor.user != player && !state.may_manage(actor) {
            return Err(TournamentProblem::NotOrganiser.into());
        }
        if actor.user != player && state.creator_plays(actor) {
            return Err(TournamentProblem::CreatorPlays.into());
        }
        let entrant = state.entrant(player).ok_or(TournamentProblem::NotEntrant)?;
        if entrant.withdrawn {
            return Err(TournamentProblem::AlreadyWithdrawn.into());
        }
        let against_actor = state.games.iter().any(|g| {
            g.result.is_none()
                && ((g.red == player && g.blue == actor.user)
                    || (g.blue == player && g.red == actor.user))
        });
        if actor.user != player && against_actor {
            return Err(TournamentProblem::OwnOpponent.into());
        }
        match state.row.status {
            TournamentStatus::Signup => {
                let mut tx = self.store().begin().await?;
                if !store::tournaments::remove_player(&mut tx, id, player).await? {
                    return Err(TournamentProblem::NotEntrant.into());
                }
                let state = load(&mut tx, id).await?;
                crate::service::outbox::queue::enqueue(
                    &mut tx,
                    &crate::service::outbox::queue::Announcement::SignupChanged(
                        posts::SignupChanged { tournament: id },
                    ),
                )
                .await?;
                tx.commit().await?;
                self.announced();
                return Ok(Withdrawal {
                    state,
                    player,
                    by: actor.user,
                    ended_match: None,
                    rounds_started: Vec::new(),
                });
            }
            TournamentStatus::Running => {}
            _ => return Err(TournamentProblem::Over.into()),
        }
        // The player's open game, locked first like every match change.
        let open = state
            .games
            .iter()
            .filter(|g| g.result.is_none() && (g.red == player || g.blue == player))
            .find_map(|g| g.match_id);
        let slot = match open {
            Some(m) => Some(self.locks().lock(m).await),
            None => None,
        };
        let now = self.clock().now();
        let mut tx = self.store().begin().await?;
        let ended_match = match open {
            Some(m) => self.forfeit_match_in(&mut tx, m, player, now).await?,
            None => None,
        };
        self.withdraw_in(&mut tx, id, player).await?;
        // Before any round the withdrawal completes is paired.
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::TournamentWithdrawal(
                posts::TournamentWithdrawal {
                    tournament: id,
                    player,
                    by: actor.user,
                },
            ),
        )
        .await?;
        let progress = self.advance_in(&mut tx, id, now).await?;
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::SignupChanged(posts::SignupChanged {
                tournament: id,
            }),
        )
        .await?;
        let state = load(&mut tx, id).await?;
        tx.commit().await?;
        self.announced();
        self.deadlines_changed();
        if let Some(mut slot) = slot {
            // The cached game no longer matches the finished match.
            *slot = None;
        }
        Ok(Withdrawal {
            state,
            player,
            by: actor.user,
            ended_match,
            rounds_started: progress.rounds_started,
        })
    }

    /// Cancels the tournament; its unfinished games are cancelled without a result. Returns
    /// those matches so their threads can say so.
    pub async fn cancel_tournament(
        &self,
        id: TournamentId,
        actor: Actor,
    ) -> ServiceResult<(TournamentState, Vec<MatchId>)> {
        let state = self.tournament(id).await?;
        if !state.may_manage(actor) {
            return Err(TournamentProblem::NotOrganiser.into());
        }
        if state.row.status.is_over() {
            return Err(TournamentProblem::Over.into());
        }
        if state.row.status == TournamentStatus::Running && state.creator_plays(actor) {
            return Err(TournamentProblem::CreatorPlays.into());
        }
        let now = self.clock().now();
        let mut tx = self.store().begin().await?;
        if !store::tournaments::set_status(
            &mut tx,
            id,
            state.row.status,
            TournamentStatus::Cancelled,
            now,
        )
        .await?
        {
            return Err(TournamentProblem::Over.into());
        }
        let mut cancelled = Vec::new();
        for m in state
            .games
            .iter()
            .filter(|g| g.result.is_none())
            .filter_map(|g| g.match_id)
        {
            if crate::service::game::finish::finish_match(
                &mut tx,
                m,
                MatchStatus::Cancelled,
                None,
                now,
            )
            .await?
            {
                cancelled.push(m);
            }
        }
        let state = load(&mut tx, id).await?;
        crate::service::outbox::queue::enqueue(
            &mut tx,
            &crate::service::outbox::queue::Announcement::SignupChanged(posts::SignupChanged {
                tournament: id,
            }),
        )
        .await?;
        tx.commit().await?;
        self.announced();
        Ok((state, cancelled))
    }
}

/// Everything stored about a tournament.
pub(in crate::service) async fn load(
    conn: &mut Conn,
    id: TournamentId,
) -> ServiceResult<TournamentState> {
    let row = store::tournaments::get(conn, id)
        .await?
        .ok_or(TournamentProblem::NoSuchTournament)?;
    Ok(TournamentState {
        players: store::tournaments::players(conn, id).await?,
        rounds: store::tournaments::rounds(conn, id).await?,
        games: store::tournaments::games(conn, id).await?,
        row,
    })
}

/// The player's rating in the tournament's variant on its server (1500 for newcomers).
async fn seeding_rating(conn: &mut Conn, t: &TournamentRow, user: UserId) -> ServiceResult<f64> {
    Ok(store::ratings::get(conn, t.guild, t.options.variant, user)
        .await?
        .map_or(crate::tournament::Rating::default().rating, |r| {
            r.rating.rating
        }))
}

impl From<TournamentProblem> for ServiceError {
    fn from(p: TournamentProblem) -> Self {
        ServiceError::Tournament(p)
    }
}
