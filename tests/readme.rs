//! The README's examples are real: every `$ warband …` line of a ```console block is run and its
//! output must be the lines shown under it. Skipped, and only these: blocks that say they are
//! trimmed (a `…` line), rolls without a seed, commands that read a file the README makes in a
//! shell snippet, `jq` pipelines where jq is not installed, and the benchmark scripts.

mod common;

use std::path::Path;
use std::process::Command;

struct Example {
    command: String,
    output: String,
}

fn examples(readme: &str) -> Vec<Example> {
    let mut out = Vec::new();
    let mut rest = readme;
    while let Some(start) = rest.find("```console\n") {
        let body = &rest[start + "```console\n".len()..];
        let end = body.find("```").expect("a closed console block");
        let mut current: Option<Example> = None;
        for line in body[..end].lines() {
            if let Some(cmd) = line.strip_prefix("$ ") {
                out.extend(current.take());
                current = Some(Example {
                    command: cmd.to_string(),
                    output: String::new(),
                });
            } else if let Some(e) = current.as_mut() {
                e.output.push_str(line);
                e.output.push('\n');
            }
        }
        out.extend(current);
        rest = &body[end + 3..];
    }
    out
}

fn on_path(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Why an example cannot be checked here, if it cannot.
fn skipped(e: &Example, root: &Path, jq: bool) -> Option<&'static str> {
    if e.output.lines().any(|l| l.trim() == "…") {
        return Some("trimmed");
    }
    if e.command.contains("--roll") && !e.command.contains("--seed") {
        return Some("unseeded roll");
    }
    if e.command.starts_with("bash ") || e.command.starts_with("cargo ") {
        return Some("not a warband command");
    }
    if e.command.contains("| jq") && !jq {
        return Some("jq not installed");
    }
    let missing_file = e.command.split_whitespace().any(|w| {
        let w = w.trim_matches(['\'', '"']);
        (w.ends_with(".json") || w.ends_with(".csv")) && !w.contains('*') && !root.join(w).exists()
    });
    if missing_file {
        return Some("reads a file made in a snippet");
    }
    None
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let bin_dir = Path::new(common::BIN).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let jq = on_path("jq");
    let all = examples(&readme);
    assert!(all.len() > 50, "found only {} examples", all.len());
    let mut checked = 0;
    let mut failures = Vec::new();
    for e in &all {
        if skipped(e, root, jq).is_some() {
            continue;
        }
        let mut cmd = Command::new("sh");
        cmd.args(["-c", &e.command])
            .current_dir(root)
            .env("PATH", &path)
            .env("COLUMNS", "100");
        for var in [
            "WARBAND_FORMAT",
            "WARBAND_RULES",
            "WARBAND_SEED",
            "NO_COLOR",
        ] {
            cmd.env_remove(var);
        }
        let out = cmd.output().unwrap();
        let mut got = String::from_utf8_lossy(&out.stdout).into_owned();
        got.push_str(&String::from_utf8_lossy(&out.stderr));
        checked += 1;
        if got.trim_end() != e.output.trim_end() {
            failures.push(format!(
                "$ {}\n--- README shows:\n{}--- it prints:\n{}",
                e.command, e.output, got
            ));
        }
    }
    assert!(checked > 40, "only {checked} examples could be checked");
    assert!(
        failures.is_empty(),
        "{} README examples differ (update README.md):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}
