//! Tournaments as rows: the tournament, its entrants, rounds and games. The pure core in
//! `crate::tournament` is rebuilt from these with [`core_parts`].

use chrono::{DateTime, Utc};

use super::{
    ChannelId, Conn, GuildId, MatchId, MatchOptions, Result, TournamentId, UserId, from_unix, json,
    unix,
};
use crate::tournament::{Entrant, Format, Game, GameResult, Pairing, PlayerId, Round};

/// Stored as its lowercase name (see `name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(rename_all = "lowercase")]
pub enum TournamentStatus {
    /// Taking sign-ups.
    Signup,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    pub fn name(self) -> &'static str {
        match self {
            TournamentStatus::Signup => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<TournamentStatus> {
        Some(match text {
            "signup" => TournamentStatus::Signup,
            "running" => TournamentStatus::Running,
            "finished" => TournamentStatus::Finished,
            "cancelled" => TournamentStatus::Cancelled,
            _ => return None,
        })
    }

    pub fn is_over(self) -> bool {
        matches!(
            self,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        )
    }
}

/// A tournament as its creator asked for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTournament {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub name: String,
    pub format: Format,
    /// Variant, rules, time control and whether games are rated, for every game.
    pub options: MatchOptions,
    pub max_players: u32,
    /// None: an organiser starts it with `/tournament start`.
    pub signup_deadline: Option<DateTime<Utc>>,
    /// Time each round has before unfinished games are settled; None: no deadline.
    pub round_secs: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub name: String,
    pub format: Format,
    pub options: MatchOptions,
    pub max_players: u32,
    pub signup_deadline: Option<DateTime<Utc>>,
    pub round_secs: Option<u32>,
    pub status: TournamentStatus,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

/// An entrant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerRow {
    pub user: UserId,
    /// Seeding rating (the player's rating when they joined, refreshed at the start).
    pub rating: f64,
    pub withdrawn: bool,
    pub joined_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRow {
    /// From 0.
    pub round: u32,
    pub byes: Vec<UserId>,
    pub started_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameRow {
    pub round: u32,
    /// Index in the round (board order).
    pub game: u32,
    pub red: UserId,
    pub blue: UserId,
    pub result: Option<GameResult>,
    /// None for a game decided without play (a forfeit from a withdrawal).
    pub match_id: Option<MatchId>,
}

const COLUMNS: &str = "id, guild_id, channel_id, creator_id, name, format, options, \
                       max_players, signup_deadline, round_secs, status, created_at, started_at, \
                       finished_at";

/// A `tournaments` row as stored.
#[derive(sqlx::FromRow)]
struct Record {
    id: TournamentId,
    guild_id: GuildId,
    channel_id: ChannelId,
    creator_id: UserId,
    name: String,
    format: String,
    options: String,
    max_players: i64,
    signup_deadline: Option<i64>,
    round_secs: Option<i64>,
    status: TournamentStatus,
    created_at: i64,
    started_at: Option<i64>,
    finished_at: Option<i64>,
}

impl TryFrom<Record> for TournamentRow {
    type Error = sqlx::Error;

    fn try_from(r: Record) -> Result<TournamentRow> {
        Ok(TournamentRow {
            id: r.id,
            guild: r.guild_id,
            channel: r.channel_id,
            creator: r.creator_id,
            name: r.name,
            format: json::decode(r.format)?,
            options: json::decode(r.options)?,
            max_players: r.max_players as u32,
            signup_deadline: r.signup_deadline.map(from_unix),
            round_secs: r.round_secs.map(|s| s as u32),
            status: r.status,
            created_at: from_unix(r.created_at),
            started_at: r.started_at.map(from_unix),
            finished_at: r.finished_at.map(from_unix),
        })
    }
}

pub async fn insert(
    conn: &mut Conn,
    new: &NewTournament,
    now: DateTime<Utc>,
) -> Result<TournamentId> {
    let id = sqlx::query(
        "INSERT INTO tournaments (guild_id, channel_id, creator_id, name, format, options, \
         max_players, signup_deadline, round_secs, created_at) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(new.guild.db())
    .bind(new.channel.db())
    .bind(new.creator.db())
    .bind(&new.name)
    .bind(json::encode(&new.format)?)
    .bind(json::encode(&new.options)?)
    .bind(i64::from(new.max_players))
    .bind(new.signup_deadline.map(unix))
    .bind(new.round_secs.map(i64::from))
    .bind(unix(now))
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    Ok(TournamentId(id))
}

pub async fn get(conn: &mut Conn, id: TournamentId) -> Result<Option<TournamentRow>> {
    sqlx::query_as::<_, Record>(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?"))
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await?
        .map(TournamentRow::try_from)
        .transpose()
}

async fn select(conn: &mut Conn, filter: &str, bind: Option<i64>) -> Result<Vec<TournamentRow>> {
    let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE {filter} ORDER BY id");
    let mut query = sqlx::query_as::<_, Record>(&sql);
    if let Some(value) = bind {
        query = query.bind(value);
    }
    query
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(TournamentRow::try_from)
        .collect()
}

/// Tournaments of a server, newest last.
pub async fn in_guild(conn: &mut Conn, guild: GuildId) -> Result<Vec<TournamentRow>> {
    select(conn, "guild_id = ?", Some(guild.db())).await
}

/// Tournaments still taking sign-ups whose deadline has passed. Ids only, so one row that
/// cannot be read never hides the others: each is loaded (and may fail) on its own.
pub async fn signup_due(conn: &mut Conn, now: DateTime<Utc>) -> Result<Vec<TournamentId>> {
    ids_where(
        conn,
        "status = 'signup' AND signup_deadline IS NOT NULL AND signup_deadline <= ?",
        Some(unix(now)),
    )
    .await
}

/// Every running tournament (ids only, see [`signup_due`]).
pub async fn running(conn: &mut Conn) -> Result<Vec<TournamentId>> {
    ids_where(conn, "status = 'running'", None).await
}

async fn ids_where(conn: &mut Conn, filter: &str, bind: Option<i64>) -> Result<Vec<TournamentId>> {
    let sql = format!("SELECT id FROM tournaments WHERE {filter} ORDER BY id");
    let mut query = sqlx::query_scalar::<_, i64>(&sql);
    if let Some(value) = bind {
        query = query.bind(value);
    }
    Ok(query
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .map(TournamentId)
        .collect())
}

/// Where a tournament lives and who made it, read without decoding its settings, so that a
/// tournament whose settings cannot be read can still be reported to its organisers.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow, serde::Serialize, serde::Deserialize)]
pub struct TournamentPlace {
    #[sqlx(rename = "guild_id")]
    pub guild: GuildId,
    #[sqlx(rename = "channel_id")]
    pub channel: ChannelId,
    #[sqlx(rename = "creator_id")]
    pub creator: UserId,
    pub name: String,
}

pub async fn place(conn: &mut Conn, id: TournamentId) -> Result<Option<TournamentPlace>> {
    sqlx::query_as("SELECT guild_id, channel_id, creator_id, name FROM tournaments WHERE id = ?")
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await
}

/// Replaces the format (a Swiss shortened to what its field allows at the start).
pub async fn set_format(conn: &mut Conn, id: TournamentId, format: &Format) -> Result<()> {
    sqlx::query("UPDATE tournaments SET format = ? WHERE id = ?")
        .bind(json::encode(format)?)
        .bind(id.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Moves the tournament from `from` to `to`; false if it was no longer in `from`.
pub async fn set_status(
    conn: &mut Conn,
    id: TournamentId,
    from: TournamentStatus,
    to: TournamentStatus,
    now: DateTime<Utc>,
) -> Result<bool> {
    let column = match to {
        TournamentStatus::Running => "started_at",
        _ => "finished_at",
    };
    let done = sqlx::query(&format!(
        "UPDATE tournaments SET status = ?, {column} = ? WHERE id = ? AND status = ?"
    ))
    .bind(to.name())
    .bind(unix(now))
    .bind(id.0)
    .bind(from.name())
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Adds an entrant; false if they were already in.
pub async fn add_player(
    conn: &mut Conn,
    id: TournamentId,
    user: UserId,
    rating: f64,
    now: DateTime<Utc>,
) -> Result<bool> {
    let done = sqlx::query(
        "INSERT OR IGNORE INTO tournament_players (tournament_id, user_id, rating, joined_at) \
         VALUES (?, ?, ?, ?)",
    )
    .bind(id.0)
    .bind(user.db())
    .bind(rating)
    .bind(unix(now))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes an entrant before the start; false if they were not in.
pub async fn remove_player(conn: &mut Conn, id: TournamentId, user: UserId) -> Result<bool> {
    let done =
        sqlx::query("DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?")
            .bind(id.0)
            .bind(user.db())
            .execute(&mut *conn)
            .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_rating(
    conn: &mut Conn,
    id: TournamentId,
    user: UserId,
    rating: f64,
) -> Result<()> {
    sqlx::query("UPDATE tournament_players SET rating = ? WHERE tournament_id = ? AND user_id = ?")
        .bind(rating)
        .bind(id.0)
        .bind(user.db())
        .execute(&mut *conn)
        .await?;
    Ok(())
}

pub async fn set_withdrawn(conn: &mut Conn, id: TournamentId, user: UserId) -> Result<()> {
    sqlx::query(
        "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = ? AND user_id = ?",
    )
    .bind(id.0)
    .bind(user.db())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Entrants in joining order.
pub async fn players(conn: &mut Conn, id: TournamentId) -> Result<Vec<PlayerRow>> {
    let rows: Vec<(UserId, f64, bool, i64)> = sqlx::query_as(
        "SELECT user_id, rating, withdrawn, joined_at FROM tournament_players \
         WHERE tournament_id = ? ORDER BY joined_at, rowid",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(user, rating, withdrawn, joined_at)| PlayerRow {
            user,
            rating,
            withdrawn,
            joined_at: from_unix(joined_at),
        })
        .collect())
}

pub async fn insert_round(conn: &mut Conn, id: TournamentId, round: &RoundRow) -> Result<()> {
    sqlx::query(
        "INSERT INTO tournament_rounds (tournament_id, round, byes, started_at, deadline) \
         VALUES (?, ?, ?, ?, ?)",
    )
    .bind(id.0)
    .bind(i64::from(round.round))
    .bind(json::encode(&round.byes)?)
    .bind(unix(round.started_at))
    .bind(round.deadline.map(unix))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// A `tournament_rounds` row as stored.
#[derive(sqlx::FromRow)]
struct RoundRecord {
    round: i64,
    byes: String,
    started_at: i64,
    deadline: Option<i64>,
}

pub async fn rounds(conn: &mut Conn, id: TournamentId) -> Result<Vec<RoundRow>> {
    sqlx::query_as::<_, RoundRecord>(
        "SELECT round, byes, started_at, deadline FROM tournament_rounds \
         WHERE tournament_id = ? ORDER BY round",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(|r| {
        Ok(RoundRow {
            round: r.round as u32,
            byes: json::decode(r.byes)?,
            started_at: from_unix(r.started_at),
            deadline: r.deadline.map(from_unix),
        })
    })
    .collect()
}

pub async fn insert_game(conn: &mut Conn, id: TournamentId, game: &GameRow) -> Result<()> {
    sqlx::query(
        "INSERT INTO tournament_games (tournament_id, round, game, red_id, blue_id, result, \
         match_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(id.0)
    .bind(i64::from(game.round))
    .bind(i64::from(game.game))
    .bind(game.red.db())
    .bind(game.blue.db())
    .bind(game.result.map(|r| json::encode(&r)).transpose()?)
    .bind(game.match_id.map(|m| m.0))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// A `tournament_games` row as stored.
#[derive(sqlx::FromRow)]
struct GameRecord {
    round: i64,
    game: i64,
    red_id: UserId,
    blue_id: UserId,
    result: Option<String>,
    match_id: Option<MatchId>,
}

impl TryFrom<GameRecord> for GameRow {
    type Error = sqlx::Error;

    fn try_from(r: GameRecord) -> Result<GameRow> {
        Ok(GameRow {
            round: r.round as u32,
            game: r.game as u32,
            red: r.red_id,
            blue: r.blue_id,
            result: r.result.map(json::decode).transpose()?,
            match_id: r.match_id,
        })
    }
}

/// Every game of the tournament, by round then board.
pub async fn games(conn: &mut Conn, id: TournamentId) -> Result<Vec<GameRow>> {
    sqlx::query_as::<_, GameRecord>(
        "SELECT round, game, red_id, blue_id, result, match_id FROM tournament_games \
         WHERE tournament_id = ? ORDER BY round, game",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(GameRow::try_from)
    .collect()
}

/// The tournament game a match is played for, if any.
pub async fn game_of_match(
    conn: &mut Conn,
    match_id: MatchId,
) -> Result<Option<(TournamentId, GameRow)>> {
    #[derive(sqlx::FromRow)]
    struct Found {
        tournament_id: TournamentId,
        #[sqlx(flatten)]
        game: GameRecord,
    }
    sqlx::query_as::<_, Found>(
        "SELECT tournament_id, round, game, red_id, blue_id, result, match_id \
         FROM tournament_games WHERE match_id = ?",
    )
    .bind(match_id.0)
    .fetch_optional(&mut *conn)
    .await?
    .map(|r| Ok((r.tournament_id, GameRow::try_from(r.game)?)))
    .transpose()
}

/// Records a result once; false if the game already had one.
pub async fn set_result(
    conn: &mut Conn,
    id: TournamentId,
    round: u32,
    game: u32,
    result: GameResult,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE tournament_games SET result = ? \
         WHERE tournament_id = ? AND round = ? AND game = ? AND result IS NULL",
    )
    .bind(json::encode(&result)?)
    .bind(id.0)
    .bind(i64::from(round))
    .bind(i64::from(game))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The core's entrants and rounds from the rows.
pub fn core_parts(
    players: &[PlayerRow],
    rounds: &[RoundRow],
    games: &[GameRow],
) -> (Vec<Entrant>, Vec<Round>) {
    let entrants = players
        .iter()
        .map(|p| Entrant {
            id: PlayerId(p.user.0),
            rating: p.rating,
            withdrawn: p.withdrawn,
        })
        .collect();
    let mut core: Vec<Round> = rounds
        .iter()
        .map(|r| Round {
            games: Vec::new(),
            byes: r.byes.iter().map(|u| PlayerId(u.0)).collect(),
        })
        .collect();
    for g in games {
        if let Some(round) = core.get_mut(g.round as usize) {
            round.games.push(Game {
                pairing: Pairing {
                    red: PlayerId(g.red.0),
                    blue: PlayerId(g.blue.0),
                },
                result: g.result,
            });
        }
    }
    (entrants, core)
}

/// Tournaments `user` created on a server that are still taking sign-ups or running.
pub async fn open_created_by(conn: &mut Conn, guild: GuildId, user: UserId) -> Result<u32> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournaments WHERE guild_id = ? AND creator_id = ? \
         AND status IN ('signup', 'running')",
    )
    .bind(guild.db())
    .bind(user.db())
    .fetch_one(&mut *conn)
    .await?;
    Ok(n as u32)
}

/// Tournaments of a server that have not ended (ids only).
pub async fn open_in_guild(conn: &mut Conn, guild: GuildId) -> Result<Vec<TournamentId>> {
    ids_where(
        conn,
        "status IN ('signup', 'running') AND guild_id = ?",
        Some(guild.db()),
    )
    .await
}

/// Moves the round deadlines of running tournaments forward by `by_secs`: while the bot was
/// down (or Discord away) nobody could play, so a round loses none of its time.
pub async fn shift_round_deadlines(conn: &mut Conn, by_secs: i64) -> Result<u64> {
    let done = sqlx::query(
        "UPDATE tournament_rounds SET deadline = deadline + ? \
         WHERE deadline IS NOT NULL AND tournament_id IN \
         (SELECT id FROM tournaments WHERE status = 'running')",
    )
    .bind(by_secs)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected())
}
