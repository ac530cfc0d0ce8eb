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

use crate::discord::challenge::buttons::close_challenge_message;
use crate::discord::{Data, Error, game};
use crate::service::{Announcement, Lane, MatchId, Pending, RestoreMark, posts};

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
    /// On a restored database, the last outbox row written before the backup: rows up to it
    /// are delivered only after a look for what the original bot may have posted since.
    restored: Mutex<Option<RestoreMark>>,
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
            restored: Mutex::default(),
        })
    }

    /// Runs until the task is dropped: starts a worker for every lane with posts due.
    pub async fn run(self: Arc<Self>) {
        let mut next_prune = tokio::time::Instant::now();
        // No post leaves before the mark is read: a restored bot must not send blind.
        loop {
            match self.data.service.restore_mark().await {
                Ok(mark) => break *lock(&self.restored) = mark,
                Err(err) => tracing::warn!("restore mark not read, retrying: {err}"),
            }
            tokio::time::sleep(POLL).await;
        }
        loop {
            self.settle_restore().await;
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

    /// Forgets the restore mark once every post written before the backup is settled.
    async fn settle_restore(&self) {
        if lock(&self.restored).is_none() {
            return;
        }
        match self.data.service.restore_settled().await {
            Ok(true) => {
                tracing::info!("every post from before the restore is settled");
                *lock(&self.restored) = None;
            }
            Ok(false) => {}
            Err(err) => tracing::warn!("restore mark not settled: {err}"),
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
        let restored = lock(&self.restored).filter(|mark| pending.id <= mark.outbox_upto);
        let delivered = if let Some(mark) = restored {
            let bot = service.own_user().map(crate::discord::edge::ids::to_user);
            let deliver = deliver(&self.http, &self.data, pending);
            crate::discord::send::restored::checking(bot, mark.taken_at, deliver).await
        } else {
            deliver(&self.http, &self.data, pending).await
        };
        self.load.end();
        let (result, go_on) = match delivered {
            Ok(()) => ("sent".to_string(), true),
            Err(err @ Error::Waiting { waits_for, until }) => {
                tracing::debug!(post = pending.id, %until, "post is {err}");
                // Released at once when what it waits for happened meanwhile: this worker goes
                // on with it.
                return match service.outbox_hold(pending.id, waits_for, until).await {
                    Ok(ready) => ready,
                    Err(e) => {
                        tracing::warn!(post = pending.id, "hold not recorded: {e}");
                        false
                    }
                };
            }
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
async fn deliver(
    http: &serenity::Http,
    data: &Data,
    pending: &Pending,
) -> crate::discord::Result<()> {
    use crate::discord::{game::posts as game, tournament::health, tournament::posts as news};
    let nonce = format!("outbox-{}", pending.id);
    match &pending.announcement {
        Announcement::MatchOpened(post) => open_match(http, data, post).await,
        Announcement::SetupEditor(post) => {
            crate::discord::setup::posts::redraw(http, data, post).await
        }
        Announcement::GameStarted(post) => game::game_started(http, data, post, nonce).await,
        Announcement::MoveLogged(post) => game::move_logged(http, data, post, nonce).await,
        Announcement::MoveBehind(post) => game::move_behind(http, data, post, nonce).await,
        Announcement::LogCaughtUp(post) => game::log_caught_up(http, data, post, nonce).await,
        Announcement::PublicBoard(post) => game::public_board(http, data, post, nonce).await,
        Announcement::PrivateBoard(post) => game::private_board(http, data, post, nonce).await,
        Announcement::DrawOffered(post) => game::draw_offered(http, data, post, nonce).await,
        Announcement::DrawDeclined(post) => game::draw_declined(http, data, post, nonce).await,
        Announcement::GameEnded(post) => game::game_over(http, data, post, nonce).await,
        Announcement::Reminder(post) => game::reminder(http, data, post, nonce).await,
        Announcement::OpeningRefused(post) => game::opening_refused(http, data, post, nonce).await,
        Announcement::PairingDm(post) => news::pairing_dm(http, data, post, nonce).await,
        Announcement::ByeDm(post) => news::bye_dm(http, data, post, nonce).await,
        Announcement::RoundStarted(post) => news::round_news(http, data, post, nonce).await,
        Announcement::TournamentFinished(post) => news::finish_news(http, data, post, nonce).await,
        Announcement::SignupChanged(post) => {
            let state = data.service.tournament(post.tournament).await?;
            news::update_signup(http, data, &state).await
        }
        Announcement::TournamentWithdrawal(post) => {
            health::withdrawal(http, data, post, nonce).await
        }
        Announcement::SwissShortened(post) => {
            health::swiss_shortened(http, data, post, nonce).await
        }
        Announcement::TournamentStuck(post) => health::stuck(http, data, post, nonce).await,
        Announcement::QueueChanged(post) => {
            crate::discord::queue::posts::update_board(http, data, post.guild, post.channel).await
        }
        Announcement::ChallengeClosed(post) => challenge_closed(http, data, post).await,
    }
}

/// A new match's thread. A refusal Discord will repeat for ever calls the match off (the
/// players are told) instead.
async fn open_match(
    http: &serenity::Http,
    data: &Data,
    post: &posts::MatchOpened,
) -> crate::discord::Result<()> {
    let voice = &post.voice;
    match game::posts::open_match_once(http, data, post.match_id, voice).await {
        Ok(_) => Ok(()),
        Err(err) => match opening_refusal(&err) {
            Some(problem)
                if data
                    .service
                    .call_off_unopened(post.match_id, problem)
                    .await? =>
            {
                Ok(())
            }
            _ => Err(err),
        },
    }
}

/// A challenge's message shows what became of it; an accepted one links its game's thread,
/// so it waits for the game's opening.
async fn challenge_closed(
    http: &serenity::Http,
    data: &Data,
    post: &posts::ChallengeClosed,
) -> crate::discord::Result<()> {
    let challenge = data.service.challenge(post.challenge).await?;
    let thread = match challenge.match_id {
        Some(game) => {
            let m = data.service.get_match(game).await?;
            if !m.opening_settled() {
                return Err(Error::waiting_for_opening(game));
            }
            m.thread.map(crate::discord::edge::ids::to_channel)
        }
        None => None,
    };
    close_challenge_message(http, data, &challenge, thread).await
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
