//! `warband fall`: a fall from a height, or a jump down (or diving charge) with its tests.

use crate::cmd::shared::context::Context;
use crate::cmd::shared::stage::roller;
use crate::error::{Result, UserError};
use crate::mechanics::fall::{self, FallQuery, FallResolution, JumpOutcome, JumpQuery};
use crate::question::FallArgs;
use crate::report::{Fact, Report, RollRecord, RollResult};
use crate::rules::Status;

mod moves;

/// `1 hit`, `2 hits`.
pub(super) fn plural(n: i64, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

fn describe_fall(report: &mut Report, f: &FallResolution) {
    let hits = match f.hits.len() {
        1 => f.hits.outcomes().next().copied().unwrap_or(0).to_string(),
        _ => "D3".to_string(),
    };
    report.facts.push((
        "each_fall".into(),
        Fact::Text(format!(
            "{hits} {} at S{}, each wounding on {} with no save",
            if hits == "1" { "hit" } else { "hits" },
            f.query.height,
            f.wound_target
        )),
    ));
    report.facts.push((
        "at_least_one_wound".into(),
        Fact::Probability(f.wounds.at_least(1)),
    ));
}

/// Whether no failure of the move can hurt, so that the Toughness is not needed: a climb up in
/// a ruleset that tests once, at the foot of the climb (a failure stays where he is), or one
/// shorter than the club's second test.
fn harmless(args: &FallArgs, cx: &Context) -> bool {
    let Some(height) = args.climb else {
        return false;
    };
    cx.ruleset.movement.as_ref().is_some_and(|m| {
        m.climbing
            .inches_per_test
            .is_none_or(|step| height < 2 * u32::from(step.max(1)))
    })
}

/// The Toughness of the one who falls; where no fall can hurt and none was given, any will do
/// (it is never used).
pub(super) fn toughness(args: &FallArgs) -> u8 {
    args.toughness.unwrap_or(3)
}

pub fn run(args: &FallArgs, cx: &Context) -> Result<Report> {
    let moving = args.climb.is_some()
        || args.climb_down.is_some()
        || args.gap.is_some()
        || args.edge.is_some();
    // clap skips `requires` when the required flag conflicts with one given, so say it here.
    if args.jump.is_none() && args.diving {
        return Err(UserError::new("--diving goes with --jump")
            .hint("--jump <inches> --i <I> --diving is a diving charge"));
    }
    if args.jump.is_none() && !moving && args.initiative.is_some() {
        return Err(
            UserError::new("--i goes with --jump, --climb, --climb-down, --gap or --edge")
                .hint("--height alone is a fall, which takes no Initiative test"),
        );
    }
    // Every flag the situation needs and lacks, named at once.
    let mut missing = Vec::new();
    if (args.jump.is_some() || moving) && args.initiative.is_none() {
        missing.push("--i <I>");
    }
    if args.toughness.is_none() && !harmless(args, cx) {
        missing.push("--t <T>");
    }
    let situation = if args.jump.is_some() {
        Some("a jump")
    } else if moving {
        Some("a climb, a gap jump or an edge")
    } else {
        args.height.map(|_| "a fall")
    };
    if let (Some(what), false) = (situation, missing.is_empty()) {
        return Err(
            UserError::new(format!("{what} needs {}", missing.join(" and ")))
                .hint("--i is the Initiative tested, --t the Toughness of the one who falls"),
        );
    }
    if args.gap.is_none() {
        for (flag, given) in [
            ("--move-left", args.move_left.is_some()),
            ("--running", args.running),
        ] {
            if given {
                return Err(UserError::new(format!("{flag} goes with --gap"))
                    .hint("--gap <inches> --move-left <inches> is a gap jump"));
            }
        }
    }
    if args.helmet
        && cx
            .ruleset
            .injury
            .as_ref()
            .is_none_or(|t| t.helmet.is_none())
    {
        return Err(
            crate::error::UserError::new(format!("{} has no helmet rule", cx.ruleset.id))
                .hint("drop --helmet"),
        );
    }
    let mut report = Report::new("fall", &cx.ruleset.id);
    report.input("t", args.toughness);
    report.input("w", args.wounds);
    report.input("helmet", args.helmet);
    let mut roller = cx.roll.then(|| roller(cx.seed, "fall"));
    if moving {
        moves::report(args, cx, &mut report, roller.as_mut())?;
        return Ok(report);
    }

    if let (Some(jump), Some(initiative)) = (&args.jump, args.initiative) {
        let height = &jump.text;
        match jump.text.parse::<f64>() {
            Ok(x) if jump.above_whole => report.input("jump", x),
            _ => report.input("jump", jump.whole),
        }
        report.input("i", initiative);
        report.input("diving", args.diving);
        let q = JumpQuery {
            height: jump.whole,
            above_whole: jump.above_whole,
            initiative,
            toughness: toughness(args),
            wounds: args.wounds,
            helmet: args.helmet,
        };
        let j = fall::jump(&cx.ruleset, &q)?;
        let what = if args.diving { "diving charge" } else { "jump" };
        report.headline = if j.automatic_fall {
            format!("{what} from {height}\": an automatic fall")
        } else if j.test.times == 0 {
            format!("{what} from {height}\": no test, lands safely")
        } else {
            format!(
                "{what} from {height}\": {} Initiative test{} of {}",
                j.test.times,
                if j.test.times == 1 { "" } else { "s" },
                j.test.kind.label()
            )
        };
        report.probability = Some(j.land.clone());
        let mut entries = vec![("landed".to_string(), j.outcome.prob(&JumpOutcome::Landed))];
        entries.extend(
            Status::ALL
                .iter()
                .map(|s| (s.name().to_string(), j.outcome.prob(&JumpOutcome::Fell(*s)))),
        );
        report.set_named("result", entries);
        describe_fall(&mut report, &j.fall);
        report.add_rulings(j.rulings.iter().map(String::as_str));
        report.notes = j.notes.clone();
        if args.diving {
            report.notes.push("a diving charge that lands gets +1 Strength and +1 to hit in the first close-combat phase".into());
        }
        if let Some(roller) = roller.as_mut() {
            let mut attempts = Vec::new();
            let mut landed = !j.automatic_fall;
            if landed {
                let rolled = j.test.roll(roller);
                landed = rolled.passed;
                attempts.extend(rolled.attempts.into_iter().map(|(d, ok)| {
                    (
                        d,
                        format!("Initiative test {}", if ok { "passed" } else { "failed" }),
                    )
                }));
            }
            let result = if landed {
                "landed".to_string()
            } else {
                let fell = fall::roll_fall(&cx.ruleset, &j.fall, roller);
                attempts.push((
                    Vec::new(),
                    format!(
                        "falls {height}\": {}, {}",
                        plural(fell.hits, "hit"),
                        plural(fell.wounds, "wound")
                    ),
                ));
                fell.status.name().to_string()
            };
            report.roll = Some(RollRecord {
                seed: roller.seed(),
                dice: roller.dice().to_vec(),
                attempts,
                result: RollResult::Named(result),
                passed: Some(landed),
            });
        }
        return Ok(report);
    }

    let Some(height) = args.height else {
        return Err(UserError::new(
            "fall needs --height, --jump, --climb, --climb-down, --gap or --edge",
        )
        .hint("e.g. warband fall --height 4 --t 3"));
    };
    report.input("height", height);
    let f = fall::fall(
        &cx.ruleset,
        &FallQuery {
            height,
            toughness: toughness(args),
            wounds: args.wounds,
            helmet: args.helmet,
        },
    )?;
    report.headline = format!("fall {height}\": ");
    report.set_verdict_of(&f.outcome, &Status::ALL);
    report.set_fates("result", &f.outcome, &Status::ALL);
    describe_fall(&mut report, &f);
    report.add_rulings(f.rulings.iter().map(String::as_str));
    report.notes = f.notes.clone();
    if let Some(roller) = roller.as_mut() {
        let fell = fall::roll_fall(&cx.ruleset, &f, roller);
        let mut attempts = vec![(
            Vec::new(),
            format!(
                "{}, {}",
                plural(fell.hits, "hit"),
                plural(fell.wounds, "wound")
            ),
        )];
        if let Some(inj) = &fell.injury {
            attempts.push((inj.dice.clone(), format!("injury: highest {}", inj.highest)));
        }
        report.roll = Some(RollRecord {
            seed: roller.seed(),
            dice: roller.dice().to_vec(),
            attempts,
            result: RollResult::Named(fell.status.name().to_string()),
            passed: None,
        });
    }
    Ok(report)
}
