//! The JSON contract of DESIGN.md: one object per invocation, snake_case, exact fractions.

use crate::report::{Entry, Fact, Outcome, Report, RollResult};
use serde_json::{Map, Value, json};

use crate::report::probability_json as prob_json;

fn fact_json(f: &Fact) -> Value {
    match f {
        Fact::Probability(p) => prob_json(p),
        Fact::Text(t) => Value::String(t.clone()),
        Fact::Count(n) => json!(n),
        Fact::Lines(lines) => json!(lines),
        Fact::Probabilities(items) => json!(
            items
                .iter()
                .map(|(label, p)| json!({ "label": label, "probability": prob_json(p) }))
                .collect::<Vec<_>>()
        ),
        Fact::Data(v) => v.clone(),
        Fact::Group(items) => Value::Object(
            items
                .iter()
                .map(|(k, v)| (k.clone(), fact_json(v)))
                .collect(),
        ),
    }
}

fn entry_json(e: &Entry) -> Value {
    let mut entry = Map::new();
    entry.insert(
        "outcome".into(),
        match &e.outcome {
            Outcome::Count(n) => json!(n),
            Outcome::Named(s) => json!(s),
        },
    );
    entry.insert("probability".into(), prob_json(&e.probability));
    if let Some(ge) = &e.at_least {
        entry.insert("at_least".into(), prob_json(ge));
    }
    if let Some(le) = &e.at_most {
        entry.insert("at_most".into(), prob_json(le));
    }
    Value::Object(entry)
}

pub fn to_json(r: &Report) -> Value {
    let mut o = Map::new();
    o.insert("command".into(), json!(r.command));
    o.insert("rules".into(), json!(r.rules));
    o.insert("inputs".into(), Value::Object(r.inputs.clone()));
    if let Some(t) = &r.target {
        o.insert("target".into(), json!(t));
    }
    if let Some(p) = &r.probability {
        o.insert("probability".into(), prob_json(p));
    }
    let distribution: Vec<Value> = r.distribution.iter().map(entry_json).collect();
    o.insert("distribution".into(), Value::Array(distribution));
    o.insert(
        "mean".into(),
        r.mean.as_ref().map_or(Value::Null, prob_json),
    );
    // The variance is exact like the mean; the standard deviation, its square root, is a float.
    o.insert(
        "variance".into(),
        r.variance.as_ref().map_or(Value::Null, prob_json),
    );
    o.insert(
        "sd".into(),
        r.variance
            .as_ref()
            .map_or(Value::Null, |v| json!(v.to_f64().sqrt())),
    );
    if let Some(of) = &r.mean_of {
        o.insert("mean_of".into(), json!(of));
    }
    for t in &r.tables {
        o.insert(
            t.key.clone(),
            Value::Array(t.entries.iter().map(entry_json).collect()),
        );
        if let Some(stats) = &t.stats {
            o.insert(format!("{}_mean", t.key), prob_json(&stats.mean));
            o.insert(format!("{}_variance", t.key), prob_json(&stats.variance));
            o.insert(format!("{}_sd", t.key), json!(stats.sd()));
        }
    }
    for (key, fact) in &r.facts {
        o.insert(key.clone(), fact_json(fact));
    }
    o.insert("rulings".into(), json!(r.rulings));
    o.insert("notes".into(), json!(r.notes));
    o.insert(
        "roll".into(),
        match &r.roll {
            None => Value::Null,
            Some(roll) => {
                let attempts: Vec<Value> = roll
                    .attempts
                    .iter()
                    .map(|(dice, result)| json!({ "dice": dice, "result": result }))
                    .collect();
                let mut m = Map::new();
                m.insert("seed".into(), json!(roll.seed));
                m.insert("dice".into(), json!(roll.dice));
                m.insert("attempts".into(), Value::Array(attempts));
                m.insert(
                    "result".into(),
                    match &roll.result {
                        RollResult::Count(n) => json!(n),
                        RollResult::Named(s) => json!(s),
                    },
                );
                if let Some(passed) = roll.passed {
                    m.insert("passed".into(), json!(passed));
                }
                Value::Object(m)
            }
        },
    );
    Value::Object(o)
}
