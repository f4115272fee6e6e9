//! Pipelines: reading the previous stage's count (a JSON distribution, a rolled JSON result, or
//! a plain integer) from standard input, and deciding when standard input is to be read.

use crate::cli::{DiceArg, MAX_DICE};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Ratio};
use serde_json::Value;
use std::io::IsTerminal;

/// What the previous stage handed on.
#[derive(Debug, Clone, PartialEq)]
pub struct Incoming {
    /// The exact distribution of the count, when the stage printed one.
    pub distribution: Option<Dist<i64>>,
    /// The count the stage rolled (or a plain integer).
    pub rolled: Option<i64>,
}

/// How many dice a stage rolls: exactly known, or distributed.
#[derive(Debug, Clone, PartialEq)]
pub enum Count {
    Fixed(u32),
    Piped(Incoming),
}

const EXPECTED: &str = "expected a JSON distribution or a count on standard input";
const FIX: &str = "add --json to the previous command, or --format plain with --roll";

/// Resolves `-n`: a number, `-` (stdin, required), or nothing (stdin when piped, else `default`).
pub fn count(arg: Option<DiceArg>, default: u32) -> Result<Count> {
    match arg {
        Some(DiceArg::Count(n)) => Ok(Count::Fixed(n)),
        Some(DiceArg::Stdin) => {
            let text = read_stdin()?;
            if text.trim().is_empty() {
                return Err(
                    UserError::new(format!("standard input is empty; {EXPECTED}")).hint(FIX),
                );
            }
            Ok(Count::Piped(parse(&text)?))
        }
        None => match piped_stdin()? {
            Some(text) if !text.trim().is_empty() => Ok(Count::Piped(parse(&text)?)),
            _ => Ok(Count::Fixed(default)),
        },
    }
}

/// Standard input's text when it is a pipe or a file (not a terminal, not /dev/null).
fn piped_stdin() -> Result<Option<String>> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        return Ok(None);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        match std::fs::metadata("/dev/stdin") {
            Ok(meta) if meta.file_type().is_fifo() || meta.file_type().is_file() => {}
            _ => return Ok(None),
        }
    }
    read_stdin().map(Some)
}

fn read_stdin() -> Result<String> {
    let bytes = crate::input::read_stdin()
        .map_err(|e| UserError::new(format!("cannot read standard input: {e}")).hint(FIX))?;
    crate::input::text(bytes).ok_or_else(|| {
        UserError::new(format!("standard input is not UTF-8 text; {EXPECTED}")).hint(FIX)
    })
}

/// Parses a previous stage's output.
pub fn parse(text: &str) -> Result<Incoming> {
    let t = text.trim();
    if let Ok(n) = t.parse::<i64>() {
        check_count(n)?;
        return Ok(Incoming {
            distribution: None,
            rolled: Some(n),
        });
    }
    if !t.starts_with('{') {
        let what = if t.contains('│') || t.contains('|') || t.contains("needs") {
            "standard input looks like a human table"
        } else {
            "standard input is not a count"
        };
        return Err(UserError::new(format!("{what}; {EXPECTED}")).hint(FIX));
    }
    let doc: Value = serde_json::from_str(t).map_err(|e| {
        UserError::new(format!(
            "standard input is not valid JSON ({e}); {EXPECTED}"
        ))
        .hint(FIX)
    })?;
    let rolled = doc
        .get("roll")
        .and_then(|r| r.get("result"))
        .and_then(Value::as_i64);
    if let Some(n) = rolled {
        check_count(n)?;
    }
    let distribution = match doc.get("distribution") {
        Some(Value::Array(entries)) => Some(parse_distribution(entries)?),
        Some(_) => {
            return Err(
                UserError::new("\"distribution\" on standard input is not an array").hint(FIX),
            );
        }
        None if rolled.is_some() => None,
        None => {
            return Err(UserError::new(format!(
                "the JSON on standard input has no \"distribution\"; {EXPECTED}"
            ))
            .hint(FIX));
        }
    };
    Ok(Incoming {
        distribution,
        rolled,
    })
}

fn parse_distribution(entries: &[Value]) -> Result<Dist<i64>> {
    let bad = |what: String| UserError::new(format!("standard input: {what}")).hint(FIX);
    let mut pairs = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let outcome = entry
            .get("outcome")
            .and_then(Value::as_i64)
            .ok_or_else(|| bad(format!("distribution entry {i} has no whole-number \"outcome\" (only counts can feed dice)")))?;
        check_count(outcome)?;
        let exact = entry
            .get("probability")
            .and_then(|p| p.get("exact"))
            .and_then(Value::as_str)
            .ok_or_else(|| {
                bad(format!(
                    "distribution entry {i} has no \"probability\": {{\"exact\": \"a/b\"}}"
                ))
            })?;
        let p: Ratio = exact
            .parse()
            .map_err(|e| bad(format!("distribution entry {i}: {e}")))?;
        pairs.push((outcome, p));
    }
    Dist::from_probs(pairs).map_err(|e| bad(format!("the distribution is not usable: {e}")))
}

fn check_count(n: i64) -> Result<()> {
    if (0..=i64::from(MAX_DICE)).contains(&n) {
        Ok(())
    } else {
        Err(UserError::new(format!(
            "standard input asks for {n} dice; a stage takes 0 to {MAX_DICE}"
        ))
        .hint("the previous stage's count must be a whole number from 0 to 1000"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_integer_is_a_count() {
        let i = parse(" 3\n").unwrap();
        assert_eq!(i.rolled, Some(3));
        assert!(i.distribution.is_none());
    }

    #[test]
    fn a_json_distribution_is_read_exactly() {
        let text = r#"{"distribution":[{"outcome":0,"probability":{"exact":"1/3","p":0.3}},{"outcome":1,"probability":{"exact":"2/3","p":0.6}}],"roll":null}"#;
        let d = parse(text).unwrap().distribution.unwrap();
        assert_eq!(d.prob(&1), Ratio::new(2, 3));
    }

    #[test]
    fn garbage_is_refused_with_a_hint() {
        for text in [
            "needs 3+ · 2/3",
            "{not json",
            r#"{"a":1}"#,
            "-4",
            r#"{"distribution":[{"outcome":"stunned","probability":{"exact":"1"}}]}"#,
            r#"{"distribution":[{"outcome":1,"probability":{"exact":"1/2"}}]}"#,
        ] {
            let e = parse(text).unwrap_err().to_string();
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(
            parse("| 0 | 1/3 |")
                .unwrap_err()
                .to_string()
                .contains("human table")
        );
    }
}
