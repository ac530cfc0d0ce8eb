//! One file per feature; [`all`] lists every command the bot registers.

pub mod board;
pub mod challenge;
pub mod challenge_buttons;
pub mod challenge_menu;
pub mod challenges;
pub mod choices;
pub mod draw;
pub mod game_option;
pub mod games;
pub mod help;
pub mod leaderboard;
pub mod moves;
pub mod play;
pub mod practice;
pub mod profile;
pub mod replay;
pub mod resign;
pub mod server;
pub mod settings;
pub mod setup;
pub mod tournament;

use super::{Data, Error};

/// Every slash command, in the order Discord lists them, with names and descriptions in
/// every language from the catalogue.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        challenge::challenge(),
        challenges::challenges(),
        play::play(),
        practice::practice(),
        setup::setup(),
        moves::move_piece(),
        board::board(),
        draw::draw(),
        resign::resign(),
        games::games(),
        replay::replay(),
        settings::settings(),
        server::server(),
        tournament::tournament(),
        leaderboard::leaderboard(),
        profile::profile(),
        help::help(),
        challenge_menu::challenge_member(),
    ];
    for problem in crate::i18n::localize_commands(&mut commands) {
        tracing::warn!("command localisation: {problem}");
    }
    commands
}
