//! The announcer: the only code that turns the service's outbox into Discord calls.
//!
//! Each lane (a game's thread, or one player's DMs for that game) has at most one worker, which
//! delivers its posts one after another in the order they were committed, so log lines never
//! swap and a board never goes back to an older position. Lanes run side by side: a player
//! whose DMs fail holds back nothing else. A post that fails for now is tried again later with
//! growing pauses (its lane waits, to keep the order, and the announcer sleeps until the
//! retry is due: a waiting post costs nothing); what a game needs is tried until Discord takes
//! it, however long Discord is away, while one that can never succeed is dropped and logged.
//! Rows stay in the database until delivered, so a restart carries on where the last run
//! stopped, and every message sent carries its row's nonce, so a post Discord already made
//! before a crash is handed back rather than posted again.
//!
//! Near Discord's limits the spectators' board is what gives way: it has a lane of its own
//! (see [`Lane::Spectators`]), and while the announcer is loaded each game's board is edited
//! at most once per [`SPECTATOR_GAP`], the newest position replacing any that waited. Log
//! lines, pings and the players' own boards are never held back for it.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::Utc;
use poise::serenity_prelude as serenity;

use super::commands::challenge_buttons::close_challenge_message;
use super::{Data, Error, match_posts};
use crate::service::{Announcement, Lane, MatchId, Pending};

/// How often the outbox is looked at without a wake-up (posts written outside a service call
/// that rings, and retries that came due).
const POLL: Duration = Duration::from_millis(500);
/// Attempts (each with its own quick retries) before a post that may be given up is.
const MAX_ATTEMPTS: u32 = 8;
/// Delivered rows are kept this long (for diagnosis), then deleted.
const KEEP_DONE: Duration = Duration::from_secs(24 * 3600);
/// How often delivered rows are pruned while the bot runs.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);
/// Under load, a game's spectators' board is edited at most this often.
pub const SPECTATOR_GAP: Duration = Duration::from_secs(5);
/// Deliveries waiting on Discord at once that count as load: at Discord's usual latency the
/// bot has a few in flight even at its full 50 calls a second, so more means its calls queue
/// behind the rate limit (or Discord is slow).
const LOADED_IN_FLIGHT: usize = 8;
/// Deliveries begun within the last second that count as load: most of the global 50.
const LOADED_PER_SECOND: usize = 40;

pub struct Announcer {
    http: Arc<serenity::Http>,
    data: Data,
    busy: Mutex<HashSet<String>>,
    load: Load,
    /// When each spectators' lane last edited its board.
    spectators_shown: Mutex<HashMap<String, Instant>>,
}

/// How hard the announcer is pressing on Discord right now.
#[derive(Default)]
struct Load {
    in_flight: AtomicUsize,
    begun: Mutex<VecDeque<Instant>>,
}

impl Load {
    fn begin(&self) {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        let now = Instant::now();
        let mut begun = lock(&self.begun);
        begun.push_back(now);
        while begun
            .front()
            .is_some_and(|t| now.duration_since(*t) > Duration::from_secs(1))
        {
            begun.pop_front();
        }
    }

    fn end(&self) {
        self.in_flight.fetch_sub(1, Ordering::SeqCst);
    }

    fn heavy(&self) -> bool {
        let now = Instant::now();
        let recent = lock(&self.begun)
            .iter()
            .filter(|t| now.duration_since(**t) <= Duration::from_secs(1))
            .count();
        self.in_flight.load(Ordering::SeqCst) >= LOADED_IN_FLIGHT || recent >= LOADED_PER_SECOND
    }
}

impl Announcer {
    pub fn new(http: Arc<serenity::Http>, data: Data) -> Arc<Announcer> {
        Arc::new(Announcer {
            http,
            data,
            busy: Mutex::default(),
            load: Load::default(),
            spectators_shown: Mutex::default(),
        })
    }

    /// Runs until the task is dropped: starts a worker for every lane with posts due.
    pub async fn run(self: Arc<Self>) {
        let mut next_prune = tokio::time::Instant::now();
        loop {
            if tokio::time::Instant::now() >= next_prune {
                if let Err(err) = self.data.service.outbox_prune(KEEP_DONE).await {
                    tracing::warn!("outbox not pruned: {err}");
                }
                next_prune += PRUNE_EVERY;
            }
            let mut wait = POLL;
            match self.data.service.outbox_lanes().await {
                Ok(lanes) => {
                    let now = Utc::now();
                    for (lane, due) in lanes {
                        if due > now {
                            let left = (due - now).to_std().unwrap_or_default();
                            wait = wait.min(left);
                        } else if self.claim(&lane) {
                            tokio::spawn(self.clone().work(lane));
                        }
                    }
                }
                Err(err) => tracing::warn!("outbox not read: {err}"),
            }
            tokio::select! {
                () = self.data.service.outbox_rung() => {}
                () = tokio::time::sleep(wait) => {}
            }
        }
    }

    fn claim(&self, lane: &str) -> bool {
        lock(&self.busy).insert(lane.to_string())
    }

    /// Delivers `lane`'s posts until it is empty or its next post is not due yet.
    async fn work(self: Arc<Self>, lane: String) {
        let mut delivered = false;
        loop {
            let next = match self.data.service.outbox_next(&lane).await {
                Ok(next) => next,
                Err(err) => {
                    tracing::warn!(%lane, "outbox lane not read: {err}");
                    break;
                }
            };
            let Some((pending, due)) = next else { break };
            if due > Utc::now() {
                break;
            }
            let spectators = match pending.announcement.lane() {
                Lane::Spectators(id) if Lane::Spectators(id).to_string() == lane => Some(id),
                _ => None,
            };
            if let Some(id) = spectators
                && self.spectators_wait(&lane, &pending, id).await
            {
                break;
            }
            if !self.deliver_one(&pending).await {
                break;
            }
            if spectators.is_some() {
                self.spectators_shown_now(&lane);
            }
            delivered = true;
        }
        lock(&self.busy).remove(&lane);
        // Posts written while this worker was finishing are picked up at once. A worker that
        // found its lane waiting rings nobody: the run loop sleeps until the retry is due.
        if delivered {
            self.data.service.ring_outbox();
        }
    }

    /// Whether the spectators' board `pending` must wait: for the opening board in the thread
    /// lane, or (under load) for its gap since the last edit. A wait with a known end is
    /// written to the row, so the lane sleeps until then; newer boards replace it meanwhile.
    async fn spectators_wait(&self, lane: &str, pending: &Pending, id: MatchId) -> bool {
        let service = &self.data.service;
        let until = match service.spectators_wait_for(pending.id, id).await {
            // Being delivered now: its worker rings when done.
            Ok(Some(due)) if due <= Utc::now() => return true,
            Ok(Some(due)) => Some(due),
            Ok(None) => self.spectators_gap_end(lane),
            Err(err) => {
                tracing::warn!(%lane, "spectators' lane not checked: {err}");
                return true;
            }
        };
        let Some(until) = until else { return false };
        if let Err(err) = service.outbox_hold_until(pending.id, until).await {
            tracing::warn!(post = pending.id, "hold not recorded: {err}");
        }
        true
    }

    /// Under load, when the spectators' board of `lane` may next be edited (None: now).
    fn spectators_gap_end(&self, lane: &str) -> Option<chrono::DateTime<Utc>> {
        if !self.load.heavy() {
            return None;
        }
        let shown = *lock(&self.spectators_shown).get(lane)?;
        let left = SPECTATOR_GAP.checked_sub(shown.elapsed())?;
        Some(Utc::now() + chrono::Duration::from_std(left).unwrap_or_default())
    }

    fn spectators_shown_now(&self, lane: &str) {
        let mut shown = lock(&self.spectators_shown);
        shown.retain(|_, at| at.elapsed() < SPECTATOR_GAP);
        shown.insert(lane.to_string(), Instant::now());
    }

    /// Delivers one post and records how it went; false if the lane must wait for a retry.
    async fn deliver_one(&self, pending: &Pending) -> bool {
        let service = &self.data.service;
        self.load.begin();
        let delivered = deliver(&self.http, &self.data, pending).await;
        self.load.end();
        let (result, go_on) = match delivered {
            Ok(()) => ("sent".to_string(), true),
            // A post Discord refuses, about a vanished game or built from stored data this
            // version cannot read never goes out, and must not hold up its lane.
            Err(err)
                if err.can_retry()
                    && (!pending.announcement.may_give_up()
                        || pending.attempts + 1 < MAX_ATTEMPTS) =>
            {
                let pause = retry_pause(pending.attempts);
                tracing::warn!(
                    post = pending.id,
                    attempt = pending.attempts,
                    ?pause,
                    "post not delivered, trying again later: {err:#}"
                );
                let at = Utc::now() + chrono::Duration::from_std(pause).unwrap_or_default();
                if let Err(e) = service.outbox_retry_at(pending.id, at).await {
                    tracing::warn!(post = pending.id, "retry not recorded: {e}");
                }
                return false;
            }
            Err(err) => {
                tracing::warn!(post = pending.id, "post given up: {err:#}");
                (format!("failed: {err:#}").chars().take(300).collect(), true)
            }
        };
        if let Err(e) = service.outbox_done(pending.id, &result).await {
            tracing::warn!(post = pending.id, "delivery not recorded: {e}");
            return false;
        }
        go_on
    }
}

/// Pauses between attempts of one post: 5 s, 10 s, 20 s ... up to 2 minutes, so a post a
/// game needs goes out soon after a long outage (and Discord's return wakes every waiting post
/// at once, see [`crate::service::Service::outbox_retry_now`]).
fn retry_pause(attempts: u32) -> Duration {
    Duration::from_secs(5)
        .saturating_mul(1 << attempts.min(10))
        .min(Duration::from_secs(120))
}

/// Whether opening a match failed because Discord will never allow it: the bot lacks a
/// permission in the match channel (50001 Missing Access, 50013 Missing Permissions) or the
/// channel is gone (10003 Unknown Channel).
fn opening_refusal(err: &Error) -> Option<crate::service::OpeningProblem> {
    use crate::service::OpeningProblem;
    match err.discord_code()? {
        50001 | 50013 => Some(OpeningProblem::MissingPermission),
        10003 => Some(OpeningProblem::ChannelGone),
        _ => None,
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The Discord calls of one post. Every message it creates carries the row's nonce.
async fn deliver(http: &serenity::Http, data: &Data, pending: &Pending) -> super::Result<()> {
    let nonce = format!("outbox-{}", pending.id);
    match &pending.announcement {
        Announcement::MatchOpened {
            match_id,
            challenge,
            voice,
        } => {
            let opened = match_posts::open_match_once(http, data, *match_id, voice.as_ref()).await;
            let thread = match opened {
                Ok(thread) => thread,
                Err(err) => {
                    // Refused for good: called off and the players told, not retried forever.
                    if let Some(problem) = opening_refusal(&err)
                        && data.service.call_off_unopened(*match_id, problem).await?
                    {
                        None
                    } else {
                        return Err(err);
                    }
                }
            };
            if let Some(id) = challenge {
                let challenge = data.service.challenge(*id).await?;
                close_challenge_message(http, data, &challenge, thread).await?;
            }
            Ok(())
        }
        Announcement::SetupEditor {
            match_id,
            color,
            part,
            shown,
        } => {
            let shown = shown.as_deref();
            super::setup_posts::setup_board(http, data, (*match_id, *color), *part, shown).await
        }
        Announcement::GameStarted {
            match_id,
            commitments,
            first,
            voice,
        } => {
            let first = (*first, voice.as_ref());
            match_posts::game_started(http, data, *match_id, commitments, first, nonce).await
        }
        Announcement::MoveLogged {
            match_id,
            entry,
            next,
            answer,
            voice,
        } => {
            let how = (answer.as_ref(), voice.as_ref());
            match_posts::move_logged(http, data, *match_id, (entry, *next), how, nonce).await
        }
        Announcement::MoveBehind {
            match_id,
            ply,
            delay,
            shown,
            next,
            voice,
        } => {
            let shown = shown.as_ref();
            let next = (*next, voice.as_ref());
            match_posts::move_behind(http, data, *match_id, (*ply, *delay), shown, next, nonce)
                .await
        }
        Announcement::LogCaughtUp {
            match_id,
            entries,
            voice,
        } => {
            let game = (*match_id, voice.as_ref());
            match_posts::log_caught_up(http, data, game, entries, nonce).await
        }
        Announcement::PublicBoard {
            match_id,
            view,
            voice,
        } => {
            let shown = (view.clone(), voice.as_ref());
            match_posts::public_board(http, data, *match_id, shown, nonce).await
        }
        Announcement::PrivateBoard {
            match_id,
            color,
            view,
            voice,
        } => {
            let shown = (view.clone(), voice.as_ref());
            match_posts::private_board(http, data, *match_id, *color, shown, nonce).await
        }
        Announcement::DrawOffered {
            match_id,
            by,
            to,
            voice,
        } => {
            let voice = voice.as_ref();
            match_posts::draw_offered(http, data, (*match_id, voice), *by, *to, nonce).await
        }
        Announcement::DrawDeclined {
            match_id,
            by,
            voice,
        } => {
            let voice = voice.as_ref();
            match_posts::draw_declined(http, data, (*match_id, voice), *by, nonce).await
        }
        Announcement::GameEnded { match_id, ending } => {
            match_posts::game_over(http, data, *match_id, ending.as_ref(), nonce).await
        }
        Announcement::PairingDm {
            match_id,
            tournament,
            round,
            color,
            voice,
        } => {
            let game = (*match_id, *color);
            let (tournament, voice) = (*tournament, voice.as_ref());
            super::tournament_posts::pairing_dm(http, data, tournament, *round, game, voice, nonce)
                .await
        }
        Announcement::ByeDm {
            tournament,
            round,
            user,
            voice,
        } => {
            let (tournament, voice) = (*tournament, voice.as_ref());
            super::tournament_posts::bye_dm(http, data, tournament, *round, *user, voice, nonce)
                .await
        }
        Announcement::RoundStarted { tournament, round } => {
            super::tournament_posts::round_news(http, data, *tournament, *round, nonce).await
        }
        Announcement::TournamentFinished { tournament } => {
            super::tournament_posts::finish_news(http, data, *tournament, nonce).await
        }
        Announcement::QueueChanged { guild, channel } => {
            super::quick_pairing::update_board(http, data, *guild, *channel).await
        }
        Announcement::SignupChanged { tournament } => {
            let state = data.service.tournament(*tournament).await?;
            super::tournament_posts::update_signup(http, data, &state).await
        }
        Announcement::TournamentWithdrawal {
            tournament,
            player,
            by,
        } => {
            super::tournament_health::withdrawal(http, data, *tournament, *player, *by, nonce).await
        }
        Announcement::SwissShortened {
            tournament,
            clamp,
            players,
        } => {
            super::tournament_health::swiss_shortened(
                http,
                data,
                *tournament,
                *clamp,
                *players,
                nonce,
            )
            .await
        }
        Announcement::TournamentStuck {
            tournament,
            place,
            deadline,
            problem,
            retry_at,
        } => {
            let stuck = super::tournament_health::Stuck {
                tournament: *tournament,
                place,
                deadline: *deadline,
                problem: problem.as_ref(),
                retry_at: *retry_at,
            };
            super::tournament_health::stuck(http, data, stuck, nonce).await
        }
        Announcement::ChallengeClosed { challenge } => {
            let challenge = data.service.challenge(*challenge).await?;
            close_challenge_message(http, data, &challenge, None).await?;
            Ok(())
        }
        Announcement::OpeningRefused {
            match_id,
            user,
            channel,
            problem,
            reader,
            ..
        } => {
            let to = (*user, reader.as_ref());
            match_posts::opening_refused(http, data, *match_id, to, *channel, *problem, nonce).await
        }
        Announcement::Reminder {
            match_id,
            user,
            setup,
            due_at,
            dm,
            voice,
            reader,
            ..
        } => {
            let r = match_posts::Reminder {
                match_id: *match_id,
                user: *user,
                setup: *setup,
                due_at: *due_at,
                dm: *dm,
                voice: voice.as_ref(),
                reader: reader.as_ref(),
            };
            match_posts::reminder(http, data, r, nonce).await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_pauses_grow_to_a_cap() {
        assert_eq!(retry_pause(0), Duration::from_secs(5));
        assert_eq!(retry_pause(2), Duration::from_secs(20));
        assert_eq!(retry_pause(30), Duration::from_secs(120));
    }

    #[test]
    fn unreadable_data_is_given_up_and_a_busy_database_retried() {
        use crate::service::ServiceError;
        let unreadable: ServiceError =
            sqlx::Error::Decode("EOF while parsing a value".into()).into();
        assert!(matches!(unreadable, ServiceError::Unreadable(_)));
        assert!(!Error::from(unreadable).can_retry());
        let busy: ServiceError = sqlx::Error::PoolTimedOut.into();
        assert!(matches!(busy, ServiceError::Internal(_)));
        assert!(Error::from(busy).can_retry());
    }
}
