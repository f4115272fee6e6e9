//! warband's own library behind one C-ABI entry, for the browser page (`web/page/`): a command
//! line in, and out what the command-line tool would print, with its exit code, as a small JSON
//! object. The page's few lines of JavaScript glue write the command line into the module's
//! memory (`wb_alloc`), call `wb_run` and read the answer (`wb_answer_ptr`, the length `wb_run`
//! returned). No wasm-bindgen: three functions of numbers do not need it.

use serde_json::json;
use std::cell::RefCell;
use std::ffi::OsString;
use warband::cmd::{Host, Output};
use warband::driver::{self, Answer, BAD_INPUT, Lifetime};
use warband::render::{self, Format, Look};

thread_local! {
    /// The last answer, kept until the next `wb_run` so the page can read it.
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Room for `len` bytes of command line, which `wb_run` takes back.
#[unsafe(no_mangle)]
pub extern "C" fn wb_alloc(len: usize) -> *mut u8 {
    let mut room = std::mem::ManuallyDrop::new(Vec::<u8>::with_capacity(len));
    room.as_mut_ptr()
}

/// Runs the command line in `line`/`len` (UTF-8, from `wb_alloc`) with `seed_high << 32 |
/// seed_low` as the fresh seed of a roll given no `--seed`, and returns the length of the
/// answer, a JSON object `{"exit", "stdout", "stderr", "format"}` at `wb_answer_ptr()`.
///
/// # Safety
/// `line` must come from `wb_alloc(len)` with `len` bytes written; it is freed here.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn wb_run(line: *mut u8, len: usize, seed_high: u32, seed_low: u32) -> usize {
    // SAFETY: the page allocated `len` bytes with `wb_alloc` and filled them.
    let bytes = unsafe { Vec::from_raw_parts(line, len, len) };
    let line = String::from_utf8_lossy(&bytes);
    let fresh_seed = (u64::from(seed_high) << 32) | u64::from(seed_low);
    let answer = answer(&line, fresh_seed).to_string().into_bytes();
    let n = answer.len();
    ANSWER.with(|a| *a.borrow_mut() = answer);
    n
}

/// The options of one subcommand in one ruleset, as data for the page's forms
/// (`warband::cli::schema`): `line`/`len` (from `wb_alloc`) is `SUBCOMMAND RULESET`, or
/// `list` for the subcommands' names and what each is for (`[{name, about}]`, the page's
/// questions: a few hundred bytes to parse where every schema is a few hundred KB). Returns the
/// length of the JSON at `wb_answer_ptr()` (`null` for an unknown subcommand or ruleset).
///
/// # Safety
/// As `wb_run`'s `line`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn wb_schema(line: *mut u8, len: usize) -> usize {
    // SAFETY: the page allocated `len` bytes with `wb_alloc` and filled them.
    let bytes = unsafe { Vec::from_raw_parts(line, len, len) };
    let line = String::from_utf8_lossy(&bytes);
    let words: Vec<&str> = line.split_whitespace().collect();
    let rules = |id: &str| id.parse::<warband::rules::RulesetId>().ok();
    let schema = match words[..] {
        [name, id] => rules(id).and_then(|id| warband::cli::schema::of(name, id)),
        ["list"] => Some(warband::cli::schema::list()),
        _ => None,
    };
    let answer = schema
        .unwrap_or(serde_json::Value::Null)
        .to_string()
        .into_bytes();
    let n = answer.len();
    ANSWER.with(|a| *a.borrow_mut() = answer);
    n
}

/// Keeps a file the player picked for the commands that follow (`--file`, a roster's
/// `@FILE:NAME`, `--rules-file`): `line`/`len` (from `wb_alloc`) is its name, a newline, and
/// its bytes; no bytes forget it.
///
/// # Safety
/// As `wb_run`'s `line`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn wb_file(line: *mut u8, len: usize) {
    // SAFETY: the page allocated `len` bytes with `wb_alloc` and filled them.
    let bytes = unsafe { Vec::from_raw_parts(line, len, len) };
    let split = bytes
        .iter()
        .position(|&b| b == b'\n')
        .unwrap_or(bytes.len());
    let name = String::from_utf8_lossy(&bytes[..split]).into_owned();
    let content = bytes.get(split + 1..).unwrap_or_default().to_vec();
    warband::input::keep(&name, content);
}

/// Where the last answer is.
#[unsafe(no_mangle)]
pub extern "C" fn wb_answer_ptr() -> *const u8 {
    ANSWER.with(|a| a.borrow().as_ptr())
}

/// What warband answers `line` (the words after `warband`), as the page reads it: `exit`;
/// `stdout` and `stderr` as the command line prints them (the table with its ANSI bold and
/// dim); `format`; `seeded`, whether a roll used the fresh seed (its link must carry it,
/// whatever the format shows); and for an answer with data, `json` (the report as `--json`
/// gives it, which the page draws its answer from), `brief` (what `--brief` prints: the answer
/// first), `labels` (what people read for an outcome's name) and `asked` (the outcome the
/// question asks about where the headline gives the other: a rout test's `routs`).
fn answer(line: &str, fresh_seed: u64) -> serde_json::Value {
    let error = |message: String| {
        json!({ "exit": BAD_INPUT, "stdout": "", "stderr": format!("warband: error: {message}"),
                "format": "", "seeded": false })
    };
    let argv = match argv(line) {
        Ok(argv) => argv,
        Err(message) => return error(message),
    };
    let host = Host {
        fresh_seed,
        stderr_is_terminal: false,
        parsers: warband::cli::PARSERS,
    };
    let (output, global) = match driver::drive(&argv, &host, Lifetime::Repeated) {
        Err(message) => return error(message),
        Ok(Answer::Help { text, .. }) => {
            return json!({ "exit": 0, "stdout": text.ansi().to_string(), "stderr": "",
                           "format": "help", "seeded": false });
        }
        Ok(Answer::Output { output, global }) => (output, global),
    };
    let format = global.format();
    let exit = driver::exit_code(&output);
    // The table keeps its colour (bold headline, dim notes), which the page turns into styles;
    // no width: the page wraps the lines itself. Every other format is as a pipe gets it.
    let look = Look {
        color: format == Format::Table,
        width: None,
        ascii: false,
        brief: global.brief,
    };
    let stdout = match render::render_output(&output, format, &look) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return error(e.to_string()),
    };
    let mut answer = json!({
        "exit": exit,
        "stdout": stdout,
        "stderr": "",
        "format": match format {
            Format::Table => "table",
            Format::Plain => "plain",
            Format::Decimal => "decimal",
            Format::Json => "json",
            Format::Csv => "csv",
        },
        "seeded": driver::rolled_with(&output, fresh_seed),
    });
    if !matches!(output, Output::Text(_)) {
        let plain = Look {
            color: false,
            width: None,
            ascii: false,
            brief: false,
        };
        let data = render::render_output(&output, Format::Json, &plain)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).ok());
        let brief = render::render_output(
            &output,
            Format::Table,
            &Look {
                brief: true,
                ..plain
            },
        )
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .ok();
        answer["json"] = data.unwrap_or(serde_json::Value::Null);
        answer["brief"] = json!(brief);
        answer["labels"] = labels(&output);
        if let Output::Report(report) = &output {
            answer["asked"] = json!(report.asked);
        }
    }
    answer
}

/// What people read for the outcomes' names (`knocked_down` → `knocked down`), where a report
/// says: the page labels its rows from them, as the text renderer does.
fn labels(output: &Output) -> serde_json::Value {
    let reports: Vec<&warband::report::Report> = match output {
        Output::Report(r) => vec![r],
        Output::Reports(all) => all.iter().collect(),
        Output::Comparison(compared) => compared.iter().map(|(_, r)| r).collect(),
        _ => Vec::new(),
    };
    let mut labels = serde_json::Map::new();
    for report in reports {
        for (name, label) in &report.labels {
            labels.entry(name.clone()).or_insert(json!(label));
        }
    }
    serde_json::Value::Object(labels)
}

/// The words of `line`, as a shell splits them, after the program's name.
fn argv(line: &str) -> Result<Vec<OsString>, String> {
    let words = shlex::split(line).ok_or("the command line has a quote that is not closed")?;
    // `warband odds …` pasted from a terminal is the same command as `odds …`.
    let words = match words.first().map(String::as_str) {
        Some("warband") => &words[1..],
        _ => &words[..],
    };
    if words.iter().any(|w| w == "|") {
        return Err("the page runs one command, not a pipeline (give -n N, not -n -)".into());
    }
    Ok(std::iter::once("warband")
        .chain(words.iter().map(String::as_str))
        .map(OsString::from)
        .collect())
}
