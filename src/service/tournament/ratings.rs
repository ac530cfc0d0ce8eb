//! Ratings: every rated game played on the board changes both players' Glicko-2 ratings on
//! that server in that variant, exactly once. Also the leaderboard and player profiles.

use chrono::{DateTime, Utc};

use crate::engine::{Color, Deployment, Rank, Variant};
use crate::service::{Audience, Service, ServiceResult};
use crate::store::{
    self, Conn, GuildId, MatchRow, MatchStatus, PlayedGame, RatingChange, RatingRow, UserId,
};
use crate::tournament::rating::{self, Outcome};

/// Leaderboard rows per page.
pub const LEADERBOARD_PAGE: u32 = 10;

/// Recent games a profile lists.
pub const PROFILE_RECENT: usize = 5;

/// One page of a server's leaderboard in one variant.
#[derive(Debug, Clone, PartialEq)]
pub struct LeaderboardPage {
    pub variant: Variant,
    /// From 0.
    pub page: u32,
    /// At least 1, even when nobody is rated yet.
    pub pages: u32,
    /// (place from 1, row), strongest first.
    pub rows: Vec<(u32, RatingRow)>,
}

/// The current run of equal results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Streak {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// How often a player uses some well-known setup habits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Openings {
    /// Setups looked at.
    pub setups: u32,
    /// Flag on the back row.
    pub flag_back_row: u32,
    /// Flag on the back row in a corner.
    pub flag_in_corner: u32,
    /// Every neighbour of the flag on the player's side is a bomb (or the board edge).
    pub flag_bombed_in: u32,
}

impl Openings {
    /// `part` out of the setups looked at, in percent (0 with no setups).
    pub fn percent(&self, part: u32) -> u32 {
        (part * 100).checked_div(self.setups).unwrap_or(0)
    }
}

/// What `/profile` shows for one player on one server.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    pub user: UserId,
    /// Ratings in the variants the player has rated games in.
    pub ratings: Vec<(Variant, RatingRow)>,
    /// Finished games (rated or not), with results.
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// The run the player is on now (only one of its fields is non-zero).
    pub streak: Streak,
    pub best_win_streak: u32,
    pub openings: Openings,
    /// Newest first.
    pub recent: Vec<PlayedGame>,
    /// Results of practice games against the bot, counted apart from everything above.
    pub practice: PracticeRecord,
}

/// Wins, losses and draws of a player's practice games against the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PracticeRecord {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Service {
    /// Applies a finished match to the ratings, once. `None` when the match is not rated, was
    /// decided before any move, or had already been applied.
    pub(in crate::service) async fn rate_match_in(
        &self,
        conn: &mut Conn,
        m: &MatchRow,
        at: DateTime<Utc>,
    ) -> ServiceResult<Option<RatingChange>> {
        let Some(outcome) = m.outcome else {
            return Ok(None);
        };
        if m.status != MatchStatus::Finished
            || m.started_at.is_none()
            || !m.options.rated
            || m.options.variant == Variant::Free
            || store::ratings::change_of(conn, m.id).await?.is_some()
        {
            return Ok(None);
        }
        let variant = m.options.variant;
        let mut red = rating_or_new(conn, m.guild, variant, m.players.red, at).await?;
        let mut blue = rating_or_new(conn, m.guild, variant, m.players.blue, at).await?;
        let for_red = match outcome.winner {
            Some(Color::Red) => Outcome::Win,
            Some(Color::Blue) => Outcome::Loss,
            None => Outcome::Draw,
        };
        let (red_new, blue_new) = rating::update(red.rating, blue.rating, for_red);
        let change = RatingChange {
            match_id: m.id,
            guild: m.guild,
            variant,
            red: m.players.red,
            blue: m.players.blue,
            red_before: red.rating.rating,
            red_after: red_new.rating,
            blue_before: blue.rating.rating,
            blue_after: blue_new.rating,
            at,
        };
        if !store::ratings::insert_change(conn, &change).await? {
            return Ok(None);
        }
        for (row, new, color) in [
            (&mut red, red_new, Color::Red),
            (&mut blue, blue_new, Color::Blue),
        ] {
            row.rating = new;
            row.games += 1;
            match outcome.winner {
                Some(w) if w == color => row.wins += 1,
                Some(_) => row.losses += 1,
                None => row.draws += 1,
            }
            row.updated_at = at;
            store::ratings::put(conn, m.guild, variant, row).await?;
        }
        Ok(Some(change))
    }

    /// `user`'s rating on a server in a variant (a newcomer's if they have none).
    pub async fn rating(
        &self,
        guild: GuildId,
        variant: Variant,
        user: UserId,
    ) -> ServiceResult<RatingRow> {
        let mut conn = self.store().conn().await?;
        rating_or_new(&mut conn, guild, variant, user, self.clock().now()).await
    }

    /// The rating change a match made, if it was rated.
    pub async fn rating_change(&self, id: store::MatchId) -> ServiceResult<Option<RatingChange>> {
        let mut conn = self.store().conn().await?;
        Ok(store::ratings::change_of(&mut conn, id).await?)
    }

    /// A page (from 0; past the end gives the last page) of the leaderboard.
    pub async fn leaderboard(
        &self,
        guild: GuildId,
        variant: Variant,
        page: u32,
    ) -> ServiceResult<LeaderboardPage> {
        let mut conn = self.store().conn().await?;
        let total = store::ratings::count(&mut conn, guild, variant).await?;
        let pages = total.div_ceil(LEADERBOARD_PAGE).max(1);
        let page = page.min(pages - 1);
        let offset = page * LEADERBOARD_PAGE;
        let rows = store::ratings::leaderboard(&mut conn, guild, variant, offset, LEADERBOARD_PAGE)
            .await?;
        Ok(LeaderboardPage {
            variant,
            page,
            pages,
            rows: (offset + 1..).zip(rows).collect(),
        })
    }

    /// Ratings, record, streaks, setup habits and recent games of `user` on a server. The
    /// recent games and setup habits shown come only from games `audience` could see where
    /// they were played; the ratings and the record count every game.
    pub async fn profile(
        &self,
        guild: GuildId,
        user: UserId,
        audience: &dyn Audience,
    ) -> ServiceResult<Profile> {
        let mut conn = self.store().conn().await?;
        let mut ratings = Vec::new();
        for variant in Variant::ALL {
            if let Some(row) = store::ratings::get(&mut conn, guild, variant, user).await? {
                ratings.push((variant, row));
            }
        }
        let history = store::ratings::finished_games(
            &mut conn,
            guild,
            user,
            crate::service::game::habits::PROFILE_HISTORY,
        )
        .await?;
        Ok(profile_of(user, ratings, history, audience))
    }
}

async fn rating_or_new(
    conn: &mut Conn,
    guild: GuildId,
    variant: Variant,
    user: UserId,
    at: DateTime<Utc>,
) -> ServiceResult<RatingRow> {
    Ok(store::ratings::get(conn, guild, variant, user)
        .await?
        .unwrap_or_else(|| RatingRow::new(user, at)))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Score {
    Win,
    Loss,
    Draw,
}

fn profile_of(
    user: UserId,
    ratings: Vec<(Variant, RatingRow)>,
    history: Vec<PlayedGame>,
    audience: &dyn Audience,
) -> Profile {
    let (practice_games, history): (Vec<PlayedGame>, Vec<PlayedGame>) =
        history.into_iter().partition(|g| g.practice);
    let mut practice = PracticeRecord::default();
    for g in &practice_games {
        match g.outcome.winner {
            Some(w) if w == g.color => practice.wins += 1,
            Some(_) => practice.losses += 1,
            None => practice.draws += 1,
        }
    }
    let results: Vec<Score> = history
        .iter()
        .map(|g| match g.outcome.winner {
            Some(w) if w == g.color => Score::Win,
            Some(_) => Score::Loss,
            None => Score::Draw,
        })
        .collect();
    let count = |r: Score| results.iter().filter(|&&x| x == r).count() as u32;
    // History is newest first, so the current streak is the leading run.
    let mut streak = Streak::default();
    if let Some(&first) = results.first() {
        let run = results.iter().take_while(|&&r| r == first).count() as u32;
        match first {
            Score::Win => streak.wins = run,
            Score::Loss => streak.losses = run,
            Score::Draw => streak.draws = run,
        }
    }
    let best_win_streak = results
        .split(|&r| r != Score::Win)
        .map(|run| run.len() as u32)
        .max()
        .unwrap_or(0);
    let mut openings = Openings::default();
    let seen = |g: &&PlayedGame| audience.sees(g.place);
    for d in history
        .iter()
        .filter(seen)
        .filter_map(|g| g.deployment.as_ref())
    {
        openings.add(d);
    }
    Profile {
        user,
        ratings,
        games: results.len() as u32,
        wins: count(Score::Win),
        losses: count(Score::Loss),
        draws: count(Score::Draw),
        streak,
        best_win_streak,
        openings,
        recent: history
            .iter()
            .filter(seen)
            .take(PROFILE_RECENT)
            .cloned()
            .collect(),
        practice,
    }
}

impl Openings {
    fn add(&mut self, d: &Deployment) {
        let Some(flag) = d.0.iter().position(|r| *r == Some(Rank::Flag)) else {
            return;
        };
        self.setups += 1;
        // Slots run front row first, ten to a row, left to right as the player sees them.
        let (row, column) = (flag / 10, flag % 10);
        if row == 3 {
            self.flag_back_row += 1;
            if column == 0 || column == 9 {
                self.flag_in_corner += 1;
            }
        }
        let neighbours = [
            (row > 0).then(|| flag - 10),
            (row < 3).then(|| flag + 10),
            (column > 0).then(|| flag - 1),
            (column < 9).then(|| flag + 1),
        ];
        let bombed = neighbours
            .iter()
            .flatten()
            .all(|&slot| d.0[slot] == Some(Rank::Bomb));
        if bombed {
            self.flag_bombed_in += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_count_back_row_corner_and_bombs() {
        let mut d = Deployment::EMPTY;
        d.0[30] = Some(Rank::Flag);
        d.0[20] = Some(Rank::Bomb);
        d.0[31] = Some(Rank::Bomb);
        let mut o = Openings::default();
        o.add(&d);
        assert_eq!(
            (
                o.setups,
                o.flag_back_row,
                o.flag_in_corner,
                o.flag_bombed_in
            ),
            (1, 1, 1, 1)
        );
        let mut front = Deployment::EMPTY;
        front.0[4] = Some(Rank::Flag);
        front.0[14] = Some(Rank::Bomb);
        o.add(&front);
        assert_eq!((o.setups, o.flag_back_row, o.flag_bombed_in), (2, 1, 1));
        assert_eq!(o.percent(o.flag_back_row), 50);
    }
}
