//! Property tests over many simulated tournaments with random results and withdrawals.

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;

/// How a simulated tournament went: the final state and when each withdrawal happened.
struct Run {
    t: Tournament,
    /// Player and the index of the round that was current when they withdrew.
    withdrawals: Vec<(PlayerId, usize)>,
}

fn random_result(rng: &mut SmallRng, double_forfeits: bool) -> GameResult {
    match rng.gen_range(0..100) {
        0..=39 => GameResult::RedWin,
        40..=79 => GameResult::BlueWin,
        80..=94 => GameResult::Draw,
        95..=96 => GameResult::Forfeit { loser: Side::Red },
        97 => GameResult::Forfeit { loser: Side::Blue },
        _ if double_forfeits => GameResult::DoubleForfeit,
        _ => GameResult::RedWin,
    }
}

/// Plays `format` with `n` players to the end. `withdraw_per_mille` is the chance per round that
/// someone withdraws right after pairing.
fn simulate(
    format: Format,
    n: u64,
    seed: u64,
    withdraw_per_mille: u32,
    double_forfeits: bool,
) -> Run {
    let mut rng = SmallRng::seed_from_u64(seed);
    let players = (1..=n)
        .map(|i| Entrant::new(PlayerId(i * 7919), rng.gen_range(1000.0..2000.0)))
        .collect();
    let mut t = Tournament::new(format, players).expect("valid field");
    let mut withdrawals = Vec::new();
    let mut steps = 0;
    while !t.is_finished() {
        let round = t.start_next_round().expect("pairable while not finished");
        if rng.gen_range(0..1000) < withdraw_per_mille {
            let active: Vec<PlayerId> = t
                .players()
                .iter()
                .filter(|e| !e.withdrawn)
                .map(|e| e.id)
                .collect();
            if !active.is_empty() {
                let p = active[rng.gen_range(0..active.len())];
                t.withdraw(p).expect("active player can withdraw");
                withdrawals.push((p, round));
            }
        }
        loop {
            let pending: Vec<usize> = t.rounds()[round].pending_games().map(|(i, _)| i).collect();
            let Some(&game) = pending.first() else { break };
            let result = random_result(&mut rng, double_forfeits);
            t.record_result(GameRef { round, game }, result)
                .expect("pending game");
            steps += 1;
            assert!(steps < 100_000, "simulation does not terminate");
        }
        assert_eq!(t.open_games(), 0);
    }
    assert_eq!(t.next_round(), Err(PairingError::AlreadyFinished));
    // Whatever happened must survive a storage round trip.
    let (f, p, r) = t.clone().into_parts();
    assert_eq!(Tournament::from_parts(f, p, r).as_ref(), Ok(&t));
    Run { t, withdrawals }
}

fn key(p: Pairing) -> (PlayerId, PlayerId) {
    (p.red.min(p.blue), p.red.max(p.blue))
}

/// Each player appears at most once per round (knockout replays aside).
fn assert_once_per_round(t: &Tournament) {
    for round in t.rounds() {
        let mut ties = HashSet::new();
        let mut seen = HashSet::new();
        for g in &round.games {
            if ties.insert(key(g.pairing)) {
                assert!(
                    seen.insert(g.pairing.red) && seen.insert(g.pairing.blue),
                    "{round:?}"
                );
            }
        }
        for b in &round.byes {
            assert!(seen.insert(*b), "bye player also plays: {round:?}");
        }
    }
}

/// Standings points add up to what the games and byes handed out, and ranks are 1..=n.
fn assert_points_consistent(t: &Tournament) {
    let s = t.standings();
    assert_eq!(s.rows.len(), t.players().len());
    let handed_out: f64 = t
        .rounds()
        .iter()
        .map(|r| {
            let games = r
                .games
                .iter()
                .filter(|g| matches!(g.result, Some(res) if res != GameResult::DoubleForfeit))
                .count();
            (games + r.byes.len()) as f64
        })
        .sum();
    let total: f64 = s.rows.iter().map(|r| r.points).sum();
    assert_eq!(total, handed_out);
    let ranks: Vec<u32> = s.rows.iter().map(|r| r.rank).collect();
    assert_eq!(ranks, (1..=t.players().len() as u32).collect::<Vec<_>>());
    for w in s.rows.windows(2) {
        assert!(
            w[0].knockout_rounds_won > w[1].knockout_rounds_won
                || w[0].knockout_rounds_won == w[1].knockout_rounds_won
                    && w[0].points >= w[1].points,
            "table out of order: {w:?}"
        );
    }
}

/// After withdrawing, a player is never paired for a game that is actually played, nor given a
/// bye, and a forfeit against them is a win for the opponent.
fn assert_withdrawals_respected(run: &Run) {
    for &(p, at) in &run.withdrawals {
        for round in &run.t.rounds()[at + 1..] {
            assert!(!round.byes.contains(&p));
            for g in round.games.iter().filter(|g| g.pairing.involves(p)) {
                let side = g.pairing.side_of(p).unwrap();
                let ok = match g.result {
                    Some(GameResult::Forfeit { loser }) => loser == side,
                    Some(GameResult::DoubleForfeit) => true,
                    _ => false,
                };
                assert!(ok, "withdrawn {p:?} played {g:?}");
            }
        }
        let row = run
            .t
            .standings()
            .rows
            .into_iter()
            .find(|r| r.player == p)
            .unwrap();
        assert!(row.withdrawn);
    }
}

/// Whether the players in `left` can all be paired without anyone in `met`.
fn rematch_free_exists(left: &[PlayerId], met: &HashSet<(PlayerId, PlayerId)>) -> bool {
    let Some((&a, rest)) = left.split_first() else {
        return true;
    };
    rest.iter().enumerate().any(|(i, &b)| {
        if met.contains(&(a.min(b), a.max(b))) {
            return false;
        }
        let others: Vec<PlayerId> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &p)| p)
            .collect();
        rematch_free_exists(&others, met)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn round_robin_everyone_meets_once(n in 2u64..=64, seed in any::<u64>(), double in any::<bool>()) {
        let format = if double { Format::DoubleRoundRobin } else { Format::RoundRobin };
        let run = simulate(format, n, seed, 0, true);
        let t = &run.t;
        let cycle = (n + n % 2 - 1) as usize;
        prop_assert_eq!(t.rounds().len(), if double { 2 * cycle } else { cycle });
        assert_once_per_round(t);
        let mut meetings: HashMap<(PlayerId, PlayerId), Vec<Pairing>> = HashMap::new();
        for g in t.rounds().iter().flat_map(|r| &r.games) {
            meetings.entry(key(g.pairing)).or_default().push(g.pairing);
        }
        prop_assert_eq!(meetings.len() as u64, n * (n - 1) / 2);
        for games in meetings.values() {
            if double {
                prop_assert_eq!(games.len(), 2);
                prop_assert_eq!(games[0], games[1].swapped());
            } else {
                prop_assert_eq!(games.len(), 1);
            }
        }
        let byes: usize = t.rounds().iter().map(|r| r.byes.len()).sum();
        prop_assert_eq!(byes as u64, if n % 2 == 1 { n * if double { 2 } else { 1 } } else { 0 });
        assert_points_consistent(t);
        let s = t.standings();
        prop_assert_eq!(s.winner, Some(s.rows[0].player));
    }

    #[test]
    fn swiss_avoids_rematches_and_repeat_byes(n in 2u64..=64, seed in any::<u64>(), extra in 0u32..4) {
        let max = (n + n % 2 - 1) as u32;
        let rounds = (n.next_power_of_two().trailing_zeros() + extra).clamp(1, max);
        let run = simulate(Format::Swiss { rounds }, n, seed, 0, true);
        let t = &run.t;
        prop_assert_eq!(t.rounds().len(), rounds as usize);
        assert_once_per_round(t);
        let mut met = HashSet::new();
        let mut byes: HashMap<PlayerId, u32> = HashMap::new();
        for (r, round) in t.rounds().iter().enumerate() {
            let paired = 2 * round.games.len();
            prop_assert_eq!(paired + round.byes.len(), n as usize);
            prop_assert!(round.byes.len() <= 1);
            // Dirac: with r rounds behind, a rematch-free round exists while r + 1 <= paired / 2.
            if r < paired / 2 {
                for g in &round.games {
                    prop_assert!(!met.contains(&key(g.pairing)), "avoidable rematch in round {}", r);
                }
            }
            met.extend(round.games.iter().map(|g| key(g.pairing)));
            for b in &round.byes {
                *byes.entry(*b).or_default() += 1;
            }
        }
        prop_assert!(byes.values().all(|&c| c == 1));
        assert_points_consistent(t);
    }

    #[test]
    fn swiss_rematches_only_when_unavoidable(half in 1u64..=5, seed in any::<u64>()) {
        let n = 2 * half;
        let run = simulate(Format::Swiss { rounds: (n - 1) as u32 }, n, seed, 0, true);
        let t = &run.t;
        let ids: Vec<PlayerId> = t.players().iter().map(|e| e.id).collect();
        let mut met = HashSet::new();
        for round in t.rounds() {
            let repeats = round.games.iter().any(|g| met.contains(&key(g.pairing)));
            prop_assert!(!repeats || !rematch_free_exists(&ids, &met));
            met.extend(round.games.iter().map(|g| key(g.pairing)));
        }
    }

    #[test]
    fn swiss_colours_go_to_who_needs_them(n in 2u64..=40, seed in any::<u64>()) {
        let rounds = (n + n % 2 - 1).min(7) as u32;
        let run = simulate(Format::Swiss { rounds }, n, seed, 0, true);
        let mut balance: HashMap<PlayerId, i32> = HashMap::new();
        for round in run.t.rounds() {
            for g in &round.games {
                let b = |p| balance.get(&p).copied().unwrap_or(0);
                prop_assert!(b(g.pairing.red) <= b(g.pairing.blue), "{:?}", g);
            }
            for g in round.games.iter().filter(|g| g.result.is_some_and(GameResult::was_played)) {
                *balance.entry(g.pairing.red).or_default() += 1;
                *balance.entry(g.pairing.blue).or_default() -= 1;
            }
        }
    }

    #[test]
    fn elimination_bracket_is_consistent(n in 2u64..=64, seed in any::<u64>()) {
        let run = simulate(Format::SingleElimination, n, seed, 0, false);
        let t = &run.t;
        let size = n.next_power_of_two() as usize;
        let total = size.trailing_zeros() as usize;
        prop_assert_eq!(t.rounds().len(), total);
        assert_once_per_round(t);
        let bracket = t.bracket().unwrap();
        prop_assert_eq!(bracket.rounds.len(), total);
        // Byes fall exactly to the top seeds.
        let mut first_byes: Vec<u32> =
            t.rounds()[0].byes.iter().map(|&p| t.seed_of(p).unwrap()).collect();
        first_byes.sort_unstable();
        prop_assert_eq!(first_byes, (1..=(size as u32 - n as u32)).collect::<Vec<_>>());
        for (k, matches) in bracket.rounds.iter().enumerate() {
            prop_assert_eq!(matches.len(), size >> (k + 1));
            for (j, m) in matches.iter().enumerate() {
                prop_assert!(m.decided);
                match (m.top, m.bottom) {
                    (Slot::Player { id: a, seed: sa }, Slot::Player { id: b, seed: sb }) => {
                        // Top seeds meet late: the weaker of the two is outside the top
                        // 2^(rounds left - 1).
                        prop_assert!(sa.max(sb) as usize > size >> (k + 1), "seeds {} v {} in round {}", sa, sb, k);
                        let (last, earlier) = m.games.split_last().unwrap();
                        prop_assert!(earlier.iter().all(|g| g.result == Some(GameResult::Draw)));
                        let winner = match last.result.and_then(GameResult::winner) {
                            Some(Side::Red) => last.pairing.red,
                            Some(Side::Blue) => last.pairing.blue,
                            None => unreachable!("undecided final game {:?}", last),
                        };
                        prop_assert!(winner == a || winner == b);
                        prop_assert_eq!(m.winner, Some(winner));
                    }
                    (Slot::Player { id, .. }, Slot::Bye) | (Slot::Bye, Slot::Player { id, .. }) => {
                        prop_assert!(m.games.is_empty());
                        prop_assert_eq!(m.winner, Some(id));
                    }
                    other => prop_assert!(false, "unexpected slots {:?}", other),
                }
                // Winners advance to match j / 2 of the next round.
                if let Some(next) = bracket.rounds.get(k + 1) {
                    let nm = &next[j / 2];
                    let slot = if j % 2 == 0 { nm.top } else { nm.bottom };
                    let advanced = matches!(slot, Slot::Player { id, .. } if Some(id) == m.winner);
                    prop_assert!(advanced, "winner of {}/{} did not advance", k, j);
                }
            }
        }
        let champion = bracket.champion.unwrap();
        let s = t.standings();
        prop_assert_eq!(s.winner, Some(champion));
        prop_assert_eq!(s.rows[0].player, champion);
        prop_assert_eq!(s.rows[0].knockout_rounds_won as usize, total);
        // Exactly one player never lost a tie.
        let unbeaten = s.rows.iter().filter(|r| r.knockout_rounds_won as usize == total).count();
        prop_assert_eq!(unbeaten, 1);
        assert_points_consistent(t);
    }

    #[test]
    fn withdrawals_are_handled(n in 2u64..=32, seed in any::<u64>(), which in 0usize..4) {
        let format = match which {
            0 => Format::RoundRobin,
            1 => Format::DoubleRoundRobin,
            2 => Format::default_swiss(n as usize),
            _ => Format::SingleElimination,
        };
        let run = simulate(format, n, seed, 300, true);
        assert_once_per_round(&run.t);
        assert_points_consistent(&run.t);
        assert_withdrawals_respected(&run);
        if let Some(b) = run.t.bracket() {
            prop_assert!(b.rounds.iter().flatten().all(|m| m.decided));
        }
    }

    #[test]
    fn arbitrary_data_never_panics(
        n in 0u64..8,
        which in 0usize..4,
        games in proptest::collection::vec((0u64..10, 0u64..10, 0u8..7, 0usize..4), 0..20),
        byes in proptest::collection::vec((0u64..10, 0usize..4), 0..4),
    ) {
        let format = [Format::RoundRobin, Format::Swiss { rounds: 2 }, Format::SingleElimination,
            Format::DoubleRoundRobin][which];
        let players = (0..n).map(|i| Entrant::new(PlayerId(i), f64::from(i as u32))).collect();
        let mut rounds = vec![Round::default(); 4];
        for (red, blue, r, at) in games {
            let result = [None, Some(GameResult::RedWin), Some(GameResult::BlueWin),
                Some(GameResult::Draw), Some(GameResult::DoubleForfeit),
                Some(GameResult::Forfeit { loser: Side::Red }),
                Some(GameResult::Forfeit { loser: Side::Blue })][r as usize];
            rounds[at].games.push(Game { pairing: Pairing { red: PlayerId(red), blue: PlayerId(blue) }, result });
        }
        for (p, at) in byes {
            rounds[at].byes.push(PlayerId(p));
        }
        rounds.retain(|r| !r.games.is_empty() || !r.byes.is_empty());
        if let Ok(mut t) = Tournament::from_parts(format, players, rounds) {
            let _ = t.standings();
            let _ = t.bracket();
            let _ = t.next_round();
            let _ = t.withdraw(PlayerId(0));
            let _ = t.record_result(GameRef { round: 0, game: 0 }, GameResult::Draw);
            let _ = t.start_next_round();
            let _ = t.standings();
        }
    }
}

#[test]
fn errors_are_reported() {
    let p = |i| Entrant::new(PlayerId(i), 1500.0);
    assert_eq!(
        Tournament::new(Format::RoundRobin, vec![p(1)]),
        Err(TournamentError::TooFewPlayers { got: 1, min: 2 })
    );
    assert_eq!(
        Tournament::new(Format::RoundRobin, vec![p(1), p(1)]),
        Err(TournamentError::DuplicatePlayer(PlayerId(1)))
    );
    assert_eq!(
        Tournament::new(Format::Swiss { rounds: 4 }, vec![p(1), p(2), p(3), p(4)]),
        Err(TournamentError::BadSwissLength { rounds: 4, max: 3 })
    );
    let mut t = Tournament::new(Format::SingleElimination, vec![p(1), p(2)]).unwrap();
    t.start_next_round().unwrap();
    assert_eq!(
        t.next_round(),
        Err(PairingError::RoundNotComplete { open: 1 })
    );
    let at = GameRef { round: 0, game: 0 };
    let replay = t.record_result(at, GameResult::Draw).unwrap();
    assert_eq!(replay, vec![GameRef { round: 0, game: 1 }]);
    assert_eq!(
        t.record_result(at, GameResult::RedWin),
        Err(ResultError::AlreadyRecorded(at))
    );
    assert_eq!(
        t.withdraw(PlayerId(2)),
        Ok(vec![GameRef { round: 0, game: 1 }])
    );
    assert_eq!(
        t.withdraw(PlayerId(2)),
        Err(ResultError::AlreadyWithdrawn(PlayerId(2)))
    );
    assert!(t.is_finished());
    assert_eq!(t.standings().winner, Some(PlayerId(1)));
    assert_eq!(t.next_round(), Err(PairingError::AlreadyFinished));
}
