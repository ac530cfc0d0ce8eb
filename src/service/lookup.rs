//! Finding matches: by id, by player, by the thread a command was typed in.

use crate::engine::{ByColor, Color};
use crate::service::game::record::game_record_text;
use crate::service::game::report::{FinishInfo, Reveal};
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::{self, ChannelId, MatchId, MatchRow, MatchStatus, UserId};

impl Service {
    pub async fn get_match(&self, id: MatchId) -> ServiceResult<MatchRow> {
        let mut conn = self.store().conn().await?;
        store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)
    }

    /// Matches of `user` in setup or play, oldest first.
    pub async fn active_matches(&self, user: UserId) -> ServiceResult<Vec<MatchRow>> {
        let mut conn = self.store().conn().await?;
        Ok(store::matches::active_of(&mut conn, user).await?)
    }

    /// Records the thread the Discord layer opened for a match.
    pub async fn set_match_thread(&self, id: MatchId, thread: ChannelId) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        store::matches::set_thread(&mut conn, id, thread).await?;
        if let Some(m) = store::matches::get(&mut conn, id).await? {
            crate::service::setup::opening::wake_opening_waiters(&mut conn, &m).await?;
        }
        self.ring_outbox();
        Ok(())
    }

    /// The match hosted in a thread, if any (for spectators' commands).
    pub async fn match_in_thread(&self, thread: ChannelId) -> ServiceResult<Option<MatchRow>> {
        let mut conn = self.store().conn().await?;
        Ok(store::matches::in_thread(&mut conn, thread)
            .await?
            .into_iter()
            .next_back())
    }

    /// The match a player's command is about: the `game` option if given, else the match of
    /// the thread it was typed in, else the player's only active match.
    pub async fn match_for(
        &self,
        user: UserId,
        channel: ChannelId,
        game: Option<MatchId>,
    ) -> ServiceResult<MatchRow> {
        let mut conn = self.store().conn().await?;
        if let Some(id) = game {
            return self.player_match(&mut conn, id, user).await;
        }
        let here = store::matches::in_thread(&mut conn, channel).await?;
        if let Some(m) = here.into_iter().rev().find(|m| m.color_of(user).is_some()) {
            return Ok(m);
        }
        let mut active = store::matches::active_of(&mut conn, user).await?;
        match active.len() {
            0 => Err(ServiceError::NoActiveMatch),
            1 => Ok(active.remove(0)),
            _ => Err(ServiceError::AmbiguousMatch(
                active.into_iter().map(|m| m.id).collect(),
            )),
        }
    }

    /// What is told at the end: the result, and for a game in which moves were played both
    /// setups, salts, commitments and the game record.
    pub async fn finish_info(&self, id: MatchId) -> ServiceResult<FinishInfo> {
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if m.status.is_active() {
            // Setups stay secret while the game is on.
            return Err(ServiceError::NotFinished);
        }
        if !m.was_played() {
            return Ok(FinishInfo {
                match_id: id,
                players: m.players,
                outcome: m.outcome,
                reveal: None,
            });
        }
        let setups = store::setups::both(&mut conn, id).await?;
        let moves = store::moves::all(&mut conn, id).await?;
        let of = |color: Color| setups.iter().find(|s| s.color == color);
        Ok(FinishInfo {
            match_id: id,
            players: m.players,
            outcome: m.outcome,
            reveal: Some(Reveal {
                setups: ByColor::new_with(|c| {
                    of(c).map(|s| s.deployment.to_string()).unwrap_or_default()
                }),
                salts: ByColor::new_with(|c| of(c).and_then(|s| s.salt.clone())),
                commitments: ByColor::new_with(|c| of(c).and_then(|s| s.commitment.clone())),
                record: game_record_text(&m, &setups, &moves),
                moves: moves.into_iter().map(|row| row.played).collect(),
            }),
        })
    }
}

impl MatchStatus {
    /// For callers that only need to know whether moves may still come.
    pub fn is_over(self) -> bool {
        !self.is_active()
    }
}
