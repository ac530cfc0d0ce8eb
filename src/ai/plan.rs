//! The hard level's long-range aims, which a two-ply search cannot see: where the enemy Flag
//! probably is (counted over the sampled setups) and the way our Miners and spare pieces walk
//! there; hunting pieces we know we beat and hemming them in; trading down once ahead; and
//! pressing on when nothing has happened for a while. Each is a bonus on one of our moves.

use super::knowledge::Knowledge;
use super::values::Values;
use crate::engine::{Battle, BattleOutcome, Move, Rank, RankCounts, Square};

/// Most Flag candidates planned toward (the likeliest ones).
const FLAG_CANDIDATES: usize = 3;

/// Points per step toward a Flag candidate, per unit of its probability, by who walks.
fn walker_weight(rank: Rank) -> f32 {
    match rank {
        Rank::Miner => 14.0,
        Rank::Scout | Rank::Sergeant | Rank::Lieutenant => 6.0,
        Rank::Captain | Rank::Major => 3.0,
        _ => 1.0,
    }
}

pub struct Plan<'a> {
    k: &'a Knowledge,
    /// Candidate Flag squares with their probability and the walking distance to each square.
    flags: Vec<(f32, [u8; 100])>,
    /// How far we are ahead in material: 0 when level or behind, up to 1 when far ahead.
    ahead: f32,
    /// How long nothing has happened: 0 fresh, 1 after a long quiet spell.
    stall: f32,
}

impl<'a> Plan<'a> {
    /// `flag_counts[j]`: in how many of `samples` sampled setups enemy piece `j` was the Flag.
    pub fn new(k: &'a Knowledge, values: &Values, flag_counts: &[u32], samples: usize) -> Plan<'a> {
        let mut order: Vec<usize> = (0..k.enemy.len())
            .filter(|&j| flag_counts.get(j).is_some_and(|&n| n > 0))
            .collect();
        order.sort_by_key(|&j| std::cmp::Reverse(flag_counts[j]));
        let flags = order
            .into_iter()
            .take(FLAG_CANDIDATES)
            .map(|j| {
                let p = flag_counts[j] as f32 / samples.max(1) as f32;
                (p, walking_distance(k.enemy[j].square))
            })
            .collect();
        let own = material(values, k.me, &k.own_remaining);
        let theirs = material(values, k.me.opponent(), &k.enemy_remaining);
        let ahead = ((own / theirs.max(1.0) - 1.1) / 0.6).clamp(0.0, 1.0);
        let stall = ((k.plies_since_battle as f32 - 12.0) / 40.0).clamp(0.0, 1.0);
        Plan {
            k,
            flags,
            ahead,
            stall,
        }
    }

    pub fn ahead(&self) -> f32 {
        self.ahead
    }

    /// The planning bonus of `mv` for our piece of `rank` (the search scores the battles).
    pub fn bonus(&self, mv: Move) -> f32 {
        let k = self.k;
        let Some(p) = k.own_at(mv.from) else {
            return 0.0;
        };
        if let Some(e) = k.enemy_at(mv.to) {
            // Attacks end quiet spells; when ahead, an unknown piece that never moved is worth
            // a small piece's risk (it may be the Flag).
            let mut bonus = 6.0 * self.stall;
            if e.rank.is_none() && p.rank.strength() <= 6 {
                bonus += 30.0 * self.stall + if e.moved { 0.0 } else { 25.0 * self.ahead };
            }
            return bonus;
        }
        let push = 1.0 + self.ahead + self.stall;
        let mut bonus = 0.0;
        for (prob, dist) in &self.flags {
            let (before, after) = (dist[mv.from.index()], dist[mv.to.index()]);
            if before != u8::MAX && after != u8::MAX {
                bonus += push
                    * prob
                    * walker_weight(p.rank)
                    * (f32::from(before) - f32::from(after)).clamp(-1.0, 1.0);
            }
        }
        bonus + self.hunt(p.rank, mv) + self.squeeze(p.rank, mv) - self.idle(mv)
    }

    /// Closing on a known piece that `rank` beats, more when it is worth more.
    fn hunt(&self, rank: Rank, mv: Move) -> f32 {
        let k = self.k;
        k.enemy
            .iter()
            .filter_map(|e| {
                let er = e.rank?;
                let wins = Battle::resolve(rank, er, k.rules.one_time_bombs).outcome
                    == BattleOutcome::AttackerWins;
                if !wins || !er.is_movable() {
                    return None;
                }
                let before = f32::from(mv.from.distance(e.square));
                let after = f32::from(mv.to.distance(e.square));
                Some(f32::from(er.strength()).max(2.0) * (before - after) / (1.0 + after))
            })
            .fold(0.0, f32::max)
    }

    /// Taking squares a known prey could flee to: a piece with nowhere to go is lost (and the
    /// two-squares rule soon leaves a piece shuttling between two squares nowhere to go).
    fn squeeze(&self, rank: Rank, mv: Move) -> f32 {
        let k = self.k;
        let mut bonus = 0.0;
        for e in &k.enemy {
            let Some(er) = e.rank else { continue };
            if !er.is_movable()
                || e.square.distance(mv.to) > 2
                || Battle::resolve(rank, er, k.rules.one_time_bombs).outcome
                    != BattleOutcome::AttackerWins
            {
                continue;
            }
            let free = |hunter: Square| {
                e.square
                    .neighbours()
                    .filter(|n| {
                        !n.is_lake()
                            && *n != hunter
                            && k.enemy_at(*n).is_none()
                            && (k.own_at(*n).is_none() || *n == mv.from)
                            && !n.is_adjacent(hunter)
                    })
                    .count() as f32
            };
            bonus += 2.0 * (free(mv.from) - free(mv.to)).max(0.0);
        }
        bonus
    }

    /// A quiet move of a piece that heads for nothing while the game stalls.
    fn idle(&self, mv: Move) -> f32 {
        let k = self.k;
        let nearer = k
            .enemy
            .iter()
            .any(|e| mv.to.distance(e.square) < mv.from.distance(e.square));
        if nearer { 0.0 } else { 4.0 * self.stall }
    }
}

/// Total worth of the movable pieces in `counts`, as `color`'s pieces.
fn material(values: &Values, color: crate::engine::Color, counts: &RankCounts) -> f32 {
    counts
        .iter()
        .filter(|(r, _)| r.is_movable())
        .map(|(r, n)| values.of(color, r) * f32::from(n))
        .sum()
}

/// Steps from every square to `target` around the lakes (pieces are ignored: they move).
fn walking_distance(target: Square) -> [u8; 100] {
    super::reach::distances([target], |_| true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::level_tests::position;
    use crate::engine::{Color, Game, PlayedMove, Rank};
    use crate::seat::knowledge_for;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn mv(text: &str) -> Move {
        Move::parse(text).unwrap()
    }

    #[test]
    fn walking_goes_round_the_lakes() {
        let d = walking_distance(sq("C7"));
        // C4 to C7 is three rows apart, but the lake on C5 and C6 forces a detour via B.
        assert_eq!(d[sq("C4").index()], 5);
        assert_eq!(d[sq("C8").index()], 1);
    }

    fn knowledge(game: &Game, played: &[PlayedMove]) -> Knowledge {
        knowledge_for(game, played, game.to_move()).unwrap()
    }

    fn values(k: &Knowledge) -> Values {
        Values::new(&k.own_remaining, &k.enemy_remaining)
    }

    /// With the Flag surely on A10 (every sample put it there), a Miner steps toward it, and
    /// more eagerly than a Major does.
    #[test]
    fn miners_walk_toward_the_likely_flag() {
        let game = position(
            &[
                ("E4", Color::Red, Rank::Miner),
                ("F4", Color::Red, Rank::Major),
                ("A1", Color::Red, Rank::Flag),
                ("A10", Color::Blue, Rank::Flag),
                ("J10", Color::Blue, Rank::Bomb),
            ],
            Color::Red,
        );
        let k = knowledge(&game, &[]);
        let v = values(&k);
        let plan = Plan::new(&k, &v, &[10, 0], 10);
        let toward = plan.bonus(mv("E4-E5"));
        assert!(toward > 0.0, "{toward}");
        assert!(plan.bonus(mv("E4-E3")) < 0.0);
        assert!(toward > plan.bonus(mv("F4-F5")));
    }

    /// A Captain that showed itself is hunted by our Major, and the longer nothing happens the
    /// more a move that heads nowhere costs.
    #[test]
    fn known_prey_is_hunted_and_idling_costs_once_the_game_stalls() {
        let mut game = position(
            &[
                ("E2", Color::Red, Rank::Major),
                ("E5", Color::Red, Rank::Sergeant),
                ("A1", Color::Red, Rank::Flag),
                ("J1", Color::Red, Rank::Scout),
                ("E6", Color::Blue, Rank::Captain),
                ("J10", Color::Blue, Rank::Flag),
                ("A10", Color::Blue, Rank::Bomb),
            ],
            Color::Red,
        );
        let mut played = Vec::new();
        for m in ["J1-J2", "E6-E5"] {
            played.push(game.play(mv(m)).unwrap());
        }
        let k = knowledge(&game, &played);
        let v = values(&k);
        let plan = Plan::new(&k, &v, &[0, 0, 0], 1);
        assert!(plan.bonus(mv("E2-E3")) > plan.bonus(mv("E2-D2")));
        // Forty quiet plies later, a Scout shuffling along the back row is idling.
        let mut stalled = k.clone();
        stalled.plies_since_battle = 60;
        let fresh = Plan::new(&k, &v, &[0, 0, 0], 1).bonus(mv("J2-J1"));
        let late = Plan::new(&stalled, &v, &[0, 0, 0], 1).bonus(mv("J2-J1"));
        assert!(late < fresh, "{late} vs {fresh}");
    }
}
