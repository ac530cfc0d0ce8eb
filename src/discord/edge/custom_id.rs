//! Button custom ids. They carry everything a click needs (the kind of click and the id of the
//! challenge or game), so a restarted bot still understands buttons it posted before.

use crate::service::ReplayView;

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
    /// A replay's step: the game, the move shown, the view and where to go from there.
    ReplayStep(i64, u32, ReplayView, Step),
    /// A replay's view menu (its value is the view's code): the game and the move shown.
    ReplayPick(i64, u32),
    /// Opens a replay of the game, from the end-of-game post.
    ReplayOpen(i64),
}

/// Where a replay's step button goes from the move shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    First,
    Back,
    Forward,
    Last,
    BackTen,
    ForwardTen,
}

impl Step {
    pub const ALL: [Step; 6] = [
        Step::First,
        Step::BackTen,
        Step::Back,
        Step::Forward,
        Step::ForwardTen,
        Step::Last,
    ];

    fn code(self) -> char {
        match self {
            Step::First => 'f',
            Step::Back => 'b',
            Step::Forward => 'n',
            Step::Last => 'l',
            Step::BackTen => 'm',
            Step::ForwardTen => 'p',
        }
    }

    fn from_code(code: char) -> Option<Step> {
        Step::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The move a click shows, from `ply`; the service clamps it to the game's length.
    pub fn target(self, ply: u32) -> u32 {
        match self {
            Step::First => 0,
            Step::Back => ply.saturating_sub(1),
            Step::Forward => ply.saturating_add(1),
            Step::Last => u32::MAX,
            Step::BackTen => ply.saturating_sub(10),
            Step::ForwardTen => ply.saturating_add(10),
        }
    }
}

impl ButtonAction {
    fn parts(self) -> (&'static str, i64) {
        match self {
            ButtonAction::ReplayStep(id, ..) => ("replay", id),
            ButtonAction::ReplayPick(id, _) => ("replay-view", id),
            ButtonAction::ReplayOpen(id) => ("replay-open", id),
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
            ButtonAction::ReplayStep(_, ply, view, step) => {
                format!("{kind}:{id}:{ply}:{}{}", view.code(), step.code())
            }
            ButtonAction::ReplayPick(_, ply) => format!("{kind}:{id}:{ply}"),
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
        if kind == "replay" {
            let mut parts = id.split(':');
            let (id, ply, codes) = (parts.next()?, parts.next()?, parts.next()?);
            let mut codes = codes.chars();
            let view = ReplayView::from_code(codes.next()?)?;
            let step = Step::from_code(codes.next()?)?;
            if parts.next().is_some() || codes.next().is_some() {
                return None;
            }
            return Some(ButtonAction::ReplayStep(
                id.parse().ok()?,
                ply.parse().ok()?,
                view,
                step,
            ));
        }
        if kind == "replay-view" {
            let (id, ply) = id.split_once(':')?;
            return Some(ButtonAction::ReplayPick(
                id.parse().ok()?,
                ply.parse().ok()?,
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
            "replay-open" => ButtonAction::ReplayOpen(id),
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
            ButtonAction::ReplayStep(15, 0, ReplayView::Revealed, Step::First),
            ButtonAction::ReplayStep(16, 1999, ReplayView::Red, Step::ForwardTen),
            ButtonAction::ReplayStep(
                17,
                3,
                ReplayView::Guess(crate::engine::Color::Blue),
                Step::Back,
            ),
            ButtonAction::ReplayPick(17, 3),
            ButtonAction::ReplayOpen(18),
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
                ButtonAction::ReplayStep(id, u32::MAX, ReplayView::Spectator, Step::Last),
                ButtonAction::ReplayPick(id, u32::MAX),
                ButtonAction::ReplayOpen(id),
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
            "replay:1:2",
            "replay:1:2:s",
            "replay:1:2:sx",
            "replay:1:2:qn",
            "replay:1:2:snn",
            "replay:1:2:sn:3",
            "replay:1:-2:sn",
            "replay-view:1",
            "replay-view:1:x",
        ] {
            assert_eq!(ButtonAction::parse(id), None, "{id}");
        }
    }
}
