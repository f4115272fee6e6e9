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
    natural_rolls(r)?;
    critical_tables(&r.critical_tables)?;
    if let Some(injury) = &r.injury {
        injury_table(injury)?;
    }
    if let Some(u) = &r.units {
        units(u)?;
    }
    if let Some(m) = &r.magic {
        magic(m)?;
    }
    weapons(&r.weapons)
}

/// The club's magic as its seed has it (seed 000 §2.17): the first spell rolls two D6, two
/// starting spells three, a casting 2D6 (which the mechanics roll, whatever the field says);
/// each list is six spells in D6 order. Other dice counts are not the seed's rule (and nine dice
/// are 6^9 sequences to enumerate); a shorter list leaves rolled numbers without a spell.
fn magic(m: &super::spells::Magic) -> std::result::Result<(), String> {
    for (what, dice, seed) in [
        ("first_spell_dice", m.first_spell_dice, 2),
        ("two_spells_dice", m.two_spells_dice, 3),
        ("cast_dice", m.cast_dice, 2),
    ] {
        if dice != seed {
            return Err(format!(
                "magic.{what} is {dice}; the seed's rule rolls {seed} D6 (seed 000 §2.17)"
            ));
        }
    }
    if m.lists.is_empty() {
        return Err("magic.lists is empty; give each spell list with its six spells".into());
    }
    let mut lists: Vec<&str> = Vec::new();
    let mut spells: Vec<&str> = Vec::new();
    for (l, list) in m.lists.iter().enumerate() {
        let at = format!("magic.lists[{l}]");
        if lists.contains(&list.id.as_str()) {
            return Err(format!(
                "{at}: the list id \"{}\" is given twice; give each list its own id",
                crate::error::printable(&list.id)
            ));
        }
        lists.push(&list.id);
        if list.spells.len() != 6 {
            return Err(format!(
                "{at} ({}) has {} spells; a list is six, rolled on a D6",
                crate::error::printable(&list.id),
                list.spells.len()
            ));
        }
        for (i, spell) in list.spells.iter().enumerate() {
            let at = format!("{at}.spells[{i}]");
            let id = crate::error::printable(&spell.id);
            if spell.id.trim().is_empty() || spell.id.eq_ignore_ascii_case("choose") {
                return Err(format!(
                    "{at}: the spell id \"{id}\" cannot name a spell (\"choose\" is spell choose)"
                ));
            }
            if spells.contains(&spell.id.as_str()) {
                return Err(format!(
                    "{at}: the spell id \"{id}\" is given twice; give each spell its own id"
                ));
            }
            spells.push(&spell.id);
            if let Some(d) = spell.difficulty
                && !(2..=12).contains(&d)
            {
                return Err(format!(
                    "{at} ({id}): difficulty {d}; a casting roll is 2D6, so give 2 to 12 (or null: always cast)"
                ));
            }
            let strength = |what: &str, s: u8| {
                if (1..=10).contains(&s) {
                    Ok(())
                } else {
                    Err(format!("{at} ({id}): effect.{what} is {s}; give 1 to 10"))
                }
            };
            match &spell.effect {
                super::spells::SpellEffect::Hit {
                    strength: s,
                    against,
                    in_combat,
                } => {
                    strength("strength", *s)?;
                    for a in against {
                        strength("against.strength", a.strength)?;
                    }
                    if let Some(s) = in_combat {
                        strength("in_combat", *s)?;
                    }
                }
                super::spells::SpellEffect::WoundsNoSave { wounds } => {
                    strength("wounds", *wounds)?;
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// A unit combat's rules: dice counts a flight can roll, and bonuses a combat result can hold.
fn units(u: &super::UnitRules) -> std::result::Result<(), String> {
    for (what, dice) in [("flee_dice", u.flee_dice), ("fast_dice", u.fast_dice)] {
        if !(1..=6).contains(&dice) {
            return Err(format!(
                "units.{what} is {dice}; a flight or pursuit rolls 1 to 6 D6"
            ));
        }
    }
    for (what, models) in [
        ("rank_min_models", u.rank_min_models),
        ("flank_cancels_ranks_models", u.flank_cancels_ranks_models),
        ("flank_bonus_models", u.flank_bonus_models),
    ] {
        if !(1..=1000).contains(&models) {
            return Err(format!("units.{what} is {models}; give 1 to 1000 models"));
        }
    }
    for (what, bonus) in [
        ("rank_bonus", u.rank_bonus),
        ("rank_bonus_max", u.rank_bonus_max),
        ("flank_bonus", u.flank_bonus),
        ("rear_bonus", u.rear_bonus),
        ("standard_bonus", u.standard_bonus),
        ("battle_standard_bonus", u.battle_standard_bonus),
        ("high_ground_bonus", u.high_ground_bonus),
        ("musician_bonus", u.musician_bonus),
    ] {
        if !(0..=10).contains(&bonus) {
            return Err(format!(
                "units.{what} is {bonus}; a combat-result bonus is 0 to 10"
            ));
        }
    }
    Ok(())
}

/// The natural-roll rules and the critical trigger: D6 faces and scores.
fn natural_rolls(r: &Ruleset) -> std::result::Result<(), String> {
    if let Some(cap) = r.natural_rolls.melee_cap
        && !(2..=6).contains(&cap)
    {
        return Err(format!(
            "natural_rolls.melee_cap is {cap}; a D6 score must be 2 to 6 (or null for no cap)"
        ));
    }
    if let Some(c) = &r.critical {
        if !(1..=6).contains(&c.natural) {
            return Err(format!(
                "critical.natural is {}; a natural D6 face is 1 to 6",
                c.natural
            ));
        }
        if !(2..=7).contains(&c.not_when_needing) {
            return Err(format!(
                "critical.not_when_needing is {}; give the D6 score 2 to 6 (7 = never blocked)",
                c.not_when_needing
            ));
        }
    }
    Ok(())
}

/// Each critical table: `D6` rows cover the faces 1 to 6 exactly once (a gap would leave a
/// rolled six with no row, an overlap would count a face twice); `none` has its one row; every
/// number of a row in its range. Classes name one table each.
fn critical_tables(tables: &[super::CriticalTable]) -> std::result::Result<(), String> {
    let mut classes: Vec<&str> = Vec::new();
    for (t, table) in tables.iter().enumerate() {
        let at = format!("critical_tables[{t}]");
        match &table.class {
            Some(c) if classes.contains(&c.as_str()) => {
                return Err(format!(
                    "{at}: class \"{c}\" has two tables; give each weapon class one table"
                ));
            }
            Some(c) => classes.push(c),
            None if tables.len() > 1 => {
                return Err(format!(
                    "{at} has no class but there are {} tables; give each table a \"class\" or keep one table",
                    tables.len()
                ));
            }
            None => {}
        }
        if table.rows.is_empty() {
            return Err(format!(
                "{at}.rows is empty; give rows that cover the D6 faces 1 to 6 (or remove the table)"
            ));
        }
        match table.dice.as_str() {
            "D6" => {
                let mut cover = [0u8; 7];
                for (i, row) in table.rows.iter().enumerate() {
                    if !(1..=6).contains(&row.from) || !(row.from..=6).contains(&row.to) {
                        return Err(format!(
                            "{at}.rows[{i}] covers {} to {}; a row covers D6 faces from 1 to 6, \"from\" not above \"to\"",
                            row.from, row.to
                        ));
                    }
                    for face in row.from..=row.to {
                        cover[usize::from(face)] += 1;
                    }
                }
                if let Some(face) = (1..=6).find(|&f| cover[f] == 0) {
                    return Err(format!(
                        "{at}: no row covers the D6 face {face}; every face 1 to 6 needs exactly one row"
                    ));
                }
                if let Some(face) = (1..=6).find(|&f| cover[f] > 1) {
                    return Err(format!(
                        "{at}: {} rows cover the D6 face {face}; every face 1 to 6 needs exactly one row",
                        cover[face]
                    ));
                }
            }
            "none" if table.rows.len() == 1 => {}
            "none" => {
                return Err(format!(
                    "{at} rolls no dice (\"none\") but has {} rows; a fixed critical has one row",
                    table.rows.len()
                ));
            }
            other => {
                return Err(format!(
                    "{at}.dice is \"{other}\"; use \"D6\" (a table rolled on a D6) or \"none\" (one fixed effect)"
                ));
            }
        }
        for (i, row) in table.rows.iter().enumerate() {
            let at = format!("{at}.rows[{i}] ({})", row.id);
            if !(1..=2).contains(&row.wounds) {
                return Err(format!(
                    "{at}: {} wounds; a critical causes 1 or 2",
                    row.wounds
                ));
            }
            if let super::aftermath::CriticalSave::Modifier(m) = row.save
                && !(-6..=6).contains(&m)
            {
                return Err(format!(
                    "{at}: save modifier {m}; an armour save modifier is -6 to 6"
                ));
            }
            if !(-6..=6).contains(&row.injury_bonus) {
                return Err(format!(
                    "{at}: injury bonus {}; give -6 to 6",
                    row.injury_bonus
                ));
            }
            if let Some(n) = row.target_loses_attacks
                && n > 10
            {
                return Err(format!(
                    "{at}: the target loses {n} attacks; give 0 (all) to 10"
                ));
            }
            if let Some(f) = &row.follow_up {
                follow_up(&at, f)?;
            }
        }
    }
    Ok(())
}

/// A critical row's follow-up: its numbers where the dice can use them.
fn follow_up(at: &str, f: &super::FollowUp) -> std::result::Result<(), String> {
    use super::FollowUpEffect::*;
    match f.effect {
        StrengthTest {
            own_two_handed,
            attacker_two_handed,
        } => {
            for (name, m) in [
                ("own_two_handed", own_two_handed),
                ("attacker_two_handed", attacker_two_handed),
            ] {
                if !(-6..=6).contains(&m) {
                    return Err(format!(
                        "{at}: follow_up.effect.{name} is {m}; a Strength modifier is -6 to 6"
                    ));
                }
            }
        }
        SecondModel { within_inches } if within_inches > 48 => {
            return Err(format!(
                "{at}: follow_up.effect.within_inches is {within_inches}; give 0 to 48"
            ));
        }
        SecondModel { .. } => {}
        KnockBack {
            d6,
            obstacle_strength,
            ..
        } => {
            if !(1..=3).contains(&d6) {
                return Err(format!(
                    "{at}: follow_up.effect.d6 is {d6}; a knock-back is 1 to 3 D6 inches"
                ));
            }
            if !(1..=10).contains(&obstacle_strength) {
                return Err(format!(
                    "{at}: follow_up.effect.obstacle_strength is {obstacle_strength}; give 1 to 10"
                ));
            }
        }
    }
    Ok(())
}

/// The injury table covers every modified roll exactly once: the first row open below (`from`
/// null), the last open above (`to` null), each row starting right after the one before. A gap
/// would silently read as out of action, an overlap would hide a row.
fn injury_table(t: &super::aftermath::InjuryTable) -> std::result::Result<(), String> {
    let fix = "the rows must run from \"from\": null up to \"to\": null, each starting one above the last";
    if t.rows.is_empty() {
        return Err(format!("injury.rows is empty; {fix}"));
    }
    let mut next: Option<i64> = None;
    for (i, row) in t.rows.iter().enumerate() {
        let at = format!("injury.rows[{i}] ({})", crate::error::printable(&row.name));
        // An injury roll knocks down, stuns or takes out of action; every command that rolls
        // one (injury, odds, duel, fall, spell) reads only those three.
        if !super::Status::INJURIES.contains(&row.result) {
            return Err(format!(
                "{at}: result \"{}\"; an injury roll's result is knocked_down, stunned or out_of_action",
                row.result.name()
            ));
        }
        let from = row.from.map(i64::from);
        let expected_open = i == 0;
        match (from, next) {
            (None, _) if expected_open => {}
            (None, _) => {
                return Err(format!(
                    "{at} is open below but is not the first row; {fix}"
                ));
            }
            (Some(f), None) => {
                return Err(format!(
                    "{at} starts at {f}, leaving every roll below uncovered; give the first row \"from\": null ({fix})"
                ));
            }
            (Some(f), Some(n)) if f != n => {
                let what = if f > n {
                    format!("rolls {n} to {} are not covered", f - 1)
                } else {
                    format!("it overlaps the row before from {f}")
                };
                return Err(format!("{at} starts at {f}: {what}; {fix}"));
            }
            _ => {}
        }
        match row.to.map(i64::from) {
            Some(to) if from.is_some_and(|f| to < f) => {
                return Err(format!(
                    "{at} runs from {} to {to}; \"from\" must not be above \"to\"",
                    from.unwrap_or_default()
                ));
            }
            Some(to) => next = Some(to + 1),
            None if i + 1 == t.rows.len() => next = None,
            None => return Err(format!("{at} is open above but is not the last row; {fix}")),
        }
    }
    if let Some(n) = next {
        return Err(format!(
            "injury: no row covers rolls of {n} or more; give the last row \"to\": null ({fix})"
        ));
    }
    if let Some(c) = &t.concussion
        && c.from > c.to
    {
        return Err(format!(
            "injury.concussion runs from {} to {}; \"from\" must not be above \"to\"",
            c.from, c.to
        ));
    }
    if let Some(h) = &t.helmet
        && !(2..=6).contains(&h.save)
    {
        return Err(format!(
            "injury.helmet.save is {}; a D6 score must be 2 to 6",
            h.save
        ));
    }
    Ok(())
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
