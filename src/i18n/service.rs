//! Service errors as a player reads them. Each [`ServiceError::key`] has a message
//! `service-error-<key>`; errors that wrap an engine error are said by the engine's message.

use super::game::{play_error, setup_error, setup_parse_error, variant_name};
use super::{Lang, tr, tr_args};
use crate::service::ServiceError;

/// The catalogue key of `error`'s message.
pub fn service_error_key(error: &ServiceError) -> String {
    format!("service-error-{}", error.key())
}

/// What to tell the user, privately. `Internal` gets an apology; its details are only logged.
pub fn service_error(lang: Lang, error: &ServiceError) -> String {
    let key = service_error_key(error);
    match error {
        ServiceError::BadOption(option_key) => tr(lang, option_key),
        ServiceError::BadSquare(square) => tr_args(lang, &key, &[("square", (*square).into())]),
        ServiceError::BadSetupText(parse) => tr_args(
            lang,
            &key,
            &[("reason", setup_parse_error(lang, parse).into())],
        ),
        ServiceError::BadSetup(problems) => tr_args(
            lang,
            &key,
            &[("problems", setup_error(lang, problems).into())],
        ),
        ServiceError::NoSuchSavedSetup(name) => tr_args(lang, &key, &[("name", name.into())]),
        ServiceError::WrongVariant {
            name,
            saved,
            wanted,
        } => tr_args(
            lang,
            &key,
            &[
                ("name", name.into()),
                ("saved", variant_name(lang, *saved).into()),
                ("wanted", variant_name(lang, *wanted).into()),
            ],
        ),
        ServiceError::IllegalMove(play) => play_error(lang, play),
        ServiceError::Limit(limit) => tr_args(lang, &key, &[("limit", limit.max().into())]),
        _ => tr(lang, &key),
    }
}
