//! Glicko-2 ratings, computed by the `skillratings` crate.

use serde::{Deserialize, Serialize};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use super::model::{GameResult, Side};

/// A player's Glicko-2 rating on the familiar 1500 scale.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// Strength estimate; 1500 for a newcomer.
    pub rating: f64,
    /// Uncertainty of `rating` (one standard deviation); 350 for a newcomer.
    pub deviation: f64,
    /// How erratic results are; 0.06 for a newcomer.
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500 ± 350, volatility 0.06.
    fn default() -> Self {
        Glicko2Rating::new().into()
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Self {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    /// Replaces non-finite or out-of-range values (from corrupt storage) with defaults or bounds,
    /// since the Glicko-2 iteration assumes positive deviation and volatility and moderate
    /// ratings.
    fn sane(self) -> Glicko2Rating {
        let fallback = Glicko2Rating::new();
        let ok = |v: f64| v.is_finite() && v > 0.0;
        Glicko2Rating {
            // Far outside any real rating; keeps the logistic terms away from 0 and 1.
            rating: if self.rating.is_finite() {
                self.rating.clamp(0.0, 4000.0)
            } else {
                fallback.rating
            },
            deviation: if ok(self.deviation) {
                self.deviation.min(fallback.deviation)
            } else {
                fallback.deviation
            },
            volatility: if ok(self.volatility) {
                self.volatility.min(1.0)
            } else {
                fallback.volatility
            },
        }
    }
}

/// The result of one rated game, from the first player's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The first player won.
    Win,
    /// Drawn.
    Draw,
    /// The first player lost.
    Loss,
}

impl Outcome {
    /// The outcome for Red of a game, or `None` when nothing was played on the board (forfeits
    /// do not change ratings).
    #[must_use]
    pub fn for_red(result: GameResult) -> Option<Self> {
        if !result.was_played() {
            return None;
        }
        Some(match result.winner() {
            Some(Side::Red) => Self::Win,
            Some(Side::Blue) => Self::Loss,
            None => Self::Draw,
        })
    }
}

/// New ratings of `a` and `b` after one game that ended with `outcome` for `a`.
///
/// ```
/// use stratego_bot::tournament::rating::{update, Outcome, Rating};
/// let (winner, loser) = update(Rating::default(), Rating::default(), Outcome::Win);
/// assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
/// assert!(winner.deviation < 350.0);
/// ```
#[must_use]
pub fn update(a: Rating, b: Rating, outcome: Outcome) -> (Rating, Rating) {
    let outcome = match outcome {
        Outcome::Win => Outcomes::WIN,
        Outcome::Draw => Outcomes::DRAW,
        Outcome::Loss => Outcomes::LOSS,
    };
    let (a, b) = glicko2(&a.sane(), &b.sane(), &outcome, &Glicko2Config::new());
    (a.into(), b.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn matches_the_reference_example() {
        let (a, b) = update(Rating::default(), Rating::default(), Outcome::Win);
        assert_eq!(a.rating.round(), 1662.0);
        assert_eq!(b.rating.round(), 1338.0);
        assert_eq!(a.deviation.round(), 290.0);
    }

    #[test]
    fn serde_round_trip() {
        let r = Rating {
            rating: 1612.5,
            deviation: 80.0,
            volatility: 0.059,
        };
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<Rating>(&json).unwrap(), r);
    }

    #[test]
    fn forfeits_are_unrated() {
        assert_eq!(
            Outcome::for_red(GameResult::Forfeit { loser: Side::Red }),
            None
        );
        assert_eq!(Outcome::for_red(GameResult::BlueWin), Some(Outcome::Loss));
    }

    proptest! {
        #[test]
        fn update_is_finite_and_symmetric(
            ra in proptest::num::f64::ANY, da in proptest::num::f64::ANY,
            rb in 0.0f64..3000.0, db in 30.0f64..350.0, win in any::<bool>(),
        ) {
            let a = Rating { rating: ra, deviation: da, volatility: 0.06 };
            let b = Rating { rating: rb, deviation: db, volatility: 0.06 };
            let outcome = if win { Outcome::Win } else { Outcome::Loss };
            let (na, nb) = update(a, b, outcome);
            for r in [na, nb] {
                prop_assert!(r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite());
            }
            // The winner never loses rating.
            let (winner_before, winner_after) = if win { (a.sane().rating, na.rating) } else { (rb, nb.rating) };
            prop_assert!(winner_after >= winner_before);
        }
    }
}
