//! What each player has done so far, gathered once from the rounds for pairing and standings.

use std::collections::{HashMap, HashSet};

use super::model::{PlayerId, Round, Side};

/// One player's past, from decided games and byes.
#[derive(Debug, Clone, Default)]
pub(crate) struct Record {
    pub points: f64,
    pub wins: u32,
    pub games: u32,
    pub byes: u32,
    /// Everyone ever paired against, decided or not, so repeats are seen at once.
    pub met: HashSet<PlayerId>,
    /// Reds minus blues over games actually played.
    pub colour_balance: i32,
    pub last_colour: Option<Side>,
}

/// Records for every player in `players`; games naming anyone else are ignored.
pub(crate) fn records(players: &[PlayerId], rounds: &[Round]) -> HashMap<PlayerId, Record> {
    let mut out: HashMap<PlayerId, Record> =
        players.iter().map(|&p| (p, Record::default())).collect();
    for round in rounds {
        for game in &round.games {
            let pairing = game.pairing;
            if !(out.contains_key(&pairing.red) && out.contains_key(&pairing.blue)) {
                continue;
            }
            for (me, other, side) in [
                (pairing.red, pairing.blue, Side::Red),
                (pairing.blue, pairing.red, Side::Blue),
            ] {
                let rec = out.entry(me).or_default();
                rec.met.insert(other);
                let Some(result) = game.result else { continue };
                let (red_pts, blue_pts) = result.points();
                rec.points += if side == Side::Red { red_pts } else { blue_pts };
                rec.games += 1;
                if result.winner() == Some(side) {
                    rec.wins += 1;
                }
                if result.was_played() {
                    rec.colour_balance += if side == Side::Red { 1 } else { -1 };
                    rec.last_colour = Some(side);
                }
            }
        }
        for bye in &round.byes {
            if let Some(rec) = out.get_mut(bye) {
                rec.points += 1.0;
                rec.byes += 1;
            }
        }
    }
    out
}
