//! Spells and prayers (the club, seed 000 §2.17): the casting roll, then what the spell's dice do
//! to its target, and the rolls that choose a wizard's spells. Each chain is one function of its
//! dice: the exact distribution runs it over every sequence of dice (a tape), the seeded roll
//! over the roller's, so the two read the same lookups and cannot drift.

use super::save::{self, Armour, SaveQuery};
use super::test::TestKind;
use super::wound::{self, WoundQuery};
use super::{Roller, Target};
use crate::error::{Result, UserError};
use crate::prob::{Dist, Ratio};
use crate::rules::spells::{Magic, Spell, SpellEffect};
use crate::rules::{InjuryTable, Ruleset, Status};

/// Where a chain's dice come from: every sequence (exact) or the roller (rolled).
pub trait Dice {
    /// One die of `sides` faces.
    fn die(&mut self, sides: u8) -> u8;
    /// A D6 re-rolled until it is not `not`; the exact tape reads it as one of the five.
    fn d6_except(&mut self, not: u8) -> u8 {
        loop {
            let d = self.die(6);
            if d != not {
                return d;
            }
        }
    }
}

impl Dice for Roller {
    fn die(&mut self, sides: u8) -> u8 {
        if sides == 6 {
            self.d6()
        } else {
            Roller::die(self, sides)
        }
    }
}

/// A prefix of dice; a die asked for beyond it marks the run short (its faces to branch on).
struct Tape {
    prefix: Vec<(u8, u8)>,
    pos: usize,
    short: Option<u8>,
}

impl Dice for Tape {
    fn die(&mut self, sides: u8) -> u8 {
        if let Some(&(face, _)) = self.prefix.get(self.pos) {
            self.pos += 1;
            face
        } else {
            self.short.get_or_insert(sides);
            1
        }
    }

    fn d6_except(&mut self, not: u8) -> u8 {
        let k = self.die(5);
        if k >= not { k + 1 } else { k }
    }
}

/// The exact distribution of `chain` over every sequence of its dice: each run that reads `n`
/// dice of `s₁ … sₙ` faces has probability 1/(s₁ ⋯ sₙ).
pub fn exact<T: Ord + Clone>(chain: impl Fn(&mut dyn Dice) -> T) -> Dist<T> {
    let mut out = Vec::new();
    let mut stack: Vec<Vec<(u8, u8)>> = vec![Vec::new()];
    while let Some(prefix) = stack.pop() {
        let mut tape = Tape {
            prefix: prefix.clone(),
            pos: 0,
            short: None,
        };
        let result = chain(&mut tape);
        match tape.short {
            Some(sides) => {
                for face in 1..=sides {
                    let mut next = prefix.clone();
                    next.push((face, sides));
                    stack.push(next);
                }
            }
            None => {
                let denom: u64 = prefix.iter().map(|&(_, s)| u64::from(s)).product();
                out.push((result, Ratio::new(1, denom)));
            }
        }
    }
    Dist::from_probs(out).expect("every sequence of dice, once")
}

/// What a spell did, best for the target first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum SpellOutcome {
    NotCast,
    /// Cast, with no dice after (its effect is the seed's text).
    Cast,
    /// The Strength test passed (Spell of Doom), or no wound (a hit not wounding, saved).
    NoEffect,
    Wounded,
    KnockedDown,
    Stunned,
    OutOfAction,
    /// A panic test passed or failed.
    Holds,
    Panics,
}

impl SpellOutcome {
    pub fn name(self) -> &'static str {
        match self {
            SpellOutcome::NotCast => "not_cast",
            SpellOutcome::Cast => "cast",
            SpellOutcome::NoEffect => "no_effect",
            SpellOutcome::Wounded => "wounded",
            SpellOutcome::KnockedDown => "knocked_down",
            SpellOutcome::Stunned => "stunned",
            SpellOutcome::OutOfAction => "out_of_action",
            SpellOutcome::Holds => "holds",
            SpellOutcome::Panics => "panics",
        }
    }

    fn of(status: Status) -> SpellOutcome {
        match status {
            Status::Unharmed => SpellOutcome::NoEffect,
            Status::Wounded => SpellOutcome::Wounded,
            Status::KnockedDown => SpellOutcome::KnockedDown,
            Status::Stunned => SpellOutcome::Stunned,
            Status::OutOfAction => SpellOutcome::OutOfAction,
        }
    }
}

/// The target of a spell, as flags give him.
#[derive(Debug, Clone, Default)]
pub struct SpellTarget {
    pub toughness: Option<u8>,
    pub wounds: u8,
    pub strength: Option<u8>,
    pub ld: Option<u8>,
    pub armour: Option<Armour>,
    pub helmet: bool,
    pub against: Option<String>,
    pub in_combat: bool,
}

/// One spell's chain, every number looked up once.
#[derive(Debug, Clone)]
pub struct Plan {
    pub cast: Option<TestKind>,
    pub step: Step,
    pub injury: Option<InjuryTable>,
    pub helmet: bool,
    pub wounds: u8,
    pub rulings: Vec<String>,
    pub notes: Vec<String>,
}

#[derive(Debug, Clone)]
pub enum Step {
    None,
    /// A hit at `strength`: to wound on `wound`, saved on `save`.
    Hit {
        strength: u8,
        wound: Target,
        save: Target,
    },
    Wounds {
        wounds: u8,
    },
    StrengthTest(TestKind),
    Panic(TestKind),
}

fn refuse(flag: &str, spell: &Spell) -> UserError {
    UserError::new(format!("{flag} has no meaning for {}", spell.name)).hint(format!("drop {flag}"))
}

fn needs(flag: &str, spell: &Spell) -> UserError {
    UserError::new(format!("{} needs the target's {flag}", spell.name))
        .hint(format!("give {flag} <value>"))
}

/// Looks the chain up: the casting test (`difficulty` overrides the spell's, lowered by a
/// spell known twice), and what its effect needs of the target. A flag the spell gives no
/// meaning to is refused.
pub fn plan(
    ruleset: &Ruleset,
    spell: &Spell,
    difficulty: Option<u8>,
    t: &SpellTarget,
) -> Result<Plan> {
    let mut rulings = vec!["R-82".to_string()];
    let mut notes = Vec::new();
    let cast = match (spell.difficulty, difficulty) {
        (None, Some(_)) => return Err(refuse("--difficulty", spell)),
        (None, None) => None,
        (Some(_), Some(d)) | (Some(d), None) => Some(TestKind::Casting {
            difficulty: i32::from(d),
        }),
    };
    let hits = matches!(spell.effect, SpellEffect::Hit { .. });
    let wounds = matches!(
        spell.effect,
        SpellEffect::Hit { .. } | SpellEffect::WoundsNoSave { .. }
    );
    let injures = wounds || matches!(spell.effect, SpellEffect::StrengthTestOrInjury);
    let checks: [(&str, bool, bool); 8] = [
        ("--t", t.toughness.is_some(), hits),
        ("--armour", t.armour.is_some(), hits),
        ("--against", t.against.is_some(), hits),
        ("--in-combat", t.in_combat, hits),
        ("--w", t.wounds != 1, wounds),
        (
            "--s",
            t.strength.is_some(),
            matches!(spell.effect, SpellEffect::StrengthTestOrInjury),
        ),
        (
            "--ld",
            t.ld.is_some(),
            matches!(spell.effect, SpellEffect::PanicTest),
        ),
        ("--helmet", t.helmet, injures),
    ];
    if let Some((flag, ..)) = checks.iter().find(|(_, given, used)| *given && !*used) {
        return Err(refuse(flag, spell));
    }
    let injury = if injures {
        let table = ruleset.injury.clone().ok_or_else(|| {
            UserError::new(format!("{} has no injury table", ruleset.id))
                .hint("choose mordheim-club")
        })?;
        if t.helmet && table.helmet.is_none() {
            return Err(
                UserError::new(format!("{} has no helmet rule", ruleset.id)).hint("drop --helmet")
            );
        }
        rulings.push("R-16".into());
        if t.helmet {
            rulings.push("R-17".into());
        }
        Some(table)
    } else {
        None
    };
    let step = match &spell.effect {
        SpellEffect::NoDice => Step::None,
        SpellEffect::Hit {
            strength,
            against,
            in_combat,
        } => {
            let toughness = t.toughness.ok_or_else(|| needs("--t", spell))?;
            let mut s = *strength;
            if let Some(kind) = &t.against {
                let found = against
                    .iter()
                    .find(|a| a.target == kind.to_ascii_lowercase())
                    .ok_or_else(|| {
                        let names: Vec<&str> = against.iter().map(|a| a.target.as_str()).collect();
                        UserError::new(format!(
                            "{} has no other Strength against '{kind}'",
                            spell.name
                        ))
                        .hint(format!("--against takes {}", names.join(", ")))
                    })?;
                s = found.strength;
            }
            if t.in_combat {
                s = in_combat.ok_or_else(|| refuse("--in-combat", spell))?;
            }
            let wound = wound::resolve(
                ruleset,
                &WoundQuery {
                    strength: s,
                    toughness,
                    modifier: 0,
                    shooting: true,
                },
            )?;
            // Spells never cause criticals: the critical ruling is not one this chain used.
            rulings.extend(wound.rulings.iter().filter(|r| *r != "R-10").cloned());
            let save = save::resolve(
                ruleset,
                &SaveQuery {
                    armour: t.armour.clone().unwrap_or(Armour::None),
                    shield: false,
                    mounted: false,
                    barding: false,
                    strength: Some(s),
                    modifier: 0,
                    bonus: 0,
                    down: false,
                    own_weapon_no_cover: false,
                    fleeing: false,
                    buckler: false,
                },
            )?;
            rulings.extend(save.rulings.iter().cloned());
            notes.push(format!(
                "an S{s} hit: to wound {}, save {}; spells never cause criticals",
                wound.check.target, save.check.target
            ));
            Step::Hit {
                strength: s,
                wound: wound.check.target,
                save: save.check.target,
            }
        }
        SpellEffect::WoundsNoSave { wounds } => {
            notes.push(format!("{wounds} wound lost with no armour save"));
            Step::Wounds { wounds: *wounds }
        }
        SpellEffect::StrengthTestOrInjury => {
            let s = t.strength.ok_or_else(|| needs("--s", spell))?;
            let test = TestKind::Characteristic {
                value: i32::from(s),
            };
            rulings.push("R-7".into());
            notes.push(format!(
                "a Strength test ({}), a failure an injury roll",
                test.label()
            ));
            Step::StrengthTest(test)
        }
        SpellEffect::PanicTest => {
            let ld = t.ld.ok_or_else(|| needs("--ld", spell))?;
            let test = TestKind::Leadership { ld: i32::from(ld) };
            notes.push(format!("a panic test ({}) with no re-roll", test.label()));
            Step::Panic(test)
        }
    };
    Ok(Plan {
        cast,
        step,
        injury,
        helmet: t.helmet,
        wounds: t.wounds,
        rulings,
        notes,
    })
}

/// One die by die: what `test` rolls.
fn take(test: TestKind, dice: &mut dyn Dice) -> (Vec<u8>, bool) {
    let faces: Vec<u8> = (0..test.dice()).map(|_| dice.die(6)).collect();
    let passed = test.passes(&faces);
    (faces, passed)
}

fn check(target: Target, dice: &mut dyn Dice) -> (Vec<u8>, bool) {
    let faces: Vec<u8> = match target {
        Target::SixThen { .. } => {
            let first = dice.die(6);
            if first == 6 {
                vec![first, dice.die(6)]
            } else {
                vec![first]
            }
        }
        _ => (0..target.dice()).map(|_| dice.die(6)).collect(),
    };
    let ok = target.rolled_success(&faces);
    (faces, ok)
}

/// An injury roll on the ruleset's table, the helmet's save on stunned.
fn injury(plan: &Plan, dice: &mut dyn Dice, log: &mut Vec<(Vec<u8>, String)>) -> Status {
    let table = plan.injury.as_ref().expect("plan found the injury table");
    let d = dice.die(6);
    let status = table.result(i64::from(d), false);
    log.push((
        vec![d],
        format!("injury roll: {}", status.name().replace('_', " ")),
    ));
    match (status, table.helmet.as_ref().filter(|_| plan.helmet)) {
        (Status::Stunned, Some(h)) => {
            let die = dice.die(6);
            let saved = die >= h.save;
            log.push((
                vec![die],
                format!(
                    "helmet {}",
                    if saved {
                        "saves: knocked down"
                    } else {
                        "fails"
                    }
                ),
            ));
            if saved {
                Status::KnockedDown
            } else {
                Status::Stunned
            }
        }
        (s, _) => s,
    }
}

/// The whole chain on `dice`, with what each step rolled.
pub fn run(plan: &Plan, dice: &mut dyn Dice, log: &mut Vec<(Vec<u8>, String)>) -> SpellOutcome {
    if let Some(cast) = plan.cast {
        let (faces, ok) = take(cast, dice);
        log.push((
            faces,
            format!("casting {}", if ok { "succeeds" } else { "fails" }),
        ));
        if !ok {
            return SpellOutcome::NotCast;
        }
    }
    let lose = |n: u8, dice: &mut dyn Dice, log: &mut Vec<(Vec<u8>, String)>| {
        if plan.wounds > n {
            SpellOutcome::Wounded
        } else {
            SpellOutcome::of(injury(plan, dice, log))
        }
    };
    match &plan.step {
        Step::None => SpellOutcome::Cast,
        Step::Hit { wound, save, .. } => {
            let (faces, ok) = check(*wound, dice);
            log.push((
                faces,
                format!("to wound {}", if ok { "wounds" } else { "fails" }),
            ));
            if !ok {
                return SpellOutcome::NoEffect;
            }
            let (faces, saved) = check(*save, dice);
            if save.dice() > 0 || *save == Target::Automatic {
                log.push((
                    faces,
                    format!("armour save {}", if saved { "saves" } else { "fails" }),
                ));
            }
            if saved {
                SpellOutcome::NoEffect
            } else {
                lose(1, dice, log)
            }
        }
        Step::Wounds { wounds } => lose(*wounds, dice, log),
        Step::StrengthTest(test) => {
            let (faces, ok) = take(*test, dice);
            log.push((
                faces,
                format!("Strength test {}", if ok { "passed" } else { "failed" }),
            ));
            if ok {
                SpellOutcome::NoEffect
            } else {
                SpellOutcome::of(injury(plan, dice, log))
            }
        }
        Step::Panic(test) => {
            let (faces, ok) = take(*test, dice);
            log.push((
                faces,
                format!("panic test {}", if ok { "passed" } else { "failed" }),
            ));
            if ok {
                SpellOutcome::Holds
            } else {
                SpellOutcome::Panics
            }
        }
    }
}

pub fn distribution(plan: &Plan) -> Dist<SpellOutcome> {
    exact(|dice| run(plan, dice, &mut Vec::new()))
}

/// How the spells are chosen: the first (two dice, one chosen), two at the start (three dice,
/// two chosen), or a new one for a wizard who knows some (one die).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    First { want: u8 },
    Two { want: Vec<u8> },
}

/// Whether the wanted spells (D6 numbers) can be chosen, with the dice rolled. A double that
/// is not the wanted spell has one die re-rolled (the seed's one re-roll, R-81); three of a kind
/// for two spells re-rolls one die until it differs.
pub fn choose(
    magic: &Magic,
    choice: &Choice,
    dice: &mut dyn Dice,
    log: &mut Vec<(Vec<u8>, String)>,
) -> bool {
    match choice {
        Choice::First { want } => {
            let mut faces: Vec<u8> = (0..magic.first_spell_dice).map(|_| dice.die(6)).collect();
            let double = (1..faces.len()).any(|i| faces[..i].contains(&faces[i]));
            log.push((faces.clone(), "the spells offered".into()));
            if magic.reroll_one_die_of_a_double && double && !faces.contains(want) {
                let again = dice.die(6);
                let last = faces.len() - 1;
                faces[last] = again;
                log.push((vec![again], "a double: one die re-rolled".into()));
            }
            faces.contains(want)
        }
        Choice::Two { want } => {
            let mut faces: Vec<u8> = (0..magic.two_spells_dice).map(|_| dice.die(6)).collect();
            log.push((faces.clone(), "the spells offered".into()));
            if faces.iter().all(|&f| f == faces[0]) {
                let other = dice.d6_except(faces[0]);
                faces.push(other);
                log.push((
                    vec![other],
                    "all the same: a die re-rolled until it differs".into(),
                ));
            }
            want.iter().all(|w| faces.contains(w))
        }
    }
}

pub fn choose_distribution(magic: &Magic, choice: &Choice) -> Dist<bool> {
    exact(|dice| choose(magic, choice, dice, &mut Vec::new()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tape_weighs_every_sequence() {
        // Two D6 summed: 7 has 6 of 36; a d6_except(3) is 1/5 each of the other five.
        let sum = exact(|d| d.die(6) + d.die(6));
        assert_eq!(sum.prob(&7), Ratio::new(1, 6));
        let other = exact(|d| d.d6_except(3));
        assert_eq!(other.prob(&3), Ratio::zero());
        assert_eq!(other.prob(&6), Ratio::new(1, 5));
    }
}
