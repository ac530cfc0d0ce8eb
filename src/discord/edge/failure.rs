//! The one error of the Discord layer: who failed (the user, the service, Discord or we), so
//! each caller asks what it needs to know (what to tell the user, whether to try again, whether
//! DMs are closed or a thread vanished) without guessing at a boxed error.

use poise::serenity_prelude as serenity;

use crate::discord::edge::error::{UserError, service_error_text};
use crate::i18n::Lang;
use crate::service::ServiceError;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A mistake by the user, caught at the edge (a server-only button in a DM, say).
    #[error(transparent)]
    User(#[from] UserError),
    /// The service refused (the user's mistake) or failed (ours).
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// Discord refused or could not be reached (boxed: serenity's error is large).
    #[error("{0}")]
    Discord(Box<serenity::Error>),
    /// Not a failure: the post waits for something else to happen first (a game's opening
    /// for the links to its thread, a challenge's message for its close). It is held until
    /// `until` or until the service wakes its lane, without counting an attempt.
    #[error("waiting for {waits_for:?} until {until}")]
    Waiting {
        waits_for: crate::service::HoldFor,
        until: chrono::DateTime<chrono::Utc>,
    },
    /// Anything else: always our fault, logged and never shown.
    #[error("{0:#}")]
    Internal(#[from] anyhow::Error),
}

/// How long a post waiting for a game's opening is held before it looks again; the service
/// wakes it as soon as the opening settles.
pub const OPENING_RECHECK: chrono::TimeDelta = chrono::TimeDelta::minutes(1);

impl Error {
    /// The post waits for game `game`'s thread (see [`Error::Waiting`]).
    pub fn waiting_for_opening(game: crate::service::MatchId) -> Error {
        Error::Waiting {
            waits_for: crate::service::HoldFor::Opening(game),
            until: chrono::Utc::now() + OPENING_RECHECK,
        }
    }
}

impl From<serenity::Error> for Error {
    fn from(err: serenity::Error) -> Error {
        Error::Discord(Box::new(err))
    }
}

impl Error {
    /// What to tell the user about this failure, or `None` when it is our fault (then the
    /// caller logs it and apologises).
    pub fn user_text(&self, lang: Lang) -> Option<String> {
        match self {
            Error::User(user) => Some(user.text(lang)),
            Error::Service(service) if service.is_user_error() => {
                Some(service_error_text(service, lang))
            }
            _ => None,
        }
    }

    /// Whether the same call may succeed later: Discord's own hiccups and the service's
    /// internal failures (a busy database) may pass; a refusal never will.
    pub fn can_retry(&self) -> bool {
        match self {
            Error::Discord(e) => crate::discord::edge::retry::is_transient(e),
            Error::Service(e) => matches!(e, ServiceError::Internal(_)),
            _ => false,
        }
    }

    /// Discord's JSON error code, when Discord answered with one.
    pub fn discord_code(&self) -> Option<isize> {
        let Error::Discord(err) = self else {
            return None;
        };
        match &**err {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(resp)) => {
                Some(resp.error.code)
            }
            _ => None,
        }
    }

    /// Discord's "Cannot send messages to this user": the user closed their DMs.
    pub fn closed_dms(&self) -> bool {
        self.discord_code() == Some(50007)
    }

    /// Discord's "Thread is archived" (and "Thread is locked", for writes a lock refuses).
    pub fn thread_archived(&self) -> bool {
        matches!(self.discord_code(), Some(50083 | 160005))
    }

    /// Discord's "Unknown Channel": the channel or thread was deleted.
    pub fn unknown_channel(&self) -> bool {
        self.discord_code() == Some(10003)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_mistakes_are_shown_and_only_hiccups_retried() {
        let own = Error::from(ServiceError::OwnChallenge);
        assert!(own.user_text(Lang::En).is_some());
        assert!(!own.can_retry());
        let busy = Error::from(ServiceError::Internal("database: locked".into()));
        assert!(busy.user_text(Lang::En).is_none());
        assert!(busy.can_retry());
        let ours = Error::from(anyhow::anyhow!("no message remembered yet"));
        assert!(ours.user_text(Lang::En).is_none());
        assert!(!ours.can_retry());
        let typed = Error::from(UserError::new("error-guild-only"));
        assert_eq!(
            typed.user_text(Lang::En).as_deref(),
            Some("This command only works in a server.")
        );
    }
}
