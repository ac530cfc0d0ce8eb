//! The bot was removed from a server (kicked, or the server was deleted). Nothing there can be
//! posted or read any more, so by rule everything still open there ends at once rather than
//! timing out later and retrying posts for ever: games in setup or play are cancelled without
//! a result (nothing is rated, no setup is revealed), tournaments are cancelled, open
//! challenges close, its quick-pairing queue empties, and posts still owed about them are
//! dropped. The records stay in the database.
//!
//! A player who leaves a server is not told to the bot (that needs the privileged members
//! intent): their games go on, and if they never come back the normal deadlines end them.

use crate::service::outbox::queue::Lane;
use crate::service::{Service, ServiceResult};
use crate::store::{self, GuildId, MatchId, MatchStatus, TournamentId, TournamentStatus};

/// What was ended because the bot left a server.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GuildLeft {
    pub matches: Vec<MatchId>,
    pub tournaments: Vec<TournamentId>,
    pub challenges: u64,
    pub queue_entries: u64,
}

impl Service {
    pub async fn guild_left(&self, guild: GuildId) -> ServiceResult<GuildLeft> {
        let mut conn = self.store().conn().await?;
        let active = store::matches::active_in_guild(&mut conn, guild).await?;
        let tournaments = store::tournaments::open_in_guild(&mut conn, guild).await?;
        drop(conn);
        let now = self.clock().now();
        let mut out = GuildLeft::default();
        for id in tournaments {
            let mut tx = self.store().begin().await?;
            let t = store::tournaments::get(&mut tx, id).await.ok().flatten();
            let from = t.map_or(TournamentStatus::Running, |t| t.status);
            if store::tournaments::set_status(&mut tx, id, from, TournamentStatus::Cancelled, now)
                .await?
            {
                out.tournaments.push(id);
            }
            tx.commit().await?;
        }
        for id in active {
            let slot = self.locks().lock(id).await;
            let mut tx = self.store().begin().await?;
            let ended =
                store::matches::finish(&mut tx, id, MatchStatus::Cancelled, None, now).await?;
            if ended {
                store::deadlines::delete(&mut tx, id).await?;
                store::draws::clear(&mut tx, id).await?;
                store::setup_grid::forget_taps(&mut tx, id).await?;
            }
            tx.commit().await?;
            drop(slot);
            if ended {
                self.locks().forget(id);
                out.matches.push(id);
            }
        }
        let mut conn = self.store().conn().await?;
        out.challenges = store::challenges::close_all_in_guild(&mut conn, guild).await?;
        // Nobody there can be paired or see the queue message any more.
        out.queue_entries = store::play_queue::clear_guild(&mut conn, guild).await?;
        // Posts still owed there could only be refused: they are dropped, not tried.
        let now_ms = chrono::Utc::now().timestamp_millis();
        let lanes = out
            .matches
            .iter()
            .map(|id| Lane::of_match(*id))
            .chain(out.tournaments.iter().map(|id| Lane::of_tournament(*id)))
            .chain([Lane::Queue(guild).to_string()]);
        for lane in lanes {
            store::outbox::drop_lane(&mut conn, &lane, now_ms, "dropped:guild-left").await?;
        }
        for id in &out.matches {
            store::setup_traces::forget(&mut conn, *id).await?;
        }
        drop(conn);
        self.deadlines_changed();
        tracing::info!(
            %guild,
            matches = out.matches.len(),
            tournaments = out.tournaments.len(),
            challenges = out.challenges,
            queue = out.queue_entries,
            "removed from a server: its games, tournaments, challenges and queue ended"
        );
        Ok(out)
    }
}
