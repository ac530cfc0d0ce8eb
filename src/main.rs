//! `stratego_bot` runs the bot; `stratego_bot replay|backup|check|selfplay ...` are the tools beside
//! it.

use std::process::ExitCode;

use stratego_bot::config::Config;

const USAGE: &str =
    "usage: stratego_bot                 run the bot (settings: .env, see .env.example)
       stratego_bot check [--offline] check settings, database and token
       stratego_bot backup FILE       copy the database while the bot runs
       stratego_bot replay FILE...    replay game records (options: README)
       stratego_bot selfplay A B --games N   play the practice bot's levels against each other";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // A missing .env is normal: settings may come from the real environment.
    let _ = dotenvy::dotenv();
    let tool = match args.first().map(String::as_str) {
        None => return run_bot(),
        Some("replay") => stratego_bot::cli::replay::run,
        Some("backup") => stratego_bot::cli::backup::run,
        Some("check") => stratego_bot::cli::check::run,
        Some("selfplay") => stratego_bot::cli::selfplay::run,
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Some(other) => {
            eprintln!("stratego_bot: unknown command `{other}`\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let code = tool(&args[1..], &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}

fn run_bot() -> ExitCode {
    stratego_bot::logging::init();
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(err) => {
            eprintln!("{err}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("cannot start the async runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    let outcome = runtime.block_on(stratego_bot::discord::run(config));
    // Work still running (a hung Discord call, a picture being drawn) is abandoned: the
    // database is already closed, and a stop must not wait for it.
    runtime.shutdown_timeout(std::time::Duration::from_millis(200));
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            tracing::error!("the bot stopped: {err}");
            ExitCode::from(err.exit_code())
        }
    }
}
