//! `stratego_bot` runs the bot; `stratego_bot replay|backup|check|selfplay ...` are the tools beside
//! it. `stratego_bot --help` lists them.

use std::process::ExitCode;

use clap::Parser;
use stratego_bot::cli::Cli;
use stratego_bot::config::Config;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with status 0, usage errors to stderr with 2.
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    // A missing .env is normal: settings may come from the real environment.
    let _ = dotenvy::dotenv();
    let Some(command) = cli.command else {
        return run_bot();
    };
    let code = command.run(&mut std::io::stdout(), &mut std::io::stderr());
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
