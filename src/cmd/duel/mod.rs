//! `warband duel`: two warriors fight to the end — exact, rolled, simulated, or several
//! match-ups side by side.

mod team;

use crate::cmd::shared::attack_lines::attack_lines;
use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::cmd::shared::{compare, simulation};
use crate::error::{Result, UserError};
use crate::mechanics::attack::FollowDice;
use crate::mechanics::duel::{self, Duel, Node, Outcome as Exact, Side, Warrior};
use crate::mechanics::equipment::{armour, preset};
use crate::mechanics::loadout::ParryWith;
use crate::mechanics::profile::{NAMES, Profile};
use crate::prob::Ratio;
use crate::question::Duel as Question;
use crate::report::Output;
use crate::report::{Entry, Fact, Report, RollRecord, RollResult, Table};
use crate::roster::{Kit, Parry, SideWarrior, WarriorArg};
use crate::rules::Ruleset;
use serde_json::{Value, json};
use std::sync::atomic::Ordering;

/// The outcomes, in the order of `distribution`.
const OUTCOMES: [&str; 3] = ["a_wins", "b_wins", "undecided"];

/// The verdict, `outcome`, the plain answer (A's chance) and the table of the turn it ends in,
/// with its mean and variance among the fights that end: the same for two warriors as for
/// several on one side.
pub(super) fn set_outcome<S: Ord + Clone>(report: &mut Report, exact: &Exact<S>, turns: u32) {
    report.verdict = verdict(exact);
    report.set_named(
        "outcome",
        vec![
            (OUTCOMES[0].into(), exact.wins(Side::A)),
            (OUTCOMES[1].into(), exact.wins(Side::B)),
            (OUTCOMES[2].into(), exact.undecided()),
        ],
    );
    report.plain = Some(exact.wins(Side::A));
    if let Some(decided) = exact.decided_turns() {
        report.set_stats(&decided);
    }
    report.mean_of = Some("turns".into());
    report.tables.push(Table {
        key: "turns".into(),
        counting: "turn it ends in".into(),
        entries: Entry::ending_in(&exact.turns(), 1, turns, OUTCOMES[2]),
        stats: None,
    });
}

/// `by_turn`: the chance that each side has won by the end of each turn.
pub(super) fn by_turn<S: Ord + Clone>(exact: &Exact<S>, turns: u32) -> Fact {
    let rows: Vec<serde_json::Value> = (1..=turns)
        .map(|t| {
            let won = |s: Side| exact.end.prob(&Node::Won { side: s, turn: t });
            json!({
                "turn": t,
                "a_wins": crate::report::probability_json(&won(Side::A)),
                "b_wins": crate::report::probability_json(&won(Side::B)),
            })
        })
        .collect();
    Fact::Data(json!(rows))
}

/// `--simulate N`: N fights played by `play`, counted by outcome beside the exact chances.
pub(super) fn simulated<S: Ord + Clone>(
    exact: &Exact<S>,
    runs: u32,
    cx: &Context,
    mut play: impl FnMut(&mut crate::mechanics::Roller) -> Result<Node<S>>,
) -> Result<Vec<(String, Fact)>> {
    let seed = cx.seed;
    // Constant memory: no die is kept (no fight of these is shown).
    let mut dice = roller(seed, "duel-simulate").unrecorded();
    let mut counts = [0u64; 3];
    let mut progress = simulation::Progress::new(runs, cx.feedback);
    let budget = simulation::Budget::new(runs, cx);
    for run in 0..runs {
        progress.tick(run);
        let end = play(&mut dice)?;
        budget.check(run + 1, dice.rolled())?;
        let i = OUTCOMES
            .iter()
            .position(|o| *o == outcome_of(&end))
            .expect("an outcome");
        counts[i] += 1;
    }
    budget.finish(dice.rolled());
    let exact_of: [Ratio; 3] = [exact.wins(Side::A), exact.wins(Side::B), exact.undecided()];
    let rows = OUTCOMES
        .iter()
        .zip(exact_of)
        .zip(counts)
        .map(|((o, p), n)| (o.to_string(), p, n))
        .collect();
    Ok(simulation::facts(rows, runs, seed, "fights", |n| {
        Some(n.replace('_', " "))
    }))
}

/// A warrior from his profile and kit; his weapons parry for him only where the ruleset has a
/// parry rule (skirmish has none).
pub(super) fn warrior(profile: &Profile, kit: &Kit, ruleset: &Ruleset) -> Result<Warrior> {
    let ruleset_parries = ruleset
        .close_combat
        .as_ref()
        .is_some_and(|c| c.parry.is_some());
    let preset = |name: &str| preset(ruleset, name);
    let mut w = Warrior {
        weapon: kit.weapon.as_deref().map(preset).transpose()?,
        offhand: kit.offhand.as_deref().map(preset).transpose()?,
        armour: armour(kit.armour_or_none())?,
        shield: kit.shield,
        helmet: kit.helmet,
        frenzy: kit.frenzy,
        hatred: kit.hatred,
        ward: kit.ward,
        ..Warrior::new(profile.clone())
    };
    if let Some(weapon) = w.weapon.as_ref().filter(|w| w.two_handed)
        && w.shield
    {
        return Err(UserError::new(format!(
            "the {} is two-handed: no shield",
            weapon.name.to_lowercase()
        ))
        .hint("drop the shield"));
    }
    crate::cmd::shared::fighter::two_hands(kit.offhand.as_deref(), kit.shield, "")?;
    w.parry = match kit.parry {
        Some(given) => given.with(),
        None if ruleset_parries => w.parry_of_weapons(),
        None => None,
    };
    Ok(w)
}

pub(super) fn outcome_of<S>(node: &Node<S>) -> &'static str {
    match node {
        Node::Won { side: Side::A, .. } => OUTCOMES[0],
        Node::Won { side: Side::B, .. } => OUTCOMES[1],
        Node::Fighting(_) => OUTCOMES[2],
    }
}

fn verdict<S: Ord + Clone>(exact: &Exact<S>) -> Vec<(String, Ratio)> {
    let mut parts = vec![
        ("A wins".to_string(), exact.wins(Side::A)),
        ("B wins".to_string(), exact.wins(Side::B)),
    ];
    if !exact.undecided().is_zero() {
        parts.push(("undecided".to_string(), exact.undecided()));
    }
    parts
}

/// The turn each fight ends in: `P(T = t)`, with `at_least` the chance it is still going at the
/// start of turn t; the undecided rest last.
/// Who strikes first in the first turn and in a later one, in words.
fn order_lines(p: &duel::Prepared) -> Vec<String> {
    let name = |s: Option<Side>| {
        s.map_or("rolled off (equal Initiative)".to_string(), |s| {
            format!("{} first", s.name())
        })
    };
    vec![
        format!("turn 1: {}", name(p.first_striker(1, None))),
        format!("later turns: {}", name(p.first_striker(2, None))),
        "a warrior who stood up this turn strikes last".into(),
    ]
}

pub(super) fn profile_fact(w: &Warrior) -> Fact {
    let mut line = w.profile.to_string();
    if let Some(assumed) = w.profile.assumed(&NAMES) {
        line.push_str(&format!(" (not given, a human's: {assumed})"));
    }
    Fact::Text(line)
}

/// each side's critical follow-ups over the fight, at least once: `follow_ups`, by side
/// and critical row, with a note that says what each is (of one of a side, when a side has
/// `several` warriors).
pub(super) fn follow_ups(report: &mut Report, chances: &[duel::FollowUpChance], several: bool) {
    if chances.is_empty() {
        return;
    }
    let mut group = Vec::new();
    let mut said = Vec::new();
    for c in chances {
        let (me, them) = (c.striker.name(), c.striker.other().name());
        let whom = if several {
            format!("one of {them}")
        } else {
            them.to_string()
        };
        let what = match c.dice {
            FollowDice::Test { .. } => format!("takes {whom}'s weapon (a failed Strength test)"),
            FollowDice::KnockBack { .. } => format!("hurls {whom} back"),
            FollowDice::SecondModel { .. } => "wounds a second model".to_string(),
        };
        said.push(format!("{me}'s {} {what}", c.name));
        report.add_rulings(c.rulings.iter().map(String::as_str));
        group.push((
            format!("{}_{}", me.to_ascii_lowercase(), c.id),
            Fact::Probability(c.at_least_once.clone()),
        ));
    }
    report.facts.push(("follow_ups".into(), Fact::Group(group)));
    let note = if several {
        "at least once with its victim still in action; the fight's odds go on as if it had not happened, since warband does not know a disarmed warrior's back-up weapon or where a hurled one lands, and the others go on striking a hurled warrior as if still in contact (R-86)"
    } else {
        "at least once with the other still in action; the fight's odds go on as if it had not happened, since warband does not know a disarmed warrior's back-up weapon or where a hurled one lands (R-86)"
    };
    report.notes.push(format!(
        "follow ups: the chance that {} {note}",
        said.join(", that ")
    ));
}

/// One `--a` or `--b` value: the warrior, his kit, and how many of him (`3x`, a roster group).
pub(super) type Given = (Warrior, Kit, u32);

/// A warrior's kit in duel's JSON `inputs` (`a_kit`, `b_kit`), with the parry he fights with:
/// given, or his weapons', or none.
pub(super) fn kit_json(kit: &Kit, parry: Option<ParryWith>) -> Value {
    json!(Kit {
        parry: parry.map(Parry::With),
        ..kit.clone()
    })
}

fn report(args: &Question, cx: &Context) -> Result<Report> {
    // A roster's warrior brings his kit; the --a-* and --b-* flags given go over it (over
    // every warrior of the side).
    let side = |spec: &SideWarrior, flags: &dyn Fn(Kit) -> Kit| -> Result<Given> {
        let (profile, base) = crate::cmd::shared::rosters::duel_side(&spec.warrior, &cx.ruleset)?;
        let count = match (spec.count, &spec.warrior) {
            (Some(n), _) => n,
            (None, WarriorArg::Roster(r)) => crate::roster::resolve(r, &cx.ruleset)?.count,
            (None, WarriorArg::Profile(_)) => 1,
        };
        let kit = flags(base);
        Ok((warrior(&profile, &kit, &cx.ruleset)?, kit, count))
    };
    let sides = |specs: &[SideWarrior], flags: &dyn Fn(Kit) -> Kit, name: &str| {
        specs
            .iter()
            .map(|spec| side(spec, flags))
            .collect::<Result<Vec<Given>>>()
            .map_err(|e| e.context(name.to_string()))
    };
    let mut all_a = sides(&args.a, &|base| args.kit_a.clone().over(base), "side A")?;
    let mut all_b = sides(&args.b, &|base| args.kit_b.clone().over(base), "side B")?;
    // Skirmish's swarms: no injury roll (where the ruleset has them).
    for (flag, given, all) in [
        ("--a-swarm", args.swarm_a, &mut all_a),
        ("--b-swarm", args.swarm_b, &mut all_b),
    ] {
        if !given {
            continue;
        }
        if cx.ruleset.swarm.is_none() {
            return Err(
                UserError::new(format!("{flag}: {} has no swarms", cx.ruleset.id))
                    .hint("swarms are a rule of skirmish: --rules skirmish"),
            );
        }
        for (w, _, _) in all.iter_mut() {
            w.swarm = true;
        }
    }
    let one = |g: &[Given]| g.len() == 1 && g[0].2 == 1;
    if args.climbed {
        climbed_refusal(args, cx, one(&all_a) && one(&all_b))?;
    }
    if !one(&all_a) || !one(&all_b) {
        return team::report(args, cx, all_a, all_b);
    }
    if args.targets.is_some() {
        return Err(
            UserError::new("--targets: one warrior a side has nobody to choose among").hint(
                "it chooses whom a lone warrior strikes among several on the other side; drop it",
            ),
        );
    }
    let (a, kit_a, _) = all_a.remove(0);
    let (b, kit_b, _) = all_b.remove(0);
    let charger = args.charger;
    let duel = Duel {
        a,
        b,
        charger,
        climbed: args.climbed,
        turns: args.turns,
    };
    let mut prepared = duel::prepare(&cx.ruleset, duel)?;
    // One budget of work over the command's exact fights (its --compare loadouts').
    prepared.limit_work(cx.exact_work.load(Ordering::Relaxed), duel::team::MAX_WORK);
    let busy = simulation::Busy::new("working out the fight exactly", cx.feedback);
    let exact = prepared.exact()?;
    drop(busy);
    let d = &prepared.duel;

    let mut report = Report::new("duel", &cx.ruleset.id);
    report.input("a", d.a.profile.to_string());
    report.input("b", d.b.profile.to_string());
    report.input(
        "charger",
        charger.map_or("none", |s| if s == Side::A { "a" } else { "b" }),
    );
    report.input("turns", args.turns);
    for (key, given) in [("a_swarm", args.swarm_a), ("b_swarm", args.swarm_b)] {
        if given {
            report.input(key, true);
        }
    }
    // The club's charge after a climb: the target strikes first in the first turn, unless the
    // charger has a spear (refused above where the ruleset has no such rule).
    let climb = cx
        .ruleset
        .close_combat
        .as_ref()
        .and_then(|c| c.strike_order.climbing_charge.as_ref())
        .filter(|_| args.climbed);
    if let Some(rule) = climb {
        report.input("climbed", true);
        let applies =
            duel::Order::of(&cx.ruleset).is_some_and(|order| duel::target_strikes_first(&order, d));
        report.notes.push(if applies {
            format!("{} ({})", rule.text, rule.provenance.label())
        } else {
            format!(
                "the charger climbed, but his spear strikes first in the first turn all the same ({})",
                rule.provenance.label()
            )
        });
    }
    for (key, kit, w) in [("a_kit", kit_a, &d.a), ("b_kit", kit_b, &d.b)] {
        report.input(key, kit_json(&kit, w.parry));
    }
    set_outcome(&mut report, &exact, args.turns);
    report.facts.push(("a".into(), profile_fact(&d.a)));
    report.facts.push(("b".into(), profile_fact(&d.b)));
    report
        .facts
        .push(("strike_order".into(), Fact::Lines(order_lines(&prepared))));
    report.facts.push((
        "attacks".into(),
        Fact::Lines(attack_lines(&prepared.summary, "turn")),
    ));
    report
        .facts
        .push(("by_turn".into(), by_turn(&exact, args.turns)));
    report.add_rulings(prepared.rulings.iter().map(String::as_str));
    report.notes.splice(0..0, prepared.notes.iter().cloned());
    let chances = prepared.follow_ups()?;
    cx.exact_work.store(prepared.work(), Ordering::Relaxed);
    follow_ups(&mut report, &chances, false);

    if let Some(runs) = args.simulate {
        let facts = simulated(&exact, runs, cx, |dice| Ok(prepared.play(dice, None)))?;
        report.facts.extend(facts);
    }

    if cx.roll {
        let mut dice = roller(cx.seed, "duel");
        let mut log = Vec::new();
        let end = prepared.play(&mut dice, Some(&mut log));
        if let Node::Won { side, turn } = end {
            log.push(format!("{} wins in turn {turn}", side.name()));
        } else {
            log.push(format!("undecided after {} turns", args.turns));
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

pub fn run(args: &Question, cx: &Context, argv: &[std::ffi::OsString]) -> Result<Output> {
    compare::side_by_side(
        cx,
        argv,
        &args.compare,
        &["--a", "--b"],
        "--a-weapon axe",
        || report(args, cx),
        |compared: Question, cx| report(&compared, cx),
    )
}

/// `--climbed` means something only for a charge, in a ruleset with the club's rule, and here
/// for one warrior a side.
fn climbed_refusal(args: &Question, cx: &Context, one_a_side: bool) -> Result<()> {
    let has_rule = cx
        .ruleset
        .close_combat
        .as_ref()
        .is_some_and(|c| c.strike_order.climbing_charge.is_some());
    if !has_rule {
        return Err(UserError::new(format!(
            "--climbed: {} has no rule for a charge after a climb",
            cx.ruleset.id
        ))
        .hint("mordheim-club has one: the target strikes first after the charger's climb"));
    }
    if args.charger.is_none() {
        return Err(
            UserError::new("--climbed: nobody charged, with --charger none")
                .hint("it is the charger's climb: --charger a or b"),
        );
    }
    if !one_a_side {
        return Err(UserError::new(
            "--climbed: warband plays a charge after a climb for one warrior a side",
        )
        .hint("drop --climbed, or fight it as one against one"));
    }
    Ok(())
}
