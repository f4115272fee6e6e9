//! warband's own library behind one C-ABI entry, for the browser page (`web/page/`): a command
//! line in, and out what the command-line tool would print, with its exit code, as a small JSON
//! object. The page's few lines of JavaScript glue write the command line into the module's
//! memory (`wb_alloc`), call `wb_run` and read the answer (`wb_answer_ptr`, the length `wb_run`
//! returned). No wasm-bindgen: three functions of numbers do not need it.

use std::cell::RefCell;
use std::ffi::OsString;
use warband::cli::{Cli, ParseFailure};
use warband::cmd::{self, Host, Output};
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

/// Where the last answer is.
#[unsafe(no_mangle)]
pub extern "C" fn wb_answer_ptr() -> *const u8 {
    ANSWER.with(|a| a.borrow().as_ptr())
}

/// What the command line tool prints for `line` (the words after `warband`), as JSON.
fn answer(line: &str, fresh_seed: u64) -> serde_json::Value {
    let printed = |exit: u8, stdout: String, stderr: String, format: &str, seeded: bool| serde_json::json!({ "exit": exit, "stdout": stdout, "stderr": stderr, "format": format, "seeded": seeded });
    let error = |message: String| {
        printed(
            2,
            String::new(),
            format!("warband: error: {message}"),
            "",
            false,
        )
    };
    match run(line, fresh_seed) {
        Ok(Printed::Out(exit, text, format, seeded)) => {
            printed(exit, text, String::new(), format, seeded)
        }
        Ok(Printed::Help(exit, text)) => printed(exit, text, String::new(), "help", false),
        Err(message) => error(message),
    }
}

/// Whether a roll in `output` used the page's fresh `seed` (a roll given no `--seed`): then its
/// link must carry it to replay the same dice, whatever the format shows of it.
fn rolled_with(output: &Output, seed: u64) -> bool {
    let report = |r: &warband::report::Report| r.roll.as_ref().is_some_and(|x| x.seed == seed);
    match output {
        Output::Report(r) => report(r),
        Output::Reports(reports) => reports.iter().any(report),
        Output::Comparison(compared) => compared.iter().any(|(_, r)| report(r)),
        _ => false,
    }
}

enum Printed {
    /// Exit code, standard output, the format it is in (`table` carries ANSI bold and dim), and
    /// whether a roll used the fresh seed.
    Out(u8, String, &'static str, bool),
    /// clap's help or version, as the binary prints it.
    Help(u8, String),
}

fn run(line: &str, fresh_seed: u64) -> Result<Printed, String> {
    let words = shlex::split(line).ok_or("the command line has a quote that is not closed")?;
    // `warband odds …` pasted from a terminal is the same command as `odds …`.
    let words = match words.first().map(String::as_str) {
        Some("warband") => &words[1..],
        _ => &words[..],
    };
    if words.iter().any(|w| w == "|") {
        return Err("the page runs one command, not a pipeline (give -n N, not -n -)".into());
    }
    let argv: Vec<OsString> = std::iter::once("warband")
        .chain(words.iter().map(String::as_str))
        .map(OsString::from)
        .collect();
    let cli = match Cli::try_parse_lazily_from(&argv) {
        Ok(cli) => cli,
        Err(ParseFailure::Environment(e)) => return Err(e),
        Err(ParseFailure::Clap(err)) => {
            use clap::error::ErrorKind::*;
            return match err.kind() {
                DisplayHelp | DisplayVersion => {
                    Ok(Printed::Help(0, err.render().ansi().to_string()))
                }
                DisplayHelpOnMissingArgumentOrSubcommand => {
                    Ok(Printed::Help(2, err.render().ansi().to_string()))
                }
                _ => Err(warband::cli::error_line(&err, &argv)),
            };
        }
    };
    let host = Host {
        fresh_seed,
        stderr_is_terminal: false,
    };
    let output = cmd::run(&cli, &argv, &host).map_err(|e| e.to_string())?;
    let format = cli.global.format();
    // The table keeps its colour (bold headline, dim notes), which the page turns into styles;
    // no width: the page wraps the lines itself. Every other format is as a pipe gets it.
    let look = Look {
        color: format == Format::Table,
        width: None,
        ascii: false,
        brief: cli.global.brief,
    };
    let bytes = render::render_output(&output, format, &look).map_err(|e| e.to_string())?;
    let exit = match &output {
        Output::Report(r) => u8::try_from(r.exit_code()).unwrap_or(2),
        _ => 0,
    };
    let name = match format {
        Format::Table => "table",
        Format::Plain => "plain",
        Format::Decimal => "decimal",
        Format::Json => "json",
        Format::Csv => "csv",
    };
    Ok(Printed::Out(
        exit,
        String::from_utf8_lossy(&bytes).into_owned(),
        name,
        rolled_with(&output, fresh_seed),
    ))
}
