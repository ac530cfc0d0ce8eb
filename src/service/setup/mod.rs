//! The setup phase: opening a match, the setups, the tap editor.

pub mod editor_shown;
pub mod grid;
pub mod opening;
pub mod phase;
