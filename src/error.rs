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
        // One line, always: newlines inside a message (e.g. from serde) are folded.
        let what = self.what.replace('\n', " ");
        match &self.hint {
            Some(hint) => write!(f, "{what} ({})", hint.replace('\n', " ")),
            None => write!(f, "{what}"),
        }
    }
}

impl std::error::Error for UserError {}

pub type Result<T> = std::result::Result<T, UserError>;
