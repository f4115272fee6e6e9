//! `warband rules`: the rulesets, and one ruleset's charts, tables and rulings; or what a word
//! finds among them (`rules show helmet`).

use crate::error::{Result, UserError};
use crate::question::{RulesAction, RulesArgs, Settings, Shown};
use crate::report::{Found, Hit, Output};
use crate::rules::{self, RulesetId};
use serde_json::Value;

pub fn run(args: &RulesArgs, global: &Settings) -> Result<Output> {
    match &args.action {
        RulesAction::List => Ok(Output::RulesetList(
            RulesetId::ALL
                .iter()
                .map(|&id| rules::builtin(id))
                .collect(),
        )),
        RulesAction::Show {
            id: Some(Shown::Ruling(id)),
        } => rules::ruling(id).map(Output::Ruling).ok_or_else(|| {
            let all = rules::rulings();
            let (first, last) = (all[0].id, all[all.len() - 1].id);
            UserError::new(format!("there is no ruling {id}")).hint(format!(
                "the rulings run from {first} to {last}: 'warband rules show' lists them"
            ))
        }),
        RulesAction::Show {
            id: Some(Shown::Search(words)),
        } => search(words, global),
        RulesAction::Show { id } => {
            let id = match id {
                Some(Shown::Ruleset(id)) => *id,
                _ => global.rules,
            };
            rules::load(id, global.rules_file.as_deref()).map(|r| Output::Ruleset(Box::new(r)))
        }
    }
}

/// The most places one search lists: past that the words are too common to help.
const MOST_HITS: usize = 40;

/// `text` for matching: lower case, hyphens and underscores as spaces (`great-weapon`).
fn folded(text: &str) -> String {
    text.to_lowercase().replace(['-', '_'], " ")
}

/// Whether every word of `words` is in `text`.
fn matches(words: &[String], text: &str) -> bool {
    let text = folded(text);
    words.iter().all(|w| text.contains(w.as_str()))
}

/// The name an object goes by in a path: its `name`, `id`, `class` or `title`.
fn name_of(v: &Value) -> Option<String> {
    ["name", "id", "class", "title"]
        .iter()
        .find_map(|k| v.get(k).and_then(Value::as_str))
        .map(str::to_string)
}

/// Every object under `v` with a text of its own that has all of `words`: where it is (`path`)
/// and that text.
fn walk(v: &Value, path: &mut Vec<String>, words: &[String], kind: &str, hits: &mut Vec<Hit>) {
    match v {
        Value::Object(o) => {
            // Its own texts: its strings, and the strings of its lists (a weapon's aliases).
            let own = o
                .iter()
                .flat_map(|(_, v)| match v {
                    Value::Array(items) => items.iter().filter_map(Value::as_str).collect(),
                    v => v.as_str().into_iter().collect::<Vec<_>>(),
                })
                .find(|text| matches(words, text));
            // A name or an alias says little: then the whole object, in short.
            let text = own.map(|text| {
                if text.len() < 40 {
                    summary(v)
                } else {
                    text.to_string()
                }
            });
            if let Some(text) = text
                && !hits.iter().any(|h| h.text == text)
            {
                hits.push(Hit {
                    kind: kind.to_string(),
                    at: path.join(" › "),
                    text,
                });
            }
            for (key, child) in o {
                if child.is_object() || child.is_array() {
                    path.push(key.replace('_', " "));
                    walk(child, path, words, kind, hits);
                    path.pop();
                }
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(name_of(item).unwrap_or_else(|| (i + 1).to_string()));
                walk(item, path, words, kind, hits);
                path.pop();
            }
        }
        _ => {}
    }
}

/// An object in one line: what it sets, leaving out what is off, empty or zero, and the
/// provenance (`name Double-handed weapon · aliases great-weapon, two-handed · two handed`).
fn summary(v: &Value) -> String {
    fn scalar(v: &Value) -> Option<String> {
        match v {
            Value::Null | Value::Bool(false) => None,
            Value::Bool(true) => Some(String::new()),
            Value::Number(n) if n.as_f64() == Some(0.0) => None,
            Value::Number(n) => Some(n.to_string()),
            Value::String(s) if s.is_empty() => None,
            Value::String(s) => Some(s.clone()),
            Value::Array(items) => {
                let parts: Vec<String> = items.iter().filter_map(scalar).collect();
                (!parts.is_empty()).then(|| parts.join(", "))
            }
            Value::Object(o) => {
                let parts: Vec<String> = o.values().filter_map(scalar).collect();
                (!parts.is_empty()).then(|| parts.join(" "))
            }
        }
    }
    let Value::Object(o) = v else {
        return scalar(v).unwrap_or_default();
    };
    o.iter()
        .filter(|(k, _)| !matches!(k.as_str(), "provenance" | "id"))
        .filter_map(|(k, v)| {
            scalar(v).map(|text| {
                let key = k.replace('_', " ");
                if text.is_empty() {
                    key
                } else {
                    format!("{key} {text}")
                }
            })
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `rules show WORDS`: the rulings, the --rules ruleset's charts and rules, and its built-in
/// tables that have every word.
fn search(query: &str, global: &Settings) -> Result<Output> {
    let words: Vec<String> = folded(query)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let ruleset = rules::load(global.rules, global.rules_file.as_deref())?;
    let mut hits: Vec<Hit> = rules::rulings()
        .iter()
        .filter(|r| matches(&words, &format!("{} {}", r.topic, r.text)))
        .map(|r| Hit {
            kind: "ruling".into(),
            at: format!("{} {}", r.id, r.topic),
            text: r.text.to_string(),
        })
        .collect();
    let id: RulesetId = global.rules;
    for table in rules::tables::all()
        .into_iter()
        .filter(|t| t.rulesets.contains(&id))
    {
        let value = serde_json::to_value(&table).expect("a table serialises");
        let mut path = vec![table.name.clone()];
        walk(&value, &mut path, &words, "table", &mut hits);
    }
    let value = serde_json::to_value(&ruleset).expect("a ruleset serialises");
    if let Value::Object(sections) = &value {
        for (section, v) in sections {
            if v.is_object() || v.is_array() {
                let mut path = vec![section.replace('_', " ")];
                walk(v, &mut path, &words, "chart", &mut hits);
            }
        }
    }
    if hits.is_empty() {
        return Err(UserError::new(format!(
            "'{}' is no ruleset, ruling, chart or table of {}",
            crate::error::echo(query),
            ruleset.id
        ))
        .hint("try another word (parry, helmet, great weapon), a ruling such as R-32, or 'warband rules list'"));
    }
    hits.truncate(MOST_HITS);
    Ok(Output::Found(Box::new(Found {
        query: query.to_string(),
        ruleset: ruleset.id.clone(),
        hits,
    })))
}
