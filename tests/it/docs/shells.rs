//! The completion scripts load in their shells: each generated script is parsed (`bash -n`,
//! `zsh -n`, `fish --no-execute`) and then sourced, and must print nothing while loading (fish
//! once expanded a `$(...)` in a help text when loading its script). A shell that is not
//! installed is skipped with a note: `.ci/run` installs bash-completion, zsh and fish where it
//! can. Where fish is there, it also asks for real completions (`complete -C`), so a value
//! list (`--rules <TAB>`) is checked end to end.
//!
//! That no help text can expand is also checked without any shell, on the clap tree itself.

use clap::CommandFactory;
use clap_complete::Shell;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use warband::cli::Cli;

/// The bash-completion library, where Debian puts it.
const BASH_COMPLETION: &str = "/usr/share/bash-completion/bash_completion";

/// Whether `shell` runs here; if not, prints why the test is skipped.
fn installed(shell: &str) -> bool {
    let ok = Command::new(shell)
        .args(["-c", "true"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        println!("note: {shell} is not installed: skipping its completion test");
    }
    ok
}

/// A directory of this test's own, empty: the shells' HOME and XDG dirs, and the script.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("warband-shells-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("creating a scratch directory");
    dir
}

/// The script for `shell`, as `warband completions` prints it, written into `dir`.
fn script(shell: Shell, dir: &Path) -> PathBuf {
    use clap_complete::Generator;
    let path = dir.join(shell.file_name("warband"));
    std::fs::write(&path, warband::cli::completion_script(shell)).expect("writing the script");
    path
}

/// Runs `program args` with HOME and the XDG dirs in `dir`, so no user configuration is read
/// and nothing is written outside it.
fn run(program: &str, args: &[&str], dir: &Path) -> Output {
    Command::new(program)
        .args(args)
        .env("HOME", dir)
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .env_remove("ZDOTDIR")
        .env_remove("BASH_ENV")
        .env_remove("ENV")
        .output()
        .unwrap_or_else(|e| panic!("running {program}: {e}"))
}

/// Asserts that a run succeeded without a word on stderr; returns its stdout.
fn quiet_success(what: &str, out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.trim().is_empty(),
        "{what}: {}\nstderr:\n{stderr}\nstdout:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn bash_parses_and_loads_the_script() {
    if !installed("bash") {
        return;
    }
    let dir = scratch("bash");
    let file = script(Shell::Bash, &dir);
    let file = file.to_str().expect("a UTF-8 temp path");
    quiet_success("bash -n", &run("bash", &["-n", file], &dir));
    // With bash-completion where it is installed (as a user's interactive bash has it), and
    // without it otherwise: clap's script needs only bash's own `complete`.
    let library = if Path::new(BASH_COMPLETION).exists() {
        format!("source {BASH_COMPLETION}; ")
    } else {
        println!("note: bash-completion is not installed: loading the script without it");
        String::new()
    };
    let load = format!("{library}source '{file}' && complete -p warband");
    let out = quiet_success(
        "loading the bash script",
        &run("bash", &["--norc", "--noprofile", "-c", &load], &dir),
    );
    // `complete -p` prints the registration: the script's function completes `warband`.
    assert!(
        out.contains("-F _warband") && out.trim_end().ends_with(" warband"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn zsh_parses_and_loads_the_script() {
    if !installed("zsh") {
        return;
    }
    let dir = scratch("zsh");
    let file = script(Shell::Zsh, &dir);
    let file = file.to_str().expect("a UTF-8 temp path");
    quiet_success("zsh -n", &run("zsh", &["-n", file], &dir));
    // Sourced after compinit, the script registers itself with compdef (-D: no dump file).
    let load = format!(
        "autoload -Uz compinit && compinit -D -u && source '{file}' && print -r -- $_comps[warband]"
    );
    let out = quiet_success(
        "loading the zsh script",
        &run("zsh", &["-f", "-c", &load], &dir),
    );
    assert_eq!(out.trim(), "_warband");
    let _ = std::fs::remove_dir_all(&dir);
}

/// zsh's completions of `line` and a TAB, in an interactive zsh on a pseudo-terminal (zsh's
/// own `zpty`) with the script in its `fpath` and warband on its `PATH`: what it lists, escape
/// sequences removed.
fn zsh_completions(line: &str, dir: &Path) -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_warband"))
        .parent()
        .expect("the binary's directory");
    // LISTMAX: list every match without asking first (zsh asks above 100, and `warband table `
    // offers about that many tables, subcommands and flags).
    let script = format!(
        r#"zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z 'PS1="> "; fpath=({dir} $fpath); path=({bin} $path); autoload -Uz compinit; compinit -D -u; setopt no_beep; LISTMAX=10000; print READY'
zpty -r z out '*READY*'
zpty -w -n z $'{line}	'
sleep 2
all=""
while zpty -rt z chunk; do all+=$chunk; done
zpty -d z
print -r -- "$all""#,
        dir = dir.display(),
        bin = bin.display(),
    );
    let out = run("zsh", &["-f", "-c", &script], dir);
    let text = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    // ESC [ … letter: colours and cursor moves.
    let mut plain = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    plain
}

#[test]
fn zsh_completes_table_names_after_table_show() {
    if !installed("zsh") {
        return;
    }
    let dir = scratch("zsh-complete");
    script(Shell::Zsh, &dir);
    // clap's script took `show` for a table's name and offered the subcommands again.
    let shown = zsh_completions("warband table show ", &dir);
    assert!(
        shown.contains("serious-injury") && !shown.contains("List every built-in table"),
        "{shown}"
    );
    // The first word after `table` is a subcommand or a table.
    let first = zsh_completions("warband table ", &dir);
    assert!(
        first.contains("serious-injury") && first.contains("show"),
        "{first}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// fish's completions of the command line `line` (as `complete -C` gives them: value, tab,
/// description), with the script loaded.
fn fish_completions(line: &str, file: &str, dir: &Path) -> Vec<String> {
    let command = format!("source '{file}'; and complete -C '{line}'");
    let out = quiet_success(
        &format!("fish completing '{line}'"),
        &run("fish", &["--no-config", "-c", &command], dir),
    );
    out.lines()
        .map(|l| l.split('\t').next().unwrap_or("").to_string())
        .collect()
}

#[test]
fn fish_parses_and_loads_the_script_and_completes_values() {
    if !installed("fish") {
        return;
    }
    let dir = scratch("fish");
    let file = script(Shell::Fish, &dir);
    let file = file.to_str().expect("a UTF-8 temp path");
    quiet_success(
        "fish --no-execute",
        &run("fish", &["--no-config", "--no-execute", file], &dir),
    );
    // Loading runs every `complete` line: a help text with `$(...)` in double quotes would
    // have fish run a command here, and complain on stderr.
    let load = format!("source '{file}'; and complete -c warband | count");
    let out = quiet_success(
        "loading the fish script",
        &run("fish", &["--no-config", "-c", &load], &dir),
    );
    let lines: usize = out.trim().parse().expect("a count");
    assert!(lines > 100, "only {lines} completions registered");

    // The subcommands, and the output formats with their help intact.
    let subcommands = fish_completions("warband ", file, &dir);
    for name in ["hit", "odds", "duel", "table", "rules", "man"] {
        assert!(subcommands.iter().any(|s| s == name), "{subcommands:?}");
    }
    // fish sorts what it offers.
    let sorted = |line: &str| {
        let mut got = fish_completions(line, file, &dir);
        got.sort();
        got
    };
    assert_eq!(
        sorted("warband hit --format "),
        ["csv", "decimal", "json", "plain", "table"]
    );

    // The values of issue 14, each list written out from the rules (RULES.md): the five
    // built-in rulesets; the armour suits (light 6+, heavy 5+, gromril 4+) and none; the club's
    // five critical tables (§2.12); the duel's sides; the parries (§1.8).
    let rulesets = [
        "czarne-wrota",
        "mordheim",
        "mordheim-club",
        "skirmish",
        "wfb",
    ];
    // Before the subcommand too: clap_complete's fish script read the unfinished option as an
    // error there and offered files.
    assert_eq!(sorted("warband --rules "), rulesets);
    assert_eq!(sorted("warband --color auto --rules "), rulesets);
    assert_eq!(sorted("warband hit --rules "), rulesets);
    assert_eq!(sorted("warband rules show "), rulesets);
    let armour = ["gromril", "heavy", "light", "none"];
    assert_eq!(sorted("warband save --armour "), armour);
    assert_eq!(sorted("warband odds --armour "), armour);
    assert_eq!(sorted("warband duel --a-armour "), armour);
    let classes = ["crushing", "cutting", "long", "missile", "unarmed"];
    assert_eq!(sorted("warband crit --class "), classes);
    assert_eq!(sorted("warband odds --crit-class "), classes);
    assert_eq!(sorted("warband save --crit-class "), classes);
    assert_eq!(
        sorted("warband odds --parry "),
        ["buckler", "none", "sword", "sword+buckler", "sword+sword"]
    );
    assert_eq!(sorted("warband duel --charger "), ["a", "b", "none"]);
    // Weapons of every ruleset: core Mordheim's (§7.2–7.3) and WFB's (seed 002 §8).
    for line in [
        "warband odds --weapon ",
        "warband odds --offhand ",
        "warband odds --target-weapon ",
        "warband save --target-weapon ",
        "warband duel --a-weapon ",
        "warband duel --b-offhand ",
    ] {
        let weapons = sorted(line);
        for id in [
            "sword",
            "axe",
            "mace",
            "spear",
            "double-handed",
            "bow",
            "crossbow",
            "dagger",
        ] {
            assert!(weapons.iter().any(|w| w == id), "{line}: {weapons:?}");
        }
    }
    // Built-in tables of every ruleset (`warband table list`), beside `list` and `show`.
    let tables = sorted("warband table ");
    for name in [
        "list",
        "show",
        "injury",
        "serious-injury",
        "prr",
        "musician",
        "critical-long",
    ] {
        assert!(tables.iter().any(|t| t == name), "{tables:?}");
    }
    // Every man page: the subcommands and the nested commands' pages.
    let pages = sorted("warband man ");
    for page in ["hit", "odds", "duel", "table", "table-list", "rules-show"] {
        assert!(pages.iter().any(|p| p == page), "{pages:?}");
    }
    let shown = sorted("warband table show ");
    assert!(shown.iter().any(|t| t == "serious-injury"), "{shown:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A completed list is only a hint where other values are good: a save such as 5+, and a
/// weapon that is no built-in's reaches warband's own check (which names the weapons), not
/// clap's "invalid value".
#[test]
fn completed_lists_refuse_nothing() {
    let warband = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_warband"))
            .args(args)
            .output()
            .expect("running warband")
    };
    let out = warband(&["save", "--armour", "5+", "--format", "plain"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = warband(&[
        "odds", "--ws", "4", "--vs", "3", "--t", "3", "--weapon", "plasma",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("plasma") && !stderr.contains("invalid value"),
        "{stderr}"
    );
}

/// fish puts a possible value's help inside double quotes, where `$` and `\` are special and `"`
/// ends the string; zsh and the others quote it too. No help text needs them.
#[test]
fn no_possible_value_help_has_shell_specials() {
    fn walk(command: &clap::Command, path: &str, bad: &mut Vec<String>) {
        for arg in command.get_arguments() {
            for value in arg.get_possible_values() {
                let help = value
                    .get_help()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                let text = format!("{} {help}", value.get_name());
                if text.contains(['$', '"', '\\', '`']) {
                    bad.push(format!("{path} --{}: {text}", arg.get_id()));
                }
            }
        }
        for sub in command.get_subcommands() {
            walk(sub, &format!("{path} {}", sub.get_name()), bad);
        }
    }
    let mut bad = Vec::new();
    let mut root = Cli::command();
    root.build();
    walk(&root, "warband", &mut bad);
    assert!(bad.is_empty(), "{bad:#?}");
}
