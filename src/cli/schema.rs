//! A subcommand's options as data, read off the one clap tree: what a form needs to ask every
//! question the command line can (the browser page draws its forms from it and keeps no list of
//! flags of its own). Each option's name, value kind, choices (this ruleset's weapons, armour,
//! tables …), default, help, group (its `--help` heading) and conflicts come from the flag's
//! own declaration, so a new flag reaches the page with no further edit.

use super::parse::Vocabulary;
use super::{SUBCOMMANDS, built, root};
use crate::rules::RulesetId;
use clap::ArgAction;
use serde_json::{Value, json};

/// The heading of the options declared without one (clap's own).
const UNGROUPED: &str = "Options";

/// The subcommands, in the order `--help` lists them: `[{name, about}]`.
pub fn list() -> Value {
    Value::Array(
        SUBCOMMANDS
            .iter()
            .map(|listed| json!({ "name": listed.name, "about": listed.about }))
            .collect(),
    )
}

/// The schema of subcommand `name` in `ruleset`, or `None` when there is no such subcommand.
///
/// Each option: `file` (its value names a file), `flag` (the long name with its dashes, else the short; empty for a
/// positional), `id`, `short`, `aliases`, `help`, `value_name`, `kind` (`switch`: a flag
/// without a value; `value`; `positional`), `repeat` (may be given more than once), `required`,
/// `default`, `choices` (`null`: any text; else the values it takes, this ruleset's where the
/// value is one of its names), `open` (whether a value outside `choices` is taken too, as `5+`
/// for an armour), `conflicts` (the `id`s of the options it cannot be given with).
pub fn of(name: &str, ruleset: RulesetId) -> Option<Value> {
    let listed = SUBCOMMANDS.iter().find(|listed| listed.name == name)?;
    let command = built(listed);
    let mut groups: Vec<(String, Vec<Value>)> = Vec::new();
    for arg in command.get_arguments() {
        if is_builtin(arg) || arg.is_hide_set() {
            continue;
        }
        let heading = arg.get_help_heading().unwrap_or(UNGROUPED).to_string();
        let option = option(&command, arg, ruleset);
        match groups.iter_mut().find(|(name, _)| *name == heading) {
            Some((_, options)) => options.push(option),
            None => groups.push((heading, vec![option])),
        }
    }
    let root = root();
    let global: Vec<Value> = root
        .get_arguments()
        .filter(|arg| !is_builtin(arg) && !arg.is_hide_set())
        .map(|arg| option(&root, arg, ruleset))
        .collect();
    Some(json!({
        "name": listed.name,
        "about": listed.about,
        "rules": ruleset.to_string(),
        "groups": groups
            .into_iter()
            .map(|(name, options)| json!({ "name": name, "options": options }))
            .collect::<Vec<_>>(),
        "global": global,
        "examples": examples(&command),
    }))
}

/// clap's own `--help` and `--version`, which ask nothing.
fn is_builtin(arg: &clap::Arg) -> bool {
    matches!(
        arg.get_action(),
        ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version
    )
}

fn option(command: &clap::Command, arg: &clap::Arg, ruleset: RulesetId) -> Value {
    let flag = match (arg.get_long(), arg.get_short()) {
        (Some(long), _) => format!("--{long}"),
        (None, Some(short)) => format!("-{short}"),
        (None, None) => String::new(),
    };
    let kind = if arg.is_positional() {
        "positional"
    } else if matches!(arg.get_action(), ArgAction::SetTrue | ArgAction::Count) {
        "switch"
    } else {
        "value"
    };
    let possible = arg.get_possible_values();
    // A vocabulary of names (weapons, armour, tables …) is this ruleset's, and open: a rules
    // file may add its own. Any other list of values (a `ValueEnum`) is closed.
    let vocabulary = Vocabulary::EVERY
        .into_iter()
        .find(|words| !possible.is_empty() && words.names(None) == names(&possible));
    let choices = match (kind, vocabulary) {
        ("switch", _) => Value::Null,
        (_, Some(words)) => json!(words.names(Some(ruleset))),
        _ if possible.is_empty() => Value::Null,
        _ => json!(names(&possible)),
    };
    let aliases: Vec<String> = arg
        .get_visible_aliases()
        .into_iter()
        .flatten()
        .map(|alias| format!("--{alias}"))
        .chain(
            arg.get_visible_short_aliases()
                .into_iter()
                .flatten()
                .map(|short| format!("-{short}")),
        )
        .collect();
    let default: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    // clap takes a conflict declared on either flag as a conflict of both.
    let declared = command.get_arg_conflicts_with(arg);
    let conflicts: Vec<String> = command
        .get_arguments()
        .filter(|other| {
            declared.iter().any(|d| d.get_id() == other.get_id())
                || command
                    .get_arg_conflicts_with(other)
                    .iter()
                    .any(|d| d.get_id() == arg.get_id())
        })
        .map(|other| other.get_id().to_string())
        .collect();
    json!({
        "flag": flag,
        "number": kind != "switch" && is_whole_number(arg),
        "file": kind != "switch" && arg.get_value_parser().type_id() == std::any::TypeId::of::<std::path::PathBuf>(),
        "id": arg.get_id().as_str(),
        "short": arg.get_short().map(|c| format!("-{c}")),
        "aliases": aliases,
        "help": arg.get_help().map(ToString::to_string).unwrap_or_default(),
        "value_name": (kind != "switch")
            .then(|| arg.get_value_names().and_then(|names| names.first()))
            .flatten()
            .map(ToString::to_string),
        "kind": kind,
        "repeat": matches!(arg.get_action(), ArgAction::Append),
        "required": arg.is_required_set(),
        "default": default.first(),
        "choices": choices,
        "open": vocabulary.is_some(),
        "conflicts": conflicts,
    })
}

/// Whether the flag's value is a whole number (a stepper in a form).
fn is_whole_number(arg: &clap::Arg) -> bool {
    use std::any::TypeId;
    let parsed = arg.get_value_parser().type_id();
    [
        TypeId::of::<u8>(),
        TypeId::of::<u16>(),
        TypeId::of::<u32>(),
        TypeId::of::<u64>(),
        TypeId::of::<usize>(),
        TypeId::of::<i8>(),
        TypeId::of::<i16>(),
        TypeId::of::<i32>(),
        TypeId::of::<i64>(),
    ]
    .into_iter()
    .any(|whole| parsed == whole)
}

fn names(possible: &[clap::builder::PossibleValue]) -> Vec<String> {
    possible
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_string())
        .collect()
}

/// The command lines of a subcommand's `--help` examples, without the leading `warband`: those
/// of the subcommand itself (not a pipeline that starts with another), each starting with its
/// name (`--rules mordheim-club spell soulfire` is `spell soulfire --rules mordheim-club`).
fn examples(command: &clap::Command) -> Vec<String> {
    let name = command.get_name();
    let after = command
        .get_after_help()
        .map(ToString::to_string)
        .unwrap_or_default();
    after
        .lines()
        .skip_while(|line| line.trim() != "Examples:")
        .skip(1)
        .filter_map(|line| line.trim().strip_prefix("warband "))
        .filter_map(|line| {
            if line.split(' ').next() == Some(name) {
                return Some(line.to_string());
            }
            // Global options first: they go after the subcommand's own words.
            let (globals, rest) = line.split_once(&format!(" {name} "))?;
            globals
                .starts_with("--")
                .then(|| format!("{name} {rest} {globals}"))
        })
        .collect()
}
