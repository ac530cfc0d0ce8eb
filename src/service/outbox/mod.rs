//! The outbox: every post a change owes, written in the change's transaction, and what
//! each post carries.

pub mod interaction_answer;
pub mod posts;
pub mod queue;
pub mod restored;
pub mod upgrade;
pub mod voice;
