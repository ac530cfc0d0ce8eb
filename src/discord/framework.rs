//! Builds the serenity client with the poise framework, registers the commands and runs.

use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::config::Config;
use crate::discord::edge::connect::{self, StartError};
use crate::discord::edge::invite::{ReadyFacts, Registered, log_ready};
use crate::discord::{Data, Error, clicks, command_list, edge::error};
use crate::i18n::Lang;
use crate::service::lease::{self, Lease, LeaseError};
use crate::service::{STOP_WITHIN, SchedulerHandle, Service, StopRequest};

/// How long the gateway and the background loops get to stop after a stop request; the
/// database then gets what is left of [`STOP_WITHIN`], all inside two seconds.
const GATEWAY_CLOSE_WITHIN: Duration = Duration::from_millis(300);
const BACKGROUND_STOP_WITHIN: Duration = Duration::from_millis(300);

/// Runs the bot until SIGTERM, Ctrl-C, a rejected token or a fatal gateway error. The
/// database is opened first (a bot that cannot store games should not go online), then the
/// token is checked against Discord, retrying while Discord cannot be reached. A stop request
/// is obeyed in every one of these steps.
pub async fn run(config: Config) -> Result<(), StartError> {
    let stop = StopRequest::listen();
    // Before migrating: a newer binary must not change the schema under a running bot.
    if let Some(held) = lease::holder_of(&config.database_url)
        .await
        .map_err(anyhow::Error::from)?
    {
        return Err(StartError::AlreadyRunning(LeaseError::Held(held)));
    }
    let Some(service) = stop
        .unless_stopped(Service::open(&config.database_url))
        .await
    else {
        return Ok(());
    };
    let service = service.map_err(anyhow::Error::from)?;
    let lease = match Lease::take(&config.database_url).await {
        Ok(lease) => lease,
        Err(err) => {
            service.shutdown().await;
            return Err(match err {
                LeaseError::Store(e) => anyhow::Error::from(e).into(),
                held => StartError::AlreadyRunning(held),
            });
        }
    };
    let outcome = run_holding(&config, &stop, service, &lease).await;
    lease.release().await;
    outcome
}

/// The rest of [`run`], while this process holds the database's lease: losing it (another
/// process took over a lease this one failed to renew) stops the bot like a signal.
async fn run_holding(
    config: &Config,
    stop: &StopRequest,
    service: Service,
    lease: &Lease,
) -> Result<(), StartError> {
    let online = async {
        let http = connect::http(config)?;
        connect::wait_for_discord(&http, config).await?;
        Ok::<_, StartError>(client_on(config, service.clone()).await?)
    };
    let mut bot = match stop.unless_stopped(online).await {
        Some(Ok(bot)) => bot,
        Some(Err(err)) => {
            service.shutdown().await;
            return Err(err);
        }
        None => {
            // Nothing else is running yet: the whole stop budget may go to the database.
            service
                .shutdown_by(tokio::time::Instant::now() + STOP_WITHIN)
                .await;
            return Ok(());
        }
    };
    let lost = std::sync::Mutex::new(None);
    let stopped = async {
        tokio::select! {
            () = stop.requested() => {}
            held = lease.lost() => *lock(&lost) = Some(held),
        }
    };
    let outcome = bot.run_until(stopped).await;
    if let Some(held) = lock(&lost).take() {
        return Err(StartError::AlreadyRunning(LeaseError::Lost(held)));
    }
    match outcome {
        Ok(()) => Ok(()),
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            Err(StartError::TokenRejected)
        }
        Err(err) => Err(anyhow::Error::from(err).into()),
    }
}

/// The bot, ready to `start()`: the serenity client plus the work that runs beside it.
/// Tests start it against the fake Discord and stop it through `client.shard_manager`.
pub struct Bot {
    pub client: serenity::Client,
    service: Service,
    background: Arc<Background>,
}

impl Bot {
    /// The service the bot runs on (tests await its outbox).
    pub fn service(&self) -> Service {
        self.service.clone()
    }

    /// Runs until the gateway is shut down, then stops the background loops and closes the
    /// database, so a bot started again (even in the same process) is the only one at work.
    pub async fn start(&mut self) -> serenity::Result<()> {
        self.run_until(std::future::pending()).await
    }

    /// Resolves once the bot is ready (commands registered, deadlines recovered), for callers
    /// that measure or wait for a start.
    pub fn ready(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut ready = self.background.ready.subscribe();
        async move {
            let _ = ready.wait_for(|ready| *ready).await;
        }
    }

    /// Like [`Bot::start`], and also stops when `stop` resolves, even while still connecting
    /// (serenity's own shutdown does nothing until a shard is running).
    pub async fn run_until(&mut self, stop: impl Future<Output = ()>) -> serenity::Result<()> {
        let shards = self.client.shard_manager.clone();
        let result = tokio::select! {
            result = self.client.start() => result,
            () = stop => Ok(()),
        };
        let deadline = tokio::time::Instant::now() + STOP_WITHIN;
        // Closes the gateway first, so no new interaction starts while the rest stops.
        if tokio::time::timeout(GATEWAY_CLOSE_WITHIN, shards.shutdown_all())
            .await
            .is_err()
        {
            tracing::warn!("stopping: the gateway did not close in time; leaving it");
        }
        if tokio::time::timeout(BACKGROUND_STOP_WITHIN, self.background.stop())
            .await
            .is_err()
        {
            tracing::warn!("stopping: timer notices still being posted are abandoned");
        }
        self.service.shutdown_by(deadline).await;
        result
    }
}

/// Builds the bot on the database at `config.database_url`.
pub async fn build_client(config: &Config) -> anyhow::Result<Bot> {
    client_on(config, Service::open(&config.database_url).await?).await
}

/// Builds the bot on an open database (tests give it a service with a clock they drive).
pub async fn client_on(config: &Config, service: Service) -> anyhow::Result<Bot> {
    service.set_own_board_delay(config.own_board_delay);
    service.set_rolling_caps(config.rolling_caps);
    let background = Arc::new(Background::default());
    let client = client_with(config, service.clone(), background.clone()).await?;
    Ok(Bot {
        client,
        service,
        background,
    })
}

/// Loops that start once the bot is connected (the service's, the announcer, deadline
/// timers) and end with its client: poise keeps its data alive for the whole process, so they
/// cannot simply end when it is dropped.
struct Background {
    stop: watch::Sender<bool>,
    /// Set once the bot is ready: commands registered, timers recovered, ready line logged.
    ready: watch::Sender<bool>,
    tasks: Mutex<Vec<JoinHandle<()>>>,
    scheduler: Mutex<Option<SchedulerHandle>>,
}

impl Default for Background {
    fn default() -> Self {
        Background {
            stop: watch::channel(false).0,
            ready: watch::channel(false).0,
            tasks: Mutex::default(),
            scheduler: Mutex::default(),
        }
    }
}

impl Background {
    /// Runs `work` until [`Background::stop`].
    fn spawn(&self, work: impl Future<Output = ()> + Send + 'static) {
        let mut stopped = self.stop.subscribe();
        let task = tokio::spawn(async move {
            tokio::select! {
                () = work => {}
                _ = stopped.wait_for(|stop| *stop) => {}
            }
        });
        lock(&self.tasks).push(task);
    }

    /// Holds the deadline scheduler until [`Background::stop`]. One that arrives after the
    /// stop (a READY handled while shutting down) is dropped, which stops it.
    fn keep(&self, scheduler: SchedulerHandle) {
        let mut slot = lock(&self.scheduler);
        if !*self.stop.borrow() {
            *slot = Some(scheduler);
        }
    }

    async fn stop(&self) {
        self.stop.send_replace(true);
        let scheduler = lock(&self.scheduler).take();
        if let Some(scheduler) = scheduler {
            scheduler.stop().await;
        }
        let tasks = std::mem::take(&mut *lock(&self.tasks));
        for task in tasks {
            let _ = task.await;
        }
    }
}

/// A poisoned lock only means a panic elsewhere; the list itself is still fine.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

async fn client_with(
    config: &Config,
    service: Service,
    background: Arc<Background>,
) -> anyhow::Result<serenity::Client> {
    let data = Data {
        service,
        default_lang: config
            .default_locale
            .as_deref()
            .and_then(Lang::parse)
            .unwrap_or_default(),
        newcomers: Default::default(),
        pacing: Default::default(),
    };
    let dev_guild = config.dev_guild_id.map(serenity::GuildId::new);
    let tournament_tick = config.tournament_tick;
    let commands = command_list::all();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error: |err| Box::pin(error::on_error(err)),
            pre_command: |ctx| Box::pin(crate::discord::edge::first_use::before(ctx)),
            post_command: |ctx| {
                crate::discord::edge::first_use::after(ctx);
                Box::pin(async {})
            },
            reply_callback: Some(crate::discord::edge::first_use::on_reply),
            event_handler: |framework, event| {
                Box::pin(clicks::handle_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                register(ctx, &framework.options().commands, dev_guild).await?;
                // Practice games are played by this user; it is never sent a DM.
                data.service
                    .set_own_user(crate::discord::edge::ids::user(ready.user.id));
                // Every post the service owes, including those a stop left undelivered.
                let announcer =
                    crate::discord::announcer::Announcer::new(ctx.http.clone(), data.handle());
                background.spawn(announcer.run());
                // Clocks stand still while players cannot reach the bot.
                background.spawn(crate::discord::send::reachability::watch(
                    data.service.clone(),
                    ctx.http.clone(),
                    framework.shard_manager().clone(),
                ));
                // Deadlines: downtime is credited before the first interaction is handled.
                background.keep(crate::service::Scheduler::start(data.service.clone()).await?);
                // Challenge expiry, tournament deadlines and the bot's practice moves (including
                // what a stop interrupted), once downtime is credited.
                background.spawn(data.service.clone().background(tournament_tick));
                log_ready(&ReadyFacts {
                    name: ready.user.name.clone(),
                    user_id: ready.user.id.get(),
                    application_id: ready.application.id.get(),
                    servers: ready.guilds.len(),
                    commands: dev_guild
                        .map_or(Registered::Globally, |guild| Registered::Guild(guild.get())),
                });
                background.ready.send_replace(true);
                Ok(data)
            })
        })
        .build();
    // Interactions arrive without any intent; GUILDS keeps channel kinds in the cache.
    let intents = serenity::GatewayIntents::GUILDS;
    let client = serenity::ClientBuilder::new_with_http(connect::http(config)?, intents)
        .framework(framework)
        .await?;
    Ok(client)
}

/// In the dev guild the commands appear at once; global registration can take up to an hour.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    let builders = application_commands(commands);
    match dev_guild {
        Some(guild) => {
            guild.set_commands(ctx, builders).await?;
        }
        None => {
            serenity::Command::set_global_commands(ctx, builders).await?;
        }
    }
    tracing::debug!(count = commands.len(), guild = ?dev_guild, "commands registered");
    Ok(())
}

/// What Discord is told about the commands: poise's own builders, with the Apps-menu entries'
/// translated names added (poise leaves context menus untranslated).
fn application_commands(commands: &[poise::Command<Data, Error>]) -> Vec<serenity::CreateCommand> {
    let mut out = poise::builtins::create_application_commands(commands);
    for command in commands {
        let Some(mut menu) = command.create_as_context_menu_command() else {
            continue;
        };
        for (locale, name) in command.name_localizations.iter() {
            menu = menu.name_localized(locale.as_ref(), name.as_ref());
        }
        let name = command
            .context_menu_name
            .as_deref()
            .unwrap_or(&command.name);
        // Replaces poise's untranslated builder for the same entry.
        if let Some(slot) = out
            .iter_mut()
            .find(|b| serde_json::to_value(b).is_ok_and(|v| v["name"] == name && v["type"] != 1))
        {
            *slot = menu;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn background_loops_end_when_stopped() {
        let background = Background::default();
        let (beats, mut heard) = tokio::sync::mpsc::unbounded_channel();
        background.spawn(async move {
            loop {
                let _ = beats.send(());
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            }
        });
        heard.recv().await.expect("the loop runs");
        background.stop().await;
        // The loop's sender went with it: nothing more is heard once the queue is drained.
        while heard.recv().await.is_some() {}
        assert!(lock(&background.tasks).is_empty());
    }
}
