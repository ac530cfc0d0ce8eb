//! Settings: a member's own, the server's, and the guide.

pub mod command;
pub mod help;
pub mod posts;
pub mod server;
