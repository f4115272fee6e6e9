//! Table files (`warband table --file`): a JSON table for a game warband does not ship, loaded
//! and checked completely. Every problem is reported with the file, the row and the field, all
//! of them at once, on one line.
//!
//! ```json
//! { "name": "…", "dice": "1d6", "modifier": 0, "columns": ["sword", "axe"],
//!   "rows": [ { "to": 3, "results": { "sword": 0, "axe": "miss" } },
//!             { "from": 4, "results": { "sword": 1, "axe": 1 } } ] }
//! ```

use super::tables::{Band, fold};
use crate::dice::expr::{self, Expr};
use crate::error::UserError;
use serde_json::{Map, Value};
use std::path::Path;

/// How far `--mod` may move a total (the range `parse_modifier` accepts): a row no total can
/// reach even then is a mistake in the file.
pub const MOD_RANGE: i64 = 10;
/// Row bounds and the file's modifier stay far inside `i64`.
const MAX_BOUND: i64 = 1_000_000;

const TOP_FIELDS: [&str; 9] = [
    "name",
    "description",
    "source",
    "counts",
    "dice",
    "modifier",
    "columns",
    "rows",
    "notes",
];
const ROW_FIELDS: [&str; 4] = ["from", "to", "results", "note"];
const HINT: &str = "see 'table: table files' in docs/guide.md for the format";

/// A result: a number (wounds, gold …) or text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cell {
    Number(i64),
    Text(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRow {
    pub band: Band,
    /// One result per column, in the order of `columns`.
    pub results: Vec<Cell>,
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserTable {
    /// The path as the user gave it.
    pub path: String,
    pub name: String,
    pub description: Option<String>,
    pub source: Option<String>,
    /// What the numbers in the table count, plural (`wounds`), for headings.
    pub counts: Option<String>,
    pub dice: Expr,
    pub modifier: i64,
    pub columns: Vec<String>,
    pub rows: Vec<UserRow>,
    pub notes: Vec<String>,
}

/// Reads and checks a table file.
///
/// # Errors
/// One line naming the file and every problem in it.
pub fn load(path: &Path) -> Result<UserTable, UserError> {
    let shown = path.display().to_string();
    let bytes = crate::input::read_file(path).map_err(|e| {
        UserError::new(format!("cannot read table file {shown}: {e}"))
            .hint("check the path given to --file")
    })?;
    let text = crate::input::text(bytes).ok_or_else(|| {
        UserError::new(format!("table file {shown} is not UTF-8 text"))
            .hint("save it as UTF-8 JSON")
    })?;
    parse(&text, &shown)
}

/// Checks a table file's text (`path` only names it in messages).
///
/// # Errors
/// One line naming the file and every problem in it.
pub fn parse(text: &str, path: &str) -> Result<UserTable, UserError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        UserError::new(format!("table file {path} is not valid JSON: {e}")).hint(HINT)
    })?;
    if let Some((at, text)) = super::file::control_text(&value, &mut String::new()) {
        let at = if at.is_empty() {
            "the top".to_string()
        } else {
            at
        };
        return Err(UserError::new(format!(
            "table file {path}: {at} holds a control character (\"{}\")",
            crate::error::printable(&text)
        ))
        .hint("names and results are shown in tables: write them as plain text"));
    }
    let Value::Object(top) = value else {
        return Err(UserError::new(format!(
            "table file {path}: expected a JSON object at the top"
        ))
        .hint(HINT));
    };
    let mut problems = Problems::default();
    let table = check(&top, path, &mut problems);
    match (table, problems.0.is_empty()) {
        (Some(table), true) => Ok(table),
        _ => {
            let n = problems.0.len();
            // A file of 20,000 bad rows must not give a 900 KB line: the first few and the count.
            let what = if n == 1 {
                problems.0.remove(0)
            } else if n <= SHOWN_PROBLEMS {
                format!("{n} problems: {}", problems.0.join("; "))
            } else {
                format!(
                    "{n} problems, the first {SHOWN_PROBLEMS}: {}; and {} more",
                    problems.0[..SHOWN_PROBLEMS].join("; "),
                    n - SHOWN_PROBLEMS
                )
            };
            Err(UserError::new(format!("table file {path}: {what}")).hint(HINT))
        }
    }
}

/// How many problems of a table file the error line names (it gives the count of all).
const SHOWN_PROBLEMS: usize = 5;

#[derive(Default)]
struct Problems(Vec<String>);

impl Problems {
    fn add(&mut self, what: impl Into<String>) {
        self.0.push(what.into());
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true/false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

fn text_field(top: &Map<String, Value>, key: &str, problems: &mut Problems) -> Option<String> {
    match top.get(key)? {
        Value::String(s) => Some(s.clone()),
        other => {
            problems.add(format!("field {key}: expected text, found {}", kind(other)));
            None
        }
    }
}

/// A whole number within ±`MAX_BOUND`.
fn bound(v: &Value, at: &str, problems: &mut Problems) -> Option<i64> {
    match v.as_i64() {
        // Not `n.abs()`: i64::MIN has no absolute value (a fuzz find: it overflowed).
        Some(n) if (-MAX_BOUND..=MAX_BOUND).contains(&n) => Some(n),
        Some(_) => {
            problems.add(format!(
                "{at}: out of range (at most {MAX_BOUND} either way)"
            ));
            None
        }
        None => {
            problems.add(format!(
                "{at}: expected a whole number, found {}",
                describe(v)
            ));
            None
        }
    }
}

fn describe(v: &Value) -> String {
    match v {
        Value::Number(n) => n.to_string(),
        other => kind(other).to_string(),
    }
}

fn unknown_fields(obj: &Map<String, Value>, known: &[&str], at: &str, problems: &mut Problems) {
    for key in obj.keys().filter(|k| !known.contains(&k.as_str())) {
        problems.add(format!(
            "{at}unknown field '{key}' (known: {})",
            known.join(", ")
        ));
    }
}

fn check(top: &Map<String, Value>, path: &str, problems: &mut Problems) -> Option<UserTable> {
    unknown_fields(top, &TOP_FIELDS, "", problems);
    let name = text_field(top, "name", problems).unwrap_or_else(|| {
        Path::new(path)
            .file_stem()
            .map_or("table".into(), |s| s.to_string_lossy().into_owned())
    });
    let description = text_field(top, "description", problems);
    let source = text_field(top, "source", problems);
    let counts = text_field(top, "counts", problems);
    let dice = match top.get("dice") {
        None => {
            problems.add("field dice: missing (the dice rolled, e.g. \"1d6\" or \"2d6\")");
            None
        }
        Some(Value::String(s)) => match expr::parse(s) {
            Ok(e) => Some(e),
            Err(e) => {
                problems.add(format!("field dice: {e}"));
                None
            }
        },
        Some(other) => {
            problems.add(format!(
                "field dice: expected a dice expression such as \"1d6\", found {}",
                kind(other)
            ));
            None
        }
    };
    let modifier = match top.get("modifier") {
        None => Some(0),
        Some(v) => bound(v, "field modifier", problems),
    };
    let notes = match top.get("notes") {
        None => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .filter_map(|(i, v)| match v {
                Value::String(s) => Some(s.clone()),
                other => {
                    problems.add(format!(
                        "field notes[{}]: expected text, found {}",
                        i + 1,
                        kind(other)
                    ));
                    None
                }
            })
            .collect(),
        Some(other) => {
            problems.add(format!(
                "field notes: expected a list of texts, found {}",
                kind(other)
            ));
            Vec::new()
        }
    };
    let columns = columns(top.get("columns"), problems);
    let (rows, bands) = rows(top.get("rows"), columns.as_deref(), problems);
    // The bands are checked even when other fields of a row are wrong, so that one run of the
    // loader names every problem.
    let rolled = dice.as_ref().zip(modifier);
    check_bands(&bands, rolled, problems);
    Some(UserTable {
        path: path.to_string(),
        name,
        description,
        source,
        counts,
        dice: dice?,
        modifier: modifier?,
        columns: columns?,
        rows: rows?,
        notes,
    })
}

fn columns(v: Option<&Value>, problems: &mut Problems) -> Option<Vec<String>> {
    let items = match v {
        None => {
            problems
                .add("field columns: missing (a list of column names, e.g. [\"sword\", \"axe\"])");
            return None;
        }
        Some(Value::Array(items)) if !items.is_empty() => items,
        Some(Value::Array(_)) => {
            problems.add("field columns: empty (name at least one column)");
            return None;
        }
        Some(other) => {
            problems.add(format!(
                "field columns: expected a list of column names, found {}",
                kind(other)
            ));
            return None;
        }
    };
    let mut names: Vec<String> = Vec::new();
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        match item {
            Value::String(s) if s.trim().is_empty() => {
                problems.add(format!("field columns[{}]: a column needs a name", i + 1));
                ok = false;
            }
            Value::String(s) if names.iter().any(|n| fold(n) == fold(s)) => {
                problems.add(format!(
                    "field columns[{}]: column '{s}' is listed twice",
                    i + 1
                ));
                ok = false;
            }
            Value::String(s) => names.push(s.clone()),
            other => {
                problems.add(format!(
                    "field columns[{}]: expected a column name, found {}",
                    i + 1,
                    kind(other)
                ));
                ok = false;
            }
        }
    }
    ok.then_some(names)
}

/// The rows, if all are good, and each row's band where that part of it is good.
fn rows(
    v: Option<&Value>,
    columns: Option<&[String]>,
    problems: &mut Problems,
) -> (Option<Vec<UserRow>>, Vec<Option<Band>>) {
    let items = match v {
        None => {
            problems.add("field rows: missing (a list of rows with from, to and results)");
            return (None, Vec::new());
        }
        Some(Value::Array(items)) if !items.is_empty() => items,
        Some(Value::Array(_)) => {
            problems.add("field rows: empty (a table needs at least one row)");
            return (None, Vec::new());
        }
        Some(other) => {
            problems.add(format!(
                "field rows: expected a list of rows, found {}",
                kind(other)
            ));
            return (None, Vec::new());
        }
    };
    let mut out = Vec::new();
    let mut bands = Vec::new();
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        let (band, row) = row(item, i + 1, columns, problems);
        bands.push(band);
        match row {
            Some(r) => out.push(r),
            None => ok = false,
        }
    }
    ((ok && columns.is_some()).then_some(out), bands)
}

fn row(
    item: &Value,
    n: usize,
    columns: Option<&[String]>,
    problems: &mut Problems,
) -> (Option<Band>, Option<UserRow>) {
    let Value::Object(obj) = item else {
        problems.add(format!(
            "row {n}: expected an object with from, to and results, found {}",
            kind(item)
        ));
        return (None, None);
    };
    let before = problems.0.len();
    unknown_fields(obj, &ROW_FIELDS, &format!("row {n}: "), problems);
    // `null` leaves an end open, like leaving the field out.
    let from = obj
        .get("from")
        .filter(|v| !v.is_null())
        .and_then(|v| bound(v, &format!("row {n}, field from"), problems));
    let to = obj
        .get("to")
        .filter(|v| !v.is_null())
        .and_then(|v| bound(v, &format!("row {n}, field to"), problems));
    let band_problems = problems.0.len();
    if let (Some(f), Some(t)) = (from, to)
        && f > t
    {
        problems.add(format!(
            "row {n}, field to: {t} is below from ({f}), so the row covers no total"
        ));
    }
    let band =
        (problems.0.len() == band_problems && band_ok(obj, from, to)).then_some(Band { from, to });
    let note = match obj.get("note") {
        None => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => {
            problems.add(format!(
                "row {n}, field note: expected text, found {}",
                kind(other)
            ));
            None
        }
    };
    let results = match (obj.get("results"), columns) {
        (None, _) => {
            problems.add(format!(
                "row {n}, field results: missing (an object with one result per column)"
            ));
            None
        }
        (Some(Value::Object(cells)), Some(columns)) => results(cells, n, columns, problems),
        (Some(Value::Object(_)), None) => None,
        (Some(other), _) => {
            problems.add(format!(
                "row {n}, field results: expected an object with one result per column, found {}",
                kind(other)
            ));
            None
        }
    };
    if problems.0.len() > before {
        return (band, None);
    }
    let row = results.map(|results| UserRow {
        band: Band { from, to },
        results,
        note,
    });
    (band, row)
}

/// Whether `from` and `to` were read as given: absent or null, or a good number.
fn band_ok(obj: &Map<String, Value>, from: Option<i64>, to: Option<i64>) -> bool {
    let given = |key: &str| obj.get(key).is_some_and(|v| !v.is_null());
    given("from") == from.is_some() && given("to") == to.is_some()
}

fn results(
    cells: &Map<String, Value>,
    n: usize,
    columns: &[String],
    problems: &mut Problems,
) -> Option<Vec<Cell>> {
    let before = problems.0.len();
    for key in cells.keys().filter(|k| !columns.contains(k)) {
        problems.add(format!(
            "row {n}, field results.{key}: unknown column '{key}' (columns: {})",
            columns.join(", ")
        ));
    }
    let mut out = Vec::with_capacity(columns.len());
    for column in columns {
        let at = format!("row {n}, field results.{column}");
        match cells.get(column) {
            None => problems.add(format!(
                "{at}: missing (every row needs a result for every column)"
            )),
            Some(Value::String(s)) if !s.trim().is_empty() => out.push(Cell::Text(s.clone())),
            Some(v) => match v.as_i64() {
                Some(x) if (-MAX_BOUND..=MAX_BOUND).contains(&x) => out.push(Cell::Number(x)),
                Some(_) => problems.add(format!(
                    "{at}: out of range (at most {MAX_BOUND} either way)"
                )),
                None => problems.add(format!(
                    "{at}: expected a whole number or text, found {}",
                    describe(v)
                )),
            },
        }
    }
    (problems.0.len() == before).then_some(out)
}

/// Order, gaps, overlaps and reachability of the rows' bands (`None`: a band that could not be
/// read, already reported); reachability needs the dice and the file's modifier.
fn check_bands(bands: &[Option<Band>], rolled: Option<(&Expr, i64)>, problems: &mut Problems) {
    let last = bands.len();
    for (i, band) in bands.iter().enumerate() {
        let Some(band) = band else { continue };
        let n = i + 1;
        if band.from.is_none() && n > 1 {
            problems.add(format!(
                "row {n}, field from: missing; only the first row may leave 'from' open"
            ));
        }
        if band.to.is_none() && n < last {
            problems.add(format!(
                "row {n}, field to: missing; only the last row may leave 'to' open (the rows after it could never be reached)"
            ));
        }
    }
    for (i, pair) in bands.windows(2).enumerate() {
        let [Some(a), Some(b)] = pair else { continue };
        let (n, m) = (i + 1, i + 2);
        let (Some(a_to), Some(b_from)) = (a.to, b.from) else {
            continue;
        };
        if b_from <= a_to {
            if a.from.is_some_and(|a_from| b_from < a_from) {
                problems.add(format!(
                    "row {m}: starts at {b_from}, below row {n} ({}); list the rows from the lowest total up",
                    a.label()
                ));
            } else {
                let end = b.to.map_or(a_to, |t| t.min(a_to));
                problems.add(format!(
                    "rows {n} and {m} overlap: both cover {}",
                    Band::new(b_from, end).label()
                ));
            }
        } else if b_from > a_to + 1 {
            problems.add(format!(
                "rows {n} and {m} leave a gap: no row covers {}",
                Band::new(a_to + 1, b_from - 1).label()
            ));
        }
    }
    let Some((dice, modifier)) = rolled else {
        return;
    };
    let (lo, hi) = dice.bounds();
    let (lo, hi) = (lo + modifier, hi + modifier);
    let (reach_lo, reach_hi) = (lo - MOD_RANGE, hi + MOD_RANGE);
    for (i, band) in bands.iter().enumerate() {
        let Some(band) = band else { continue };
        let below = band.to.is_some_and(|t| t < reach_lo);
        let above = band.from.is_some_and(|f| f > reach_hi);
        if below || above {
            problems.add(format!(
                "row {} ({}) can never be reached: {} gives {lo} to {hi}, and --mod moves that by at most {MOD_RANGE}",
                i + 1,
                band.label(),
                with_modifier(dice, modifier)
            ));
        }
    }
    // The ends: totals the dice roll with the file's own modifier must have a row.
    if let Some(Some(first)) = bands.first().map(|b| b.and_then(|b| b.from))
        && lo < first
    {
        problems.add(format!(
            "row 1, field from: {} can roll {} but the first row starts at {first}; start it lower or leave 'from' open",
            with_modifier(dice, modifier),
            Band::new(lo, (first - 1).min(hi)).label()
        ));
    }
    if let Some(Some(end)) = bands.last().map(|b| b.and_then(|b| b.to))
        && hi > end
    {
        problems.add(format!(
            "row {last}, field to: {} can roll {} but the last row ends at {end}; end it higher or leave 'to' open",
            with_modifier(dice, modifier),
            Band::new((end + 1).max(lo), hi).label()
        ));
    }
}

fn with_modifier(dice: &Expr, modifier: i64) -> String {
    match modifier {
        0 => dice.text.clone(),
        m if m > 0 => format!("{} + {m}", dice.text),
        m => format!("{} - {}", dice.text, -m),
    }
}

impl UserTable {
    /// The column `wanted` (exact, or ignoring case and accents), or the only column.
    ///
    /// # Errors
    /// When the column does not exist, or the table has several and none was chosen.
    pub fn column(&self, wanted: Option<&str>) -> Result<usize, UserError> {
        let list = self.columns.join(", ");
        match wanted {
            None if self.columns.len() == 1 => Ok(0),
            None => Err(UserError::new(format!(
                "table file {} has {} columns",
                self.path,
                self.columns.len()
            ))
            .hint(format!("choose one with --column: {list}"))),
            Some(w) => self
                .columns
                .iter()
                .position(|c| c == w)
                .or_else(|| self.columns.iter().position(|c| fold(c) == fold(w)))
                .ok_or_else(|| {
                    UserError::new(format!("table file {} has no column '{w}'", self.path))
                        .hint(format!("its columns are {list}"))
                }),
        }
    }

    pub fn bands(&self) -> Vec<Band> {
        self.rows.iter().map(|r| r.band).collect()
    }

    /// `1d6 + 2`: the dice with the file's own modifier.
    pub fn dice_label(&self) -> String {
        with_modifier(&self.dice, self.modifier)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{
        "name": "test", "dice": "1d6", "columns": ["sword", "claws"],
        "rows": [
            { "to": 2, "results": { "sword": 0, "claws": "miss" } },
            { "from": 3, "to": 5, "results": { "sword": 1, "claws": 1 } },
            { "from": 6, "results": { "sword": 2, "claws": 2 }, "note": "sample" }
        ]
    }"#;

    fn problems(text: &str) -> String {
        parse(text, "t.json").unwrap_err().to_string()
    }

    #[test]
    fn a_good_table_loads() {
        let t = parse(GOOD, "t.json").unwrap();
        assert_eq!(t.columns, ["sword", "claws"]);
        assert_eq!(t.rows.len(), 3);
        assert_eq!(t.rows[0].results[1], Cell::Text("miss".into()));
        assert_eq!(t.column(Some("CLAWS")).unwrap(), 1);
        assert!(t.column(None).is_err());
        assert!(
            t.column(Some("axe"))
                .unwrap_err()
                .to_string()
                .contains("sword, claws")
        );
    }

    #[test]
    fn every_problem_is_named_with_its_row_and_field() {
        let e = problems(
            r#"{ "dice": "3d", "columns": ["a"], "rows": [
                { "from": 1, "to": 2, "results": { "a": 1 } },
                { "from": 4, "to": 5, "results": { "a": 1, "b": 2 } },
                { "from": 5, "to": 6, "results": { "a": 1.5 } }
            ] }"#,
        );
        assert!(
            e.contains("field dice: bad dice expression '3d' at character 3"),
            "{e}"
        );
        assert!(
            e.contains("row 2, field results.b: unknown column 'b'"),
            "{e}"
        );
        assert!(
            e.contains("row 3, field results.a: expected a whole number or text, found 1.5"),
            "{e}"
        );
        assert!(!e.contains('\n'));
        let e = problems(
            r#"{ "dice": "1d6", "columns": ["a"], "rows": [
                { "from": 1, "to": 2, "results": { "a": 1 } },
                { "from": 4, "to": 5, "results": { "a": 1 } },
                { "from": 5, "to": 6, "results": { "a": 1 } },
                { "from": 40, "results": { "a": 1 } }
            ] }"#,
        );
        assert!(
            e.contains("rows 1 and 2 leave a gap: no row covers 3"),
            "{e}"
        );
        assert!(e.contains("rows 2 and 3 overlap: both cover 5"), "{e}");
        assert!(
            e.contains("rows 3 and 4 leave a gap: no row covers 7-39"),
            "{e}"
        );
        assert!(e.contains("row 4 (40+) can never be reached"), "{e}");
        let e = problems(
            r#"{ "dice": "1d6", "columns": ["a"], "rows": [ { "from": 2, "to": 5, "results": { "a": 1 } } ] }"#,
        );
        assert!(e.contains("row 1, field from: 1d6 can roll 1"), "{e}");
        assert!(e.contains("row 1, field to: 1d6 can roll 6"), "{e}");
        let e = problems(r#"{ "dice": "1d6", "colums": ["a"] }"#);
        assert!(e.contains("unknown field 'colums'"), "{e}");
        assert!(e.contains("field columns: missing"), "{e}");
        assert!(e.contains("field rows: missing"), "{e}");
    }
}
