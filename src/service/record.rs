//! The text record of a finished game: both setups and every move.

use std::fmt::Write;

use crate::engine::{BattleOutcome, Color};
use crate::store::{MatchRow, MoveRow, SetupRow};

/// A plain-text record of a match (reveals both setups: only for finished matches).
pub fn game_record_text(m: &MatchRow, setups: &[SetupRow], moves: &[MoveRow]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Game {}", m.id);
    let _ = writeln!(out, "Variant: {}", m.rules.variant);
    for color in Color::ALL {
        let _ = writeln!(out, "{color}: {}", m.players.get(color));
    }
    let result = match m.outcome {
        Some(o) => match o.winner {
            Some(Color::Red) => format!("1-0 ({})", o.reason.name()),
            Some(Color::Blue) => format!("0-1 ({})", o.reason.name()),
            None => format!("1/2-1/2 ({})", o.reason.name()),
        },
        None => "*".to_owned(),
    };
    let _ = writeln!(out, "Result: {result}");
    for s in setups {
        let _ = writeln!(out, "{} setup: {}", s.color, s.deployment);
    }
    for (i, row) in moves.iter().enumerate() {
        let p = &row.played;
        if i % 2 == 0 {
            let _ = write!(out, "{}.", i / 2 + 1);
        }
        let _ = write!(out, " {}-{}", p.from, p.to);
        if let Some(b) = p.battle {
            let mark = match b.outcome {
                BattleOutcome::AttackerWins => ">",
                BattleOutcome::DefenderWins => "<",
                BattleOutcome::BothRemoved => "=",
            };
            let _ = write!(out, "({}{mark}{})", b.attacker.code(), b.defender.code());
        }
        if i % 2 == 1 || i + 1 == moves.len() {
            out.push('\n');
        }
    }
    out
}
