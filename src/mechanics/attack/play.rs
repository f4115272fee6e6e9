//! The chain played die by die from any `Dice` source: seeded rolls, `--simulate`, and the
//! tests' enumeration of every die.

use super::exact::stunned_target;
use super::follow::{FollowResult, Followed};
use super::log::Log;
use super::wounds::{SaveAgainst, kept_down, save_target};
use super::{AttacksLost, Chain, Dice, Fate, Parry, TargetState};
use crate::mechanics::Target;
use crate::mechanics::check::Check;
use crate::rules::Status;

/// One fight played with real dice, in the model's order; every die comes from `dice`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub status: Status,
    /// The target's wounds left after the phase (0 once his wounds ran out, or when out of
    /// action).
    pub wounds_left: u8,
    pub wounds: i64,
    /// The attacks a critical took from the target for the rest of the round.
    pub attacks_lost: AttacksLost,
    /// Every follow-up a critical set going, in order, with its dice's verdict.
    pub follow_ups: Vec<Followed>,
    /// In close combat, the one the chain's state remembers (`Fate::follow_up`).
    pub follow_up: Option<u8>,
    /// What happened, in order, for people.
    pub log: Vec<String>,
}

impl Played {
    /// The target's fate, as the exact chain's states carry it.
    pub fn fate(&self) -> Fate {
        Fate {
            status: self.status,
            wounds_left: self.wounds_left,
            attacks_lost: self.attacks_lost,
            follow_up: self.follow_up,
        }
    }
}

pub(super) fn roll_check(check: &Check, dice: &mut impl Dice) -> (bool, u8) {
    let t = check.target;
    let attempt = |dice: &mut dyn FnMut() -> u8| -> (bool, u8) {
        match t {
            Target::Automatic | Target::AutomaticRolled => (true, 0),
            Target::Impossible => (false, 0),
            Target::Score { .. } => {
                let d = dice();
                (t.succeeds(&[d]), d)
            }
            Target::SixThen { .. } => {
                let a = dice();
                if a != 6 {
                    return (false, a);
                }
                let b = dice();
                (t.succeeds(&[a, b]), a)
            }
        }
    };
    let mut next = || dice.d6();
    let (ok, d) = attempt(&mut next);
    if !ok && check.reroll_failure && t.dice() > 0 {
        attempt(&mut next)
    } else {
        (ok, d)
    }
}

pub(super) fn roll_save(save: Target, dice: &mut impl Dice) -> bool {
    match save {
        Target::Impossible => false,
        // An automatic save rolls no die (wfb's 1+ against S3 or less, R-6 amended).
        Target::Automatic => true,
        _ => {
            let d = dice.d6();
            save.succeeds(&[d])
        }
    }
}

pub(super) struct PlayState {
    taken: u8,
    out: bool,
    injury: Option<(i32, bool, bool)>,
    auto: Option<Status>,
    lost: AttacksLost,
    critical_used: bool,
    wounds: i64,
    /// the mount has taken the first wound (set when that hit is over).
    mount_lost: bool,
    /// the hit being resolved is the one that kills the mount.
    mount_absorbing: bool,
}

pub(super) fn play_wound(
    chain: &Chain,
    s: &mut PlayState,
    bonus: i8,
    concussion: bool,
    no_helmet: bool,
    dice: &mut impl Dice,
    log: &mut Log,
) {
    s.wounds += 1;
    if s.out || s.mount_absorbing {
        return;
    }
    if chain.state == TargetState::KnockedDown && chain.melee {
        s.taken = (s.taken + 1).min(chain.wounds);
        if !chain.knocked_down_keeps_wounds || s.taken == chain.wounds {
            s.out = true;
            log.note(|| "a wound on a knocked-down target: out of action".into());
        } else {
            log.note(|| "a wound on a knocked-down target with wounds left".into());
        }
        return;
    }
    s.taken = (s.taken + 1).min(chain.wounds);
    if s.taken < chain.wounds {
        return;
    }
    if chain.injury.is_none() {
        s.out = true;
        return;
    }
    let d = dice.d6();
    let total = i32::from(d) + chain.injury_modifier + i32::from(bonus);
    log.note(|| format!("injury roll {d} -> {total}"));
    let bucket = total.clamp(1, 5);
    s.injury = Some(match s.injury {
        Some((b, c, h)) if b > bucket => (b, c, h),
        Some((b, c, h)) if b == bucket => (b, c || concussion, h || no_helmet),
        _ => (bucket, concussion, no_helmet),
    });
    if bucket == 5 {
        s.out = true;
    }
}

/// Plays one fight, with a log of what happened. The dice are rolled in this order: every
/// to-hit roll, the parry dice, then for each remaining hit its wound, critical, save and
/// injury dice (and an extra attack's), and last the helmet.
pub fn play(chain: &Chain, dice: &mut impl Dice) -> Played {
    play_with(chain, dice, Log::kept())
}

/// Plays one fight without a log.
pub fn play_quiet(chain: &Chain, dice: &mut impl Dice) -> Played {
    play_with(chain, dice, Log::quiet())
}

pub(super) fn play_with(chain: &Chain, dice: &mut impl Dice, mut log: Log) -> Played {
    if chain.state == TargetState::Stunned && chain.melee {
        let fate = stunned_target(chain);
        return Played {
            status: fate.status,
            wounds_left: fate.wounds_left,
            wounds: 0,
            attacks_lost: AttacksLost::Nothing,
            follow_ups: Vec::new(),
            follow_up: None,
            log: vec!["a stunned target attacked in close combat".into()],
        };
    }
    // To hit, in attack order: (weapon, natural die, poisoned).
    let mut hits: Vec<(usize, u8, bool)> = Vec::new();
    for (w, weapon) in chain.weapons.iter().enumerate() {
        for _ in 0..weapon.attacks {
            let (ok, die) = roll_check(&weapon.hit, dice);
            // A blackpowder natural 1 rolls the misfire die (the loadout refuses re-rolls).
            if let Some(boom) = weapon.boom.as_ref().filter(|_| !ok && die == 1) {
                let m = dice.d6();
                if boom.faces.contains(&m) {
                    log.note(|| format!("{}: misfire {m}, Boom! a hit", weapon.label));
                    hits.push((w, 0, true));
                } else {
                    log.note(|| format!("{}: misfire {m}, no hit", weapon.label));
                }
                continue;
            }
            if !ok {
                log.note(|| format!("{}: miss", weapon.label));
                continue;
            }
            let poisoned = weapon.poison && die == 6;
            log.note(|| {
                format!(
                    "{}: hit ({})",
                    weapon.label,
                    if die == 0 {
                        "auto".to_string()
                    } else {
                        die.to_string()
                    }
                )
            });
            hits.push((w, die, poisoned));
        }
    }
    if let Parry::Core { reroll } = chain.parry {
        let parryable: Vec<usize> = (0..hits.len())
            .filter(|&i| chain.weapons[hits[i].0].parryable && hits[i].1 != 0)
            .collect();
        let any_six = parryable.iter().any(|&i| hits[i].1 == 6);
        if !any_six
            && let Some(&best) = parryable
                .iter()
                .max_by_key(|&&i| (hits[i].1, std::cmp::Reverse(i)))
        {
            let die = hits[best].1;
            let mut d = dice.d6();
            let mut ok = d > die;
            if !ok && reroll {
                d = dice.d6();
                ok = d > die;
            }
            log.note(|| {
                format!(
                    "parry against the {die}: {d}, {}",
                    if ok { "parried" } else { "failed" }
                )
            });
            if ok {
                hits.remove(best);
            }
        }
    }
    if let Parry::Club { needs } = &chain.parry {
        // The highest natural die that is not a 6 (ties: the earlier attack), every weapon's
        // attempt against it until one succeeds.
        let best = (0..hits.len())
            .filter(|&i| chain.weapons[hits[i].0].parryable && (1..=5).contains(&hits[i].1))
            .max_by_key(|&i| (hits[i].1, std::cmp::Reverse(i)));
        if let Some(best) = best {
            let die = hits[best].1;
            let parried = needs.iter().any(|&needed| {
                let d = dice.d6();
                log.note(|| format!("parry against the {die}: {d}, needs {needed}+"));
                d >= needed
            });
            if parried {
                log.note(|| "parried".into());
                hits.remove(best);
            }
        }
    }
    let mut s = PlayState {
        taken: 0,
        out: false,
        injury: None,
        auto: None,
        lost: AttacksLost::Nothing,
        critical_used: false,
        wounds: 0,
        mount_lost: false,
        mount_absorbing: false,
    };
    let mut wounds_before = 0;
    let mut follow_ups: Vec<Followed> = Vec::new();
    for (w, die, poisoned) in hits {
        // the hit before this one wounded a mounted model: that was the mount.
        if s.mount_absorbing && s.wounds > wounds_before {
            s.mount_lost = true;
            log.note(|| "the mount is killed instead of the rider (R-50)".into());
        }
        s.mount_absorbing = chain.mount_takes_first_wound && !s.mount_lost;
        wounds_before = s.wounds;
        let weapon = &chain.weapons[w];
        let _ = die;
        // A misfire's Boom! is resolved as the shot at its Strength bonus.
        let (weapon, poisoned) = match &weapon.boom {
            Some(boom) if poisoned => (&*boom.weapon, false),
            _ => (weapon, poisoned),
        };
        if poisoned {
            log.note(|| "poisoned: 2 wounds, no save".into());
            for _ in 0..2 {
                play_wound(chain, &mut s, 0, weapon.concussion, false, dice, &mut log);
            }
            continue;
        }
        let face = match weapon.wound {
            Target::Automatic => None,
            Target::Impossible => continue,
            _ => Some(dice.d6()),
        };
        let wounded = face.is_none_or(|d| weapon.wound.succeeds(&[d]));
        if !wounded {
            log.note(|| format!("no wound ({})", face.unwrap_or(0)));
            continue;
        }
        if weapon.killing_blow && face == Some(6) {
            s.wounds += 1;
            if s.mount_absorbing {
                log.note(|| "killing blow: the mount is killed instead (R-50)".into());
            } else {
                log.note(|| "killing blow: out of action".into());
                s.out = true;
            }
            continue;
        }
        let plain_save = save_target(chain, weapon, 0);
        match weapon
            .critical
            .as_ref()
            .filter(|_| !s.critical_used && face == Some(6))
        {
            None => {
                if roll_save(plain_save, dice) {
                    log.note(|| "wound saved".into());
                } else {
                    log.note(|| "unsaved wound".into());
                    play_wound(chain, &mut s, 0, weapon.concussion, false, dice, &mut log);
                }
            }
            Some(table) => {
                // one per close-combat phase, but one per shot when shooting.
                s.critical_used = chain.melee;
                let i = if table.dice == "none" {
                    0
                } else {
                    let d = dice.d6();
                    table
                        .rows
                        .iter()
                        .position(|r| (r.from..=r.to).contains(&d))
                        .expect("rows cover the die")
                };
                let row = &table.rows[i];
                log.note(|| format!("critical: {}", row.name));
                // What the follow-up's state remembers: the target was in action when struck,
                // and no mount took the hit.
                let in_action = !s.out && !s.mount_absorbing;
                let save = SaveAgainst::of(chain, weapon).for_row(row.save);
                let saved = roll_save(save, dice);
                if saved {
                    log.note(|| "critical saved".into());
                } else {
                    if let Some(a) = row.auto_status
                        && !s.mount_absorbing
                    {
                        s.auto = s.auto.max(Some(a));
                    }
                    s.lost = s.lost.max(AttacksLost::of_row(row.target_loses_attacks));
                    for _ in 0..row.wounds {
                        play_wound(
                            chain,
                            &mut s,
                            row.injury_bonus,
                            weapon.concussion,
                            !row.helmet_allowed,
                            dice,
                            &mut log,
                        );
                    }
                }
                // its follow-up's dice, at once.
                if let Some(f) = weapon
                    .follow_ups
                    .iter()
                    .find(|f| f.row == i && f.fires(!saved))
                {
                    let followed = f.play(in_action, dice, &mut log);
                    if let FollowResult::KnockBack { wounded: true, .. } = followed.result {
                        play_wound(chain, &mut s, 0, false, false, dice, &mut log);
                    }
                    follow_ups.push(followed);
                }
                if row.extra_attack {
                    let (hit, _) = roll_check(&weapon.hit, dice);
                    if hit {
                        let face = match weapon.wound {
                            Target::Automatic => None,
                            Target::Impossible => continue,
                            _ => Some(dice.d6()),
                        };
                        if face.is_none_or(|d| weapon.wound.succeeds(&[d]))
                            && !roll_save(plain_save, dice)
                        {
                            log.note(|| "extra attack: unsaved wound".into());
                            play_wound(chain, &mut s, 0, weapon.concussion, false, dice, &mut log);
                        }
                    }
                }
            }
        }
    }
    let status = if s.out {
        Status::OutOfAction
    } else {
        let injured = match (&chain.injury, s.injury) {
            (Some(table), Some((bucket, concussion, no_helmet))) => {
                let status = table.result(i64::from(bucket), concussion);
                if status == Status::Stunned
                    && chain.helmet
                    && !no_helmet
                    && let Some(helmet) = &table.helmet
                {
                    let d = dice.d6();
                    let saved = Target::Score {
                        needed: helmet.save,
                    }
                    .succeeds(&[d]);
                    log.note(|| {
                        format!(
                            "helmet {d}: {}",
                            if saved {
                                "knocked down instead"
                            } else {
                                "stunned"
                            }
                        )
                    });
                    if saved {
                        Status::KnockedDown
                    } else {
                        Status::Stunned
                    }
                } else {
                    status
                }
            }
            _ if s.taken > 0 => Status::Wounded,
            _ => Status::Unharmed,
        };
        kept_down(
            chain,
            match s.auto {
                Some(a) if a > injured => a,
                _ => injured,
            },
        )
    };
    Played {
        status,
        wounds_left: if s.out {
            0
        } else {
            chain.wounds - s.taken.min(chain.wounds)
        },
        wounds: s.wounds,
        attacks_lost: if s.out { AttacksLost::Nothing } else { s.lost },
        // the phase's one critical, whether or not an earlier blow's injury roll
        // took him out first.
        follow_up: follow_ups.iter().find(|_| chain.melee).map(|f| f.tag),
        follow_ups,
        log: log.into_lines(),
    }
}
