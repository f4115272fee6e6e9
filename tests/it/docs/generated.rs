//! The checked-in shell completions (`completions/`) and man pages (`man/`) are generated from the
//! clap tree. These tests regenerate them in-process and compare byte for byte, so a change to
//! the command line that forgets to refresh them fails here, naming the file and the fix.
//!
//! To refresh them: `WARBAND_BLESS=1 cargo test --test it docs::generated` (the tests then
//! rewrite the files, and remove man pages of subcommands that no longer exist, instead of
//! failing).

use clap::CommandFactory;
use clap_complete::Shell;
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use warband::cli::Cli;

const REGENERATE: &str = "WARBAND_BLESS=1 cargo test --test it docs::generated";

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
        .filter_map(|&(shell, file)| check(file, &warband::cli::completion_script(shell)))
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
    let problems: Vec<String> = warband::cli::man_pages()
        .iter()
        .filter_map(|(name, roff)| check(&format!("man/{name}"), roff))
        .collect();
    report(&problems);
}

#[test]
fn there_is_a_man_page_for_the_top_and_every_subcommand() {
    let names: BTreeSet<String> = warband::cli::man_pages()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    // Walked here from the tree itself: every subcommand, and every nested command (`table
    // list`, `rules show`), less clap's own `help`.
    let mut expected: BTreeSet<String> = BTreeSet::new();
    expected.insert("warband.1".into());
    for sub in Cli::command().get_subcommands() {
        expected.insert(format!("warband-{}.1", sub.get_name()));
        for child in sub.get_subcommands().filter(|c| c.get_name() != "help") {
            expected.insert(format!("warband-{}-{}.1", sub.get_name(), child.get_name()));
        }
    }
    for nested in [
        "warband-table-list.1",
        "warband-table-show.1",
        "warband-rules-list.1",
        "warband-rules-show.1",
    ] {
        assert!(expected.contains(nested), "{nested}");
    }
    assert_eq!(names, expected);
}

/// The `.SH` headings of a page, unquoted.
fn sections(roff: &str) -> Vec<String> {
    roff.lines()
        .filter_map(|l| l.strip_prefix(".SH "))
        .map(|h| h.trim_matches('"').to_string())
        .collect()
}

#[test]
fn every_man_page_has_the_sections_a_man_page_has() {
    let pages = warband::cli::man_pages();
    let shipped: BTreeSet<String> = pages.iter().map(|(name, _)| name.clone()).collect();
    for (name, roff) in &pages {
        let roff = String::from_utf8(roff.clone()).expect("roff is UTF-8");
        let headings = sections(&roff);
        let mut at = 0;
        for wanted in [
            "NAME",
            "SYNOPSIS",
            "DESCRIPTION",
            "EXAMPLES",
            "EXIT STATUS",
            "ENVIRONMENT",
            "SEE ALSO",
        ] {
            let found = headings[at..].iter().position(|h| h == wanted);
            let found =
                found.unwrap_or_else(|| panic!("{name} has no {wanted} after {headings:?}"));
            at += found + 1;
        }
        assert!(
            !headings.iter().any(|h| h == "EXTRA"),
            "{name}: {headings:?}"
        );
        // SYNOPSIS is clap's usage, not every flag: `warband hit [OPTIONS] …`.
        let words = name.trim_end_matches(".1").replace('-', " ");
        let synopsis = roff
            .split(".SH SYNOPSIS\n.nf\n")
            .nth(1)
            .and_then(|rest| rest.split("\n.fi").next())
            .unwrap_or_else(|| panic!("{name}: no SYNOPSIS block"));
        let first = synopsis.lines().next().unwrap_or("").replace("\\-", "-");
        assert!(first.starts_with(&format!("{words} ")), "{name}: {first}");
        assert!(
            first.len() < 100,
            "{name}: a synopsis of every flag: {first}"
        );
        // The exit codes of DESIGN.md, and the variables warband reads.
        let exit = roff
            .split(".SH \"EXIT STATUS\"\n")
            .nth(1)
            .and_then(|rest| rest.split("\n.SH ").next())
            .unwrap_or_default();
        for code in ["0", "1", "2"] {
            assert!(
                exit.contains(&format!(".TP\n\\fB{code}\\fR\n")),
                "{name}: exit {code}"
            );
        }
        for variable in [
            "WARBAND_RULES",
            "WARBAND_FORMAT",
            "WARBAND_SEED",
            "NO_COLOR",
        ] {
            assert!(
                roff.contains(&format!("\\fB{variable}\\fR\n")),
                "{name}: {variable}"
            );
        }
        // SEE ALSO and the subcommand list name only pages that are shipped.
        for reference in referenced_pages(&roff) {
            assert!(
                shipped.contains(&format!("{reference}.1")),
                "{name} refers to {reference}(1), which is not in man/"
            );
        }
    }
}

/// Every `name(1)` a page mentions, hyphens unescaped, bold or not.
fn referenced_pages(roff: &str) -> Vec<String> {
    let plain = roff
        .replace("\\-", "-")
        .replace("\\fB", "")
        .replace("\\fR", "");
    plain
        .split("(1)")
        .filter_map(|before| {
            let name: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            name.starts_with("warband").then_some(name)
        })
        .collect()
}

#[test]
fn man_has_no_stale_pages() {
    let wanted: BTreeSet<String> = warband::cli::man_pages()
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
