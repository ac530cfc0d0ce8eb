//! The Discord layer: a thin poise bot that turns slash commands and button clicks into
//! service calls and posts what the service answers. It keeps no state of its own: everything
//! lives in the store, and button ids carry what a click needs.

// The frame: the framework, the command list, the click router and the announcer.
mod announcer;
mod clicks;
pub(crate) mod command_list;
mod framework;

// One folder per feature, each with its commands, its clicks and its posts.
mod challenge;
mod game;
mod profile;
mod queue;
mod replay;
mod settings;
mod setup;
mod tournament;

// Below the features: what several share (the rules line, the log line, picking a game),
// reaching a thread or a DM, and talking to Discord safely.
mod common;
mod edge;
mod send;

use crate::i18n::Lang;
use crate::service::Service;

pub use edge::connect::{
    StartError, TokenCheck, Unreachable, base as api_base, check_token, http as rest_client,
};
pub use edge::custom_id::ButtonAction;
pub use edge::error::{UserError, on_error};
pub use edge::invite::{PERMISSIONS, invite_url};
pub use framework::{Bot, build_client, client_on, run};

/// What every command can reach.
pub struct Data {
    pub service: Service,
    /// Language for public posts when a server has not chosen one.
    pub default_lang: Lang,
    /// Commands of members who have not been pointed to `/help` yet.
    pub newcomers: std::sync::Arc<edge::first_use::Newcomers>,
    /// Members' allowances of optional pictures (see `pacing`).
    pub pacing: std::sync::Arc<edge::pacing::Pacing>,
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

pub use edge::failure::Error;
pub type Result<T, E = Error> = std::result::Result<T, E>;
pub type Context<'a> = poise::Context<'a, Data, Error>;
