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

/// `text` with its control characters escaped (`\n`, `\r`, `\u{1b}`): how a value the user
/// gave (an argument, a variable, a file's name or a roster's) is quoted in an error or a
/// table, so that it stays on its line and cannot move the cursor, clear the screen or recolour
/// the terminal.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A message as one line: its own line breaks (serde's, between sentences) folded into spaces,
/// every other control character escaped.
pub fn one_line(text: &str) -> String {
    printable(&text.replace("\r\n", " ").replace('\n', " ")).into_owned()
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
}
