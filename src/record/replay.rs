//! Replaying a record through the engine: every move is checked, battles included.

use super::text::{battle_text, move_text};
use super::{GameRecord, reached_on_board};
use crate::engine::{GameError, Outcome, Rules};

/// The first move of a record that the rules refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMove {
    /// 1-based: the first move of the game is 1.
    pub index: usize,
    /// The move as the record writes it, e.g. `B4-B5`.
    pub text: String,
    /// The rule's stable name ([`crate::engine::PlayError::rule`]), or `battle-result` when
    /// the record's battle differs from the one the rules give.
    pub rule: &'static str,
    /// A sentence for people.
    pub message: String,
}

/// What replaying a record found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayReport {
    /// Moves accepted before the end or the first illegal move.
    pub moves_played: usize,
    pub illegal: Option<IllegalMove>,
    /// How the game ended: reached on the board, or declared by the record (resignation,
    /// agreement, time) when the board did not end it first. None while unfinished or after
    /// an illegal move.
    pub result: Option<Outcome>,
}

pub fn replay(record: &GameRecord, rules: &Rules) -> Result<ReplayReport, GameError> {
    let mut game = record.start_game(rules)?;
    let mut report = ReplayReport {
        moves_played: 0,
        illegal: None,
        result: None,
    };
    for (i, recorded) in record.moves.iter().enumerate() {
        let illegal = |rule, message| IllegalMove {
            index: i + 1,
            text: recorded.mv.to_string(),
            rule,
            message,
        };
        let played = match game.play(recorded.mv) {
            Ok(played) => played,
            Err(e) => {
                report.illegal = Some(illegal(e.rule(), e.to_string()));
                return Ok(report);
            }
        };
        if let Some(claimed) = recorded.battle
            && played.battle != Some(claimed)
        {
            let actual = played.battle.map_or("no battle".to_string(), |b| {
                format!("{{{}}}", battle_text(&b))
            });
            let message = format!(
                "the record says {} but the rules give {actual}",
                move_text(recorded)
            );
            report.illegal = Some(illegal("battle-result", message));
            return Ok(report);
        }
        report.moves_played += 1;
    }
    report.result = match (game.outcome(), record.result) {
        (Some(outcome), _) => Some(outcome),
        (None, Some(declared)) if !reached_on_board(declared.reason) => game.finish(declared).ok(),
        _ => None,
    };
    Ok(report)
}
