//! The one driver of the binary and the browser page: a command line in, what warband answers
//! out (clap's help, a one-line error, or a subcommand's `Output` with how it asked to be
//! shown), with its exit code. What each does with the answer (a terminal and its pager; the
//! page's JSON) is theirs; how a command line becomes an answer is here, once.

use crate::cli::{Cli, Global, ParseFailure};
use crate::cmd::{self, Host, Output};
use clap::builder::StyledStr;
use clap::error::ErrorKind;
use std::ffi::OsString;

/// What a command line answers.
#[derive(Debug)]
pub enum Answer {
    /// Help or version, as clap renders it (styled); exit 0. `long`: it is a help that may be
    /// paged (`--help`), not the version or the short list of a bare `warband`.
    Help { text: StyledStr, long: bool },
    /// A subcommand's answer, and the global options that say how to show it.
    Output { output: Output, global: Global },
}

impl Answer {
    /// The exit code the answer carries: 1 for a rolled test that failed, else 0 (bad input
    /// never gets here: it is the driver's `Err`, exit 2).
    pub fn exit_code(&self) -> u8 {
        match self {
            Answer::Output { output, .. } => exit_code(output),
            Answer::Help { .. } => 0,
        }
    }
}

/// The exit code of a subcommand's answer: 1 for a rolled test that failed, else 0.
pub fn exit_code(output: &Output) -> u8 {
    match output {
        Output::Report(r) => u8::try_from(r.exit_code()).unwrap_or(BAD_INPUT),
        _ => 0,
    }
}

/// The exit code of bad input, whose answer is one line on standard error.
pub const BAD_INPUT: u8 = 2;

/// Whether a parse frees its clap tree when done: a process about to exit leaves it to the
/// exit (a few percent of a one-line lookup); the page, which answers again and again, frees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lifetime {
    Process,
    Repeated,
}

/// Parses `argv` (program name first) and runs it. `Err` is the one line of bad input (without
/// the `warband: error: ` every caller prints before it).
pub fn drive(argv: &[OsString], host: &Host, lifetime: Lifetime) -> Result<Answer, String> {
    let parsed = match lifetime {
        Lifetime::Process => Cli::try_parse_process_args(argv),
        Lifetime::Repeated => Cli::try_parse_lazily_from(argv),
    };
    let cli = match parsed {
        Ok(cli) => cli,
        Err(ParseFailure::Environment(e)) => return Err(e),
        Err(ParseFailure::Clap(err)) => {
            return match err.kind() {
                ErrorKind::DisplayHelp => Ok(Answer::Help {
                    text: err.render(),
                    long: true,
                }),
                // Bare `warband`, `warband rules`, `warband roster`: nothing was asked wrongly,
                // and the answer to nothing is what can be asked: the short help, exit 0, as
                // cargo does. A multi-line help on stderr with exit 2 was neither an answer nor
                // the one-line error of bad input.
                ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    Ok(Answer::Help {
                        text: err.render(),
                        long: false,
                    })
                }
                _ => Err(crate::cli::error_line(&err, argv)),
            };
        }
    };
    let asked = crate::question::Asked {
        settings: cli.global.settings(argv),
        question: cli.command.question(),
    };
    let output = match generated(&asked) {
        Some(text) => text,
        None => cmd::run(&asked, argv, host),
    }
    .map_err(|e| e.to_string())?;
    Ok(Answer::Output {
        output,
        global: cli.global,
    })
}

/// The global options that mean nothing to a generated script or page (`completions`, `man`).
#[cfg(feature = "cli")]
const GENERATED_TEXT_REFUSES: &[&str] = &[
    "--roll",
    "--seed",
    "--format",
    "--json",
    "--rules",
    "--rules-file",
    "--color",
    "--brief",
    "-b",
];

/// The answer of `completions` and `man`, generated from the command line's tree; `None` for
/// any other question, which `cmd/` answers.
#[cfg(feature = "cli")]
fn generated(asked: &crate::question::Asked) -> Option<crate::error::Result<Output>> {
    use crate::question::Question;
    let refuse = |name| cmd::refuse_globals(&asked.settings, name, GENERATED_TEXT_REFUSES);
    let text = match &asked.question {
        Question::Completions(args) => {
            refuse("completions").map(|()| crate::cli::completion_script(args.shell))
        }
        Question::Man(args) => refuse("man").and_then(|()| match &args.dir {
            Some(dir) => crate::cli::install_man_pages(dir),
            None => crate::cli::man_page(args.subcommand.as_deref()),
        }),
        _ => return None,
    };
    Some(text.map(Output::Text))
}

/// Without the `cli` feature (the page) nothing is generated here.
#[cfg(not(feature = "cli"))]
fn generated(_: &crate::question::Asked) -> Option<crate::error::Result<Output>> {
    None
}

/// Whether a roll in `output` used `seed`, the host's fresh one (a roll given no `--seed`):
/// then a link or a log line that is to replay the same dice must carry it, whatever the
/// format shows of it.
pub fn rolled_with(output: &Output, seed: u64) -> bool {
    let report = |r: &crate::report::Report| r.roll.as_ref().is_some_and(|x| x.seed == seed);
    match output {
        Output::Report(r) => report(r),
        Output::Reports(reports) => reports.iter().any(report),
        Output::Comparison(compared) => compared.iter().any(|(_, r)| report(r)),
        _ => false,
    }
}
