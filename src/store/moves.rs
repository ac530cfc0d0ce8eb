use chrono::{DateTime, Utc};

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

/// A `moves` row as stored: squares as typed (`b4`), ranks as their one-letter codes.
#[derive(sqlx::FromRow)]
struct Record {
    ply: i64,
    color: Color,
    from_sq: String,
    to_sq: String,
    rank: String,
    attacker: Option<String>,
    defender: Option<String>,
    battle_outcome: Option<String>,
}

impl TryFrom<Record> for MoveRow {
    type Error = sqlx::Error;

    fn try_from(r: Record) -> Result<MoveRow> {
        let battle = match (r.attacker, r.defender, r.battle_outcome) {
            (Some(a), Some(d), Some(o)) => Some(Battle {
                attacker: rank(&a)?,
                defender: rank(&d)?,
                outcome: json::named(&o, outcome_parse)?,
            }),
            _ => None,
        };
        Ok(MoveRow {
            ply: r.ply as u32,
            played: PlayedMove {
                color: r.color,
                rank: rank(&r.rank)?,
                from: square(r.from_sq)?,
                to: square(r.to_sq)?,
                battle,
            },
        })
    }
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
    sqlx::query_as::<_, Record>("SELECT * FROM moves WHERE match_id = ? ORDER BY ply")
        .bind(id.0)
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(MoveRow::try_from)
        .collect()
}

/// The moves numbered `plies` (0 for the first), in order.
pub async fn between(
    conn: &mut Conn,
    id: MatchId,
    plies: std::ops::Range<u32>,
) -> Result<Vec<MoveRow>> {
    sqlx::query_as::<_, Record>(
        "SELECT * FROM moves WHERE match_id = ? AND ply >= ? AND ply < ? ORDER BY ply",
    )
    .bind(id.0)
    .bind(plies.start)
    .bind(plies.end)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(MoveRow::try_from)
    .collect()
}
