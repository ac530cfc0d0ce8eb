//! Per-member limits that keep one member from flooding a server: open challenges (each one
//! pings its opponent, and a rematch is a challenge too), draw offers per game (each one pings
//! the opponent), practice games (each one opens a thread) and tournaments created; and the
//! saved setups a member keeps. Each is counted in the transaction that adds one, so two
//! requests at once cannot both pass.

/// Open challenges one member may have on a server at once.
pub const MAX_OPEN_CHALLENGES: u32 = 3;
/// Practice games against the bot one member may have in setup or play on a server at once.
pub const MAX_OPEN_PRACTICE: u32 = 2;
/// Draw offers one player may make in one game.
pub const MAX_DRAW_OFFERS: u32 = 3;
/// Tournaments one member may have taking sign-ups or running on a server at once. The
/// catalogue's `service-error-tournament-too-many` says this number in words.
pub const MAX_OPEN_TOURNAMENTS: u32 = 2;
/// Saved setups one member may keep (on every server together): a select menu lists at most
/// 25 options.
pub const MAX_SAVED_SETUPS: u32 = 25;

/// A limit that was reached; nothing was changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    OpenChallenges,
    OpenPractice,
    DrawOffers,
    SavedSetups,
}

impl Limit {
    pub const ALL: [Limit; 4] = [
        Limit::OpenChallenges,
        Limit::OpenPractice,
        Limit::DrawOffers,
        Limit::SavedSetups,
    ];

    pub fn max(self) -> u32 {
        match self {
            Limit::OpenChallenges => MAX_OPEN_CHALLENGES,
            Limit::OpenPractice => MAX_OPEN_PRACTICE,
            Limit::DrawOffers => MAX_DRAW_OFFERS,
            Limit::SavedSetups => MAX_SAVED_SETUPS,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Limit::OpenChallenges => "too-many-challenges",
            Limit::OpenPractice => "too-many-practice-games",
            Limit::DrawOffers => "too-many-draw-offers",
            Limit::SavedSetups => "too-many-saved-setups",
        }
    }
}
