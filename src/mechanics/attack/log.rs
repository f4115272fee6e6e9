//! The log of a played fight, the lines `--roll` shows.

/// What happened in a played fight, kept only when someone will read it: formatting a line per
/// die would dominate the millions of fights of `--simulate` and the tests' enumerations.
pub(super) struct Log {
    lines: Option<Vec<String>>,
}

impl Log {
    /// A log that keeps every line.
    pub(super) fn kept() -> Log {
        Log {
            lines: Some(Vec::new()),
        }
    }

    /// A log that keeps nothing (and formats nothing).
    pub(super) fn quiet() -> Log {
        Log { lines: None }
    }

    pub(super) fn note(&mut self, line: impl FnOnce() -> String) {
        if let Some(lines) = self.lines.as_mut() {
            lines.push(line());
        }
    }

    /// The lines kept: none for a quiet log.
    pub(super) fn into_lines(self) -> Vec<String> {
        self.lines.unwrap_or_default()
    }
}
