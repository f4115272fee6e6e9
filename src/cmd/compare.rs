//! `--compare`: one more match-up built from the command line with the comparisons removed and
//! the compared flags appended, so that they add to or override what was given.

use super::Context;
use crate::cli::{Cli, Command};
use crate::error::{Result, UserError};
use clap::Parser;

/// The command and context of one `--compare FLAGS`; `example` shows good flags in the hint.
pub fn reparse(argv: &[String], flags: &str, example: &str) -> Result<(Command, Context)> {
    let mut tokens = Vec::new();
    let mut skip = false;
    for t in argv {
        if skip {
            skip = false;
            continue;
        }
        if t == "--compare" {
            skip = true;
            continue;
        }
        if t.starts_with("--compare=") {
            continue;
        }
        tokens.push(t.clone());
    }
    tokens.extend(flags.split_whitespace().map(str::to_string));
    let cli = Cli::try_parse_from(&tokens).map_err(|e| {
        let first = e
            .render()
            .to_string()
            .lines()
            .next()
            .unwrap_or("invalid flags")
            .trim_start_matches("error: ")
            .to_string();
        UserError::new(format!("--compare '{flags}': {first}")).hint(format!(
            "give flags of this subcommand, e.g. --compare '{example}'"
        ))
    })?;
    // A loadout may change global options too (`--compare '--rules wfb'`).
    let cx = Context {
        ruleset: crate::rules::load(cli.global.rules, cli.global.rules_file.as_deref())?,
        roll: cli.global.roll,
        seed: cli.global.seed,
    };
    Ok((cli.command, cx))
}
