//! The tournament as plain data, and the operations the service calls on it.

use std::collections::{HashMap, HashSet};

use super::elimination::{self, Bracket};
use super::error::{PairingError, ResultError, TournamentError};
use super::format::{Format, round_robin_rounds};
use super::history::records;
use super::model::{Entrant, Game, GameRef, GameResult, Pairing, PlayerId, Round, Side};
use super::standings::{self, Standings};
use super::{round_robin, swiss};

/// A checked tournament: format, entrants in seed order, and the rounds so far.
///
/// Build it with [`Tournament::new`] or, from stored rows, [`Tournament::from_parts`]; read it
/// back with [`Tournament::into_parts`] or the accessors.
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    format: Format,
    players: Vec<Entrant>,
    rounds: Vec<Round>,
}

impl Tournament {
    /// A tournament that has not started. Players are seeded by rating, highest first, ties by
    /// smaller id; a non-finite rating seeds last.
    ///
    /// ```
    /// use stratego_bot::tournament::{Entrant, Format, GameRef, GameResult, PlayerId, Tournament};
    /// let players = (1..=4).map(|i| Entrant::new(PlayerId(i), 1500.0 + i as f64)).collect();
    /// let mut t = Tournament::new(Format::RoundRobin, players).unwrap();
    /// while !t.is_finished() {
    ///     let round = t.start_next_round().unwrap();
    ///     for game in 0..t.rounds()[round].games.len() {
    ///         t.record_result(GameRef { round, game }, GameResult::RedWin).unwrap();
    ///     }
    /// }
    /// let standings = t.standings();
    /// assert_eq!(standings.rows.len(), 4);
    /// assert!(standings.winner.is_some());
    /// ```
    pub fn new(format: Format, players: Vec<Entrant>) -> Result<Self, TournamentError> {
        Self::from_parts(format, players, Vec::new())
    }

    /// Rebuilds a tournament from stored data, checking that it is consistent.
    pub fn from_parts(
        format: Format,
        mut players: Vec<Entrant>,
        rounds: Vec<Round>,
    ) -> Result<Self, TournamentError> {
        if players.len() < Format::MIN_PLAYERS {
            return Err(TournamentError::TooFewPlayers {
                got: players.len(),
                min: Format::MIN_PLAYERS,
            });
        }
        let strength = |e: &Entrant| {
            if e.rating.is_finite() {
                e.rating
            } else {
                f64::NEG_INFINITY
            }
        };
        players.sort_by(|a, b| strength(b).total_cmp(&strength(a)).then(a.id.cmp(&b.id)));
        let mut known = HashSet::new();
        for e in &players {
            if !known.insert(e.id) {
                return Err(TournamentError::DuplicatePlayer(e.id));
            }
        }
        if let Format::Swiss { rounds: wanted } = format {
            let max = round_robin_rounds(players.len());
            if wanted == 0 || usize::try_from(wanted).map_or(true, |w| w > max) {
                return Err(TournamentError::BadSwissLength {
                    rounds: wanted,
                    max,
                });
            }
        }
        let max = format.total_rounds(players.len());
        if rounds.len() > max {
            return Err(TournamentError::TooManyRounds {
                got: rounds.len(),
                max,
            });
        }
        let tournament = Self {
            format,
            players,
            rounds,
        };
        for (index, round) in tournament.rounds.iter().enumerate() {
            tournament.check_round(index, round, &known)?;
            if index + 1 < tournament.rounds.len() && tournament.open_in(round) > 0 {
                return Err(TournamentError::EarlierRoundOpen(index));
            }
        }
        Ok(tournament)
    }

    fn check_round(
        &self,
        index: usize,
        round: &Round,
        known: &HashSet<PlayerId>,
    ) -> Result<(), TournamentError> {
        // Knockout replays repeat a tie; anything else may appear once per round.
        let mut seen: HashMap<PlayerId, Option<Pairing>> = HashMap::new();
        let twice = |player| TournamentError::PlayedTwice {
            round: index,
            player,
        };
        for game in &round.games {
            let p = game.pairing;
            for id in [p.red, p.blue] {
                if !known.contains(&id) {
                    return Err(TournamentError::UnknownPlayer(id));
                }
            }
            if p.red == p.blue {
                return Err(TournamentError::SelfPairing(p.red));
            }
            for id in [p.red, p.blue] {
                match seen.insert(id, Some(p)) {
                    None => {}
                    Some(Some(prev))
                        if self.format == Format::SingleElimination && prev.same_players(p) => {}
                    Some(_) => return Err(twice(id)),
                }
            }
        }
        for &id in &round.byes {
            if !known.contains(&id) {
                return Err(TournamentError::UnknownPlayer(id));
            }
            if seen.insert(id, None).is_some() {
                return Err(twice(id));
            }
        }
        Ok(())
    }

    /// The format.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// Entrants in seed order (seed 1 first).
    #[must_use]
    pub fn players(&self) -> &[Entrant] {
        &self.players
    }

    /// Rounds paired so far.
    #[must_use]
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The plain data back, for storage.
    #[must_use]
    pub fn into_parts(self) -> (Format, Vec<Entrant>, Vec<Round>) {
        (self.format, self.players, self.rounds)
    }

    /// Seed of `player`, from 1.
    #[must_use]
    pub fn seed_of(&self, player: PlayerId) -> Option<u32> {
        let i = self.players.iter().position(|e| e.id == player)?;
        u32::try_from(i + 1).ok()
    }

    /// Rounds the tournament lasts at most.
    #[must_use]
    pub fn total_rounds(&self) -> usize {
        self.format.total_rounds(self.players.len())
    }

    fn seeded_ids(&self) -> Vec<PlayerId> {
        self.players.iter().map(|e| e.id).collect()
    }

    fn is_withdrawn(&self, player: PlayerId) -> bool {
        self.players.iter().any(|e| e.id == player && e.withdrawn)
    }

    fn open_in(&self, round: &Round) -> usize {
        let replays = if self.format == Format::SingleElimination {
            elimination::replays_needed(round).len()
        } else {
            0
        };
        round.pending_games().count() + replays
    }

    /// Games of the current round still to be played, knockout replays not yet scheduled
    /// included.
    #[must_use]
    pub fn open_games(&self) -> usize {
        self.rounds.last().map_or(0, |r| self.open_in(r))
    }

    /// Whether every round has been played (or, in a Swiss, fewer than two players remain).
    #[must_use]
    pub fn is_finished(&self) -> bool {
        let active = self.players.iter().filter(|e| !e.withdrawn).count();
        let exhausted = self.rounds.len() >= self.total_rounds()
            || matches!(self.format, Format::Swiss { .. }) && active < 2;
        exhausted && self.open_games() == 0
    }

    /// Pairs the next round without changing anything. Games against a withdrawn player come
    /// with their forfeit already filled in, and withdrawn players get no byes.
    pub fn next_round(&self) -> Result<Round, PairingError> {
        let open = self.open_games();
        if open > 0 {
            return Err(PairingError::RoundNotComplete { open });
        }
        if self.is_finished() {
            return Err(PairingError::AlreadyFinished);
        }
        let ids = self.seeded_ids();
        let index = self.rounds.len();
        let round = match self.format {
            Format::RoundRobin => round_robin::round(&ids, index, false),
            Format::DoubleRoundRobin => round_robin::round(&ids, index, true),
            Format::Swiss { .. } => {
                let active: Vec<PlayerId> = self
                    .players
                    .iter()
                    .filter(|e| !e.withdrawn)
                    .map(|e| e.id)
                    .collect();
                Some(swiss::pair(&active, &records(&ids, &self.rounds)))
            }
            Format::SingleElimination => elimination::next_round(&ids, &self.rounds),
        };
        let mut round = round.ok_or(PairingError::AlreadyFinished)?;
        for game in &mut round.games {
            game.result = self.forfeit_for(game.pairing);
        }
        round.byes.retain(|&p| !self.is_withdrawn(p));
        Ok(round)
    }

    /// The result a game gets without being played because of withdrawals, if any.
    fn forfeit_for(&self, pairing: Pairing) -> Option<GameResult> {
        match (
            self.is_withdrawn(pairing.red),
            self.is_withdrawn(pairing.blue),
        ) {
            (true, true) => Some(GameResult::DoubleForfeit),
            (true, false) => Some(GameResult::Forfeit { loser: Side::Red }),
            (false, true) => Some(GameResult::Forfeit { loser: Side::Blue }),
            (false, false) => None,
        }
    }

    /// Pairs the next round and appends it; returns its index.
    pub fn start_next_round(&mut self) -> Result<usize, PairingError> {
        let round = self.next_round()?;
        self.rounds.push(round);
        Ok(self.rounds.len() - 1)
    }

    /// Records the result of a pending game. In single elimination a draw schedules a replay in
    /// the same round; the new games are returned so the service can start them.
    pub fn record_result(
        &mut self,
        at: GameRef,
        result: GameResult,
    ) -> Result<Vec<GameRef>, ResultError> {
        let game = self
            .rounds
            .get_mut(at.round)
            .and_then(|r| r.games.get_mut(at.game))
            .ok_or(ResultError::NoSuchGame(at))?;
        if game.result.is_some() {
            return Err(ResultError::AlreadyRecorded(at));
        }
        game.result = Some(result);
        Ok(self.schedule_replays())
    }

    /// Appends a replay, colours swapped, for every drawn knockout tie in the current round that
    /// lacks one, and returns the new games. Does nothing in other formats.
    pub fn schedule_replays(&mut self) -> Vec<GameRef> {
        if self.format != Format::SingleElimination {
            return Vec::new();
        }
        let Some(last) = self.rounds.last() else {
            return Vec::new();
        };
        let replays: Vec<Game> = elimination::replays_needed(last)
            .into_iter()
            .map(|pairing| Game {
                pairing,
                result: self.forfeit_for(pairing),
            })
            .collect();
        let round = self.rounds.len() - 1;
        let games = &mut self.rounds[round].games;
        let first = games.len();
        games.extend(replays);
        (first..games.len())
            .map(|game| GameRef { round, game })
            .collect()
    }

    /// Withdraws `player`: their pending games in the current round become forfeit wins for
    /// the opponents (returned), and they are not paired again. Past results stand.
    pub fn withdraw(&mut self, player: PlayerId) -> Result<Vec<GameRef>, ResultError> {
        let entrant = self
            .players
            .iter_mut()
            .find(|e| e.id == player)
            .ok_or(ResultError::UnknownPlayer(player))?;
        if entrant.withdrawn {
            return Err(ResultError::AlreadyWithdrawn(player));
        }
        entrant.withdrawn = true;
        let mut changed = self.schedule_replays();
        let Some(round) = self.rounds.len().checked_sub(1) else {
            return Ok(changed);
        };
        let forfeits: Vec<(usize, GameResult)> = self.rounds[round]
            .pending_games()
            .filter(|(_, g)| g.pairing.involves(player))
            .filter_map(|(i, g)| Some((i, self.forfeit_for(g.pairing)?)))
            .collect();
        for (game, result) in forfeits {
            self.rounds[round].games[game].result = Some(result);
            let at = GameRef { round, game };
            if !changed.contains(&at) {
                changed.push(at);
            }
        }
        Ok(changed)
    }

    /// The knockout bracket, for single elimination only.
    #[must_use]
    pub fn bracket(&self) -> Option<Bracket> {
        (self.format == Format::SingleElimination)
            .then(|| elimination::bracket(&self.seeded_ids(), &self.rounds))
    }

    /// The current table with tiebreaks; the winner is set once the tournament is finished.
    #[must_use]
    pub fn standings(&self) -> Standings {
        let bracket = self.bracket();
        let mut knockout: HashMap<PlayerId, u32> = HashMap::new();
        for m in bracket.iter().flat_map(|b| b.rounds.iter().flatten()) {
            if let Some(w) = m.winner {
                *knockout.entry(w).or_default() += 1;
            }
        }
        let rows = standings::rank(&self.players, &self.rounds, &knockout);
        let winner = if !self.is_finished() {
            None
        } else if let Some(b) = bracket {
            b.champion
        } else {
            rows.first().map(|r| r.player)
        };
        Standings { rows, winner }
    }
}
