//! Command-line tools that ship in the bot binary (`stratego_bot <command> ...`), and the one
//! clap parser for the binary and all of them.

use std::io::Write;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

pub mod backup;
pub mod check;
pub mod replay;
pub mod selfplay;

/// The binary's command line.
#[derive(Debug, Parser)]
#[command(
    name = "stratego_bot",
    version,
    about,
    after_help = "Without a command it runs the bot (settings: .env, see .env.example)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The tools beside the bot.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check settings, database and token: is this installation ready to run?
    ///
    /// Validates the settings, opens the database (creating and migrating it, as a start would)
    /// and, unless --offline, asks Discord whom the token belongs to; one line per part. It will
    /// not migrate a database a running bot is using (a fresh heartbeat) unless --force.
    ///
    /// Exit status: 0 when nothing is wrong (Discord merely unreachable counts as not verified,
    /// not wrong), 2 otherwise.
    Check(check::CheckArgs),
    /// Copy the database while the bot runs
    ///
    /// The database is DATABASE_URL's, as for the bot. The copy is integrity-checked, readable
    /// by its owner only and never overwrites; FILE is either a whole, sound database or absent.
    /// Restore: see docs/OPERATIONS.md.
    ///
    /// Exit status: 0 done, 2 not done (the reason on stderr).
    Backup(backup::BackupArgs),
    /// Replay game records through the rules engine
    ///
    /// Each FILE is read as our record format, a Gravon XML game or a Gravon .gsn file (by its
    /// content, then its extension) and replayed under its own rules, which the options
    /// override. Per file it tells the moves played and the result, or the first illegal move
    /// and the rule it breaks. Formats: docs/RECORD-FORMAT.md.
    ///
    /// Exit status: 0 when every move of every file was legal, 1 when a file had an illegal
    /// move, 2 when a file could not be read or parsed (or the arguments were wrong); 2 wins.
    Replay(replay::ReplayArgs),
    /// Play the practice bot's levels against each other
    ///
    /// A plays red in even games and blue in odd ones. Prints wins, draws and average plies.
    ///
    /// Exit status: 0 after the games, 2 when the arguments are wrong.
    Selfplay(selfplay::SelfplayArgs),
}

impl Command {
    /// Runs the tool; returns the process exit status.
    pub fn run(self, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
        match self {
            Command::Check(args) => check::execute(&args, out, err),
            Command::Backup(args) => backup::execute(&args, out, err),
            Command::Replay(args) => replay::execute(&args, out, err),
            Command::Selfplay(args) => selfplay::execute(&args, out, err),
        }
    }
}

/// Parses `args` as they would follow `stratego_bot <tool>`, so the help and the errors read
/// exactly as the binary's. Help goes to `out` (status 0), a usage error to `err` (status 2).
fn parse_tool<T: FromArgMatches>(
    tool: &str,
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<T, i32> {
    let argv = ["stratego_bot", tool]
        .into_iter()
        .map(String::from)
        .chain(args.iter().cloned());
    let parsed = Cli::command()
        .try_get_matches_from(argv)
        .and_then(|matches| match matches.subcommand() {
            Some((_, sub)) => T::from_arg_matches(sub),
            None => unreachable!("the tool's name is the first argument"),
        });
    parsed.map_err(|e| {
        // Display is clap's message without colours: these writers need not be terminals.
        let _ = if e.use_stderr() {
            write!(err, "{e}")
        } else {
            write!(out, "{e}")
        };
        e.exit_code()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    type Run = fn(&[String], &mut dyn Write, &mut dyn Write) -> i32;

    const TOOLS: [(&str, Run, &[&str]); 4] = [
        ("check", check::run, &["--offline", "--force"]),
        ("backup", backup::run, &["<FILE>"]),
        (
            "replay",
            replay::run,
            &[
                "--json",
                "--two-squares <N>",
                "--move-limits <on|off>",
                "--one-time-bombs",
                "--gif <OUT>",
                "<FILE>...",
            ],
        ),
        (
            "selfplay",
            selfplay::run,
            &[
                "<A>",
                "[B]",
                "--vs-cmd <CMD>",
                "--games <N>",
                "--variant <V>",
                "--seed <S>",
                "--json",
                "--budget-ms <MS>",
                "--samples <K>",
            ],
        ),
    ];

    fn call(run: Run, args: &[&str]) -> (i32, String, String) {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(&args, &mut out, &mut err);
        let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
        (code, text(out), text(err))
    }

    #[test]
    fn the_parser_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_tool_answers_help_with_its_options() {
        for (tool, run, options) in TOOLS {
            for flag in ["--help", "-h"] {
                let (code, out, err) = call(run, &[flag]);
                assert_eq!(code, 0, "{tool} {flag}: {err}");
                assert_eq!(err, "", "{tool} {flag}");
                assert!(
                    out.contains(&format!("Usage: stratego_bot {tool}")),
                    "{out}"
                );
                for option in options {
                    assert!(out.contains(option), "{tool} {flag} lacks {option}:\n{out}");
                }
            }
        }
    }

    #[test]
    fn a_bad_option_is_status_two_with_the_reason_on_stderr() {
        for (tool, run, _) in TOOLS {
            let (code, out, err) = call(run, &["--bogus"]);
            assert_eq!(code, 2, "{tool}: {out}{err}");
            assert_eq!(out, "", "{tool}");
            assert!(err.contains("unexpected argument '--bogus'"), "{err}");
            assert!(
                err.contains(&format!("Usage: stratego_bot {tool}")),
                "{err}"
            );
        }
    }

    #[test]
    fn bad_values_are_refused_with_the_reason() {
        let refused = [
            (
                replay::run as Run,
                &["--two-squares", "0", "f"][..],
                "0 is not in 1..=99",
            ),
            (replay::run, &["--two-squares", "zero", "f"], "'zero'"),
            (
                replay::run,
                &["--move-limits", "maybe", "f"],
                "possible values: on, off",
            ),
            (replay::run, &["--json"], "<FILE>..."),
            (selfplay::run, &["easy", "hard"], "--games <N>"),
            (
                selfplay::run,
                &["easy", "expert", "--games", "1"],
                "not a level",
            ),
            (
                selfplay::run,
                &["easy", "hard", "--games", "1", "--variant", "free"],
                "classic, barrage or duel",
            ),
            (selfplay::run, &["easy", "hard", "--games", "-1"], "'-1'"),
            (backup::run, &[], "<FILE>"),
            (backup::run, &["a.db", "b.db"], "unexpected argument 'b.db'"),
            (
                check::run,
                &["--offline", "--offline"],
                "cannot be used multiple times",
            ),
        ];
        for (run, args, reason) in refused {
            let (code, out, err) = call(run, args);
            assert_eq!(code, 2, "{args:?}: {out}{err}");
            assert!(err.contains(reason), "{args:?}: {err}");
        }
    }

    #[test]
    fn the_binary_answers_help_and_version() {
        for args in [&["--help"][..], &["help"], &["-h"]] {
            let e = Cli::try_parse_from(["stratego_bot"].iter().chain(args)).unwrap_err();
            assert_eq!(e.exit_code(), 0);
            let help = e.to_string();
            for tool in ["check", "backup", "replay", "selfplay"] {
                assert!(help.contains(tool), "{help}");
            }
        }
        let e = Cli::try_parse_from(["stratego_bot", "--version"]).unwrap_err();
        assert_eq!(e.exit_code(), 0);
        assert_eq!(
            e.to_string().trim(),
            format!("stratego_bot {}", env!("CARGO_PKG_VERSION"))
        );
        let e = Cli::try_parse_from(["stratego_bot", "play"]).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.use_stderr());
        assert!(
            Cli::try_parse_from(["stratego_bot"])
                .unwrap()
                .command
                .is_none()
        );
    }

    #[test]
    fn repeated_options_keep_the_last_value_as_before() {
        let cli = Cli::try_parse_from([
            "stratego_bot",
            "replay",
            "--two-squares",
            "3",
            "--json",
            "--two-squares",
            "5",
            "--json",
            "a",
            "--",
            "--b",
        ])
        .unwrap();
        let Some(Command::Replay(args)) = cli.command else {
            panic!("{cli:?}")
        };
        assert_eq!(args.two_squares, Some(5));
        assert_eq!(args.files, ["a", "--b"]);
    }
}
