//! `warband man [page]`: man pages in roff, generated from the clap tree: warband.1, one page
//! per subcommand (warband-hit.1) and per nested command (warband-table-list.1). clap_mangen
//! renders the title, name, description, options and version; the synopsis, examples, exit
//! status, environment and see-also sections are written here, since clap_mangen's own would
//! list every flag in the synopsis and call the examples "EXTRA".

use crate::cli::Cli;
use crate::error::{Result, UserError};
use clap::CommandFactory;
use std::io::Write;

/// From DESIGN.md, "Errors and exit codes".
const EXIT_STATUS: &[(&str, &str)] = &[
    (
        "0",
        "Success; with --roll, a single pass/fail test that passed. A closed standard output (| head) also ends with 0.",
    ),
    (
        "1",
        "A rolled single pass/fail test failed (rout, test, one-die hit, wound or save, a jump, climb, gap or edge that is not made, spell choose that cannot choose the spell wanted, with --roll), so that warband rout --ld 8 --roll && echo held works.",
    ),
    (
        "2",
        "Bad input: an unknown ruleset or name, a value out of range, conflicting flags, a malformed JSON or table file. One line on standard error: warband: error: <what> (<hint>).",
    ),
];

/// What warband reads from the environment (src/cli/environment.rs, src/render).
const ENVIRONMENT: &[(&str, &str)] = &[
    (
        "WARBAND_RULES",
        "The ruleset when --rules is not given (mordheim, mordheim-club, wfb, skirmish, czarne-wrota). Empty counts as unset; a bad value is refused, naming the variable.",
    ),
    (
        "WARBAND_FORMAT",
        "The output format when neither --format nor --json is given (table, plain, json, csv).",
    ),
    (
        "WARBAND_SEED",
        "The seed of --roll when --seed is not given: the same seed gives the same dice.",
    ),
    (
        "NO_COLOR",
        "When set and not empty, --color auto does not colour the output (nor does TERM=dumb).",
    ),
];

/// One page: its file stem (`warband-table-list`), the words that run it (`warband table
/// list`) and its command, built, with the global options.
struct Page {
    stem: String,
    words: String,
    command: clap::Command,
    /// The stems of the pages above and below it, for SEE ALSO.
    related: Vec<String>,
}

/// The whole tree, built, without clap's `help` subcommands (no page documents them).
fn tree() -> clap::Command {
    let mut root = Cli::command().disable_help_subcommand(true);
    let names: Vec<String> = root
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        root = root.mut_subcommand(name, |s| s.disable_help_subcommand(true));
    }
    root.build();
    root
}

/// Every page, the top page first, then each subcommand followed by its nested commands.
fn pages() -> Vec<Page> {
    let root = tree();
    let top_children: Vec<String> = root
        .get_subcommands()
        .map(|s| format!("warband-{}", s.get_name()))
        .collect();
    let mut pages = vec![Page {
        stem: "warband".into(),
        words: "warband".into(),
        command: root.clone(),
        related: top_children,
    }];
    for sub in root.get_subcommands() {
        let stem = format!("warband-{}", sub.get_name());
        let children: Vec<String> = sub
            .get_subcommands()
            .map(|c| format!("{stem}-{}", c.get_name()))
            .collect();
        let mut related = vec!["warband".to_string()];
        related.extend(children);
        pages.push(Page {
            stem: stem.clone(),
            words: format!("warband {}", sub.get_name()),
            command: sub.clone(),
            related,
        });
        for child in sub.get_subcommands() {
            pages.push(Page {
                stem: format!("{stem}-{}", child.get_name()),
                words: format!("warband {} {}", sub.get_name(), child.get_name()),
                command: child.clone(),
                related: vec!["warband".to_string(), stem.clone()],
            });
        }
    }
    pages
}

/// Text for a roff line: backslashes and hyphens escaped, and a leading `.` or `'` kept from
/// reading as a request.
fn roff_text(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// A tagged paragraph per `(tag, text)`, the tag in bold.
fn tagged(out: &mut Vec<u8>, items: &[(&str, &str)]) {
    for (tag, text) in items {
        let _ = writeln!(out, ".TP\n\\fB{}\\fR\n{}", roff_text(tag), roff_text(text));
    }
}

/// Lines set as they are (no fill, no adjusting): a synopsis, an example.
fn verbatim(out: &mut Vec<u8>, lines: &[String]) {
    out.extend_from_slice(b".nf\n");
    for line in lines {
        let _ = writeln!(out, "{}", roff_text(line));
    }
    out.extend_from_slice(b".fi\n");
}

/// The after-help text: its paragraphs before "Examples:" (a profile's syntax), and the
/// example lines (continuations kept with the line before).
fn after_help(command: &clap::Command) -> (Vec<String>, Vec<String>) {
    let text = command
        .get_after_long_help()
        .or_else(|| command.get_after_help())
        .map(ToString::to_string)
        .unwrap_or_default();
    let (notes, examples) = match text.split_once("Examples:") {
        Some((notes, examples)) => (notes, examples),
        None => (text.as_str(), ""),
    };
    let notes = notes
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| p.replace('\n', " "))
        .collect();
    let examples = examples
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.strip_prefix("  ").unwrap_or(l).to_string())
        .collect();
    (notes, examples)
}

fn render(page: &Page) -> Vec<u8> {
    // clap_mangen names the page and its subcommands' pages after the command's name.
    let command = page.command.clone().name(page.stem.clone());
    let man = clap_mangen::Man::new(command.clone());
    let mut out = Vec::new();
    let io = "writing to a Vec cannot fail";
    man.render_title(&mut out).expect(io);
    man.render_name_section(&mut out).expect(io);

    out.extend_from_slice(b".SH SYNOPSIS\n");
    let usage = page
        .command
        .clone()
        .bin_name(page.words.clone())
        .render_usage()
        .to_string();
    let usage: Vec<String> = usage
        .lines()
        .map(|l| {
            l.trim_start()
                .strip_prefix("Usage:")
                .unwrap_or(l)
                .trim()
                .to_string()
        })
        .filter(|l| !l.is_empty())
        .collect();
    verbatim(&mut out, &usage);

    let (notes, examples) = after_help(&page.command);
    man.render_description_section(&mut out).expect(io);
    for note in &notes {
        let _ = writeln!(out, ".PP\n{}", roff_text(note));
    }
    if command.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(&mut out).expect(io);
    }
    if command.has_subcommands() {
        man.render_subcommands_section(&mut out).expect(io);
    }

    out.extend_from_slice(b".SH EXAMPLES\n");
    let examples = if examples.is_empty() {
        // A nested command without examples of its own: the line that runs it.
        vec![page.words.clone()]
    } else {
        examples
    };
    verbatim(&mut out, &examples);

    out.extend_from_slice(b".SH \"EXIT STATUS\"\n");
    tagged(&mut out, EXIT_STATUS);
    out.extend_from_slice(b".SH ENVIRONMENT\n");
    tagged(&mut out, ENVIRONMENT);

    out.extend_from_slice(b".SH \"SEE ALSO\"\n");
    let see: Vec<String> = page
        .related
        .iter()
        .map(|stem| format!("\\fB{}\\fR(1)", roff_text(stem)))
        .collect();
    let _ = writeln!(out, "{}", see.join(", "));
    man.render_version_section(&mut out).expect(io);
    once_preamble(out)
}

/// Each of clap_mangen's `render_*` methods starts with roff's preamble (the `Aq` string):
/// the page keeps the first.
fn once_preamble(out: Vec<u8>) -> Vec<u8> {
    const PREAMBLE: &str = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n";
    let text = String::from_utf8(out).expect("roff from UTF-8 text");
    match text.split_once(PREAMBLE) {
        Some((before, after)) => format!("{before}{PREAMBLE}{}", after.replace(PREAMBLE, "")),
        None => text,
    }
    .into_bytes()
}

/// A page by name: `warband.1` without one, else `warband-<name>.1`, where the name is a
/// subcommand (`hit`) or a nested command (`table-list`, or `table list`).
pub fn man_page(name: Option<&str>) -> Result<Vec<u8>> {
    let stem = match name {
        None => "warband".to_string(),
        Some(name) => format!("warband-{}", name.trim().replace(' ', "-")),
    };
    let pages = pages();
    match pages.iter().find(|p| p.stem == stem) {
        Some(page) => Ok(render(page)),
        None => {
            let names: Vec<&str> = pages
                .iter()
                .filter_map(|p| p.stem.strip_prefix("warband-"))
                .collect();
            Err(UserError::new(format!(
                "no man page '{}'",
                crate::error::echo(name.unwrap_or_default())
            ))
            .hint(format!("man pages exist for {}", names.join(", "))))
        }
    }
}

/// Every page: `(file name, roff)`, the top page first.
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    pages()
        .iter()
        .map(|page| (format!("{}.1", page.stem), render(page)))
        .collect()
}

/// `warband man --dir DIR`: every page written into DIR (made if missing); the answer names
/// how many and where.
pub fn install(dir: &std::path::Path) -> Result<Vec<u8>> {
    let failed = |e: std::io::Error| {
        UserError::new(format!(
            "cannot write the man pages to {}: {e}",
            dir.display()
        ))
        .hint("give a directory you can write, e.g. ~/.cargo/share/man/man1")
    };
    std::fs::create_dir_all(dir).map_err(failed)?;
    let pages = man_pages();
    for (name, roff) in &pages {
        replace(dir, name, roff).map_err(failed)?;
    }
    Ok(format!("wrote {} man pages to {}\n", pages.len(), dir.display()).into_bytes())
}

/// Puts `bytes` in `dir` as `name`: written to a new file beside it, then renamed into place.
/// A `name` already in `dir` is replaced, never written through: were it a link, writing to it
/// would overwrite whatever it points to (`man --dir ~/man` over a link to ~/.bashrc).
fn replace(dir: &std::path::Path, name: &str, bytes: &[u8]) -> std::io::Result<()> {
    // A name no other file has: `create_new` refuses one that exists, a link too (dangling or
    // not), so the new file is always one warband made.
    let mut attempt = 0;
    let (path, mut file) = loop {
        let path = dir.join(format!(".{name}.{attempt}.new"));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => break (path, file),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => {
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    };
    let written = file
        .write_all(bytes)
        .and_then(|()| std::fs::rename(&path, dir.join(name)));
    if written.is_err() {
        let _ = std::fs::remove_file(&path);
    }
    written
}
