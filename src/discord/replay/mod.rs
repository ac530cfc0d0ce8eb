//! Replays: the command and the step-through viewer.

pub mod command;
pub mod viewer;
