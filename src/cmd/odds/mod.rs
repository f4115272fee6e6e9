//! `warband odds`: the whole attack chain for one attacker against one target — exact, rolled,
//! simulated, or several loadouts side by side; with `--attacker`, several attackers (`gang`).

mod follow;
mod gang;

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::cmd::shared::{compare, simulation};
use crate::error::{Result, UserError};
use crate::mechanics::attack::{self, Chain, FollowDice, Odds, TargetState};
use crate::mechanics::equipment::{armour, armour_of, preset};
use crate::mechanics::loadout::{
    self, ASSUMED_TARGET_S, Around, Attacker, Built, Defender, ParryWith,
};
use crate::mechanics::profile::DEFAULT;
use crate::prob::Dist;
use crate::question::{OddsArgs, TargetStateArg};
use crate::report::Output;
use crate::report::{Entry, Fact, Report, RollRecord, RollResult, Summary, Table};
use crate::roster::Parry;
use crate::rules::{Ruleset, Status};

/// The parrier's Strength when `--parry` comes without `--target-s`: a human's, as `duel`
/// assumes for a profile that leaves it out (R-33 needs one: no parry against S ≥ twice it).
const ASSUMED_PARRIER_S: u8 = DEFAULT[3];

/// The attacker's Strength and the target's Wounds when not given: a human's S3, and one wound.
const ASSUMED_S: u8 = DEFAULT[3];
const ASSUMED_W: u8 = DEFAULT[5];

fn strength(args: &OddsArgs) -> u8 {
    args.attacker.strength.unwrap_or(ASSUMED_S)
}

pub(super) fn wounds(args: &OddsArgs) -> u8 {
    args.target.wounds.unwrap_or(ASSUMED_W)
}

/// Attacks when not given: one.
fn attacks(args: &OddsArgs) -> u32 {
    args.attacker.attacks.unwrap_or(1)
}

/// The target's Toughness: given, or his roster entry's (`--target stunned` alone has none).
pub(super) fn toughness(args: &OddsArgs) -> Result<u8> {
    args.target.toughness.ok_or_else(|| {
        UserError::new("the target's Toughness is not given")
            .hint("give --t <T>, or the target from a roster with --target @FILE:NAME")
    })
}

/// The line that says which of S and W were assumed, when any was: an answer for S3 W1 should
/// not look like one for the profile the player had in mind.
fn assumed_line(args: &OddsArgs, chain: &Chain) -> Option<String> {
    let mut assumed = Vec::new();
    if args.attacker.strength.is_none() {
        assumed.push(format!("attacker S{ASSUMED_S} (a human's; give --s)"));
    }
    if args.target.wounds.is_none() {
        assumed.push(format!("target W{ASSUMED_W} (give --w)"));
    }
    assumed.extend(tested_strength(args, &[chain]));
    (!assumed.is_empty()).then(|| assumed.join(", "))
}

/// A state's name in the answer: a club rider's results are the Prr! table's (§2.16), its own
/// names for the same states.
pub(super) fn state_name(built: &Built, s: &Status) -> String {
    built
        .injury_labels
        .as_ref()
        .and_then(|l| l.iter().find(|(st, _)| st == s))
        .map_or_else(|| s.name().to_string(), |(_, id)| id.clone())
}

/// the Disarm test is the target's Strength; when no `--target-s` gave it, the words
/// that say a human's was taken.
pub(super) fn tested_strength(args: &OddsArgs, chains: &[&Chain]) -> Option<String> {
    let tested = chains.iter().any(|c| {
        attack::follow_ups(c)
            .iter()
            .any(|f| matches!(f.dice, FollowDice::Test { .. }))
    });
    (tested && args.target.target_s.is_none()).then(|| {
        format!("target S{ASSUMED_TARGET_S} for the Strength test (a human's; give --target-s)")
    })
}

/// Whether the target parries (`--parry none` is no parry).
fn parries(args: &OddsArgs) -> bool {
    args.target.parry.is_some_and(|p| p != Parry::None)
}

/// The note that says the parrier's Strength was assumed, when it was.
fn assumed_strength_note(args: &OddsArgs) -> Option<String> {
    (parries(args) && args.target.target_s.is_none()).then(|| {
        format!(
            "the parrier's Strength is taken as {ASSUMED_PARRIER_S} (a human's): blows of S{} or more cannot be parried; give --target-s",
            2 * ASSUMED_PARRIER_S
        )
    })
}

/// The attacker and target of the arguments.
pub fn loadout(ruleset: &Ruleset, args: &OddsArgs) -> Result<(Attacker, Defender)> {
    let preset = |name: &str| preset(ruleset, name);
    let weapon = args.attacker.weapon.as_deref().map(preset).transpose()?;
    let offhand = args.attacker.offhand.as_deref().map(preset).transpose()?;
    let attacker = Attacker {
        ws: args.attacker.ws,
        bs: args.attacker.bs,
        strength: strength(args),
        attacks: attacks(args),
        shots: args.volley.shots,
        rank: args.volley.rank,
        weapon,
        offhand,
        frenzy: args.attacker.frenzy,
        round: args.attacker.round,
        // odds' first round is the attacker's charge (--round 2 for later rounds).
        charging: true,
        // On foot: a cavalry spear's charge is --s-bonus 1 here (combat knows who rides).
        mounted: false,
        diving_charge: args.attacker.diving,
        hatred: args.attacker.hatred,
        reroll_misses: args.to_hit.reroll_misses,
        needs_six: args.to_hit.needs_six,
        hit_modifier: args.to_hit.modifier,
        shooting_modifiers: args.shooting.ids(),
        strength_bonus: args.overrides.s_bonus,
        save_modifier: args.overrides.save_mod,
        concussion: args.overrides.concussion.then_some(true),
        crit_class: args.overrides.crit_class.clone(),
        injury_modifier: args.overrides.injury_mod,
        poison: args.overrides.poison,
        killing_blow: args.overrides.killing_blow,
        attacks_lost: 0,
        automatic_hits: false,
    };
    let defender = Defender {
        ws: args.target.vs,
        toughness: toughness(args)?,
        wounds: wounds(args),
        strength: args
            .target
            .target_s
            .or(parries(args).then_some(ASSUMED_PARRIER_S)),
        armour: armour(args.target.armour.suit())?,
        shield: args.target.armour.shield,
        mounted: args.target.armour.mounted,
        barding: args.target.armour.barding,
        helmet: args.target.helmet,
        parry: args.target.parry.and_then(Parry::with),
        state: match args.target.state() {
            TargetStateArg::Standing => TargetState::Standing,
            TargetStateArg::KnockedDown => TargetState::KnockedDown,
            TargetStateArg::Stunned => TargetState::Stunned,
        },
        weapon: args
            .target
            .armour
            .target_weapon
            .as_deref()
            .map(preset)
            .transpose()?,
        fleeing: false,
        ward: args.target.armour.ward,
        swarm: args.target.swarm,
        // --parry buckler: he carries one.
        buckler: matches!(
            args.target.parry,
            Some(Parry::With(ParryWith::Buckler | ParryWith::SwordAndBuckler))
        ),
        around: Around {
            obstacle: args.around.obstacle,
            second_toughness: args.around.ricochet_t,
            second_armour: args
                .around
                .ricochet_armour
                .as_deref()
                .map(|a| armour_of("--ricochet-armour", a))
                .transpose()?,
        },
    };
    swarm_is_never_down(ruleset, &defender)?;
    Ok((attacker, defender))
}

/// A swarm rolls no injury, so it is never knocked down or stunned, and it rides nothing:
/// a swarm given as down, or mounted, is refused. Where the ruleset has no swarms, `--swarm`
/// itself is refused later, with its own line.
fn swarm_is_never_down(ruleset: &Ruleset, d: &Defender) -> Result<()> {
    if !d.swarm || ruleset.swarm.is_none() {
        return Ok(());
    }
    let (what, drop) = match d.state {
        TargetState::KnockedDown => ("knocked down", "--target knocked-down"),
        TargetState::Stunned => ("stunned", "--target stunned"),
        TargetState::Standing if d.mounted => ("mounted", "--mounted"),
        TargetState::Standing => return Ok(()),
    };
    Err(
        UserError::new(format!("--swarm: a swarm is never {what}")).hint(format!(
            "a swarm rolls no injury, so it is never knocked down or stunned, and rides no mount (R-91); drop {drop} or --swarm"
        )),
    )
}

/// How people read the target's states where the ruleset has no injury table (wfb): the target
/// is a unit, whose first model is removed when its Wounds run out; nobody is knocked down or
/// stunned. JSON and CSV keep the state names (one schema for every ruleset, so `--compare
/// '--rules wfb'` lines up).
pub(super) fn unit_labels() -> Vec<(String, Option<String>)> {
    [
        (Status::Unharmed, Some("no wound")),
        (Status::Wounded, Some("wounded, none removed")),
        (Status::KnockedDown, None),
        (Status::Stunned, None),
        (Status::OutOfAction, Some("models removed")),
    ]
    .into_iter()
    .map(|(s, label)| (s.name().to_string(), label.map(String::from)))
    .collect()
}

/// The unsaved-wounds table and, for a unit of models with `unit_w` wounds each, the models
/// removed: wounds carry over from model to model, every W wounds remove one.
/// The target's fates as the answer gives them, one attacker or several: the verdict line
/// (the worst first), every state by its name, the unsaved wounds' statistics, and `plain`'s
/// one value (out of action).
pub(super) fn target_fates(
    report: &mut Report,
    status: &Dist<Status>,
    unsaved: &Dist<i64>,
    name_of: impl Fn(&Status) -> String,
) {
    report.verdict = Status::ALL
        .iter()
        .rev()
        .filter(|s| !status.prob(s).is_zero())
        .filter_map(|s| Some((report.label(&name_of(s))?, status.prob(s))))
        .collect();
    report.set_named(
        "state",
        Status::ALL
            .iter()
            .map(|s| (name_of(s), status.prob(s)))
            .collect(),
    );
    report.set_stats(unsaved);
    report.mean_of = Some("unsaved wounds".into());
    report.plain = Some(status.prob(&Status::OutOfAction));
}

pub(super) fn wound_tables(report: &mut Report, unsaved: &Dist<i64>, unit_w: Option<u8>) {
    let wounds = Entry::counts(unsaved);
    let casualties = unit_w.map(|w| match w {
        // Models of one wound: every unsaved wound is a casualty, the same rows.
        1 => (wounds.clone(), Some(Summary::of(unsaved))),
        w => {
            let w = i64::from(w);
            let removed = unsaved.map(|n| n / w);
            (Entry::counts(&removed), Some(Summary::of(&removed)))
        }
    });
    report.tables.push(Table {
        key: "wounds".into(),
        counting: "unsaved wounds".into(),
        entries: wounds,
        stats: None,
    });
    if let Some((entries, stats)) = casualties {
        report.tables.push(Table {
            key: "casualties".into(),
            counting: "models removed".into(),
            entries,
            stats,
        });
    }
}

fn report(args: &OddsArgs, cx: &Context) -> Result<Report> {
    // A roster's attacker or target fills in the flags not given (the same arguments as typed).
    let args = &*crate::cmd::shared::rosters::odds_args(args, &cx.ruleset)?;
    // What the target lacks, named at once.
    let melee = args.attacker.ws.is_some() || !args.attackers.is_empty();
    let missing: Vec<&str> = [
        ("--vs <WS>", melee && args.target.vs.is_none()),
        ("--t <T>", args.target.toughness.is_none()),
    ]
    .into_iter()
    .filter(|(_, lacking)| *lacking)
    .map(|(flag, _)| flag)
    .collect();
    if !missing.is_empty() {
        return Err(UserError::new(format!(
            "odds needs the target's {}",
            missing.join(" and ")
        ))
        .hint("--vs is his Weapon Skill, --t his Toughness; or the target from a roster, --target @FILE:NAME"));
    }
    if !args.attackers.is_empty() {
        return gang::report(args, cx);
    }
    let (attacker, defender) = loadout(&cx.ruleset, args)?;
    let built = loadout::build(&cx.ruleset, &attacker, &defender)?;
    follow::check_around(&cx.ruleset, &args.around, &[&built.chain], defender.mounted)?;
    let odds: Odds = attack::exact(&built.chain);

    let mut report = Report::new("odds", &cx.ruleset.id);
    for (key, value) in [
        ("ws", args.attacker.ws.map(i64::from)),
        ("bs", args.attacker.bs.map(i64::from)),
        ("s", Some(i64::from(strength(args)))),
        ("attacks", Some(i64::from(attacks(args)))),
        ("vs", args.target.vs.map(i64::from)),
        ("t", Some(i64::from(toughness(args)?))),
        ("w", Some(i64::from(wounds(args)))),
    ] {
        if let Some(v) = value {
            report.input(key, v);
        }
    }
    report.input("armour", args.target.armour.suit());
    if let Some(shots) = args.volley.shots {
        report.input("shots", shots);
    }
    if args.volley.rank > 1 {
        report.input("rank", args.volley.rank);
    }
    if let Some(w) = &args.attacker.weapon {
        report.input("weapon", w.clone());
    }
    if let Some(w) = &args.attacker.offhand {
        report.input("offhand", w.clone());
    }
    // What is around the target, when given.
    if let Some(inches) = args.around.obstacle {
        report.input("obstacle", inches);
    }
    if let Some(t) = args.around.ricochet_t {
        report.input("ricochet_t", t);
    }
    if let Some(a) = &args.around.ricochet_armour {
        report.input("ricochet_armour", a.clone());
    }
    let name_of = |s: &Status| state_name(&built, s);
    // Decided by the chain's data: no injury table, so the target is a unit of models.
    let unit = built.chain.injury.is_none() && !defender.swarm;
    if unit {
        report.labels = unit_labels();
    }
    target_fates(&mut report, &odds.status, &odds.wounds, name_of);
    wound_tables(&mut report, &odds.wounds, unit.then(|| wounds(args)));
    if let Some(line) = assumed_line(args, &built.chain) {
        report.facts.push(("assumed".into(), Fact::Text(line)));
    }
    report
        .facts
        .push(("attacks".into(), Fact::Lines(built.summary.clone())));
    report.facts.push((
        "at_least_one_wound".into(),
        Fact::Probability(odds.wounds.at_least(1)),
    ));
    if built.chain.mount_takes_first_wound {
        // the first hit that wounds kills the mount, so it is lost exactly when at
        // least one wound is unsaved (the rider is untouched by it).
        report.facts.push((
            "mount_lost".into(),
            Fact::Probability(odds.wounds.at_least(1)),
        ));
    }
    if let Some(m) = &built.misfire {
        // The club's misfire (§2.10): the Boom! hits are in the states above; the shooter's
        // own Kaboom! is reported beside them.
        report
            .facts
            .push(("misfire_boom_hit".into(), Fact::Probability(m.boom.clone())));
        report.facts.push((
            "misfire_kaboom".into(),
            Fact::Probability(m.shooter.clone()),
        ));
    }
    // what the criticals set going, where they happen.
    let followed = follow::report(&built.chain, &odds.fates);
    report.facts.extend(followed.facts);
    report.tables.extend(followed.tables);
    report.add_rulings(built.rulings.iter().map(String::as_str));
    report.add_rulings(followed.rulings.iter().map(String::as_str));
    report.notes = built.notes.clone();
    report.notes.extend(followed.notes);
    report.notes.extend(assumed_strength_note(args));
    if unit {
        report.notes.push(format!(
            "no injury roll: the target is a unit of W{} models; wounds carry over from model to model, and every {} unsaved wounds remove one (a casualty)",
            wounds(args),
            wounds(args)
        ));
    }

    if let Some(runs) = args.side_by_side.simulate {
        let seed = cx.seed;
        // Constant memory: no die is kept (no fight of these is shown).
        let mut dice = roller(seed, "odds-simulate").unrecorded();
        let mut counts = [0u64; 5];
        let mut progress = simulation::Progress::new(runs, cx.feedback);
        let budget = simulation::Budget::new(runs, cx);
        for run in 0..runs {
            progress.tick(run);
            let played = attack::play_quiet(&built.chain, &mut dice);
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
            .map(|(s, n)| (name_of(s), odds.status.prob(s), n))
            .collect();
        let facts = simulation::facts(rows, runs, seed, "fights", |n| report.label(n));
        report.facts.extend(facts);
    }

    if cx.roll {
        let mut dice = roller(cx.seed, "odds");
        let played = attack::play(&built.chain, &mut dice);
        let mut log = played.log;
        if unit {
            // A unit's answer is its casualties: every W unsaved wounds remove a model.
            let w = i64::from(wounds(args));
            log.push(format!(
                "{} unsaved wound{} on W{w} models: {} removed",
                played.wounds,
                if played.wounds == 1 { "" } else { "s" },
                played.wounds / w
            ));
        }
        report.roll = Some(RollRecord {
            seed: dice.seed(),
            dice: dice.dice().to_vec(),
            attempts: log.into_iter().map(|line| (Vec::new(), line)).collect(),
            result: RollResult::Named(name_of(&played.status)),
            passed: None,
        });
    }
    Ok(report)
}

pub fn run(args: &OddsArgs, cx: &Context, argv: &[std::ffi::OsString]) -> Result<Output> {
    compare::side_by_side(
        cx,
        argv,
        &args.side_by_side.compare,
        &[],
        "--weapon axe",
        || report(args, cx),
        |compared: OddsArgs, cx| report(&compared, cx),
    )
}
