//! Why text could not be read as a number: the one error of `Nat` and `Ratio` parsing, apart
//! from both so that neither imports from the other to name it.

use std::fmt;

/// Why a string could not be read as a `Ratio` (or a `Nat`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRatioError {
    input: String,
    kind: ParseErrorKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ParseErrorKind {
    Empty,
    Negative,
    NotANumber,
    ZeroDenominator,
    TooManySlashes,
}

impl ParseRatioError {
    fn new(input: &str, kind: ParseErrorKind) -> ParseRatioError {
        ParseRatioError {
            input: input.to_owned(),
            kind,
        }
    }

    pub(crate) fn empty(input: &str) -> ParseRatioError {
        ParseRatioError::new(input, ParseErrorKind::Empty)
    }

    pub(crate) fn negative(input: &str) -> ParseRatioError {
        ParseRatioError::new(input, ParseErrorKind::Negative)
    }

    pub(crate) fn not_a_number(input: &str) -> ParseRatioError {
        ParseRatioError::new(input, ParseErrorKind::NotANumber)
    }

    pub(crate) fn zero_denominator(input: &str) -> ParseRatioError {
        ParseRatioError::new(input, ParseErrorKind::ZeroDenominator)
    }

    pub(crate) fn too_many_slashes(input: &str) -> ParseRatioError {
        ParseRatioError::new(input, ParseErrorKind::TooManySlashes)
    }

    /// The same error, about the whole `input` a part of which failed.
    pub(crate) fn relabel(self, input: &str) -> ParseRatioError {
        ParseRatioError::new(input, self.kind)
    }

    /// The text that failed to parse.
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl fmt::Display for ParseRatioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.kind {
            ParseErrorKind::Empty => "no number given",
            ParseErrorKind::Negative => "negative numbers are not allowed",
            ParseErrorKind::NotANumber => {
                "expected a whole number like 3 or a fraction like 2/3, using digits only"
            }
            ParseErrorKind::ZeroDenominator => "the denominator must not be zero",
            ParseErrorKind::TooManySlashes => "a fraction has exactly one '/'",
        };
        write!(f, "invalid number {:?}: {why}", self.input)
    }
}

impl std::error::Error for ParseRatioError {}
