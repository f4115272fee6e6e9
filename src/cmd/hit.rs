//! `warband hit`: the target and chance of one attack, and the hits of several.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::{Stage, hand_on, roller};
use crate::error::{Result, UserError};
use crate::mechanics::Target;
use crate::mechanics::attack::attack_swing;
use crate::mechanics::hit::{self, HitKind, HitQuery};
use crate::mechanics::loadout::special_rule;
use crate::pipeline::{Pipe, Taker, Tally};
use crate::question::HitArgs;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::rules::Special;

pub fn run(args: &HitArgs, cx: &Context) -> Result<Report> {
    let kind = match (args.ws, args.vs, args.bs) {
        (Some(ws), Some(vs), _) => HitKind::Melee {
            ws,
            vs,
            needs_six: args.to_hit.needs_six,
        },
        (_, _, Some(bs)) => {
            let modifiers = args.shooting.ids();
            HitKind::Shooting { bs, modifiers }
        }
        // The command line's argument group requires --ws with --vs, or --bs.
        _ => {
            return Err(UserError::new("hit needs --ws with --vs, or --bs")
                .hint("e.g. warband hit --ws 4 --vs 3"));
        }
    };
    let query = HitQuery {
        kind,
        modifier: args.to_hit.modifier,
        reroll_misses: args.to_hit.reroll_misses,
    };
    let resolution = hit::resolve(&cx.ruleset, &query)?;
    let melee = matches!(query.kind, HitKind::Melee { .. });
    let poison = args
        .poison
        .then(|| special_rule(&cx.ruleset, Special::Poison, melee))
        .transpose()?;
    // shot into a close combat, each hit strikes one of its models, picked on a die.
    let into_combat = args
        .into_combat
        .map(|models| {
            let rule = cx
                .ruleset
                .shooting
                .as_ref()
                .and_then(|s| s.into_combat.as_ref())
                .ok_or_else(|| {
                    UserError::new(format!(
                        "--into-combat: {} has no rule for which model a shot into a close combat strikes",
                        cx.ruleset.id
                    ))
                    .hint("mordheim-club has one, R-110; a ruleset's own tables: warband table list")
                })?;
            Ok::<_, UserError>((models, rule))
        })
        .transpose()?;
    let stage = Stage::new(
        args.dice.dice,
        &Taker {
            stage: "hit",
            takes: "attacks",
            from: &["roll"],
            rules: &cx.ruleset.id,
        },
    )?;

    let mut report = Report::new("hit", &cx.ruleset.id);
    match &query.kind {
        HitKind::Melee { ws, vs, needs_six } => {
            report.input("ws", *ws);
            report.input("vs", *vs);
            if *needs_six {
                report.input("needs_six", true);
            }
        }
        HitKind::Shooting { bs, modifiers } => {
            report.input("bs", *bs);
            report.input("modifiers", modifiers.clone());
        }
    }
    if args.to_hit.modifier != 0 {
        report.input("mod", args.to_hit.modifier);
    }
    if args.to_hit.reroll_misses {
        report.input("reroll_misses", true);
    }
    stage.describe(&mut report);

    let target = resolution.check.target;
    let hits_a_model = resolution.check.probability();
    report.headline = match target {
        Target::Automatic | Target::AutomaticRolled => "hits automatically".into(),
        Target::Impossible => "cannot hit".into(),
        _ if args.to_hit.reroll_misses => format!("needs {target}, re-rolling misses"),
        _ => format!("needs {target}"),
    };
    // Into a close combat, what is handed on is the hits on the target aimed at: 1 in N.
    let p = match into_combat {
        Some((models, rule)) => {
            report.input("into_combat", models);
            report
                .headline
                .push_str(&format!(", then 1 in {models} to strike your target"));
            report.facts.push((
                "hits_a_model".into(),
                Fact::Probability(hits_a_model.clone()),
            ));
            report.add_rulings([rule.ruling.as_str()]);
            report.notes.push(format!(
                "{} ({}): each of the {models} models alike, your target 1 in {models} (R-110)",
                rule.text,
                rule.provenance.label()
            ));
            &hits_a_model / &crate::prob::Ratio::from_integer(u64::from(models))
        }
        None => hits_a_model,
    };
    report.target = Some(target.to_string());
    report.probability = Some(p.clone());
    report.set_counts("hits", &stage.successes(&p));
    report.add_rulings(resolution.rulings.iter().map(String::as_str));
    report.notes.splice(0..0, resolution.notes.iter().cloned());
    // where a miss can hit the cover, how often a shot does, and a miss does.
    let cover = hit::cover_chance(&cx.ruleset, &query, &resolution.check);
    if let Some(c) = &cover {
        report
            .facts
            .push(("hits_cover".into(), Fact::Probability(c.clone())));
        let miss = resolution.check.probability().complement();
        if !miss.is_zero() {
            report
                .facts
                .push(("a_miss_hits_cover".into(), Fact::Probability(c / &miss)));
        }
    }
    // what `wound` needs to stay exact — close combat or shooting, this to-hit check (a
    // critical's extra attack rolls it again), and with poison which hits are poisoned.
    let mut pipe = Pipe::new(melee);
    pipe.hit = Some(resolution.check);
    if let Some(rule) = poison {
        report.input("poison", true);
        let swing = attack_swing(&resolution.check, true);
        pipe.joint = Some(stage.poisoned_joint(&swing)?);
        report.add_rulings(rule.provenance.ruling());
        report
            .notes
            .push(format!("{} ({})", rule.text, rule.provenance.label()));
    }

    if cx.roll {
        let mut roller = roller(cx.seed, "hit");
        let n = stage.rolled_count(&mut roller);
        let mut attempts = Vec::new();
        let mut hits = 0;
        let mut tally = Tally::default();
        for _ in 0..n {
            let rolled = resolution.check.roll(&mut roller);
            // a hit into a close combat strikes the model a die of N faces picks, 1 the
            // target aimed at.
            let picked = match into_combat {
                Some((models, _)) if rolled.success => Some(roller.die(models)),
                _ => None,
            };
            let elsewhere = picked.is_some_and(|face| face != 1);
            let success = rolled.success && !elsewhere;
            hits += i64::from(success);
            let poisoned = success && poison.is_some() && rolled.natural() == Some(6);
            if poisoned {
                tally.poisoned += 1;
            } else if success {
                tally.plain += 1;
            }
            // One entry per attack: all its dice (a 6 and the second die, a re-roll, the die
            // that picks the model) together.
            let mut dice: Vec<u8> = rolled.attempts.iter().flatten().copied().collect();
            dice.extend(picked);
            let label = match (rolled.success, rolled.attempts.len()) {
                (true, _) if elsewhere => "hit, strikes another model in the combat",
                (true, _) if picked.is_some() => "hit, strikes your target",
                (true, _) if poisoned => "poisoned hit (a natural 6)",
                (true, 0) => "hit (automatic)",
                (true, 1) => "hit",
                (true, _) => "hit on the re-roll",
                (false, 0) => "miss (impossible)",
                (false, _) if cover.is_some() && hit::rolled_cover_hit(&rolled) => {
                    "miss, hits the cover"
                }
                (false, 1) => "miss",
                (false, _) => "miss, re-rolled",
            };
            attempts.push((dice, label.to_string()));
        }
        pipe.rolled = Some(tally);
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Count(hits),
            passed: stage.is_single().then_some(hits == 1),
        });
    }
    hand_on(&mut report, &pipe);
    Ok(report)
}
