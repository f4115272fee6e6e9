//! The round die by die (`--roll`, `--simulate`, and the tests' chi-square), over the lookups
//! `exact` uses: each attack's hit, wound and save, the musicians' roll-off, the break test,
//! flight and pursuit.

use super::exact::{Decision, Fate, Outcome, decide, flight_dice, score};
use super::{Prepared, Side, Strike};
use crate::mechanics::Roller;
use crate::mechanics::rolloff;

/// A played round: how it ended, and (when asked) what happened in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub outcome: Outcome,
    pub casualties: [u32; 2],
    pub difference: i64,
    pub broken: bool,
}

fn faces(dice: &[u8]) -> String {
    let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
    shown.join(" ")
}

/// One side's strikes with `fighting` models: the unsaved wounds.
fn strike(
    strikes: &[Strike],
    fighting: u32,
    side: Side,
    roller: &mut Roller,
    log: &mut Option<&mut Vec<String>>,
) -> u32 {
    let mut unsaved = 0;
    for s in strikes {
        let attacks = fighting * s.attacks;
        let (mut hit_dice, mut wound_dice, mut save_dice) = (Vec::new(), Vec::new(), Vec::new());
        let (mut hits, mut wounds, mut these) = (0, 0, 0);
        for _ in 0..attacks {
            let hit = s.hit.roll(roller);
            hit_dice.extend(hit.attempts.iter().flatten());
            if !hit.success {
                continue;
            }
            hits += 1;
            let dice = s.wound.roll(roller);
            wound_dice.extend(&dice);
            if !s.wound.rolled_success(&dice) {
                continue;
            }
            wounds += 1;
            let dice = s.save.roll(roller);
            save_dice.extend(&dice);
            if !s.save.rolled_success(&dice) {
                these += 1;
            }
        }
        unsaved += these;
        if let Some(log) = log.as_deref_mut() {
            log.push(format!(
                "{} {}: {attacks} attacks ({} to hit) [{}] → {hits} hits; to wound {} [{}] → {wounds}; {} [{}] → {these} unsaved",
                side.name(),
                s.label,
                s.hit.target,
                faces(&hit_dice),
                s.wound,
                faces(&wound_dice),
                match s.save {
                    crate::mechanics::Target::Impossible => "no save".to_string(),
                    t => format!("save {t}"),
                },
                faces(&save_dice),
            ));
        }
    }
    unsaved
}

fn sum(roller: &mut Roller, n: u32) -> (i64, Vec<u8>) {
    let dice: Vec<u8> = (0..n).map(|_| roller.d6()).collect();
    (dice.iter().map(|&d| i64::from(d)).sum(), dice)
}

/// Plays the round; `log` gets one readable line per step.
pub fn play(p: &Prepared, roller: &mut Roller, mut log: Option<&mut Vec<String>>) -> Played {
    let first = p.first;
    let second = first.other();
    let (u1, u2) = (p.combat.unit(first), p.combat.unit(second));
    let charger = p.combat.charger;
    let mut on = [0u32; 2];
    let i = |s: Side| usize::from(s == Side::B);
    let fighting = u1.fighting(u1.models, charger == first);
    let dealt = strike(p.strikes(first), fighting, first, roller, &mut log).min(u2.total_wounds());
    on[i(second)] = dealt;
    let left = u2.left_after(dealt);
    if let Some(log) = log.as_deref_mut() {
        log.push(format!(
            "{} loses {} of {} models",
            second.name(),
            u2.models - left,
            u2.models
        ));
    }
    let fighting = u2.fighting(left, charger == second);
    let back = strike(p.strikes(second), fighting, second, roller, &mut log).min(u1.total_wounds());
    on[i(first)] = back;
    if let Some(log) = log.as_deref_mut() {
        log.push(format!(
            "{} loses {} of {} models",
            first.name(),
            u1.models - u1.left_after(back),
            u1.models
        ));
    }
    let music = rolloff::roll(p.combat.a.musicians, p.combat.b.musicians, roller);
    if let Some(log) = log.as_deref_mut()
        && p.combat.a.musicians + p.combat.b.musicians > 0
    {
        log.push(format!(
            "musicians: A [{}] against B [{}]: A {}s the roll-off",
            faces(&music.ours),
            faces(&music.theirs),
            music.result.name()
        ));
    }
    let s = score(p, on, music.result);
    let difference = s.total[0] - s.total[1];
    if let Some(log) = log.as_deref_mut() {
        log.push(format!(
            "combat result: A {} against B {} (difference {difference:+})",
            s.total[0], s.total[1]
        ));
    }
    let decision = decide(p, &s);
    let fate =
        |decision: &Decision, roller: &mut Roller, log: &mut Option<&mut Vec<String>>| {
            let loser = decision.loser().expect("a loser");
            let breaks = match decision {
                Decision::Wiped { .. } => return Fate::Destroyed,
                Decision::Broken { .. } => {
                    if let Some(log) = log.as_deref_mut() {
                        log.push(format!(
                            "{} is broken without a test: the fear-causing enemy outnumbers it",
                            loser.name()
                        ));
                    }
                    true
                }
                Decision::Test { test, .. } => {
                    let rolled = test.roll(roller);
                    if let Some(log) = log.as_deref_mut() {
                        let tries: Vec<String> = rolled
                            .attempts
                            .iter()
                            .map(|(d, ok)| {
                                format!("[{}] {}", faces(d), if *ok { "pass" } else { "fail" })
                            })
                            .collect();
                        log.push(format!(
                            "{} break test ({}): {}",
                            loser.name(),
                            test.kind.label(),
                            tries.join(", re-roll ")
                        ));
                    }
                    !rolled.passed
                }
                Decision::Draw => unreachable!("a draw has no loser"),
            };
            if !breaks {
                return Fate::Holds;
            }
            let (flee, pursue) = flight_dice(p, loser);
            let (fled, fd) = sum(roller, flee);
            let (chased, cd) = sum(roller, pursue);
            let caught = chased >= fled;
            if let Some(log) = log.as_deref_mut() {
                log.push(format!(
                "{} flees {flee}D6 [{}] = {fled}\"; {} pursues {pursue}D6 [{}] = {chased}\": {}",
                loser.name(),
                faces(&fd),
                loser.other().name(),
                faces(&cd),
                if caught { "caught and destroyed" } else { "escapes" }
            ));
            }
            if caught { Fate::Destroyed } else { Fate::Flees }
        };
    let (outcome, broken) = match decision.loser() {
        None => (Outcome::Draw, false),
        Some(loser) => {
            let f = fate(&decision, roller, &mut log);
            let broken = f != Fate::Holds && !matches!(decision, Decision::Wiped { .. });
            (Outcome::of(loser.other(), f), broken)
        }
    };
    Played {
        outcome,
        casualties: [p.combat.a.models - s.left[0], p.combat.b.models - s.left[1]],
        difference,
        broken,
    }
}
