//! Loading a ruleset: the built-in one, with the parts a `--rules-file` overrides, validated.

use super::validate::validate;
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
    let shown = crate::error::echo_path(path);
    let bytes = crate::input::read_file(path).map_err(|e| {
        UserError::new(format!("cannot read rules file {shown}: {e}"))
            .hint("check the path given to --rules-file")
    })?;
    let text = crate::input::text(bytes).ok_or_else(|| {
        UserError::new(format!("rules file {shown} is not UTF-8 text"))
            .hint("save it as UTF-8 JSON")
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
    if let Some((at, text)) = control_text(&Value::Object(overrides.clone()), &mut String::new()) {
        return Err(bad(format!(
            "{at} holds a control character (\"{}\"); names and texts are shown in tables and errors, so write them as plain text",
            crate::error::printable(&text)
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
    let shape = serde_json::to_value(&ruleset).expect("a ruleset always serialises");
    ruling_ids(&shape, &mut String::new()).map_err(bad)?;
    validate(&ruleset).map_err(bad)?;
    Ok(ruleset)
}

/// The first string (or key) of a JSON document that holds a control character, with where it
/// is: a rules or table file's names and texts are printed in tables, where an escape sequence
/// would clear or recolour the terminal and a carriage return overwrite the line.
pub(crate) fn control_text(node: &Value, at: &mut String) -> Option<(String, String)> {
    match node {
        Value::String(s) if s.contains(char::is_control) => Some((at.clone(), s.clone())),
        Value::Object(map) => map.iter().find_map(|(key, value)| {
            if key.contains(char::is_control) {
                return Some((at.clone(), key.clone()));
            }
            let len = at.len();
            if !at.is_empty() {
                at.push('.');
            }
            at.push_str(key);
            let found = control_text(value, at);
            at.truncate(len);
            found
        }),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, item)| {
            let len = at.len();
            at.push_str(&format!("[{i}]"));
            let found = control_text(item, at);
            at.truncate(len);
            found
        }),
        _ => None,
    }
}

/// Every ruling a file's parts cite (a `ruling`, `rulings` or `…_ruling` field anywhere) is an
/// id of the `R-n` form: results list and sort them by number, and `rules show` looks them up.
fn ruling_ids(node: &Value, at: &mut String) -> std::result::Result<(), String> {
    let check = |id: &Value, at: &str| match id {
        Value::Null => Ok(()),
        Value::String(s) if super::ruling_number(s).is_some() => Ok(()),
        other => Err(format!(
            "{at} is {}; a ruling id is R- and its number, e.g. R-25",
            crate::error::printable(&other.to_string())
        )),
    };
    match node {
        Value::Object(map) => {
            for (key, value) in map {
                let len = at.len();
                if !at.is_empty() {
                    at.push('.');
                }
                at.push_str(key);
                if key == "ruling" || key.ends_with("_ruling") {
                    check(value, at)?;
                } else if key == "rulings" {
                    match value {
                        Value::Array(ids) => {
                            for (i, id) in ids.iter().enumerate() {
                                check(id, &format!("{at}[{i}]"))?;
                            }
                        }
                        other => check(other, at)?,
                    }
                } else {
                    ruling_ids(value, at)?;
                }
                at.truncate(len);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = at.len();
                at.push_str(&format!("[{i}]"));
                ruling_ids(item, at)?;
                at.truncate(len);
            }
        }
        _ => {}
    }
    Ok(())
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
    fn every_builtin_passes_the_checks_of_a_rules_file() {
        for id in RulesetId::ALL {
            validate(&builtin(id)).unwrap_or_else(|e| panic!("{id}: {e}"));
        }
    }

    /// Mordheim's critical table and injury table with their rows edited.
    fn crit_rows(edit: impl FnOnce(&mut Vec<Value>)) -> Value {
        let mut tables = serde_json::to_value(&mordheim().critical_tables).unwrap();
        edit(tables[0]["rows"].as_array_mut().unwrap());
        json!({ "critical_tables": tables })
    }

    fn injury_rows(edit: impl FnOnce(&mut Vec<Value>)) -> Value {
        let mut injury = serde_json::to_value(mordheim().injury.unwrap()).unwrap();
        edit(injury["rows"].as_array_mut().unwrap());
        json!({ "injury": injury })
    }

    #[test]
    fn every_table_is_checked_when_the_file_is_loaded() {
        // Mordheim's critical table is 1-2, 3-4, 5-6 (seed 004); its injury table is
        // ..2, 3-4, 5.. on the modified D6.
        let cases = [
            // Cut to its first row (1-2): the first face left without a row is 3.
            (
                crit_rows(|rows| rows.truncate(1)),
                "critical_tables[0]: no row covers the D6 face 3",
            ),
            (crit_rows(Vec::clear), "critical_tables[0].rows is empty"),
            // The second row moved to start at 2: face 2 is in rows 0 and 1.
            (
                crit_rows(|rows| rows[1]["from"] = json!(2)),
                "2 rows cover the D6 face 2",
            ),
            (
                crit_rows(|rows| rows[2]["to"] = json!(7)),
                "critical_tables[0].rows[2] covers 5 to 7",
            ),
            (
                crit_rows(|rows| rows[0]["wounds"] = json!(0)),
                "(hits_a_vital_part): 0 wounds",
            ),
            (
                crit_rows(|rows| rows[0]["injury_bonus"] = json!(9)),
                "injury bonus 9",
            ),
            // Without the stunned row (3-4) the knocked-down row ends at 2 and the next starts
            // at 5: rolls 3 and 4 would have had no row.
            (
                injury_rows(|rows| {
                    rows.remove(1);
                }),
                "injury.rows[1] (Out of action) starts at 5: rolls 3 to 4 are not covered",
            ),
            (injury_rows(Vec::clear), "injury.rows is empty"),
            (
                injury_rows(|rows| rows[2]["to"] = json!(6)),
                "no row covers rolls of 7 or more",
            ),
            (
                injury_rows(|rows| rows[0]["from"] = json!(1)),
                "injury.rows[0] (Knocked down) starts at 1",
            ),
            (
                injury_rows(|rows| rows[1]["from"] = json!(2)),
                "it overlaps the row before from 2",
            ),
            (json!({"critical": {"natural": 7}}), "critical.natural is 7"),
            // An unharmed or wounded row: `injury` showed only the three injuries, summing to
            // 2/3 (or 0).
            (
                injury_rows(|rows| rows[0]["result"] = json!("unharmed")),
                "injury.rows[0] (Knocked down): result \"unharmed\"; an injury roll's result is knocked_down, stunned or out_of_action",
            ),
            (
                injury_rows(|rows| rows[2]["result"] = json!("wounded")),
                "result \"wounded\"",
            ),
            // Ruling ids anywhere: a too-short, a non-ASCII, a malformed one (results sort them
            // by number, and slicing "x" or "Ré" by bytes panicked).
            (
                json!({"shooting": {"cover_deflection": {"ruling": "x"}}}),
                "shooting.cover_deflection.ruling is \"x\"; a ruling id is R- and its number",
            ),
            (
                json!({"shooting": {"cover_deflection": {"ruling": "Ré"}}}),
                "shooting.cover_deflection.ruling is \"Ré\"",
            ),
            (
                json!({"critical": {"rulings": ["R-10", ""]}}),
                "critical.rulings[1] is \"\"",
            ),
            (
                json!({"shooting": {"cover_deflection": {"ruling": "R-1\n"}}}),
                "cover_deflection.ruling holds a control character (\"R-1\\n\")",
            ),
        ];
        for (doc, expected) in cases {
            let err = apply_overrides(mordheim(), &doc, "f.json")
                .unwrap_err()
                .to_string();
            assert!(err.contains(expected), "{expected}: {err}");
            assert!(!err.contains('\n'));
        }
    }

    #[test]
    fn the_club_magic_is_checked_at_load() {
        let club = || builtin(RulesetId::MordheimClub);
        let magic = || serde_json::to_value(club().magic.unwrap()).unwrap();
        let with = |edit: &dyn Fn(&mut Value)| {
            let mut m = magic();
            edit(&mut m);
            json!({ "magic": m })
        };
        let cases = [
            (
                json!({"magic": {"first_spell_dice": 63}}),
                "magic.first_spell_dice is 63; the seed's rule rolls 2 D6",
            ),
            (
                json!({"magic": {"first_spell_dice": 9}}),
                "magic.first_spell_dice is 9",
            ),
            (
                json!({"magic": {"two_spells_dice": 0}}),
                "magic.two_spells_dice is 0; the seed's rule rolls 3 D6",
            ),
            (json!({"magic": {"cast_dice": 3}}), "magic.cast_dice is 3"),
            (
                with(&|m| {
                    m["lists"][1]["spells"].as_array_mut().unwrap().truncate(3);
                }),
                "magic.lists[1] (necromancy) has 3 spells; a list is six",
            ),
            (
                with(&|m| m["lists"][0]["spells"][2]["difficulty"] = json!(13)),
                "magic.lists[0].spells[2] (soulfire): difficulty 13",
            ),
            (
                with(&|m| m["lists"][0]["spells"][2]["effect"]["strength"] = json!(0)),
                "effect.strength is 0",
            ),
            (
                with(&|m| m["lists"][1]["spells"][0]["id"] = json!("soulfire")),
                "the spell id \"soulfire\" is given twice",
            ),
            (
                with(&|m| m["lists"][1]["id"] = json!("prayers-of-sigmar")),
                "the list id \"prayers-of-sigmar\" is given twice",
            ),
            (with(&|m| m["lists"] = json!([])), "magic.lists is empty"),
        ];
        for (doc, expected) in cases {
            let err = apply_overrides(club(), &doc, "f.json")
                .unwrap_err()
                .to_string();
            assert!(err.contains(expected), "{expected}: {err}");
            assert!(!err.contains('\n'));
        }
        // The club's own magic, through the file, is accepted.
        apply_overrides(club(), &json!({ "magic": magic() }), "f.json").unwrap();
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
