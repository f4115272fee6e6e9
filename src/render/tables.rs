//! The views of `warband table list` and `warband table show`, and of several reports at once
//! (`warband roll --dist` with several expressions).

use super::rules::provenance_line;
use super::{Format, Look, wrap};
use super::{percent, pretty};
use crate::report::probability_json as prob_json;
use crate::report::{Report, RowView, TableSummary, TableView};
use comfy_table::{Cell, CellAlignment};
use serde_json::{Map, Value, json};

/// Effects are long: the show table wraps them within this width.
const SHOW_WIDTH: usize = 110;

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

pub fn list(all: &[TableSummary], format: Format, look: &Look) -> String {
    match format {
        Format::Json => pretty(&Value::Array(
            all.iter()
                .map(|t| {
                    json!({
                        "name": t.name,
                        "rulesets": t.rulesets,
                        "dice": t.dice,
                        "description": t.description,
                    })
                })
                .collect(),
        )),
        Format::Csv => {
            let mut out = String::from("name,rulesets,dice,description\n");
            for t in all {
                out.push_str(&format!(
                    "{},{},{},{}\n",
                    t.name,
                    csv_field(&t.rulesets.join(" ")),
                    csv_field(&t.dice),
                    csv_field(&t.description)
                ));
            }
            out
        }
        Format::Plain | Format::Decimal => {
            let mut names: Vec<&str> = all.iter().map(|t| t.name.as_str()).collect();
            names.dedup();
            names.iter().map(|n| format!("{n}\n")).collect()
        }
        Format::Table => {
            let mut t = super::fitted_table(
                &Look {
                    color: false,
                    ..*look
                },
                None,
            );
            t.set_header(vec!["table", "rulesets", "dice", "what it is for"]);
            for s in all {
                t.add_row(vec![
                    s.name.clone(),
                    s.rulesets.join(", "),
                    s.dice.clone(),
                    s.description.clone(),
                ]);
            }
            format!(
                "{t}\n{}",
                wrap(
                    "warband table show <name> --rules <ruleset> for the rows; warband table <name> for the odds\n",
                    look.width
                )
            )
        }
    }
}

fn row_json(headers: &[String], r: &RowView) -> Value {
    let mut o = Map::new();
    o.insert("roll".into(), json!(r.roll));
    for (h, c) in headers.iter().zip(&r.cells) {
        o.insert(h.replace(' ', "_"), json!(c));
    }
    o.insert(
        "probability".into(),
        r.probability.as_ref().map_or(Value::Null, prob_json),
    );
    Value::Object(o)
}

pub fn show(v: &TableView, format: Format, look: &Look) -> String {
    match format {
        Format::Json => pretty(&json!({
            "name": v.name,
            "title": v.title,
            "rulesets": v.rulesets,
            "dice": v.dice,
            "description": v.description,
            "modifier": v.modifier,
            "rows": v.rows.iter().map(|r| row_json(&v.headers, r)).collect::<Vec<_>>(),
            "follow_ups": v.follow_ups,
            "source": v.source,
            "rulings": v.rulings,
            "notes": v.notes,
            "data": v.data,
        })),
        Format::Csv => {
            let mut header = vec!["roll".to_string()];
            header.extend(v.headers.iter().map(|h| h.replace(' ', "_")));
            header.extend(["exact".into(), "p".into()]);
            let mut out = format!("{}\n", header.join(","));
            for r in &v.rows {
                let mut fields = vec![csv_field(&r.roll)];
                fields.extend(r.cells.iter().map(|c| csv_field(c)));
                match &r.probability {
                    Some(p) => fields.extend([p.to_string(), p.to_f64().to_string()]),
                    None => fields.extend([String::new(), String::new()]),
                }
                out.push_str(&format!("{}\n", fields.join(",")));
            }
            out
        }
        Format::Plain | Format::Decimal => v
            .rows
            .iter()
            .map(|r| format!("{}\t{}\n", r.roll, r.cells.join("\t")))
            .collect(),
        Format::Table => show_text(v, look),
    }
}

fn show_text(v: &TableView, look: &Look) -> String {
    let fit = |text: &str| wrap(text, look.width);
    let mut out = fit(&format!("{} — {}\n", v.name, v.title));
    if let Some(d) = &v.description {
        out.push_str(&fit(&format!("{d}\n")));
    }
    if !v.rulesets.is_empty() {
        out.push_str(&fit(&format!("rulesets: {}\n", v.rulesets.join(", "))));
    }
    out.push_str(&fit(&format!(
        "dice: {}\nmodifier: {}\n",
        v.dice, v.modifier
    )));
    let with_p = v.rows.iter().any(|r| r.probability.is_some());
    let mut t = super::fitted_table(
        &Look {
            color: false,
            ..*look
        },
        Some(SHOW_WIDTH),
    );
    let mut header = vec![Cell::new("roll")];
    header.extend(v.headers.iter().map(Cell::new));
    if with_p {
        header.extend([Cell::new("exact"), Cell::new("percent")]);
    }
    t.set_header(header);
    for r in &v.rows {
        let mut row = vec![Cell::new(&r.roll)];
        row.extend(r.cells.iter().map(Cell::new));
        if let Some(p) = &r.probability {
            row.push(Cell::new(p.to_string()).set_alignment(CellAlignment::Right));
            row.push(Cell::new(percent(p)).set_alignment(CellAlignment::Right));
        }
        t.add_row(row);
    }
    out.push_str(&format!("{t}\n"));
    if !v.follow_ups.is_empty() {
        out.push_str("follow-up rolls:\n");
        for f in &v.follow_ups {
            out.push_str(&fit(&format!("  {f}\n")));
        }
    }
    for n in &v.notes {
        out.push_str(&fit(&format!("note: {n}\n")));
    }
    if let Some(source) = &v.source {
        out.push_str(&fit(&format!("{}\n", provenance_line(source))));
    }
    if !v.rulings.is_empty() {
        out.push_str(&fit(&format!(
            "rulings: {}  (warband rules show)\n",
            v.rulings.join(" · ")
        )));
    }
    out
}

/// Several reports: tables one after another, a JSON array, one CSV with the expression
/// first, plain values one a line.
pub fn reports(all: &[Report], format: Format, look: &Look) -> String {
    match format {
        Format::Json => pretty(&Value::Array(all.iter().map(super::to_json).collect())),
        Format::Csv => {
            let mut out = format!("expression,{}\n", super::csv::HEADER);
            for r in all {
                let expression = r
                    .inputs
                    .get("expression")
                    .and_then(Value::as_str)
                    .unwrap_or_default();
                for line in super::csv::render(r).lines().skip(1) {
                    out.push_str(&format!("{},{line}\n", csv_field(expression)));
                }
            }
            out
        }
        _ => all
            .iter()
            .map(|r| super::render(r, format, look))
            .collect::<Vec<_>>()
            .join(if format == Format::Table { "\n" } else { "" }),
    }
}
