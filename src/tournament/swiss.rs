//! Swiss pairing.
//!
//! The method, in the spirit of the FIDE Dutch system but simpler:
//!
//! 1. Active (not withdrawn) players are ranked by points, then by seed.
//! 2. With an odd count, the bye goes to the lowest-ranked player who has not had one. If the
//!    others cannot then be paired without a rematch, the next-lowest such player is tried.
//! 3. The highest-ranked unpaired player is paired inside their score group, top half against
//!    bottom half (with eight on the same score, 1st meets 5th, 2nd meets 6th, ...); when the
//!    group has no partner left they float down to the next group, best-ranked first.
//! 4. A depth-first search backtracks over those choices until nobody meets an opponent twice,
//!    so rematches happen only when no rematch-free round exists (or the search gives up after
//!    [`SEARCH_BUDGET`] steps on pathological fields). Only then are rematches allowed, still
//!    preferring new opponents.
//! 5. Colours: the player with more reds than blues so far takes blue; on equal balance the one
//!    who had blue last takes red, and otherwise the higher-ranked player takes red.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::history::Record;
use super::model::{Game, Pairing, PlayerId, Round, Side};

/// Search steps allowed before rematches are accepted; far beyond what real fields need.
pub const SEARCH_BUDGET: u32 = 200_000;

/// Pairs one Swiss round among `active` players (in seed order) given their `records`.
pub(crate) fn pair(active: &[PlayerId], records: &HashMap<PlayerId, Record>) -> Round {
    let empty = Record::default();
    let rec = |p: &PlayerId| records.get(p).unwrap_or(&empty);
    let mut ranked: Vec<(usize, PlayerId)> = active.iter().copied().enumerate().collect();
    ranked.sort_by(|(sa, a), (sb, b)| rec(b).points.total_cmp(&rec(a).points).then(sa.cmp(sb)));
    let ranked: Vec<PlayerId> = ranked.into_iter().map(|(_, p)| p).collect();
    let search = Search {
        records,
        empty: &empty,
    };
    let mut budget = SEARCH_BUDGET;

    let mut bye = None;
    let mut pairs = None;
    if ranked.len() % 2 == 1 {
        let mut candidates: Vec<PlayerId> = ranked
            .iter()
            .rev()
            .copied()
            .filter(|p| rec(p).byes == 0)
            .collect();
        if candidates.is_empty() {
            candidates = ranked.iter().rev().copied().collect();
        }
        for &c in &candidates {
            let rest: Vec<PlayerId> = ranked.iter().copied().filter(|&p| p != c).collect();
            if let Some(found) = search.run(&rest, false, &mut budget) {
                bye = Some(c);
                pairs = Some(found);
                break;
            }
        }
        if bye.is_none() {
            bye = candidates.first().copied();
        }
    } else {
        pairs = search.run(&ranked, false, &mut budget);
    }
    let pairs = pairs.unwrap_or_else(|| {
        let rest: Vec<PlayerId> = ranked.iter().copied().filter(|&p| Some(p) != bye).collect();
        // With rematches allowed the first branch always succeeds, so no budget is needed.
        let mut unlimited = u32::MAX;
        search.run(&rest, true, &mut unlimited).unwrap_or_default()
    });

    Round {
        games: pairs
            .into_iter()
            .map(|(a, b)| Game::pending(search.colours(a, b)))
            .collect(),
        byes: bye.into_iter().collect(),
    }
}

struct Search<'a> {
    records: &'a HashMap<PlayerId, Record>,
    empty: &'a Record,
}

impl Search<'_> {
    fn rec(&self, p: PlayerId) -> &Record {
        self.records.get(&p).unwrap_or(self.empty)
    }

    fn met(&self, a: PlayerId, b: PlayerId) -> bool {
        self.rec(a).met.contains(&b)
    }

    /// Opponents for `unpaired[0]` in order of preference (see the module docs).
    fn candidates(&self, unpaired: &[PlayerId]) -> Vec<PlayerId> {
        let top = self.rec(unpaired[0]).points;
        let group = unpaired
            .iter()
            .take_while(|&&p| self.rec(p).points == top)
            .count();
        let half = group / 2;
        if group < 2 {
            return unpaired[1..].to_vec();
        }
        let mut out: Vec<PlayerId> = unpaired[half.max(1)..group].to_vec();
        out.extend(unpaired[1..half.max(1)].iter().rev());
        out.extend(&unpaired[group..]);
        out
    }

    /// Pairs everyone in `unpaired` (ranked order), or `None` if impossible without rematches
    /// (when `rematches` is false) or the budget ran out.
    fn run(
        &self,
        unpaired: &[PlayerId],
        rematches: bool,
        budget: &mut u32,
    ) -> Option<Vec<(PlayerId, PlayerId)>> {
        let Some(&top) = unpaired.first() else {
            return Some(Vec::new());
        };
        let mut candidates = self.candidates(unpaired);
        if rematches {
            // Stable sort keeps the preference order within new and repeat opponents.
            candidates.sort_by_key(|&c| self.met(top, c));
        } else {
            candidates.retain(|&c| !self.met(top, c));
        }
        for c in candidates {
            *budget = budget.checked_sub(1)?;
            let rest: Vec<PlayerId> = unpaired[1..].iter().copied().filter(|&p| p != c).collect();
            if let Some(mut found) = self.run(&rest, rematches, budget) {
                found.insert(0, (top, c));
                return Some(found);
            }
        }
        None
    }

    /// Colours for `a` (higher ranked) against `b`.
    fn colours(&self, a: PlayerId, b: PlayerId) -> Pairing {
        let (ra, rb) = (self.rec(a), self.rec(b));
        let wants_red = |r: &Record| r.last_colour == Some(Side::Blue);
        let a_red = match ra.colour_balance.cmp(&rb.colour_balance) {
            Ordering::Less => true,
            Ordering::Greater => false,
            Ordering::Equal => wants_red(ra) || !wants_red(rb),
        };
        if a_red {
            Pairing { red: a, blue: b }
        } else {
            Pairing { red: b, blue: a }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::history::records;
    use crate::tournament::model::GameResult;

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn first_round_pairs_top_half_against_bottom_half() {
        let players = ids(8);
        let round = pair(&players, &records(&players, &[]));
        let got: Vec<(u64, u64)> = round
            .games
            .iter()
            .map(|g| (g.pairing.red.0, g.pairing.blue.0))
            .collect();
        assert_eq!(got, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
        assert!(round.byes.is_empty());
    }

    #[test]
    fn bye_goes_to_lowest_without_one() {
        let players = ids(5);
        let first = pair(&players, &records(&players, &[]));
        assert_eq!(first.byes, vec![PlayerId(5)]);
        let mut first = first;
        for g in &mut first.games {
            g.result = Some(GameResult::RedWin);
        }
        let second = pair(&players, &records(&players, &[first]));
        assert_eq!(second.byes.len(), 1);
        assert_ne!(second.byes[0], PlayerId(5));
    }

    #[test]
    fn avoids_rematch_by_backtracking() {
        // Round 1: 1-2, 3-4, all draws; then 1 and 3 met too. Top-half pairing would give
        // 1-3 again, so the search must move on.
        let players = ids(4);
        let draw = |red, blue| Game {
            pairing: Pairing {
                red: PlayerId(red),
                blue: PlayerId(blue),
            },
            result: Some(GameResult::Draw),
        };
        let rounds = vec![
            Round {
                games: vec![draw(1, 2), draw(3, 4)],
                byes: vec![],
            },
            Round {
                games: vec![draw(1, 3), draw(2, 4)],
                byes: vec![],
            },
        ];
        let third = pair(&players, &records(&players, &rounds));
        for g in &third.games {
            let p = g.pairing;
            assert!(
                rounds
                    .iter()
                    .flat_map(|r| &r.games)
                    .all(|old| !old.pairing.same_players(p))
            );
        }
        assert_eq!(third.games.len(), 2);
    }
}
