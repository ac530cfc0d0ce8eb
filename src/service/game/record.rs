//! The record of a finished game, in the project's own record format (docs/RECORD-FORMAT.md),
//! so anyone can check it with `stratego_bot replay`.

use crate::engine::Color;
use crate::record::GameRecord;
use crate::store::{MatchRow, MoveRow, SetupRow};

/// The whole game as record text (reveals both setups: only for finished matches).
pub fn game_record_text(m: &MatchRow, setups: &[SetupRow], moves: &[MoveRow]) -> String {
    let deployment = |color: Color| {
        setups
            .iter()
            .find(|s| s.color == color)
            .map(|s| s.deployment)
    };
    let (Some(red), Some(blue)) = (deployment(Color::Red), deployment(Color::Blue)) else {
        // A match cancelled before both setups existed has no game to record.
        return String::new();
    };
    let played: Vec<_> = moves.iter().map(|row| row.played).collect();
    let mut record = GameRecord::from_game(m.rules, red, blue, &played, m.outcome);
    record.event = Some(format!("Stratego match {}", m.id));
    record.site = Some("Discord".to_owned());
    record.date = Some(
        m.started_at
            .unwrap_or(m.created_at)
            .format("%Y-%m-%d")
            .to_string(),
    );
    // Discord user ids: stable, unlike display names.
    record.red = Some(m.players.red.to_string());
    record.blue = Some(m.players.blue.to_string());
    record.to_text()
}
