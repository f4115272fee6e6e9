//! Nothing under `tests/` is silently left out: with `autotests = false` cargo compiles only
//! what a `mod` line reaches from `tests/it/main.rs`, so a test file nobody declared would never
//! run. Every `.rs` file under `tests/` must be reachable from it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The files a module file declares with `mod name;` (not inline `mod name { … }`), by Rust's
/// rules: beside `main.rs` and `mod.rs`, else in the folder named after the file.
fn declared(file: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(file).unwrap();
    let stem = file.file_stem().unwrap();
    let dir = file.parent().unwrap();
    let children = if stem == "main" || stem == "mod" {
        dir.to_path_buf()
    } else {
        dir.join(stem)
    };
    text.lines()
        .map(str::trim)
        .filter_map(|line| {
            let line = line
                .strip_prefix("pub(crate) ")
                .or_else(|| line.strip_prefix("pub "))
                .unwrap_or(line);
            line.strip_prefix("mod ")?.strip_suffix(';')
        })
        .map(|name| {
            let flat = children.join(format!("{name}.rs"));
            if flat.exists() {
                flat
            } else {
                children.join(name).join("mod.rs")
            }
        })
        .collect()
}

fn rust_files(dir: &Path, found: &mut BTreeSet<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.insert(path);
        }
    }
}

#[test]
fn every_rust_file_under_tests_is_reached_from_the_test_crate() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut reached = BTreeSet::new();
    let mut pending = vec![tests.join("it/main.rs")];
    while let Some(file) = pending.pop() {
        assert!(file.exists(), "{} is declared but missing", file.display());
        if reached.insert(file.clone()) {
            pending.extend(declared(&file));
        }
    }
    let mut on_disk = BTreeSet::new();
    rust_files(&tests, &mut on_disk);
    let left_out: Vec<_> = on_disk.difference(&reached).collect();
    assert!(
        left_out.is_empty(),
        "not compiled into the test crate (add a `mod` line to tests/it/main.rs or a topic's \
         mod.rs): {left_out:?}"
    );
    // The walk itself found the crate: its root, a topic and a shared helper.
    for file in ["it/main.rs", "it/odds/cli.rs", "it/common/chi2.rs"] {
        assert!(reached.contains(&tests.join(file)), "{file} not reached");
    }
}

/// Where proptest keeps a module's saved failing cases: the crate root's folder (`tests/it`,
/// it holds `main.rs`) gives way to `tests/proptest-regressions`, and the module's path below
/// it ends in `.txt` (`FileFailurePersistence::SourceParallel`, proptest's default). A file
/// anywhere else is never read, so its cases would silently stop being replayed.
fn regressions_file_of(module: &Path, tests: &Path) -> PathBuf {
    let below = module.strip_prefix(tests.join("it")).unwrap();
    tests
        .join("proptest-regressions")
        .join(below)
        .with_extension("txt")
}

#[test]
fn saved_proptest_cases_sit_where_proptest_reads_them() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut modules = BTreeSet::new();
    rust_files(&tests.join("it"), &mut modules);
    let read: BTreeSet<PathBuf> = modules
        .iter()
        .map(|m| regressions_file_of(m, &tests))
        .collect();
    let mut saved = Vec::new();
    let mut stack = vec![tests.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.to_string_lossy().contains("proptest-regressions") {
                saved.push(path);
            }
        }
    }
    let unread: Vec<_> = saved.iter().filter(|f| !read.contains(*f)).collect();
    assert!(
        unread.is_empty(),
        "saved proptest cases proptest never reads (move each to \
         tests/proptest-regressions/<module path>.txt): {unread:?}"
    );
    // The mapping itself, on a module that has saved cases.
    assert_eq!(
        regressions_file_of(&tests.join("it/hostile/fuzz.rs"), &tests),
        tests.join("proptest-regressions/hostile/fuzz.txt")
    );
    assert!(!saved.is_empty(), "the saved cases were not found at all");
}

/// The names a line takes from `crate::cli::`: `crate::cli::a::b(…)` gives `a::b`, and
/// `use crate::cli::{a, b};` gives `a` and `b`.
fn taken_from_cli(line: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in line.match_indices("crate::cli::") {
        let rest = &line[at + "crate::cli::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            names.extend(group.split(',').map(|n| n.trim().to_string()));
        } else {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            names.push(rest[..end].trim_end_matches(':').to_string());
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

/// `src/cmd/` answers the plain questions of `src/question/`, built from the same declarations
/// as clap's flags, and parses a `--compare` or an `--attacker`'s kit through the parsers the
/// host supplies (`question::Parsers`): it names nothing of `src/cli/` and no clap (issue 37).
#[test]
fn cmd_answers_plain_questions_and_takes_nothing_from_the_command_line_parser() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = BTreeSet::new();
    rust_files(&root.join("src/cmd"), &mut files);
    assert!(files.len() > 20, "src/cmd/ was not read: {files:?}");
    let mut wrong = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            let place = format!("{}:{}", file.strip_prefix(root).unwrap().display(), n + 1);
            if code.starts_with("use clap") || code.contains(" clap::") || code.contains("(clap::")
            {
                wrong.push(format!("{place}: clap itself: {code}"));
            }
            for name in taken_from_cli(code) {
                wrong.push(format!("{place}: crate::cli::{name}"));
            }
            if code.starts_with("use crate::cli") || code.starts_with("use crate::{cli") {
                wrong.push(format!("{place}: {code}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "src/cmd/ reads clap's side:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_cli_names_taken_are_read_off_the_line() {
    assert_eq!(
        taken_from_cli("use crate::cli::{attacker_kit, parse_profile};"),
        ["attacker_kit", "parse_profile"]
    );
    assert_eq!(
        taken_from_cli("let a = crate::cli::ask(&tokens).map_err(|f| x)?;"),
        ["ask"]
    );
    assert_eq!(
        taken_from_cli("crate::cli::environment::rules_chosen(argv),"),
        ["environment::rules_chosen"]
    );
    assert_eq!(taken_from_cli("use crate::cli::OddsArgs;"), ["OddsArgs"]);
}
