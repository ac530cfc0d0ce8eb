//! Setup heat maps: where a player (or a whole server) puts each rank group. Counted by the
//! same rule as the habits in `/profile`: finished games on the server in which moves were
//! played, practice games against the bot left out; an unplayed setup stays secret. Only games
//! the map's audience can see where they were played count (see `discord::sight`).

use crate::engine::{Deployment, Variant};
use crate::render::SetupHeat;
use crate::service::{Audience, Service, ServiceResult};
use crate::store::{self, GuildId, PlayedGame, UserId};

/// Games a profile looks back on for its record, streaks and openings.
pub(in crate::service) const PROFILE_HISTORY: u32 = 500;

/// Server-wide maps look back on at most this many setups.
const SERVER_HISTORY: u32 = 5000;

/// The setups of `games` that count, in `variant`.
pub fn heat_of(games: &[PlayedGame], variant: Variant) -> SetupHeat {
    let mut heat = SetupHeat::default();
    for d in counted(games, variant) {
        heat.add(d);
    }
    heat
}

fn counted(games: &[PlayedGame], variant: Variant) -> impl Iterator<Item = &Deployment> {
    games
        .iter()
        .filter(move |g| !g.practice && g.variant == variant)
        .filter_map(|g| g.deployment.as_ref())
}

/// The variant with the most counted setups (the first of [`Variant::ALL`] on a tie or none).
fn busiest(games: &[PlayedGame]) -> Variant {
    let mut best = (Variant::ALL[0], 0);
    for v in Variant::ALL {
        let n = counted(games, v).count();
        if n > best.1 {
            best = (v, n);
        }
    }
    best.0
}

impl Service {
    /// `user`'s setup heat map on `guild` in `variant` (default: the variant they set up most),
    /// of the games `sight` can see.
    pub async fn setup_heat(
        &self,
        guild: GuildId,
        user: UserId,
        variant: Option<Variant>,
        sight: &dyn Audience,
    ) -> ServiceResult<(Variant, SetupHeat)> {
        let mut conn = self.store().conn().await?;
        let mut games =
            store::ratings::finished_games(&mut conn, guild, user, PROFILE_HISTORY).await?;
        drop(conn);
        games.retain(|g| sight.sees(g.place));
        let variant = variant.unwrap_or_else(|| busiest(&games));
        Ok((variant, heat_of(&games, variant)))
    }

    /// Every counted setup on `guild` in `variant` of the games `sight` can see, all players
    /// together.
    pub async fn server_heat(
        &self,
        guild: GuildId,
        variant: Variant,
        sight: &dyn Audience,
    ) -> ServiceResult<SetupHeat> {
        let mut conn = self.store().conn().await?;
        let setups = store::ratings::played_setups(&mut conn, guild, SERVER_HISTORY).await?;
        drop(conn);
        let mut heat = SetupHeat::default();
        let counted = setups
            .iter()
            .filter(|(v, place, _)| *v == variant && sight.sees(*place));
        for (_, _, d) in counted {
            heat.add(d);
        }
        Ok(heat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, EndReason, Outcome, Rank};
    use crate::render::HEAT_GROUPS;
    use crate::store::MatchId;

    fn game(id: i64, variant: Variant, practice: bool, setup: Option<&str>) -> PlayedGame {
        PlayedGame {
            match_id: MatchId(id),
            color: Color::Red,
            opponent: UserId(9),
            variant,
            outcome: Outcome::win(Color::Red, EndReason::FlagCaptured),
            played: setup.is_some(),
            rated: true,
            practice,
            deployment: setup.map(|s| Deployment::parse(s).unwrap()),
            finished_at: chrono::Utc::now(),
            place: crate::store::GamePlace {
                channel: crate::store::ChannelId(1),
                thread: None,
            },
        }
    }

    /// The Flag's slot in a setup (front row first).
    fn flag_slot(setup: &str) -> usize {
        Deployment::parse(setup)
            .unwrap()
            .0
            .iter()
            .position(|r| *r == Some(Rank::Flag))
            .unwrap()
    }

    #[test]
    fn hand_made_games_count_by_the_profile_rule() {
        // Flag back-left, Flag at the right end of the second row, Flag back-left again.
        let a = "245622562B/378X98734B/3366554422/FBB3722SBB";
        let b = "425622564S/378X9873BF/3366554422/BB3B72B2B2";
        let c = "425622562B/378X98734B/3366554422/FBB3722SBB";
        let games = vec![
            game(1, Variant::Classic, false, Some(a)),
            game(2, Variant::Classic, false, Some(b)),
            game(3, Variant::Classic, false, Some(c)),
            // Not counted: a practice game, a game decided in setup, another variant.
            game(4, Variant::Classic, true, Some(b)),
            game(5, Variant::Classic, false, None),
            game(6, Variant::Barrage, false, None),
        ];
        let heat = heat_of(&games, Variant::Classic);
        assert_eq!(heat.games, 3);
        let flags = &heat.counts[0];
        assert_eq!(HEAT_GROUPS[0], Rank::Flag);
        assert_eq!(flags[flag_slot(a)], 2);
        assert_eq!(flags[flag_slot(b)], 1);
        assert_eq!(flags.iter().sum::<u32>(), 3);
        // Six bombs a game, three games.
        assert_eq!(heat.counts[1].iter().sum::<u32>(), 18);
        // Game 1 and 3 differ only in their first two squares (a Scout and a Major swapped).
        let scouts = &heat.counts[5];
        assert_eq!(scouts[0], 1);
        assert_eq!(scouts[1], 2);
        assert_eq!(heat_of(&games, Variant::Barrage).games, 0);
        assert_eq!(busiest(&games), Variant::Classic);
    }
}
