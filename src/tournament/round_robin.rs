//! Round robin by Berger tables.
//!
//! Players are numbered by seed; an odd field gets a phantom last player whose opponent has the
//! bye. With `m = n - 1` (n even), round `r` pairs `i` with `j` whenever `i + j ≡ r (mod m)`, and
//! the player with `2i ≡ r (mod m)` meets the fixed last player. Colours follow the parity of
//! `j - i`, and the fixed player alternates colours by round: every player ends with reds and
//! blues differing by at most one. A double round robin replays the table with colours swapped.

use super::model::{Game, Pairing, PlayerId, Round};

/// Round `index` (from zero) of a (double) round robin among `seeded` players.
///
/// Returns `None` once `index` is past the schedule.
pub(crate) fn round(seeded: &[PlayerId], index: usize, double: bool) -> Option<Round> {
    let cycle = super::format::round_robin_rounds(seeded.len());
    if cycle == 0 || index >= cycle * if double { 2 } else { 1 } {
        return None;
    }
    let swap = index >= cycle;
    let r = index % cycle;
    let mut slots: Vec<Option<PlayerId>> = seeded.iter().copied().map(Some).collect();
    if slots.len() % 2 == 1 {
        slots.push(None);
    }
    let m = slots.len() - 1;
    let mut table = Vec::with_capacity(slots.len() / 2);
    // The fixed player's board first, then the others by first seed.
    let i = (0..m).find(|&i| (2 * i) % m == r).unwrap_or(0);
    table.push(if r % 2 == 1 { (m, i) } else { (i, m) });
    for a in 0..m {
        let b = (r + m - a) % m;
        if a < b {
            table.push(if (b - a) % 2 == 1 { (a, b) } else { (b, a) });
        }
    }
    let mut out = Round::default();
    for (red, blue) in table {
        match (slots[red], slots[blue]) {
            (Some(red), Some(blue)) => {
                let pairing = Pairing { red, blue };
                out.games.push(Game::pending(if swap {
                    pairing.swapped()
                } else {
                    pairing
                }));
            }
            (Some(p), None) | (None, Some(p)) => out.byes.push(p),
            (None, None) => {}
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn four_players_meet_everyone_once_in_three_rounds() {
        let players = ids(4);
        let rounds: Vec<Round> = (0..3).filter_map(|r| round(&players, r, false)).collect();
        assert_eq!(rounds.len(), 3);
        assert!(round(&players, 3, false).is_none());
        let mut met = HashMap::new();
        for g in rounds.iter().flat_map(|r| &r.games) {
            let key = (
                g.pairing.red.min(g.pairing.blue),
                g.pairing.red.max(g.pairing.blue),
            );
            *met.entry(key).or_insert(0) += 1;
        }
        assert_eq!(met.len(), 6);
        assert!(met.values().all(|&c| c == 1));
    }

    #[test]
    fn odd_field_gives_each_player_one_bye() {
        let players = ids(5);
        let byes: Vec<PlayerId> = (0..5)
            .filter_map(|r| round(&players, r, false))
            .flat_map(|r| r.byes)
            .collect();
        let mut sorted = byes.clone();
        sorted.sort();
        assert_eq!(sorted, players);
    }

    #[test]
    fn colours_differ_by_at_most_one() {
        for n in 2..=16 {
            let players = ids(n);
            let mut balance: HashMap<PlayerId, i32> = HashMap::new();
            for r in 0..n as usize {
                for g in round(&players, r, false)
                    .map(|r| r.games)
                    .unwrap_or_default()
                {
                    *balance.entry(g.pairing.red).or_default() += 1;
                    *balance.entry(g.pairing.blue).or_default() -= 1;
                }
            }
            assert!(balance.values().all(|b| b.abs() <= 1), "n={n}: {balance:?}");
        }
    }

    #[test]
    fn second_cycle_swaps_colours() {
        let players = ids(6);
        for r in 0..5 {
            let first = round(&players, r, true).unwrap();
            let second = round(&players, r + 5, true).unwrap();
            let swapped: Vec<Pairing> = first.games.iter().map(|g| g.pairing.swapped()).collect();
            let got: Vec<Pairing> = second.games.iter().map(|g| g.pairing).collect();
            assert_eq!(got, swapped);
        }
    }
}
