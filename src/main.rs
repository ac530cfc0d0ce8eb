//! `stratego_bot replay ...` converts game records, `stratego_bot selfplay ...` measures the
//! practice bot's levels; anything else runs the bot.

use std::process::ExitCode;

use stratego_bot::config::Config;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("replay") {
        let code = stratego_bot::cli::replay::run(
            &args[1..],
            &mut std::io::stdout(),
            &mut std::io::stderr(),
        );
        return ExitCode::from(u8::try_from(code).unwrap_or(2));
    }
    if args.first().map(String::as_str) == Some("selfplay") {
        let code = stratego_bot::cli::selfplay::run(
            &args[1..],
            &mut std::io::stdout(),
            &mut std::io::stderr(),
        );
        return ExitCode::from(u8::try_from(code).unwrap_or(2));
    }
    // A missing .env is normal: settings may come from the real environment.
    let _ = dotenvy::dotenv();
    stratego_bot::discord::init_logging();
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
    match runtime.block_on(stratego_bot::discord::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            tracing::error!("the bot stopped: {err:#}");
            ExitCode::FAILURE
        }
    }
}
