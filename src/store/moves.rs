use chrono::{DateTime, Utc};
use sqlx::Row;
use sqlx::sqlite::SqliteRow;

use super::{Conn, MatchId, Result, json, unix};
use crate::engine::{Battle, BattleOutcome, Color, PlayedMove, Rank, Square};

/// One entry of the append-only move log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRow {
    /// 0 for the first move of the game.
    pub ply: u32,
    pub played: PlayedMove,
}

fn square(text: String) -> Result<Square> {
    Square::parse(&text).map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

fn rank(text: &str) -> Result<Rank> {
    json::named(text, |t| t.chars().next().and_then(Rank::from_code))
}

fn outcome_name(outcome: BattleOutcome) -> &'static str {
    match outcome {
        BattleOutcome::AttackerWins => "attacker",
        BattleOutcome::DefenderWins => "defender",
        BattleOutcome::BothRemoved => "both",
    }
}

fn outcome_parse(text: &str) -> Option<BattleOutcome> {
    Some(match text {
        "attacker" => BattleOutcome::AttackerWins,
        "defender" => BattleOutcome::DefenderWins,
        "both" => BattleOutcome::BothRemoved,
        _ => return None,
    })
}

fn row(r: SqliteRow) -> Result<MoveRow> {
    let attacker: Option<String> = r.try_get("attacker")?;
    let defender: Option<String> = r.try_get("defender")?;
    let result: Option<String> = r.try_get("battle_outcome")?;
    let battle = match (attacker, defender, result) {
        (Some(a), Some(d), Some(o)) => Some(Battle {
            attacker: rank(&a)?,
            defender: rank(&d)?,
            outcome: json::named(&o, outcome_parse)?,
        }),
        _ => None,
    };
    Ok(MoveRow {
        ply: r.try_get::<i64, _>("ply")? as u32,
        played: PlayedMove {
            color: json::named(r.try_get("color")?, Color::parse)?,
            rank: rank(r.try_get("rank")?)?,
            from: square(r.try_get("from_sq")?)?,
            to: square(r.try_get("to_sq")?)?,
            battle,
        },
    })
}

/// Appends a move; the (match, ply) key refuses a second move at the same ply.
pub async fn append(
    conn: &mut Conn,
    id: MatchId,
    ply: u32,
    played: &PlayedMove,
    now: DateTime<Utc>,
) -> Result<()> {
    let code = |r: Rank| r.code().to_string();
    sqlx::query(
        "INSERT INTO moves (match_id, ply, color, from_sq, to_sq, rank, attacker, defender, \
         battle_outcome, played_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(id.0)
    .bind(ply as i64)
    .bind(played.color.name())
    .bind(played.from.to_string())
    .bind(played.to.to_string())
    .bind(code(played.rank))
    .bind(played.battle.map(|b| code(b.attacker)))
    .bind(played.battle.map(|b| code(b.defender)))
    .bind(played.battle.map(|b| outcome_name(b.outcome)))
    .bind(unix(now))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The whole log of a match in order.
pub async fn all(conn: &mut Conn, id: MatchId) -> Result<Vec<MoveRow>> {
    sqlx::query("SELECT * FROM moves WHERE match_id = ? ORDER BY ply")
        .bind(id.0)
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(row)
        .collect()
}
