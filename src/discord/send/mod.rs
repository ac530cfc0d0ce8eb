//! Reaching a thread, a channel or a member's DMs with a post.

pub mod dms_closed;
#[cfg(test)]
pub mod fits;
pub mod post;
pub mod reachability;
pub mod restored;
pub mod thread;
