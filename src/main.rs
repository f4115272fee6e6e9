//! The `warband` binary: parse, dispatch, print, and map the outcome to an exit code
//! (0 ok, 1 a rolled test failed, 2 bad input).

use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use warband::cmd::Host;
use warband::driver::{self, Answer, BAD_INPUT, Lifetime};
use warband::render;
use warband::render::Paging;

fn fail(message: impl std::fmt::Display) -> ExitCode {
    // One line whatever the message quotes: an argument's `\r` or a variable's newline is
    // escaped, not echoed (a UserError is already; clap's and the environment's messages not).
    let message = warband::error::one_line(&message.to_string());
    eprintln!("warband: error: {message}");
    ExitCode::from(BAD_INPUT)
}

/// A seed for when the user gave none: different every run, and shown with the roll so the dice
/// can be replayed with `--seed`. The clock and the process id are the binary's to read: the
/// library also runs where there is neither (a browser).
fn fresh_seed() -> u64 {
    use rand::RngExt;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Mix in the process id so two runs in the same nanosecond still differ.
    let mixed = nanos ^ (u128::from(std::process::id()) << 64);
    let mut rng = rand_pcg::Pcg64Mcg::new(mixed | 1);
    rng.random_range(0..=u64::MAX)
}

fn write_out(bytes: &[u8]) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(bytes)?;
    stdout.flush()
}

/// Writes `bytes` through the pager and waits for it to quit. `Ok(true)`: the pager showed
/// them, or was quit before reading them all (`q` in less) or interrupted; `Ok(false)`: it
/// failed (`false`, `less --no-such-option`, `sh -c 'exit 3'`), so it showed nothing the
/// caller may count on, and the output is printed as it is; `Err`: it could not be started
/// (printed as it is too).
fn page(pager: &render::paging::Pager, bytes: &[u8]) -> std::io::Result<bool> {
    let mut command = std::process::Command::new(&pager.program);
    command
        .args(&pager.args)
        .stdin(std::process::Stdio::piped());
    // less shows the box-drawing characters as they are, whatever its own guess of the locale.
    if std::env::var_os("LESSCHARSET").is_none() {
        command.env("LESSCHARSET", "utf-8");
    }
    let mut child = command.spawn()?;
    // From here until the pager quits, Ctrl-C is the pager's (less stops a search with it);
    // warband, whose work is done, waits. Started after the spawn, so that the pager does not
    // inherit it.
    let interrupts = IgnoredInterrupts::start();
    if let Some(mut stdin) = child.stdin.take()
        && let Err(e) = stdin.write_all(bytes)
        && e.kind() != std::io::ErrorKind::BrokenPipe
    {
        let _ = child.wait();
        return Err(e);
    }
    let status = child.wait()?;
    drop(interrupts);
    Ok(status.success() || interrupted(&status))
}

/// Whether the pager was ended by Ctrl-C (SIGINT): the user's choice, not a failure.
#[cfg(unix)]
fn interrupted(status: &std::process::ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.signal() == Some(libc::SIGINT)
}

#[cfg(not(unix))]
fn interrupted(_: &std::process::ExitStatus) -> bool {
    false
}

/// SIGINT and SIGQUIT ignored while it lives, as git does while its pager or editor runs: a
/// Ctrl-C in the pager reaches every process of the terminal's foreground group, and warband
/// ended by it left the pager running behind the shell, eating the next keystrokes. Dropped,
/// it puts back what was there.
#[cfg(unix)]
struct IgnoredInterrupts {
    int: libc::sighandler_t,
    quit: libc::sighandler_t,
}

#[cfg(unix)]
impl IgnoredInterrupts {
    fn start() -> Self {
        // SAFETY: `signal` with SIG_IGN installs no handler of ours; what it returns (the
        // previous disposition) is only handed back to it in `drop`.
        unsafe {
            IgnoredInterrupts {
                int: libc::signal(libc::SIGINT, libc::SIG_IGN),
                quit: libc::signal(libc::SIGQUIT, libc::SIG_IGN),
            }
        }
    }
}

#[cfg(unix)]
impl Drop for IgnoredInterrupts {
    fn drop(&mut self) {
        // SAFETY: puts back the dispositions `signal` returned in `start` (SIG_ERR, a failed
        // call, is not put back).
        unsafe {
            if self.int != libc::SIG_ERR {
                libc::signal(libc::SIGINT, self.int);
            }
            if self.quit != libc::SIG_ERR {
                libc::signal(libc::SIGQUIT, self.quit);
            }
        }
    }
}

/// Elsewhere (Windows) the console's Ctrl-C is left as it is.
#[cfg(not(unix))]
struct IgnoredInterrupts;

#[cfg(not(unix))]
impl IgnoredInterrupts {
    fn start() -> Self {
        IgnoredInterrupts
    }
}

/// The terminal's size (columns, rows), when standard output is one.
fn screen_of() -> Option<(u16, u16)> {
    terminal_size::terminal_size_of(std::io::stdout())
        .map(|(terminal_size::Width(w), terminal_size::Height(h))| (w, h))
}

/// `--paging` as the command line gives it when clap stopped before parsing it (`--help`):
/// its last value, else `auto`.
fn paging_asked(argv: &[OsString]) -> Paging {
    let mut asked = Paging::Auto;
    let mut words = argv.iter().filter_map(|a| a.to_str());
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--paging") {
            Some("") => words.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        asked = match value {
            Some("never") => Paging::Never,
            Some("always") => Paging::Always,
            Some("auto") => Paging::Auto,
            _ => asked,
        };
    }
    asked
}

/// Writes `bytes` to standard output: on a terminal, what does not fit the screen goes through
/// the pager, so that the first line, the answer, stays in sight. Off a terminal nothing is
/// paged, and the text (up to 100 KB of JSON) is not read again. A pager that could not be
/// started, or failed, has not shown it: then it is printed.
fn show(
    bytes: &[u8],
    paging: Paging,
    terminal: bool,
    screen: Option<(u16, u16)>,
) -> std::io::Result<()> {
    let env = |name: &str| std::env::var_os(name);
    let screen_size = screen.map(|(w, h)| (usize::from(w), usize::from(h)));
    let paged = terminal
        && render::paging::wanted(
            paging,
            terminal,
            screen_size,
            &String::from_utf8_lossy(bytes),
            env,
        )
        && render::paging::from_env(env).is_some_and(|pager| page(&pager, bytes).unwrap_or(false));
    if paged { Ok(()) } else { write_out(bytes) }
}

fn main() -> ExitCode {
    // Not `args()`: an argument that is not UTF-8 (a legal file name) must not panic.
    let argv: Vec<OsString> = std::env::args_os().collect();
    let host = Host {
        fresh_seed: fresh_seed(),
        stderr_is_terminal: std::io::stderr().is_terminal(),
        parsers: warband::cli::PARSERS,
    };
    let terminal = std::io::stdout().is_terminal();
    let answer = match driver::drive(&argv, &host, Lifetime::Process) {
        Err(message) => return fail(message),
        Ok(answer) => answer,
    };
    let exit = answer.exit_code();
    let (output, global) = match answer {
        Answer::Help { text, long } => {
            // Coloured only on a terminal.
            let text = if terminal {
                text.ansi().to_string()
            } else {
                text.to_string()
            };
            // `--help` is paged like any long answer (as git does): at 40 columns `combat
            // --help` runs to hundreds of lines, and its examples and first flags would scroll
            // away. The version and the short list of a bare `warband` are not.
            let shown = if long {
                show(text.as_bytes(), paging_asked(&argv), terminal, screen_of())
            } else {
                write_out(text.as_bytes())
            };
            return match shown {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    fail(format!("cannot write the output: {e}"))
                }
                _ => ExitCode::SUCCESS,
            };
        }
        Answer::Output { output, global } => (output, global),
    };
    let format = global.format();
    let color = render::use_color(global.color, terminal, |name| std::env::var_os(name));
    let screen = terminal.then(screen_of).flatten();
    let look = render::Look {
        brief: global.brief,
        ..render::Look::decide(color, global.style, screen.map(|(w, _)| w), |name| {
            std::env::var_os(name)
        })
    };
    let bytes = match render::render_output(&output, format, &look) {
        Ok(bytes) => bytes,
        Err(e) => return fail(e),
    };
    match show(&bytes, global.paging, terminal, screen) {
        Ok(()) => {}
        // `warband … | head` closes the pipe early: that is not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(e) => return fail(format!("cannot write the output: {e}")),
    }
    ExitCode::from(exit)
}
