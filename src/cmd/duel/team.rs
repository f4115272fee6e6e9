//! `warband duel` with several warriors on one side (`--a` repeated, `3x PROFILE`, a roster
//! group): the same answer as two warriors' duel — who wins, in which turn — from
//! `mechanics::duel::team`, plus the targeting policy and each warrior's line.

use super::{Given, by_turn, kit_json, outcome_of, profile_fact, set_outcome, simulated};
use crate::cmd::shared::context::Context;
use crate::cmd::shared::simulation;
use crate::cmd::shared::stage::roller;
use crate::error::Result;
use crate::mechanics::duel::Side;
use crate::mechanics::duel::team::{self, Prepared, Targets, Team};
use crate::question::Duel as Question;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::roster::Kit;
use serde_json::{Value, json};
use std::sync::atomic::Ordering;

/// A side's values one warrior each: a group of N is N warriors.
fn expand(given: &[Given]) -> Vec<(crate::mechanics::duel::Warrior, Kit)> {
    given
        .iter()
        .flat_map(|(w, kit, n)| (0..*n).map(move |_| (w.clone(), kit.clone())))
        .collect()
}

/// The strike order of a phase with everyone standing, in words: places earliest first, `=`
/// within a place (rolled off).
fn order_line(p: &Prepared, turn: u32) -> String {
    let men = p.start_men();
    let stood = vec![false; men.0.len()];
    p.places(&men, turn, &stood)
        .iter()
        .map(|place| {
            place
                .iter()
                .map(|&i| p.labels[i].clone())
                .collect::<Vec<_>>()
                .join(" = ")
        })
        .collect::<Vec<_>>()
        .join(", then ")
}

pub fn report(args: &Question, cx: &Context, a: Vec<Given>, b: Vec<Given>) -> Result<Report> {
    let (a, b) = (expand(&a), expand(&b));
    let charger = args.charger;
    let targets = args.targets.unwrap_or(Targets::First);
    let fight = Team {
        a: a.iter().map(|(w, _)| w.clone()).collect(),
        b: b.iter().map(|(w, _)| w.clone()).collect(),
        charger,
        turns: args.turns,
        targets,
    };
    let mut prepared = team::prepare(&cx.ruleset, fight)?;
    // One budget of work over the command's exact fights (its --compare loadouts').
    prepared.limit_work(cx.exact_work.load(Ordering::Relaxed), team::MAX_WORK);
    let busy = simulation::Busy::new("working out the fight exactly", cx.feedback);
    let exact = prepared.exact()?;
    drop(busy);

    let mut report = Report::new("duel", &cx.ruleset.id);
    let kits: Vec<&Kit> = a.iter().chain(&b).map(|(_, k)| k).collect();
    for (key, side) in [("a", Side::A), ("b", Side::B)] {
        let mine: Vec<usize> = (0..prepared.warriors.len())
            .filter(|&i| prepared.sides[i] == side)
            .collect();
        let profiles: Vec<String> = mine
            .iter()
            .map(|&i| prepared.warriors[i].profile.to_string())
            .collect();
        let kit: Vec<Value> = mine
            .iter()
            .map(|&i| kit_json(kits[i], prepared.warriors[i].parry))
            .collect();
        if mine.len() == 1 {
            report.input(key, profiles[0].clone());
            report.input(&format!("{key}_kit"), kit[0].clone());
        } else {
            report.input(key, json!(profiles));
            report.input(&format!("{key}_kit"), json!(kit));
        }
    }
    report.input(
        "charger",
        charger.map_or("none", |s| if s == Side::A { "a" } else { "b" }),
    );
    report.input("turns", args.turns);
    report.input(
        "targets",
        match targets {
            Targets::First => "first",
            Targets::Weakest => "weakest",
        },
    );
    set_outcome(&mut report, &exact, args.turns);
    for (i, w) in prepared.warriors.iter().enumerate() {
        report
            .facts
            .push((prepared.labels[i].to_lowercase(), profile_fact(w)));
    }
    report.facts.push((
        "targets".into(),
        Fact::Text(match targets {
            Targets::First => {
                "each strikes the first listed enemy on his feet, or when none stands the first listed in action (R-87)".into()
            }
            Targets::Weakest => {
                "each strikes the enemy on his feet with the fewest wounds left, or when none stands the stunned before the knocked down; then the first listed (R-87)".into()
            }
        }),
    ));
    report.facts.push((
        "strike_order".into(),
        Fact::Lines(vec![
            format!("turn 1: {}", order_line(&prepared, 1)),
            format!("later turns: {}", order_line(&prepared, 2)),
            "a warrior who stood up this turn strikes last; one place: rolled off".into(),
        ]),
    ));
    let mut attacks = Vec::new();
    for (i, label) in prepared.labels.iter().enumerate() {
        let of = |first: bool| {
            prepared
                .summary
                .iter()
                .find(|(k, f, _)| *k == i && *f == first)
                .map(|(_, _, l)| l.clone())
                .unwrap_or_default()
        };
        let (first, later) = (of(true), of(false));
        if first == later {
            attacks.extend(later.iter().map(|l| format!("{label}: {l}")));
        } else {
            attacks.extend(first.iter().map(|l| format!("{label}, turn 1: {l}")));
            attacks.extend(later.iter().map(|l| format!("{label}, later: {l}")));
        }
    }
    report.facts.push(("attacks".into(), Fact::Lines(attacks)));
    report
        .facts
        .push(("by_turn".into(), by_turn(&exact, args.turns)));
    report.add_rulings(prepared.rulings.iter().map(String::as_str));
    report.notes = prepared.notes.clone();
    let chances = prepared.follow_ups()?;
    cx.exact_work.store(prepared.work(), Ordering::Relaxed);
    super::follow_ups(&mut report, &chances, true);

    if let Some(runs) = args.simulate {
        let facts = simulated(&exact, runs, cx, |dice| prepared.play(dice, None))?;
        report.facts.extend(facts);
    }
    if cx.roll {
        let mut dice = roller(cx.seed, "duel");
        let mut log = Vec::new();
        let end = prepared.play(&mut dice, Some(&mut log))?;
        match &end {
            crate::mechanics::duel::Node::Won { side, turn } => {
                log.push(format!("{} wins in turn {turn}", side.name()));
            }
            crate::mechanics::duel::Node::Fighting(men) => {
                let out: Vec<&str> = (0..prepared.n())
                    .filter(|&i| men.0[i].is_none())
                    .map(|i| prepared.labels[i].as_str())
                    .collect();
                let out = if out.is_empty() {
                    String::new()
                } else {
                    format!(" ({} out of action)", out.join(", "))
                };
                log.push(format!("undecided after {} turns{out}", args.turns));
            }
        }
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts: log.into_iter().map(|line| (Vec::new(), line)).collect(),
            result: RollResult::Named(outcome_of(&end).to_string()),
            passed: None,
        });
    }
    Ok(report)
}
