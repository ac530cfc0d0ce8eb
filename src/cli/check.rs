//! `stratego_bot check [--offline] [--force]`: is this installation ready to run? Validates the
//! settings, opens the database (creating and migrating it, as a start would) and, unless
//! `--offline`, asks Discord whom the token belongs to. Prints one line per part.
//!
//! It will not migrate a database a running bot is using (its lease, which the bot renews
//! even while Discord is away; for a bot older than the lease, a fresh heartbeat), since the
//! running bot's queries expect the schema it started with; `--force` migrates anyway.
//!
//! Exit status: 0 when nothing is wrong (Discord merely unreachable counts as not verified, not
//! wrong), 2 otherwise.

use std::io::Write;

use crate::config::Config;
use crate::discord::{self, TokenCheck};
use crate::service::{DOWNTIME_GRACE, lease};
use crate::store::{Store, known_migrations};

/// `check`'s arguments.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Do not ask Discord whom the token belongs to
    #[arg(long)]
    pub offline: bool,
    /// Migrate the database even when a bot seems to be running on it
    #[arg(long)]
    pub force: bool,
}

/// Runs the command on the arguments that follow `check`; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match super::parse_tool("check", args, out, err) {
        Ok(options) => execute(&options, out, err),
        Err(code) => code,
    }
}

/// Checks with parsed arguments; returns the process exit status.
pub fn execute(options: &CheckArgs, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let CheckArgs { offline, force } = *options;
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            let _ = writeln!(out, "config    FAILED: {e}");
            return 2;
        }
    };
    let commands = match config.dev_guild_id {
        Some(guild) => format!("commands in server {guild} only (DEV_GUILD_ID)"),
        None => "commands registered globally".to_string(),
    };
    let _ = writeln!(
        out,
        "config    ok: database {}; {commands}; public posts in {}",
        config.database_url,
        config.default_locale.as_deref().unwrap_or("en-US"),
    );
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            let _ = writeln!(err, "check: cannot start: {e}");
            return 2;
        }
    };
    let database_ok = runtime.block_on(check_database(&config, force, out));
    let discord_ok = offline || runtime.block_on(check_discord(&config, out));
    if offline {
        let _ = writeln!(out, "discord   skipped (--offline)");
    }
    if database_ok && discord_ok { 0 } else { 2 }
}

async fn check_database(config: &Config, force: bool, out: &mut dyn Write) -> bool {
    if !force && let Ok(Some(held)) = lease::holder_of(&config.database_url).await {
        let _ = writeln!(
            out,
            "database  FAILED: a bot is running on this database ({}); stop it or pass \
             --force. Nothing was migrated.",
            held.describe()
        );
        return false;
    }
    // A bot older than the lease shows itself by its heartbeat only.
    if !force && let Some(age) = running_bot(&config.database_url).await {
        let _ = writeln!(
            out,
            "database  FAILED: a bot seems to be running on this database (its heartbeat is {} s \
             old); stop it or pass --force. Nothing was migrated. (A bot stopped less than {} s \
             ago looks the same: wait a moment.)",
            age.num_seconds().max(0),
            DOWNTIME_GRACE.num_seconds()
        );
        return false;
    }
    let store = match Store::open(&config.database_url).await {
        Ok(store) => store,
        Err(e) => {
            let _ = writeln!(
                out,
                "database  FAILED: cannot open or migrate {}: {e}",
                config.database_url
            );
            return false;
        }
    };
    let report = async {
        let problems = store.integrity_problems().await?;
        let summary = store.summary().await?;
        Ok::<_, sqlx::Error>((problems, summary))
    }
    .await;
    store.close().await;
    match report {
        Ok((None, s)) => {
            let _ = writeln!(
                out,
                "database  ok: schema up to date ({} of {} migrations); {} games ({} active), \
                 {} tournaments; integrity ok",
                s.migrations,
                known_migrations(),
                s.matches,
                s.active_matches,
                s.tournaments
            );
            true
        }
        Ok((Some(problems), _)) => {
            let _ = writeln!(out, "database  FAILED: integrity check: {problems}");
            false
        }
        Err(e) => {
            let _ = writeln!(out, "database  FAILED: {e}");
            false
        }
    }
}

/// How old the database's heartbeat is, when it is fresh enough that a bot is probably
/// beating it (the scheduler writes one every `HEARTBEAT_EVERY`). A heartbeat in the future
/// (a clock set back) counts as fresh. A database that cannot be read is left to the open
/// that follows, which says why.
async fn running_bot(url: &str) -> Option<chrono::Duration> {
    let beat = Store::heartbeat_of(url).await.ok()??;
    let age = chrono::Utc::now() - beat;
    (age < DOWNTIME_GRACE).then_some(age)
}

async fn check_discord(config: &Config, out: &mut dyn Write) -> bool {
    let http = match discord::rest_client(config) {
        Ok(http) => http,
        Err(e) => {
            let _ = writeln!(out, "discord   FAILED: {e:#}");
            return false;
        }
    };
    match discord::check_token(&http).await {
        TokenCheck::Valid(user) => {
            // A bot's application id is its user id; ask for it anyway, it is cheap.
            let app = http
                .get_current_application_info()
                .await
                .map_or(user.id.get(), |app| app.id.get());
            let _ = writeln!(
                out,
                "discord   ok: the token belongs to {} (id {}); invite: {}",
                user.name,
                user.id,
                discord::invite_url(app)
            );
            true
        }
        TokenCheck::Rejected => {
            let _ = writeln!(
                out,
                "discord   FAILED: {}",
                discord::StartError::TokenRejected
            );
            false
        }
        TokenCheck::Unreachable(why) => {
            let _ = writeln!(
                out,
                "discord   not verified: cannot reach Discord at {} ({why})",
                discord::api_base(config)
            );
            true
        }
    }
}
