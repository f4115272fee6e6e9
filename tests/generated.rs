//! The checked-in shell completions (`completions/`) and man pages (`man/`) are generated from the
//! clap tree. These tests regenerate them in-process and compare byte for byte, so a change to
//! the command line that forgets to refresh them fails here, naming the file and the fix.
//!
//! To refresh them: `WARBAND_BLESS=1 cargo test --test generated` (the tests then rewrite the
//! files, and remove man pages of subcommands that no longer exist, instead of failing).

use clap::CommandFactory;
use clap_complete::Shell;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use warband::cli::Cli;

const REGENERATE: &str = "WARBAND_BLESS=1 cargo test --test generated";

/// Each shell and its checked-in script (clap_complete's conventional file names).
const SHELLS: [(Shell, &str); 5] = [
    (Shell::Bash, "completions/warband.bash"),
    (Shell::Zsh, "completions/_warband"),
    (Shell::Fish, "completions/warband.fish"),
    (Shell::Elvish, "completions/warband.elv"),
    (Shell::PowerShell, "completions/_warband.ps1"),
];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn blessing() -> bool {
    std::env::var_os("WARBAND_BLESS").is_some_and(|v| v == "1")
}

/// The 1-based line where two texts first differ.
fn first_difference(a: &[u8], b: &[u8]) -> usize {
    let at = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    1 + a[..at].iter().filter(|&&c| c == b'\n').count()
}

/// Compares `relative` with what the code generates now; when blessing, rewrites it instead.
/// Returns the problem, if any, as one line naming the file.
fn check(relative: &str, generated: &[u8]) -> Option<String> {
    let path = repo().join(relative);
    let current = fs::read(&path).ok();
    if current.as_deref() == Some(generated) {
        return None;
    }
    if blessing() {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)
                .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        }
        fs::write(&path, generated).unwrap_or_else(|e| panic!("cannot write {relative}: {e}"));
        eprintln!("blessed {relative}");
        return None;
    }
    Some(match current {
        None => format!("{relative} is missing"),
        Some(old) => format!(
            "{relative} is out of date (first difference at line {})",
            first_difference(&old, generated)
        ),
    })
}

fn report(problems: &[String]) {
    assert!(
        problems.is_empty(),
        "generated files are stale:\n  {}\nregenerate them with:\n  {REGENERATE}\nand commit the result",
        problems.join("\n  ")
    );
}

#[test]
fn completion_scripts_are_up_to_date() {
    let problems: Vec<String> = SHELLS
        .iter()
        .filter_map(|&(shell, file)| check(file, &warband::cmd::completion_script(shell)))
        .collect();
    report(&problems);
}

#[test]
fn completion_file_names_are_clap_completes() {
    use clap_complete::Generator;
    for (shell, file) in SHELLS {
        assert_eq!(
            file,
            format!("completions/{}", shell.file_name("warband")),
            "{shell}"
        );
    }
}

#[test]
fn man_pages_are_up_to_date() {
    let problems: Vec<String> = warband::cmd::man_pages()
        .iter()
        .filter_map(|(name, roff)| check(&format!("man/{name}"), roff))
        .collect();
    report(&problems);
}

#[test]
fn there_is_a_man_page_for_the_top_and_every_subcommand() {
    let names: BTreeSet<String> = warband::cmd::man_pages()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let mut expected: BTreeSet<String> = Cli::command()
        .get_subcommands()
        .map(|sub| format!("warband-{}.1", sub.get_name()))
        .collect();
    expected.insert("warband.1".into());
    assert_eq!(names, expected);
}

#[test]
fn man_has_no_stale_pages() {
    let wanted: BTreeSet<String> = warband::cmd::man_pages()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let dir = repo().join("man");
    let Ok(entries) = fs::read_dir(&dir) else {
        // No man/ at all: man_pages_are_up_to_date names every missing page.
        return;
    };
    let mut stale = Vec::new();
    let mut foreign = Vec::new();
    for entry in entries {
        let entry = entry.expect("listing man/");
        let name = entry.file_name().to_string_lossy().into_owned();
        if wanted.contains(&name) {
            continue;
        }
        if !name.ends_with(".1") {
            foreign.push(format!("man/{name}"));
        } else if blessing() {
            remove(&entry.path());
            eprintln!("removed stale man/{name}");
        } else {
            stale.push(format!(
                "man/{name} is stale: no subcommand generates it any more"
            ));
        }
    }
    assert!(
        foreign.is_empty(),
        "man/ holds only generated pages; remove by hand: {}",
        foreign.join(", ")
    );
    report(&stale);
}

fn remove(path: &Path) {
    fs::remove_file(path).unwrap_or_else(|e| panic!("cannot remove {}: {e}", path.display()));
}
