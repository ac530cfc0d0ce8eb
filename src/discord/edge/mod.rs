//! Talking to Discord safely: errors and answers, ids and nonces, safe text, paging,
//! images, retries, the connection, and who can see what.

pub mod choices;
pub mod click_authority;
pub mod connect;
pub mod custom_id;
pub mod drawn_once;
pub mod error;
pub mod failure;
pub mod first_use;
pub mod ids;
pub mod images;
pub mod invite;
pub mod nonce;
pub mod pacing;
pub mod paging;
pub mod responder;
pub mod retry;
pub mod safe_text;
pub mod sight;
pub mod text;
