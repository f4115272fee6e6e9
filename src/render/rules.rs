//! The human and machine views of rulesets (`warband rules`).

use super::{Look, wrap, wrap_prose};
use crate::error::{Result, UserError};
use crate::report::Found;
use crate::rules::weapons::{WeaponKind, WeaponStrength};
use crate::rules::{Provenance, Ruleset, Ruling, Scope, rulings};
use comfy_table::{Cell, CellAlignment};
use serde_json::Value;

pub(super) fn provenance_line(p: &Provenance) -> String {
    match p {
        Provenance::Seed { quote, .. } => format!("source: {}: «{quote}»", p.label()),
        Provenance::Standard { .. } => format!("source: {}", p.label()),
        Provenance::Reconstructed { ruling, note } => {
            format!("source: reconstructed ({ruling}): {note}")
        }
        Provenance::UserFile { .. } => format!("source: {}", p.label()),
    }
}

/// The width of a drawn grid of `columns` chart cells and the row labels: 5 characters a cell.
fn drawn_width(columns: usize) -> usize {
    5 * (columns + 1) + 1
}

/// A chart's cells in plain columns, three characters each, the row label first.
fn compact_grid(rows: &str, cells: &[Vec<String>]) -> String {
    let columns = cells.first().map_or(0, Vec::len);
    let mut out = format!("{rows:<2}");
    for c in 1..=columns {
        out.push_str(&format!("{c:>3}"));
    }
    out.push('\n');
    for (i, row) in cells.iter().enumerate() {
        out.push_str(&format!("{:<2}", i + 1));
        for cell in row {
            out.push_str(&format!("{cell:>3}"));
        }
        out.push('\n');
    }
    out
}

/// `rules show --format json`: the ruleset's schema (what `--rules-file` takes) plus the rulings.
pub fn ruleset_json(r: &Ruleset) -> Value {
    let mut v = serde_json::to_value(r).expect("a ruleset serialises");
    if let Value::Object(o) = &mut v {
        o.insert(
            "rulings".into(),
            serde_json::to_value(rulings()).expect("rulings serialise"),
        );
    }
    v
}

/// A ruleset for people, within the look's width: its prose wrapped, its tables fitted.
pub fn ruleset_text(r: &Ruleset, look: &Look) -> String {
    wrap_prose(&ruleset_lines(r, look), look.width)
}

fn ruleset_lines(r: &Ruleset, look: &Look) -> String {
    let table = || {
        super::fitted_table(
            &Look {
                color: false,
                ..*look
            },
            None,
        )
    };
    let mut out = format!("{} — {}\n{}\n", r.id, r.name, provenance_line(&r.source));
    let grid = |title: &str, rows: &str, cells: Vec<Vec<String>>| {
        // Narrower than a drawn grid: the same cells in plain columns (a phone's 40).
        let plain = compact_grid(rows, &cells);
        if look
            .width
            .is_some_and(|w| w < drawn_width(cells.first().map_or(0, Vec::len)))
        {
            return format!("\n{title}\n{plain}");
        }
        let mut t = table();
        let mut header = vec![Cell::new(rows)];
        header.extend((1..=cells.first().map_or(0, Vec::len)).map(Cell::new));
        t.set_header(header);
        for (i, row) in cells.into_iter().enumerate() {
            let mut r = vec![Cell::new(i + 1)];
            r.extend(
                row.into_iter()
                    .map(|c| Cell::new(c).set_alignment(CellAlignment::Right)),
            );
            t.add_row(r);
        }
        format!("\n{title}\n{t}\n")
    };
    if let Some(c) = &r.melee_to_hit {
        out.push_str(&grid(
            "Close-combat to hit (attacker WS down, defender WS across)",
            "WS",
            c.cells
                .iter()
                .map(|row| row.iter().map(|v| format!("{v}+")).collect())
                .collect(),
        ));
        out.push_str(&format!(
            "rule: {}\n{}\n",
            c.rule,
            provenance_line(&c.provenance)
        ));
    }
    if let Some(c) = &r.to_wound {
        out.push_str(&grid(
            "To wound (Strength down, Toughness across; - cannot wound)",
            "S",
            c.cells
                .iter()
                .map(|row| {
                    row.iter()
                        .map(|v| v.map_or("-".to_string(), |n| format!("{n}+")))
                        .collect()
                })
                .collect(),
        ));
        out.push_str(&format!(
            "rule: {}\n{}\n",
            c.rule,
            provenance_line(&c.provenance)
        ));
    }
    if let Some(s) = &r.shooting {
        let mut t = table();
        t.set_header(
            vec![Cell::new("BS")]
                .into_iter()
                .chain((1..=s.bs_to_hit.len()).map(Cell::new))
                .collect::<Vec<_>>(),
        );
        t.add_row(
            vec![Cell::new("score")]
                .into_iter()
                .chain(s.bs_to_hit.iter().map(Cell::new))
                .collect::<Vec<_>>(),
        );
        let narrow = look
            .width
            .is_some_and(|w| w < drawn_width(s.bs_to_hit.len()) + 4);
        let t = if narrow {
            let mut plain = String::from("BS   ");
            for b in 1..=s.bs_to_hit.len() {
                plain.push_str(&format!("{b:>3}"));
            }
            plain.push_str("\nscore");
            for score in &s.bs_to_hit {
                plain.push_str(&format!("{score:>3}"));
            }
            plain
        } else {
            t.to_string()
        };
        out.push_str(&format!(
            "\nShooting to hit\n{t}\n{}\n",
            provenance_line(&s.provenance)
        ));
        for m in &s.modifiers {
            out.push_str(&format!(
                "  {:+} {} — {} ({})\n",
                m.modifier,
                m.id.replace('_', " "),
                m.description,
                m.provenance.label()
            ));
        }
        let rows: Vec<String> = s
            .beyond_six
            .rows
            .iter()
            .map(|r| format!("{} = 6 then {}+", r.needed, r.then))
            .collect();
        out.push_str(&format!(
            "  beyond 6: {}; more is impossible ({})\n",
            rows.join(", "),
            s.beyond_six.provenance.label()
        ));
        if let Some(d) = &s.cover_deflection {
            out.push_str(&format!(
                "  in cover: {} ({}, {})\n",
                d.text,
                d.ruling,
                d.provenance.label()
            ));
        }
        if let Some(c) = &s.into_combat {
            out.push_str(&format!(
                "  into close combat (--into-combat): {} ({})\n  {}\n",
                c.text,
                c.ruling,
                provenance_line(&c.provenance)
            ));
        }
    }
    if let Some(a) = &r.armour {
        let suits: Vec<String> = a
            .suits
            .iter()
            .map(|s| format!("{} {}+", s.name, s.save))
            .collect();
        out.push_str(&format!(
            "\nArmour: {}; shield +{}, mounted +{}, barding +{}{}\n{}\n",
            suits.join(", "),
            a.shield,
            a.mounted,
            a.barding,
            a.best_basic_save.map_or(String::new(), |b| format!(
                "; basic save never better than {b}+"
            )),
            provenance_line(&a.provenance)
        ));
    }
    if let Some(t) = &r.strength_save_modifiers {
        let rows: Vec<String> = t
            .rows
            .iter()
            .map(|r| format!("S{}+ {}", r.min_strength, r.modifier))
            .collect();
        out.push_str(&format!(
            "Strength save modifiers: {}\n{}\n",
            rows.join(", "),
            provenance_line(&t.provenance)
        ));
    }
    if let Some(c) = &r.critical {
        out.push_str(&format!(
            "\nCriticals: {}\n{}\n",
            c.description,
            provenance_line(&c.provenance)
        ));
    }
    // What a critical row sets going beyond its wounds; none in most rulesets.
    let follow_ups: Vec<String> = r
        .critical_tables
        .iter()
        .flat_map(|t| t.rows.iter().map(move |row| (t, row)))
        .filter_map(|(t, row)| {
            let f = row.follow_up.as_ref()?;
            Some(format!(
                "  {} {}{} {}: {} ({})\n    {}\n",
                t.class.as_deref().unwrap_or("critical"),
                row.from,
                if row.to == row.from {
                    String::new()
                } else {
                    format!("-{}", row.to)
                },
                row.name,
                f.text,
                f.rulings.join(", "),
                provenance_line(&f.provenance)
            ))
        })
        .collect();
    if !follow_ups.is_empty() {
        out.push_str(
            "\nCritical follow-ups (odds and duel report them where the critical happens):\n",
        );
        out.push_str(&follow_ups.concat());
    }
    if !r.special_rules.is_empty() {
        out.push_str("\nSpecial rules:\n");
        for rule in &r.special_rules {
            out.push_str(&format!(
                "  {} ({}{}): {} ({})\n",
                rule.rule.name(),
                match rule.scope {
                    Scope::CloseCombat => "close combat",
                    Scope::Shooting => "shooting",
                    Scope::Both => "close combat and shooting",
                },
                if rule.first_round_only {
                    ", first round only"
                } else {
                    ""
                },
                rule.text,
                rule.provenance.label()
            ));
        }
    }
    if !r.weapons.is_empty() {
        out.push_str(&format!("\nWeapons ({}):\n", r.weapons.len()));
        for w in r.weapons.iter() {
            let strength = match w.strength {
                WeaponStrength::User(0) => "S as user".to_string(),
                WeaponStrength::User(b) => format!("S user {b:+}"),
                WeaponStrength::Fixed(s) => format!("S{s}"),
            };
            let aliases = if w.aliases.is_empty() {
                String::new()
            } else {
                format!(" (also {})", w.aliases.join(", "))
            };
            out.push_str(&format!(
                "  {}{aliases}: {}, {strength}: {}\n    {}\n",
                w.id,
                match w.kind {
                    WeaponKind::CloseCombat => "close combat",
                    WeaponKind::Missile => "missile",
                },
                w.rules,
                provenance_line(&w.provenance)
            ));
        }
    }
    if let Some(m) = &r.magic {
        out.push_str(&format!(
            "\nSpells and prayers (first spell: {} dice, one chosen{}; two at the start: {} dice; cast on {}D6 >= difficulty):\n    {}\n",
            m.first_spell_dice,
            if m.reroll_one_die_of_a_double { ", a double re-rolls one die once" } else { "" },
            m.two_spells_dice,
            m.cast_dice,
            provenance_line(&m.provenance)
        ));
        for l in &m.lists {
            out.push_str(&format!("  {} ({}):\n", l.name, l.id));
            for (i, s) in l.spells.iter().enumerate() {
                out.push_str(&format!(
                    "    {} {} ({}), difficulty {}: {}\n      {}\n",
                    i + 1,
                    s.name,
                    s.id,
                    s.difficulty
                        .map_or("automatic".to_string(), |d| d.to_string()),
                    s.text,
                    provenance_line(&s.provenance)
                ));
            }
        }
    }
    if let Some(u) = &r.units {
        // `combat`'s unit rules (R-60..R-64).
        out.push_str(&format!(
            "\nUnits in close combat (combat):\n  {}\n    {}\n",
            u.text,
            provenance_line(&u.provenance)
        ));
        for (text, provenance) in u
            .stupidity
            .iter()
            .map(|s| (&s.text, &s.provenance))
            .chain(u.impact_hits.iter().map(|i| (&i.text, &i.provenance)))
            .chain(u.character_hits.iter().map(|c| (&c.text, &c.provenance)))
        {
            out.push_str(&format!("  {text}\n    {}\n", provenance_line(provenance)));
        }
    }
    // A chariot's terrain hits: WFB's, which skirmish keeps without units.
    if let Some(t) = &r.chariot_terrain {
        out.push_str(&format!(
            "\nChariots (table chariot-shooting --terrain):\n  {}\n    {}\n",
            t.text,
            provenance_line(&t.provenance)
        ));
    }
    // Falling and jumping down (fall --height, --jump), before the moves that can end in a fall.
    let falls: Vec<(&str, &String, &Provenance)> = r
        .falling
        .iter()
        .map(|f| ("Falling", &f.text, &f.provenance))
        .chain(
            r.jumping
                .iter()
                .map(|j| ("Jumping down", &j.text, &j.provenance)),
        )
        .collect();
    if !falls.is_empty() {
        out.push_str("\nFalling and jumping down (fall --height, --jump):\n");
        for (what, text, provenance) in falls {
            out.push_str(&format!(
                "  {what}: {text}\n    {}\n",
                provenance_line(provenance)
            ));
        }
    }
    if let Some(m) = &r.movement {
        out.push_str("\nClimbing, gap jumps and edges (fall --climb, --gap, --edge):\n");
        let climbing_down = provenance_line(&m.climbing.down);
        for (what, text, provenance) in [
            ("Climbing", &m.climbing.text, &m.climbing.provenance),
            ("Gap jumps", &m.gaps.text, &m.gaps.provenance),
            ("Edges", &m.edge.text, &m.edge.provenance),
        ] {
            out.push_str(&format!(
                "  {what}: {text}\n    {}\n",
                provenance_line(provenance)
            ));
        }
        out.push_str(&format!("  Climbing down: {climbing_down}\n"));
    }
    if !r.zero_characteristics.is_empty() {
        out.push_str("\nCharacteristics at 0:\n");
        for z in &r.zero_characteristics {
            out.push_str(&format!("  {} ({})\n", z.text, z.provenance.label()));
        }
    }
    if let Some(rally) = r.break_test.as_ref().and_then(|b| b.rally.as_ref()) {
        out.push_str(&format!(
            "\nRally: {}\n{}\n",
            rally.text,
            provenance_line(&rally.provenance)
        ));
    }
    if let Some(a) = &r.alone {
        out.push_str(&format!(
            "\nAll Alone: {}\n{}\n  {} ({})\n  {}\n",
            a.text,
            provenance_line(&a.provenance),
            a.breaking.text,
            a.breaking.rulings.join(", "),
            provenance_line(&a.breaking.provenance)
        ));
    }
    if let Some(c) = &r.cavalry {
        out.push_str(&format!(
            "\nMounted models ({}): {}\n{}\n",
            c.ruling,
            c.text,
            provenance_line(&c.provenance)
        ));
    }
    if let Some(c) = r
        .close_combat
        .as_ref()
        .and_then(|c| c.strike_order.climbing_charge.as_ref())
    {
        out.push_str(&format!(
            "\nCharge after a climb (duel --climbed): {}\n{}\n",
            c.text,
            provenance_line(&c.provenance)
        ));
    }
    if let Some(s) = &r.swarm {
        out.push_str(&format!(
            "\nSwarms (--swarm): {}\n{}\n",
            s.text,
            provenance_line(&s.provenance)
        ));
    }
    if let Some(e) = &r.escape {
        out.push_str(&format!(
            "\nEscape from combat: {}\n{}\n",
            e.text,
            provenance_line(&e.provenance)
        ));
        for b in [&e.passed, &e.failed] {
            out.push_str(&format!(
                "  {} ({})\n  {}\n",
                b.text,
                b.rulings.join(", "),
                provenance_line(&b.provenance)
            ));
        }
    }
    let n = &r.natural_rolls;
    out.push_str(&format!(
        "\nNatural rolls: to hit a 1 {}; close combat capped at {}; to wound a 1 {}; saves a 1 {}\n",
        if n.hit_natural_one_fails { "always misses" } else { "is not special" },
        n.melee_cap.map_or("nothing".into(), |c| format!("{c}+")),
        if n.wound_natural_one_fails { "always fails" } else { "is not special" },
        if n.save_natural_one_fails { "always fails" } else { "is not special" },
    ));
    if !r.notes.is_empty() {
        out.push_str("\nNotes:\n");
        for note in &r.notes {
            out.push_str(&format!("  {note}\n"));
        }
    }
    out.push_str("\nRulings (how warband reads what the rules leave open; `warband rules show R-n` shows one):\n");
    for rl in rulings() {
        out.push_str(&format!("  {} [{}] {}\n", rl.id, rl.topic, rl.text));
    }
    out
}

pub fn list_text(all: &[Ruleset], look: &Look) -> String {
    let mut t = super::fitted_table(
        &Look {
            color: false,
            ..*look
        },
        None,
    );
    t.set_header(vec!["id", "name", "source"]);
    for r in all {
        t.add_row(vec![r.id.clone(), r.name.clone(), r.source.label()]);
    }
    format!("{t}\n")
}

pub fn list_csv(all: &[Ruleset]) -> String {
    let mut out = String::from("id,name,source\n");
    for r in all {
        out.push_str(&format!(
            "{},\"{}\",\"{}\"\n",
            r.id,
            r.name.replace('"', "\"\""),
            r.source.label()
        ));
    }
    out
}

/// One ruling: its id and topic, its text, where it comes from.
pub fn ruling_text(r: &Ruling) -> String {
    format!("{} ({})\n{}\nsource: {}\n", r.id, r.topic, r.text, r.origin)
}

pub fn ruling_csv(r: &Ruling) -> String {
    let quoted = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    format!(
        "id,topic,text,origin\n{},{},{},{}\n",
        r.id,
        quoted(r.topic),
        quoted(r.text),
        quoted(r.origin)
    )
}

pub fn no_csv() -> Result<String> {
    Err(UserError::new("rules show has no CSV form").hint("use --format json or the default table"))
}

/// What `rules show WORD` found, for people: how many places, then each with its text.
pub fn found_text(f: &Found, look: &Look) -> String {
    let places = if f.hits.len() == 1 {
        "place mentions"
    } else {
        "places mention"
    };
    let mut out = wrap(
        &format!(
            "{} {places} '{}' (rulings, and the charts and tables of {})\n",
            f.hits.len(),
            f.query,
            f.ruleset
        ),
        look.width,
    );
    for h in &f.hits {
        out.push_str(&wrap(&format!("{} {}:\n", h.kind, h.at), look.width));
        out.push_str(&wrap(&format!("  {}\n", h.text), look.width));
    }
    out
}

pub fn found_csv(f: &Found) -> String {
    let quoted = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    let mut out = String::from("kind,at,text\n");
    for h in &f.hits {
        out.push_str(&format!(
            "{},{},{}\n",
            h.kind,
            quoted(&h.at),
            quoted(&h.text)
        ));
    }
    out
}
