//! `warband fall --climb | --climb-down | --gap | --edge`: the movement tests that end in a
//! fall (climbing, gap jumps, slipping off an edge), exact and rolled.

use super::plural;
use crate::cmd::shared::context::Context;
use crate::error::{Result, UserError};
use crate::mechanics::Roller;
use crate::mechanics::movement::{self, Fate, GapQuery, MoveResolution, Mover};
use crate::prob::Ratio;
use crate::question::{EdgeState, FallArgs, JumpHeight};
use crate::report::{Fact, Report, RollRecord, RollResult, probability_json};
use crate::rules::Status;
use serde_json::json;

/// Inches as given (`2.5`), exactly.
fn exact_inches(h: &JumpHeight) -> Ratio {
    let (whole, fraction) = h.text.split_once('.').unwrap_or((&h.text, ""));
    let digits = format!("{whole}{fraction}");
    let digits = if digits.is_empty() { "0" } else { &digits };
    format!("{digits}/1{}", "0".repeat(fraction.len()))
        .parse()
        .unwrap_or_else(|_| Ratio::from_integer(u64::from(h.whole)))
}

/// What each kind of move calls the one that succeeds, and whether a stop can happen.
struct Kind {
    made: &'static str,
    stopped: bool,
}

pub(super) fn report(
    args: &FallArgs,
    cx: &Context,
    report: &mut Report,
    roller: Option<&mut Roller>,
) -> Result<()> {
    let Some(initiative) = args.initiative else {
        return Err(
            UserError::new("a climb, a gap jump or an edge needs --i <I>")
                .hint("give the Initiative of the one who moves, e.g. --i 3"),
        );
    };
    let needs_height = |flag: &str| {
        args.height.ok_or_else(|| {
            UserError::new(format!("{flag} needs --height <inches>, the drop below"))
                .hint("the rules do not say how far he falls: give it, e.g. --height 4")
        })
    };
    let m = Mover {
        initiative,
        toughness: super::toughness(args),
        wounds: args.wounds,
        helmet: args.helmet,
    };
    report.input("i", initiative);
    let ruleset = &cx.ruleset;
    let (r, kind, what) = if let Some(h) = args.climb.or(args.climb_down) {
        let down = args.climb.is_none();
        report.input(if down { "climb_down" } else { "climb" }, h);
        let r = movement::climb(ruleset, h, down, &m)?;
        let what = format!("climb {h}\" {}", if down { "down" } else { "up" });
        let made = if down { "climbed_down" } else { "climbed_up" };
        (
            r,
            Kind {
                made,
                stopped: true,
            },
            what,
        )
    } else if let Some(gap) = &args.gap {
        let drop = needs_height("--gap")?;
        report.input("gap", exact_inches(gap).to_f64());
        if let Some(left) = &args.move_left {
            report.input("move_left", exact_inches(left).to_f64());
        }
        report.input("running", args.running);
        report.input("height", drop);
        let q = GapQuery {
            gap: exact_inches(gap),
            move_left: args.move_left.as_ref().map(exact_inches),
            running: args.running,
            drop,
        };
        let r = movement::gap(ruleset, &q, &m)?;
        let what = format!("gap {}\" over a {drop}\" drop", gap.text);
        let made = "jumped";
        (
            r,
            Kind {
                made,
                stopped: false,
            },
            what,
        )
    } else {
        let edge = args.edge.expect("moving is climb, gap or edge");
        let drop = needs_height("--edge")?;
        let state = match edge {
            EdgeState::KnockedDown => Status::KnockedDown,
            EdgeState::Stunned => Status::Stunned,
        };
        report.input("edge", state.name());
        report.input("height", drop);
        let r = movement::edge(ruleset, state, drop, &m)?;
        let what = format!("{} by a {drop}\" edge", state.name().replace('_', " "));
        (
            r,
            Kind {
                made: "stays",
                stopped: false,
            },
            what,
        )
    };
    let tests = r.steps.len();
    report.headline = if r.automatic.is_some() {
        format!("{what}: an automatic fall")
    } else if tests == 0 {
        format!("{what}: no test, makes it")
    } else {
        format!(
            "{what}: {} of {}",
            plural(tests as i64, "Initiative test"),
            r.test.label()
        )
    };
    report.probability = Some(r.outcome.prob(&Fate::Made));
    let mut entries = vec![(kind.made.to_string(), r.outcome.prob(&Fate::Made))];
    if kind.stopped {
        entries.push(("stopped".into(), r.outcome.prob(&Fate::Stopped)));
    }
    entries.extend(
        Status::ALL
            .iter()
            .filter(|s| **s >= r.floor)
            .map(|s| (s.name().to_string(), r.outcome.prob(&Fate::Fell(*s)))),
    );
    report.set_named("result", entries);
    describe(report, &r);
    report.add_rulings(r.rulings.iter().map(String::as_str));
    report.notes = r.notes.clone();
    if let Some(roller) = roller {
        roll(report, cx, &r, kind.made, roller);
    }
    Ok(())
}

/// Where he may fall from and with what chance, and what each fall is.
fn describe(report: &mut Report, r: &MoveResolution) {
    let falls = r.falls();
    if falls.is_empty() {
        return;
    }
    report.facts.push((
        "falls".into(),
        Fact::Probabilities(
            falls
                .iter()
                .map(|(h, p)| (format!("falls from {h}\""), p.clone()))
                .collect(),
        ),
    ));
    report.facts.push((
        "fall_heights".into(),
        Fact::Data(json!(
            falls
                .iter()
                .map(|(h, p)| json!({ "height": h, "probability": probability_json(p) }))
                .collect::<Vec<_>>()
        )),
    ));
    let each: Vec<String> = r
        .automatic
        .iter()
        .chain(r.steps.iter().filter_map(|s| s.fall.as_ref()))
        .map(|f| {
            let hits = match f.hits.len() {
                1 => f.hits.outcomes().next().copied().unwrap_or(0).to_string(),
                _ => "D3".to_string(),
            };
            format!(
                "from {}\": {hits} {} at S{}, each wounding on {} with no save",
                f.query.height,
                if hits == "1" { "hit" } else { "hits" },
                f.query.height,
                f.wound_target
            )
        })
        .collect();
    report.facts.push(("each_fall".into(), Fact::Lines(each)));
}

fn roll(report: &mut Report, cx: &Context, r: &MoveResolution, made: &str, roller: &mut Roller) {
    let rolled = movement::roll(&cx.ruleset, r, roller);
    let mut attempts: Vec<(Vec<u8>, String)> = rolled
        .tests
        .iter()
        .map(|(d, ok)| {
            (
                d.clone(),
                format!("Initiative test {}", if *ok { "passed" } else { "failed" }),
            )
        })
        .collect();
    if let Some((h, fell)) = &rolled.fell {
        attempts.push((
            Vec::new(),
            format!(
                "falls {h}\": {}, {}",
                plural(fell.hits, "hit"),
                plural(fell.wounds, "wound")
            ),
        ));
        if let Some(inj) = &fell.injury {
            attempts.push((inj.dice.clone(), format!("injury: highest {}", inj.highest)));
        }
    }
    let result = match rolled.fate {
        Fate::Made => made.to_string(),
        Fate::Stopped => "stopped".into(),
        Fate::Fell(s) => s.name().to_string(),
    };
    report.roll = Some(RollRecord {
        seed: roller.seed(),
        dice: roller.dice().to_vec(),
        attempts,
        result: RollResult::Named(result),
        passed: Some(rolled.fate == Fate::Made),
    });
}
