//! The attack chain of `odds`: one attacker's attacks in one phase against one target — hit,
//! parry, wound, critical, save, wounds, injuries. Exact, as a Markov chain over the target's
//! states (`prob::Walk`): attack by attack, or, when a parry couples the hits, hit by hit after
//! the hits are counted; and played die by die from any `Dice` source (seeded rolls,
//! `--simulate`, and the tests' enumeration of every die), under the same model:
//!
//! * the attacks are made in order, the main weapon's first, then the off-hand's;
//! * core parry takes the highest natural to-hit die among the hits, after all to-hit rolls,
//!   and fails outright when any hit is a natural 6 (§1.8); the club's parry makes one attempt
//!   per parrying weapon, all against the hit with the highest natural die that is not a 6
//!   (ties: the earlier attack), and parries at most that one; extra attacks from
//!   criticals cannot be parried;
//! * the remaining hits are resolved in attack order: the first natural 6 to wound that may be
//!   a critical is the critical; its save is one roll for all its wounds; a saved
//!   critical has no effect, but its extra attack is made;
//! * each wound from the one that takes W to 0 rolls injury, D6 + modifiers; the highest counts
//!   with the concussion and helmet flags of the roll that made it (ties: the worse).

use super::Target;
use super::check::Check;
use crate::prob::{Dist, Factor, Nat, Ratio, Rows, Walk};
use crate::rules::{CriticalSave, CriticalTable, InjuryTable, Status};
use std::collections::HashMap;

/// Where the dice come from: a seeded roller, or an enumeration of every outcome.
pub trait Dice {
    fn d6(&mut self) -> u8;
}

impl Dice for super::Roller {
    fn d6(&mut self) -> u8 {
        super::Roller::d6(self)
    }
}

/// One weapon's attacks and everything they need, already looked up in the ruleset.
#[derive(Debug, Clone, PartialEq)]
pub struct WeaponAttacks {
    pub label: String,
    pub attacks: u32,
    pub hit: Check,
    /// Hits from this weapon may be parried (close combat, parry allowed against its Strength).
    pub parryable: bool,
    pub wound: Target,
    /// A natural 6 to wound may be the critical (a critical table exists and the wound target
    /// is below 6+).
    pub critical: Option<CriticalTable>,
    /// The save score against this weapon before a critical's modifier (7 or more: no save).
    pub save_score: i32,
    /// Whether there is any armour save at all (no armour and no bonus: none, whatever the row).
    pub has_save: bool,
    /// The save is automatic against this weapon (wfb's 1+ against S3 or less, R-6 amended).
    pub automatic_save: bool,
    pub concussion: bool,
    /// `skirmish` poison: a natural 6 to hit is 2 wounds, no save, no wound roll.
    pub poison: bool,
    /// `skirmish` Killing Blow: a natural 6 to wound takes the target out of action.
    pub killing_blow: bool,
    /// The club's blackpowder misfire (§2.10): a natural 1 to hit rolls the misfire die.
    pub boom: Option<Boom>,
}

/// A blackpowder weapon's natural 1 to hit rolls one more die: on `faces` the shot still hits,
/// resolved as `weapon` (the same shot with the misfire row's Strength bonus); otherwise it is
/// a miss. It is the chain's "special" hit, as a poisoned 6 is in `skirmish` (a weapon never
/// has both).
#[derive(Debug, Clone, PartialEq)]
pub struct Boom {
    pub faces: Vec<u8>,
    pub weapon: Box<WeaponAttacks>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetState {
    Standing,
    /// Hit automatically in close combat; any unsaved wound takes it out of action (the club:
    /// the wound that takes its wounds left to 0).
    KnockedDown,
    /// Taken out of action by any attack in close combat.
    Stunned,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Parry {
    None,
    /// Core: D6 above the highest natural to-hit die; a re-roll with sword and buckler.
    Core {
        reroll: bool,
    },
    /// Club: one attempt per parrying weapon, each a D6 needing its score, all against the
    /// highest hit that is not a natural 6; at most that hit is parried.
    Club {
        needs: Vec<u8>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Chain {
    pub weapons: Vec<WeaponAttacks>,
    pub wounds: u8,
    pub helmet: bool,
    pub state: TargetState,
    pub melee: bool,
    pub parry: Parry,
    /// `None` in rulesets without injuries (wfb): W wounds remove the model.
    pub injury: Option<InjuryTable>,
    pub injury_modifier: i32,
    /// Club: a stunned target with several wounds loses one per attack.
    pub stunned_loses_wound_per_attack: bool,
    /// Club: a target already down is not made "only" knocked down or wounded (§2.9).
    pub down_keeps_its_state: bool,
    /// `skirmish` cavalry: the first hit that wounds kills the mount instead, whatever
    /// it would have done to the rider (its wounds still count as unsaved wounds).
    pub mount_takes_first_wound: bool,
    /// Club: a knocked-down target with wounds left loses them one by one and is out of action
    /// at 0 (no injury roll); otherwise any unsaved wound in close combat takes him out (§2.11).
    pub knocked_down_keeps_wounds: bool,
    pub save_natural_one_fails: bool,
}

/// The answer: the target's state and the unsaved wounds.
#[derive(Debug, Clone, PartialEq)]
pub struct Odds {
    pub status: Dist<Status>,
    pub wounds: Dist<i64>,
}

/// The target after the phase: its state and the wounds it has left, jointly (`duel` carries
/// both into the next turn), and the attacks a critical took from him for the rest of the
/// round. `Unharmed` and `Wounded` leave a target that was already down as it was; only
/// `out_of_action` changes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fate {
    pub status: Status,
    pub wounds_left: u8,
    pub attacks_lost: AttacksLost,
}

/// The attacks a critical takes from its victim for the rest of the round (the club's
/// Unbalanced and Grappled: all; Kicked back: one, §2.12), when its wound is not saved.
/// Ordered from nothing to all: of two, the larger counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum AttacksLost {
    #[default]
    Nothing,
    Count(u8),
    All,
}

impl AttacksLost {
    /// The data's `target_loses_attacks`: `Some(0)` is all of them, `Some(n)` n of them.
    pub fn of_row(loses: Option<u8>) -> AttacksLost {
        match loses {
            None => AttacksLost::Nothing,
            Some(0) => AttacksLost::All,
            Some(n) => AttacksLost::Count(n),
        }
    }
}

// ---- phase 1: to hit and parry -------------------------------------------------------------

/// One attack's to-hit outcome: a miss, a hit with the natural die that decided it, or an
/// automatic hit (no die).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum HitRoll {
    Miss,
    Hit(u8),
    Auto,
    /// A natural 1 that the misfire die turned into a hit (no die a parry could beat).
    Boom,
}

fn hit_roll(weapon: &WeaponAttacks) -> Dist<HitRoll> {
    let check = &weapon.hit;
    let t = check.target;
    // A natural 1 rolls the misfire die (the second die here, unused otherwise below 7+).
    let misfire = |a: u8, b: u8| {
        weapon.boom.as_ref().filter(|_| a == 1).map(|boom| {
            if boom.faces.contains(&b) {
                HitRoll::Boom
            } else {
                HitRoll::Miss
            }
        })
    };
    let one = match t {
        Target::Automatic | Target::AutomaticRolled => return Dist::certain(HitRoll::Auto),
        Target::Impossible => return Dist::certain(HitRoll::Miss),
        Target::Score { .. } if weapon.boom.is_some() => Dist::uniform(1..=6u8)
            .expect("faces")
            .product(&Dist::uniform(1..=6u8).expect("faces"), |&a, &b| {
                if let Some(r) = misfire(a, b) {
                    r
                } else if t.succeeds(&[a]) {
                    HitRoll::Hit(a)
                } else {
                    HitRoll::Miss
                }
            }),
        Target::Score { .. } => Dist::uniform(1..=6u8).expect("faces").map(|&d| {
            if t.succeeds(&[d]) {
                HitRoll::Hit(d)
            } else {
                HitRoll::Miss
            }
        }),
        Target::SixThen { .. } => Dist::uniform(1..=6u8).expect("faces").product(
            &Dist::uniform(1..=6u8).expect("faces"),
            |&a, &b| {
                if let Some(r) = misfire(a, b) {
                    r
                } else if t.succeeds(&[a, b]) {
                    HitRoll::Hit(a)
                } else {
                    HitRoll::Miss
                }
            },
        ),
    };
    if check.reroll_failure {
        one.bind(|r| {
            if *r == HitRoll::Miss {
                one.clone()
            } else {
                Dist::certain(*r)
            }
        })
    } else {
        one
    }
}

/// Hits left after the parry, by weapon: `[weapon][poisoned]`.
type HitCounts = Vec<[u32; 2]>;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct HitState {
    counts: Vec<[u32; 2]>,
    /// Core parry: a natural 6 among the parryable hits (the parry is lost).
    any_six: bool,
    /// Core parry: the highest parryable natural die so far (0: none) and whose it is.
    best: u8,
    best_weapon: usize,
}

fn parry_chance(needed_above: u8, reroll: bool) -> Ratio {
    // D6 strictly above the die: (6 − die)/6; a re-roll gives 1 − (die/6)².
    let p = Ratio::new(u64::from(6 - needed_above.min(6)), 6);
    if reroll {
        let miss = p.complement();
        (&miss * &miss).complement()
    } else {
        p
    }
}

/// The club's attempts against one hit: it is parried unless every attempt fails.
fn club_parry_chance(needs: &[u8]) -> Ratio {
    needs
        .iter()
        .fold(Ratio::one(), |miss, &needed| {
            &miss * &Target::Score { needed }.probability().complement()
        })
        .complement()
}

/// Core parry without poison, in closed form: each weapon's hits are a binomial, and all that
/// the parry needs of their dice is the highest parryable one and whose it is. With
/// `G(w, c, m)` the chance that weapon w hits c times with every parryable die at most m
/// (automatic hits and hits it may not parry count as die 0),
/// `P(counts c, all ≤ m) = Π G(w, c_w, m)`; the highest die is m and first found in weapon w*
/// (ties go to the earlier attack, R-33) with
/// `Π_{v<w*} G(v, c_v, m−1) · (G(w*, c_w*, m) − G(w*, c_w*, m−1)) · Π_{v>w*} G(v, c_v, m)`.
/// Integer weights throughout; the dynamic programme over every die it replaces grew with the
/// square of the attacks.
fn core_parry_hits(chain: &Chain, reroll: bool) -> Dist<HitCounts> {
    // Per weapon: (attacks, G[m][c] for m = 0..=6), over the weapon's dice denominator^attacks.
    let mut tables: Vec<(usize, Vec<Vec<Nat>>)> = Vec::new();
    let mut denom = Nat::one();
    for weapon in &chain.weapons {
        let roll = hit_roll(weapon);
        let n = weapon.attacks as usize;
        let mut miss = Nat::zero();
        let mut at_most = vec![Nat::zero(); 7];
        for (r, w) in roll.weights() {
            let die = match *r {
                HitRoll::Miss => {
                    miss += w;
                    continue;
                }
                HitRoll::Auto | HitRoll::Boom => 0,
                HitRoll::Hit(d) if weapon.parryable => usize::from(d),
                HitRoll::Hit(_) => 0,
            };
            for slot in &mut at_most[die..] {
                *slot += w;
            }
        }
        let powers = |x: &Nat| {
            let mut p = vec![Nat::one()];
            for i in 0..n {
                let next = &p[i] * x;
                p.push(next);
            }
            p
        };
        let miss_pow = powers(&miss);
        let mut choose = vec![Nat::one()];
        for c in 0..n {
            let next =
                (&choose[c] * &Nat::from((n - c) as u64)).div_exact(&Nat::from(c as u64 + 1));
            choose.push(next);
        }
        let g: Vec<Vec<Nat>> = at_most
            .iter()
            .map(|a| {
                let a_pow = powers(a);
                (0..=n)
                    .map(|c| &(&choose[c] * &miss_pow[n - c]) * &a_pow[c])
                    .collect()
            })
            .collect();
        denom = &denom * &roll.denominator().pow(weapon.attacks);
        tables.push((n, g));
    }
    let parry_denom: u64 = if reroll { 36 } else { 6 };
    let whole = Nat::from(parry_denom);
    let mut items: Vec<(HitCounts, Nat)> = Vec::new();
    let product = |c: &[usize], level: &dyn Fn(usize) -> usize| -> Nat {
        c.iter().enumerate().fold(Nat::one(), |acc, (v, &cv)| {
            &acc * &tables[v].1[level(v)][cv]
        })
    };
    let mut c = vec![0usize; tables.len()];
    loop {
        let counts: HitCounts = c.iter().map(|&k| [k as u32, 0]).collect();
        // No parryable hit, or a 6 among them: no parry.
        items.push((counts.clone(), &product(&c, &|_| 0) * &whole));
        let six = product(&c, &|_| 6)
            .checked_sub(&product(&c, &|_| 5))
            .expect("more mass below 6 than below 5");
        items.push((counts.clone(), &six * &whole));
        for m in 1..=5usize {
            let q = parry_chance(m as u8, reroll);
            let saved = &q * &Ratio::new(parry_denom, 1);
            let parried_w = saved.numer().clone();
            let kept_w = whole.checked_sub(&parried_w).expect("a chance at most 1");
            for best in 0..tables.len() {
                if c[best] == 0 {
                    continue;
                }
                let mass = product(&c, &|v| if v < best { m - 1 } else { m })
                    .checked_sub(&product(&c, &|v| if v <= best { m - 1 } else { m }))
                    .expect("more mass below m than below m - 1");
                if mass.is_zero() {
                    continue;
                }
                let mut parried = counts.clone();
                parried[best][0] -= 1;
                items.push((parried, &mass * &parried_w));
                items.push((counts.clone(), &mass * &kept_w));
            }
        }
        // The next count vector.
        let mut i = 0;
        while i < c.len() && c[i] == tables[i].0 {
            c[i] = 0;
            i += 1;
        }
        if i == c.len() {
            break;
        }
        c[i] += 1;
    }
    let hits = Dist::from_nat_weights(items).expect("some weight");
    debug_assert_eq!(hits.denominator(), &(&denom * &whole));
    hits
}

fn hits_after_parry(chain: &Chain) -> Dist<HitCounts> {
    if let Parry::Core { reroll } = chain.parry
        && chain.weapons.iter().all(|w| !w.poison && w.boom.is_none())
    {
        return core_parry_hits(chain, reroll);
    }
    let n = chain.weapons.len();
    let parried = chain.parry != Parry::None && chain.weapons.iter().any(|w| w.parryable);
    if !parried && chain.weapons.iter().all(|w| !w.poison && w.boom.is_none()) {
        // Nothing depends on the dice of the hits: each weapon's hits are a binomial.
        let mut d = Dist::certain(vec![[0u32, 0u32]; n]);
        for (w, weapon) in chain.weapons.iter().enumerate() {
            let hits = Dist::binomial(weapon.attacks, &weapon.hit.probability());
            d = d.product(&hits, |counts, &k| {
                let mut counts = counts.clone();
                counts[w][0] = k as u32;
                counts
            });
        }
        return d;
    }
    let start = HitState {
        counts: vec![[0, 0]; n],
        any_six: false,
        best: 0,
        best_weapon: 0,
    };
    let mut dist = Dist::certain(start);
    for (w, weapon) in chain.weapons.iter().enumerate() {
        let roll = hit_roll(weapon);
        for _ in 0..weapon.attacks {
            dist = dist.bind(|s| {
                roll.bind(|r| {
                    let mut s = s.clone();
                    match *r {
                        HitRoll::Miss => Dist::certain(s),
                        HitRoll::Auto => {
                            s.counts[w][0] += 1;
                            Dist::certain(s)
                        }
                        HitRoll::Boom => {
                            // Misfire hits count as the weapon's special hits; never parried.
                            s.counts[w][1] += 1;
                            Dist::certain(s)
                        }
                        HitRoll::Hit(die) => {
                            let poisoned = weapon.poison && die == 6;
                            s.counts[w][usize::from(poisoned)] += 1;
                            if weapon.parryable {
                                if die == 6 {
                                    s.any_six = true;
                                } else if die > s.best {
                                    s.best = die;
                                    s.best_weapon = w;
                                }
                            }
                            Dist::certain(s)
                        }
                    }
                })
            });
        }
    }
    let club = match &chain.parry {
        Parry::Club { needs } => Some(club_parry_chance(needs)),
        _ => None,
    };
    dist.bind(|s| {
        let counts = s.counts.clone();
        let q = match chain.parry {
            Parry::Core { reroll } if !s.any_six && s.best > 0 => {
                Some(parry_chance(s.best, reroll))
            }
            // A natural 6 cannot be parried, but it does not cost the club's parry the others.
            Parry::Club { .. } if s.best > 0 => club.clone(),
            _ => None,
        };
        match q {
            Some(q) => {
                let mut parried = counts.clone();
                parried[s.best_weapon][0] -= 1;
                Dist::from_probs([(parried, q.clone()), (counts, q.complement())])
                    .expect("complementary")
            }
            _ => Dist::certain(counts),
        }
    })
}

// ---- phase 2: wounds, criticals, saves, injuries --------------------------------------------

/// What one hit did to the target, before injuries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct HitEffect {
    /// This hit used the phase's critical.
    critical: bool,
    /// Killing Blow: out of action at once.
    out: bool,
    /// Unsaved wounds from the critical (first), with its injury bonus and helmet rule.
    critical_wounds: u8,
    critical_bonus: i8,
    critical_no_helmet: bool,
    /// A status the critical inflicts at once (only when its wound is not saved).
    auto: Option<Status>,
    /// The attacks the critical takes from the target (only when its wound is not saved).
    lost: AttacksLost,
    /// Other unsaved wounds (a plain hit, or the critical's extra attack).
    wounds: u8,
}

const NOTHING: HitEffect = HitEffect {
    critical: false,
    out: false,
    critical_wounds: 0,
    critical_bonus: 0,
    critical_no_helmet: false,
    auto: None,
    lost: AttacksLost::Nothing,
    wounds: 0,
};

/// The save against `weapon` with a further `modifier` to the roll (a critical's −2 makes it two
/// worse: 5+ becomes 7+, no save).
fn save_target(chain: &Chain, weapon: &WeaponAttacks, modifier: i32) -> Target {
    if !weapon.has_save {
        return Target::Impossible;
    }
    if weapon.automatic_save && modifier == 0 {
        return Target::Automatic;
    }
    Target::from_score(weapon.save_score - modifier, chain.save_natural_one_fails)
}

/// Unsaved wounds of `n` wounds each saved on `save` (one save roll for all of them).
fn unsaved(save: Target, n: u8) -> Dist<u8> {
    let p = save.probability();
    Dist::from_probs([(0u8, p.clone()), (n, p.complement())]).expect("complementary")
}

/// One plain attack that can neither be parried nor cause a critical (a critical's extra attack).
fn extra_attack(chain: &Chain, weapon: &WeaponAttacks) -> Dist<u8> {
    let hit = weapon.hit.probability();
    let wound = weapon.wound.probability();
    let save = save_target(chain, weapon, 0).probability();
    let p = &(&hit * &wound) * &save.complement();
    Dist::from_probs([(0u8, p.complement()), (1u8, p)]).expect("complementary")
}

fn hit_effects(
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
            let save = match row.save {
                CriticalSave::Normal => plain_save,
                CriticalSave::Modifier(m) => save_target(chain, weapon, i32::from(m)),
                CriticalSave::None => Target::Impossible,
            };
            let extra = if row.extra_attack {
                extra_attack(chain, weapon)
            } else {
                Dist::certain(0)
            };
            unsaved(save, row.wounds).product(&extra, |&w, &e| HitEffect {
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
            })
        })
    })
}

/// The target during the phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Fight {
    out: bool,
    /// Wounds taken so far, at most W.
    taken: u8,
    critical_used: bool,
    /// the mount has taken the first wound.
    mount_lost: bool,
    /// The highest injury roll so far: 0 none, else the modified total clamped to 1..=5
    /// (1: 1 or less, 5: 5 or more), with the flags of the roll(s) that made it.
    injury: u8,
    concussion: bool,
    no_helmet: bool,
    auto: Option<Status>,
    lost: AttacksLost,
}

impl Fight {
    fn out_of_action() -> Fight {
        Fight {
            out: true,
            ..Fight::default()
        }
    }
}

/// Applies one unsaved wound: W goes down, and from 0 on each wound rolls injury.
fn take_wound(
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
            return Dist::certain(Fight::out_of_action());
        }
        return Dist::certain(f);
    }
    f.taken = (f.taken + 1).min(chain.wounds);
    if f.taken < chain.wounds {
        return Dist::certain(f);
    }
    if chain.injury.is_none() {
        // No injury table (wfb): W wounds remove the model.
        return Dist::certain(Fight::out_of_action());
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
            return Fight::out_of_action();
        }
        g
    })
}

fn apply(chain: &Chain, weapon: &WeaponAttacks, f: Fight, e: &HitEffect) -> Dist<Fight> {
    if f.out {
        return Dist::certain(f);
    }
    // the first hit that would wound (a Killing Blow included) kills the mount instead;
    // a critical used for it is used all the same.
    if chain.mount_takes_first_wound
        && !f.mount_lost
        && (e.out || e.critical_wounds > 0 || e.wounds > 0)
    {
        let mut g = f;
        g.mount_lost = true;
        g.critical_used |= e.critical && chain.melee;
        return Dist::certain(g);
    }
    if e.out {
        return Dist::certain(Fight::out_of_action());
    }
    let mut start = f;
    // the first critical per attacker per close-combat phase; shooting, one per shot,
    // so a shot never uses up the next shot's critical.
    start.critical_used |= e.critical && chain.melee;
    if let Some(status) = e.auto {
        start.auto = start.auto.max(Some(status));
    }
    start.lost = start.lost.max(e.lost);
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
    for _ in 0..e.wounds {
        dist = dist.bind(|g| take_wound(chain, *g, 0, weapon.concussion, false));
    }
    dist
}

/// A milder result does not stand up a target already down (the club's «je stále omráčen»): a
/// stunned target knocked down by a shot, or wounded, is still stunned.
fn kept_down(chain: &Chain, s: Status) -> Status {
    if !chain.down_keeps_its_state || matches!(s, Status::Unharmed | Status::OutOfAction) {
        return s;
    }
    match chain.state {
        TargetState::Standing => s,
        TargetState::KnockedDown => s.max(Status::KnockedDown),
        TargetState::Stunned => s.max(Status::Stunned),
    }
}

fn finish(chain: &Chain, f: &Fight) -> Dist<Fate> {
    let wounds_left = chain.wounds - f.taken.min(chain.wounds);
    if f.out {
        return Dist::certain(Fate {
            status: Status::OutOfAction,
            wounds_left: 0,
            attacks_lost: AttacksLost::Nothing,
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
    })
}

/// The hits of each weapon in the order they are resolved: `(weapon, poisoned)` for each hit.
/// Poisoned and plain hits of one weapon come in a uniformly random order (they are iid
/// attacks), which the programme follows by drawing the next kind in proportion to what is left.
struct Programme<'a> {
    chain: &'a Chain,
    effects: HashMap<(usize, bool, bool), Dist<HitEffect>>,
    steps: HashMap<(usize, bool, Fight), Dist<Fight>>,
}

impl<'a> Programme<'a> {
    fn new(chain: &'a Chain) -> Self {
        Programme {
            chain,
            effects: HashMap::new(),
            steps: HashMap::new(),
        }
    }

    /// One more hit of weapon `w` on a target in state `f`, without remembering the result
    /// (`attack_by_attack` visits each state once).
    fn step_uncached(&mut self, w: usize, poisoned: bool, f: Fight) -> Dist<Fight> {
        let chain = self.chain;
        let weapon = &chain.weapons[w];
        let effects = self
            .effects
            .entry((w, poisoned, !f.critical_used))
            .or_insert_with(|| hit_effects(chain, weapon, poisoned, !f.critical_used))
            .clone();
        effects.bind(|e| apply(chain, weapon, f, e))
    }

    fn step(&mut self, w: usize, poisoned: bool, f: Fight) -> Dist<Fight> {
        let key = (w, poisoned, f);
        if let Some(d) = self.steps.get(&key) {
            return d.clone();
        }
        let d = self.step_uncached(w, poisoned, f);
        self.steps.insert(key, d.clone());
        d
    }

    /// Resolves `plain` and `poisoned` hits of weapon `w` from every state of `dist`.
    fn weapon_hits(
        &mut self,
        dist: Dist<Fight>,
        w: usize,
        plain: u32,
        poisoned: u32,
    ) -> Dist<Fight> {
        if poisoned == 0 {
            let mut d = dist;
            for _ in 0..plain {
                d = bind_cached(&d, |f| self.step(w, false, *f));
            }
            return d;
        }
        // Interleave: the next hit is poisoned with probability poisoned / (plain + poisoned).
        let mut d = dist.map(|f| (*f, plain, poisoned));
        for _ in 0..plain + poisoned {
            d = bind_cached(&d, |(f, a, b)| {
                let total = u64::from(a + b);
                let mut out: Vec<((Fight, u32, u32), Ratio)> = Vec::new();
                if *a > 0 {
                    for (g, p) in self.step(w, false, *f).iter() {
                        out.push(((*g, a - 1, *b), &p * &Ratio::new(u64::from(*a), total)));
                    }
                }
                if *b > 0 {
                    for (g, p) in self.step(w, true, *f).iter() {
                        out.push(((*g, *a, b - 1), &p * &Ratio::new(u64::from(*b), total)));
                    }
                }
                Dist::from_probs(out).expect("a proper mixture")
            });
        }
        d.map(|(f, _, _)| *f)
    }
}

/// `dist.bind(f)` with `f` allowed to mutate a cache.
fn bind_cached<T: Ord + Clone, U: Ord + Clone>(
    dist: &Dist<T>,
    mut f: impl FnMut(&T) -> Dist<U>,
) -> Dist<U> {
    let inner: std::collections::BTreeMap<T, Dist<U>> =
        dist.outcomes().map(|t| (t.clone(), f(t))).collect();
    dist.bind(|t| inner.get(t).cloned().expect("every outcome was computed"))
}

/// The exact odds of the chain.
pub fn exact(chain: &Chain) -> Odds {
    let (fates, wounds) = solve(chain, true);
    Odds {
        status: fates.map(|f| f.status),
        wounds: wounds.expect("asked for"),
    }
}

/// The exact joint distribution of the target's state and wounds left, without the count of
/// unsaved wounds (which `duel`, calling this for every state of a fight, does not need).
pub fn fates(chain: &Chain) -> Dist<Fate> {
    solve(chain, false).0
}

fn solve(chain: &Chain, count_wounds: bool) -> (Dist<Fate>, Option<Dist<i64>>) {
    if chain.state == TargetState::Stunned && chain.melee {
        let fate = stunned_target(chain);
        return (Dist::certain(fate), Some(Dist::certain(0)));
    }
    if let Some(wounds) = independent_attacks(chain) {
        let w = i64::from(chain.wounds);
        let fates = wounds.map(|&n| Fate {
            status: kept_down(
                chain,
                match n {
                    0 => Status::Unharmed,
                    n if n < w => Status::Wounded,
                    _ => Status::OutOfAction,
                },
            ),
            wounds_left: (w - n).max(0) as u8,
            attacks_lost: AttacksLost::Nothing,
        });
        return (fates, Some(wounds));
    }
    if !parry_couples_hits(chain) {
        let fates = attack_by_attack(chain).bind(|f| finish(chain, f));
        let wounds = count_wounds.then(|| wounds_attack_by_attack(chain));
        return (fates, wounds);
    }
    let hits = hits_after_parry(chain);
    if hits.outcomes().all(|c| c.iter().all(|x| x[1] == 0)) {
        let fates = fights_after_parry(chain, &hits).bind(|f| finish(chain, f));
        let wounds = count_wounds.then(|| wounds_after_parry(chain, &hits));
        return (fates, wounds);
    }
    // Poisoned hits and a parry (only a rules file gives skirmish's poison a parry to meet):
    // poisoned and plain hits of a weapon come in any order, which the general programme
    // below follows.
    // The first weapon's plain hits come first in every run: compute the fight after k of them
    // once for every k, instead of once per hit count (which made 60 attacks quadratic).
    let most = hits.outcomes().map(|c| c[0][0]).max().unwrap_or(0);
    let mut programme = Programme::new(chain);
    let mut prefix = vec![Dist::certain(Fight::default())];
    for k in 1..=most as usize {
        let next = bind_cached(&prefix[k - 1], |f| programme.step(0, false, *f));
        prefix.push(next);
    }
    let fates = bind_cached(&hits, |counts| {
        let [plain, poisoned] = counts[0];
        let mut d = if poisoned == 0 {
            prefix[plain as usize].clone()
        } else {
            programme.weapon_hits(Dist::certain(Fight::default()), 0, plain, poisoned)
        };
        for (w, c) in counts.iter().enumerate().skip(1) {
            d = programme.weapon_hits(d, w, c[0], c[1]);
        }
        d.bind(|f| finish(chain, f))
    });
    let wounds = count_wounds.then(|| unsaved_wounds(chain, &hits));
    (fates, wounds)
}

/// Whether a parry ties the hits together: it takes the best one after all to-hit rolls (core)
/// or the first it can (club), so the hits must be counted before they are resolved.
fn parry_couples_hits(chain: &Chain) -> bool {
    chain.parry != Parry::None && chain.weapons.iter().any(|w| w.parryable)
}

/// What one attack's to-hit roll gives the rest of the chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Swing {
    Miss,
    Hit,
    /// A natural 6 with a poisoned weapon.
    Poisoned,
}

fn swing(weapon: &WeaponAttacks) -> Dist<Swing> {
    hit_roll(weapon).map(|r| match *r {
        HitRoll::Miss => Swing::Miss,
        HitRoll::Boom => Swing::Poisoned,
        HitRoll::Hit(6) if weapon.poison => Swing::Poisoned,
        HitRoll::Hit(_) | HitRoll::Auto => Swing::Hit,
    })
}

/// Without a parry every attack's to-hit roll is its own, and resolving the attacks one after
/// another in attack order (hit, then wound, critical, save, injury) is the order of R-32: the
/// fight is a Markov chain over the attacks (`Walk`), with no mixture over how many hit.
/// Linear in the attacks.
fn attack_by_attack(chain: &Chain) -> Dist<Fight> {
    let mut programme = Programme::new(chain);
    let swings: Vec<Dist<Swing>> = chain.weapons.iter().map(swing).collect();
    let walk = Walk::explore(
        Fight::default(),
        chain.weapons.len(),
        total_attacks(chain),
        |w, f| {
            let hit = programme.step_uncached(w, false, *f);
            let poisoned = (chain.weapons[w].poison || chain.weapons[w].boom.is_some())
                .then(|| programme.step_uncached(w, true, *f));
            swings[w].bind(|s| match s {
                Swing::Miss => Dist::certain(*f),
                Swing::Hit => hit.clone(),
                Swing::Poisoned => poisoned.clone().expect("a poisoned weapon"),
            })
        },
    );
    walk.dist(
        &run_attacks(&walk, chain),
        &walk.common().pow(total_attacks(chain)),
    )
}

fn total_attacks(chain: &Chain) -> u32 {
    chain.weapons.iter().map(|w| w.attacks).sum()
}

/// Every weapon's attacks in order, from the start.
fn run_attacks<S: Copy + Eq + std::hash::Hash + Ord>(walk: &Walk<S>, chain: &Chain) -> Rows {
    let mut rows = walk.start(walk.bits(u64::from(total_attacks(chain)), 0));
    for (w, weapon) in chain.weapons.iter().enumerate() {
        for _ in 0..weapon.attacks {
            rows = walk.step(&rows, w);
        }
    }
    rows
}

/// What counting wounds needs of one hit: (it used the critical, its unsaved wounds), given
/// whether the critical is still available.
fn counted(
    chain: &Chain,
    weapon: &WeaponAttacks,
    poisoned: bool,
    available: bool,
) -> Dist<(bool, i64)> {
    hit_effects(chain, weapon, poisoned, available).map(|e| {
        (
            e.critical,
            i64::from(e.critical_wounds) + i64::from(e.wounds),
        )
    })
}

/// One more (critical used, wounds so far) from a kernel per weapon and availability.
fn wounds_step(
    kernels: &[[Dist<(bool, i64)>; 2]],
    w: usize,
    state: &(bool, i64),
) -> Dist<(bool, i64)> {
    let (used, total) = *state;
    kernels[w][usize::from(used)].map(|(c, n)| (used || *c, total + n))
}

/// The unsaved wounds attack by attack (no parry): the same chain over (critical used, wounds
/// so far).
fn wounds_attack_by_attack(chain: &Chain) -> Dist<i64> {
    let kernels: Vec<[Dist<(bool, i64)>; 2]> = chain
        .weapons
        .iter()
        .map(|weapon| {
            let swing = swing(weapon);
            let per_attack = |available: bool| {
                swing.bind(|s| match s {
                    Swing::Miss => Dist::certain((false, 0i64)),
                    Swing::Hit => counted(chain, weapon, false, available),
                    Swing::Poisoned => counted(chain, weapon, true, available),
                })
            };
            [per_attack(true), per_attack(false)]
        })
        .collect();
    let walk = Walk::explore(
        (false, 0i64),
        chain.weapons.len(),
        total_attacks(chain),
        |w, s| wounds_step(&kernels, w, s),
    );
    walk.dist(
        &run_attacks(&walk, chain),
        &walk.common().pow(total_attacks(chain)),
    )
    .map(|(_, n)| *n)
}

/// With a parry the hits are counted first (`hits_after_parry`); the remaining hits are then
/// resolved in order, a chain over hits (move w: one hit of weapon w). The answer is the
/// mixture over the counts of the chain after that many hits: the first weapon's hits are run
/// once for every count (a prefix), and each count's rows are weighted by its probability and
/// brought to one denominator.
fn mixture_over_hits<S: Copy + Eq + std::hash::Hash + Ord>(
    walk: &Walk<S>,
    hits: &Dist<HitCounts>,
) -> Dist<S> {
    let sum = |c: &HitCounts| c.iter().map(|x| u64::from(x[0])).sum::<u64>();
    let most = hits.outcomes().map(sum).max().unwrap_or(0);
    let first_most = hits.outcomes().map(|c| c[0][0]).max().unwrap_or(0);
    let bits = walk.bits(most, hits.denominator().bits());
    let mut prefix = vec![walk.start(bits)];
    for k in 0..first_most as usize {
        let next = walk.step(&prefix[k], 0);
        prefix.push(next);
    }
    let mut powers = vec![Nat::one()];
    for j in 0..most as usize {
        let next = &powers[j] * walk.common();
        powers.push(next);
    }
    let mut acc = walk.zeros(bits);
    for (counts, weight) in hits.weights() {
        let mut rows = prefix[counts[0][0] as usize].clone();
        for (w, c) in counts.iter().enumerate().skip(1) {
            for _ in 0..c[0] {
                rows = walk.step(&rows, w);
            }
        }
        let factor = weight * &powers[(most - sum(counts)) as usize];
        walk.mix(&mut acc, &rows, &Factor::new(&factor));
    }
    walk.dist(&acc, &(hits.denominator() * &powers[most as usize]))
}

/// The most hits any count has: how far the chain over hits can go.
fn most_hits(hits: &Dist<HitCounts>) -> u32 {
    hits.outcomes()
        .map(|c| c.iter().map(|x| x[0]).sum::<u32>())
        .max()
        .unwrap_or(0)
}

fn fights_after_parry(chain: &Chain, hits: &Dist<HitCounts>) -> Dist<Fight> {
    let mut programme = Programme::new(chain);
    let depth = most_hits(hits);
    let walk = Walk::explore(Fight::default(), chain.weapons.len(), depth, |w, f| {
        programme.step_uncached(w, false, *f)
    });
    mixture_over_hits(&walk, hits)
}

fn wounds_after_parry(chain: &Chain, hits: &Dist<HitCounts>) -> Dist<i64> {
    let kernels: Vec<[Dist<(bool, i64)>; 2]> = chain
        .weapons
        .iter()
        .map(|weapon| {
            [
                counted(chain, weapon, false, true),
                counted(chain, weapon, false, false),
            ]
        })
        .collect();
    let depth = most_hits(hits);
    let walk = Walk::explore((false, 0i64), chain.weapons.len(), depth, |w, s| {
        wounds_step(&kernels, w, s)
    });
    mixture_over_hits(&walk, hits).map(|(_, n)| *n)
}

/// When nothing ties one attack to another — no parry, no critical (so no "first one"), no
/// poison, no Killing Blow, no injury table (wfb) — each attack's unsaved wounds are independent:
/// the total is a sum of independent copies, and the target's state follows from it.
fn independent_attacks(chain: &Chain) -> Option<Dist<i64>> {
    let coupled = chain.parry != Parry::None
        || chain.injury.is_some()
        || chain.state != TargetState::Standing
        || chain
            .weapons
            .iter()
            .any(|w| w.critical.is_some() || w.poison || w.killing_blow || w.boom.is_some());
    if coupled {
        return None;
    }
    let mut wounds = Dist::certain(0i64);
    for weapon in &chain.weapons {
        let hit = weapon.hit.probability();
        let per_hit = hit_effects(chain, weapon, false, false)
            .map(|e| i64::from(e.critical_wounds) + i64::from(e.wounds));
        let per_attack = Dist::from_probs([(false, hit.complement()), (true, hit)])
            .expect("complementary")
            .bind(|h| {
                if *h {
                    per_hit.clone()
                } else {
                    Dist::certain(0)
                }
            });
        wounds = wounds.add(&per_attack.sum_of(weapon.attacks));
    }
    Some(wounds)
}

/// The unsaved wounds, counted without a cap (a critical's wounds and extra attacks included).
fn unsaved_wounds(chain: &Chain, hits: &Dist<HitCounts>) -> Dist<i64> {
    // Each hit reduced to what counting needs, (uses the critical, unsaved wounds): a few
    // outcomes instead of a dozen effects, which keeps the programme small.
    let mut effects: HashMap<(usize, bool, bool), Dist<(bool, i64)>> = HashMap::new();
    for (w, weapon) in chain.weapons.iter().enumerate() {
        for poisoned in [false, true] {
            for available in [false, true] {
                effects.insert(
                    (w, poisoned, available),
                    counted(chain, weapon, poisoned, available),
                );
            }
        }
    }
    // (critical used, wounds so far) after one more hit of weapon `w`.
    let step = |d: &Dist<(bool, i64)>, w: usize, poisoned: bool| {
        d.bind(|(used, total)| {
            effects[&(w, poisoned, !used)].map(|(c, n)| (*used || *c, total + n))
        })
    };
    // As in `exact`: the first weapon's plain hits once, for every count.
    let most = hits.outcomes().map(|c| c[0][0]).max().unwrap_or(0);
    let mut prefix = vec![Dist::certain((false, 0i64))];
    for k in 1..=most as usize {
        let next = step(&prefix[k - 1], 0, false);
        prefix.push(next);
    }
    hits.bind(|counts| {
        let mut d = prefix[counts[0][0] as usize].clone();
        for (w, c) in counts.iter().enumerate() {
            // Poisoned hits cannot be criticals, so their place in the order does not matter here.
            for _ in 0..c[1] {
                d = step(&d, w, true);
            }
            if w > 0 {
                for _ in 0..c[0] {
                    d = step(&d, w, false);
                }
            }
        }
        d.map(|(_, total)| *total)
    })
}

fn stunned_target(chain: &Chain) -> Fate {
    let attacks = total_attacks(chain);
    let w = u32::from(chain.wounds);
    if attacks == 0 {
        Fate {
            status: Status::Unharmed,
            wounds_left: chain.wounds,
            attacks_lost: AttacksLost::Nothing,
        }
    } else if chain.stunned_loses_wound_per_attack && attacks < w {
        Fate {
            status: kept_down(chain, Status::Wounded),
            wounds_left: (w - attacks) as u8,
            attacks_lost: AttacksLost::Nothing,
        }
    } else {
        Fate {
            status: Status::OutOfAction,
            wounds_left: 0,
            attacks_lost: AttacksLost::Nothing,
        }
    }
}

// ---- played die by die ---------------------------------------------------------------------

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
    /// What happened, in order, for people.
    pub log: Vec<String>,
}

fn roll_check(check: &Check, dice: &mut impl Dice) -> (bool, u8) {
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

fn roll_save(save: Target, dice: &mut impl Dice) -> bool {
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

struct PlayState {
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

fn play_wound(
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

/// What happened in a played fight, kept only when someone will read it: formatting a line per
/// die would dominate the millions of fights of `--simulate` and the tests' enumerations.
struct Log {
    lines: Option<Vec<String>>,
}

impl Log {
    fn note(&mut self, line: impl FnOnce() -> String) {
        if let Some(lines) = self.lines.as_mut() {
            lines.push(line());
        }
    }
}

/// Plays one fight, with a log of what happened. The dice are rolled in this order: every
/// to-hit roll, the parry dice, then for each remaining hit its wound, critical, save and
/// injury dice (and an extra attack's), and last the helmet.
pub fn play(chain: &Chain, dice: &mut impl Dice) -> Played {
    play_with(
        chain,
        dice,
        Log {
            lines: Some(Vec::new()),
        },
    )
}

/// Plays one fight without a log.
pub fn play_quiet(chain: &Chain, dice: &mut impl Dice) -> Played {
    play_with(chain, dice, Log { lines: None })
}

fn play_with(chain: &Chain, dice: &mut impl Dice, mut log: Log) -> Played {
    if chain.state == TargetState::Stunned && chain.melee {
        let fate = stunned_target(chain);
        return Played {
            status: fate.status,
            wounds_left: fate.wounds_left,
            wounds: 0,
            attacks_lost: AttacksLost::Nothing,
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
                let row = if table.dice == "none" {
                    &table.rows[0]
                } else {
                    table.row(dice.d6()).expect("rows cover the die")
                };
                log.note(|| format!("critical: {}", row.name));
                let save = match row.save {
                    CriticalSave::Normal => plain_save,
                    CriticalSave::Modifier(m) => save_target(chain, weapon, i32::from(m)),
                    CriticalSave::None => Target::Impossible,
                };
                if roll_save(save, dice) {
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
        log: log.lines.unwrap_or_default(),
    }
}
