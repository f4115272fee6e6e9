//! The czarne-wrota monster target selection (`warband table target`): which character each
//! monster attacks, exactly or rolled.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::mechanics::targets::{self, Layout};
use crate::report::{Fact, Report, RollRecord, RollResult, probability_json};
use serde_json::{Map, Value, json};

pub(super) fn letter(character: u32) -> char {
    char::from(b'A' + character as u8)
}

/// `1a_2a_3b`: monster 1 attacks A, 2 attacks A, 3 attacks B.
pub(super) fn assignment(targets: &[u32]) -> String {
    targets
        .iter()
        .enumerate()
        .map(|(m, &c)| format!("{}{}", m + 1, letter(c).to_ascii_lowercase()))
        .collect::<Vec<_>>()
        .join("_")
}

/// How one monster picks: `A (no roll)` or `A on 1-3, B on 4-6`.
pub(super) fn pick_text(eligible: &[u32]) -> String {
    let n = eligible.len() as u32;
    if n == 1 {
        return format!("{} (no roll)", letter(eligible[0]));
    }
    eligible
        .iter()
        .enumerate()
        .map(|(k, &c)| {
            let (lo, hi) = targets::band(k as u32, n);
            format!("{} on {lo}-{hi}", letter(c))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn monster_label(layout: &Layout, m: usize) -> String {
    if (m as u32) < layout.monsters {
        format!("monster {}", m + 1)
    } else {
        format!("monster {} (second rank)", m + 1)
    }
}

pub(super) fn targets_report(layout: &Layout, cx: &Context, report: &mut Report) {
    report.input("monsters", layout.monsters);
    report.input("characters", layout.characters);
    report.input("second_rank", layout.second_rank);
    report.headline = format!(
        "Monster targets · {} against {} in the front rank{}",
        layout.monsters,
        layout.characters,
        match layout.second_rank {
            0 => String::new(),
            n => format!(", {n} in the second rank"),
        }
    );
    let eligible = layout.eligible();
    report.facts.push((
        "picks".into(),
        Fact::Lines(
            eligible
                .iter()
                .enumerate()
                .map(|(m, e)| format!("{}: {}", monster_label(layout, m), pick_text(e)))
                .collect(),
        ),
    ));
    let dist = targets::distribution(layout);
    let per_monster: Vec<Value> = eligible
        .iter()
        .enumerate()
        .map(|(m, e)| {
            let targets: Map<String, Value> = e
                .iter()
                .map(|&c| {
                    let p = dist.prob_where(|a| a[m] == c);
                    (
                        letter(c).to_ascii_lowercase().to_string(),
                        probability_json(&p),
                    )
                })
                .collect();
            json!({
                "monster": m + 1,
                "rank": if (m as u32) < layout.monsters { "front" } else { "second" },
                "rolls": e.len() > 1,
                "targets": targets,
            })
        })
        .collect();
    report
        .facts
        .push(("monsters".into(), Fact::Data(Value::Array(per_monster))));
    report.set_named(
        "attacks",
        dist.iter().map(|(a, p)| (assignment(a), p)).collect(),
    );
    if cx.roll {
        let mut roller = roller(cx.seed, "table");
        let picks = targets::roll(layout, &mut roller);
        let attempts = picks
            .iter()
            .enumerate()
            .map(|(m, p)| match p.die {
                Some(d) => (
                    vec![d],
                    format!("{}: {d} → {}", monster_label(layout, m), letter(p.target)),
                ),
                None => (
                    Vec::new(),
                    format!(
                        "{}: {} (no roll)",
                        monster_label(layout, m),
                        letter(p.target)
                    ),
                ),
            })
            .collect();
        let chosen: Vec<u32> = picks.iter().map(|p| p.target).collect();
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Named(assignment(&chosen)),
            passed: None,
        });
    }
}
