//! The docs' examples are real: every `$ warband …` line of a ```console block in README.md,
//! CONTRIBUTING.md and docs/*.md is run and its output must be the lines shown under it. Skipped,
//! and only these: blocks that say they are trimmed (a `…` line), rolls without a seed, commands
//! that read a file the docs make in a shell snippet, `jq` pipelines where jq is not installed,
//! and the benchmark scripts. The docs are also checked for what a reader meets before running
//! anything: README.md's blocks fit 100 columns, links to headings and files resolve, and the
//! prose cites sources by name and rulings by R-id, never the project's internal file names or
//! ids (which a user cannot look up).
//!
//! `WARBAND_BLESS=1 cargo test --test it docs::readme` rewrites the shown output of every example
//! that differs with what warband prints now (read the diff before committing it).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

struct Example {
    command: String,
    output: String,
    /// Byte range of `output` in the document, so that blessing can replace it.
    span: (usize, usize),
}

/// The documents whose examples run: README.md, CONTRIBUTING.md and every docs/*.md.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut docs = vec![root.join("README.md"), root.join("CONTRIBUTING.md")];
    let mut guide: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("a docs/ directory")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    guide.sort();
    assert!(!guide.is_empty(), "docs/ has no .md files");
    docs.extend(guide);
    docs
}

/// Each ```console block's body as (byte offset in `doc`, text).
fn console_blocks(doc: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(found) = doc[pos..].find("```console\n") {
        let start = pos + found + "```console\n".len();
        let len = doc[start..].find("```").expect("a closed console block");
        out.push((start, &doc[start..start + len]));
        pos = start + len + 3;
    }
    out
}

fn examples(doc: &str) -> Vec<Example> {
    let mut out = Vec::new();
    for (offset, body) in console_blocks(doc) {
        let mut current: Option<Example> = None;
        let mut at = offset;
        // A block inside a list item is indented as a whole, by its first line's indent.
        let indent = body.len() - body.trim_start_matches(' ').len();
        for line in body.split_inclusive('\n') {
            // The last piece without a newline is the closing fence's indent, not output.
            if !line.ends_with('\n') {
                break;
            }
            let text = line
                .get(indent..)
                .filter(|_| line.starts_with(&body[..indent]));
            let text = text.unwrap_or(line.trim_start());
            if let Some(cmd) = text.strip_prefix("$ ") {
                out.extend(current.take());
                current = Some(Example {
                    command: cmd.trim_end().to_string(),
                    output: String::new(),
                    span: (at + line.len(), at + line.len()),
                });
            } else if let Some(e) = current.as_mut() {
                // A `> ` line right after the command continues it, as a shell prompts.
                if let Some(more) = text.strip_prefix("> ")
                    && e.output.is_empty()
                {
                    e.command.push('\n');
                    e.command.push_str(more.trim_end());
                    e.span = (at + line.len(), at + line.len());
                    at += line.len();
                    continue;
                }
                e.output.push_str(text.trim_end_matches('\n'));
                e.output.push('\n');
                e.span.1 = at + line.len();
            }
            at += line.len();
        }
        out.extend(current);
    }
    out
}

fn on_path(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The files a document shows being written: a ```json block whose lead-in (the prose just
/// before it) names a `*.json` file, as in "writes `club-saves.json`:". Its examples that read
/// the file run in a directory that holds it.
fn snippet_files(doc: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(found) = doc[pos..].find("```json\n") {
        let start = pos + found;
        let body_start = start + "```json\n".len();
        let len = doc[body_start..].find("```").expect("a closed json block");
        pos = body_start + len + 3;
        let lead_in = doc[..start].trim_end();
        let Some(lead_in) = lead_in.strip_suffix(':') else {
            continue;
        };
        let paragraph = lead_in.rsplit("\n\n").next().unwrap_or(lead_in);
        let named = paragraph
            .split('`')
            .skip(1)
            .step_by(2)
            .flat_map(str::split_whitespace)
            .filter(|w| w.ends_with(".json") && !w.contains('/'))
            .last();
        if let Some(name) = named {
            out.push((
                name.to_string(),
                doc[body_start..body_start + len].to_string(),
            ));
        }
    }
    out
}

/// The words of a command that name a `.json` or `.csv` file.
fn files_read(command: &str) -> impl Iterator<Item = &str> {
    command
        .split_whitespace()
        .map(|w| w.trim_matches(['\'', '"']))
        .filter(|w| (w.ends_with(".json") || w.ends_with(".csv")) && !w.contains('*'))
}

/// Why an example cannot be checked here, if it cannot.
fn skipped(e: &Example, root: &Path, snippets: &Path, jq: bool) -> Option<&'static str> {
    if e.output.lines().any(|l| l.trim() == "…") {
        return Some("trimmed");
    }
    let words: Vec<&str> = e.command.split_whitespace().collect();
    let seeded = words.contains(&"--seed") || words.iter().any(|w| w.starts_with("WARBAND_SEED="));
    if words.contains(&"--roll") && !seeded {
        return Some("unseeded roll");
    }
    if e.command.starts_with("bash ") || e.command.starts_with("cargo ") {
        return Some("not a warband command");
    }
    if e.command.contains("| jq") && !jq {
        return Some("jq not installed");
    }
    let missing_file =
        files_read(&e.command).any(|w| !root.join(w).exists() && !snippets.join(w).exists());
    if missing_file {
        return Some("reads a file the docs do not show");
    }
    None
}

/// What the example prints (stdout, then stderr), run as the docs' reader would run it: in the
/// repository's root, or where the document's snippet files are if it reads one.
fn run(e: &Example, root: &Path, snippets: &Path, path: &str) -> String {
    let dir = if files_read(&e.command).any(|w| !root.join(w).exists()) {
        snippets
    } else {
        root
    };
    let mut cmd = Command::new("sh");
    cmd.args(["-c", &e.command])
        .current_dir(dir)
        .env("PATH", path);
    // Without COLUMNS (and without a terminal) the tables are as wide as their content, as in a
    // pipe, and clap wraps help at 100 columns; an example that wants a width sets COLUMNS.
    for var in [
        "WARBAND_FORMAT",
        "WARBAND_RULES",
        "WARBAND_SEED",
        "NO_COLOR",
        "WARBAND_STYLE",
        "LC_ALL",
        "LC_CTYPE",
        "LANG",
        "COLUMNS",
    ] {
        cmd.env_remove(var);
    }
    let out = cmd.output().unwrap();
    let mut got = String::from_utf8_lossy(&out.stdout).into_owned();
    got.push_str(&String::from_utf8_lossy(&out.stderr));
    got
}

#[test]
fn doc_examples_print_what_the_docs_show() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin_dir = Path::new(common::BIN).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let jq = on_path("jq");
    let bless = std::env::var_os("WARBAND_BLESS").is_some();
    let mut total = 0;
    let mut checked_total = 0;
    let mut failures = Vec::new();
    for file in documents(root) {
        let name = file.strip_prefix(root).unwrap().display().to_string();
        let mut doc = std::fs::read_to_string(&file).unwrap();
        let all = examples(&doc);
        total += all.len();
        let snippets = std::env::temp_dir().join(format!(
            "warband-readme-{}-{}",
            std::process::id(),
            name.replace('/', "-")
        ));
        std::fs::create_dir_all(&snippets).unwrap();
        for (file, contents) in snippet_files(&doc) {
            std::fs::write(snippets.join(file), contents).unwrap();
        }
        let mut checked = 0;
        let mut blessed = Vec::new();
        for e in &all {
            if let Some(why) = skipped(e, root, &snippets, jq) {
                eprintln!("{name}: skipped ({why}): $ {}", e.command);
                continue;
            }
            let got = run(e, root, &snippets, &path);
            checked += 1;
            if got.trim_end() != e.output.trim_end() {
                failures.push(format!(
                    "{name}: $ {}\n--- the docs show:\n{}--- it prints:\n{}",
                    e.command, e.output, got
                ));
                blessed.push((e.span, got));
            }
        }
        // Each document's examples must mostly run: a skip rule that swallowed them all would
        // make this test pass on nothing.
        if name == "README.md" {
            assert!(
                checked >= 5,
                "{name}: only {checked} examples could be checked"
            );
        }
        if name == "docs/guide.md" {
            assert!(
                checked > 40,
                "{name}: only {checked} examples could be checked"
            );
        }
        std::fs::remove_dir_all(&snippets).unwrap();
        eprintln!("{name}: {checked} of {} examples checked", all.len());
        checked_total += checked;
        if bless && !blessed.is_empty() {
            for ((start, end), got) in blessed.into_iter().rev() {
                // Keep the block's indentation (an example inside a list item).
                let indent: String = doc[..start]
                    .rsplit('\n')
                    .nth(1)
                    .unwrap_or("")
                    .chars()
                    .take_while(|c| *c == ' ')
                    .collect();
                let text: String = got
                    .trim_end()
                    .lines()
                    .map(|l| format!("{indent}{l}\n"))
                    .collect();
                doc.replace_range(start..end, &text);
            }
            std::fs::write(&file, &doc).unwrap();
        }
    }
    assert!(total > 60, "found only {total} examples");
    assert!(
        checked_total > 50,
        "only {checked_total} examples could be checked"
    );
    assert!(
        bless || failures.is_empty(),
        "{} doc examples differ (fix the docs, or after checking the new output run \
         WARBAND_BLESS=1 cargo test --test it docs::readme):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every line of README.md's console blocks fits a 100-column terminal.
#[test]
fn readme_blocks_fit_100_columns() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let wide: Vec<String> = console_blocks(&readme)
        .into_iter()
        .flat_map(|(_, body)| body.lines())
        .filter(|l| l.chars().count() > 100)
        .map(|l| format!("{} columns: {l}", l.chars().count()))
        .collect();
    assert!(
        wide.is_empty(),
        "README.md lines over 100 columns:\n{}",
        wide.join("\n")
    );
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == ' ' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The document's text outside fenced blocks, line by line.
fn prose(doc: &str) -> Vec<&str> {
    let mut fenced = false;
    doc.lines()
        .filter(|l| {
            if l.trim_start().starts_with("```") {
                fenced = !fenced;
                return false;
            }
            !fenced
        })
        .collect()
}

fn anchors(doc: &str) -> Vec<String> {
    prose(doc)
        .into_iter()
        .filter_map(|l| l.strip_prefix('#'))
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

/// Links to a heading (`(#x)`, `(file.md#x)`) and to a file of the repository resolve.
#[test]
fn doc_links_resolve() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut broken = Vec::new();
    let mut links = 0;
    for file in documents(root) {
        let doc = std::fs::read_to_string(&file).unwrap();
        let dir = file.parent().unwrap();
        for line in prose(&doc) {
            let mut rest = line;
            while let Some(i) = rest.find("](") {
                let after = &rest[i + 2..];
                let Some(end) = after.find(')') else { break };
                let target = &after[..end];
                rest = &after[end..];
                if target.starts_with("http://") || target.starts_with("https://") {
                    continue;
                }
                links += 1;
                let (path, fragment) = target.split_once('#').unwrap_or((target, ""));
                let linked = if path.is_empty() {
                    file.clone()
                } else {
                    dir.join(path)
                };
                if !linked.exists() {
                    broken.push(format!("{}: {target}: no such file", file.display()));
                    continue;
                }
                if !fragment.is_empty() {
                    let text = std::fs::read_to_string(&linked).unwrap();
                    if !anchors(&text).iter().any(|a| a == fragment) {
                        broken.push(format!("{}: {target}: no such heading", file.display()));
                    }
                }
            }
        }
    }
    assert!(links > 20, "found only {links} links");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// What a user cannot look up, in a line of prose: a seed file's name, a section of the
/// project's rules notes, an open question's or assumption's id (`Q-10`, `A-16b`).
fn cites_the_invisible(line: &str) -> Option<&'static str> {
    if line.contains("RULES.md") {
        return Some("RULES.md");
    }
    if line.contains('§') {
        return Some("a § section number");
    }
    let words: Vec<&str> = line
        .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .collect();
    for (i, w) in words.iter().enumerate() {
        let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        if let Some(n) = w.strip_prefix("Q-").or_else(|| w.strip_prefix("A-"))
            && digits(n.trim_end_matches(|c: char| c.is_ascii_lowercase()))
        {
            return Some("an internal Q-/A- id");
        }
        // seed file names are NNN_<16 hex digits>.txt; "seed 004" cites one too.
        if let Some((n, hex)) = w.split_once('_')
            && n.len() == 3
            && digits(n)
            && hex.len() == 16
            && hex.chars().all(|c| c.is_ascii_hexdigit())
        {
            return Some("a seed file name");
        }
        if w.eq_ignore_ascii_case("seed")
            && words.get(i + 1).is_some_and(|n| n.len() == 3 && digits(n))
        {
            return Some("a seed number");
        }
    }
    None
}

#[test]
fn doc_prose_cites_what_a_user_can_see() {
    // The checker itself: each kind is caught, and the allowed citations pass.
    for bad in [
        "see RULES.md for it",
        "as in §8.2",
        "open question Q-10",
        "assumption A-16b",
        "seed 004 says so",
        "from 000_dfde0a680b80be80.txt",
    ] {
        assert!(cites_the_invisible(bad).is_some(), "{bad}");
    }
    for good in [
        "ruling R-32 (warband rules show R-32)",
        "the Mordheim rulebook (Russian translation)",
        "--seed 7 and WARBAND_SEED",
        "table 9.9 of the game board",
    ] {
        assert_eq!(cites_the_invisible(good), None, "{good}");
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for file in documents(root) {
        let doc = std::fs::read_to_string(&file).unwrap();
        for line in prose(&doc) {
            if let Some(what) = cites_the_invisible(line) {
                found.push(format!("{}: {what}: {line}", file.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the docs cite what a user cannot see:\n{}",
        found.join("\n")
    );
}

/// README.md's first commands are the install and the test command, and the test command is the
/// one CI runs (`.ci/run`), so that "run the tests" means the same thing for both.
#[test]
fn readme_test_command_is_the_one_ci_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ci = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    let ci_test: Vec<&str> = ci
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("cargo test"))
        .collect();
    assert_eq!(ci_test.len(), 1, ".ci/run runs one cargo test: {ci_test:?}");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let first = readme.find("```").expect("a code block");
    let block = readme[first..]
        .strip_prefix("```sh\n")
        .expect("the first block is ```sh");
    let block = &block[..block.find("```").unwrap()];
    let commands: Vec<&str> = block.lines().map(str::trim).collect();
    assert_eq!(
        commands,
        ["cargo install --locked --path .", ci_test[0]],
        "README.md's first block: install, then the test command of .ci/run"
    );
}
