//! Opening a match: its opening post is owed with the match. A match Discord will not let the
//! bot open: it may not make a thread or post in the match's channel, or the channel is gone. Nobody can play a game without its thread and setup DMs,
//! and retrying would wait forever, so the match is called off without a result and both
//! players are told why, privately, in words that say who can fix it.

use serde::{Deserialize, Serialize};

use crate::engine::Color;
use crate::service::game::finish::finish_match;
use crate::service::outbox::queue::{Announcement, Lane, enqueue};
use crate::service::outbox::voice::Voices;
use crate::service::{Service, ServiceError, ServiceResult, outbox::posts};
use crate::store::{self, ChallengeId, Conn, MatchId, MatchRow, MatchStatus};

/// Why Discord refused to open a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpeningProblem {
    /// The bot lacks a permission in the match's channel (a server admin can give it).
    MissingPermission,
    /// The match's channel was deleted.
    ChannelGone,
}

impl OpeningProblem {
    /// The catalogue key of the players' notice.
    pub fn key(self) -> &'static str {
        match self {
            OpeningProblem::MissingPermission => "opening-refused-permission",
            OpeningProblem::ChannelGone => "opening-refused-channel-gone",
        }
    }
}

impl Service {
    /// Owes the opening of new match `match_id` in the transaction that made it: its thread,
    /// and in lanes of their own, where they wait for the thread, each player's setup editor
    /// and the close of the challenge it came from. Returns the voices read for it, for the
    /// other posts that transaction owes.
    pub(in crate::service) async fn owe_opening(
        &self,
        conn: &mut Conn,
        match_id: MatchId,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult<Voices> {
        let m = store::matches::get(conn, match_id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        let voices = self.voices(conn, &m).await?;
        let opening = Announcement::MatchOpened(posts::MatchOpened {
            match_id,
            voice: voices.thread.clone(),
        });
        enqueue(conn, &opening).await?;
        if let Some(challenge) = challenge {
            let closed = Announcement::ChallengeClosed(posts::ChallengeClosed { challenge });
            enqueue(conn, &closed).await?;
        }
        for color in Color::ALL {
            // The bot's own seat in a practice game needs no editor.
            if !self.is_own_user(*m.players.get(color)) {
                self.redraw_editor(conn, &m, color).await?;
            }
        }
        Ok(voices)
    }

    /// Calls off match `id` because Discord refused to open it; false (and nothing changed) if
    /// it has a thread after all or is already over.
    pub async fn call_off_unopened(
        &self,
        id: MatchId,
        problem: OpeningProblem,
    ) -> ServiceResult<bool> {
        let mut tx = self.store().begin().await?;
        let Some(m) = store::matches::get(&mut tx, id).await? else {
            return Ok(false);
        };
        if m.opening_settled() {
            return Ok(false);
        }
        let now = self.clock().now();
        if !finish_match(&mut tx, id, MatchStatus::Cancelled, None, now).await? {
            return Ok(false);
        }
        let voices = self.voices(&mut tx, &m).await?;
        for color in Color::ALL {
            let user = *m.players.get(color);
            if self.is_own_user(user) {
                continue;
            }
            let notice = Announcement::OpeningRefused(posts::OpeningRefused {
                match_id: id,
                color,
                user,
                channel: m.channel,
                problem,
                reader: voices.boards.get(color).clone(),
            });
            enqueue(&mut tx, &notice).await?;
        }
        wake_opening_waiters(&mut tx, &m).await?;
        tx.commit().await?;
        self.deadlines_changed();
        self.announced();
        tracing::warn!(game = %id, ?problem, "Discord refused to open the match; called off");
        Ok(true)
    }
}

/// Wakes the posts held until `m`'s opening settled (its thread exists, or it never will): its
/// players' setup editors, the challenge it came from and its tournament round's pairings.
pub(in crate::service) async fn wake_opening_waiters(
    conn: &mut Conn,
    m: &MatchRow,
) -> ServiceResult<()> {
    let now = chrono::Utc::now().timestamp_millis();
    let mut lanes: Vec<String> = Color::ALL
        .iter()
        .map(|&color| Lane::MatchDm(m.id, color).to_string())
        .collect();
    if let Some(challenge) = store::challenges::of_match(conn, m.id).await? {
        lanes.push(Lane::Challenge(challenge).to_string());
    }
    if let Some((tournament, _)) = store::tournaments::game_of_match(conn, m.id).await? {
        lanes.push(Lane::Tournament(tournament).to_string());
    }
    for lane in lanes {
        store::outbox::wake_lane(conn, &lane, now).await?;
    }
    Ok(())
}
