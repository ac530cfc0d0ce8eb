//! One file per feature; [`all`] lists every command the bot registers.

use super::{Data, Error};

/// Every slash command, in the order Discord lists them.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![]
}
