//! Tells the service whether players can reach the bot, so an outage of Discord is downtime
//! for every clock (see `service/outage.rs`): the gateway is down (no shard connected), or
//! every post has failed for [`REST_GRACE`] and a probe of Discord's API fails too (one post
//! that keeps failing, in a thread Discord will not take, is not an outage).

use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use crate::service::Service;

/// How often the gateway's state is looked at (a lock and a map read: nothing to speak of).
const LOOK_EVERY: Duration = Duration::from_secs(2);
/// How long posts must have failed before Discord's API counts as away.
const REST_GRACE: Duration = Duration::from_secs(60);
/// How often the API is probed while posts fail.
const PROBE_EVERY: Duration = Duration::from_secs(15);

/// Runs until the task is dropped.
pub async fn watch(
    service: Service,
    http: Arc<serenity::Http>,
    shards: Arc<serenity::ShardManager>,
) {
    let mut tick = tokio::time::interval(LOOK_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_probe: Option<Instant> = None;
    loop {
        tick.tick().await;
        let gateway_up = gateway_connected(&shards).await;
        let mut rest_up = true;
        if gateway_up && service.failing_for().is_some_and(|f| f >= REST_GRACE) {
            if last_probe.is_none_or(|at| at.elapsed() >= PROBE_EVERY) {
                last_probe = Some(Instant::now());
                let probe = http.get_current_user().await;
                if probe.is_ok() {
                    service.note_delivery(true);
                }
            }
            rest_up = service.failing_for().is_none_or(|f| f < REST_GRACE);
        }
        let up = gateway_up && rest_up;
        if service.set_discord_reachable(up) && up {
            // Posts that waited out the outage go now, not at their next retry.
            if let Err(err) = service.outbox_retry_now().await {
                tracing::warn!("waiting posts not woken: {err}");
            }
        }
    }
}

/// Whether every shard is connected (none running: a reconnect that has not come back).
async fn gateway_connected(shards: &serenity::ShardManager) -> bool {
    let runners = shards.runners.lock().await;
    !runners.is_empty()
        && runners
            .values()
            .all(|r| r.stage == serenity::ConnectionStage::Connected)
}
