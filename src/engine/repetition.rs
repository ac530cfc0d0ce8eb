//! The two repetition rules, as small state machines the game updates after each move.

use super::square::Square;

/// Two-squares rule: consecutive moves of one piece back and forth on one line. The crossed
/// square borders are kept as an interval, so a Scout's longer moves count by the borders they
/// cross (ISF reading: no border crossed more than the limit in a row).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Streak {
    piece: u8,
    vertical: bool,
    line: u8,
    /// Borders crossed by every move of the streak: between positions lo..hi along the line.
    lo: u8,
    hi: u8,
    forward: bool,
    count: u8,
}

struct Span {
    vertical: bool,
    line: u8,
    lo: u8,
    hi: u8,
    forward: bool,
}

fn span(from: Square, to: Square) -> Span {
    let vertical = from.file() == to.file();
    let (line, a, b) = if vertical {
        (from.file(), from.row(), to.row())
    } else {
        (from.row(), from.file(), to.file())
    };
    Span {
        vertical,
        line,
        lo: a.min(b),
        hi: a.max(b),
        forward: b > a,
    }
}

impl Streak {
    /// The borders this move shares with the streak, if it continues it (same piece, same line,
    /// turning back over at least one border the streak kept crossing).
    fn overlap(&self, piece: u8, from: Square, to: Square) -> Option<(u8, u8)> {
        let s = span(from, to);
        let lo = self.lo.max(s.lo);
        let hi = self.hi.min(s.hi);
        (self.piece == piece
            && self.vertical == s.vertical
            && self.line == s.line
            && self.forward != s.forward
            && lo < hi)
            .then_some((lo, hi))
    }

    /// The piece whose streak this is: no other piece's move can exceed it.
    pub fn piece(&self) -> u8 {
        self.piece
    }

    pub fn would_exceed(&self, piece: u8, from: Square, to: Square, limit: u8) -> bool {
        self.overlap(piece, from, to).is_some() && self.count >= limit
    }

    /// The streak after `piece` moved `from`-`to`: longer if it continues, else a new one.
    pub fn after(previous: Option<&Streak>, piece: u8, from: Square, to: Square) -> Streak {
        if let Some(prev) = previous
            && let Some((lo, hi)) = prev.overlap(piece, from, to)
        {
            return Streak {
                lo,
                hi,
                forward: !prev.forward,
                count: prev.count.saturating_add(1),
                ..*prev
            };
        }
        let s = span(from, to);
        Streak {
            piece,
            vertical: s.vertical,
            line: s.line,
            lo: s.lo,
            hi: s.hi,
            forward: s.forward,
            count: 1,
        }
    }
}

/// More-squares rule (ISF): one player's continuous chase. Every move of the chaser threatens
/// (ends next to) one or more enemy pieces and every answer moves a piece that was just
/// threatened away; the chaser may use any of their pieces and the evaders may differ too.
/// A chasing move (one that threatens a piece that evaded during the chase) may not recreate a
/// position of the chase, except going straight back to where the chaser's previous move came
/// from. Pieces are named by their index in the game, at most 128 of them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Chase {
    /// Enemy pieces that ran from a threat during the chase.
    evaders: u128,
    /// Enemy pieces the chaser's latest move threatened: the ones that may evade now.
    threatened: u128,
    /// Squares next to an evader, by square index (100 bits): a quiet move ending on one is a
    /// chasing move. Refreshed after every move, so generation tests one bit per move.
    near_evaders: u128,
    /// The chaser's latest move: which piece, and where from.
    last_piece: u8,
    last_from: Option<Square>,
    /// Positions after each of the chaser's moves since the chase began; empty when there is no
    /// chase. Kept (cleared, not dropped) between chases so playing does not allocate.
    positions: Vec<u64>,
}

pub(crate) fn bit(piece: usize) -> u128 {
    debug_assert!(piece < 128, "a game has at most 128 pieces");
    1u128 << (piece & 127)
}

/// A square's bit in a 100-bit square mask.
pub(crate) fn square_bit(square: Square) -> u128 {
    1u128 << square.index()
}

impl Chase {
    pub fn is_live(&self) -> bool {
        !self.positions.is_empty()
    }

    /// The squares a chasing move may end on (next to an evader); empty when no chase can
    /// refuse anything.
    pub fn near_evaders(&self) -> u128 {
        self.near_evaders
    }

    /// Recomputes [`Chase::near_evaders`] from where the evaders stand now.
    pub fn refresh_near_evaders(&mut self, square_of: impl Fn(usize) -> Option<Square>) {
        let mut near = 0;
        let mut rest = self.evaders;
        while rest != 0 {
            let piece = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if let Some(at) = square_of(piece) {
                near = at.neighbours().fold(near, |m, n| m | square_bit(n));
            }
        }
        self.near_evaders = near;
    }

    /// The one kind of chasing move that may recreate a position.
    pub fn is_step_back(&self, piece: usize, to: Square) -> bool {
        self.last_from == Some(to) && self.last_piece as usize == piece
    }

    pub fn seen(&self, position: u64) -> bool {
        self.positions.contains(&position)
    }

    pub fn end(&mut self) {
        self.evaders = 0;
        self.threatened = 0;
        self.near_evaders = 0;
        self.last_from = None;
        self.positions.clear();
    }

    /// The chaser moved `piece` from `from`, ending next to the enemy pieces `threatened`,
    /// giving `position`. A move that threatens nothing ends the chase; any other goes on with
    /// it, or starts one.
    pub fn after_own_move(&mut self, piece: usize, from: Square, threatened: u128, position: u64) {
        if threatened == 0 {
            self.end();
            return;
        }
        self.threatened = threatened;
        self.last_piece = piece as u8;
        self.last_from = Some(from);
        self.positions.push(position);
    }

    /// The chased side moved `piece`: the chase goes on only if it is running from the threat
    /// just made.
    pub fn after_enemy_move(&mut self, piece: usize) {
        if !self.is_live() {
            return;
        }
        if self.threatened & bit(piece) == 0 {
            self.end();
            return;
        }
        self.evaders |= bit(piece);
        self.threatened = 0;
    }
}
