//! The choices slash commands offer, in one place, with what each means in the game's terms.

use crate::engine::Variant;
use crate::service::{ColorChoice, TimeControl};

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    Classic,
    Barrage,
    Duel,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FirstChoice {
    #[name = "me_red"]
    MeRed,
    #[name = "me_blue"]
    MeBlue,
    #[name = "random"]
    Random,
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeChoice {
    #[name = "correspondence"]
    Correspondence,
    #[name = "live"]
    Live,
}

impl From<VariantChoice> for Variant {
    fn from(choice: VariantChoice) -> Variant {
        match choice {
            VariantChoice::Classic => Variant::Classic,
            VariantChoice::Barrage => Variant::Barrage,
            VariantChoice::Duel => Variant::Duel,
        }
    }
}

impl From<FirstChoice> for ColorChoice {
    fn from(choice: FirstChoice) -> ColorChoice {
        match choice {
            FirstChoice::MeRed => ColorChoice::Red,
            FirstChoice::MeBlue => ColorChoice::Blue,
            FirstChoice::Random => ColorChoice::Random,
        }
    }
}

impl From<TimeChoice> for TimeControl {
    fn from(choice: TimeChoice) -> TimeControl {
        match choice {
            TimeChoice::Correspondence => TimeControl::default(),
            TimeChoice::Live => TimeControl::LIVE,
        }
    }
}

/// The army chosen, classic when none was.
pub fn variant_of(choice: Option<VariantChoice>) -> Variant {
    choice.map_or(Variant::Classic, Variant::from)
}

/// The colour chosen, drawn when none was.
pub fn color_of(choice: Option<FirstChoice>) -> ColorChoice {
    choice.map_or(ColorChoice::Random, ColorChoice::from)
}
