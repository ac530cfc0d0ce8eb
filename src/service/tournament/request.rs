//! What an organiser asks for when creating a tournament, every choice optional; the service
//! decides the rest (the field size, the Swiss length, the match rules, the sign-up deadline).

use chrono::{DateTime, Duration, Utc};

use crate::service::challenge::make::{ChallengeChoices, Opponent};
use crate::service::tournament::lifecycle::DEFAULT_MAX_PLAYERS;
use crate::store::{ChannelId, GuildId, NewTournament, UserId};
use crate::tournament::Format;

/// How players are paired, before a Swiss has its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormatKind {
    RoundRobin,
    DoubleRoundRobin,
    Swiss,
    SingleElimination,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRequest {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub name: String,
    pub format: FormatKind,
    /// Rounds of a Swiss; None: enough for the field.
    pub rounds: Option<u32>,
    pub max_players: Option<u32>,
    /// Sign-up closes and the tournament starts this many minutes from now; None: an
    /// organiser starts it.
    pub signup_minutes: Option<u32>,
    pub round_hours: Option<u32>,
    /// Every game's rules; unchosen ones are the bot's defaults, rated unless asked otherwise.
    pub games: ChallengeChoices,
}

impl TournamentRequest {
    /// The tournament this request makes, asked at `now`.
    pub fn new_tournament(&self, now: DateTime<Utc>) -> NewTournament {
        let max_players = self.max_players.unwrap_or(DEFAULT_MAX_PLAYERS);
        let format = match self.format {
            FormatKind::RoundRobin => Format::RoundRobin,
            FormatKind::DoubleRoundRobin => Format::DoubleRoundRobin,
            FormatKind::SingleElimination => Format::SingleElimination,
            FormatKind::Swiss => Format::swiss_for(self.rounds, max_players),
        };
        NewTournament {
            guild: self.guild,
            channel: self.channel,
            creator: self.creator,
            name: self.name.clone(),
            format,
            options: self.games.options(Opponent::Anyone),
            max_players,
            signup_deadline: self
                .signup_minutes
                .map(|m| now + Duration::minutes(i64::from(m))),
            round_secs: self.round_hours.map(|h| h.saturating_mul(3600)),
        }
    }
}

impl crate::service::Service {
    /// Creates the tournament `request` asks for (see [`crate::service::Service::create_tournament`]).
    pub async fn request_tournament(
        &self,
        request: &TournamentRequest,
        actor: crate::service::Actor,
    ) -> crate::service::ServiceResult<crate::service::TournamentState> {
        let new = request.new_tournament(self.clock().now());
        self.create_tournament(new, actor).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MatchOptions;

    fn request(format: FormatKind) -> TournamentRequest {
        TournamentRequest {
            guild: GuildId(1),
            channel: ChannelId(2),
            creator: UserId(3),
            name: "Cup".into(),
            format,
            rounds: None,
            max_players: None,
            signup_minutes: None,
            round_hours: None,
            games: ChallengeChoices::default(),
        }
    }

    #[test]
    fn unchosen_tournament_options_are_the_bots_defaults() {
        let now = DateTime::from_timestamp(1_000_000, 0).unwrap();
        let t = request(FormatKind::Swiss).new_tournament(now);
        assert_eq!(t.max_players, DEFAULT_MAX_PLAYERS);
        assert_eq!(t.format, Format::swiss_for(None, DEFAULT_MAX_PLAYERS));
        assert_eq!(t.options, MatchOptions::default());
        assert!(t.options.rated);
        assert_eq!(t.signup_deadline, None);
        assert_eq!(t.round_secs, None);

        let chosen = TournamentRequest {
            rounds: Some(5),
            max_players: Some(64),
            signup_minutes: Some(30),
            round_hours: Some(48),
            games: ChallengeChoices {
                rated: Some(false),
                spectator_delay: Some(2),
                ..ChallengeChoices::default()
            },
            ..request(FormatKind::Swiss)
        }
        .new_tournament(now);
        assert_eq!(chosen.format, Format::Swiss { rounds: 5 });
        assert_eq!(chosen.max_players, 64);
        assert_eq!(chosen.signup_deadline, Some(now + Duration::minutes(30)));
        assert_eq!(chosen.round_secs, Some(48 * 3600));
        assert!(!chosen.options.rated);
        assert_eq!(chosen.options.spectator_delay, 2);
        let robin = request(FormatKind::RoundRobin).new_tournament(now);
        assert_eq!(robin.format, Format::RoundRobin);
    }
}
