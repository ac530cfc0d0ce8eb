//! What the bot owes Discord after a change: typed posts, written to the outbox in the same
//! transaction as the change, so a crash between the commit and the posts loses nothing. The
//! Discord layer's announcer is the only reader; it delivers each lane (a game's thread, or one
//! player's DMs for that game) in commit order and edits a board once with its newest picture.
//!
//! To announce something new: add its type to `posts` (carrying everything its words need),
//! a variant here, a lane (and a slot if it is a message edited in place), and call
//! [`enqueue`] inside the transaction that makes the change.

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::engine::Color;
use crate::service::outbox::interaction_answer::{ANSWER_HOLD, HeldPost};
use crate::service::outbox::posts::{self, EditorPart};
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::{self, ChallengeId, Conn, GuildId, MatchId, OutboxRow, TournamentId, UserId};

/// One post the announcer will make.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "post", rename_all = "snake_case")]
pub enum Announcement {
    MatchOpened(posts::MatchOpened),
    #[serde(rename = "setup_board")]
    SetupEditor(posts::SetupEditor),
    GameStarted(posts::GameStarted),
    MoveLogged(posts::MoveLogged),
    MoveBehind(posts::MoveBehind),
    LogCaughtUp(posts::LogCaughtUp),
    PublicBoard(posts::PublicBoard),
    PrivateBoard(posts::PrivateBoard),
    DrawOffered(posts::DrawOffered),
    DrawDeclined(posts::DrawDeclined),
    GameEnded(posts::GameEnded),
    ChallengeClosed(posts::ChallengeClosed),
    RoundStarted(posts::RoundStarted),
    PairingDm(posts::PairingDm),
    ByeDm(posts::ByeDm),
    TournamentFinished(posts::TournamentFinished),
    SignupChanged(posts::SignupChanged),
    TournamentWithdrawal(posts::TournamentWithdrawal),
    SwissShortened(posts::SwissShortened),
    TournamentStuck(posts::TournamentStuck),
    OpeningRefused(posts::OpeningRefused),
    QueueChanged(posts::QueueChanged),
    Reminder(posts::Reminder),
}

impl Announcement {
    /// The match a post is about; `None` for posts about no match.
    pub fn match_id(&self) -> Option<MatchId> {
        Some(match self {
            Announcement::MatchOpened(posts::MatchOpened { match_id, .. })
            | Announcement::SetupEditor(posts::SetupEditor { match_id, .. })
            | Announcement::GameStarted(posts::GameStarted { match_id, .. })
            | Announcement::MoveLogged(posts::MoveLogged { match_id, .. })
            | Announcement::MoveBehind(posts::MoveBehind { match_id, .. })
            | Announcement::LogCaughtUp(posts::LogCaughtUp { match_id, .. })
            | Announcement::PublicBoard(posts::PublicBoard { match_id, .. })
            | Announcement::PrivateBoard(posts::PrivateBoard { match_id, .. })
            | Announcement::DrawOffered(posts::DrawOffered { match_id, .. })
            | Announcement::DrawDeclined(posts::DrawDeclined { match_id, .. })
            | Announcement::GameEnded(posts::GameEnded { match_id, .. })
            | Announcement::OpeningRefused(posts::OpeningRefused { match_id, .. })
            | Announcement::PairingDm(posts::PairingDm { match_id, .. })
            | Announcement::Reminder(posts::Reminder { match_id, .. }) => *match_id,
            Announcement::ChallengeClosed(..)
            | Announcement::ByeDm(..)
            | Announcement::RoundStarted(..)
            | Announcement::TournamentFinished(..)
            | Announcement::SignupChanged(..)
            | Announcement::TournamentWithdrawal(..)
            | Announcement::SwissShortened(..)
            | Announcement::TournamentStuck(..)
            | Announcement::QueueChanged(..) => return None,
        })
    }

    /// Whether the post may be given up after repeated failures. What a game needs (its
    /// opening, the setup editors, boards, the move log and its pings, the result, a round's
    /// pairings) is tried until Discord takes it, however long Discord is away; notices that
    /// lose their point with time (a reminder, a declined draw, organisers' notices) are not.
    pub fn may_give_up(&self) -> bool {
        matches!(
            self,
            Announcement::Reminder(..)
                | Announcement::OpeningRefused(..)
                | Announcement::DrawDeclined(..)
                | Announcement::ChallengeClosed(..)
                | Announcement::SignupChanged(..)
                | Announcement::TournamentWithdrawal(..)
                | Announcement::SwissShortened(..)
                | Announcement::TournamentStuck(..)
                | Announcement::QueueChanged(..)
        )
    }

    /// Posts of one lane are delivered one after another, in the order they were written.
    pub fn lane(&self) -> Lane {
        let Some(id) = self.match_id() else {
            return match self {
                Announcement::ChallengeClosed(posts::ChallengeClosed { challenge }) => {
                    Lane::Challenge(*challenge)
                }
                Announcement::QueueChanged(posts::QueueChanged { guild, .. }) => {
                    Lane::Queue(*guild)
                }
                Announcement::ByeDm(posts::ByeDm {
                    tournament, user, ..
                }) => Lane::TournamentDm(*tournament, *user),
                Announcement::RoundStarted(posts::RoundStarted { tournament, .. })
                | Announcement::TournamentFinished(posts::TournamentFinished { tournament })
                | Announcement::SignupChanged(posts::SignupChanged { tournament })
                | Announcement::TournamentWithdrawal(posts::TournamentWithdrawal {
                    tournament,
                    ..
                })
                | Announcement::SwissShortened(posts::SwissShortened { tournament, .. })
                | Announcement::TournamentStuck(posts::TournamentStuck { tournament, .. }) => {
                    Lane::Tournament(*tournament)
                }
                _ => unreachable!("a post about a match"),
            };
        };
        match self {
            Announcement::SetupEditor(posts::SetupEditor { color, .. })
            | Announcement::PrivateBoard(posts::PrivateBoard { color, .. })
            | Announcement::OpeningRefused(posts::OpeningRefused { color, .. })
            | Announcement::Reminder(posts::Reminder {
                color, dm: true, ..
            }) => Lane::MatchDm(id, *color),
            // The opening board is made in the thread right after the start message; every
            // later one only edits it, in a lane of its own that may fall behind the log (and
            // coalesce) when Discord is busy.
            Announcement::PublicBoard(posts::PublicBoard {
                view: Some(view), ..
            }) if view.ply == 0 => Lane::MatchThread(id),
            Announcement::PublicBoard(..) => Lane::Spectators(id),
            _ => Lane::MatchThread(id),
        }
    }

    /// A message edited in place: only the newest waiting post of a slot is delivered.
    pub fn slot(&self) -> Option<Slot> {
        Some(match self {
            Announcement::ChallengeClosed(posts::ChallengeClosed { challenge }) => {
                Slot::ChallengeMessage(*challenge)
            }
            Announcement::SignupChanged(posts::SignupChanged { tournament }) => {
                Slot::Signup(*tournament)
            }
            Announcement::QueueChanged(posts::QueueChanged { guild, .. }) => {
                Slot::QueueBoard(*guild)
            }
            Announcement::PublicBoard(posts::PublicBoard { match_id, .. }) => {
                Slot::PublicBoard(*match_id)
            }
            Announcement::PrivateBoard(posts::PrivateBoard {
                match_id, color, ..
            }) => Slot::PrivateBoard(*match_id, *color),
            Announcement::SetupEditor(posts::SetupEditor {
                match_id,
                color,
                part,
                ..
            }) => Slot::SetupEditor(*match_id, *color, *part),
            _ => return None,
        })
    }
}

/// Where a post waits its turn. Stored as text (`match:7:thread`); a game's lanes all start
/// with `match:7`, a tournament's with `tournament:3`, which is how they are dropped together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    Challenge(ChallengeId),
    Queue(GuildId),
    Tournament(TournamentId),
    /// One player's DMs about a tournament (a bye).
    TournamentDm(TournamentId, UserId),
    MatchThread(MatchId),
    /// The spectators' board of a game after its opening position: it waits for the opening
    /// board in the thread lane, and yields to everything else under load.
    Spectators(MatchId),
    /// One player's DMs about a game.
    MatchDm(MatchId, Color),
}

impl std::fmt::Display for Lane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Lane::Challenge(id) => write!(f, "challenge:{id}"),
            Lane::Queue(guild) => write!(f, "queue:{guild}"),
            Lane::Tournament(id) => write!(f, "tournament:{id}"),
            Lane::TournamentDm(id, user) => write!(f, "tournament:{id}:dm:{user}"),
            Lane::MatchThread(id) => write!(f, "match:{id}:thread"),
            Lane::Spectators(id) => write!(f, "match:{id}:spectators"),
            Lane::MatchDm(id, color) => write!(f, "match:{id}:dm:{}", color.name()),
        }
    }
}

impl Lane {
    /// The prefix every lane of a game has.
    pub fn of_match(id: MatchId) -> String {
        format!("match:{id}")
    }

    /// The prefix every lane of a tournament has.
    pub fn of_tournament(id: TournamentId) -> String {
        format!("tournament:{id}")
    }
}

/// A message edited in place, named within its lane. Stored as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    ChallengeMessage(ChallengeId),
    Signup(TournamentId),
    QueueBoard(GuildId),
    PublicBoard(MatchId),
    PrivateBoard(MatchId, Color),
    /// A setup editor: all of it (`None`), or one of its messages.
    SetupEditor(MatchId, Color, Option<EditorPart>),
}

impl std::fmt::Display for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Slot::ChallengeMessage(id) => write!(f, "challenge:{id}:message"),
            Slot::Signup(id) => write!(f, "tournament:{id}:signup"),
            Slot::QueueBoard(guild) => write!(f, "queue:{guild}:board"),
            Slot::PublicBoard(id) => write!(f, "match:{id}:public-board"),
            Slot::PrivateBoard(id, color) => write!(f, "match:{id}:board:{}", color.name()),
            Slot::SetupEditor(id, color, None) => write!(f, "match:{id}:setup:{}", color.name()),
            Slot::SetupEditor(id, color, Some(part)) => {
                write!(f, "match:{id}:setup:{}:{}", color.name(), part.name())
            }
        }
    }
}

/// What a held post waits for (see [`Service::outbox_hold`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoldFor {
    /// The game's opening: its thread made, or the game called off.
    Opening(MatchId),
    /// The posting command remembering the challenge's message.
    ChallengeMessage(ChallengeId),
}

/// A post taken from the outbox: its row id (the nonce of what it sends) and what to post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub id: i64,
    pub attempts: u32,
    pub announcement: Announcement,
}

/// Outbox times are delivery times, read against the announcer's wall clock (Discord's clock),
/// so they use the system clock, not the service's injected game clock.
fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

/// Writes `post` to the outbox in the caller's transaction, to leave at once.
pub async fn enqueue(conn: &mut Conn, post: &Announcement) -> ServiceResult<()> {
    enqueue_after(conn, post, Duration::ZERO).await
}

/// Like [`enqueue`], but not delivered before `delay` has passed (a newer post of the same
/// slot replaces it meanwhile).
pub async fn enqueue_after(
    conn: &mut Conn,
    post: &Announcement,
    delay: Duration,
) -> ServiceResult<()> {
    push(conn, post, delay).await.map(drop)
}

async fn push(conn: &mut Conn, post: &Announcement, delay: Duration) -> ServiceResult<i64> {
    let now = millis(Utc::now());
    let json = serde_json::to_string(post)
        .map_err(|e| ServiceError::Internal(format!("announcement not encoded: {e}")))?;
    let lane = post.lane().to_string();
    let slot = post.slot().map(|slot| slot.to_string());
    let id = store::outbox::push(
        conn,
        store::outbox::NewRow {
            lane: &lane,
            slot: slot.as_deref(),
            post: &json,
            now_ms: now,
            not_before: now + delay.as_millis() as i64,
        },
    )
    .await?;
    Ok(id)
}

/// Writes `post`, held for the command answering it in its place (see `interaction_answer`).
pub async fn enqueue_held(conn: &mut Conn, post: &Announcement) -> ServiceResult<HeldPost> {
    let outbox_id = push(conn, post, ANSWER_HOLD).await?;
    Ok(HeldPost { outbox_id })
}

/// What the announcer reads and writes.
impl Service {
    /// Lanes with posts waiting, each with the time its first post may leave.
    pub async fn outbox_lanes(&self) -> ServiceResult<Vec<(String, DateTime<Utc>)>> {
        let mut conn = self.store().conn().await?;
        Ok(store::outbox::pending_lanes(&mut conn)
            .await?
            .into_iter()
            .map(|(lane, due)| {
                (
                    lane,
                    DateTime::from_timestamp_millis(due).unwrap_or_default(),
                )
            })
            .collect())
    }

    /// The next post of `lane` to deliver, with when it may leave. Older posts of a slot with a
    /// newer one waiting are closed as superseded on the way.
    pub async fn outbox_next(&self, lane: &str) -> ServiceResult<Option<(Pending, DateTime<Utc>)>> {
        let mut conn = self.store().conn().await?;
        let rows = store::outbox::lane(&mut conn, lane).await?;
        for (i, row) in rows.iter().enumerate() {
            let newer = row.slot.is_some() && rows[i + 1..].iter().any(|r| r.slot == row.slot);
            if newer {
                store::outbox::finish(&mut conn, row.id, millis(Utc::now()), "superseded").await?;
                store::setup_traces::forget_post_if_over(&mut conn, row.id).await?;
                continue;
            }
            let pending = match decode(row) {
                Ok(pending) => pending,
                // Written by a version that knew a post this one does not: it can never be
                // delivered, and must not hold up the posts behind it.
                Err(err) => {
                    tracing::warn!(post = row.id, lane, "unreadable post given up: {err}");
                    let result: String = format!("unreadable: {err}").chars().take(300).collect();
                    store::outbox::finish(&mut conn, row.id, millis(Utc::now()), &result).await?;
                    continue;
                }
            };
            return Ok(Some((
                pending,
                DateTime::from_timestamp_millis(row.not_before).unwrap_or_default(),
            )));
        }
        Ok(None)
    }

    /// When the spectators' board post `id` of match `match_id` may go: `None` at once, else
    /// when the opening board written before it in the thread lane is due (it must be made
    /// first, and a later board must never be overwritten by it).
    pub async fn spectators_wait_for(
        &self,
        id: i64,
        match_id: MatchId,
    ) -> ServiceResult<Option<DateTime<Utc>>> {
        let mut conn = self.store().conn().await?;
        let thread = Lane::MatchThread(match_id).to_string();
        let slot = Slot::PublicBoard(match_id).to_string();
        let due = store::outbox::slot_waiting_before(&mut conn, &thread, &slot, id).await?;
        Ok(due.map(|ms| DateTime::from_timestamp_millis(ms).unwrap_or_default()))
    }

    /// Holds a post back until `at` without counting a failed attempt (a newer post of its
    /// slot replaces it meanwhile).
    pub async fn outbox_hold_until(&self, id: i64, at: DateTime<Utc>) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        store::outbox::hold_until(&mut conn, id, millis(at)).await?;
        Ok(())
    }

    /// Holds a post until `at`, waiting for what `waits_for` names; the service wakes its
    /// lane when that happens. It may have happened (and the wake found nothing held) between
    /// the post's check and this hold: checked again after holding, so such a wake is never
    /// lost. True if the post may go at once.
    pub async fn outbox_hold(
        &self,
        id: i64,
        waits_for: HoldFor,
        at: DateTime<Utc>,
    ) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        store::outbox::hold_until(&mut conn, id, millis(at)).await?;
        let ready = match waits_for {
            HoldFor::Opening(game) => match store::matches::get(&mut conn, game).await? {
                Some(m) => m.opening_settled(),
                None => true,
            },
            HoldFor::ChallengeMessage(challenge) => {
                let scope = store::MessageScope::Challenge(challenge);
                let kind = store::MessageKind::Challenge;
                !store::messages::get(&mut conn, scope, kind)
                    .await?
                    .is_empty()
            }
        };
        if ready {
            store::outbox::release(&mut conn, id, millis(Utc::now())).await?;
        }
        Ok(ready)
    }

    /// Closes a post: `sent`, or why it was given up.
    pub async fn outbox_done(&self, id: i64, result: &str) -> ServiceResult<()> {
        if result == "sent" {
            self.note_delivery(true);
        }
        let mut conn = self.store().conn().await?;
        store::outbox::finish(&mut conn, id, millis(Utc::now()), result).await?;
        // The last editor post of a setup that is over: delivered, it need not be kept.
        store::setup_traces::forget_post_if_over(&mut conn, id).await?;
        Ok(())
    }

    /// A post that failed for now is tried again at `at`.
    pub async fn outbox_retry_at(&self, id: i64, at: DateTime<Utc>) -> ServiceResult<()> {
        self.note_delivery(false);
        let mut conn = self.store().conn().await?;
        store::outbox::postpone(&mut conn, id, millis(at)).await?;
        Ok(())
    }

    /// How many posts ended each way, and how many wait (`waiting`).
    pub async fn outbox_tally(&self) -> ServiceResult<Vec<(String, i64)>> {
        let mut conn = self.store().conn().await?;
        Ok(store::outbox::tally(&mut conn).await?)
    }

    /// Discord is back: every post waiting for a retry is tried at once.
    pub async fn outbox_retry_now(&self) -> ServiceResult<u64> {
        let mut conn = self.store().conn().await?;
        let woken = store::outbox::due_now(&mut conn, millis(Utc::now())).await?;
        drop(conn);
        if woken > 0 {
            self.ring_outbox();
        }
        Ok(woken)
    }

    /// Forgets posts closed more than `age` ago.
    pub async fn outbox_prune(&self, age: Duration) -> ServiceResult<u64> {
        let mut conn = self.store().conn().await?;
        let before = millis(Utc::now()) - age.as_millis() as i64;
        Ok(store::outbox::prune(&mut conn, before).await?)
    }

    /// Wakes the announcer after a commit that wrote posts.
    pub(in crate::service) fn announced(&self) {
        self.ring_outbox();
    }

    /// Wakes the announcer (it also looks by itself twice a second).
    pub fn ring_outbox(&self) {
        self.inner.outbox_bell.notify_one();
    }

    /// Resolves when new posts may be waiting.
    pub async fn outbox_rung(&self) {
        self.inner.outbox_bell.notified().await;
    }

    /// Writes `post` in a transaction of its own (for posts about no stored change).
    pub async fn announce(&self, post: &Announcement) -> ServiceResult<()> {
        let mut tx = self.store().begin().await?;
        enqueue(&mut tx, post).await?;
        tx.commit().await?;
        self.announced();
        Ok(())
    }

    /// How long the mover's own board DM waits before it is edited: their reply already shows
    /// it, and the opponent's answer usually comes first and replaces it (one edit, not two).
    pub fn own_board_delay(&self) -> Duration {
        Duration::from_millis(
            self.inner
                .own_board_delay_ms
                .load(std::sync::atomic::Ordering::Relaxed),
        )
    }

    pub fn set_own_board_delay(&self, delay: Duration) {
        self.inner.own_board_delay_ms.store(
            delay.as_millis() as u64,
            std::sync::atomic::Ordering::Relaxed,
        );
    }

    /// The DM channel remembered for `user`.
    pub async fn dm_channel(&self, user: UserId) -> ServiceResult<Option<store::ChannelId>> {
        let mut conn = self.store().conn().await?;
        Ok(store::dm_channels::get(&mut conn, user).await?)
    }

    pub async fn remember_dm_channel(
        &self,
        user: UserId,
        channel: store::ChannelId,
    ) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        store::dm_channels::put(&mut conn, user, channel).await?;
        Ok(())
    }
}

fn decode(row: &OutboxRow) -> ServiceResult<Pending> {
    // Only where it broke, never serde's text: that may quote the post, and a post can hold a
    // player's private view.
    let announcement = serde_json::from_str(&row.post).map_err(|e| {
        ServiceError::Internal(format!(
            "outbox row {} does not decode ({:?} error at line {} column {})",
            row.id,
            e.classify(),
            e.line(),
            e.column()
        ))
    })?;
    Ok(Pending {
        id: row.id,
        attempts: row.attempts,
        announcement,
    })
}

/// The mover's board waits this long by default (see [`Service::own_board_delay`]).
pub const DEFAULT_OWN_BOARD_DELAY: Duration = Duration::from_secs(60);

#[cfg(test)]
mod tests {
    #[test]
    fn the_news_migration_0025_queues_reads_as_its_posts() {
        let round: Announcement =
            serde_json::from_str(r#"{"post":"round_started","tournament":1,"round":0}"#).unwrap();
        assert_eq!(
            round,
            Announcement::RoundStarted(posts::RoundStarted {
                tournament: TournamentId(1),
                round: 0
            })
        );
        let finished: Announcement =
            serde_json::from_str(r#"{"post":"tournament_finished","tournament":4}"#).unwrap();
        assert_eq!(
            finished,
            Announcement::TournamentFinished(posts::TournamentFinished {
                tournament: TournamentId(4)
            })
        );
    }

    use super::*;
    use crate::service::outbox::voice::{BoardVoice, ThreadVoice};
    use crate::store::Store;

    fn board_voice() -> BoardVoice {
        BoardVoice {
            user: UserId(7),
            opponent: UserId(8),
            language: Some("de".into()),
            numbering: crate::engine::Numbering::Old,
        }
    }

    fn thread_voice() -> ThreadVoice {
        ThreadVoice {
            locale: None,
            discord_locale: None,
            players: crate::engine::ByColor {
                red: UserId(7),
                blue: UserId(8),
            },
            ping: crate::engine::ByColor::new_with(|_| false),
        }
    }

    #[test]
    fn a_board_carries_its_voice() {
        let post = Announcement::PrivateBoard(posts::PrivateBoard {
            match_id: MatchId(3),
            color: Color::Blue,
            view: None,
            voice: board_voice(),
        });
        let json = serde_json::to_string(&post).unwrap();
        assert!(json.contains(r#""language":"de""#), "{json}");
        assert_eq!(serde_json::from_str::<Announcement>(&json).unwrap(), post);
    }

    /// The outbox's lanes with undelivered posts, by name.
    async fn lane_names(service: &Service) -> Vec<String> {
        service
            .outbox_lanes()
            .await
            .unwrap()
            .into_iter()
            .map(|(lane, _)| lane)
            .collect()
    }

    fn board(id: i64, color: Color) -> Announcement {
        Announcement::PrivateBoard(posts::PrivateBoard {
            match_id: MatchId(id),
            color,
            view: None,
            voice: board_voice(),
        })
    }

    #[tokio::test]
    async fn lanes_keep_order_and_a_newer_board_replaces_a_waiting_one() {
        let service = Service::new(Store::open_in_memory().await.unwrap());
        let log = |n| {
            Announcement::DrawDeclined(posts::DrawDeclined {
                match_id: MatchId(1),
                by: UserId(n),
                voice: thread_voice(),
            })
        };
        for post in [
            log(1),
            Announcement::PublicBoard(posts::PublicBoard {
                match_id: MatchId(1),
                view: None,
                voice: thread_voice(),
            }),
            log(2),
            board(1, Color::Red),
            board(1, Color::Red),
            board(2, Color::Blue),
            Announcement::PublicBoard(posts::PublicBoard {
                match_id: MatchId(1),
                view: None,
                voice: thread_voice(),
            }),
        ] {
            service.announce(&post).await.unwrap();
        }
        let lanes = lane_names(&service).await;
        assert_eq!(
            lanes,
            // The first public board was closed when the second was written: its lane's first
            // waiting post is the last one written.
            [
                "match:1:thread",
                "match:1:dm:red",
                "match:2:dm:blue",
                "match:1:spectators"
            ]
        );
        let drain = async |lane: &str| {
            let mut delivered = Vec::new();
            while let Some((p, _)) = service.outbox_next(lane).await.unwrap() {
                delivered.push(p.announcement.clone());
                service.outbox_done(p.id, "sent").await.unwrap();
            }
            delivered
        };
        assert_eq!(drain("match:1:thread").await, [log(1), log(2)]);
        // The first public board was replaced by the later one before it was sent.
        assert_eq!(
            drain("match:1:spectators").await,
            [Announcement::PublicBoard(posts::PublicBoard {
                match_id: MatchId(1),
                view: None,
                voice: thread_voice(),
            })]
        );
        let (red, _) = service
            .outbox_next("match:1:dm:red")
            .await
            .unwrap()
            .unwrap();
        service.outbox_done(red.id, "sent").await.unwrap();
        assert!(
            service
                .outbox_next("match:1:dm:red")
                .await
                .unwrap()
                .is_none()
        );
        let tally = service.outbox_tally().await.unwrap();
        assert_eq!(
            tally,
            [
                ("sent".to_string(), 4),
                ("superseded".to_string(), 2),
                ("waiting".to_string(), 1)
            ]
        );
    }

    #[tokio::test]
    async fn dropping_a_match_lane_leaves_other_matches_alone() {
        let service = Service::new(Store::open_in_memory().await.unwrap());
        for id in [1, 10] {
            service.announce(&board(id, Color::Red)).await.unwrap();
            service
                .announce(&Announcement::GameEnded(posts::GameEnded {
                    match_id: MatchId(id),
                    ending: posts::Ending {
                        cancelled: true,
                        outcome: None,
                        played: false,
                        voice: thread_voice(),
                    },
                }))
                .await
                .unwrap();
        }
        let mut conn = service.store().conn().await.unwrap();
        let dropped = store::outbox::drop_lane(&mut conn, "match:1", 0, "dropped")
            .await
            .unwrap();
        drop(conn);
        assert_eq!(dropped, 2);
        let lanes = lane_names(&service).await;
        assert_eq!(lanes, ["match:10:dm:red", "match:10:thread"]);
    }
}
