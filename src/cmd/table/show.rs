//! `warband table show`: every row of a built-in table or a table file, as a view.

use super::builtin::follow_ups;
use super::monster_targets::pick_text;
use super::{cell_text, difficulty_text, display_name, own_dice};
use crate::mechanics::rolloff::{self, Contest};
use crate::mechanics::table::{self as lookup};
use crate::mechanics::targets::{self, Layout};
use crate::report::{RowView, TableView};
use crate::rules::tables::{BuiltinTable, TableKind};
use crate::rules::user_table::{Cell, UserTable};
use serde_json::{Map, Value, json};

pub(super) fn show_builtin(table: &BuiltinTable) -> TableView {
    let spells = table.rows.iter().any(|r| r.difficulty.is_some());
    let mut headers = vec!["result".to_string(), "effect".to_string()];
    if spells {
        headers.push("difficulty".into());
    }
    let rows = match table.kind {
        TableKind::Rows => {
            let dist = lookup::row_distribution(&own_dice(&table.dice), 0, &table.bands())
                .expect("a built-in table covers its dice");
            table
                .rows
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let mut cells = vec![display_name(r), r.effect.clone()];
                    if spells {
                        cells.push(r.difficulty.map_or(String::new(), difficulty_text));
                    }
                    RowView {
                        roll: r.band.label(),
                        cells,
                        probability: Some(dist.prob(&i)),
                    }
                })
                .collect()
        }
        TableKind::MusicianRollOff => {
            let dist = rolloff::distribution(1, 1);
            let contests = [Contest::Win, Contest::Tie, Contest::Lose];
            table
                .rows
                .iter()
                .zip(contests)
                .map(|(r, c)| RowView {
                    roll: "1 vs 1".into(),
                    cells: vec![display_name(r), r.effect.clone()],
                    probability: Some(dist.prob(&c)),
                })
                .collect()
        }
        TableKind::MonsterTargets => {
            headers = vec!["who attacks whom".into()];
            let mut rows = Vec::new();
            for monsters in 1..=targets::MAX_RANK {
                for characters in 1..=targets::MAX_RANK {
                    let layout = Layout {
                        monsters,
                        characters,
                        second_rank: 0,
                    };
                    let picks: Vec<String> = layout
                        .eligible()
                        .iter()
                        .enumerate()
                        .map(|(m, e)| format!("{}: {}", m + 1, pick_text(e)))
                        .collect();
                    rows.push(RowView {
                        roll: format!("{monsters} vs {characters}"),
                        cells: vec![picks.join("; ")],
                        probability: None,
                    });
                }
            }
            rows
        }
    };
    let (follow_ups, _) = follow_ups(&table.rows);
    let mut notes = table.notes.clone();
    for g in &table.groups {
        notes.push(format!(
            "{}: {} ({})",
            g.id.replace('_', " "),
            g.description,
            g.ruling
        ));
    }
    TableView {
        name: table.name.clone(),
        title: table.title.clone(),
        rulesets: table.rulesets.iter().map(|r| r.to_string()).collect(),
        dice: table.dice.clone(),
        description: Some(table.description.clone()),
        modifier: table
            .modifier
            .clone()
            .unwrap_or_else(|| "none: the rules give this table no modifier".into()),
        headers,
        rows,
        follow_ups,
        source: Some(table.provenance.clone()),
        rulings: table.rulings.clone(),
        notes,
        data: serde_json::to_value(table).expect("a table serialises"),
    }
}

pub(super) fn show_file(table: &UserTable) -> TableView {
    let dist = lookup::row_distribution(&table.dice, table.modifier, &table.bands()).ok();
    let with_notes = table.rows.iter().any(|r| r.note.is_some());
    let mut headers = table.columns.clone();
    if with_notes {
        headers.push("note".into());
    }
    let rows = table
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut cells: Vec<String> = r.results.iter().map(cell_text).collect();
            if with_notes {
                cells.push(r.note.clone().unwrap_or_default());
            }
            RowView {
                roll: r.band.label(),
                cells,
                probability: dist.as_ref().map(|d| d.prob(&i)),
            }
        })
        .collect();
    let mut notes = vec![format!("source: table file {}", table.path)];
    if let Some(s) = &table.source {
        notes.push(format!("the file's source: {s}"));
    }
    notes.extend(table.notes.iter().cloned());
    let data_rows: Vec<Value> = table
        .rows
        .iter()
        .map(|r| {
            let results: Map<String, Value> = table
                .columns
                .iter()
                .zip(&r.results)
                .map(|(c, v)| {
                    (
                        c.clone(),
                        match v {
                            Cell::Number(n) => json!(n),
                            Cell::Text(t) => json!(t),
                        },
                    )
                })
                .collect();
            json!({ "from": r.band.from, "to": r.band.to, "results": results, "note": r.note })
        })
        .collect();
    TableView {
        name: table.path.clone(),
        title: table.name.clone(),
        rulesets: Vec::new(),
        dice: table.dice_label(),
        description: table.description.clone(),
        modifier: format!(
            "the file's own {:+} (the odds below); --mod adds to it",
            table.modifier
        ),
        headers,
        rows,
        follow_ups: Vec::new(),
        source: None,
        rulings: Vec::new(),
        notes,
        data: json!({
            "name": table.name,
            "dice": table.dice.text,
            "modifier": table.modifier,
            "columns": table.columns,
            "rows": data_rows,
        }),
    }
}
