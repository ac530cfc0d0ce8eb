//! [`all`] lists every command the bot registers (each lives in its feature's folder).

use super::{Data, Error};

/// Every slash command, in the order Discord lists them, with names and descriptions in
/// every language from the catalogue.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        super::challenge::command::challenge(),
        super::challenge::list::challenges(),
        super::queue::command::play(),
        super::challenge::practice::practice(),
        super::setup::command::setup(),
        super::game::moves::move_piece(),
        super::game::board::board(),
        super::game::draw::draw(),
        super::game::resign::resign(),
        super::game::games::games(),
        super::replay::command::replay(),
        super::settings::command::settings(),
        super::settings::server::server(),
        super::tournament::command::tournament(),
        super::profile::leaderboard::leaderboard(),
        super::profile::command::profile(),
        super::settings::help::help(),
        super::challenge::menu::challenge_member(),
    ];
    for problem in crate::i18n::localize_commands(&mut commands) {
        tracing::warn!("command localisation: {problem}");
    }
    commands
}
