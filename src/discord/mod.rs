//! The Discord layer: a thin poise bot that turns slash commands and button clicks into
//! service calls and posts what the service answers. It keeps no state of its own: everything
//! lives in the store, and button ids carry what a click needs.

mod announcer;
mod click_authority;
pub mod commands;
mod components;
mod connect;
mod custom_id;
mod dms_closed;
mod drawn_once;
mod edge_error;
mod error;
mod first_use;
mod framework;
mod grid_posts;
mod ids;
mod images;
mod invite;
mod log_line;
mod match_posts;
mod match_rules;
pub mod move_choices;
mod nonce;
mod pacing;
mod paging;
mod post;
mod quick_pairing;
mod reachability;
mod readable;
mod replay;
mod responder;
mod restored;
pub mod retry;
pub mod safe_text;
mod setup_editor;
mod setup_grid;
mod setup_posts;
mod sight;
mod text;
mod thread;
mod tournament_health;
mod tournament_posts;
mod tournament_signup;

use crate::i18n::Lang;
use crate::service::Service;

pub use connect::{
    StartError, TokenCheck, Unreachable, base as api_base, check_token, http as rest_client,
};
pub use custom_id::ButtonAction;
pub use error::{UserError, on_error};
pub use framework::{Bot, build_client, client_on, run};
pub use invite::{PERMISSIONS, invite_url};

/// What every command can reach.
pub struct Data {
    pub service: Service,
    /// Language for public posts when a server has not chosen one.
    pub default_lang: Lang,
    /// Commands of members who have not been pointed to `/help` yet.
    pub newcomers: std::sync::Arc<first_use::Newcomers>,
    /// Members' allowances of optional pictures (see `pacing`).
    pub pacing: std::sync::Arc<pacing::Pacing>,
}

impl Data {
    /// Another handle on the same service and shared state, for a background task.
    pub fn handle(&self) -> Data {
        Data {
            service: self.service.clone(),
            default_lang: self.default_lang,
            newcomers: self.newcomers.clone(),
            pacing: self.pacing.clone(),
        }
    }
}

pub use edge_error::Error;
pub type Result<T, E = Error> = std::result::Result<T, E>;
pub type Context<'a> = poise::Context<'a, Data, Error>;
