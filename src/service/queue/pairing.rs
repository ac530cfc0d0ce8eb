//! Quick pairing (`/play`): a member waits in the server's queue for one variant, time control
//! and rating choice, and is paired with whoever waits for the same, at once or as the rating
//! window widens. Every change is one write transaction, so two members who press at the same
//! moment are paired once.

use chrono::{DateTime, Duration, Utc};

use crate::engine::{ByColor, Color, Variant};
use crate::service::{Service, ServiceError, ServiceResult, outbox::posts};
use crate::store::{
    self, ChannelId, ColorChoice, Conn, GuildId, MatchId, MatchOptions, QueueEntry, TimeControl,
    UserId,
};

/// How long an entry waits unless the member asks otherwise.
pub const QUEUE_WAIT: Duration = Duration::minutes(30);
/// The longest wait a member may ask for: a live game's seeker is gone after half an hour,
/// a correspondence player may wait a day.
pub const MAX_LIVE_WAIT: Duration = Duration::minutes(30);
pub const MAX_CORRESPONDENCE_WAIT: Duration = Duration::hours(24);
pub const MIN_WAIT: Duration = Duration::minutes(5);
/// Rated seekers are paired within this many rating points at first...
pub const RATING_WINDOW: f64 = 200.0;
/// ...widening by as much again each minute the earlier one has waited, and open to anyone
/// after this long.
pub const WINDOW_OPEN_AFTER: Duration = Duration::minutes(5);
/// Joins and leaves one member may make per [`TOGGLE_WINDOW`].
pub const MAX_TOGGLES: u32 = 5;
pub const TOGGLE_WINDOW: Duration = Duration::minutes(1);

/// What a member asked for; everything unchosen is decided here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seek {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub user: UserId,
    pub variant: Option<Variant>,
    pub time_control: Option<TimeControl>,
    pub rated: Option<bool>,
    /// How long to wait before giving up.
    pub wait: Option<Duration>,
    /// The server's channels this member can read and the bot can post in, worked out by the
    /// Discord layer (`None`: not known, taken as any).
    pub readable: Option<Vec<ChannelId>>,
}

/// What `/play` did.
#[derive(Debug, Clone, PartialEq)]
pub enum SeekOutcome {
    /// Paired at once: the match is opening.
    Paired {
        match_id: MatchId,
        opponent: UserId,
        players: ByColor<UserId>,
    },
    /// Waiting (`already`: they were waiting for exactly this before).
    Waiting { entry: QueueEntry, already: bool },
}

/// What one sweep of the queues did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SweepReport {
    pub expired: Vec<(GuildId, UserId)>,
    pub paired: Vec<MatchId>,
}

/// The widest rating gap two rated seekers may have when the earlier has waited `waited`;
/// None: any gap.
pub fn rating_window(waited: Duration) -> Option<f64> {
    if waited >= WINDOW_OPEN_AFTER {
        return None;
    }
    let minutes = waited.num_minutes().max(0) as f64;
    Some(RATING_WINDOW * (1.0 + minutes))
}

fn may_pair(waiting: &QueueEntry, joiner: &QueueEntry, now: DateTime<Utc>) -> bool {
    if waiting.user == joiner.user {
        return false;
    }
    if !waiting.options.rated {
        return true;
    }
    let earlier = waiting.joined_at.min(joiner.joined_at);
    rating_window(now - earlier).is_none_or(|w| (waiting.rating - joiner.rating).abs() <= w)
}

impl Seek {
    /// The match options this seek asks for: the bot's defaults for everything unchosen.
    pub fn options(&self) -> MatchOptions {
        let defaults = MatchOptions::default();
        MatchOptions {
            variant: self.variant.unwrap_or(defaults.variant),
            time_control: self.time_control.unwrap_or(defaults.time_control),
            rated: self.rated.unwrap_or(defaults.rated),
            // Colours are drawn when the pair is made.
            challenger_color: ColorChoice::Random,
            ..defaults
        }
    }

    fn wait(&self, options: &MatchOptions) -> ServiceResult<Duration> {
        let most = match options.time_control {
            TimeControl::Correspondence { .. } => MAX_CORRESPONDENCE_WAIT,
            _ => MAX_LIVE_WAIT,
        };
        let wait = self.wait.unwrap_or(QUEUE_WAIT.min(most));
        if wait < MIN_WAIT || wait > most {
            return Err(ServiceError::BadOption("option-queue-wait-range"));
        }
        Ok(wait)
    }
}

impl Service {
    /// Puts the member in the server's queue, or pairs them with someone waiting for the same.
    pub async fn seek_game(&self, seek: Seek) -> ServiceResult<SeekOutcome> {
        let options = seek.options();
        crate::service::challenge::make::check_options(&options)?;
        let wait = seek.wait(&options)?;
        let now = self.clock().now();
        let mut tx = self.store().begin().await?;
        let before = store::play_queue::get(&mut tx, seek.guild, seek.user).await?;
        if let Some(entry) = before.filter(|e| e.options == options) {
            return Ok(SeekOutcome::Waiting {
                entry,
                already: true,
            });
        }
        if let Some(until) =
            store::play_queue::cooldown(&mut tx, seek.guild, seek.user, now).await?
        {
            return Err(ServiceError::TooSoon {
                rate: crate::service::Rate::QueueCooldown,
                until,
                count: 0,
            });
        }
        self.may_start(&mut tx, seek.guild, &[seek.user]).await?;
        note_toggle(&mut tx, seek.guild, seek.user, now).await?;
        let rating =
            match store::ratings::get(&mut tx, seek.guild, options.variant, seek.user).await? {
                Some(row) => row.rating.rating,
                None => crate::tournament::Rating::default().rating,
            };
        let joiner = QueueEntry {
            guild: seek.guild,
            user: seek.user,
            channel: seek.channel,
            options,
            rating,
            joined_at: now,
            expires_at: now + wait,
            readable: seek.readable.clone(),
        };
        let waiting = store::play_queue::seeking(&mut tx, seek.guild, &options).await?;
        let partner = self.partner_for(&mut tx, &joiner, &waiting, now).await?;
        let outcome = match partner {
            Some(partner) => {
                store::play_queue::remove(&mut tx, seek.guild, seek.user).await?;
                let (match_id, players) = self.pair(&mut tx, &partner, &joiner).await?;
                SeekOutcome::Paired {
                    match_id,
                    opponent: partner.user,
                    players,
                }
            }
            None => {
                store::play_queue::put(&mut tx, &joiner).await?;
                SeekOutcome::Waiting {
                    entry: joiner,
                    already: false,
                }
            }
        };
        queue_changed(&mut tx, seek.guild, seek.channel).await?;
        tx.commit().await?;
        if matches!(outcome, SeekOutcome::Paired { .. }) {
            self.deadlines_changed();
        }
        self.announced();
        Ok(outcome)
    }

    /// Takes the member out of the server's queue. Never refused for toggling: a member must
    /// always be able to stop waiting, or they could be paired against their will. The leave
    /// still counts towards the limit on joining again.
    pub async fn leave_queue(&self, guild: GuildId, user: UserId) -> ServiceResult<QueueEntry> {
        let now = self.clock().now();
        let mut tx = self.store().begin().await?;
        let entry = store::play_queue::get(&mut tx, guild, user)
            .await?
            .ok_or(ServiceError::NotInQueue)?;
        store::play_queue::note_toggle(&mut tx, guild, user, now, now - TOGGLE_WINDOW).await?;
        store::play_queue::remove(&mut tx, guild, user).await?;
        queue_changed(&mut tx, guild, entry.channel).await?;
        tx.commit().await?;
        self.announced();
        Ok(entry)
    }

    /// Everyone waiting on the server, longest-waiting first.
    pub async fn play_queue(&self, guild: GuildId) -> ServiceResult<Vec<QueueEntry>> {
        let mut conn = self.store().conn().await?;
        Ok(store::play_queue::in_guild(&mut conn, guild).await?)
    }

    /// Drops entries whose time is up and pairs those the widened rating window now allows.
    /// Runs every minute; one server's trouble does not stop the others.
    pub async fn sweep_play_queue(&self) -> ServiceResult<SweepReport> {
        let now = self.clock().now();
        let mut report = SweepReport::default();
        let mut tx = self.store().begin().await?;
        let expired = store::play_queue::take_expired(&mut tx, now).await?;
        for e in &expired {
            queue_changed(&mut tx, e.guild, e.channel).await?;
        }
        tx.commit().await?;
        report.expired = expired.iter().map(|e| (e.guild, e.user)).collect();
        let guilds = {
            let mut conn = self.store().conn().await?;
            store::play_queue::guilds(&mut conn).await?
        };
        for guild in guilds {
            match self.sweep_guild(guild, now).await {
                Ok(paired) => report.paired.extend(paired),
                Err(err) => tracing::warn!(%guild, "quick-pairing sweep failed: {err}"),
            }
        }
        if !report.expired.is_empty() || !report.paired.is_empty() {
            if !report.paired.is_empty() {
                self.deadlines_changed();
            }
            self.announced();
        }
        Ok(report)
    }

    async fn sweep_guild(&self, guild: GuildId, now: DateTime<Utc>) -> ServiceResult<Vec<MatchId>> {
        let mut tx = self.store().begin().await?;
        let mut waiting = store::play_queue::in_guild(&mut tx, guild).await?;
        let mut paired = Vec::new();
        // The longest-waiting first, each with the first compatible member after them.
        let mut i = 0;
        while i < waiting.len() {
            let first = waiting[i].clone();
            let same: Vec<QueueEntry> = waiting[i + 1..]
                .iter()
                .filter(|e| e.options == first.options)
                .cloned()
                .collect();
            if let Some(partner) = self.partner_for(&mut tx, &first, &same, now).await? {
                let (match_id, _) = self.pair(&mut tx, &first, &partner).await?;
                store::play_queue::remove(&mut tx, guild, partner.user).await?;
                paired.push(match_id);
                waiting.retain(|e| e.user != first.user && e.user != partner.user);
                queue_changed(&mut tx, guild, first.channel).await?;
                continue;
            }
            i += 1;
        }
        tx.commit().await?;
        Ok(paired)
    }

    /// The member of `waiting` (longest-waiting first) that `joiner` is paired with: the first
    /// the rating window allows, who shares a channel with them and may start a match,
    /// passing over the one they just played while another waits.
    async fn partner_for(
        &self,
        conn: &mut Conn,
        joiner: &QueueEntry,
        waiting: &[QueueEntry],
        now: DateTime<Utc>,
    ) -> ServiceResult<Option<QueueEntry>> {
        let settled = store::guilds::get(conn, joiner.guild)
            .await?
            .match_channel
            .is_some();
        let mut fits: Vec<&QueueEntry> = Vec::new();
        for w in waiting.iter().filter(|w| may_pair(w, joiner, now)) {
            if (settled || meeting_place(w, joiner).is_some())
                && self.may_start(conn, w.guild, &[w.user]).await.is_ok()
            {
                fits.push(w);
            }
        }
        let last = store::play_queue::last_opponent(conn, joiner.guild, joiner.user).await?;
        for w in &fits {
            let theirs = store::play_queue::last_opponent(conn, w.guild, w.user).await?;
            if Some(w.user) != last && theirs != Some(joiner.user) {
                return Ok(Some((*w).clone()));
            }
        }
        // Only the last opponent waits for this game: better a rematch than no game.
        Ok(fits.first().map(|w| (*w).clone()))
    }

    /// Opens a match between `waiting` and `joiner` (colours drawn) where both can see it
    /// (see [`meeting_place`]; a server's match channel overrides it when the thread is made),
    /// and takes `waiting` out of the queue.
    async fn pair(
        &self,
        conn: &mut Conn,
        waiting: &QueueEntry,
        joiner: &QueueEntry,
    ) -> ServiceResult<(MatchId, ByColor<UserId>)> {
        let players = if rand::random() {
            ByColor {
                red: waiting.user,
                blue: joiner.user,
            }
        } else {
            ByColor {
                red: joiner.user,
                blue: waiting.user,
            }
        };
        let channel = meeting_place(waiting, joiner).unwrap_or(waiting.channel);
        let match_id = self
            .create_match_in(conn, waiting.guild, channel, players, waiting.options)
            .await?;
        store::play_queue::mark_quick(conn, match_id).await?;
        store::play_queue::remove(conn, waiting.guild, waiting.user).await?;
        store::play_queue::set_paired(conn, waiting.guild, waiting.user, joiner.user).await?;
        self.owe_opening(conn, match_id, None).await?;
        tracing::info!(game = %match_id, guild = %waiting.guild, "quick pairing made a match");
        Ok((match_id, players))
    }
}

/// Where a match between two waiting members opens: the earlier one's channel if the other
/// can read it, else the joiner's if the earlier one can read it, else any channel both can
/// read; `None` if they share none. A channel outside a member's readable list is one they
/// cannot see or the bot cannot post in; an unknown list (`None`) allows any.
pub fn meeting_place(waiting: &QueueEntry, joiner: &QueueEntry) -> Option<ChannelId> {
    let reads = |e: &QueueEntry, c: ChannelId| e.readable.as_ref().is_none_or(|r| r.contains(&c));
    let both = |c: ChannelId| reads(waiting, c) && reads(joiner, c);
    [waiting.channel, joiner.channel]
        .into_iter()
        .chain(waiting.readable.iter().flatten().copied())
        .chain(joiner.readable.iter().flatten().copied())
        .find(|&c| both(c))
}

/// Counts a join, refusing the one past [`MAX_TOGGLES`] joins and leaves a minute.
async fn note_toggle(
    conn: &mut Conn,
    guild: GuildId,
    user: UserId,
    now: DateTime<Utc>,
) -> ServiceResult<()> {
    let since = now - TOGGLE_WINDOW;
    if store::play_queue::toggles_since(conn, guild, user, since).await? >= MAX_TOGGLES {
        return Err(ServiceError::QueueTooOften);
    }
    store::play_queue::note_toggle(conn, guild, user, now, since).await?;
    Ok(())
}

async fn queue_changed(conn: &mut Conn, guild: GuildId, channel: ChannelId) -> ServiceResult<()> {
    crate::service::outbox::queue::enqueue(
        conn,
        &crate::service::outbox::queue::Announcement::QueueChanged(posts::QueueChanged {
            guild,
            channel,
        }),
    )
    .await
}

/// Colour of `user` in `players` (for texts that name the colour drawn).
pub fn color_in(players: &ByColor<UserId>, user: UserId) -> Option<Color> {
    Color::ALL.into_iter().find(|&c| *players.get(c) == user)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_widens_each_minute_and_opens_after_five() {
        assert_eq!(rating_window(Duration::zero()), Some(200.0));
        assert_eq!(rating_window(Duration::seconds(59)), Some(200.0));
        assert_eq!(rating_window(Duration::minutes(1)), Some(400.0));
        assert_eq!(rating_window(Duration::seconds(299)), Some(1000.0));
        assert_eq!(rating_window(Duration::minutes(5)), None);
    }

    #[test]
    fn unchosen_options_are_the_bots_defaults_and_waits_are_bounded() {
        let seek = Seek {
            guild: GuildId(1),
            channel: ChannelId(2),
            user: UserId(3),
            variant: None,
            time_control: None,
            rated: None,
            wait: None,
            readable: None,
        };
        let options = seek.options();
        assert_eq!(options.variant, Variant::Classic);
        assert!(options.rated);
        assert_eq!(options.time_control, TimeControl::default());
        assert_eq!(options.challenger_color, ColorChoice::Random);
        assert_eq!(seek.wait(&options).unwrap(), QUEUE_WAIT);
        let day = Seek {
            wait: Some(Duration::hours(24)),
            ..seek.clone()
        };
        assert_eq!(day.wait(&options).unwrap(), Duration::hours(24));
        let live = Seek {
            time_control: Some(TimeControl::LIVE),
            wait: Some(Duration::hours(2)),
            ..seek.clone()
        };
        assert!(live.wait(&live.options()).is_err());
        let short = Seek {
            wait: Some(Duration::minutes(1)),
            ..seek
        };
        assert!(short.wait(&options).is_err());
    }
}
