//! The `warband` binary: parse, dispatch, print, and map the outcome to an exit code
//! (0 ok, 1 a rolled test failed, 2 bad input).

use clap::error::ErrorKind;
use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use warband::cli::{Cli, ParseFailure};
use warband::cmd::{self, Host, Output};
use warband::render;

const BAD_INPUT: u8 = 2;

fn fail(message: impl std::fmt::Display) -> ExitCode {
    // One line whatever the message quotes: an argument's `\r` or a variable's newline is
    // escaped, not echoed (a UserError is already; clap's and the environment's messages not).
    let message = warband::error::one_line(&message.to_string());
    eprintln!("warband: error: {message}");
    ExitCode::from(BAD_INPUT)
}

/// clap's multi-line error, folded into our one line: the message and a pointer to --help.
fn clap_error(err: &clap::Error) -> String {
    let rendered = err.render().to_string();
    // The message is the first paragraph (a list of missing arguments continues it); usage and
    // tips follow after a blank line.
    let message: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .skip_while(|l| l.is_empty())
        .take_while(|l| !l.is_empty())
        .collect();
    let message = message.join(" ");
    let message = message.trim_start_matches("error: ");
    let tip = rendered
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("tip: "))
        .map(|t| format!("; {t}"))
        .unwrap_or_default();
    // Point at the help of the subcommand the user was typing, if any.
    let root = <Cli as clap::CommandFactory>::command();
    let help = std::env::args_os()
        .skip(1)
        .filter_map(|a| a.into_string().ok())
        .find(|a| root.find_subcommand(a).is_some())
        .map_or("warband --help".to_string(), |sub| {
            format!("warband {sub} --help")
        });
    format!("{message} (see '{help}'{tip})")
}

/// A seed for when the user gave none: different every run, and shown with the roll so the dice
/// can be replayed with `--seed`. The clock and the process id are the binary's to read: the
/// library also runs where there is neither (a browser).
fn fresh_seed() -> u64 {
    use rand::RngExt;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Mix in the process id so two runs in the same nanosecond still differ.
    let mixed = nanos ^ (u128::from(std::process::id()) << 64);
    let mut rng = rand_pcg::Pcg64Mcg::new(mixed | 1);
    rng.random_range(0..=u64::MAX)
}

fn write_out(bytes: &[u8]) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(bytes)?;
    stdout.flush()
}

fn main() -> ExitCode {
    // Not `args()`: an argument that is not UTF-8 (a legal file name) must not panic.
    let argv: Vec<OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_process_args(&argv) {
        Err(ParseFailure::Environment(e)) => return fail(e),
        Err(ParseFailure::Clap(err)) => {
            return match err.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    // clap colours help only on a terminal; a closed pipe is not an error.
                    let _ = err.print();
                    ExitCode::SUCCESS
                }
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    // Bare `warband`, `warband rules`, `warband roster`: nothing was asked
                    // wrongly, and the answer to nothing is what can be asked. The short help
                    // (with the list of subcommands) on stdout, exit 0, as cargo does, so it
                    // pages (`warband | less`); a multi-line help on stderr with exit 2 was
                    // neither an answer nor the one-line error of bad input.
                    let help = err.render();
                    let text = if std::io::stdout().is_terminal() {
                        help.ansi().to_string()
                    } else {
                        help.to_string()
                    };
                    match write_out(text.as_bytes()) {
                        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                            fail(format!("cannot write the output: {e}"))
                        }
                        _ => ExitCode::SUCCESS,
                    }
                }
                _ => fail(clap_error(&err)),
            };
        }
        Ok(cli) => cli,
    };
    let host = Host {
        fresh_seed: fresh_seed(),
        stderr_is_terminal: std::io::stderr().is_terminal(),
    };
    let output = match cmd::run(&cli, &argv, &host) {
        Ok(output) => output,
        Err(e) => return fail(e),
    };
    let format = cli.global.format();
    let terminal = std::io::stdout().is_terminal();
    let color = render::use_color(cli.global.color, terminal, |name| std::env::var_os(name));
    let terminal_width = terminal
        .then(|| terminal_size::terminal_size_of(std::io::stdout()))
        .flatten()
        .map(|(terminal_size::Width(w), _)| w);
    let look = render::Look::decide(color, cli.global.style, terminal_width, |name| {
        std::env::var_os(name)
    });
    let bytes = match render::render_output(&output, format, &look) {
        Ok(bytes) => bytes,
        Err(e) => return fail(e),
    };
    match write_out(&bytes) {
        Ok(()) => {}
        // `warband … | head` closes the pipe early: that is not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(e) => return fail(format!("cannot write the output: {e}")),
    }
    match &output {
        Output::Report(r) => ExitCode::from(r.exit_code() as u8),
        _ => ExitCode::SUCCESS,
    }
}
