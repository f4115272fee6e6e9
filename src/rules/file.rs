//! Loading a ruleset: the built-in one, with the parts a `--rules-file` overrides, validated.

use super::{Provenance, Ruleset, RulesetId, builtin};
use crate::error::{Result, UserError};
use serde_json::{Map, Value};
use std::path::Path;

/// The ruleset `id`, with the overrides of `rules_file` if one is given.
pub fn load(id: RulesetId, rules_file: Option<&Path>) -> Result<Ruleset> {
    let base = builtin(id);
    let Some(path) = rules_file else {
        return Ok(base);
    };
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| {
        UserError::new(format!("cannot read rules file {shown}: {e}"))
            .hint("check the path given to --rules-file")
    })?;
    let overrides: Value = serde_json::from_str(&text).map_err(|e| {
        UserError::new(format!("rules file {shown} is not valid JSON: {e}"))
            .hint("write it like the output of 'warband rules show <id> --format json'")
    })?;
    apply_overrides(base, &overrides, &shown)
}

/// Applies a JSON document of overrides (a part of the `rules show --format json` schema) to a
/// ruleset. Objects merge key by key; arrays and values replace. A chart or table that the file
/// changes without giving its own provenance is marked as coming from the file.
pub fn apply_overrides(base: Ruleset, overrides: &Value, path: &str) -> Result<Ruleset> {
    let bad = |what: String| {
        UserError::new(format!("rules file {path}: {what}"))
            .hint("see 'warband rules show <id> --format json' for the schema")
    };
    let Value::Object(overrides) = overrides else {
        return Err(bad("expected a JSON object at the top level".into()));
    };
    let mut merged = serde_json::to_value(&base).expect("a ruleset always serialises");
    let Value::Object(target) = &mut merged else {
        unreachable!("a ruleset serialises to an object")
    };
    if let Some(Value::String(id)) = overrides.get("id")
        && *id != base.id
    {
        return Err(bad(format!(
            "it is for ruleset '{id}' but the chosen ruleset is '{}'; drop \"id\" or pass --rules {id}",
            base.id
        )));
    }
    // `rules show --format json` also lists the rulings; they are not data to override.
    for (key, value) in overrides.iter().filter(|(k, _)| k.as_str() != "rulings") {
        let Some(slot) = target.get_mut(key) else {
            let known: Vec<&str> = target.keys().map(String::as_str).collect();
            return Err(bad(format!(
                "unknown key \"{key}\" (known: {})",
                known.join(", ")
            )));
        };
        merge(slot, value.clone());
        let gives_provenance = value
            .as_object()
            .is_some_and(|o: &Map<String, Value>| o.contains_key("provenance"));
        if let Value::Object(part) = slot
            && part.contains_key("provenance")
            && !gives_provenance
        {
            part.insert(
                "provenance".into(),
                serde_json::to_value(Provenance::UserFile {
                    path: path.to_string(),
                })
                .expect("provenance serialises"),
            );
        }
    }
    let ruleset: Ruleset = serde_json::from_value(merged).map_err(|e| bad(format!("{e}")))?;
    validate(&ruleset).map_err(bad)?;
    Ok(ruleset)
}

fn merge(slot: &mut Value, value: Value) {
    match (slot, value) {
        (Value::Object(into), Value::Object(from)) => {
            for (k, v) in from {
                match into.get_mut(&k) {
                    Some(existing) => merge(existing, v),
                    None => {
                        into.insert(k, v);
                    }
                }
            }
        }
        (slot, value) => *slot = value,
    }
}

/// Checks what serde cannot: chart shapes and the range of every score.
fn validate(r: &Ruleset) -> std::result::Result<(), String> {
    let score = |v: u8, what: &str| {
        if (2..=6).contains(&v) {
            Ok(())
        } else {
            Err(format!("{what} is {v}; a D6 score must be 2 to 6"))
        }
    };
    let square = |rows: usize, cols: &[usize], what: &str| {
        if rows == 10 && cols.iter().all(|&c| c == 10) {
            Ok(())
        } else {
            Err(format!("{what} must be 10 rows of 10 cells"))
        }
    };
    if let Some(chart) = &r.melee_to_hit {
        let cols: Vec<usize> = chart.cells.iter().map(Vec::len).collect();
        square(chart.cells.len(), &cols, "melee_to_hit.cells")?;
        for (i, row) in chart.cells.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                score(
                    v,
                    &format!("melee_to_hit.cells[{i}][{j}] (WS {} vs {})", i + 1, j + 1),
                )?;
            }
        }
    }
    if let Some(chart) = &r.to_wound {
        let cols: Vec<usize> = chart.cells.iter().map(Vec::len).collect();
        square(chart.cells.len(), &cols, "to_wound.cells")?;
        for (i, row) in chart.cells.iter().enumerate() {
            for (j, v) in row.iter().enumerate() {
                if let Some(v) = v {
                    score(
                        *v,
                        &format!("to_wound.cells[{i}][{j}] (S {} vs T {})", i + 1, j + 1),
                    )?;
                }
            }
        }
    }
    if let Some(shooting) = &r.shooting {
        if shooting.bs_to_hit.len() != 10 {
            return Err("shooting.bs_to_hit must list BS 1 to 10 (10 numbers)".into());
        }
        for row in &shooting.beyond_six.rows {
            if !(7..=12).contains(&row.needed) {
                return Err(format!(
                    "shooting.beyond_six: needed {} must be 7 or more",
                    row.needed
                ));
            }
            score(row.then, "shooting.beyond_six: the second die's score")?;
        }
    }
    if let Some(armour) = &r.armour {
        for suit in &armour.suits {
            if !(1..=6).contains(&suit.save) {
                return Err(format!(
                    "armour: suit \"{}\" saves on {}; a save must be 1 to 6",
                    suit.name, suit.save
                ));
            }
        }
    }
    if let Some(table) = &r.strength_save_modifiers
        && let Some(row) = table.rows.iter().find(|row| row.modifier > 0)
    {
        return Err(format!(
            "strength_save_modifiers: S{} has modifier {}; Strength modifiers are 0 or negative",
            row.min_strength, row.modifier
        ));
    }
    weapons(&r.weapons)
}

/// Each weapon answers to its own names only, and fires a sensible number of shots.
fn weapons(list: &[super::weapons::Weapon]) -> std::result::Result<(), String> {
    let mut seen: Vec<&str> = Vec::new();
    for (i, w) in list.iter().enumerate() {
        for name in std::iter::once(&w.id).chain(&w.aliases) {
            if seen.contains(&name.as_str()) {
                return Err(format!(
                    "weapons[{i}]: the name '{name}' is given to two weapons; give each weapon its own id and aliases"
                ));
            }
            seen.push(name);
        }
        if let super::weapons::Shots::Fixed { shots } = w.shots
            && !(1..=10).contains(&shots)
        {
            return Err(format!(
                "weapons[{i}] ({}): {shots} shots; a weapon fires 1 to 10",
                w.id
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn mordheim() -> Ruleset {
        builtin(RulesetId::Mordheim)
    }

    #[test]
    fn every_builtin_round_trips_through_its_own_json() {
        for id in RulesetId::ALL {
            let r = builtin(id);
            let json = serde_json::to_value(&r).unwrap();
            let back = apply_overrides(builtin(id), &json, "self").unwrap();
            assert_eq!(back, r, "{id}");
        }
    }

    #[test]
    fn an_override_replaces_one_table_and_marks_its_provenance() {
        let rows =
            json!({"strength_save_modifiers": {"rows": [{"min_strength": 3, "modifier": -1}]}});
        let r = apply_overrides(mordheim(), &rows, "my.json").unwrap();
        let table = r.strength_save_modifiers.unwrap();
        assert_eq!(table.modifier(3), -1);
        assert_eq!(table.modifier(9), -1);
        assert_eq!(
            table.provenance,
            Provenance::UserFile {
                path: "my.json".into()
            }
        );
        assert_eq!(r.to_wound, mordheim().to_wound);
    }

    #[test]
    fn bad_documents_are_explained() {
        let cases = [
            (json!([1, 2]), "top level"),
            (json!({"colour": 1}), "unknown key \"colour\""),
            (json!({"id": "wfb"}), "is for ruleset 'wfb'"),
            (json!({"melee_to_hit": {"cells": [[3]]}}), "10 rows of 10"),
            (
                json!({"armour": {"suits": [{"name": "x", "save": 9}]}}),
                "saves on 9",
            ),
            (json!({"armour": {"shield": "big"}}), "invalid type"),
            (
                json!({"strength_save_modifiers": {"rows": [{"min_strength": 4, "modifier": 1}]}}),
                "0 or negative",
            ),
            (
                {
                    let mut twice = serde_json::to_value(&mordheim().weapons).unwrap();
                    let axe = twice[6].clone();
                    twice.as_array_mut().unwrap().push(axe);
                    json!({ "weapons": twice })
                },
                "'axe' is given to two weapons",
            ),
            (
                {
                    let mut none = serde_json::to_value(&mordheim().weapons).unwrap();
                    none[16]["shots"] = json!({"kind": "fixed", "shots": 0});
                    json!({ "weapons": none })
                },
                "0 shots",
            ),
        ];
        for (doc, expected) in cases {
            let err = apply_overrides(mordheim(), &doc, "f.json")
                .unwrap_err()
                .to_string();
            assert!(err.contains(expected), "{doc}: {err}");
            assert!(!err.contains('\n'));
        }
    }
}
