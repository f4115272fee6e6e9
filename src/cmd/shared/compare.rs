//! `--compare`: one more match-up (or question) built from the command line with the comparisons removed and
//! the compared flags appended, so that they add to or override what was given.

use crate::cmd::shared::context::Context;
use crate::error::{Result, UserError};
use crate::question::{Question, Unasked};
use crate::report::Output;
use crate::report::Report;
use std::ffi::OsString;

/// The most `--compare` options one command takes: each is a whole exact computation (a heavy
/// duel takes seconds), and a table wider than 1 + 8 columns is no longer readable.
pub const MAX_COMPARE: usize = 8;

/// The answer of a command that takes `--compare`: its own report alone, or it and one report
/// per `--compare FLAGS` side by side, each built by `again` from the re-parsed command line,
/// as the subcommand's question `Q`.
/// `replaced`: repeatable flags (duel's `--a`, `--b`) whose values a compared one replaces
/// rather than adds to.
pub fn side_by_side<Q: TryFrom<Question>>(
    cx: &Context,
    argv: &[OsString],
    compare: &[String],
    replaced: &[&str],
    example: &str,
    first: impl FnOnce() -> Result<Report>,
    mut again: impl FnMut(Q, &Context) -> Result<Report>,
) -> Result<Output> {
    if compare.is_empty() {
        return first().map(|r| Output::Report(Box::new(r)));
    }
    if compare.len() > MAX_COMPARE {
        return Err(UserError::new(format!(
            "{} --compare options; at most {MAX_COMPARE} match-ups are compared with the one given",
            compare.len()
        ))
        .hint("split the comparison into several commands"));
    }
    // Every compared question is parsed before any is answered: a bad one is refused before
    // the others' work (a heavy duel takes seconds), and what they ask is known first.
    let questions = compare
        .iter()
        .map(|flags| reparse(cx, argv, flags, replaced, example))
        .collect::<Result<Vec<_>>>()?;
    // Each compared question is answered afresh: standard input can be read only once. Asked
    // of the parsed questions, which hold the command line as given too (`-n -`, `-n-`,
    // `--dice=-`, or `--compare '-n -'`).
    if questions.iter().any(|q| q.question.reads_stdin()) {
        return Err(
            UserError::new("--compare cannot read standard input (-n -)").hint(
                "give -n N for each question compared, or compare in the pipeline's last stage",
            ),
        );
    }
    // A comparison is exact odds side by side; a roll has no place in it, and was dropped.
    if cx.roll || questions.iter().any(|q| q.context.roll) {
        return Err(
            UserError::new("--roll cannot be combined with --compare: a comparison shows the exact odds side by side")
                .hint("drop --roll, or roll each question in a command of its own"),
        );
    }
    let mut reports = vec![("as given".to_string(), first()?)];
    for q in questions {
        let Ok(question) = Q::try_from(q.question) else {
            unreachable!("the tokens name the same subcommand")
        };
        reports.push((q.label, again(question, &q.context)?));
    }
    Ok(Output::Comparison(reports))
}

/// One `--compare FLAGS`, parsed: its question, its context and the label it is shown under.
struct Compared {
    question: Question,
    context: Context,
    label: String,
}

/// The label of a compared question: its flags as parsed, each word quoted as a shell would
/// need it, and what no terminal shows escaped. Not the text as typed: a shell comment in it
/// (`--ws 5 #…`) is no flag, and shown raw it could start a line of its own, carry terminal
/// escapes, or draw table cells of its own.
fn label(words: &[String]) -> String {
    let joined =
        shlex::try_join(words.iter().map(String::as_str)).unwrap_or_else(|_| words.join(" "));
    crate::error::printable(&joined).into_owned()
}

/// Splits flags into words as a POSIX shell would (`shlex`): on spaces, except inside quotes,
/// so a duel profile can be compared: `--compare '--a "WS5 S4"'`.
fn words(text: &str) -> std::result::Result<Vec<String>, String> {
    shlex::split(text).ok_or_else(|| "an unclosed quote or a trailing backslash".to_string())
}

/// The command and context of one `--compare FLAGS`; `example` shows good flags in the hint.
fn reparse(
    given: &Context,
    argv: &[OsString],
    flags: &str,
    replaced: &[&str],
    example: &str,
) -> Result<Compared> {
    let shown = crate::error::echo(flags);
    let added = words(flags).map_err(|e| {
        UserError::new(format!("--compare '{shown}': {e}"))
            .hint("quote a value with spaces, e.g. --compare '--a \"WS5 S4\"'")
    })?;
    let named = |w: &str, flag: &str| w == flag || w.starts_with(&format!("{flag}="));
    // The flags dropped from the command line: --compare, and a replaced flag given again.
    let mut dropped: Vec<&str> = vec!["--compare"];
    dropped.extend(
        replaced
            .iter()
            .filter(|f| added.iter().any(|w| named(w, f))),
    );
    let mut tokens = Vec::new();
    let mut skip = false;
    for t in argv {
        if skip {
            skip = false;
            continue;
        }
        if let Some(t) = t.to_str()
            && let Some(flag) = dropped.iter().find(|f| named(t, f))
        {
            skip = t == *flag;
            continue;
        }
        tokens.push(t.clone());
    }
    let label = label(&added);
    tokens.extend(added.into_iter().map(OsString::from));
    // The same environment rules as the first parse (the command line beats WARBAND_*); a bad
    // variable was already refused there.
    let asked = (given.parsers.ask)(&tokens).map_err(|failure| match failure {
        Unasked::Environment(e) => UserError::new(e).hint("unset the variable"),
        Unasked::Flags(first) => UserError::new(format!("--compare '{shown}': {first}")).hint(
            format!("give flags of this subcommand, e.g. --compare '{example}'"),
        ),
    })?;
    // A loadout may change global options too (`--compare '--rules wfb'`).
    let context = Context {
        ruleset: crate::rules::load(
            super::rosters::ruleset_id(
                asked.settings.rules_chosen,
                asked.settings.rules,
                &asked.question.rosters(),
            )?,
            asked.settings.rules_file.as_deref(),
        )?,
        roll: asked.settings.roll,
        seed: asked.settings.seed.unwrap_or(given.seed),
        feedback: given.feedback,
        // One simulation budget over every loadout.
        simulated_dice: given.simulated_dice.clone(),
        exact_work: given.exact_work.clone(),
        parsers: given.parsers,
    };
    Ok(Compared {
        question: asked.question,
        context,
        label,
    })
}

#[cfg(test)]
mod tests {
    use super::{label, words};

    #[test]
    fn flags_split_like_a_shell() {
        assert_eq!(words("--weapon axe").unwrap(), ["--weapon", "axe"]);
        assert_eq!(
            words(r#"--a "WS5 S4" --b 'WS3'"#).unwrap(),
            ["--a", "WS5 S4", "--b", "WS3"]
        );
        assert_eq!(words(r#"--a """#).unwrap(), ["--a", ""]);
        assert!(words(r#"--a "WS5"#).is_err());
    }

    #[test]
    fn a_label_is_the_flags_as_parsed() {
        let label = |text: &str| label(&words(text).unwrap());
        assert_eq!(label("--ws 5 #x\n#y"), "--ws 5");
        assert_eq!(label("--ws 5 #\u{1b}[2J\u{1b}[31mRED"), "--ws 5");
        assert_eq!(label(r#"--a "WS5 S4""#), "--a 'WS5 S4'");
        assert_eq!(label("--weapon 'a\u{1b}b'"), "--weapon 'a\\u{1b}b'");
    }
}
