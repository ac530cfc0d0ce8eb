//! One file per feature; [`all`] lists every command the bot registers.

use super::{Data, Error};

/// Every slash command, in the order Discord lists them, with names and descriptions in
/// every language from the catalogue.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![];
    for problem in crate::i18n::localize_commands(&mut commands) {
        tracing::warn!("command localisation: {problem}");
    }
    commands
}
