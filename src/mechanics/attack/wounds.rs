//! What each hit does (phase 2): wound rolls, criticals and their tables, saves, Killing Blow
//! and poison, and the injuries that end a fight.

use super::{AttacksLost, Chain, Fate, TargetState, WeaponAttacks};
use crate::mechanics::Target;
use crate::prob::{Dist, Ratio};
use crate::rules::{CriticalSave, CriticalTable, Status};

/// What one hit did to the target, before injuries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct HitEffect {
    /// This hit used the phase's critical.
    pub(super) critical: bool,
    /// Killing Blow: out of action at once.
    pub(super) out: bool,
    /// Unsaved wounds from the critical (first), with its injury bonus and helmet rule.
    pub(super) critical_wounds: u8,
    pub(super) critical_bonus: i8,
    pub(super) critical_no_helmet: bool,
    /// A status the critical inflicts at once (only when its wound is not saved).
    pub(super) auto: Option<Status>,
    /// The attacks the critical takes from the target (only when its wound is not saved).
    pub(super) lost: AttacksLost,
    /// The tag of the follow-up the critical set going.
    pub(super) follow_up: Option<u8>,
    /// Unsaved wounds the follow-up dealt the target (Kebab!'s obstacle, R-85): no injury bonus
    /// or concussion of the blow.
    pub(super) follow_wounds: u8,
    /// Other unsaved wounds (a plain hit, or the critical's extra attack).
    pub(super) wounds: u8,
}

impl HitEffect {
    /// Every unsaved wound of the hit, as the count of unsaved wounds sees it.
    pub(super) fn unsaved(&self) -> i64 {
        i64::from(self.critical_wounds) + i64::from(self.follow_wounds) + i64::from(self.wounds)
    }
}

pub(super) const NOTHING: HitEffect = HitEffect {
    critical: false,
    out: false,
    critical_wounds: 0,
    critical_bonus: 0,
    critical_no_helmet: false,
    auto: None,
    lost: AttacksLost::Nothing,
    follow_up: None,
    follow_wounds: 0,
    wounds: 0,
};

/// The save a weapon's hits meet, and what a critical's row makes of it (`save` applies it one
/// wound stage at a time, the chain hit by hit: the same lookups).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaveAgainst {
    /// The save score before a critical's modifier (7 or more: no save).
    pub score: i32,
    /// Whether there is any armour save at all (no armour and no bonus: none, whatever the row).
    pub has_save: bool,
    /// The save is automatic (wfb's 1+ against S3 or less, R-6 amended).
    pub automatic: bool,
    pub natural_one_fails: bool,
}

impl SaveAgainst {
    pub fn of(chain: &Chain, weapon: &WeaponAttacks) -> Self {
        SaveAgainst {
            score: weapon.save_score,
            has_save: weapon.has_save,
            automatic: weapon.automatic_save,
            natural_one_fails: chain.save_natural_one_fails,
        }
    }

    /// The save with a further `modifier` to the roll (a critical's −2 makes it two worse: 5+
    /// becomes 7+, no save).
    pub fn target(&self, modifier: i32) -> Target {
        if !self.has_save {
            return Target::Impossible;
        }
        if self.automatic && modifier == 0 {
            return Target::Automatic;
        }
        Target::from_score(self.score - modifier, self.natural_one_fails)
    }

    /// The save a critical table's row allows.
    pub fn for_row(&self, save: CriticalSave) -> Target {
        match save {
            CriticalSave::Normal => self.target(0),
            CriticalSave::Modifier(m) => self.target(i32::from(m)),
            CriticalSave::None => Target::Impossible,
        }
    }
}

pub(super) fn save_target(chain: &Chain, weapon: &WeaponAttacks, modifier: i32) -> Target {
    SaveAgainst::of(chain, weapon).target(modifier)
}

/// Unsaved wounds of `n` wounds each saved on `save` (one save roll for all of them).
pub(super) fn unsaved(save: Target, n: u8) -> Dist<u8> {
    let p = save.probability();
    Dist::from_probs([(0u8, p.clone()), (n, p.complement())]).expect("complementary")
}

/// One plain attack that can neither be parried nor cause a critical (a critical's extra
/// attack): its unsaved wound, with P = P(hit) · P(wound) · P(not saved).
pub fn extra_attack_wounds(hit: &Ratio, wound: &Ratio, save: Target) -> Dist<u8> {
    let p = &(hit * wound) * &save.probability().complement();
    Dist::from_probs([(0u8, p.complement()), (1u8, p)]).expect("complementary")
}

fn extra_attack(chain: &Chain, weapon: &WeaponAttacks) -> Dist<u8> {
    extra_attack_wounds(
        &weapon.hit.probability(),
        &weapon.wound.probability(),
        save_target(chain, weapon, 0),
    )
}

/// One critical: its row rolled on the table (or the table's only row), and
/// `(row, the row's unsaved wounds, its extra attack's unsaved wounds)`; the row's wounds take
/// one save roll, the one the row allows; `extra` is one extra attack's unsaved wounds.
pub fn critical_outcomes(
    table: &CriticalTable,
    save: &SaveAgainst,
    extra: &Dist<u8>,
) -> Dist<(usize, u8, u8)> {
    let rows: Dist<usize> = if table.dice == "none" {
        Dist::certain(0)
    } else {
        Dist::uniform(1..=6u8).expect("faces").map(|&d| {
            table
                .rows
                .iter()
                .position(|r| (r.from..=r.to).contains(&d))
                .expect("rows cover the die")
        })
    };
    rows.bind(|&i| {
        let row = &table.rows[i];
        let extra = if row.extra_attack {
            extra.clone()
        } else {
            Dist::certain(0)
        };
        unsaved(save.for_row(row.save), row.wounds).product(&extra, |&w, &e| (i, w, e))
    })
}

pub(super) fn hit_effects(
    chain: &Chain,
    weapon: &WeaponAttacks,
    poisoned: bool,
    critical_available: bool,
) -> Dist<HitEffect> {
    if poisoned {
        // The special hit: a misfire's Boom! is the shot at its Strength bonus, else poison.
        if let Some(boom) = &weapon.boom {
            return hit_effects(chain, &boom.weapon, false, critical_available);
        }
        return Dist::certain(HitEffect {
            wounds: 2,
            ..NOTHING
        });
    }
    let plain_save = save_target(chain, weapon, 0);
    let wound_faces: Dist<Option<u8>> = match weapon.wound {
        Target::Automatic => Dist::certain(None),
        _ => Dist::uniform(1..=6u8).expect("faces").map(|&d| Some(d)),
    };
    wound_faces.bind(|face| {
        let wounded = match face {
            None => weapon.wound != Target::Impossible,
            Some(d) => weapon.wound.succeeds(&[*d]),
        };
        if !wounded {
            return Dist::certain(NOTHING);
        }
        if weapon.killing_blow && *face == Some(6) {
            return Dist::certain(HitEffect {
                out: true,
                wounds: 1,
                ..NOTHING
            });
        }
        let table = weapon
            .critical
            .as_ref()
            .filter(|_| critical_available && *face == Some(6));
        let Some(table) = table else {
            return unsaved(plain_save, 1).map(|&w| HitEffect {
                wounds: w,
                ..NOTHING
            });
        };
        critical_outcomes(
            table,
            &SaveAgainst::of(chain, weapon),
            &extra_attack(chain, weapon),
        )
        .bind(|&(i, w, e)| {
            let row = &table.rows[i];
            let effect = HitEffect {
                critical: true,
                critical_wounds: w,
                critical_bonus: row.injury_bonus,
                critical_no_helmet: !row.helmet_allowed,
                auto: if w > 0 { row.auto_status } else { None },
                lost: if w > 0 {
                    AttacksLost::of_row(row.target_loses_attacks)
                } else {
                    AttacksLost::Nothing
                },
                wounds: e,
                ..NOTHING
            };
            // the row's follow-up, when it fires (R-15: most need the wound unsaved).
            match weapon
                .follow_ups
                .iter()
                .find(|f| f.row == i && f.fires(w > 0))
            {
                Some(f) => f.target_wounds().map(|&k| HitEffect {
                    follow_up: Some(f.tag),
                    follow_wounds: k,
                    ..effect
                }),
                None => Dist::certain(effect),
            }
        })
    })
}

/// The target during the phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub(super) struct Fight {
    pub(super) out: bool,
    /// Wounds taken so far, at most W.
    pub(super) taken: u8,
    pub(super) critical_used: bool,
    /// the mount has taken the first wound.
    pub(super) mount_lost: bool,
    /// The highest injury roll so far: 0 none, else the modified total clamped to 1..=5
    /// (1: 1 or less, 5: 5 or more), with the flags of the roll(s) that made it.
    pub(super) injury: u8,
    pub(super) concussion: bool,
    pub(super) no_helmet: bool,
    pub(super) auto: Option<Status>,
    pub(super) lost: AttacksLost,
    /// In close combat, the tag of the follow-up the phase's critical set going.
    pub(super) follow_up: Option<u8>,
}

impl Fight {
    /// Out of action: nothing else matters to the fight but the phase's critical and its
    /// follow-up, which the answer reports with the state it left him in (R-86: a critical
    /// after an earlier blow's injury roll is still the attacker's one of the phase).
    fn out_of_action(&self) -> Fight {
        Fight {
            out: true,
            critical_used: self.critical_used,
            follow_up: self.follow_up,
            ..Fight::default()
        }
    }
}

/// Applies one unsaved wound: W goes down, and from 0 on each wound rolls injury.
pub(super) fn take_wound(
    chain: &Chain,
    f: Fight,
    bonus: i8,
    concussion: bool,
    no_helmet: bool,
) -> Dist<Fight> {
    if f.out {
        return Dist::certain(f);
    }
    let mut f = f;
    if chain.state == TargetState::KnockedDown && chain.melee {
        f.taken = (f.taken + 1).min(chain.wounds);
        if !chain.knocked_down_keeps_wounds || f.taken == chain.wounds {
            return Dist::certain(f.out_of_action());
        }
        return Dist::certain(f);
    }
    f.taken = (f.taken + 1).min(chain.wounds);
    if f.taken < chain.wounds {
        return Dist::certain(f);
    }
    if chain.injury.is_none() {
        // No injury table (wfb): W wounds remove the model.
        return Dist::certain(f.out_of_action());
    }
    let modifier = chain.injury_modifier + i32::from(bonus);
    Dist::uniform(1..=6i32).expect("faces").map(|&d| {
        let bucket = (d + modifier).clamp(1, 5) as u8;
        let mut g = f;
        if bucket > g.injury {
            g.injury = bucket;
            g.concussion = concussion;
            g.no_helmet = no_helmet;
        } else if bucket == g.injury {
            g.concussion |= concussion;
            g.no_helmet |= no_helmet;
        }
        if g.injury == 5 {
            // The highest result possible: nothing later changes it.
            return g.out_of_action();
        }
        g
    })
}

pub(super) fn apply(chain: &Chain, weapon: &WeaponAttacks, f: Fight, e: &HitEffect) -> Dist<Fight> {
    if f.out {
        // Nothing more happens to him, but the attacker's first critical of the phase is still
        // his critical, and its follow-up is counted: the injury rolls of a phase
        // are all rolled, the highest counts, so a later blow lands all the same.
        let mut g = f;
        if chain.melee && e.critical && !f.critical_used {
            g.critical_used = true;
            g.follow_up = g.follow_up.or(e.follow_up);
        }
        return Dist::certain(g);
    }
    // the first hit that would wound (a Killing Blow included) kills the mount instead;
    // a critical used for it is used all the same.
    if chain.mount_takes_first_wound && !f.mount_lost && (e.out || e.unsaved() > 0) {
        let mut g = f;
        g.mount_lost = true;
        g.critical_used |= e.critical && chain.melee;
        return Dist::certain(g);
    }
    if e.out {
        return Dist::certain(f.out_of_action());
    }
    let mut start = f;
    // the first critical per attacker per close-combat phase; shooting, one per shot,
    // so a shot never uses up the next shot's critical.
    start.critical_used |= e.critical && chain.melee;
    if let Some(status) = e.auto {
        start.auto = start.auto.max(Some(status));
    }
    start.lost = start.lost.max(e.lost);
    // in close combat the phase has one critical, so one follow-up at most; shooting's
    // are counted shot by shot instead (`follow_counts`).
    if chain.melee {
        start.follow_up = start.follow_up.or(e.follow_up);
    }
    let mut dist = Dist::certain(start);
    for _ in 0..e.critical_wounds {
        dist = dist.bind(|g| {
            take_wound(
                chain,
                *g,
                e.critical_bonus,
                weapon.concussion,
                e.critical_no_helmet,
            )
        });
    }
    for _ in 0..e.follow_wounds {
        dist = dist.bind(|g| take_wound(chain, *g, 0, false, false));
    }
    for _ in 0..e.wounds {
        dist = dist.bind(|g| take_wound(chain, *g, 0, weapon.concussion, false));
    }
    dist
}

/// A milder result does not stand up a target already down (the club's «je stále omráčen»): a
/// stunned target knocked down by a shot, or wounded, is still stunned.
pub(super) fn kept_down(chain: &Chain, s: Status) -> Status {
    if !chain.down_keeps_its_state || matches!(s, Status::Unharmed | Status::OutOfAction) {
        return s;
    }
    match chain.state {
        TargetState::Standing => s,
        TargetState::KnockedDown => s.max(Status::KnockedDown),
        TargetState::Stunned => s.max(Status::Stunned),
    }
}

pub(super) fn finish(chain: &Chain, f: &Fight) -> Dist<Fate> {
    let wounds_left = chain.wounds - f.taken.min(chain.wounds);
    if f.out {
        return Dist::certain(Fate {
            status: Status::OutOfAction,
            wounds_left: 0,
            attacks_lost: AttacksLost::Nothing,
            follow_up: f.follow_up,
        });
    }
    let injured = match (&chain.injury, f.injury) {
        (Some(table), 1..=5) => {
            let status = table.result(i64::from(f.injury), f.concussion);
            if status == Status::Stunned
                && chain.helmet
                && !f.no_helmet
                && let Some(helmet) = &table.helmet
            {
                let saved = Target::Score {
                    needed: helmet.save,
                }
                .probability();
                Dist::from_probs([
                    (Status::KnockedDown, saved.clone()),
                    (Status::Stunned, saved.complement()),
                ])
                .expect("complementary")
            } else {
                Dist::certain(status)
            }
        }
        _ if f.taken > 0 => Dist::certain(Status::Wounded),
        _ => Dist::certain(Status::Unharmed),
    };
    // An automatic status combines with injuries by the worse result for the target.
    injured.map(|s| Fate {
        status: kept_down(
            chain,
            match f.auto {
                Some(a) if a > *s => a,
                _ => *s,
            },
        ),
        wounds_left,
        attacks_lost: f.lost,
        follow_up: f.follow_up,
    })
}
