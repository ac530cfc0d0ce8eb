//! Quick pairing: the server's queue.

pub mod pairing;
