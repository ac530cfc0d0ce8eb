//! What pieces are worth to the bot, in points, given what is left on the board.

use crate::engine::{Battle, BattleOutcome, Color, Rank, RankCounts};

/// Capturing the Flag (or losing it).
pub const WIN: f32 = 10_000.0;

/// A side left with nothing to move loses on its turn; a little less sure than a Flag capture,
/// because the stuck side may still take the Flag first.
pub const STUCK: f32 = 0.8 * WIN;

/// How fast the danger to our Flag fades with the moves the enemy still needs to take it: a
/// piece `n` free moves away costs `WIN * FLAG_DANGER_FALLOFF^n` (chosen by self-play against
/// the medium level; 0.5 to 0.7 all did about as well).
pub const FLAG_DANGER_FALLOFF: f32 = 0.6;

/// Keeping a piece that beats a Miner next to our Flag (self-play against medium: 150 and 400
/// both lifted hard's share of decided games by about four points).
pub const HOME_GUARD: f32 = 150.0;

/// Share of a piece's worth that is lost when the other side learns its rank.
pub const INFO: f32 = 0.12;

/// Piece values for both sides.
#[derive(Debug, Clone, Copy)]
pub struct Values {
    by_color: [[f32; 12]; 2],
}

fn base(rank: Rank) -> f32 {
    match rank {
        Rank::Marshal => 200.0,
        Rank::General => 140.0,
        Rank::Colonel => 90.0,
        Rank::Major => 60.0,
        Rank::Captain => 40.0,
        Rank::Lieutenant => 25.0,
        Rank::Sergeant => 15.0,
        Rank::Miner => 25.0,
        Rank::Scout => 8.0,
        Rank::Spy => 20.0,
        Rank::Bomb => 12.0,
        Rank::Flag => 0.0,
    }
}

impl Values {
    /// Values given what each side still has: a Spy matters while the enemy Marshal lives, the
    /// last Miners matter while enemy Bombs remain.
    pub fn new(red: &RankCounts, blue: &RankCounts) -> Values {
        let side = |own: &RankCounts, other: &RankCounts| {
            let mut v = [0.0f32; 12];
            for rank in Rank::ALL {
                v[rank.index()] = base(rank);
            }
            if other.get(Rank::Marshal) > 0 {
                v[Rank::Spy.index()] = 70.0;
            }
            if other.get(Rank::Bomb) > 0 {
                let miners = own.get(Rank::Miner);
                v[Rank::Miner.index()] = match miners {
                    0 | 1 => 70.0,
                    2 => 45.0,
                    _ => 25.0,
                };
            }
            v
        };
        Values {
            by_color: [side(red, blue), side(blue, red)],
        }
    }

    pub fn of(&self, color: Color, rank: Rank) -> f32 {
        self.by_color[color.index()][rank.index()]
    }

    /// The change in `me`'s score from a battle: pieces lost, ranks shown, the Flag taken.
    pub fn battle_delta(
        &self,
        me: Color,
        attacker: (Color, Rank, bool),
        defender: (Color, Rank, bool),
        one_time_bombs: bool,
    ) -> f32 {
        let (ac, ar, a_known) = attacker;
        let (dc, dr, d_known) = defender;
        let sign = |c: Color| if c == me { 1.0 } else { -1.0 };
        if dr == Rank::Flag {
            return sign(ac) * WIN;
        }
        let b = Battle::resolve(ar, dr, one_time_bombs);
        let mut delta = 0.0;
        let (a_lives, d_lives) = match b.outcome {
            BattleOutcome::AttackerWins => (true, false),
            BattleOutcome::DefenderWins => (false, true),
            BattleOutcome::BothRemoved => (false, false),
        };
        if !a_lives {
            delta -= sign(ac) * self.of(ac, ar);
        } else if !a_known {
            delta -= sign(ac) * INFO * self.of(ac, ar);
        }
        if !d_lives {
            delta -= sign(dc) * self.of(dc, dr);
        } else if !d_known {
            delta -= sign(dc) * INFO * self.of(dc, dr);
        }
        delta
    }
}
