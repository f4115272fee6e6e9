//! `warband odds --attacker …`: several attackers on one target in one close-combat phase. Each
//! `--attacker` value is a fighter (`shared::fighter`: `[Nx] <profile> [kit flags]`), and the
//! phase is `mechanics::gang`'s fold.

use super::{
    loadout, state_name, target_fates, tested_strength, toughness, unit_labels, wound_tables,
    wounds,
};
use crate::cmd::shared::context::Context;
use crate::cmd::shared::fighter::{members, parse_attacker};
use crate::cmd::shared::simulation;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::attack::Chain;
use crate::mechanics::gang::Gang;
use crate::question::OddsArgs;
use crate::report::{Fact, Report, RollRecord, RollResult, probability_json};
use crate::rules::Status;
use serde_json::json;

pub fn report(args: &OddsArgs, cx: &Context) -> Result<Report> {
    if !args.side_by_side.compare.is_empty() {
        return Err(UserError::new("--compare with --attacker")
            .hint("compare several phases by running odds once for each"));
    }
    let (_, defender) = loadout(&cx.ruleset, args)?;
    let specs = args
        .attackers
        .iter()
        .map(|spec| parse_attacker(spec, &cx.ruleset, args.attacker.round, &cx.parsers))
        .collect::<Result<Vec<_>>>()?;
    let members = members(&specs, "--attacker")?;
    let mounted = defender.mounted;
    let mut gang = Gang::new(&cx.ruleset, members, defender)?;
    let chains: Vec<&Chain> = gang.built.iter().map(|b| &b.chain).collect();
    super::follow::check_around(&cx.ruleset, &args.around, &chains, mounted)?;
    let outcome = gang.exact()?;

    let mut report = Report::new("odds", &cx.ruleset.id);
    report.input("attackers", json!(args.attackers));
    if let Some(vs) = args.target.vs {
        report.input("vs", vs);
    }
    report.input("t", toughness(args)?);
    report.input("w", wounds(args));
    report.input("armour", args.target.armour.suit());
    // Decided by the data, as for one attacker: no injury table, the target is a unit.
    let unit = cx.ruleset.injury.is_none() && !args.target.swarm;
    if unit {
        report.labels = unit_labels();
    }
    // The target is the same for every attacker: so are his results' names (a rider's Prr!).
    let name_of = |s: &Status| state_name(&gang.built[0], s);
    target_fates(&mut report, &outcome.status, &outcome.wounds, name_of);
    wound_tables(&mut report, &outcome.wounds, unit.then(|| wounds(args)));
    // What was not given is said, as for one attacker: a profile's missing S or A is a human's.
    let mut assumed = Vec::new();
    for (spec, a) in args.attackers.iter().zip(&specs) {
        if let Some(a) = &a.assumed {
            assumed.push(format!("\"{spec}\" {a} (a human's; write them in it)"));
        }
    }
    if args.target.wounds.is_none() {
        assumed.push("target W1 (give --w)".into());
    }
    let chains: Vec<&Chain> = gang.built.iter().map(|b| &b.chain).collect();
    assumed.extend(tested_strength(args, &chains));
    if !assumed.is_empty() {
        report
            .facts
            .push(("assumed".into(), Fact::Text(assumed.join("; "))));
    }
    // The strike order in words: places earliest first, a roll-off within a place.
    let order: Vec<String> = gang
        .places
        .iter()
        .map(|p| {
            p.iter()
                .map(|&i| gang.members[i].label.clone())
                .collect::<Vec<_>>()
                .join(" = ")
        })
        .collect();
    report
        .facts
        .push(("strike_order".into(), Fact::Lines(order)));
    report.facts.push((
        "contributions".into(),
        Fact::Lines(
            outcome
                .attackers
                .iter()
                .map(|c| {
                    format!(
                        "{}: target already down {} ({}), took him out {} ({})",
                        c.label,
                        c.already_down,
                        crate::render::percent(&c.already_down),
                        c.took_out,
                        crate::render::percent(&c.took_out)
                    )
                })
                .collect(),
        ),
    ));
    report.facts.push((
        "attackers".into(),
        Fact::Data(json!(
            outcome
                .attackers
                .iter()
                .map(|c| json!({
                    "attacker": c.label,
                    "already_down": probability_json(&c.already_down),
                    "took_out": probability_json(&c.took_out),
                }))
                .collect::<Vec<_>>()
        )),
    ));
    report.facts.push((
        "at_least_one_wound".into(),
        Fact::Probability(outcome.wounds.at_least(1)),
    ));
    // the follow-ups over the phase, as for one attacker.
    let followed = super::follow::report_phase(&mut gang)?;
    let mut rulings: Vec<String> = vec!["R-55".into()];
    rulings.extend(followed.rulings.iter().cloned());
    if gang.rolls_off() {
        rulings.push("R-9".into());
    }
    if gang.in_owners_order {
        rulings.push("R-88".into());
    }
    for b in &gang.built {
        rulings.extend(b.rulings.iter().cloned());
        rulings.extend(super::follow::in_the_odds(&b.chain));
    }
    if let Some(order) = cx.ruleset.close_combat.as_ref() {
        rulings.extend(order.strike_order.rulings.iter().cloned());
    }
    rulings.sort_by_key(|id| {
        id.trim_start_matches("R-")
            .parse::<u32>()
            .unwrap_or(u32::MAX)
    });
    report.add_rulings(rulings.iter().map(String::as_str));
    let mut notes: Vec<String> = Vec::new();
    for (b, m) in gang.built.iter().zip(&gang.members) {
        notes.extend(b.notes.iter().map(|n| format!("{}: {n}", m.label)));
    }
    notes.dedup();
    if gang.in_owners_order {
        notes.push("friendly chargers of equal Initiative strike in the order given, as their owner chooses (R-88)".into());
    }
    report.notes = notes;
    report.facts.extend(followed.facts);
    report.tables.extend(followed.tables);
    report.notes.extend(followed.notes);

    if let Some(runs) = args.side_by_side.simulate {
        let seed = cx.seed;
        let mut dice = roller(seed, "odds-simulate").unrecorded();
        let mut counts = [0u64; 5];
        let mut progress = simulation::Progress::new(runs, cx.feedback);
        let budget = simulation::Budget::new(runs, cx);
        for run in 0..runs {
            progress.tick(run);
            let played = gang.play(&mut dice, false)?;
            budget.check(run + 1, dice.rolled())?;
            counts[Status::ALL
                .iter()
                .position(|s| *s == played.status)
                .expect("a status")] += 1;
        }
        budget.finish(dice.rolled());
        let rows = Status::ALL
            .iter()
            .zip(counts)
            .map(|(s, n)| (s.name().to_string(), outcome.status.prob(s), n))
            .collect();
        let facts = simulation::facts(rows, runs, seed, "fights", |n| report.label(n));
        report.facts.extend(facts);
    }
    if cx.roll {
        let mut dice = roller(cx.seed, "odds");
        let played = gang.play(&mut dice, true)?;
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts: played
                .log
                .into_iter()
                .map(|line| (Vec::new(), line))
                .collect(),
            result: RollResult::Named(played.status.name().to_string()),
            passed: None,
        });
    }
    Ok(report)
}
