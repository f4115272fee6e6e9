//! `warband table chariot-shooting --terrain` (wfb): a chariot driven through difficult
//! terrain, its D6 S6 hits allocated on the table, and with `--parts` each part's unsaved
//! wounds; exact, and rolled.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::Target;
use crate::mechanics::chariot::Terrain;
use crate::question::TableArgs;
use crate::report::{Entry, Fact, Report, RollRecord, RollResult, Summary, Table};
use crate::rules::tables::BuiltinTable;
use serde_json::json;

/// The terrain's hits on the chariot whose parts `table` allocates.
pub(super) fn terrain_report(
    table: &BuiltinTable,
    args: &TableArgs,
    cx: &Context,
    report: &mut Report,
) -> Result<()> {
    let rule = cx
        .ruleset
        .chariot_terrain
        .as_ref()
        .filter(|rule| rule.table == table.name)
        .ok_or_else(|| {
            UserError::new(format!(
                "table {} takes no --terrain in {}: it is not how a chariot's terrain hits are allocated",
                table.name, cx.ruleset.id
            ))
            .hint("warband table chariot-shooting --rules wfb --terrain")
        })?;
    let rows = table
        .rows
        .iter()
        .map(|r| {
            let face = |b: Option<i64>| u32::try_from(b.unwrap_or(0)).unwrap_or(0);
            (
                r.id.clone(),
                r.name.to_lowercase(),
                (face(r.band.from), face(r.band.to)),
            )
        })
        .collect();
    let profiles = args.parts.as_ref().map_or(Vec::new(), |p| p.0.clone());
    let terrain = Terrain::new(&cx.ruleset, rule, rows, &profiles)?;
    report.add_rulings(["R-103"]);
    report.headline = format!(
        "Chariot in difficult terrain · {}D6 hits at S{}",
        terrain.dice, terrain.strength
    );
    report.input("terrain", true);
    if let Some(parts) = &args.parts {
        let given: Vec<_> = parts
            .0
            .iter()
            .map(|p| p.map(|p| json!({ "toughness": p.toughness, "save": p.save })))
            .collect();
        report.input("parts", given);
    }
    report.set_counts("terrain hits in all", &terrain.hits);
    report
        .notes
        .push(rule.text.clone() + &format!(" ({})", rule.provenance.label()));
    let mut lines = Vec::new();
    for (i, part) in terrain.parts.iter().enumerate() {
        let hits = terrain.hits_on(i);
        report.tables.push(Table {
            key: format!("hits_{}", part.id),
            counting: format!("hits on the {}", part.name),
            entries: Entry::counts(&hits),
            stats: Some(Summary::of(&hits)),
        });
        let Some(hit) = &part.hit else {
            lines.push(format!(
                "{}: {} on the allocation die ({})",
                part.name,
                faces(part.faces),
                part.share
            ));
            continue;
        };
        lines.push(format!(
            "{}: {} on the allocation die ({}); to wound {}, {}: {} of its hits unsaved",
            part.name,
            faces(part.faces),
            part.share,
            hit.wound,
            match hit.save {
                Target::Impossible => "no save".to_string(),
                t => format!("save {t}"),
            },
            hit.unsaved
        ));
        let wounds = terrain.wounds_on(i).expect("a part with a profile");
        report.tables.push(Table {
            key: format!("wounds_{}", part.id),
            counting: format!("unsaved wounds on the {}", part.name),
            entries: Entry::counts(&wounds),
            stats: Some(Summary::of(&wounds)),
        });
    }
    report.facts.push(("parts".into(), Fact::Lines(lines)));
    if cx.roll {
        let mut dice = roller(cx.seed, "table");
        let rolled = terrain.roll(&mut dice);
        let summary: Vec<String> = terrain
            .parts
            .iter()
            .zip(&rolled.parts)
            .map(|(p, (h, w))| match p.hit {
                Some(_) => format!("{} {h} hits, {w} wounds", p.name),
                None => format!("{} {h} hits", p.name),
            })
            .collect();
        let mut attempts: Vec<(Vec<u8>, String)> =
            rolled.lines.into_iter().map(|l| (Vec::new(), l)).collect();
        attempts.push((Vec::new(), summary.join("; ")));
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts,
            result: RollResult::Count(i64::from(rolled.hits)),
            passed: None,
        });
    }
    Ok(())
}

/// A part's faces of the allocation die as the table prints them: `1`, `2-3`.
fn faces((from, to): (u32, u32)) -> String {
    if from == to {
        from.to_string()
    } else {
        format!("{from}-{to}")
    }
}
