//! Whether and through what long output is paged on a terminal, as git and bat do it: the
//! answer is the first line, and on a phone or a narrow split it must not scroll away. Output
//! longer than the screen goes through `$WARBAND_PAGER`, else `$PAGER`, else `less -FRX` (it
//! quits at once when the output fits, passes colours, and leaves the page on the screen when
//! it quits); `--paging never` and a pipe never page. Decided here from what the binary hands
//! over (the terminal's size, the environment); the binary runs the pager, as the library never
//! spawns a process (it also runs in a browser).

use super::Paging;
use std::ffi::OsString;

/// The pager to run: its program and arguments.
#[derive(Debug, PartialEq, Eq)]
pub struct Pager {
    pub program: String,
    pub args: Vec<String>,
}

/// The pager the environment names: `WARBAND_PAGER`, else `PAGER`, else `less`; an empty
/// variable counts as unset, as every WARBAND_* variable does. A bare `less` gets `-FRX`: quit
/// if the output fits one screen, pass colours, keep the page on the screen after quitting
/// (a `less` given with arguments keeps the user's). `None`: a variable that does not split
/// into words as a shell would.
pub fn from_env(env: impl Fn(&str) -> Option<OsString>) -> Option<Pager> {
    let chosen = ["WARBAND_PAGER", "PAGER"]
        .iter()
        .find_map(|name| env(name).filter(|v| !v.is_empty()))
        .map_or_else(|| "less".to_string(), |v| v.to_string_lossy().into_owned());
    let mut words = shlex::split(&chosen)?.into_iter();
    let program = words.next()?;
    let mut args: Vec<String> = words.collect();
    let is_less = std::path::Path::new(&program)
        .file_name()
        .is_some_and(|name| name == "less");
    if is_less && args.is_empty() {
        args.push("-FRX".into());
    }
    Some(Pager { program, args })
}

/// How many terminal rows `text` takes at `columns` (a line wider than the terminal wraps;
/// colour escapes take no room).
pub fn rows_of(text: &str, columns: usize) -> usize {
    let columns = columns.max(1);
    text.lines()
        .map(|line| {
            let width = visible_width(line);
            width.div_ceil(columns).max(1)
        })
        .sum()
}

/// The characters of `line` a terminal shows, without ANSI escape sequences (`ESC [ … m`).
fn visible_width(line: &str) -> usize {
    let mut width = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            width += 1;
        }
    }
    width
}

/// Whether to page: never off a terminal (a pipe, a file, a dumb terminal); with `auto`, only
/// when the output and the prompt after it would not fit the screen (`rows` × `columns`).
pub fn wanted(
    paging: Paging,
    stdout_is_terminal: bool,
    screen: Option<(usize, usize)>,
    text: &str,
    env: impl Fn(&str) -> Option<OsString>,
) -> bool {
    if !stdout_is_terminal || env("TERM").is_some_and(|t| t == "dumb") {
        return false;
    }
    match paging {
        Paging::Never => false,
        Paging::Always => true,
        // The shell's prompt takes the line after the output.
        Paging::Auto => screen.is_some_and(|(columns, rows)| rows_of(text, columns) >= rows),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<OsString> {
        move |name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn warband_pager_then_pager_then_less() {
        let less = Pager {
            program: "less".into(),
            args: vec!["-FRX".into()],
        };
        assert_eq!(from_env(env(&[])), Some(less));
        let got = from_env(env(&[("PAGER", "more"), ("WARBAND_PAGER", "most -s")])).unwrap();
        assert_eq!(
            (got.program.as_str(), got.args),
            ("most", vec!["-s".into()])
        );
        let got = from_env(env(&[("PAGER", "/usr/bin/less"), ("WARBAND_PAGER", "")])).unwrap();
        assert_eq!(got.args, ["-FRX"]);
        // A less given with arguments keeps them.
        let got = from_env(env(&[("PAGER", "less -S")])).unwrap();
        assert_eq!(got.args, ["-S"]);
        assert_eq!(from_env(env(&[("PAGER", "less 'unclosed")])), None);
    }

    #[test]
    fn only_a_terminal_pages_and_auto_only_what_does_not_fit() {
        let none = env(&[]);
        let twenty = "line\n".repeat(20);
        let five = "line\n".repeat(5);
        let screen = Some((40, 20));
        assert!(wanted(Paging::Auto, true, screen, &twenty, &none));
        assert!(!wanted(Paging::Auto, true, screen, &five, &none));
        assert!(wanted(Paging::Always, true, screen, &five, &none));
        assert!(!wanted(Paging::Always, false, screen, &twenty, &none));
        assert!(!wanted(Paging::Never, true, screen, &twenty, &none));
        assert!(!wanted(
            Paging::Auto,
            true,
            screen,
            &twenty,
            env(&[("TERM", "dumb")])
        ));
        // Ten lines of 60 characters take twenty rows of 40.
        let wide = format!("{}\n", "x".repeat(60)).repeat(10);
        assert_eq!(rows_of(&wide, 40), 20);
        assert_eq!(rows_of("\x1b[1mbold\x1b[0m\n", 4), 1);
    }
}
