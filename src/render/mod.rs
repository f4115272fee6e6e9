//! Renderers of a `Report`: the human text (`text`, with its tables drawn by comfy-table), JSON,
//! CSV and plain. They format; they never compute.

mod comparison;
mod csv;
mod json;
pub mod paging;
mod plain;
mod roster;
mod rules;
mod tables;
mod text;

use crate::error::{Result, UserError};
use crate::prob::Ratio;
use crate::report::{Output, Report};

pub use json::to_json;

/// The output formats (`--format`; their command-line names and help are the CLI's,
/// `cli::values`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A readable table (default)
    Table,
    /// The single most useful value, for a script to capture
    Plain,
    /// As plain, each probability or mean a decimal number (10 significant digits)
    Decimal,
    /// One JSON object
    Json,
    /// A header and one row per outcome
    Csv,
}

/// When to colour the output (`--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

/// When long output goes through a pager (`--paging`): the binary decides and runs it; the
/// library only names the choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paging {
    /// Only on a terminal, and only when the output is longer than the screen.
    Auto,
    /// On a terminal, whatever the length.
    Always,
    Never,
}

/// How human output looks, decided once (from the options, the terminal and the environment)
/// and handed to every renderer: none of them reads the environment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Look {
    /// Colour (ANSI bold, dim, green bars).
    pub color: bool,
    /// The width to fit: `COLUMNS`, else the terminal's; `None` (a pipe) is as wide as the
    /// content, so that piped output does not depend on where it is piped from.
    pub width: Option<usize>,
    /// ASCII only (`--style ascii`, or auto in a locale that is not UTF-8).
    pub ascii: bool,
    /// `--brief`: the answer and the few numbers a player needs, no tables.
    pub brief: bool,
}

/// The narrowest width fitted to: narrower widths are taken as this one.
pub const NARROWEST: usize = 20;

impl Look {
    /// The look for this process: `color` as decided by [`use_color`]; the width from
    /// `COLUMNS` when it is a positive whole number, else `terminal_width`, the width of the
    /// terminal stdout is (the program running warband asks it; `None` for a pipe).
    pub fn decide(
        color: bool,
        style: Style,
        terminal_width: Option<u16>,
        env: impl Fn(&str) -> Option<std::ffi::OsString>,
    ) -> Look {
        let columns = env("COLUMNS")
            .and_then(|v| v.to_str().and_then(|v| v.trim().parse::<u16>().ok()))
            .filter(|&w| w > 0);
        let terminal = || terminal_width.filter(|&w| w > 0);
        let ascii = match style {
            Style::Ascii => true,
            Style::Unicode => false,
            Style::Auto => !locale_is_utf8(&env),
        };
        Look {
            color,
            // A width below a phone's narrowest (COLUMNS=1) would print a character a line.
            width: columns
                .or_else(terminal)
                .map(|w| usize::from(w).max(NARROWEST)),
            ascii,
            brief: false,
        }
    }
}

/// The width of a line as a terminal shows it, counted in characters (not bytes).
pub(crate) fn width_of(line: &str) -> usize {
    line.chars().count()
}

/// Word-wraps each line of `text` that is wider than `width`; a continued line is indented two
/// spaces more than the line it continues. No width (a pipe): the text as it is.
pub(crate) fn wrap(text: &str, width: Option<usize>) -> String {
    let Some(width) = width else {
        return text.to_string();
    };
    text.split('\n')
        .map(|line| wrap_line(line, width))
        .collect::<Vec<_>>()
        .join("\n")
}

/// As [`wrap`], leaving the lines of tables as they are (they are fitted on their own).
pub(crate) fn wrap_prose(text: &str, width: Option<usize>) -> String {
    let Some(width) = width else {
        return text.to_string();
    };
    let table_line =
        |l: &str| l.starts_with(['╭', '│', '╞', '├', '╰', '+', '|', '┌', '└', '╪', '═']);
    text.split('\n')
        .map(|line| {
            if table_line(line) {
                line.to_string()
            } else {
                wrap_line(line, width)
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn wrap_line(line: &str, width: usize) -> String {
    if width_of(line) <= width {
        return line.to_string();
    }
    let body = line.trim_start_matches(' ');
    // Indents keep at least half the width for the words.
    let indent = (line.len() - body.len()).min(width / 2);
    let more = " ".repeat((indent + 2).min(width / 2));
    let mut lines: Vec<String> = Vec::new();
    let mut current = " ".repeat(indent);
    let mut has_word = false;
    let (mut rest, mut gap) = (body, "");
    while !rest.is_empty() {
        let end = rest.find(' ').unwrap_or(rest.len());
        let mut word = &rest[..end];
        let after = &rest[end..];
        let next = after.trim_start_matches(' ');
        if has_word && width_of(&current) + width_of(gap) + width_of(word) <= width {
            current.push_str(gap);
            current.push_str(word);
        } else {
            if has_word {
                lines.push(std::mem::replace(&mut current, more.clone()));
            }
            // A word wider than the room left is cut where the line ends.
            loop {
                let room = width.saturating_sub(width_of(&current)).max(1);
                if width_of(word) <= room {
                    current.push_str(word);
                    break;
                }
                let cut = word.char_indices().nth(room).map_or(word.len(), |(i, _)| i);
                current.push_str(&word[..cut]);
                lines.push(std::mem::replace(&mut current, more.clone()));
                word = &word[cut..];
            }
            has_word = true;
        }
        gap = &after[..after.len() - next.len()];
        rest = next;
    }
    lines.push(current);
    lines
        .iter()
        .map(|l| l.trim_end())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Which characters human output is drawn with (`--style`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// ASCII when the locale is not UTF-8
    Auto,
    /// Box-drawing characters, bars and symbols
    Unicode,
    /// ASCII only, for old consoles
    Ascii,
}

/// Whether the locale says UTF-8: the first of LC_ALL, LC_CTYPE and LANG that is set and not
/// empty decides (as in POSIX); none set counts as UTF-8, as bat and ripgrep draw Unicode
/// without asking (a terminal of today is UTF-8; `C.UTF-8` is).
pub fn locale_is_utf8(env: impl Fn(&str) -> Option<std::ffi::OsString>) -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|name| env(name).filter(|v| !v.is_empty()))
        .is_none_or(|v| {
            let v = v.to_string_lossy().to_ascii_lowercase();
            v.contains("utf-8") || v.contains("utf8")
        })
}

/// The ASCII for each symbol human output uses, and for the box drawing of a table (as
/// comfy-table's ASCII preset draws it): what `--style ascii` prints. Letters are data (names,
/// quoted sources) and stay.
const ASCII_SYMBOLS: &[(char, &str)] = &[
    ('≈', "~"),
    ('≥', ">="),
    ('≤', "<="),
    ('−', "-"),
    ('–', "-"),
    ('—', "-"),
    ('…', "..."),
    ('→', "->"),
    ('←', "<-"),
    ('×', "x"),
    ('•', "*"),
    ('·', "|"),
    ('±', "+/-"),
    ('«', "\""),
    ('»', "\""),
    ('²', "^2"),
    ('§', "section "),
    ('°', " degrees"),
    ('█', "#"),
    ('─', "-"),
    ('╌', "-"),
    ('═', "="),
    ('│', "|"),
    ('┆', "|"),
    ('╪', "="),
    ('╭', "+"),
    ('╮', "+"),
    ('╰', "+"),
    ('╯', "+"),
    ('┌', "+"),
    ('┐', "+"),
    ('└', "+"),
    ('┘', "+"),
    ('┬', "+"),
    ('┴', "+"),
    ('├', "+"),
    ('┤', "+"),
    ('┼', "+"),
    ('╞', "+"),
    ('╡', "+"),
];

/// `text` with every symbol of [`ASCII_SYMBOLS`] replaced.
pub(crate) fn ascii_symbols(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match ASCII_SYMBOLS.iter().find(|(s, _)| *s == c) {
            Some((_, ascii)) => out.push_str(ascii),
            None => out.push(c),
        }
    }
    out
}

/// Renders a report in a format; the text ends with a newline.
pub fn render(report: &Report, format: Format, look: &Look) -> String {
    match format {
        Format::Table if look.brief => text::brief(report, look),
        Format::Table => text::render(report, look),
        Format::Json => json::to_json_text(report),
        Format::Csv => csv::render(report),
        Format::Plain => plain::render(report, false),
        Format::Decimal => plain::render(report, true),
    }
}

/// CSV is the exact distribution, a row per outcome: a roll has no row in it, and a roll whose
/// dice were not printed must not exit 1 on a failure nobody sees. Refused, as `rules show`'s
/// CSV is.
fn refuse_rolled_csv(output: &Output) -> Result<()> {
    let rolled = match output {
        Output::Report(r) => std::slice::from_ref(r.as_ref()),
        Output::Reports(all) => all.as_slice(),
        _ => &[],
    };
    match rolled.iter().find(|r| r.roll.is_some()) {
        Some(r) => Err(UserError::new("a roll has no CSV form: CSV is the exact distribution").hint(
            if r.command == "roll" {
                "use --format plain or --json for the dice, or --dist for the exact distribution"
            } else {
                "use --format plain or --json for the dice, or drop --roll for the exact distribution"
            },
        )),
        None => Ok(()),
    }
}

/// Renders whatever a subcommand produced.
pub fn render_output(output: &Output, format: Format, look: &Look) -> Result<Vec<u8>> {
    if format == Format::Csv {
        refuse_rolled_csv(output)?;
    }
    let text = match (output, format) {
        (Output::Text(bytes), _) => return Ok(bytes.clone()),
        (Output::Report(r), f) => render(r, f, look),
        (Output::Ruling(r), Format::Json) => {
            pretty(&serde_json::to_value(r).expect("a ruling serialises"))
        }
        (Output::Ruling(r), Format::Csv) => rules::ruling_csv(r),
        (Output::Ruling(r), Format::Plain | Format::Decimal) => format!("{}\n", r.text),
        (Output::Ruling(r), Format::Table) => wrap(&rules::ruling_text(r), look.width),
        (Output::Ruleset(r), Format::Json) => pretty(&rules::ruleset_json(r)),
        (Output::Ruleset(_), Format::Csv) => rules::no_csv()?,
        (Output::Ruleset(r), _) => rules::ruleset_text(r, look),
        (Output::Found(f), Format::Json) => pretty(&serde_json::json!({
            "query": f.query,
            "ruleset": f.ruleset,
            "hits": f.hits,
        })),
        (Output::Found(f), Format::Csv) => rules::found_csv(f),
        (Output::Found(f), Format::Plain | Format::Decimal) => {
            f.hits.iter().map(|h| format!("{}\n", h.at)).collect()
        }
        (Output::Found(f), Format::Table) => rules::found_text(f, look),
        (Output::RulesetList(all), Format::Json) => pretty(&serde_json::Value::Array(
            all.iter()
                .map(|r| serde_json::json!({ "id": r.id, "name": r.name, "source": r.source }))
                .collect(),
        )),
        (Output::RulesetList(all), Format::Csv) => rules::list_csv(all),
        (Output::RulesetList(all), Format::Plain | Format::Decimal) => {
            all.iter().map(|r| format!("{}\n", r.id)).collect()
        }
        (Output::RulesetList(all), Format::Table) => rules::list_text(all, look),
        (Output::Comparison(reports), Format::Json) => pretty(&serde_json::Value::Array(
            reports
                .iter()
                .map(|(label, r)| {
                    let mut v = to_json(r);
                    if let serde_json::Value::Object(o) = &mut v {
                        o.insert("loadout".into(), serde_json::json!(label));
                    }
                    v
                })
                .collect(),
        )),
        (Output::Comparison(reports), Format::Table) => comparison::comparison(reports, look),
        (Output::Comparison(reports), Format::Csv) => {
            let mut out = String::from("loadout,outcome,exact,p\n");
            for (label, r) in reports {
                for e in &r.distribution {
                    let outcome = match &e.outcome {
                        crate::report::Outcome::Named(s) => s.clone(),
                        crate::report::Outcome::Count(n) => n.to_string(),
                    };
                    out.push_str(&format!(
                        "\"{}\",{outcome},{},{}\n",
                        label.replace('"', "\"\""),
                        e.probability,
                        e.probability.to_f64()
                    ));
                }
            }
            out
        }
        (Output::Comparison(reports), f @ (Format::Plain | Format::Decimal)) => reports
            .iter()
            .map(|(label, r)| {
                let value = r.answer().map(|(_, p)| p);
                let shown = |p: &Ratio| plain::number(p, f == Format::Decimal);
                format!("{label}\t{}\n", value.map_or("-".into(), shown))
            })
            .collect(),
        (Output::Reports(all), f) => tables::reports(all, f, look),
        (Output::TableList(all), f) => tables::list(all, f, look),
        (Output::TableShow(view), f) => tables::show(view, f, look),
        (Output::Roster(view), f) => roster::show(view, f, look),
    };
    // --brief keeps to a phone's screen, whatever the view.
    let text = if look.brief && format == Format::Table {
        clip(&text, BRIEF_LINES)
    } else {
        text
    };
    // JSON and CSV are data: they keep every character.
    if look.ascii && !matches!(format, Format::Json | Format::Csv) {
        let ascii = ascii_symbols(&text);
        // `…` became `...` and `→` `->`: a line fitted to the width may now be wider.
        let ascii = if format == Format::Table {
            wrap_prose(&ascii, look.width)
        } else {
            ascii
        };
        return Ok(ascii.into_bytes());
    }
    Ok(text.into_bytes())
}

/// The most lines `--brief` prints: a phone's screen, 40 × 10.
pub const BRIEF_LINES: usize = 10;

/// `text` cut to `max` lines, the last saying how many were left out.
fn clip(text: &str, max: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= max {
        return text.to_string();
    }
    let kept = &lines[..max - 1];
    format!(
        "{}\n… {} more lines without --brief\n",
        kept.join("\n"),
        lines.len() - kept.len()
    )
}

/// Every human table's look: rounded corners; styled (colour) only when asked for.
pub(crate) fn styled_table(color: bool) -> comfy_table::Table {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED.with_rounded_corners());
    // comfy-table styles only with its terminal backend, which the browser build leaves out:
    // there a table is never coloured.
    #[cfg(not(target_family = "wasm"))]
    if color {
        t.enforce_styling();
    } else {
        t.force_no_tty();
    }
    #[cfg(target_family = "wasm")]
    let _ = color;
    t
}

/// A cell drawn green (the distribution's bars), where tables can be coloured at all.
pub(crate) fn green(cell: comfy_table::Cell) -> comfy_table::Cell {
    #[cfg(not(target_family = "wasm"))]
    let cell = cell.fg(comfy_table::Color::Green);
    cell
}

/// A human table that fits the look's width: comfy-table's dynamic arrangement wraps cells
/// within it; without a width, the table is as wide as its content.
pub(crate) fn fitted_table(look: &Look, max: Option<usize>) -> comfy_table::Table {
    let mut t = human_table(look);
    let width = match (look.width, max) {
        (Some(w), Some(m)) => Some(w.min(m)),
        (w, m) => w.or(m),
    };
    match width {
        Some(w) => t
            .set_content_arrangement(comfy_table::ContentArrangement::Dynamic)
            .set_width(u16::try_from(w).unwrap_or(u16::MAX)),
        None => t.set_content_arrangement(comfy_table::ContentArrangement::Disabled),
    };
    t
}

/// A human table in the look's characters: as [`styled_table`], or ASCII-drawn.
pub(crate) fn human_table(look: &Look) -> comfy_table::Table {
    let mut t = styled_table(look.color);
    if look.ascii {
        t.load_style(comfy_table::presets::ASCII_FULL_CONDENSED);
    }
    t
}

fn pretty(v: &serde_json::Value) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("JSON values serialise");
    s.push('\n');
    s
}

/// Whether to colour: `always`, `never`, or on a terminal unless `NO_COLOR` is set or
/// `TERM=dumb` (<https://no-color.org>).
/// `env` looks a variable up (the process's environment, for the binary).
pub fn use_color(
    when: ColorWhen,
    stdout_is_terminal: bool,
    env: impl Fn(&str) -> Option<std::ffi::OsString>,
) -> bool {
    match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => {
            stdout_is_terminal
                && env("NO_COLOR").is_none_or(|v| v.is_empty())
                && env("TERM").is_none_or(|t| t != "dumb")
        }
    }
}

/// A probability as a percentage for people: one decimal, two significant digits below 0.05%,
/// never an exponent, and never rounding a possibility to 0% or a doubt to 100%: `<0.01%` below
/// one in ten thousand, `>99.99%` above 9999 in ten thousand (both decided exactly).
pub fn percent(p: &Ratio) -> String {
    if p.is_zero() {
        return "0%".into();
    }
    if p.is_one() {
        return "100%".into();
    }
    if *p < Ratio::new(1, 10_000) {
        return "<0.01%".into();
    }
    if *p > Ratio::new(9_999, 10_000) {
        return ">99.99%".into();
    }
    let pct = p.to_f64() * 100.0;
    if pct < 0.05 {
        // Two significant digits for the rare events players ask about.
        let digits = (-pct.log10().floor()) as usize + 1;
        return format!("{pct:.digits$}%");
    }
    let shown = format!("{pct:.1}");
    if shown == "100.0" {
        // 99.95% to 99.99%: one more decimal, so that a doubt is not shown as certainty.
        format!("{pct:.2}%")
    } else {
        format!("{shown}%")
    }
}

/// A non-negative rational as a plain decimal with `digits` significant digits, rounded half
/// up from the exact fraction (not through f64), trailing zeros trimmed, never an exponent:
/// 1/6^8 to 10 digits is 0.0000005953741808.
pub fn decimal(p: &Ratio, digits: u32) -> String {
    use num_bigint::BigUint;
    use num_integer::Integer;
    use num_traits::Zero;
    if p.is_zero() {
        return "0".into();
    }
    let n: BigUint = p.numer().to_biguint();
    let d: BigUint = p.denom().to_biguint();
    let ten = BigUint::from(10u32);
    let whole = &n / &d;
    // The decimals that give `digits` significant ones: after the integer part's digits, or
    // after the zeros that follow the point.
    let decimals = if whole.is_zero() {
        let (mut m, mut zeros) = (&n * &ten, 0u32);
        while m < d {
            m *= &ten;
            zeros += 1;
        }
        zeros + digits
    } else {
        digits.saturating_sub(whole.to_string().len() as u32)
    };
    let (mut q, r) = (&n * ten.pow(decimals)).div_rem(&d);
    if &r * 2u32 >= d {
        q += 1u32;
    }
    let q = q.to_string();
    if decimals == 0 {
        return q;
    }
    let places = decimals as usize;
    let padded = format!("{q:0>width$}", width = places + 1);
    let (int, frac) = padded.split_at(padded.len() - places);
    match frac.trim_end_matches('0') {
        "" => int.to_string(),
        frac => format!("{int}.{frac}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_never_lie_at_the_edges() {
        assert_eq!(percent(&Ratio::new(2, 3)), "66.7%");
        assert_eq!(percent(&Ratio::zero()), "0%");
        assert_eq!(percent(&Ratio::one()), "100%");
        assert_eq!(percent(&Ratio::new(999, 1000)), "99.9%");
        // 1 - 1/100000 = 99.999%: above 99.99%.
        assert_eq!(percent(&Ratio::new(99999, 100000)), ">99.99%");
    }

    #[test]
    fn no_exponent_in_a_percent() {
        let six = |n: u32| Ratio::new(1, 6).pow(n);
        // 1/6^8 = 1/1679616 = 0.0000595...%: below 0.01%.
        assert_eq!(percent(&six(8)), "<0.01%");
        // 1/6^6 = 1/46656 = 0.00214...%: below 0.01% (it was 0.0021%).
        assert_eq!(percent(&six(6)), "<0.01%");
        // 1/6^5 = 1/7776 = 0.012860...%: two significant digits.
        assert_eq!(percent(&six(5)), "0.013%");
        // 1/6^600 is far below what an f64 holds; still below 0.01%, not 0%.
        assert_eq!(percent(&six(600)), "<0.01%");
        assert_eq!(percent(&Ratio::new(1, 3)), "33.3%");
        // 1 - 1/6^8 = 99.99994...%: above 99.99%.
        assert_eq!(percent(&six(8).complement()), ">99.99%");
        // 1 - 1/7776 = 99.98714...%: one decimal would say 100.0, two say 99.99.
        assert_eq!(percent(&six(5).complement()), "99.99%");
        // Exactly 1/10000 and 9999/10000 are not beyond the edges.
        assert_eq!(percent(&Ratio::new(1, 10_000)), "0.010%");
        assert_eq!(percent(&Ratio::new(9_999, 10_000)), "99.99%");
    }

    #[test]
    fn decimals_are_exact_and_plain() {
        let six = |n: u32| Ratio::new(1, 6).pow(n);
        // 1/1679616 = 5.953741807651...e-7: ten significant digits, the last rounded up.
        assert_eq!(decimal(&six(8), 10), "0.0000005953741808");
        assert_eq!(decimal(&Ratio::new(1, 3), 10), "0.3333333333");
        assert_eq!(decimal(&Ratio::new(2, 3), 10), "0.6666666667");
        // 1679615/1679616 = 0.99999940462581...
        assert_eq!(decimal(&six(8).complement(), 10), "0.9999994046");
        assert_eq!(decimal(&Ratio::new(1, 4), 10), "0.25");
        assert_eq!(decimal(&Ratio::new(25, 2), 10), "12.5");
        assert_eq!(decimal(&Ratio::one(), 10), "1");
        assert_eq!(decimal(&Ratio::zero(), 10), "0");
        assert_eq!(decimal(&Ratio::new(2, 3), 5), "0.66667");
    }

    #[test]
    fn long_lines_wrap_with_an_indented_continuation() {
        let w = Some(12);
        assert_eq!(wrap("note: aaa bbb ccc", w), "note: aaa\n  bbb ccc");
        // The gaps inside a line are kept; a continued indented line is indented two more.
        assert_eq!(wrap("  a  ·  b  ·  cccc", w), "  a  ·  b  ·\n    cccc");
        // A word wider than a line is cut where the line ends.
        assert_eq!(wrap("x 123456789012345", w), "x\n  1234567890\n  12345");
        assert_eq!(wrap("short\n", w), "short\n");
        assert_eq!(wrap("no width at all", None), "no width at all");
    }

    #[test]
    fn the_width_is_columns_then_the_terminal() {
        let env = |v: &'static str| move |name: &str| (name == "COLUMNS").then(|| v.into());
        let width = |env| Look::decide(false, Style::Auto, None, env).width;
        assert_eq!(width(env("40")), Some(40));
        assert_eq!(width(env(" 72 ")), Some(72));
        // Narrower than any phone: fitted to the narrowest width instead.
        assert_eq!(width(env("1")), Some(NARROWEST));
        // Not a positive number, or no terminal and no COLUMNS: as wide as the content.
        assert_eq!(width(env("0")), None);
        assert_eq!(width(env("wide")), None);
    }

    #[test]
    fn the_first_locale_variable_set_decides() {
        let utf8 = |vars: &'static [(&'static str, &'static str)]| {
            locale_is_utf8(|name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).into())
            })
        };
        assert!(utf8(&[]));
        assert!(utf8(&[("LANG", "en_US.UTF-8")]));
        assert!(utf8(&[("LANG", "C.UTF-8")]));
        assert!(utf8(&[("LANG", "cs_CZ.utf8")]));
        assert!(!utf8(&[("LANG", "C")]));
        assert!(!utf8(&[("LANG", "POSIX")]));
        assert!(!utf8(&[("LC_ALL", "C"), ("LANG", "en_US.UTF-8")]));
        assert!(!utf8(&[
            ("LC_CTYPE", "ru_RU.KOI8-R"),
            ("LANG", "ru_RU.UTF-8")
        ]));
        // An empty variable is skipped.
        assert!(utf8(&[("LC_ALL", ""), ("LANG", "en_US.UTF-8")]));
        assert_eq!(
            ascii_symbols("╭─┬╮ ≈ 0.5 ≥ 3 · 1–3 …→ █ Žižka"),
            "+-++ ~ 0.5 >= 3 | 1-3 ...-> # Žižka"
        );
    }

    #[test]
    fn never_and_always_override_the_terminal() {
        assert!(!use_color(ColorWhen::Never, true, |_| None));
        assert!(use_color(ColorWhen::Always, false, |_| None));
        assert!(!use_color(ColorWhen::Auto, false, |_| None));
    }

    #[test]
    fn auto_colours_a_terminal_unless_no_color_or_a_dumb_terminal() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| std::ffi::OsString::from(v))
            }
        };
        assert!(use_color(ColorWhen::Auto, true, env(&[("TERM", "xterm")])));
        assert!(!use_color(ColorWhen::Auto, true, env(&[("NO_COLOR", "1")])));
        // An empty NO_COLOR does not count (no-color.org).
        assert!(use_color(ColorWhen::Auto, true, env(&[("NO_COLOR", "")])));
        assert!(!use_color(ColorWhen::Auto, true, env(&[("TERM", "dumb")])));
    }
}
