//! The Initiative tests of movement that end in a fall: climbing up or down (core: one test;
//! club: one before each full 2", R-70), jumping a gap (R-71) and a knocked-down or stunned
//! warrior slipping off an edge. Each failure is resolved by `fall`'s damage chain.

use super::Roller;
use super::fall::{self, FallQuery, FallResolution, RolledFall};
use super::test::TestKind;
use crate::error::{Result, UserError};
use crate::prob::{Dist, Ratio};
use crate::rules::{MovementRule, Ruleset, Status};

/// How a move with a test ends: made it, stopped where he was, or fell with this result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fate {
    Made,
    Stopped,
    Fell(Status),
}

/// The one who moves: his Initiative and what a fall does to him.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mover {
    pub initiative: u8,
    pub toughness: u8,
    pub wounds: u8,
    pub helmet: bool,
}

/// One of the tests in order: the height a failure falls from (`None`: below a fall, he stops).
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub fall: Option<FallResolution>,
}

/// A move resolved: its tests in order (each passes with `pass`), what happens when one
/// fails, and the fate distribution.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveResolution {
    /// An automatic fall from `automatic` with no test (a gap too wide, too little movement).
    pub automatic: Option<FallResolution>,
    pub steps: Vec<Step>,
    pub test: TestKind,
    pub pass: Ratio,
    /// The state a fall cannot make better (an edge: knocked down or stunned, R-72).
    pub floor: Status,
    pub outcome: Dist<Fate>,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

impl MoveResolution {
    /// P(he falls from each height), the heights in the order of the tests.
    pub fn falls(&self) -> Vec<(u32, Ratio)> {
        let mut out: Vec<(u32, Ratio)> = Vec::new();
        if let Some(f) = &self.automatic {
            out.push((f.query.height, Ratio::one()));
        }
        let mut reach = Ratio::one();
        for step in &self.steps {
            if let Some(f) = &step.fall {
                out.push((f.query.height, &reach * &self.pass.complement()));
            }
            reach = &reach * &self.pass;
        }
        out
    }
}

fn movement<'a>(ruleset: &'a Ruleset, what: &str) -> Result<&'a MovementRule> {
    ruleset.movement.as_ref().ok_or_else(|| {
        UserError::new(format!("ruleset {} has no {what} rule", ruleset.id))
            .hint("climbing, gap jumps and edges are in mordheim, mordheim-club and skirmish")
    })
}

/// A fall from `height`, or `None` below the least height that is a fall (he stops, R-70).
fn fall_from(ruleset: &Ruleset, height: u32, m: &Mover) -> Result<Option<FallResolution>> {
    let least = ruleset
        .falling
        .as_ref()
        .map_or(1, |f| u32::from(f.min_height));
    if height < least {
        return Ok(None);
    }
    fall_always(ruleset, height, m).map(Some)
}

/// The fate distribution of tests taken in order until one fails (then `steps[k]`'s fall, or a
/// stop), every one passed being `Made`; an automatic fall replaces the tests.
fn resolve(
    automatic: Option<FallResolution>,
    steps: Vec<Step>,
    test: TestKind,
    floor: Status,
    mut rulings: Vec<String>,
    mut notes: Vec<String>,
) -> MoveResolution {
    let pass = test.probability();
    let fell = |f: &FallResolution| f.outcome.map(|s| Fate::Fell((*s).max(floor)));
    let outcome = match &automatic {
        Some(f) => fell(f),
        None => {
            // Branch k: the first k tests pass and test k fails; branch n: all pass.
            let n = steps.len();
            let branch = Dist::from_probs((0..=n).map(|k| {
                let reach = pass.pow(k as u32);
                let p = if k == n {
                    reach
                } else {
                    &reach * &pass.complement()
                };
                (k, p)
            }))
            .expect("the branches of a test sequence sum to 1");
            branch.bind(|&k| match steps.get(k) {
                None => Dist::certain(Fate::Made),
                Some(Step { fall: None }) => Dist::certain(Fate::Stopped),
                Some(Step { fall: Some(f) }) => fell(f),
            })
        }
    };
    let falls = automatic
        .iter()
        .chain(steps.iter().filter_map(|s| s.fall.as_ref()));
    for f in falls {
        rulings.extend(f.rulings.iter().cloned());
        for n in &f.notes {
            if !notes.contains(n) {
                notes.push(n.clone());
            }
        }
    }
    if automatic.is_none() && !steps.is_empty() {
        rulings.push("R-7".into());
    }
    rulings.sort_by_key(|id| crate::rules::ruling_order(id));
    rulings.dedup();
    MoveResolution {
        automatic,
        steps,
        test,
        pass,
        floor,
        outcome,
        rulings,
        notes,
    }
}

fn initiative(m: &Mover) -> TestKind {
    TestKind::Characteristic {
        value: i32::from(m.initiative),
    }
}

/// Climbing `height` whole inches up (`down` false) or down: the tests before each full step
/// (core: one before the whole climb), a failure falling from the height he is at.
pub fn climb(ruleset: &Ruleset, height: u32, down: bool, m: &Mover) -> Result<MoveResolution> {
    let rule = &movement(ruleset, "climbing")?.climbing;
    if height == 0 {
        return Err(UserError::new("a climb of 0\" is no climb")
            .hint("give the height climbed in inches, e.g. --climb 4"));
    }
    let (tests, step) = match rule.inches_per_test {
        None => (1, 0),
        Some(n) => {
            let n = u32::from(n.max(1));
            (height / n, n)
        }
    };
    let steps = (0..tests)
        .map(|k| {
            let at = if down { height - k * step } else { k * step };
            fall_from(ruleset, at, m).map(|fall| Step { fall })
        })
        .collect::<Result<Vec<_>>>()?;
    let mut rulings = vec!["R-70".to_string()];
    rulings.extend(rule.provenance.ruling().map(String::from));
    if down {
        rulings.extend(rule.down.ruling().map(String::from));
    }
    let notes = vec![rule.text.clone()];
    Ok(resolve(
        None,
        steps,
        initiative(m),
        Status::Unharmed,
        rulings,
        notes,
    ))
}

/// A gap jump: its width and the movement left (`None`: enough), exact inches; `drop` is the
/// fall below the gap.
#[derive(Debug, Clone, PartialEq)]
pub struct GapQuery {
    pub gap: Ratio,
    pub move_left: Option<Ratio>,
    pub running: bool,
    pub drop: u32,
}

pub fn gap(ruleset: &Ruleset, q: &GapQuery, m: &Mover) -> Result<MoveResolution> {
    let rule = &movement(ruleset, "gap-jumping")?.gaps;
    let max = if q.running {
        rule.max_running.ok_or_else(|| {
            UserError::new(format!(
                "a running jump is no longer than a walking one in {}",
                ruleset.id
            ))
            .hint("drop --running")
        })?
    } else {
        rule.max
    };
    let inches = |n: u8| Ratio::from_integer(u64::from(n));
    let mut notes = vec![rule.text.clone()];
    let too_wide = q.gap > inches(max);
    if too_wide && !rule.too_wide_falls {
        return Err(UserError::new(format!(
            "a gap jump is at most {max}\" in {} (got {}\")",
            ruleset.id,
            q.gap.to_f64()
        ))
        .hint("a wider gap cannot be jumped"));
    }
    let short = q.move_left.as_ref().is_some_and(|left| *left < q.gap);
    // A failed jump always ends below the gap: a drop too low to be a fall lands him unhurt.
    let fall = fall_always(ruleset, q.drop, m)?;
    let rulings = vec!["R-71".to_string()];
    let (automatic, steps) = if too_wide || short {
        notes.push(if too_wide {
            format!("wider than {max}\": an automatic fall")
        } else {
            "too little movement left: an automatic fall".into()
        });
        (Some(fall), Vec::new())
    } else if let Some(n) = rule.no_test_up_to.filter(|&n| q.gap <= inches(n)) {
        notes.push(format!("no test for a gap of {n}\" or less"));
        (None, Vec::new())
    } else {
        (None, vec![Step { fall: Some(fall) }])
    };
    Ok(resolve(
        automatic,
        steps,
        initiative(m),
        Status::Unharmed,
        rulings,
        notes,
    ))
}

fn fall_always(ruleset: &Ruleset, height: u32, m: &Mover) -> Result<FallResolution> {
    fall::fall(
        ruleset,
        &FallQuery {
            height,
            toughness: m.toughness,
            wounds: m.wounds,
            helmet: m.helmet,
        },
    )
}

/// A warrior `state` (knocked down or stunned) within 1" of an edge `height` above the ground:
/// one test, or he falls, and stays at least as down as he was.
pub fn edge(ruleset: &Ruleset, state: Status, height: u32, m: &Mover) -> Result<MoveResolution> {
    let rule = &movement(ruleset, "edge")?.edge;
    let fall = fall_always(ruleset, height, m)?;
    Ok(resolve(
        None,
        vec![Step { fall: Some(fall) }],
        initiative(m),
        state,
        vec!["R-72".into()],
        vec![rule.text.clone()],
    ))
}

/// A rolled move: each test's die with its verdict, the fall if one came, the fate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolledMove {
    pub tests: Vec<(Vec<u8>, bool)>,
    pub fell: Option<(u32, RolledFall)>,
    pub fate: Fate,
}

/// Rolls the same tests and falls as `r`'s exact distribution, die by die.
pub fn roll(ruleset: &Ruleset, r: &MoveResolution, roller: &mut Roller) -> RolledMove {
    let fell = |f: &FallResolution, roller: &mut Roller| {
        let rolled = fall::roll_fall(ruleset, f, roller);
        let fate = Fate::Fell(rolled.status.max(r.floor));
        (Some((f.query.height, rolled)), fate)
    };
    if let Some(f) = &r.automatic {
        let (fell, fate) = fell(f, roller);
        return RolledMove {
            tests: Vec::new(),
            fell,
            fate,
        };
    }
    let mut tests = Vec::new();
    for step in &r.steps {
        let dice = r.test.roll(roller);
        let ok = r.test.passes(&dice);
        tests.push((dice, ok));
        if !ok {
            let (fell, fate) = match &step.fall {
                Some(f) => fell(f, roller),
                None => (None, Fate::Stopped),
            };
            return RolledMove { tests, fell, fate };
        }
    }
    RolledMove {
        tests,
        fell: None,
        fate: Fate::Made,
    }
}
