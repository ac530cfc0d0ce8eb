//! Who is looking: the service knows no Discord permissions, so its callers say which games'
//! places an audience can see (a member asking privately, or everyone who reads the channel a
//! picture is posted in), and the service leaves every other game out.

use crate::store::GamePlace;

pub trait Audience: Send + Sync {
    /// Whether this audience can see the channel or thread the game was played in.
    fn sees(&self, place: GamePlace) -> bool;
}

impl<F: Fn(GamePlace) -> bool + Send + Sync> Audience for F {
    fn sees(&self, place: GamePlace) -> bool {
        self(place)
    }
}

/// Sees every game: for tools and tests that have no Discord server to ask.
pub struct EveryGame;

impl Audience for EveryGame {
    fn sees(&self, _: GamePlace) -> bool {
        true
    }
}
