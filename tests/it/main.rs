//! All integration tests in one binary, so the suite links the crate and its dependencies once.
//! Each module is one former test file; `cargo test --test it MODULE::` runs one of them.

mod support;

mod announce_kills;
mod background;
mod backup;
mod check_cli;
mod e2e_announcer;
mod e2e_bot;
mod e2e_echo;
mod e2e_faults;
mod e2e_limits;
mod e2e_locale;
mod e2e_outages;
mod e2e_posts_as_committed;
mod e2e_practice;
mod e2e_quick_pairing;
mod e2e_rate_limited;
mod e2e_refused_clicks;
mod e2e_replay;
mod e2e_round_opening;
mod e2e_setup_grid;
mod e2e_spectator_delay;
mod e2e_spectators_yield;
mod e2e_thread_once;
mod e2e_tournament;
mod e2e_tournament_health;
mod e2e_unplayed;
mod engine_properties;
mod engine_protocol;
mod fake_discord_selftest;
mod faults;
mod lifecycle;
mod practice;
mod quick_pairing;
mod render;
mod replay_cli;
mod scale;
mod service;
mod setup_taps;
mod timers;
mod tournament_service;
