//! Renderers of a `Report`: a human table (comfy-table), JSON, CSV and plain. They format; they
//! never compute.

mod csv;
mod json;
mod plain;
mod roster;
mod rules;
mod table;
mod tables;

use crate::error::Result;
use crate::prob::Ratio;
use crate::report::{Output, Report};

pub use json::to_json;

/// The output formats (`--format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// A readable table (default)
    Table,
    // No `$`, quote or backslash in a value's help: fish's completion script puts it inside
    // double quotes, where `$(...)` is expanded when the script is loaded (tests/shells.rs).
    /// The single most useful value, for a script to capture
    Plain,
    /// One JSON object
    Json,
    /// A header and one row per outcome
    Csv,
}

/// When to colour the output (`--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

/// Renders a report in a format; the text ends with a newline.
pub fn render(report: &Report, format: Format, color: bool) -> String {
    match format {
        Format::Table => table::render(report, color),
        Format::Json => pretty(&to_json(report)),
        Format::Csv => csv::render(report),
        Format::Plain => plain::render(report),
    }
}

/// Renders whatever a subcommand produced.
pub fn render_output(output: &Output, format: Format, color: bool) -> Result<Vec<u8>> {
    let text = match (output, format) {
        (Output::Text(bytes), _) => return Ok(bytes.clone()),
        (Output::Report(r), f) => render(r, f, color),
        (Output::Ruling(r), Format::Json) => {
            pretty(&serde_json::to_value(r).expect("a ruling serialises"))
        }
        (Output::Ruling(r), Format::Csv) => rules::ruling_csv(r),
        (Output::Ruling(r), Format::Plain) => format!("{}\n", r.text),
        (Output::Ruling(r), Format::Table) => rules::ruling_text(r),
        (Output::Ruleset(r), Format::Json) => pretty(&rules::ruleset_json(r)),
        (Output::Ruleset(_), Format::Csv) => rules::no_csv()?,
        (Output::Ruleset(r), _) => rules::ruleset_text(r),
        (Output::RulesetList(all), Format::Json) => pretty(&serde_json::Value::Array(
            all.iter()
                .map(|r| serde_json::json!({ "id": r.id, "name": r.name, "source": r.source }))
                .collect(),
        )),
        (Output::RulesetList(all), Format::Csv) => rules::list_csv(all),
        (Output::RulesetList(all), Format::Plain) => {
            all.iter().map(|r| format!("{}\n", r.id)).collect()
        }
        (Output::RulesetList(all), Format::Table) => rules::list_text(all),
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
        (Output::Comparison(reports), Format::Table) => table::comparison(reports, color),
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
        (Output::Comparison(reports), Format::Plain) => reports
            .iter()
            .map(|(label, r)| {
                let value = r.plain.as_ref().or(r.probability.as_ref());
                format!("{label}\t{}\n", value.map_or("-".into(), |p| p.to_string()))
            })
            .collect(),
        (Output::Reports(all), f) => tables::reports(all, f, color),
        (Output::TableList(all), f) => tables::list(all, f),
        (Output::TableShow(view), f) => tables::show(view, f),
        (Output::Roster(view), f) => roster::show(view, f),
    };
    Ok(text.into_bytes())
}

/// Every human table's look: rounded corners; styled (colour) only when asked for.
pub(crate) fn styled_table(color: bool) -> comfy_table::Table {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED.with_rounded_corners());
    if color {
        t.enforce_styling();
    } else {
        t.force_no_tty();
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
pub fn use_color(when: ColorWhen, stdout_is_terminal: bool) -> bool {
    match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => {
            stdout_is_terminal
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var("TERM").map_or(true, |t| t != "dumb")
        }
    }
}

/// A probability as a percentage for people: one decimal, never rounding a possibility to 0% or
/// a doubt to 100%.
pub fn percent(p: &Ratio) -> String {
    if p.is_zero() {
        return "0%".into();
    }
    if p.is_one() {
        return "100%".into();
    }
    let pct = p.to_f64() * 100.0;
    if pct == 0.0 {
        // Below what an f64 holds: still possible, and the exact value says how likely.
        return "<1e-300%".into();
    }
    if pct < 1e-4 {
        return format!("{pct:.1e}%");
    }
    if pct < 0.05 {
        // Two significant digits for the rare events players ask about.
        let digits = (-pct.log10().floor()) as usize + 1;
        return format!("{pct:.digits$}%");
    }
    let shown = format!("{pct:.1}");
    if shown == "100.0" {
        ">99.9%".into()
    } else {
        format!("{shown}%")
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
        assert_eq!(percent(&Ratio::new(99999, 100000)), ">99.9%");
        assert_eq!(percent(&Ratio::new(1, 46656)), "0.0021%");
    }

    #[test]
    fn never_and_always_override_the_terminal() {
        assert!(!use_color(ColorWhen::Never, true));
        assert!(use_color(ColorWhen::Always, false));
        assert!(!use_color(ColorWhen::Auto, false));
    }
}
