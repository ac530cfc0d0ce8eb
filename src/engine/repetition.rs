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

/// More-squares rule: one piece keeps moving next to an enemy piece that keeps running away.
/// The positions after each chasing move are remembered; a chasing move may not recreate one,
/// except going straight back to the square the chaser just came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Chase {
    chaser: u8,
    /// The piece that ran away from the chaser; unknown until it does.
    quarry: Option<u8>,
    came_from: Square,
    positions: Vec<u64>,
}

impl Chase {
    pub fn start(chaser: u8, came_from: Square, position: u64) -> Chase {
        Chase {
            chaser,
            quarry: None,
            came_from,
            positions: vec![position],
        }
    }

    /// The quarry, when moving `piece` to `to` continues this chase.
    pub fn continues_with(
        &self,
        piece: u8,
        to: Square,
        square_of: impl Fn(u8) -> Option<Square>,
    ) -> Option<u8> {
        let quarry = self.quarry?;
        let at = square_of(quarry)?;
        (piece == self.chaser && to.is_adjacent(at)).then_some(quarry)
    }

    /// Going straight back where the chaser came from is always allowed.
    pub fn is_step_back(&self, to: Square) -> bool {
        to == self.came_from
    }

    pub fn seen(&self, position: u64) -> bool {
        self.positions.contains(&position)
    }

    pub fn extended(mut self, came_from: Square, position: u64) -> Chase {
        self.came_from = came_from;
        self.positions.push(position);
        self
    }

    /// The chase after the other side moved `piece` away from `from`: it lives on only if that
    /// piece is the quarry (or, before one is known, a piece the chaser was threatening).
    pub fn after_quarry_move(
        mut self,
        piece: u8,
        from: Square,
        square_of: impl Fn(u8) -> Option<Square>,
    ) -> Option<Chase> {
        let fleeing = match self.quarry {
            Some(q) => q == piece,
            None => square_of(self.chaser).is_some_and(|c| c.is_adjacent(from)),
        };
        fleeing.then(|| {
            self.quarry = Some(piece);
            self
        })
    }
}
