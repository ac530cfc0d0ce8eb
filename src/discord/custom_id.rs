//! Button custom ids. They carry everything a click needs (the kind of click and the id of the
//! challenge or game), so a restarted bot still understands buttons it posted before.

/// What a button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonAction {
    Accept(i64),
    Decline(i64),
    Withdraw(i64),
    SetupRandom(i64),
    SetupMirror(i64),
    SetupReady(i64),
    /// Answers with the clicker's private board, for players whose DMs are closed.
    ShowBoard(i64),
    Rematch(i64),
    /// Sign up for a tournament / leave it, from its sign-up message.
    TournamentJoin(i64),
    TournamentLeave(i64),
    /// Shows page n (from 0) of `/challenges` in place.
    ChallengesPage(i64),
}

impl ButtonAction {
    fn parts(self) -> (&'static str, i64) {
        match self {
            ButtonAction::Accept(id) => ("accept", id),
            ButtonAction::Decline(id) => ("decline", id),
            ButtonAction::Withdraw(id) => ("withdraw", id),
            ButtonAction::SetupRandom(id) => ("setup-random", id),
            ButtonAction::SetupMirror(id) => ("setup-mirror", id),
            ButtonAction::SetupReady(id) => ("setup-ready", id),
            ButtonAction::ShowBoard(id) => ("board", id),
            ButtonAction::Rematch(id) => ("rematch", id),
            ButtonAction::TournamentJoin(id) => ("tournament-join", id),
            ButtonAction::TournamentLeave(id) => ("tournament-leave", id),
            ButtonAction::ChallengesPage(page) => ("challenges-page", page),
        }
    }

    /// `accept:17`, at most 100 characters as Discord requires.
    pub fn custom_id(self) -> String {
        let (kind, id) = self.parts();
        format!("{kind}:{id}")
    }

    /// Reads a custom id written by [`ButtonAction::custom_id`]; anything else is `None`.
    pub fn parse(custom_id: &str) -> Option<ButtonAction> {
        let (kind, id) = custom_id.split_once(':')?;
        let id: i64 = id.parse().ok()?;
        Some(match kind {
            "accept" => ButtonAction::Accept(id),
            "decline" => ButtonAction::Decline(id),
            "withdraw" => ButtonAction::Withdraw(id),
            "setup-random" => ButtonAction::SetupRandom(id),
            "setup-mirror" => ButtonAction::SetupMirror(id),
            "setup-ready" => ButtonAction::SetupReady(id),
            "board" => ButtonAction::ShowBoard(id),
            "rematch" => ButtonAction::Rematch(id),
            "tournament-join" => ButtonAction::TournamentJoin(id),
            "tournament-leave" => ButtonAction::TournamentLeave(id),
            "challenges-page" => ButtonAction::ChallengesPage(id),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips() {
        for action in [
            ButtonAction::Accept(1),
            ButtonAction::Decline(2),
            ButtonAction::Withdraw(3),
            ButtonAction::SetupRandom(4),
            ButtonAction::SetupMirror(5),
            ButtonAction::SetupReady(6),
            ButtonAction::ShowBoard(7),
            ButtonAction::Rematch(i64::MAX),
            ButtonAction::TournamentJoin(8),
            ButtonAction::TournamentLeave(9),
            ButtonAction::ChallengesPage(3),
        ] {
            let id = action.custom_id();
            assert!(id.len() <= 100);
            assert_eq!(ButtonAction::parse(&id), Some(action));
        }
    }

    #[test]
    fn foreign_ids_are_ignored() {
        for id in [
            "",
            "accept",
            "accept:",
            "accept:x",
            "launch:3",
            ":3",
            "accept:1:2",
        ] {
            assert_eq!(ButtonAction::parse(id), None, "{id}");
        }
    }
}
