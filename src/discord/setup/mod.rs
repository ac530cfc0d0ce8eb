//! Arranging a setup in DMs: the editor, the tap grid, and their posts.

pub mod command;
pub mod editor;
pub mod grid;
pub mod posts;

// What other features may ask of setup: the opening sends the editors, and `/board` during
// setup shows one's own.
pub use editor::show_private;
pub use posts::picture_post;
