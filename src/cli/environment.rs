//! The environment variables warband reads (WARBAND_RULES, WARBAND_FORMAT, WARBAND_STYLE,
//! WARBAND_SEED): the command line beats them, an empty one counts as unset, and a bad one that
//! is not overridden is refused in one line that names the variable (clap alone would read a bad
//! variable even under `--format json`, and name only the option).

use crate::render::{Format, Style};
use crate::rules::RulesetId;
use clap::ValueEnum;
use std::ffi::OsString;

/// Each variable, the clap argument (id) it sets, and the options on the command line that
/// override it (`--json` and `--brief` override the format too).
const VARIABLES: [(&str, &str, &[&str]); 4] = [
    ("WARBAND_RULES", "rules", &["--rules"]),
    (
        "WARBAND_FORMAT",
        "format",
        &["--format", "--json", "--brief", "-b"],
    ),
    ("WARBAND_STYLE", "style", &["--style"]),
    ("WARBAND_SEED", "seed", &["--seed"]),
];

/// Whether `argv` gives one of `flags` (as `--flag`, `--flag value` or `--flag=value`) before
/// a `--` that ends the options.
pub(crate) fn on_command_line(argv: &[OsString], flags: &[&str]) -> bool {
    argv.iter()
        .skip(1)
        .map(|a| a.to_string_lossy())
        .take_while(|a| a != "--")
        .any(|a| {
            flags
                .iter()
                .any(|f| a == *f || a.strip_prefix(f).is_some_and(|rest| rest.starts_with('=')))
        })
}

fn ruleset_names() -> String {
    RulesetId::ALL
        .iter()
        .map(|id| id.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks a variable's value the way its option would be checked.
fn check(name: &str, value: &str) -> Result<(), String> {
    // The value is quoted with its control characters escaped: a newline in it must not make
    // the error two lines.
    let shown = crate::error::printable(value);
    match name {
        "WARBAND_RULES" => value
            .parse::<RulesetId>()
            .map(drop)
            .map_err(|_| format!("unknown ruleset '{shown}' (known: {})", ruleset_names())),
        "WARBAND_FORMAT" => Format::from_str(value, false).map(drop).map_err(|_| {
            format!("unknown format '{shown}' (use table, plain, decimal, json or csv)")
        }),
        "WARBAND_STYLE" => Style::from_str(value, false)
            .map(drop)
            .map_err(|_| format!("unknown style '{shown}' (use auto, unicode or ascii)")),
        _ => value
            .parse::<u64>()
            .map(drop)
            .map_err(|_| format!("'{shown}' is not a seed (a whole number from 0 to 2^64-1)")),
    }
}

/// The command with every variable that must not be read detached from its argument: empty,
/// or overridden on the command line. A variable still read is checked first.
///
/// # Errors
/// One line naming the variable, when one that would be read is bad.
pub fn apply(
    mut command: clap::Command,
    argv: &[OsString],
    lookup: impl Fn(&str) -> Option<OsString>,
) -> Result<clap::Command, String> {
    for (name, id, flags) in VARIABLES {
        let value = lookup(name).filter(|v| !v.is_empty());
        let read = value.is_some() && !on_command_line(argv, flags);
        if let (true, Some(value)) = (read, &value) {
            let option = flags[0];
            let text = value.to_str().ok_or_else(|| {
                format!(
                    "environment variable {name} is not UTF-8 text (unset it, or give {option})"
                )
            })?;
            check(name, text).map_err(|why| {
                format!("environment variable {name}: {why} (unset it, or give {option} on the command line)")
            })?;
        } else {
            command = command.mut_arg(id, |a| {
                a.env(clap::builder::Resettable::<clap::builder::OsStr>::Reset)
            });
        }
    }
    Ok(command)
}

/// Whether the user chose the ruleset: `--rules` on the command line, or `WARBAND_RULES`.
pub fn rules_chosen(argv: &[OsString]) -> bool {
    on_command_line(argv, &["--rules"])
        || std::env::var_os("WARBAND_RULES").is_some_and(|v| !v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{CommandFactory, FromArgMatches};

    fn parse(argv: &[&str], env: &[(&str, &str)]) -> Result<crate::cli::Cli, String> {
        let argv: Vec<OsString> = argv.iter().map(OsString::from).collect();
        let lookup = |name: &str| {
            env.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        };
        let command = apply(crate::cli::Cli::command(), &argv, lookup)?;
        let matches = command
            .try_get_matches_from(&argv)
            .map_err(|e| e.to_string())?;
        crate::cli::Cli::from_arg_matches(&matches).map_err(|e| e.to_string())
    }

    #[test]
    fn the_command_line_beats_the_environment() {
        let hit = ["warband", "hit", "--ws", "4", "--vs", "3"];
        let with = |extra: &[&'static str]| [&hit[..], extra].concat();
        let cli = parse(&with(&["--json"]), &[("WARBAND_FORMAT", "bogus")]).unwrap();
        assert_eq!(cli.global.format(), Format::Json);
        let cli = parse(&with(&["--format=csv"]), &[("WARBAND_FORMAT", "bogus")]).unwrap();
        assert_eq!(cli.global.format(), Format::Csv);
        let cli = parse(&with(&["--seed", "3"]), &[("WARBAND_SEED", "abc")]).unwrap();
        assert_eq!(cli.global.seed, Some(3));
        let argv = ["warband", "--rules", "wfb", "hit", "--bs", "3"];
        let cli = parse(&argv, &[("WARBAND_RULES", "bogus")]).unwrap();
        assert_eq!(cli.global.rules, RulesetId::Wfb);
        // That a variable which is not overridden is still read is clap's own `env`, tested
        // through the binary (tests/it/contract/cli.rs, tests/it/hostile/inputs.rs): this
        // lookup is not the process's.
    }

    #[test]
    fn an_empty_variable_is_unset() {
        let hit = ["warband", "hit", "--ws", "4", "--vs", "3"];
        let empty = [
            ("WARBAND_RULES", ""),
            ("WARBAND_FORMAT", ""),
            ("WARBAND_SEED", ""),
        ];
        let cli = parse(&hit, &empty).unwrap();
        assert_eq!(cli.global.rules, RulesetId::Mordheim);
        assert_eq!(cli.global.format(), Format::Table);
        assert_eq!(cli.global.seed, None);
    }

    #[test]
    fn a_bad_variable_that_is_read_is_named() {
        let hit = ["warband", "hit", "--ws", "4", "--vs", "3"];
        for (var, value, expected) in [
            (
                "WARBAND_FORMAT",
                "bogus",
                "environment variable WARBAND_FORMAT: unknown format 'bogus'",
            ),
            (
                "WARBAND_SEED",
                "abc",
                "environment variable WARBAND_SEED: 'abc' is not a seed",
            ),
            (
                "WARBAND_RULES",
                "bogus",
                "environment variable WARBAND_RULES: unknown ruleset 'bogus'",
            ),
        ] {
            let e = parse(&hit, &[(var, value)]).map(drop).unwrap_err();
            assert!(e.starts_with(expected), "{e}");
            assert!(!e.contains('\n'), "{e}");
        }
        // An option value that only looks like the flag does not count as giving it.
        assert!(!on_command_line(
            &["warband".into(), "--formats".into()],
            &["--format"]
        ));
        assert!(!on_command_line(
            &["warband".into(), "--".into(), "--seed".into()],
            &["--seed"]
        ));
    }
}
