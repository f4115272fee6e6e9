//! `warband duel`: warriors fight to the end — one against one, or several on a side (`--a`
//! repeated, `3x PROFILE`, a roster group) — exact, rolled, simulated, or several match-ups side
//! by side. Both are one report (`answer`) over `mechanics::duel`'s `Engine`: two warriors'
//! chain, or several's.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::cmd::shared::{compare, simulation};
use crate::error::{Result, UserError};
use crate::mechanics::attack::FollowDice;
use crate::mechanics::duel::team::{self, Targets, Team};
use crate::mechanics::duel::{self, Duel, Engine, Fight, Node, Outcome as Exact, Side, Warrior};
use crate::mechanics::equipment::{armour, preset};
use crate::mechanics::loadout::ParryWith;
use crate::mechanics::profile::{NAMES, Profile};
use crate::prob::Ratio;
use crate::question::Duel as DuelQuestion;
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
fn set_outcome<S: Ord + Clone>(report: &mut Report, exact: &Exact<S>, turns: u32) {
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
fn by_turn<S: Ord + Clone>(exact: &Exact<S>, turns: u32) -> Fact {
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
fn simulated<S: Ord + Clone, T>(
    exact: &Exact<S>,
    runs: u32,
    cx: &Context,
    mut play: impl FnMut(&mut crate::mechanics::Roller) -> Result<Node<T>>,
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
fn warrior(profile: &Profile, kit: &Kit, ruleset: &Ruleset) -> Result<Warrior> {
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
        fear: kit.fear,
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

fn outcome_of<S>(node: &Node<S>) -> &'static str {
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

/// The strike order of a phase with everyone standing, in the first turn and in a later one, in
/// words: two warriors' as who strikes first, several's as the places earliest first, `=`
/// within a place (rolled off).
fn order_lines(fight: &Fight) -> Vec<String> {
    let men = fight.start_men();
    let stood = vec![false; fight.n()];
    let two = fight.n() == 2;
    let line = |turn: u32| {
        let places = fight.places(&men.0, turn, &stood);
        if two {
            return match &places[..] {
                [first, _] => format!("{} first", fight.labels[first[0]]),
                _ => "rolled off (equal Initiative)".to_string(),
            };
        }
        places
            .iter()
            .map(|place| {
                place
                    .iter()
                    .map(|&i| fight.labels[i].clone())
                    .collect::<Vec<_>>()
                    .join(" = ")
            })
            .collect::<Vec<_>>()
            .join(", then ")
    };
    vec![
        format!("turn 1: {}", line(1)),
        format!("later turns: {}", line(2)),
        if two {
            "a warrior who stood up this turn strikes last".into()
        } else {
            "a warrior who stood up this turn strikes last; one place: rolled off".into()
        },
    ]
}

/// Each warrior's attacks: one line a weapon, `A: …`, or `A, turn 1: …` and `A, later: …` when
/// the first turn differs (a flail, hatred, a lance).
fn attack_lines(fight: &Fight) -> Vec<String> {
    let mut attacks = Vec::new();
    for (i, label) in fight.labels.iter().enumerate() {
        let of = |first: bool| {
            fight
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
    attacks
}

/// A warrior's kit in duel's JSON `inputs` (`a_kit`, `b_kit`), with the parry he fights with:
/// given, or his weapons', or none.
fn kit_json(kit: &Kit, parry: Option<ParryWith>) -> Value {
    json!(Kit {
        parry: parry.map(Parry::With),
        ..kit.clone()
    })
}

/// A warrior's fear test as the charge goes in, in words and odds.
fn fear_fact(fight: &Fight, test: &duel::FearTest) -> Fact {
    let label = &fight.labels[test.warrior];
    let causer = (0..fight.n())
        .find(|&j| fight.sides[j] != fight.sides[test.warrior])
        .map_or("the fear-causer", |j| fight.labels[j].as_str());
    Fact::Group(vec![
        ("taken_by".into(), Fact::Text(label.clone())),
        ("test".into(), Fact::Text(test.test.label())),
        ("passes".into(), Fact::Probability(test.test.probability())),
        (
            "if_failed".into(),
            Fact::Text(format!("{label} needs 6s to hit {causer} in turn 1")),
        ),
    ])
}

fn profile_fact(w: &Warrior) -> Fact {
    let mut line = w.profile.to_string();
    if let Some(assumed) = w.profile.assumed(&NAMES) {
        line.push_str(&format!(" (not given, a human's: {assumed})"));
    }
    Fact::Text(line)
}

/// each side's critical follow-ups over the fight, at least once: `follow_ups`, by side
/// and critical row, with a note that says what each is (of one of a side, when a side has
/// `several` warriors).
fn follow_ups(report: &mut Report, chances: &[duel::FollowUpChance], several: bool) {
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
type Given = (Warrior, Kit, u32);

fn report(args: &DuelQuestion, cx: &Context) -> Result<Report> {
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
    let mut all_a = sides(&args.a, &|base| args.side_a.clone().over(base), "side A")?;
    let mut all_b = sides(&args.b, &|base| args.side_b.clone().over(base), "side B")?;
    // Skirmish's swarms: no injury roll (where the ruleset has them).
    for (flag, given, all) in [
        ("--a-swarm", args.a_swarm, &mut all_a),
        ("--b-swarm", args.b_swarm, &mut all_b),
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
    let one_each = one(&all_a) && one(&all_b);
    if args.climbed {
        climbed_refusal(args, cx, one_each)?;
    }
    if one_each && args.targets.is_some() {
        return Err(
            UserError::new("--targets: one warrior a side has nobody to choose among").hint(
                "it chooses whom a lone warrior strikes among several on the other side; drop it",
            ),
        );
    }
    // A side's values one warrior each: a group of N is N warriors.
    let expand = |given: Vec<Given>| -> Vec<(Warrior, Kit)> {
        given
            .into_iter()
            .flat_map(|(w, kit, n)| (0..n).map(move |_| (w.clone(), kit.clone())))
            .collect()
    };
    let (a, b) = (expand(all_a), expand(all_b));
    let kits: Vec<Kit> = a.iter().chain(&b).map(|(_, k)| k.clone()).collect();
    let (a, b): (Vec<Warrior>, Vec<Warrior>) = (
        a.into_iter().map(|(w, _)| w).collect(),
        b.into_iter().map(|(w, _)| w).collect(),
    );
    let charger = args.charger.side();
    if one_each {
        let duel = Duel {
            a: a[0].clone(),
            b: b[0].clone(),
            charger,
            climbed: args.climbed,
            turns: args.turns,
        };
        answer(args, cx, duel::prepare(&cx.ruleset, duel)?, &kits)
    } else {
        let targets = args.targets.unwrap_or(Targets::First);
        let fight = Team {
            a,
            b,
            charger,
            turns: args.turns,
            targets,
        };
        answer(args, cx, team::prepare(&cx.ruleset, fight)?, &kits)
    }
}

/// The answer of a fight prepared by either chain, `kits` its warriors' flags (A's, then B's).
fn answer(
    args: &DuelQuestion,
    cx: &Context,
    mut prepared: impl Engine,
    kits: &[Kit],
) -> Result<Report> {
    // One budget of work over the command's exact fights (its --compare loadouts').
    prepared
        .fight_mut()
        .limit_work(cx.exact_work.load(Ordering::Relaxed), team::MAX_WORK);
    let busy = simulation::Busy::new("working out the fight exactly", cx.feedback);
    let exact = prepared.exact()?;
    drop(busy);
    let fight = prepared.fight();
    let several = fight.n() > 2;

    let mut report = Report::new("duel", &cx.ruleset.id);
    inputs(&mut report, fight, kits, args, cx);
    set_outcome(&mut report, &exact, args.turns);
    facts(&mut report, fight, &exact, args.turns);
    report.add_rulings(fight.rulings.iter().map(String::as_str));
    report.notes.splice(0..0, fight.notes.iter().cloned());
    let chances = prepared.follow_ups()?;
    cx.exact_work
        .store(prepared.fight().work(), Ordering::Relaxed);
    follow_ups(&mut report, &chances, several);

    if let Some(runs) = args.side_by_side.simulate {
        let facts = simulated(&exact, runs, cx, |dice| prepared.play(dice, None))?;
        report.facts.extend(facts);
    }
    if cx.roll {
        report.roll = Some(rolled(&mut prepared, cx, args.turns)?);
    }
    Ok(report)
}

/// The inputs: each side's profile and kit, or their lists on a side of several, the charge,
/// the turns, and the rest each kind of fight takes (the keys in the order each answer has
/// always had); the note of a charge after a climb.
fn inputs(report: &mut Report, fight: &Fight, kits: &[Kit], args: &DuelQuestion, cx: &Context) {
    let several = fight.n() > 2;
    // The inputs: a side's profile and kit, or their lists on a side of several (the keys in
    // the order each answer has always had).
    let mut kit_inputs = Vec::new();
    for (key, side) in [("a", Side::A), ("b", Side::B)] {
        let mine: Vec<usize> = (0..fight.n()).filter(|&i| fight.sides[i] == side).collect();
        let profiles: Vec<String> = mine
            .iter()
            .map(|&i| fight.warriors[i].profile.to_string())
            .collect();
        let kit: Vec<Value> = mine
            .iter()
            .map(|&i| kit_json(&kits[i], fight.warriors[i].parry))
            .collect();
        let kit_key = format!("{key}_kit");
        if mine.len() == 1 {
            report.input(key, profiles[0].clone());
            if several {
                report.input(&kit_key, kit[0].clone());
            } else {
                kit_inputs.push((kit_key, kit[0].clone()));
            }
        } else {
            report.input(key, json!(profiles));
            report.input(&kit_key, json!(kit));
        }
    }
    report.input(
        "charger",
        fight
            .charger
            .map_or("none", |s| if s == Side::A { "a" } else { "b" }),
    );
    report.input("turns", args.turns);
    if several {
        report.input(
            "targets",
            match fight.targets {
                Targets::First => "first",
                Targets::Weakest => "weakest",
            },
        );
    } else {
        for (key, given) in [("a_swarm", args.a_swarm), ("b_swarm", args.b_swarm)] {
            if given {
                report.input(key, true);
            }
        }
    }
    // The club's charge after a climb: the target strikes first in the first turn, unless the
    // charger has a spear (refused before where the ruleset has no such rule).
    let climb = cx
        .ruleset
        .close_combat
        .as_ref()
        .and_then(|c| c.strike_order.climbing_charge.as_ref())
        .filter(|_| args.climbed);
    if let Some(rule) = climb {
        report.input("climbed", true);
        report.notes.push(if fight.target_strikes_first() {
            format!("{} ({})", rule.text, rule.provenance.label())
        } else {
            format!(
                "the charger climbed, but his spear strikes first in the first turn all the same ({})",
                rule.provenance.label()
            )
        });
    }
    for (key, kit) in kit_inputs {
        report.input(&key, kit);
    }
}

/// The facts: each warrior's profile, whom they strike (several), the strike order, the
/// attacks, and each side's chance of having won by each turn.
fn facts<S: Ord + Clone>(report: &mut Report, fight: &Fight, exact: &Exact<S>, turns: u32) {
    let several = fight.n() > 2;
    for (i, w) in fight.warriors.iter().enumerate() {
        report
            .facts
            .push((fight.labels[i].to_lowercase(), profile_fact(w)));
    }
    if several {
        report.facts.push((
            "targets".into(),
            Fact::Text(match fight.targets {
                Targets::First => {
                    "each strikes the first listed enemy on his feet, or when none stands the first listed in action (R-87)".into()
                }
                Targets::Weakest => {
                    "each strikes the enemy on his feet with the fewest wounds left, or when none stands the stunned before the knocked down; then the first listed (R-87)".into()
                }
            }),
        ));
    }
    report
        .facts
        .push(("strike_order".into(), Fact::Lines(order_lines(fight))));
    report
        .facts
        .push(("attacks".into(), Fact::Lines(attack_lines(fight))));
    for test in &fight.fears {
        report
            .facts
            .push(("fear_test".into(), fear_fact(fight, test)));
    }
    report.facts.push(("by_turn".into(), by_turn(exact, turns)));
}

/// `--roll`: one fight played with the command's seed, turn by turn.
fn rolled(prepared: &mut impl Engine, cx: &Context, turns: u32) -> Result<RollRecord> {
    let mut dice = roller(cx.seed, "duel");
    let mut log = Vec::new();
    let end = prepared.play(&mut dice, Some(&mut log))?;
    match &end {
        Node::Won { side, turn } => {
            log.push(format!("{} wins in turn {turn}", side.name()));
        }
        Node::Fighting(men) => {
            let fight = prepared.fight();
            let out: Vec<&str> = (0..fight.n())
                .filter(|&i| men.0[i].is_none())
                .map(|i| fight.labels[i].as_str())
                .collect();
            let out = if out.is_empty() {
                String::new()
            } else {
                format!(" ({} out of action)", out.join(", "))
            };
            log.push(format!("undecided after {turns} turns{out}"));
        }
    }
    Ok(RollRecord {
        seed: dice.seed(),
        dice: dice.dice().to_vec(),
        attempts: log.into_iter().map(|line| (Vec::new(), line)).collect(),
        result: RollResult::Named(outcome_of(&end).to_string()),
        passed: None,
    })
}

pub fn run(args: &DuelQuestion, cx: &Context, argv: &[std::ffi::OsString]) -> Result<Output> {
    compare::side_by_side(
        cx,
        argv,
        &args.side_by_side.compare,
        &["--a", "--b"],
        "--a-weapon axe",
        || report(args, cx),
        |compared: DuelQuestion, cx| report(&compared, cx),
    )
}

/// `--climbed` means something only for a charge, in a ruleset with the club's rule, and here
/// for one warrior a side.
fn climbed_refusal(args: &DuelQuestion, cx: &Context, one_a_side: bool) -> Result<()> {
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
    if args.charger.side().is_none() {
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
