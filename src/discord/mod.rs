//! The Discord layer: a thin poise bot that turns slash commands and button clicks into
//! service calls and posts what the service answers. It keeps no state of its own: everything
//! lives in the store, and button ids carry what a click needs.

pub mod commands;
mod custom_id;
mod error;
mod framework;
pub mod move_choices;
mod text;

pub use custom_id::ButtonAction;
pub use error::{UserError, on_error};
pub use framework::{build_client, init_logging, run};

/// What every command can reach.
pub struct Data {
    /// Language for public posts when a server has not chosen one.
    pub default_locale: String,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;
