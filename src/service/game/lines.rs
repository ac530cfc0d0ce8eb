//! The read model of `/games`: each active game of a player as a line of their list, so the
//! Discord layer formats it without knowing how a turn is told from a stored match.

use crate::engine::Color;
use crate::service::{Service, ServiceResult};
use crate::store::{self, ChannelId, MatchId, MatchStatus, UserId};

/// Where a game stands for the player looking at their list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameState {
    /// Armies are still being set up.
    Setup,
    YourTurn,
    TheirTurn,
}

impl GameState {
    /// Red moves first, so Red is to move after an even number of plies.
    fn of(status: MatchStatus, ply: u32, color: Color) -> GameState {
        let red_to_move = ply.is_multiple_of(2);
        match status {
            MatchStatus::Setup => GameState::Setup,
            _ if red_to_move == (color == Color::Red) => GameState::YourTurn,
            _ => GameState::TheirTurn,
        }
    }
}

/// One active game in a player's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLine {
    pub match_id: MatchId,
    pub opponent: UserId,
    pub thread: Option<ChannelId>,
    pub state: GameState,
}

impl Service {
    /// `user`'s active games, as their list shows them.
    pub async fn game_lines(&self, user: UserId) -> ServiceResult<Vec<GameLine>> {
        let mut conn = self.store().conn().await?;
        let matches = store::matches::active_of(&mut conn, user).await?;
        Ok(matches
            .into_iter()
            .filter_map(|m| {
                let color = m.color_of(user)?;
                Some(GameLine {
                    match_id: m.id,
                    opponent: *m.players.get(color.opponent()),
                    thread: m.thread,
                    state: GameState::of(m.status, m.ply, color),
                })
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_moves_at_even_plies_and_nobody_during_setup() {
        use GameState::*;
        let of = |status, ply, color| GameState::of(status, ply, color);
        assert_eq!(of(MatchStatus::Setup, 0, Color::Red), Setup);
        assert_eq!(of(MatchStatus::Setup, 0, Color::Blue), Setup);
        assert_eq!(of(MatchStatus::Playing, 0, Color::Red), YourTurn);
        assert_eq!(of(MatchStatus::Playing, 0, Color::Blue), TheirTurn);
        assert_eq!(of(MatchStatus::Playing, 7, Color::Red), TheirTurn);
        assert_eq!(of(MatchStatus::Playing, 7, Color::Blue), YourTurn);
    }
}
