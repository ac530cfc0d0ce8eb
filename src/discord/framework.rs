//! Builds the serenity client with the poise framework, registers the commands and runs.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::{Data, Error, commands, components, error};
use crate::config::Config;
use crate::i18n::Lang;
use crate::service::Service;

/// Logs to stderr, filtered by `RUST_LOG` (default: our info messages, others' warnings).
pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,stratego_bot=info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// Runs the bot until SIGTERM, Ctrl-C or a fatal gateway error. On a signal it stops taking
/// interactions, lets calls in progress finish and closes the database.
pub async fn run(config: Config) -> anyhow::Result<()> {
    // The database first: a bot that cannot store games should not go online.
    let service = Service::open(&config.database_url).await?;
    let mut client = client_with(&config, service.clone()).await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        crate::service::shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let result = client.start().await;
    service.shutdown().await;
    result?;
    Ok(())
}

/// The client, ready to `start()`. Tests start it against the fake Discord and stop it through
/// `client.shard_manager`.
pub async fn build_client(config: &Config) -> anyhow::Result<serenity::Client> {
    let service = Service::open(&config.database_url).await?;
    client_with(config, service).await
}

async fn client_with(config: &Config, service: Service) -> anyhow::Result<serenity::Client> {
    let data = Data {
        service,
        default_lang: config
            .default_locale
            .as_deref()
            .and_then(Lang::parse)
            .unwrap_or_default(),
    };
    let dev_guild = config.dev_guild_id.map(serenity::GuildId::new);
    let commands = commands::all();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error: |err| Box::pin(error::on_error(err)),
            event_handler: |framework, event| {
                Box::pin(components::handle_event(
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
                let sweeper = Data {
                    service: data.service.clone(),
                    default_lang: data.default_lang,
                };
                tokio::spawn(expire_challenges(ctx.clone(), sweeper));
                // Deadlines: downtime is credited before the first interaction is handled.
                let timers = super::timers::DiscordTimers {
                    http: ctx.http.clone(),
                    data: Data {
                        service: data.service.clone(),
                        default_lang: data.default_lang,
                    },
                };
                crate::service::Scheduler::start(data.service.clone(), Arc::new(timers))
                    .await?
                    .detach();
                tracing::info!(bot = %ready.user.name, guilds = ready.guilds.len(), "connected");
                Ok(data)
            })
        })
        .build();
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(config.http_timeout)
        .build()?;
    let mut http = serenity::HttpBuilder::new(&config.token).client(client);
    if let Some(base) = &config.api_base {
        // serenity's rate limiter would still call discord.com, so it goes with the proxy.
        http = http.proxy(base).ratelimiter_disabled(true);
    }
    // Interactions arrive without any intent; GUILDS keeps channel kinds in the cache.
    let intents = serenity::GatewayIntents::GUILDS;
    let client = serenity::ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await?;
    Ok(client)
}

/// Closes challenges whose time is up, once a minute, and updates their messages.
async fn expire_challenges(ctx: serenity::Context, data: Data) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
    loop {
        tick.tick().await;
        match data.service.expire_challenges(chrono::Utc::now()).await {
            Ok(expired) => {
                for challenge in expired {
                    if let Err(err) =
                        components::close_challenge_message(&ctx, &data, &challenge, None).await
                    {
                        tracing::warn!(challenge = %challenge.id, "expiry not shown: {err:#}");
                    }
                }
            }
            Err(err) => tracing::warn!("could not expire challenges: {err}"),
        }
    }
}

/// In the dev guild the commands appear at once; global registration can take up to an hour.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    match dev_guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await?,
        None => poise::builtins::register_globally(ctx, commands).await?,
    }
    tracing::info!(count = commands.len(), guild = ?dev_guild, "commands registered");
    Ok(())
}
