//! The combat die by die (`--roll`, `--simulate`, and the tests' chi-square), over the lookups
//! `exact` uses: the fear test, each attack's hit, wound and save, the strike order's roll-off,
//! the musicians' roll-off, the break test, flight and pursuit, round after round.

use super::result::{Decision, Ending, Fate, Outcome, break_test, decide, flight_dice, idx, score};
use super::{Prepared, Side, Slot, Standing, Step, Strike};
use crate::mechanics::Roller;
use crate::mechanics::rolloff;
use crate::mechanics::test::Test;

/// A played combat: how it ended.
pub type Played = Ending;

type Log<'l> = Option<&'l mut Vec<String>>;

fn say(log: &mut Log, line: impl FnOnce() -> String) {
    if let Some(log) = log.as_deref_mut() {
        log.push(line());
    }
}

fn faces(dice: &[u8]) -> String {
    let shown: Vec<String> = dice.iter().map(u8::to_string).collect();
    shown.join(" ")
}

/// One step's strikes by the `standing` models: the unsaved wounds.
fn strike(
    strikes: &[Strike],
    step: Step,
    standing: Standing,
    roller: &mut Roller,
    log: &mut Log,
) -> u32 {
    strikes
        .iter()
        .filter(|s| step.makes(s.by))
        .map(|s| resolve(s, standing.count(s.by) * s.attacks, step.side, roller, log))
        .sum()
}

/// `attacks` of one strike, die by die: the unsaved wounds.
fn resolve(s: &Strike, attacks: u32, side: Side, roller: &mut Roller, log: &mut Log) -> u32 {
    {
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
            if s.save.rolled_success(&dice) {
                continue;
            }
            // The ward save, where there is one.
            if s.ward != crate::mechanics::Target::Impossible {
                let dice = s.ward.roll(roller);
                save_dice.extend(&dice);
                if s.ward.rolled_success(&dice) {
                    continue;
                }
            }
            these += 1;
        }
        say(log, || {
            format!(
                "{} {}: {attacks} attacks ({} to hit) [{}] → {hits} hits; to wound {} [{}] → {wounds}; {} [{}] → {these} unsaved",
                side.name(),
                s.label,
                s.hit.target,
                faces(&hit_dice),
                s.wound,
                faces(&wound_dice),
                match (s.save, s.ward) {
                    (
                        crate::mechanics::Target::Impossible,
                        crate::mechanics::Target::Impossible,
                    ) => "no save".to_string(),
                    (t, crate::mechanics::Target::Impossible) => format!("save {t}"),
                    (crate::mechanics::Target::Impossible, w) => format!("ward {w}"),
                    (t, w) => format!("save {t}, ward {w}"),
                },
                faces(&save_dice),
            )
        });
        these
    }
}

fn sum(roller: &mut Roller, n: u32) -> (i64, Vec<u8>) {
    let dice: Vec<u8> = (0..n).map(|_| roller.d6()).collect();
    (dice.iter().map(|&d| i64::from(d)).sum(), dice)
}

/// A test rolled, in words: `[3 5] fail, re-roll [2 2] pass`.
fn rolled(test: &Test, roller: &mut Roller) -> (bool, String) {
    let rolled = test.roll(roller);
    let tries: Vec<String> = rolled
        .attempts
        .iter()
        .map(|(d, ok)| format!("[{}] {}", faces(d), if *ok { "pass" } else { "fail" }))
        .collect();
    (rolled.passed, tries.join(", re-roll "))
}

/// `flees` flees and its enemy pursues: whether it is caught.
fn flight(p: &Prepared, flees: Side, roller: &mut Roller, log: &mut Log) -> Fate {
    let (flee, pursue) = flight_dice(p, flees);
    let (fled, fd) = sum(roller, flee);
    let (chased, cd) = sum(roller, pursue);
    let caught = chased >= fled;
    say(log, || {
        format!(
            "{} flees {flee}D6 [{}] = {fled}\"; {} pursues {pursue}D6 [{}] = {chased}\": {}",
            flees.name(),
            faces(&fd),
            flees.other().name(),
            faces(&cd),
            if caught {
                "caught and destroyed"
            } else {
                "escapes"
            }
        )
    });
    if caught { Fate::Destroyed } else { Fate::Flees }
}

/// The steps of `round`'s strike order, rolling off each equal place of the two sides (R-9,
/// R-60 as amended).
fn steps_in(p: &Prepared, round: u32, roller: &mut Roller, log: &mut Log) -> Vec<Step> {
    let mut steps = Vec::new();
    for slot in p.slots(round) {
        match *slot {
            Slot::One(step) => steps.push(step),
            Slot::RolledOff(a, b) => loop {
                let (da, db) = (roller.d6(), roller.d6());
                say(log, || {
                    format!(
                        "strike order roll-off: {} {da}, {} {db}",
                        a.name(),
                        b.name()
                    )
                });
                if da != db {
                    steps.extend(if da > db { [a, b] } else { [b, a] });
                    break;
                }
            },
        }
    }
    steps
}

/// Whether `side`'s character falls among those `dealt` unsaved wounds remove: each
/// wound falls on one of the standing models, a D-n, the character being the first.
fn character(
    p: &Prepared,
    side: Side,
    on: u32,
    dealt: u32,
    down: &mut [bool; 2],
    roller: &mut Roller,
    log: &mut Log,
) {
    if down[idx(side)] || p.character_falls(side, on, dealt).is_none() {
        return;
    }
    let unit = p.combat.unit(side);
    let (before, after) = (unit.left_after(on), unit.left_after(on + dealt));
    if after == 0 {
        // All of them fall: no die to roll.
        down[idx(side)] = true;
        return;
    }
    for standing in ((after + 1)..=before).rev() {
        let sides = u8::try_from(standing).expect("at most 20 standing (prepare)");
        let die = roller.die(sides);
        let hit = die == 1;
        say(log, || {
            format!(
                "{} wound on one of {standing} [D{standing}: {die}]: {}",
                side.name(),
                if hit {
                    "the character falls"
                } else {
                    "a trooper falls"
                }
            )
        });
        if hit {
            down[idx(side)] = true;
            return;
        }
    }
}

/// Plays the combat; `log` gets one readable line per step.
pub fn play(p: &Prepared, roller: &mut Roller, mut log: Log) -> Played {
    let charger = p.combat.charger;
    let mut st = p.start();
    if let Some(fear) = &p.fear_test {
        let charged = charger.other();
        let (passed, words) = rolled(&fear.test, roller);
        say(&mut log, || {
            format!(
                "{} fear test ({}): {words}",
                charged.name(),
                fear.test.kind.label()
            )
        });
        if !passed && fear.flees {
            say(&mut log, || {
                format!(
                    "{} flees from the fear-causers that outnumber it",
                    charged.name()
                )
            });
            let fate = flight(p, charged, roller, &mut log);
            return Ending::fled_from_fear(p, fate);
        }
        if !passed {
            say(&mut log, || {
                format!("{} needs 6s to hit in the first round", charged.name())
            });
            st.afraid = true;
        }
    }
    if let Some(impact) = &p.impact {
        // The charging chariots' impact hits, before any blow.
        let hit = impact.side.other();
        let them = p.combat.unit(hit);
        let (sum, dice) = sum(roller, impact.chariots);
        let hits =
            u32::try_from(sum).expect("dice are positive") + impact.chariots * impact.scythes;
        say(&mut log, || {
            format!(
                "{} impact hits: {}D6 [{}] + {} = {hits} hits at S{}",
                impact.side.name(),
                impact.chariots,
                faces(&dice),
                impact.chariots * impact.scythes,
                impact.strength
            )
        });
        let room = them.total_wounds();
        let dealt = resolve(&impact.strike, hits, impact.side, roller, &mut log).min(room);
        character(
            p,
            hit,
            st.on[idx(hit)],
            dealt,
            &mut st.down,
            roller,
            &mut log,
        );
        st.on[idx(hit)] += dealt;
        say(&mut log, || {
            format!(
                "{} loses {} of {} models",
                hit.name(),
                them.models - them.left_after(dealt),
                them.models
            )
        });
    }
    let rounds = p.combat.rounds;
    for round in 1..=rounds {
        if rounds > 1 {
            say(&mut log, || format!("round {round}"));
        }
        // A stupid unit's test at the start of its own turn.
        let mut stupefied = [false; 2];
        for side in [p.combat.charger, p.combat.charger.other()] {
            if let Some(test) = p
                .stupidity_now(side, st.down[idx(side)])
                .filter(|_| p.stupidity_test(side, round))
            {
                let (passed, words) = rolled(&test, roller);
                say(&mut log, || {
                    format!(
                        "{} stupidity test ({}): {words}{}",
                        side.name(),
                        test.kind.label(),
                        if passed {
                            ""
                        } else {
                            ": only half of it fights"
                        }
                    )
                });
                stupefied[idx(side)] = !passed;
            }
        }
        let mut caused = [0u32; 2];
        for step in steps_in(p, round, roller, &mut log) {
            let (striker, victim) = (step.side, step.side.other());
            let (i, j) = (idx(striker), idx(victim));
            let start = Prepared::round_start(round, st.on[i], st.down[i]);
            let on = st.on[i] + caused[i];
            // The models still standing of those that fought as the round began.
            let mut standing = p.standing(striker, round, start, (on, st.down[i]));
            if stupefied[i] {
                standing = standing.halved();
            }
            let now = super::result::Fighting {
                on: [st.on[0] + caused[0], st.on[1] + caused[1]],
                ..st
            };
            let stance = p.stance(striker, round, &now);
            let them = p.combat.unit(victim);
            let taken = st.on[j] + caused[j];
            let room = them.total_wounds() - taken;
            let dealt =
                strike(p.strikes(striker, stance), step, standing, roller, &mut log).min(room);
            caused[j] += dealt;
            character(p, victim, taken, dealt, &mut st.down, roller, &mut log);
            let (before, after) = (them.left_after(taken), them.left_after(taken + dealt));
            say(&mut log, || {
                format!(
                    "{} loses {} of {before} models",
                    victim.name(),
                    before - after
                )
            });
        }
        let music = rolloff::roll(p.combat.a.musicians, p.combat.b.musicians, roller);
        if p.combat.a.musicians + p.combat.b.musicians > 0 {
            say(&mut log, || {
                format!(
                    "musicians: A [{}] against B [{}]: A {}s the roll-off",
                    faces(&music.ours),
                    faces(&music.theirs),
                    music.result.name()
                )
            });
        }
        let on = [st.on[0] + caused[0], st.on[1] + caused[1]];
        // The wounds taken before the first blow (the impact hits, R-102) count to the first
        // round's result: all a unit has taken when the first round begins.
        let fresh = if round == 1 { st.on } else { [0, 0] };
        let counted = [caused[0] + fresh[0], caused[1] + fresh[1]];
        let s = score(p, on, counted, music.result);
        say(&mut log, || {
            format!(
                "combat result: A {} against B {} (difference {:+})",
                s.total[0],
                s.total[1],
                s.difference()
            )
        });
        let ending = |outcome, broken| Ending::after(p, &s, round, outcome, broken);
        let decision = decide(p, &s);
        let Some(loser) = decision.loser() else {
            if round == rounds {
                return ending(Outcome::Draw, false);
            }
            say(&mut log, || "a draw: the combat goes on".into());
            st = st.after(on, None);
            continue;
        };
        let winner = loser.other();
        let breaks = match &decision {
            Decision::Wiped { .. } => return ending(Outcome::of(winner, Fate::Destroyed), false),
            Decision::Broken { .. } => {
                say(&mut log, || {
                    format!(
                        "{} is broken without a test: the fear-causing enemy outnumbers it",
                        loser.name()
                    )
                });
                true
            }
            Decision::Test { by, .. } => {
                let test = break_test(p, loser, *by, st.down[idx(loser)]);
                let (passed, words) = rolled(&test, roller);
                say(&mut log, || {
                    format!(
                        "{} break test ({}): {words}",
                        loser.name(),
                        test.kind.label()
                    )
                });
                !passed
            }
            Decision::Draw => unreachable!("a draw has no loser"),
        };
        if breaks {
            let fate = flight(p, loser, roller, &mut log);
            return ending(Outcome::of(winner, fate), true);
        }
        if round == rounds {
            return ending(Outcome::of(winner, Fate::Holds), false);
        }
        if st.frenzied[idx(loser)] {
            say(&mut log, || {
                format!("{} is beaten: its frenzy ends", loser.name())
            });
        }
        st = st.after(on, Some(loser));
    }
    unreachable!("the last round returns")
}
