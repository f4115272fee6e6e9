//! The JSON contract of DESIGN.md: one object per invocation, snake_case, exact fractions.
//!
//! A report is serialised as it is read, not first copied into a tree of `serde_json::Value`s:
//! a 60-attack `odds` writes about 100 KB of exact fractions, and building, writing and freeing
//! that tree cost more than working the fight out. Each distinct probability's decimal text and
//! float are made once ([`Probabilities`]): the tables of a report repeat many of them (the
//! casualties of W1 models are the wounds, a row's `at_most` is often another row's number).

use std::cell::RefCell;

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};
use serde_json::Value;

use crate::prob::{FastMap, Nat, Ratio};
use crate::report::{Entry, Fact, Figure, Outcome, Report, RollRecord, RollResult, STATISTICS};

/// A report as a JSON value (for callers that add to it; the CLI writes [`to_json_text`]).
pub fn to_json(r: &Report) -> Value {
    serde_json::to_value(JsonReport::new(r)).expect("a report serialises")
}

/// A report as indented JSON text, ending with a newline.
pub fn to_json_text(r: &Report) -> String {
    // About a kilobyte a row (three fractions of up to 90 digits each, indented), so that a
    // long report is written without growing and copying its buffer a dozen times.
    let rows = r.distribution.len() + r.tables.iter().map(|t| t.entries.len()).sum::<usize>();
    let mut out = Vec::with_capacity(4096 + 1024 * rows);
    serde_json::to_writer_pretty(&mut out, &JsonReport::new(r)).expect("a report serialises");
    out.push(b'\n');
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// A report's JSON view: serialising it writes the contract's object.
pub struct JsonReport<'a> {
    report: &'a Report,
    probabilities: Probabilities<'a>,
}

impl<'a> JsonReport<'a> {
    pub fn new(report: &'a Report) -> JsonReport<'a> {
        JsonReport {
            report,
            probabilities: Probabilities::default(),
        }
    }
}

/// The exact text and the float of each probability met so far, by value, and the decimal
/// text of each denominator: the rows of one distribution share a handful of denominators
/// (five among the 183 fractions of a 60-attack `odds`), each of 80-odd digits.
#[derive(Default)]
struct Probabilities<'a> {
    known: RefCell<FastMap<&'a Ratio, (String, f64)>>,
    denominators: RefCell<FastMap<&'a Nat, String>>,
}

impl<'a> Probabilities<'a> {
    /// `p` as `Ratio`'s `Display` writes it (`n/d`, or `n` for a whole number).
    fn exact(&self, p: &'a Ratio) -> String {
        if p.denom().is_one() {
            return p.numer().to_string();
        }
        let mut denominators = self.denominators.borrow_mut();
        let den = denominators
            .entry(p.denom())
            .or_insert_with(|| p.denom().to_string());
        let num = p.numer().to_string();
        let mut text = String::with_capacity(num.len() + 1 + den.len());
        text.push_str(&num);
        text.push('/');
        text.push_str(den);
        text
    }

    fn write<S: Serializer>(&self, p: &'a Ratio, serializer: S) -> Result<S::Ok, S::Error> {
        let mut known = self.known.borrow_mut();
        let (exact, float) = known
            .entry(p)
            .or_insert_with(|| (self.exact(p), p.to_f64()));
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("exact", exact.as_str())?;
        map.serialize_entry("p", float)?;
        map.end()
    }

    /// A mean that may be below zero: as [`Probabilities::write`], with a minus sign on both
    /// the exact text and the float when `negative`.
    fn write_signed<S: Serializer>(
        &self,
        negative: bool,
        size: &'a Ratio,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        if !negative {
            return self.write(size, serializer);
        }
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("exact", &format!("-{}", self.exact(size)))?;
        map.serialize_entry("p", &-size.to_f64())?;
        map.end()
    }
}

/// One member of the object: what it holds, borrowed from the report.
enum Field<'a> {
    Text(&'a str),
    Probability(&'a Ratio),
    /// A summary's statistic, `null` where the report has no summary.
    Figure(Option<Figure<'a>>),
    Rows(&'a [Entry]),
    Fact(&'a Fact),
    Texts(&'a [String]),
    Roll(Option<&'a RollRecord>),
    Inputs(&'a serde_json::Map<String, Value>),
}

/// The object's members in order. A key given twice keeps its first place and takes the last
/// value, as a JSON map does when a fact reuses a key.
struct Members<'a>(Vec<(std::borrow::Cow<'a, str>, Field<'a>)>);

impl<'a> Members<'a> {
    fn push(&mut self, key: impl Into<std::borrow::Cow<'a, str>>, field: Field<'a>) {
        let key = key.into();
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some((_, slot)) => *slot = field,
            None => self.0.push((key, field)),
        }
    }
}

impl Serialize for JsonReport<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let r = self.report;
        let mut members = Members(Vec::with_capacity(16 + 4 * r.tables.len() + r.facts.len()));
        members.push("command", Field::Text(r.command));
        members.push("rules", Field::Text(&r.rules));
        members.push("inputs", Field::Inputs(&r.inputs));
        if let Some(t) = &r.target {
            members.push("target", Field::Text(t));
        }
        if let Some(p) = &r.probability {
            members.push("probability", Field::Probability(p));
        }
        members.push("distribution", Field::Rows(&r.distribution));
        // Every statistic of the report's own summary, `null` without one, so that a command's
        // keys do not depend on its inputs.
        for stat in STATISTICS {
            let value = r.summary.as_ref().and_then(|s| (stat.value)(s));
            members.push(stat.key, Field::Figure(value));
        }
        if let Some(of) = &r.mean_of {
            members.push("mean_of", Field::Text(of));
        }
        for t in &r.tables {
            members.push(t.key.as_str(), Field::Rows(&t.entries));
            // A further table's statistics only where it has a summary: `wounds_mean`.
            if let Some(summary) = &t.stats {
                for stat in STATISTICS {
                    let value = (stat.value)(summary);
                    members.push(format!("{}_{}", t.key, stat.key), Field::Figure(value));
                }
            }
        }
        for (key, fact) in &r.facts {
            members.push(key.as_str(), Field::Fact(fact));
        }
        members.push("rulings", Field::Texts(&r.rulings));
        members.push("notes", Field::Texts(&r.notes));
        members.push("roll", Field::Roll(r.roll.as_ref()));

        let mut map = serializer.serialize_map(Some(members.0.len()))?;
        for (key, field) in &members.0 {
            map.serialize_entry(key.as_ref(), &Member(self, field))?;
        }
        map.end()
    }
}

/// A member's value, serialised with the report's memo of probabilities.
struct Member<'s, 'a>(&'s JsonReport<'a>, &'s Field<'a>);

/// A part of the report, serialised with the report's memo of probabilities.
struct With<'s, 'a, T>(&'s JsonReport<'a>, &'a T);

impl Serialize for Member<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let Member(cx, field) = *self;
        match field {
            Field::Text(t) => s.serialize_str(t),
            Field::Inputs(m) => m.serialize(s),
            Field::Probability(p) => cx.probabilities.write(p, s),
            Field::Figure(Some(Figure::Exact(negative, size))) => {
                cx.probabilities.write_signed(*negative, size, s)
            }
            Field::Figure(Some(Figure::Float(x))) => s.serialize_f64(*x),
            Field::Figure(None) | Field::Roll(None) => s.serialize_unit(),
            Field::Rows(rows) => {
                let mut seq = s.serialize_seq(Some(rows.len()))?;
                for row in *rows {
                    seq.serialize_element(&With(cx, row))?;
                }
                seq.end()
            }
            Field::Fact(fact) => With(cx, *fact).serialize(s),
            Field::Texts(texts) => texts.serialize(s),
            Field::Roll(Some(roll)) => roll_json(roll, s),
        }
    }
}

impl Serialize for With<'_, '_, Entry> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let With(cx, e) = *self;
        let mut map = s.serialize_map(None)?;
        match &e.outcome {
            Outcome::Count(n) => map.serialize_entry("outcome", n)?,
            Outcome::Named(name) => map.serialize_entry("outcome", name)?,
        }
        map.serialize_entry("probability", &Prob(cx, &e.probability))?;
        if let Some(ge) = &e.at_least {
            map.serialize_entry("at_least", &Prob(cx, ge))?;
        }
        if let Some(le) = &e.at_most {
            map.serialize_entry("at_most", &Prob(cx, le))?;
        }
        map.end()
    }
}

impl Serialize for With<'_, '_, Fact> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let With(cx, fact) = *self;
        match fact {
            Fact::Probability(p) => Prob(cx, p).serialize(s),
            Fact::Text(t) => s.serialize_str(t),
            Fact::Count(n) => s.serialize_i64(*n),
            Fact::Lines(lines) => lines.serialize(s),
            Fact::Probabilities(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for (label, p) in items {
                    seq.serialize_element(&Labelled(cx, label, p))?;
                }
                seq.end()
            }
            Fact::Data(v) => v.serialize(s),
            Fact::Group(items) => {
                let mut members = Members(Vec::with_capacity(items.len()));
                for (key, fact) in items {
                    members.push(key.as_str(), Field::Fact(fact));
                }
                let mut map = s.serialize_map(Some(members.0.len()))?;
                for (key, field) in &members.0 {
                    map.serialize_entry(key.as_ref(), &Member(cx, field))?;
                }
                map.end()
            }
        }
    }
}

/// A probability, through the memo.
struct Prob<'s, 'a>(&'s JsonReport<'a>, &'a Ratio);

impl Serialize for Prob<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.probabilities.write(self.1, s)
    }
}

/// `{"label": …, "probability": …}`.
struct Labelled<'s, 'a>(&'s JsonReport<'a>, &'a str, &'a Ratio);

impl Serialize for Labelled<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("label", self.1)?;
        map.serialize_entry("probability", &Prob(self.0, self.2))?;
        map.end()
    }
}

fn roll_json<S: Serializer>(roll: &RollRecord, s: S) -> Result<S::Ok, S::Error> {
    struct Attempt<'a>(&'a [u8], &'a str);
    impl Serialize for Attempt<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut map = s.serialize_map(Some(2))?;
            map.serialize_entry("dice", self.0)?;
            map.serialize_entry("result", self.1)?;
            map.end()
        }
    }
    let attempts: Vec<Attempt> = roll
        .attempts
        .iter()
        .map(|(dice, result)| Attempt(dice, result))
        .collect();
    let mut map = s.serialize_map(None)?;
    map.serialize_entry("seed", &roll.seed)?;
    map.serialize_entry("dice", &roll.dice)?;
    map.serialize_entry("attempts", &attempts)?;
    match &roll.result {
        RollResult::Count(n) => map.serialize_entry("result", n)?,
        RollResult::Named(name) => map.serialize_entry("result", name)?,
    }
    if let Some(passed) = roll.passed {
        map.serialize_entry("passed", &passed)?;
    }
    map.end()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The memo's text is `Ratio`'s own, for whole numbers, small and big fractions, and a
    /// denominator met again.
    #[test]
    fn exact_text_is_the_ratios_display() {
        let big = Ratio::new(5, 6).pow(90);
        let ratios = [
            Ratio::zero(),
            Ratio::one(),
            Ratio::from_integer(7),
            Ratio::new(1, 3),
            Ratio::new(2, 3),
            big.clone(),
            big.complement(),
            &big * &Ratio::new(1, 5),
        ];
        let memo = Probabilities::default();
        for r in &ratios {
            assert_eq!(memo.exact(r), r.to_string());
            assert_eq!(memo.exact(r), r.to_string(), "met again");
        }
    }

    /// Every declared statistic reaches JSON: the report's own under its key (`null` without a
    /// summary), a further table's after its rows, prefixed with the table's key.
    #[test]
    fn every_statistic_is_written_under_its_key() {
        use crate::report::{STATISTICS, Summary, Table};
        let die = crate::prob::Dist::uniform(1..=6i64).expect("six faces");
        let mut report = Report::new("roll", "mordheim");
        let bare: Value = serde_json::from_str(&to_json_text(&report)).expect("valid JSON");
        report.set_counts("total", &die);
        report.tables.push(Table {
            key: "less".into(),
            counting: "total less 4".into(),
            entries: Entry::counts(&die.map(|n| n - 4)),
            stats: Some(Summary::of(&die.map(|n| n - 4))),
        });
        let parsed: Value = serde_json::from_str(&to_json_text(&report)).expect("valid JSON");
        for stat in STATISTICS {
            assert_eq!(bare[stat.key], Value::Null, "{}", stat.key);
            assert_ne!(parsed[stat.key], Value::Null, "{}", stat.key);
            let key = format!("less_{}", stat.key);
            assert!(parsed.get(&key).is_some(), "{key}");
        }
        assert_eq!(parsed["mean"]["exact"], "7/2");
        assert_eq!(parsed["variance"]["exact"], "35/12");
        assert_eq!(parsed["less_mean"]["exact"], "-1/2");
    }

    /// A key given twice appears once, at its first place, with the last value, as a JSON
    /// map does: a fact named `mean` replaces the mean where it stands; the report's notes,
    /// written after the facts, replace a fact named `notes` where that fact stood.
    #[test]
    fn a_key_given_twice_keeps_its_first_place_and_last_value() {
        let mut report = Report::new("odds", "mordheim");
        report.summary = Some(crate::report::Summary::moments(
            Ratio::new(7, 2),
            Ratio::new(35, 12),
        ));
        report.notes.push("a note".into());
        report.facts.push(("mean".into(), Fact::Count(3)));
        report
            .facts
            .push(("notes".into(), Fact::Text("a fact".into())));
        report
            .facts
            .push(("extra".into(), Fact::Probability(Ratio::new(1, 3))));
        let text = to_json_text(&report);
        for key in ["\"mean\"", "\"notes\""] {
            assert_eq!(text.matches(key).count(), 1, "{text}");
        }
        let parsed: Value = serde_json::from_str(&text).expect("valid JSON");
        assert_eq!(parsed, to_json(&report));
        let keys: Vec<&str> = parsed
            .as_object()
            .expect("an object")
            .keys()
            .map(String::as_str)
            .collect();
        let place = |key: &str| keys.iter().position(|k| *k == key);
        assert_eq!(
            place("mean"),
            place("distribution").map(|p| p + 1),
            "{keys:?}"
        );
        assert!(place("notes") < place("extra"), "{keys:?}");
        assert!(place("extra") < place("rulings"), "{keys:?}");
        assert_eq!(parsed["mean"], 3);
        assert_eq!(parsed["notes"], serde_json::json!(["a note"]));
        assert_eq!(parsed["extra"]["exact"], "1/3");
    }
}
