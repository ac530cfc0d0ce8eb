//! Tournaments: creation, sign-up, rounds and deadlines, and ratings.

pub mod lifecycle;
pub mod ratings;
pub mod request;
pub mod rounds;
