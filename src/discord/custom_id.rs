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
    /// A tap on one of the player's setup squares: the match and the slot (0-39, front row
    /// first, left to right as the player sees the board).
    SetupTap(i64, u8),
    /// The saved-setups menu (its value is the setup's name).
    SetupLoad(i64),
    /// Asks for a name to save the setup under, in a modal.
    SetupSave(i64),
    /// That modal's submit.
    SetupSaveName(i64),
    /// Answers with the clicker's private board, for players whose DMs are closed.
    ShowBoard(i64),
    Rematch(i64),
    /// Sign up for a tournament / leave it, from its sign-up message.
    TournamentJoin(i64),
    TournamentLeave(i64),
    /// Shows page n (from 0) of `/challenges` in place.
    ChallengesPage(i64),
    /// Shows page n (from 0) of the clicker's `/games` in place.
    GamesPage(i64),
    /// Leave the quick-pairing queue of this server.
    QueueLeave(i64),
    /// "Challenge to Stratego": the variant menu of the challenge about to be made to this
    /// member, and its button that posts it (with the variant's index in `Variant::PLAYABLE`).
    ChallengePick(i64),
    ChallengePost(i64, u8),
}

impl ButtonAction {
    fn parts(self) -> (&'static str, i64) {
        match self {
            ButtonAction::SetupTap(id, _) => ("setup-tap", id),
            ButtonAction::ChallengePick(user) => ("challenge-pick", user),
            ButtonAction::ChallengePost(user, _) => ("challenge-post", user),
            ButtonAction::SetupLoad(id) => ("setup-load", id),
            ButtonAction::SetupSave(id) => ("setup-save", id),
            ButtonAction::SetupSaveName(id) => ("setup-save-name", id),
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
            ButtonAction::GamesPage(page) => ("games-page", page),
            ButtonAction::QueueLeave(guild) => ("queue-leave", guild),
        }
    }

    /// `accept:17` (a tap: `setup-tap:17:3`), at most 100 characters as Discord requires.
    pub fn custom_id(self) -> String {
        let (kind, id) = self.parts();
        match self {
            ButtonAction::SetupTap(_, slot) | ButtonAction::ChallengePost(_, slot) => {
                format!("{kind}:{id}:{slot}")
            }
            _ => format!("{kind}:{id}"),
        }
    }

    /// Reads a custom id written by [`ButtonAction::custom_id`]; anything else is `None`.
    pub fn parse(custom_id: &str) -> Option<ButtonAction> {
        let (kind, id) = custom_id.split_once(':')?;
        if kind == "setup-tap" {
            let (id, slot) = id.split_once(':')?;
            let slot: u8 = slot.parse().ok().filter(|s| *s < 40)?;
            return Some(ButtonAction::SetupTap(id.parse().ok()?, slot));
        }
        if kind == "challenge-post" {
            let (user, variant) = id.split_once(':')?;
            return Some(ButtonAction::ChallengePost(
                user.parse().ok()?,
                variant.parse().ok()?,
            ));
        }
        let id: i64 = id.parse().ok()?;
        Some(match kind {
            "setup-load" => ButtonAction::SetupLoad(id),
            "setup-save" => ButtonAction::SetupSave(id),
            "setup-save-name" => ButtonAction::SetupSaveName(id),
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
            "games-page" => ButtonAction::GamesPage(id),
            "queue-leave" => ButtonAction::QueueLeave(id),
            "challenge-pick" => ButtonAction::ChallengePick(id),
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
            ButtonAction::SetupTap(10, 0),
            ButtonAction::SetupTap(11, 39),
            ButtonAction::SetupLoad(12),
            ButtonAction::SetupSave(13),
            ButtonAction::SetupSaveName(14),
            ButtonAction::ChallengesPage(3),
            ButtonAction::GamesPage(2),
            ButtonAction::QueueLeave(i64::MAX),
            ButtonAction::ChallengePick(i64::MAX),
            ButtonAction::ChallengePost(i64::MAX, 2),
        ] {
            let id = action.custom_id();
            assert!(id.len() <= 100);
            assert_eq!(ButtonAction::parse(&id), Some(action));
        }
    }

    /// Discord refuses a custom id over 100 characters: every kind, with the widest ids.
    #[test]
    fn every_custom_id_fits_with_the_largest_ids() {
        for id in [i64::MIN, i64::MAX] {
            for action in [
                ButtonAction::Accept(id),
                ButtonAction::Decline(id),
                ButtonAction::Withdraw(id),
                ButtonAction::SetupRandom(id),
                ButtonAction::SetupMirror(id),
                ButtonAction::SetupReady(id),
                ButtonAction::SetupTap(id, 39),
                ButtonAction::SetupLoad(id),
                ButtonAction::SetupSave(id),
                ButtonAction::SetupSaveName(id),
                ButtonAction::ShowBoard(id),
                ButtonAction::Rematch(id),
                ButtonAction::TournamentJoin(id),
                ButtonAction::TournamentLeave(id),
                ButtonAction::ChallengesPage(id),
                ButtonAction::GamesPage(id),
                ButtonAction::QueueLeave(id),
                ButtonAction::ChallengePick(id),
                ButtonAction::ChallengePost(id, u8::MAX),
            ] {
                let custom = action.custom_id();
                assert!(custom.chars().count() <= 100, "{custom}");
                assert_eq!(ButtonAction::parse(&custom), Some(action));
            }
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
            "setup-tap:1",
            "setup-tap:1:40",
            "setup-tap:1:-1",
            "setup-tap:x:3",
        ] {
            assert_eq!(ButtonAction::parse(id), None, "{id}");
        }
    }
}
