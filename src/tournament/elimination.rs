//! Single elimination: seeding, the bracket and who advances.
//!
//! The field is padded to the next power of two with byes. Seeds are placed in the classic
//! order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight), so seeds 1 and 2 can only meet in the final, the
//! top four only from the semi-finals on, and the byes fall to the top seeds. The better seed
//! plays red. A drawn tie is replayed with colours swapped inside the same round until someone
//! wins; a double forfeit sends nobody through, and that player's next opponent gets a bye.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::model::{Game, GameResult, Pairing, PlayerId, Round, Side};

/// Seed numbers (from 1) by bracket position for a bracket of `size` positions (a power of two).
///
/// Seeds above the field size are byes.
#[must_use]
pub fn seed_positions(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let mirror = 2 * order.len() + 1;
        order = order.iter().flat_map(|&s| [s, mirror - s]).collect();
    }
    order
}

/// One side of a bracket match, for drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    /// A known player with their seed (from 1).
    Player {
        /// Who.
        id: PlayerId,
        /// Seed from 1 (best).
        seed: u32,
    },
    /// Nobody: the other side advances without playing.
    Bye,
    /// Decided by an earlier match that is not finished yet.
    Pending,
}

/// One match of the bracket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BracketMatch {
    /// Upper side as drawn.
    pub top: Slot,
    /// Lower side as drawn.
    pub bottom: Slot,
    /// Games played in this tie, replays included, in order.
    pub games: Vec<Game>,
    /// Who advanced; `None` while undecided or when nobody did (double forfeit, withdrawals).
    pub winner: Option<PlayerId>,
    /// Whether the match is settled, even if nobody advanced.
    pub decided: bool,
}

/// The whole knockout tree, first round first, each round in drawing order; match `j` of a round
/// feeds match `j / 2` of the next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bracket {
    /// Matches per round.
    pub rounds: Vec<Vec<BracketMatch>>,
    /// The winner of the final, once known.
    pub champion: Option<PlayerId>,
}

/// What fills a bracket position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    Player(PlayerId),
    Empty,
    Unknown,
}

/// Who comes out of the tie between `a` and `b` in `round`.
fn outcome(a: Entry, b: Entry, round: &Round) -> Entry {
    match (a, b) {
        (Entry::Player(a), Entry::Player(b)) => {
            let tie = Pairing { red: a, blue: b };
            let last = round
                .games
                .iter()
                .rev()
                .find(|g| g.pairing.same_players(tie));
            match last.and_then(|g| g.result.map(|r| (g.pairing, r))) {
                Some((_, GameResult::DoubleForfeit)) => Entry::Empty,
                Some((p, r)) => match r.winner() {
                    Some(Side::Red) => Entry::Player(p.red),
                    Some(Side::Blue) => Entry::Player(p.blue),
                    None => Entry::Unknown,
                },
                None => Entry::Unknown,
            }
        }
        // A lone player advances only through a bye actually granted; a withdrawn one gets none.
        (Entry::Player(p), Entry::Empty) | (Entry::Empty, Entry::Player(p)) => {
            if round.byes.contains(&p) {
                Entry::Player(p)
            } else {
                Entry::Empty
            }
        }
        (Entry::Empty, Entry::Empty) => Entry::Empty,
        _ => Entry::Unknown,
    }
}

/// Bracket positions of every round that exists or comes next, starting from the seeding.
fn positions(seeded: &[PlayerId], rounds: &[Round]) -> Vec<Vec<Entry>> {
    let size = seeded.len().max(2).next_power_of_two();
    let first: Vec<Entry> = seed_positions(size)
        .into_iter()
        .map(|s| {
            seeded
                .get(s - 1)
                .map_or(Entry::Empty, |&p| Entry::Player(p))
        })
        .collect();
    let mut out = vec![first];
    for round in rounds {
        let Some(last) = out.last() else { break };
        if last.len() < 2 {
            break;
        }
        let next = last
            .chunks(2)
            .map(|pair| outcome(pair[0], pair[1], round))
            .collect();
        out.push(next);
    }
    out
}

/// The next knockout round, or `None` when the final has been paired already.
pub(crate) fn next_round(seeded: &[PlayerId], rounds: &[Round]) -> Option<Round> {
    let all = positions(seeded, rounds);
    let current = all.get(rounds.len())?;
    if current.len() < 2 {
        return None;
    }
    let seed: HashMap<PlayerId, usize> = seeded.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let mut out = Round::default();
    for pair in current.chunks(2) {
        match (pair[0], pair[1]) {
            (Entry::Player(a), Entry::Player(b)) => {
                // The better seed takes red.
                let (red, blue) = if seed.get(&a) <= seed.get(&b) {
                    (a, b)
                } else {
                    (b, a)
                };
                out.games.push(Game::pending(Pairing { red, blue }));
            }
            (Entry::Player(p), _) | (_, Entry::Player(p)) => out.byes.push(p),
            _ => {}
        }
    }
    Some(out)
}

/// Ties in `round` whose latest game is a draw and so need a replay, colours swapped.
pub(crate) fn replays_needed(round: &Round) -> Vec<Pairing> {
    round
        .games
        .iter()
        .enumerate()
        .filter(|&(i, g)| {
            g.result == Some(GameResult::Draw)
                && !round.games[i + 1..]
                    .iter()
                    .any(|later| later.pairing.same_players(g.pairing))
        })
        .map(|(_, g)| g.pairing.swapped())
        .collect()
}

/// The bracket as it stands, for drawing.
pub(crate) fn bracket(seeded: &[PlayerId], rounds: &[Round]) -> Bracket {
    let size = seeded.len().max(2).next_power_of_two();
    let total = size.trailing_zeros() as usize;
    let seed: HashMap<PlayerId, u32> = seeded
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, u32::try_from(i + 1).unwrap_or(u32::MAX)))
        .collect();
    let slot = |e: Entry| match e {
        Entry::Player(id) => Slot::Player {
            id,
            seed: seed.get(&id).copied().unwrap_or(u32::MAX),
        },
        Entry::Empty => Slot::Bye,
        Entry::Unknown => Slot::Pending,
    };
    let mut entries = positions(seeded, rounds);
    // Rounds not yet paired are drawn as pending.
    while entries.len() < total + 1 {
        let len = entries.last().map_or(1, Vec::len);
        entries.push(vec![Entry::Unknown; (len / 2).max(1)]);
    }
    let mut out = Vec::with_capacity(total);
    for (k, here) in entries.iter().take(total).enumerate() {
        let next = &entries[k + 1];
        let matches = here
            .chunks(2)
            .enumerate()
            .map(|(j, pair)| {
                let games = rounds.get(k).map_or_else(Vec::new, |r| {
                    r.games
                        .iter()
                        .filter(|g| {
                            matches!(pair, [Entry::Player(a), Entry::Player(b)]
                                if g.pairing.same_players(Pairing { red: *a, blue: *b }))
                        })
                        .copied()
                        .collect()
                });
                let result = next.get(j).copied().unwrap_or(Entry::Unknown);
                BracketMatch {
                    top: slot(pair[0]),
                    bottom: slot(pair[1]),
                    games,
                    winner: match result {
                        Entry::Player(p) => Some(p),
                        _ => None,
                    },
                    decided: result != Entry::Unknown,
                }
            })
            .collect();
        out.push(matches);
    }
    let champion = match entries.get(total).and_then(|e| e.first()) {
        Some(Entry::Player(p)) => Some(*p),
        _ => None,
    };
    Bracket {
        rounds: out,
        champion,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn seed_positions_keep_top_seeds_apart() {
        assert_eq!(seed_positions(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(seed_positions(2), vec![1, 2]);
    }

    #[test]
    fn byes_go_to_top_seeds() {
        let first = next_round(&ids(5), &[]).unwrap();
        assert_eq!(first.byes, vec![PlayerId(1), PlayerId(2), PlayerId(3)]);
        assert_eq!(
            first.games,
            vec![Game::pending(Pairing {
                red: PlayerId(4),
                blue: PlayerId(5)
            })]
        );
    }

    #[test]
    fn draw_needs_replay_with_colours_swapped() {
        let p = Pairing {
            red: PlayerId(1),
            blue: PlayerId(2),
        };
        let mut round = Round {
            games: vec![Game {
                pairing: p,
                result: Some(GameResult::Draw),
            }],
            byes: vec![],
        };
        assert_eq!(replays_needed(&round), vec![p.swapped()]);
        round.games.push(Game {
            pairing: p.swapped(),
            result: Some(GameResult::RedWin),
        });
        assert!(replays_needed(&round).is_empty());
        let b = bracket(&ids(2), &[round]);
        assert_eq!(b.champion, Some(PlayerId(2)));
        assert_eq!(b.rounds[0][0].games.len(), 2);
    }

    #[test]
    fn double_forfeit_gives_next_opponent_a_bye() {
        let players = ids(4);
        let mut first = next_round(&players, &[]).unwrap();
        first.games[0].result = Some(GameResult::DoubleForfeit);
        first.games[1].result = Some(GameResult::RedWin);
        let final_round = next_round(&players, &[first.clone()]).unwrap();
        assert!(final_round.games.is_empty());
        assert_eq!(final_round.byes, vec![PlayerId(2)]);
        let b = bracket(&players, &[first, final_round]);
        assert_eq!(b.champion, Some(PlayerId(2)));
    }
}
