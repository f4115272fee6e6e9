//! `warband spell`: a spell or prayer cast on its target (the casting roll, then the spell's own
//! dice), or the rolls that choose a wizard's spells; the club's (seed 000 §2.17), read from the
//! ruleset's magic.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::spell::{self, Choice, SpellOutcome, SpellTarget};
use crate::prob::Ratio;
use crate::question::SpellArgs;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::rules::spells::{Magic, SpellList};

/// Every outcome a spell can have, in the order they are shown.
const OUTCOMES: [SpellOutcome; 9] = [
    SpellOutcome::NotCast,
    SpellOutcome::Cast,
    SpellOutcome::NoEffect,
    SpellOutcome::Wounded,
    SpellOutcome::KnockedDown,
    SpellOutcome::Stunned,
    SpellOutcome::OutOfAction,
    SpellOutcome::Holds,
    SpellOutcome::Panics,
];

fn names(magic: &Magic) -> String {
    magic
        .lists
        .iter()
        .flat_map(|l| l.spells.iter().map(|s| s.id.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn run(args: &SpellArgs, cx: &Context) -> Result<Report> {
    let magic = cx.ruleset.magic.as_ref().ok_or_else(|| {
        UserError::new(format!("{} has no spells", cx.ruleset.id))
            .hint("the spells and prayers are mordheim-club's: --rules mordheim-club")
    })?;
    if args.spell.trim().eq_ignore_ascii_case("choose") {
        return choose(args, cx, magic);
    }
    for (flag, given) in [
        ("--from", args.from.is_some()),
        ("--want", !args.want.is_empty()),
        ("--two", args.two),
        ("--known", !args.known.is_empty()),
    ] {
        if given {
            return Err(
                UserError::new(format!("{flag} goes with `spell choose`")).hint(format!(
                    "drop {flag}, or use warband spell choose --from <list>"
                )),
            );
        }
    }
    let (list, found) = magic.find(&args.spell).ok_or_else(|| {
        UserError::new(format!(
            "{} has no spell '{}'",
            cx.ruleset.id,
            args.spell.trim()
        ))
        .hint(format!(
            "spells: {}; 'warband rules show {}' lists them with their lists",
            names(magic),
            cx.ruleset.id
        ))
    })?;
    let armour = args
        .armour
        .as_deref()
        .map(crate::mechanics::equipment::armour)
        .transpose()?;
    let target = SpellTarget {
        toughness: args.toughness,
        wounds: args.wounds,
        strength: args.strength,
        ld: args.ld,
        armour,
        helmet: args.helmet,
        against: args.against.clone(),
        in_combat: args.in_combat,
    };
    let plan = spell::plan(&cx.ruleset, found, args.difficulty, &target)?;
    let dist = spell::distribution(&plan);

    let mut report = Report::new("spell", &cx.ruleset.id);
    report.input("spell", found.id.as_str());
    report.input("list", list.id.as_str());
    for (key, value) in [
        ("difficulty", args.difficulty),
        ("t", args.toughness),
        ("s", args.strength),
        ("ld", args.ld),
    ] {
        if let Some(v) = value {
            report.input(key, v);
        }
    }
    report.input("w", args.wounds);
    if let Some(a) = &args.armour {
        report.input("armour", a.as_str());
    }
    report.input("helmet", args.helmet);
    if let Some(a) = &args.against {
        report.input("against", a.as_str());
    }
    report.input("in_combat", args.in_combat);
    let cast = dist.prob_where(|o| *o != SpellOutcome::NotCast);
    report.headline = match plan.cast {
        Some(test) => format!("{}: cast on {}", found.name, test.label()),
        None => format!("{}: always cast", found.name),
    };
    report.probability = Some(cast);
    let shown: Vec<(String, Ratio)> = OUTCOMES
        .iter()
        .filter(|o| dist.outcomes().any(|x| x == *o))
        .map(|o| (o.name().to_string(), dist.prob(o)))
        .collect();
    report.set_named("result", shown);
    report
        .facts
        .push(("effect".into(), Fact::Text(found.text.clone())));
    report.facts.push((
        "source".into(),
        Fact::Text(format!(
            "{} ({})",
            found.provenance.label(),
            quote(&found.provenance)
        )),
    ));
    report.notes = plan.notes.clone();
    report.add_rulings(plan.rulings.iter().map(String::as_str));
    if cx.roll {
        let mut r = roller(cx.seed, "spell");
        let mut log = Vec::new();
        let outcome = spell::run(&plan, &mut r, &mut log);
        report.roll = Some(RollRecord {
            seed: r.seed(),
            dice: r.dice().to_vec(),
            attempts: log,
            result: RollResult::Named(outcome.name().to_string()),
            passed: None,
        });
    }
    Ok(report)
}

fn quote(p: &crate::rules::Provenance) -> String {
    match p {
        crate::rules::Provenance::Seed { quote, .. } => format!("«{quote}»"),
        other => other.label(),
    }
}

/// The D6 number of `name` on `list`.
fn number(list: &SpellList, name: &str, flag: &str) -> Result<u8> {
    let wanted = crate::rules::spells::normalise(name);
    list.spells
        .iter()
        .position(|s| s.id == wanted || crate::rules::spells::normalise(&s.name) == wanted)
        .map(|i| i as u8 + 1)
        .ok_or_else(|| {
            let on: Vec<&str> = list.spells.iter().map(|s| s.id.as_str()).collect();
            UserError::new(format!(
                "{flag} {}: not on the {} list",
                name.trim(),
                list.name
            ))
            .hint(format!("{}: {}", list.id, on.join(", ")))
        })
}

fn choose(args: &SpellArgs, cx: &Context, magic: &Magic) -> Result<Report> {
    let lists: Vec<&str> = magic.lists.iter().map(|l| l.id.as_str()).collect();
    let from = args.from.as_deref().ok_or_else(|| {
        UserError::new("spell choose needs the list rolled on")
            .hint(format!("give --from {}", lists.join(" or --from ")))
    })?;
    let list = magic.list(from).ok_or_else(|| {
        UserError::new(format!("{} has no spell list '{from}'", cx.ruleset.id))
            .hint(format!("lists: {}", lists.join(", ")))
    })?;
    let target_flags = [
        ("--difficulty", args.difficulty.is_some()),
        ("--t", args.toughness.is_some()),
        ("--w", args.wounds != 1),
        ("--s", args.strength.is_some()),
        ("--ld", args.ld.is_some()),
        ("--armour", args.armour.is_some()),
        ("--helmet", args.helmet),
        ("--against", args.against.is_some()),
        ("--in-combat", args.in_combat),
    ];
    if let Some((flag, _)) = target_flags.iter().find(|(_, given)| *given) {
        return Err(
            UserError::new(format!("{flag} has no meaning for spell choose"))
                .hint(format!("drop {flag}; it belongs to a cast spell")),
        );
    }
    let want: Vec<u8> = args
        .want
        .iter()
        .map(|w| number(list, w, "--want"))
        .collect::<Result<_>>()?;
    // Two wanted spells are two different ones: the same twice is not a question the dice
    // answer (it was answered as if once).
    if let Some((i, _)) = want
        .iter()
        .enumerate()
        .find(|(i, w)| want[..*i].contains(w))
    {
        return Err(UserError::new(format!(
            "--want {}: the same spell is wanted twice",
            args.want[i].trim()
        ))
        .hint("want two different spells, or one"));
    }
    let known: Vec<u8> = args
        .known
        .iter()
        .map(|w| number(list, w, "--known"))
        .collect::<Result<_>>()?;
    let mut report = Report::new("spell", &cx.ruleset.id);
    report.input("from", list.id.as_str());
    report.input("want", args.want.clone());
    report.input("two", args.two);
    report.input("known", args.known.clone());
    report.add_rulings(["R-81"]);
    let name = |n: u8| list.spells[usize::from(n) - 1].name.clone();
    if !known.is_empty() {
        if args.two {
            return Err(
                UserError::new("--two and --known: two spells are chosen at the start")
                    .hint("drop --two for a new spell, or --known for the starting two"),
            );
        }
        return new_spell(report, cx, list, &known, &want);
    }
    let choice = match (args.two, want.as_slice()) {
        (false, [w]) => Choice::First { want: *w },
        (true, [_] | [_, _]) => Choice::Two { want: want.clone() },
        _ => {
            return Err(UserError::new(format!(
                "spell choose needs {} --want",
                if args.two { "one or two" } else { "one" }
            ))
            .hint("name the spell the wizard hopes for: --want <spell>"));
        }
    };
    let dist = spell::choose_distribution(magic, &choice);
    let wanted: Vec<String> = want.iter().map(|&w| format!("{} ({w})", name(w))).collect();
    report.headline = match &choice {
        Choice::First { .. } => format!(
            "first spell: {} dice, one chosen; P({} among them)",
            magic.first_spell_dice,
            wanted.join(", ")
        ),
        Choice::Two { .. } => format!(
            "two spells: {} dice, two chosen; P({} among them)",
            magic.two_spells_dice,
            wanted.join(" and ")
        ),
    };
    let p = dist.prob(&true);
    report.probability = Some(p.clone());
    report.set_named(
        "result",
        vec![
            ("can_choose".into(), p.clone()),
            ("cannot".into(), p.complement()),
        ],
    );
    if matches!(choice, Choice::First { .. }) && magic.reroll_one_die_of_a_double {
        report
            .notes
            .push("a double that is not the wanted spell has one die re-rolled once (R-81)".into());
    } else {
        report
            .notes
            .push("three of a kind: one die is re-rolled until it differs (R-81)".into());
    }
    report
        .facts
        .push(("source".into(), Fact::Text(quote(&magic.provenance))));
    if cx.roll {
        let mut r = roller(cx.seed, "spell");
        let mut log = Vec::new();
        let ok = spell::choose(magic, &choice, &mut r, &mut log);
        report.roll = Some(RollRecord {
            seed: r.seed(),
            dice: r.dice().to_vec(),
            attempts: log,
            result: RollResult::Named(if ok { "can_choose" } else { "cannot" }.into()),
            passed: Some(ok),
        });
    }
    Ok(report)
}

/// A new spell for a wizard who knows `known`: one D6; a known one lowers its difficulty by 1
/// or is rolled again.
fn new_spell(
    mut report: Report,
    cx: &Context,
    list: &SpellList,
    known: &[u8],
    want: &[u8],
) -> Result<Report> {
    let faces = list.spells.len() as u64;
    let mut known = known.to_vec();
    known.sort_unstable();
    known.dedup();
    if want.len() > 1 {
        return Err(
            UserError::new("a new spell is one: give one --want").hint("drop the other --want")
        );
    }
    if let Some(w) = want.first().filter(|w| known.contains(w)) {
        return Err(UserError::new(format!(
            "--want {}: he knows it already",
            list.spells[usize::from(*w) - 1].id
        ))
        .hint("want a spell he does not know"));
    }
    report.headline = format!("a new spell: one D6 on {}", list.name);
    let entries: Vec<(String, Ratio)> = list
        .spells
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let tag = if known.contains(&(i as u8 + 1)) {
                "known:"
            } else {
                ""
            };
            (format!("{tag}{}", s.id), Ratio::new(1, faces))
        })
        .collect();
    report.set_named("result", entries);
    let unknown = faces - known.len() as u64;
    report.facts.push((
        "a_known_result".into(),
        Fact::Text("lowers that spell's difficulty by 1, or is rolled again".into()),
    ));
    if let Some(&w) = want.first() {
        // Rolling again on every known result: each unknown spell is equally likely.
        report.probability = Some(Ratio::new(1, faces));
        report.facts.push((
            "rolling_again_until_new".into(),
            Fact::Probability(Ratio::new(1, unknown)),
        ));
        report.notes.push(format!(
            "{}: 1/{faces} on one die; 1/{unknown} when every known result is rolled again",
            list.spells[usize::from(w) - 1].name
        ));
    }
    if cx.roll {
        let mut r = roller(cx.seed, "spell");
        let d = r.d6();
        let s = &list.spells[usize::from(d) - 1];
        let what = if known.contains(&d) {
            format!("known:{}", s.id)
        } else {
            s.id.clone()
        };
        report.roll = Some(RollRecord {
            seed: r.seed(),
            dice: r.dice().to_vec(),
            attempts: vec![(vec![d], what.clone())],
            result: RollResult::Named(what),
            passed: None,
        });
    }
    Ok(report)
}
