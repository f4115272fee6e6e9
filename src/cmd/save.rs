//! `warband save`: the modified save and its chance, and the unsaved wounds of several — the
//! criticals among them by the ruleset's critical table.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::{Stage, roller};
use crate::error::{Result, UserError};
use crate::mechanics::attack::{SaveAgainst, critical_outcomes, extra_attack_wounds};
use crate::mechanics::loadout::critical_table;
use crate::mechanics::save::{self, Armour, SaveQuery};
use crate::mechanics::{Check, Target};
use crate::pipeline::{Taker, Tally};
use crate::prob::Dist;
use crate::question::SaveArgs;
use crate::report::{Report, RollRecord, RollResult};
use std::collections::BTreeMap;

/// `none`, a suit's name, or a save score `5` / `5+`.
fn parse_armour(text: &str) -> Result<Armour> {
    let t = text.trim().to_ascii_lowercase();
    if t == "none" {
        return Ok(Armour::None);
    }
    let digits = t.strip_suffix('+').unwrap_or(&t);
    if let Ok(n) = digits.parse::<i64>() {
        return if (1..=6).contains(&n) {
            Ok(Armour::Score(n as u8))
        } else {
            Err(
                UserError::new(format!("--armour {text}: a save is 1+ to 6+"))
                    .hint("use none for no armour"),
            )
        };
    }
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_alphabetic()) {
        return Err(UserError::new(format!("--armour '{text}' is not armour"))
            .hint("use none, light, heavy, gromril, or a save such as 5+"));
    }
    Ok(Armour::Named(t))
}

pub fn run(args: &SaveArgs, cx: &Context) -> Result<Report> {
    let query = SaveQuery {
        armour: parse_armour(args.armour.suit())?,
        shield: args.armour.shield,
        mounted: args.armour.mounted,
        barding: args.armour.barding,
        strength: args.strength,
        modifier: args.modifier,
        bonus: 0,
        down: false,
        own_weapon_no_cover: args
            .armour
            .target_weapon
            .as_deref()
            .map(|name| crate::mechanics::equipment::preset(&cx.ruleset, name))
            .transpose()?
            .is_some_and(|w| w.no_cover),
        fleeing: false,
        buckler: false,
    };
    let resolution = save::resolve(&cx.ruleset, &query)?;
    let stage = Stage::new(
        args.dice.dice,
        &Taker {
            stage: "save",
            takes: "wounds",
            from: &["wound", "roll"],
            rules: &cx.ruleset.id,
        },
    )?;

    let mut report = Report::new("save", &cx.ruleset.id);
    report.input("armour", args.armour.suit());
    for (key, on) in [
        ("shield", args.armour.shield),
        ("mounted", args.armour.mounted),
        ("barding", args.armour.barding),
    ] {
        if on {
            report.input(key, true);
        }
    }
    if let Some(s) = args.strength {
        report.input("s", s);
    }
    if args.modifier != 0 {
        report.input("mod", args.modifier);
    }
    if let Some(w) = &args.armour.target_weapon {
        report.input("target_weapon", w.clone());
    }
    if let Some(c) = &args.crit_class {
        report.input("crit_class", c.clone());
    }
    stage.describe(&mut report);

    let target = resolution.check.target;
    let p_save = resolution.check.probability();
    report.headline = match target {
        Target::Impossible => "no save".into(),
        Target::Automatic => "saves automatically".into(),
        _ => format!("saves on {target}"),
    };
    report.target = Some(target.to_string());
    report.probability = Some(p_save.clone());
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes = resolution.notes.clone();

    // the criticals among the wounds roll on the ruleset's critical table, with the
    // chain's own lookups (`attack::critical_outcomes`).
    let pipe = stage.pipe().cloned();
    let melee = pipe.as_ref().is_none_or(|p| p.melee);
    let mut rulings = Vec::new();
    let table = if cx.ruleset.critical_tables.is_empty() && args.crit_class.is_none() {
        None
    } else {
        critical_table(
            &cx.ruleset,
            None,
            args.crit_class.as_deref(),
            melee,
            &mut rulings,
        )?
    };
    let joint = stage.incoming_joint();
    let has_criticals = joint.outcomes().any(|t| t.criticals > 0);
    let against = SaveAgainst {
        score: resolution.modified,
        has_save: target != Target::Impossible,
        automatic: target == Target::Automatic,
        natural_one_fails: cx.ruleset.natural_rolls.save_natural_one_fails,
        // The ward is taken below, against every wound left.
        ward: Target::Impossible,
    };
    let extra_checks = pipe.as_ref().and_then(|p| p.hit.zip(p.wound));
    let mut critical = Dist::certain(0i64);
    if has_criticals && let Some(table) = table {
        report.add_rulings(["R-10", "R-51"]);
        report.add_rulings(rulings.iter().map(String::as_str));
        report.add_rulings(table.rulings.iter().map(String::as_str));
        let extra = match extra_checks {
            Some((hit, wound)) => extra_attack_wounds(
                &hit.probability(),
                &wound.probability(),
                against.target(0),
                Target::Impossible,
            ),
            None => Dist::certain(0),
        };
        if extra_checks.is_none() && table.rows.iter().any(|r| r.extra_attack) {
            report.notes.push(format!(
                "a critical's extra attack ({}) is not counted: the wounds did not come from hit | wound --json; warband odds counts it",
                table.rows.iter().filter(|r| r.extra_attack).map(|r| r.name.as_str()).collect::<Vec<_>>().join(", ")
            ));
        }
        critical = critical_outcomes(table, &against, &extra)
            .map(|&(_, w, e)| i64::from(w) + i64::from(e));
        report.notes.push(format!(
            "the criticals among the wounds roll on {}; source: {}",
            match &table.class {
                Some(c) => format!("the {c} critical table"),
                None => "the critical table".into(),
            },
            table.provenance.label()
        ));
    } else if has_criticals {
        report.notes.push(format!(
            "{} has no critical table: the criticals on standard input are taken as plain wounds",
            cx.ruleset.id
        ));
    } else if stage.piped() && pipe.is_none() && cx.ruleset.critical.is_some() {
        report.notes.push(
            "the wounds on standard input do not say which are criticals (a plain count): all are taken as plain wounds; pipe wound … --json, or see warband odds"
                .into(),
        );
    }
    let plain = Dist::bernoulli(&p_save.complement());
    if !(has_criticals && table.is_some()) {
        // No table to roll them on: a critical is a plain wound (noted above).
        critical = plain.clone();
    }
    // Killing Blows and poisoned hits are unsaved: 1 and 2 wounds each.
    let certain = |t: &Tally| t.killing_blows + 2 * t.poisoned;
    if joint.outcomes().any(|t| t.killing_blows > 0) {
        report
            .notes
            .push("a Killing Blow takes the target out of action: 1 wound, no save (R-14)".into());
    }
    if joint.outcomes().any(|t| t.poisoned > 0) {
        report
            .notes
            .push("a poisoned hit is 2 wounds with no save (R-13)".into());
    }
    let only_plain = joint
        .outcomes()
        .all(|t| t.criticals == 0 && certain(t) == 0);
    let unsaved = if only_plain {
        stage.successes(&p_save.complement())
    } else {
        // Each joint outcome's plain wounds saved one by one, its criticals' effects added, its
        // certain wounds shifted on (binomials keep the denominators powers of the dice's).
        let unsaved_of = |d: &Dist<i64>, n: i64| d.sum_of(n as u32);
        let plains: BTreeMap<i64, Dist<i64>> = joint
            .outcomes()
            .map(|t| {
                (
                    t.plain,
                    Dist::binomial(t.plain as u32, &p_save.complement()),
                )
            })
            .collect();
        let crits: BTreeMap<i64, Dist<i64>> = joint
            .outcomes()
            .map(|t| (t.criticals, unsaved_of(&critical, t.criticals)))
            .collect();
        joint.bind(|t| plains[&t.plain].add(&crits[&t.criticals]).shift(certain(t)))
    };
    // each wound the armour left takes the ward save, one die each.
    let ward = crate::mechanics::loadout::ward_target(args.armour.ward);
    let unsaved = match args.armour.ward {
        Some(w) => {
            report.input("ward", format!("{w}+"));
            report
                .headline
                .push_str(&format!(", then a ward save on {w}+"));
            report.add_rulings(["R-120"]);
            // A wound saved by either: the armour, else the ward.
            let through = &p_save.complement() * &ward.probability().complement();
            report.probability = Some(through.complement());
            unsaved.thin(&ward.probability().complement())
        }
        None => unsaved,
    };
    report.set_counts("unsaved wounds", &unsaved);
    // R-50 needs the whole chain: after the first wound kills the mount the rider saves
    // without its bonus, which one save stage for all the wounds cannot know.
    if let Some(rule) = cx.ruleset.cavalry.as_ref().filter(|_| args.armour.mounted) {
        report.add_rulings([rule.ruling.as_str()]);
        report.notes.push(format!(
            "not exact past the first wound ({}, {}): every wound here saves with the mount's bonus; warband odds resolves it one attack at a time",
            rule.ruling,
            rule.provenance.label()
        ));
    }
    if resolution.modified <= 1 && !matches!(target, Target::Impossible | Target::Automatic) {
        report.notes.push(format!(
            "modified save {}+, but a natural 1 always fails",
            resolution.modified
        ));
    }
    if resolution.strength_modifier != 0 {
        report.notes.push(format!(
            "Strength {} modifies the save by {}",
            args.strength.unwrap_or(0),
            resolution.strength_modifier
        ));
    }

    if cx.roll {
        let mut roller = roller(cx.seed, "save");
        let tally = stage.rolled_tally(&mut roller);
        let mut attempts = Vec::new();
        let mut unsaved = 0;
        for _ in 0..tally.plain {
            let rolled = resolution.check.roll(&mut roller);
            unsaved += i64::from(!rolled.success);
            let dice = rolled.attempts.into_iter().flatten().collect();
            attempts.push((
                dice,
                if rolled.success { "saved" } else { "unsaved" }.to_string(),
            ));
        }
        for _ in 0..tally.criticals {
            let Some(table) = table else {
                let rolled = resolution.check.roll(&mut roller);
                unsaved += i64::from(!rolled.success);
                let dice = rolled.attempts.into_iter().flatten().collect();
                let label = if rolled.success { "saved" } else { "unsaved" };
                attempts.push((dice, format!("critical taken as a plain wound: {label}")));
                continue;
            };
            let (row_die, row) = if table.dice == "none" {
                (Vec::new(), &table.rows[0])
            } else {
                let d = roller.d6();
                (vec![d], table.row(d).expect("rows cover the die"))
            };
            let save = Check::new(against.for_row(row.save)).roll(&mut roller);
            let mut dice = row_die;
            dice.extend(save.attempts.iter().flatten());
            let mut label = format!("critical: {}", row.name);
            if save.success {
                label.push_str(", saved");
            } else {
                unsaved += i64::from(row.wounds);
                label.push_str(&format!(", {} unsaved", row.wounds));
            }
            if row.extra_attack
                && let Some((hit, wound)) = extra_checks
            {
                let h = hit.roll(&mut roller);
                dice.extend(h.attempts.iter().flatten());
                let mut wounded = false;
                if h.success {
                    let w = wound.roll(&mut roller);
                    dice.extend(w.attempts.iter().flatten());
                    if w.success {
                        let s = resolution.check.roll(&mut roller);
                        dice.extend(s.attempts.iter().flatten());
                        wounded = !s.success;
                    }
                }
                unsaved += i64::from(wounded);
                label.push_str(if wounded {
                    "; extra attack: unsaved wound"
                } else {
                    "; extra attack: no wound"
                });
            }
            attempts.push((dice, label));
        }
        for _ in 0..tally.killing_blows {
            unsaved += 1;
            attempts.push((Vec::new(), "killing blow: 1 wound, no save".into()));
        }
        for _ in 0..tally.poisoned {
            unsaved += 2;
            attempts.push((Vec::new(), "poisoned hit: 2 wounds, no save".into()));
        }
        if ward != Target::Impossible {
            let wounds = unsaved;
            for _ in 0..wounds {
                let d = roller.d6();
                let warded = ward.succeeds(&[d]);
                unsaved -= i64::from(warded);
                attempts.push((
                    vec![d],
                    if warded {
                        "ward: saved"
                    } else {
                        "ward: unsaved"
                    }
                    .to_string(),
                ));
            }
        }
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Count(unsaved),
            passed: stage.is_single().then_some(unsaved == 0),
        });
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn armour_spellings() {
        assert_eq!(parse_armour("5+").unwrap(), Armour::Score(5));
        assert_eq!(parse_armour("4").unwrap(), Armour::Score(4));
        assert_eq!(
            parse_armour("Heavy").unwrap(),
            Armour::Named("heavy".into())
        );
        assert_eq!(parse_armour("none").unwrap(), Armour::None);
        assert!(parse_armour("7+").is_err());
        assert!(parse_armour("5++").is_err());
        assert!(parse_armour("").is_err());
    }
}
