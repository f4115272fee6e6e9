//! The view of `warband roster show`: one row a warrior (name, count, profile, kit, ruleset),
//! as a table for people, JSON and CSV for scripts, and the names alone in plain.

use super::{Format, Look, pretty};
use crate::mechanics::profile::NAMES;
use crate::report::RosterView;
use crate::roster::Warrior;
use serde_json::{Map, Value, json};

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn warrior_json(w: &Warrior, ruleset: &str) -> Value {
    let characteristics: Map<String, Value> = NAMES
        .iter()
        .zip(w.profile.values())
        .map(|(n, v)| (n.to_string(), json!(v)))
        .collect();
    let kit = &w.kit;
    json!({
        "name": w.name,
        "count": w.count,
        "profile": w.profile.to_string(),
        "characteristics": characteristics,
        "weapon": kit.weapon,
        "offhand": kit.offhand,
        "armour": kit.armour_or_none(),
        "shield": kit.shield,
        "helmet": kit.helmet,
        "parry": kit.parry.map(|p| p.as_str()),
        "skills": w.skills,
        "kit": w.summary(),
        "ruleset": ruleset,
    })
}

pub fn show(v: &RosterView, format: Format, look: &Look) -> String {
    let r = &v.roster;
    match format {
        Format::Json => pretty(&json!({
            "file": r.path.display().to_string(),
            "name": r.name,
            "ruleset": v.ruleset,
            "warriors": r.warriors.iter().map(|w| warrior_json(w, &v.ruleset)).collect::<Vec<_>>(),
        })),
        Format::Csv => {
            let mut out = String::from(
                "name,count,profile,weapon,offhand,armour,shield,helmet,parry,skills,ruleset\n",
            );
            for w in &r.warriors {
                let k = &w.kit;
                let fields = [
                    csv_field(&w.name),
                    w.count.to_string(),
                    w.profile.to_string(),
                    csv_field(k.weapon.as_deref().unwrap_or("")),
                    csv_field(k.offhand.as_deref().unwrap_or("")),
                    csv_field(k.armour_or_none()),
                    k.shield.to_string(),
                    k.helmet.to_string(),
                    k.parry.map_or("", |p| p.as_str()).to_string(),
                    w.skills.join(" "),
                    v.ruleset.clone(),
                ];
                out.push_str(&format!("{}\n", fields.join(",")));
            }
            out
        }
        Format::Plain | Format::Decimal => {
            r.warriors.iter().map(|w| format!("{}\n", w.name)).collect()
        }
        Format::Table => {
            let mut t = super::fitted_table(
                &Look {
                    color: false,
                    ..*look
                },
                None,
            );
            // The ruleset is the title's, one for every warrior (JSON and CSV repeat it per row).
            t.set_header(vec!["warrior", "count", "profile", "kit"]);
            for w in &r.warriors {
                t.add_row(vec![
                    w.name.clone(),
                    w.count.to_string(),
                    w.profile.to_string(),
                    w.summary(),
                ]);
            }
            // The path as given, its control characters escaped (the roster's own text has none:
            // the loader refuses them).
            let path = r.path.display().to_string();
            let path = crate::error::printable(&path);
            let title = match &r.name {
                Some(name) => format!("{name} ({path})"),
                None => path.to_string(),
            };
            let n = r.warriors.len();
            let models: u32 = r.warriors.iter().map(|w| w.count).sum();
            let fit = |text: String| super::wrap(&text, look.width);
            format!(
                "{}{t}\n{}",
                fit(format!(
                    "{title}: {n} {}, {models} {}, checked against {}\n",
                    if n == 1 { "entry" } else { "entries" },
                    if models == 1 { "model" } else { "models" },
                    v.ruleset,
                )),
                fit(format!(
                    "use one as @{path}:NAME wherever a profile is taken (duel --a, odds --profile, odds --target, odds --attacker)\n",
                ))
            )
        }
    }
}
