//! Every service refusal has its one message, in every language.

use super::service_error_text;
use crate::engine::{PlayError, SetupProblem, Square, Variant};
use crate::i18n::{Lang, has_key};

fn every_service_error() -> Vec<crate::service::ServiceError> {
    use crate::engine::{SetupError, SetupParseError};
    use crate::service::ServiceError::*;
    let square = Square::parse("D2").unwrap();
    let all = vec![
        NoSuchMatch,
        NoSuchChallenge,
        NotYourGame,
        SelfChallenge,
        OwnChallenge,
        NotYourChallenge,
        ChallengeClosed,
        BadOption("option-two-squares-limit-range"),
        NotStarted,
        SetupClosed,
        AlreadyReady,
        BadSquare(square),
        BadSetupText(SetupParseError::Length(39)),
        BadSetup(SetupError(vec![SetupProblem::Duplicate { square }])),
        BadSetupName,
        NoSuchSavedSetup("wall".into()),
        WrongVariant {
            name: "wall".into(),
            saved: Variant::Barrage,
            wanted: Variant::Classic,
        },
        NotFinished,
        NothingToReplay,
        ReplayViewClosed,
        NotYourTurn,
        GameOver,
        IllegalMove(PlayError::Lake),
        StaleMove {
            expected: 3,
            current: 4,
        },
        DrawAlreadyOffered,
        NoDrawOffer,
        NoActiveMatch,
        AmbiguousMatch(Vec::new()),
        PracticeTooOften,
        PracticeRated,
        PreviewPosted,
        QueueTooOften,
        NotInQueue,
        BadOption("option-queue-wait-range"),
        Internal("database: locked".into()),
        Unreadable("database: bad options".into()),
    ];
    let all: Vec<_> = all
        .into_iter()
        .chain(crate::service::TournamentProblem::ALL.map(Tournament))
        .chain(crate::service::Limit::ALL.map(Limit))
        .chain(crate::service::Rate::ALL.map(|rate| TooSoon {
            rate,
            until: chrono::DateTime::from_timestamp(1_900_000_000, 0).unwrap(),
            count: 10,
        }))
        .collect();
    // A new service error breaks this match, so its message cannot be forgotten.
    for error in &all {
        match error {
            NoSuchMatch
            | NoSuchChallenge
            | NotYourGame
            | SelfChallenge
            | OwnChallenge
            | NotYourChallenge
            | ChallengeClosed
            | BadOption(_)
            | NotStarted
            | SetupClosed
            | AlreadyReady
            | BadSquare(_)
            | BadSetupText(_)
            | BadSetup(_)
            | BadSetupName
            | NoSuchSavedSetup(_)
            | WrongVariant { .. }
            | NotFinished
            | NothingToReplay
            | ReplayViewClosed
            | NotYourTurn
            | GameOver
            | IllegalMove(_)
            | StaleMove { .. }
            | DrawAlreadyOffered
            | NoDrawOffer
            | NoActiveMatch
            | AmbiguousMatch(_)
            | Tournament(_)
            | Limit(_)
            | TooSoon { .. }
            | PracticeTooOften
            | PracticeRated
            | PreviewPosted
            | QueueTooOften
            | NotInQueue
            | Internal(_)
            | Unreadable(_) => {}
        }
    }
    all
}

#[test]
fn every_service_error_has_a_message() {
    use crate::service::ServiceError::*;
    for lang in Lang::ALL {
        for error in every_service_error() {
            assert!(
                matches!(error, Internal(_) | Unreadable(_) | BadOption(_))
                    || has_key(lang, &format!("service-error-{}", error.key())),
                "{lang} lacks service-error-{}",
                error.key()
            );
            let text = service_error_text(&error, lang);
            assert!(
                !text.starts_with("service-error-") && !text.starts_with("option-"),
                "{lang}: {text}"
            );
            assert!(!text.contains("database"), "internal details leak: {text}");
        }
    }
    let bad = crate::service::ServiceError::BadSquare(Square::parse("D2").unwrap());
    assert_eq!(
        service_error_text(&bad, Lang::En),
        "D2 is not one of your setup squares."
    );
    let full = Limit(crate::service::Limit::SavedSetups);
    assert!(
        service_error_text(&full, Lang::En).starts_with("You already have 25 saved setups"),
        "{}",
        service_error_text(&full, Lang::En)
    );
    let refused = BadOption("option-two-squares-limit-range");
    assert_eq!(
        service_error_text(&refused, Lang::En),
        "The two-squares limit must be between 1 and 10."
    );
}

#[test]
fn a_typed_setup_name_is_echoed_short_and_inert() {
    let typed = format!(
        "[free](https://evil.example) **@everyone** {}",
        "x".repeat(300)
    );
    let text = service_error_text(
        &crate::service::ServiceError::NoSuchSavedSetup(typed),
        Lang::En,
    );
    assert!(!text.contains("[free](https"), "{text}");
    assert!(!text.contains("**@everyone"), "{text}");
    assert!(text.chars().count() < 120, "{text}");
}
