//! The one user-facing error type: what is wrong and how to fix it, printed as one line.

use std::fmt;

/// An error caused by the user's input (flags, files, standard input). Printed as
/// `warband: error: <what> (<hint>)` and mapped to exit code 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserError {
    what: String,
    hint: Option<String>,
}

impl UserError {
    pub fn new(what: impl Into<String>) -> Self {
        UserError {
            what: what.into(),
            hint: None,
        }
    }

    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Says where the problem is: `side A: <what>`.
    pub fn context(mut self, place: impl fmt::Display) -> Self {
        self.what = format!("{place}: {}", self.what);
        self
    }
}

impl fmt::Display for UserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // One line, always: newlines inside a message (e.g. from serde) are folded, and any
        // other control character a value brought along is escaped.
        let what = one_line(&self.what);
        match &self.hint {
            Some(hint) => write!(f, "{what} ({})", one_line(hint)),
            None => write!(f, "{what}"),
        }
    }
}

/// `text` with its control and invisible characters escaped (`\n`, `\r`, `\u{1b}`, a zero-width
/// space as `\u{200b}`, U+202E as `\u{202e}`): how a value the user gave (an argument, a
/// variable, a file's name or a roster's) is quoted in an error or a table, so that it stays on
/// its line and cannot move the cursor, clear the screen, recolour the terminal, or hide or
/// reverse what follows it.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else if hidden(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A character a terminal does not show as itself: a control character, or one that Rust's own
/// `Debug` escapes as no font draws it (a format character such as a zero-width space or a
/// direction override, a separator other than the space, an unassigned or private code point).
/// A combining mark after a letter is drawn with it, so it is asked after one.
fn hidden(c: char) -> bool {
    if c.is_control() {
        return true;
    }
    if c.is_ascii() {
        return false;
    }
    let mut pair = String::with_capacity(5);
    pair.push('a');
    pair.push(c);
    pair.escape_debug().nth(1) == Some('\\')
}

/// The most characters of a value an error quotes: a value of 5,000 characters is shown by
/// its start, so that the error stays one line a terminal shows whole.
pub const MAX_ECHO: usize = 60;

/// A value the user gave, as an error quotes it: [`printable`], and cut after [`MAX_ECHO`]
/// characters with `…`.
pub fn echo(value: &str) -> String {
    let mut chars = value.chars();
    let head: String = chars.by_ref().take(MAX_ECHO).collect();
    let mut out = printable(&head).into_owned();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// A message as one line: its own line breaks (serde's, between sentences) folded into spaces,
/// every other control character escaped.
pub fn one_line(text: &str) -> String {
    printable(&text.replace("\r\n", " ").replace('\n', " ")).into_owned()
}

/// The most characters of a file's path an error names: more than a value's, as a real path
/// (a temporary folder's, a project's) often passes 60 characters and the user needs it whole.
pub const MAX_PATH_ECHO: usize = 200;

/// A file's path as an error names it: [`printable`], and past [`MAX_PATH_ECHO`] characters its
/// end (the file's name) after `…`, which says more than its start.
pub fn echo_path(path: &std::path::Path) -> String {
    let text = path.display().to_string();
    let count = text.chars().count();
    if count <= MAX_PATH_ECHO {
        return printable(&text).into_owned();
    }
    let tail: String = text.chars().skip(count - MAX_PATH_ECHO).collect();
    format!("…{}", printable(&tail))
}

impl std::error::Error for UserError {}

pub type Result<T> = std::result::Result<T, UserError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(printable("Grim Ærn"), "Grim Ærn");
        assert_eq!(printable("a\u{1b}[2Jb\r\tc\n"), "a\\u{1b}[2Jb\\r\\tc\\n");
        let e = UserError::new("bad 'x\ry'\nnext").hint("\u{7}");
        assert_eq!(e.to_string(), "bad 'x\\ry' next (\\u{7})");
    }

    #[test]
    fn invisible_characters_are_escaped_and_marks_kept() {
        assert_eq!(printable("a\u{200b}b\u{202e}c"), "a\\u{200b}b\\u{202e}c");
        assert_eq!(printable("\u{feff}x\u{2066}"), "\\u{feff}x\\u{2066}");
        // A combining acute after its letter, a non-Latin name and an emoji stay as they are.
        assert_eq!(
            printable("Jose\u{301} Čáslav 龍 🎲"),
            "Jose\u{301} Čáslav 龍 🎲"
        );
    }

    #[test]
    fn an_echo_is_cut_after_sixty_characters() {
        assert_eq!(echo("abc"), "abc");
        let long = "x".repeat(5_000);
        assert_eq!(echo(&long), format!("{}…", "x".repeat(MAX_ECHO)));
        assert_eq!(echo("\u{1b}4"), "\\u{1b}4");
        let path = format!("/{}/band.toml", "d".repeat(5_000));
        let shown = echo_path(std::path::Path::new(&path));
        assert_eq!(shown.chars().count(), MAX_PATH_ECHO + 1);
        assert!(
            shown.starts_with('…') && shown.ends_with("/band.toml"),
            "{shown}"
        );
        assert_eq!(echo_path(std::path::Path::new("a.toml")), "a.toml");
    }
}
