//! A game in play: moves, reports, timers and outages, the spectator delay, records
//! and replays.

pub mod commitment;
pub mod deadlines;
pub mod finish;
pub mod habits;
pub mod lines;
pub mod outage;
pub mod play;
pub mod private_copy;
pub mod rebuild;
pub mod record;
pub mod replay;
pub mod replay_cache;
pub mod report;
pub mod spectator_delay;
pub mod time_control;
