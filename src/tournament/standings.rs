//! Scores, tiebreaks and the final ranking.
//!
//! Points: 1 for a win (forfeit wins included), ½ for a draw, 0 for a loss, a forfeit or a double
//! forfeit, and 1 for a bye. Ties on points are broken, in order, by:
//!
//! 1. **Buchholz**: the sum of the current points of every opponent met in a decided game. A
//!    strong schedule ranks higher. Byes add nothing.
//! 2. **Sonneborn-Berger**: the points of every opponent beaten plus half the points of every
//!    opponent drawn. Beating strong players ranks higher.
//! 3. **Head-to-head**: points scored in games among the players still tied after 1 and 2.
//! 4. **Wins**: games won, forfeit wins included, byes not.
//!
//! Anyone still level keeps seed order, so ranks are always unique. In single elimination the
//! knockout rounds won come before everything else: the champion first, then the finalist, and so
//! on.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::history::records;
use super::model::{Entrant, PlayerId, Round};

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StandingRow {
    /// Position from 1, unique.
    pub rank: u32,
    /// Who.
    pub player: PlayerId,
    /// Seed from 1 (highest rating).
    pub seed: u32,
    /// Tournament points.
    pub points: f64,
    /// First tiebreak.
    pub buchholz: f64,
    /// Second tiebreak.
    pub sonneborn_berger: f64,
    /// Third tiebreak: points against the others tied with this player (0 when not tied).
    pub head_to_head: f64,
    /// Fourth tiebreak.
    pub wins: u32,
    /// Decided games, forfeits included.
    pub games: u32,
    /// Byes received.
    pub byes: u32,
    /// Knockout rounds survived (single elimination only, otherwise 0); ranks before points.
    pub knockout_rounds_won: u32,
    /// Whether the player has withdrawn; their past results still count.
    pub withdrawn: bool,
}

/// The table, best first, and the winner once the tournament is finished.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Standings {
    /// Every registered player, ranked.
    pub rows: Vec<StandingRow>,
    /// The champion; `None` until finished (or if a knockout final had no winner).
    pub winner: Option<PlayerId>,
}

/// Ranks `seeded` (best seed first) from `rounds`; `knockout` gives rounds survived per player.
pub(crate) fn rank(
    seeded: &[Entrant],
    rounds: &[Round],
    knockout: &HashMap<PlayerId, u32>,
) -> Vec<StandingRow> {
    let ids: Vec<PlayerId> = seeded.iter().map(|e| e.id).collect();
    let recs = records(&ids, rounds);
    let points = |p: &PlayerId| recs.get(p).map_or(0.0, |r| r.points);
    let mut buchholz: HashMap<PlayerId, f64> = HashMap::new();
    let mut sb: HashMap<PlayerId, f64> = HashMap::new();
    for game in rounds.iter().flat_map(|r| &r.games) {
        let (Some(result), p) = (game.result, game.pairing) else {
            continue;
        };
        if !(recs.contains_key(&p.red) && recs.contains_key(&p.blue)) {
            continue;
        }
        let (red_pts, blue_pts) = result.points();
        for (me, other, scored) in [(p.red, p.blue, red_pts), (p.blue, p.red, blue_pts)] {
            *buchholz.entry(me).or_default() += points(&other);
            *sb.entry(me).or_default() += scored * points(&other);
        }
    }
    let mut rows: Vec<StandingRow> = seeded
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let rec = recs.get(&e.id).cloned().unwrap_or_default();
            StandingRow {
                rank: 0,
                player: e.id,
                seed: u32::try_from(i + 1).unwrap_or(u32::MAX),
                points: rec.points,
                buchholz: buchholz.get(&e.id).copied().unwrap_or(0.0),
                sonneborn_berger: sb.get(&e.id).copied().unwrap_or(0.0),
                head_to_head: 0.0,
                wins: rec.wins,
                games: rec.games,
                byes: rec.byes,
                knockout_rounds_won: knockout.get(&e.id).copied().unwrap_or(0),
                withdrawn: e.withdrawn,
            }
        })
        .collect();

    let before_h2h = |a: &StandingRow, b: &StandingRow| {
        b.knockout_rounds_won
            .cmp(&a.knockout_rounds_won)
            .then(b.points.total_cmp(&a.points))
            .then(b.buchholz.total_cmp(&a.buchholz))
            .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
    };
    rows.sort_by(|a, b| before_h2h(a, b).then(a.seed.cmp(&b.seed)));
    let mut start = 0;
    while start < rows.len() {
        let end = start
            + rows[start..]
                .iter()
                .take_while(|r| before_h2h(&rows[start], r).is_eq())
                .count();
        if end - start > 1 {
            let group: Vec<PlayerId> = rows[start..end].iter().map(|r| r.player).collect();
            for row in &mut rows[start..end] {
                row.head_to_head = head_to_head(row.player, &group, rounds);
            }
        }
        start = end;
    }
    rows.sort_by(|a, b| {
        before_h2h(a, b)
            .then(b.head_to_head.total_cmp(&a.head_to_head))
            .then(b.wins.cmp(&a.wins))
            .then(a.seed.cmp(&b.seed))
    });
    for (i, row) in rows.iter_mut().enumerate() {
        row.rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
    }
    rows
}

/// Points `player` scored in decided games against members of `group`.
fn head_to_head(player: PlayerId, group: &[PlayerId], rounds: &[Round]) -> f64 {
    rounds
        .iter()
        .flat_map(|r| &r.games)
        .filter_map(|g| {
            let other = g.pairing.opponent_of(player)?;
            let (red, blue) = g.result?.points();
            group
                .contains(&other)
                .then_some(if g.pairing.red == player { red } else { blue })
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::model::{Game, GameResult, Pairing};

    fn game(red: u64, blue: u64, result: GameResult) -> Game {
        Game {
            pairing: Pairing {
                red: PlayerId(red),
                blue: PlayerId(blue),
            },
            result: Some(result),
        }
    }

    fn entrants(n: u64) -> Vec<Entrant> {
        (1..=n).map(|i| Entrant::new(PlayerId(i), 0.0)).collect()
    }

    #[test]
    fn points_and_tiebreaks() {
        // 3 beats 1, 1 beats 2, 2 beats 3: a cycle, all on 1 point; 4 loses to all three.
        let rounds = vec![
            Round {
                games: vec![
                    game(3, 1, GameResult::RedWin),
                    game(2, 4, GameResult::RedWin),
                ],
                byes: vec![],
            },
            Round {
                games: vec![
                    game(1, 2, GameResult::RedWin),
                    game(3, 4, GameResult::RedWin),
                ],
                byes: vec![],
            },
            Round {
                games: vec![
                    game(2, 3, GameResult::RedWin),
                    game(1, 4, GameResult::RedWin),
                ],
                byes: vec![],
            },
        ];
        let rows = rank(&entrants(4), &rounds, &HashMap::new());
        let pts: Vec<f64> = rows.iter().map(|r| r.points).collect();
        assert_eq!(pts, vec![2.0, 2.0, 2.0, 0.0]);
        // Everyone on 2 has Buchholz 2+2+0 = 4 and SB 2+0 = 2; head-to-head is 1 each; wins 2;
        // so seed order decides.
        let order: Vec<u64> = rows.iter().map(|r| r.player.0).collect();
        assert_eq!(order, vec![1, 2, 3, 4]);
        assert!(
            rows[..3]
                .iter()
                .all(|r| r.buchholz == 4.0 && r.sonneborn_berger == 2.0)
        );
        assert!(rows[..3].iter().all(|r| r.head_to_head == 1.0));
    }

    #[test]
    fn head_to_head_breaks_a_tie() {
        // Everyone on 1 point; 1 and 2 also level on Buchholz (2) and SB (1), and 2 beat 1.
        let rounds = vec![
            Round {
                games: vec![
                    game(1, 2, GameResult::BlueWin),
                    game(3, 4, GameResult::RedWin),
                ],
                byes: vec![],
            },
            Round {
                games: vec![game(2, 4, GameResult::BlueWin)],
                byes: vec![],
            },
            Round {
                games: vec![game(1, 4, GameResult::RedWin)],
                byes: vec![],
            },
        ];
        let rows = rank(&entrants(4), &rounds, &HashMap::new());
        let order: Vec<u64> = rows.iter().map(|r| r.player.0).collect();
        assert_eq!(order, vec![4, 2, 1, 3]);
        assert_eq!((rows[1].head_to_head, rows[2].head_to_head), (1.0, 0.0));
    }

    #[test]
    fn bye_and_forfeit_score_one() {
        let rounds = vec![Round {
            games: vec![game(
                1,
                2,
                GameResult::Forfeit {
                    loser: crate::tournament::Side::Red,
                },
            )],
            byes: vec![PlayerId(3)],
        }];
        let rows = rank(&entrants(3), &rounds, &HashMap::new());
        let by: HashMap<PlayerId, f64> = rows.iter().map(|r| (r.player, r.points)).collect();
        assert_eq!(by[&PlayerId(1)], 0.0);
        assert_eq!(by[&PlayerId(2)], 1.0);
        assert_eq!(by[&PlayerId(3)], 1.0);
    }
}
