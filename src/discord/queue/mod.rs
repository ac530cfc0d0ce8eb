//! Quick pairing: `/play` and the server's one queue message.

pub mod command;
pub mod posts;
