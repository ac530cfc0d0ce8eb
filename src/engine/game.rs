//! The playable game: validated at construction, changed only by legal moves.

use super::color::{ByColor, Color};
use super::error::{GameError, PlayError};
use super::moves::{Battle, BattleOutcome, Move, PlayedMove};
use super::outcome::{EndReason, Outcome};
use super::rank::{Rank, RankCounts};
use super::repetition::{self, Chase, Streak};
use super::rules::Rules;
use super::setup::{Deployment, Setup, SetupError};
use super::square::{Direction, Square};
use super::zobrist;

const EMPTY: u8 = u8::MAX;

/// Everything the referee knows about one piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PieceState {
    pub color: Color,
    pub rank: Rank,
    pub square: Option<Square>,
    pub moved: bool,
    /// Rank shown to both players by a battle.
    pub revealed: bool,
    /// Moved more than one square, so known to be a Scout.
    pub scout_shown: bool,
}

/// A game in progress (or over). Fields are private: it can only be built from a checked
/// setup and changed by legal moves.
///
/// ```
/// use stratego_bot::engine::{Deployment, Game, Move, Rules, Variant};
/// let red = Deployment::random(Variant::Classic, 1);
/// let blue = Deployment::random(Variant::Classic, 2);
/// let mut game = Game::new(Rules::default(), &red, &blue).unwrap();
/// let first = game.legal_moves()[0];
/// let played = game.play(first).unwrap();
/// assert_eq!(played.from, first.from);
/// assert!(game.play(Move::parse("A1-A2").unwrap()).is_err());
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    start: Setup,
    board: [u8; 100],
    pieces: Vec<PieceState>,
    to_move: Color,
    ply: u32,
    plies_since_attack: u32,
    hash: u64,
    /// The board as each player knows it (see [`zobrist::enemy_piece_key`]), for their chases.
    known: [u64; 2],
    streaks: [Option<Streak>; 2],
    chases: [Chase; 2],
    last_move: Option<PlayedMove>,
    outcome: Option<Outcome>,
    army: ByColor<RankCounts>,
    captured: ByColor<RankCounts>,
}

impl Game {
    /// A game from both players' deployments, red to move.
    pub fn new(rules: Rules, red: &Deployment, blue: &Deployment) -> Result<Game, GameError> {
        Game::from_setup(rules, Setup::from_deployments(red, blue))
    }

    /// The one door into a playable game: every problem of the setup is reported at once.
    pub fn from_setup(rules: Rules, setup: Setup) -> Result<Game, GameError> {
        let problems = setup.problems(rules.variant);
        if !problems.is_empty() {
            return Err(SetupError(problems).into());
        }
        Ok(Game::build(rules, setup))
    }

    /// A game from any placement, skipping the home-row and army checks: hand-made mid-game
    /// positions for tests.
    #[cfg(test)]
    pub(crate) fn from_pieces_anywhere(rules: Rules, setup: Setup) -> Game {
        Game::build(rules, setup)
    }

    #[cfg(test)]
    pub(crate) fn rules_mut_for_tests(&mut self) -> &mut Rules {
        &mut self.rules
    }

    /// The key of the board as `color` knows it, which the more-squares rule compares.
    #[cfg(test)]
    pub(crate) fn known_key_for_tests(&self, color: Color) -> u64 {
        self.known[color.index()]
    }

    fn build(rules: Rules, setup: Setup) -> Game {
        let mut board = [EMPTY; 100];
        let mut pieces = Vec::with_capacity(setup.pieces.len());
        let mut army = ByColor::<RankCounts>::default();
        let mut hash = 0u64;
        for &(square, color, rank) in &setup.pieces {
            board[square.index()] = pieces.len() as u8;
            pieces.push(PieceState {
                color,
                rank,
                square: Some(square),
                moved: false,
                revealed: false,
                scout_shown: false,
            });
            army.get_mut(color).add(rank);
            hash ^= zobrist::piece_key(color, rank, square);
        }
        if setup.to_move == Color::Blue {
            hash ^= zobrist::SIDE_KEY;
        }
        let mut game = Game {
            rules,
            board,
            pieces,
            to_move: setup.to_move,
            ply: 0,
            plies_since_attack: 0,
            hash,
            known: [0, 0],
            streaks: [None, None],
            chases: Default::default(),
            last_move: None,
            outcome: None,
            army,
            captured: ByColor::default(),
            start: setup,
        };
        for i in 0..game.pieces.len() {
            if let Some(square) = game.pieces[i].square {
                game.toggle_known(i, square);
            }
        }
        game.settle_stalemate();
        game
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The position the game started from.
    pub fn start(&self) -> &Setup {
        &self.start
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Moves played so far (plies: each player's move counts one).
    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn plies_since_attack(&self) -> u32 {
        self.plies_since_attack
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.last_move.as_ref()
    }

    /// A key equal for equal boards with the same side to move.
    pub fn position_hash(&self) -> u64 {
        self.hash
    }

    /// The referee's view of a square: colour and rank. Not for anything a player sees;
    /// players get [`Game::view`].
    pub fn piece_at(&self, square: Square) -> Option<(Color, Rank)> {
        self.piece_index(square)
            .map(|i| (self.pieces[i].color, self.pieces[i].rank))
    }

    pub(crate) fn pieces(&self) -> &[PieceState] {
        &self.pieces
    }

    pub(crate) fn piece_index(&self, square: Square) -> Option<usize> {
        let i = self.board[square.index()];
        (i != EMPTY).then_some(i as usize)
    }

    /// The full army each side started with.
    pub fn army(&self) -> &ByColor<RankCounts> {
        &self.army
    }

    /// Pieces each side has lost.
    pub fn captured(&self) -> &ByColor<RankCounts> {
        &self.captured
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.legal_moves_into(&mut moves);
        moves
    }

    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        self.generate(self.to_move, &mut |m| {
            moves.push(m);
            true
        });
    }

    /// Legal moves of the piece on `from` (empty if it is not the mover's or cannot move).
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.outcome.is_none()
            && let Some(i) = self.piece_index(from)
            && self.pieces[i].color == self.to_move
        {
            self.piece_moves(i, &mut |m| {
                moves.push(m);
                true
            });
        }
        moves
    }

    /// Whether `color` would have a legal move if it were its turn.
    pub fn has_legal_move(&self, color: Color) -> bool {
        let mut found = false;
        self.generate(color, &mut |_| {
            found = true;
            false
        });
        found
    }

    /// Whether `color` has any piece that can ever move (Bombs and Flags cannot).
    pub fn has_movable_pieces(&self, color: Color) -> bool {
        self.pieces
            .iter()
            .any(|p| p.color == color && p.square.is_some() && p.rank.is_movable())
    }

    /// Calls `emit` for each legal move of `color` until it returns false.
    fn generate(&self, color: Color, emit: &mut dyn FnMut(Move) -> bool) {
        for (i, p) in self.pieces.iter().enumerate() {
            if p.color == color
                && p.square.is_some()
                && p.rank.is_movable()
                && !self.piece_moves(i, emit)
            {
                return;
            }
        }
    }

    /// Emits the legal moves of piece `i`; false when `emit` asked to stop.
    fn piece_moves(&self, i: usize, emit: &mut dyn FnMut(Move) -> bool) -> bool {
        let p = self.pieces[i];
        let Some(from) = p.square else { return true };
        if !p.rank.is_movable() {
            return true;
        }
        // Worked out once per piece, not per move: only this piece's own streak can forbid its
        // moves, and only a move onto a square next to an evader can be a refused chasing move.
        // With neither, no repetition rule is looked at.
        let own_streak = self.streaks[p.color.index()].is_some_and(|s| s.piece() as usize == i);
        let chasing_squares = self.chasing_squares(p.color);
        let allowed = |at: Square| {
            !(own_streak || chasing_squares & repetition::square_bit(at) != 0)
                || self.repetition_violation(i, from, at).is_none()
        };
        let reach = if p.rank == Rank::Scout { 9 } else { 1 };
        for dir in Direction::ALL {
            let mut at = from;
            for distance in 1..=reach {
                let Some(next) = at.step(dir) else { break };
                if next.is_lake() {
                    break;
                }
                at = next;
                let target = self.board[at.index()];
                if target != EMPTY {
                    let strikes = self.pieces[target as usize].color != p.color
                        && (distance == 1 || self.rules.scout_strike);
                    if strikes && allowed(at) && !emit(Move::new(from, at)) {
                        return false;
                    }
                    break;
                }
                if allowed(at) && !emit(Move::new(from, at)) {
                    return false;
                }
            }
        }
        true
    }

    /// The squares where a quiet move of `color` would be a chasing move (0 when none can be).
    fn chasing_squares(&self, color: Color) -> u128 {
        if self.rules.more_squares {
            self.chases[color.index()].near_evaders()
        } else {
            0
        }
    }

    fn repetition_violation(&self, piece: usize, from: Square, to: Square) -> Option<PlayError> {
        let color = self.pieces[piece].color;
        if let Some(streak) = &self.streaks[color.index()]
            && streak.would_exceed(piece as u8, from, to, self.rules.two_squares_limit)
        {
            return Some(PlayError::TwoSquares);
        }
        // Only a quiet move can recreate a position: a battle always removes a piece.
        let chase = &self.chases[color.index()];
        if self.chasing_squares(color) & repetition::square_bit(to) != 0
            && self.board[to.index()] == EMPTY
            && !chase.is_step_back(piece, to)
        {
            let p = &self.pieces[piece];
            let after = self.known[color.index()]
                ^ zobrist::piece_key(p.color, p.rank, from)
                ^ zobrist::piece_key(p.color, p.rank, to);
            if chase.seen(after) {
                return Some(PlayError::MoreSquares);
            }
        }
        None
    }

    /// The pieces of `color`'s opponent standing next to `square`, as a set of piece bits.
    fn enemies_next_to(&self, square: Square, color: Color) -> u128 {
        square
            .neighbours()
            .map(|n| self.board[n.index()])
            .filter(|&t| t != EMPTY && self.pieces[t as usize].color != color)
            .fold(0, |set, t| set | repetition::bit(t as usize))
    }

    /// Checks a move without playing it, naming the rule it breaks.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let i = self
            .piece_index(mv.from)
            .ok_or(PlayError::NoPiece(mv.from))?;
        let p = self.pieces[i];
        if p.color != self.to_move {
            return Err(PlayError::NotYourPiece(mv.from));
        }
        if !p.rank.is_movable() {
            return Err(PlayError::Immovable);
        }
        let (dir, distance) = mv.from.line_between(mv.to).ok_or(PlayError::NotStraight)?;
        if mv.to.is_lake() {
            return Err(PlayError::Lake);
        }
        if distance > 1 && p.rank != Rank::Scout {
            return Err(PlayError::TooFar);
        }
        let mut at = mv.from;
        for _ in 1..distance {
            at = at.step(dir).ok_or(PlayError::NotStraight)?;
            if at.is_lake() {
                return Err(PlayError::Lake);
            }
            if self.board[at.index()] != EMPTY {
                return Err(PlayError::Blocked(at));
            }
        }
        if let Some(t) = self.piece_index(mv.to) {
            if self.pieces[t].color == p.color {
                return Err(PlayError::OwnPiece(mv.to));
            }
            if distance > 1 && !self.rules.scout_strike {
                return Err(PlayError::ScoutStrike);
            }
        }
        match self.repetition_violation(i, mv.from, mv.to) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Plays a move after checking it; on error nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, PlayError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move known to be legal (from [`Game::legal_moves`]); the fast path for simulation.
    pub fn play_unchecked(&mut self, mv: Move) -> PlayedMove {
        let mover = self.board[mv.from.index()] as usize;
        let target = self.board[mv.to.index()];
        let color = self.pieces[mover].color;
        let rank = self.pieces[mover].rank;
        let mut played = PlayedMove {
            color,
            rank,
            from: mv.from,
            to: mv.to,
            battle: None,
        };
        self.pieces[mover].moved = true;
        if played.reveals_scout() {
            self.pieces[mover].scout_shown = true;
        }
        self.update_streak(mover, mv);
        self.lift(mover);
        if target == EMPTY {
            self.put(mover, mv.to);
            self.plies_since_attack += 1;
        } else {
            let defender = target as usize;
            let battle =
                Battle::resolve(rank, self.pieces[defender].rank, self.rules.one_time_bombs);
            self.pieces[mover].revealed = true;
            self.pieces[defender].revealed = true;
            match battle.outcome {
                BattleOutcome::AttackerWins => {
                    self.capture(defender);
                    self.put(mover, mv.to);
                }
                BattleOutcome::DefenderWins => self.capture_lifted(mover),
                BattleOutcome::BothRemoved => {
                    self.capture(defender);
                    self.capture_lifted(mover);
                }
            }
            played.battle = Some(battle);
            self.plies_since_attack = 0;
        }
        self.update_chases(mover, mv, played.battle.is_some());
        self.ply += 1;
        self.to_move = color.opponent();
        self.hash ^= zobrist::SIDE_KEY;
        self.last_move = Some(played);
        self.settle_after(&played);
        played
    }

    fn lift(&mut self, i: usize) {
        let p = &self.pieces[i];
        let sq = p.square.expect("a lifted piece stands on the board");
        self.hash ^= zobrist::piece_key(p.color, p.rank, sq);
        self.board[sq.index()] = EMPTY;
        self.toggle_known(i, sq);
    }

    fn put(&mut self, i: usize, sq: Square) {
        let p = &mut self.pieces[i];
        p.square = Some(sq);
        self.hash ^= zobrist::piece_key(p.color, p.rank, sq);
        self.board[sq.index()] = i as u8;
        self.toggle_known(i, sq);
    }

    /// Adds or removes piece `i` on `sq` in both players' knowledge of the board.
    fn toggle_known(&mut self, i: usize, sq: Square) {
        let p = &self.pieces[i];
        self.known[p.color.index()] ^= zobrist::piece_key(p.color, p.rank, sq);
        self.known[p.color.opponent().index()] ^= zobrist::enemy_piece_key(i, sq);
    }

    fn capture(&mut self, i: usize) {
        self.lift(i);
        self.capture_lifted(i);
    }

    fn capture_lifted(&mut self, i: usize) {
        let p = &mut self.pieces[i];
        p.square = None;
        self.captured.get_mut(p.color).add(p.rank);
    }

    fn update_streak(&mut self, mover: usize, mv: Move) {
        let slot = &mut self.streaks[self.pieces[mover].color.index()];
        *slot = Some(Streak::after(slot.as_ref(), mover as u8, mv.from, mv.to));
    }

    /// Both players' chases after `mover` went `mv`: a battle ends them (no earlier position can
    /// come back); otherwise the mover's opponent's chase lives on only if this was an evasion,
    /// and the mover's own goes on (or starts) only if this move threatens something.
    fn update_chases(&mut self, mover: usize, mv: Move, attacked: bool) {
        if attacked {
            self.chases.iter_mut().for_each(Chase::end);
            return;
        }
        let color = self.pieces[mover].color;
        self.chases[color.opponent().index()].after_enemy_move(mover);
        let threatened = self.enemies_next_to(mv.to, color);
        let known = self.known[color.index()];
        self.chases[color.index()].after_own_move(mover, mv.from, threatened, known);
        // The evader that just ran (or any other) stands elsewhere now.
        let pieces = &self.pieces;
        for chase in &mut self.chases {
            chase.refresh_near_evaders(|x| pieces[x].square);
        }
    }

    fn settle_after(&mut self, played: &PlayedMove) {
        if played.battle.is_some_and(|b| b.captured_flag()) {
            self.outcome = Some(Outcome::win(played.color, EndReason::FlagCaptured));
            return;
        }
        if self.settle_stalemate() {
            return;
        }
        if self
            .rules
            .no_attack_limit
            .is_some_and(|n| self.plies_since_attack >= n)
        {
            self.outcome = Some(Outcome::draw(EndReason::NoAttackLimit));
        } else if self.rules.total_move_limit.is_some_and(|n| self.ply >= n) {
            self.outcome = Some(Outcome::draw(EndReason::MoveLimit));
        }
    }

    /// Ends the game when the side to move cannot move; true if it did.
    fn settle_stalemate(&mut self) -> bool {
        if self.has_legal_move(self.to_move) {
            return false;
        }
        let other = self.to_move.opponent();
        self.outcome = Some(if self.has_legal_move(other) {
            Outcome::win(other, EndReason::NoLegalMove)
        } else {
            Outcome::draw(EndReason::BothStuck)
        });
        true
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, PlayError> {
        self.finish(Outcome::win(color.opponent(), EndReason::Resignation))
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, PlayError> {
        self.finish(Outcome::draw(EndReason::AgreedDraw))
    }

    /// `color` ran out of time: a loss, or a draw when the opponent could never win anyway
    /// (no movable pieces left).
    pub fn time_out(&mut self, color: Color) -> Result<Outcome, PlayError> {
        let outcome = if self.has_movable_pieces(color.opponent()) {
            Outcome::win(color.opponent(), EndReason::Timeout)
        } else {
            Outcome::draw(EndReason::Timeout)
        };
        self.finish(outcome)
    }

    /// Ends the game with an outcome decided outside the board (arbiter, import).
    pub fn finish(&mut self, outcome: Outcome) -> Result<Outcome, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        self.outcome = Some(outcome);
        Ok(outcome)
    }
}
