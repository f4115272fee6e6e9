//! The exact chain: the target's fate as a Markov chain over attacks, or over hits after a parry
//! has coupled them (`prob::Walk`), and the unsaved-wound counts.

use super::parry::{HitCounts, HitRoll, hit_roll, hit_roll_with, hits_after_parry};
use super::wounds::{Fight, HitEffect, apply, finish, hit_effects, kept_down};
use super::{AttacksLost, Chain, Fate, Odds, Parry, TargetState, WeaponAttacks};
use crate::mechanics::check::Check;
use crate::prob::{Dist, Factor, Nat, Ratio, Rows, Walk};
use crate::rules::Status;
use std::collections::HashMap;

/// The hits of each weapon in the order they are resolved: `(weapon, poisoned)` for each hit.
/// Poisoned and plain hits of one weapon come in a uniformly random order (they are iid
/// attacks), which the programme follows by drawing the next kind in proportion to what is left.
pub(super) struct Programme<'a> {
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
pub(super) fn bind_cached<T: Ord + Clone, U: Ord + Clone>(
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
        fates,
    }
}

/// The exact joint distribution of the target's state and wounds left, without the count of
/// unsaved wounds (which `duel`, calling this for every state of a fight, does not need).
pub fn fates(chain: &Chain) -> Dist<Fate> {
    solve(chain, false).0
}

pub(super) fn solve(chain: &Chain, count_wounds: bool) -> (Dist<Fate>, Option<Dist<i64>>) {
    if chain.state == TargetState::Stunned && chain.melee {
        let fate = stunned_target(chain);
        return (Dist::certain(fate), Some(Dist::certain(0)));
    }
    if let Some(wounds) = independent_attacks(chain) {
        let fates = wounds.map(|&n| fate_of_wounds(chain, n));
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

/// The target's fate after `n` unsaved wounds of independent attacks (no criticals, no injury
/// roll to couple them): unharmed, wounded, or out of action at W.
pub(super) fn fate_of_wounds(chain: &Chain, n: i64) -> Fate {
    let w = i64::from(chain.wounds);
    Fate {
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
        follow_up: None,
    }
}

/// Whether a parry ties the hits together: it takes the best one after all to-hit rolls (core)
/// or the first it can (club), so the hits must be counted before they are resolved.
pub(super) fn parry_couples_hits(chain: &Chain) -> bool {
    chain.parry != Parry::None && chain.weapons.iter().any(|w| w.parryable)
}

/// What one attack's to-hit roll gives the rest of the chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Swing {
    Miss,
    Hit,
    /// A natural 6 with a poisoned weapon.
    Poisoned,
}

pub(super) fn swing(weapon: &WeaponAttacks) -> Dist<Swing> {
    swing_of(hit_roll(weapon), weapon.poison)
}

fn swing_of(roll: Dist<HitRoll>, poison: bool) -> Dist<Swing> {
    roll.map(|r| match *r {
        HitRoll::Miss => Swing::Miss,
        HitRoll::Boom => Swing::Poisoned,
        HitRoll::Hit(6) if poison => Swing::Poisoned,
        HitRoll::Hit(_) | HitRoll::Auto => Swing::Hit,
    })
}

/// One attack's to-hit roll with `check` (no misfire): a miss, a hit, or with `poison` a
/// poisoned hit on a natural 6 — the `hit` stage's dice, as the chain rolls them.
pub fn attack_swing(check: &Check, poison: bool) -> Dist<Swing> {
    swing_of(hit_roll_with(check, None), poison)
}

/// Without a parry every attack's to-hit roll is its own, and resolving the attacks one after
/// another in attack order (hit, then wound, critical, save, injury) is the order of R-32: the
/// fight is a Markov chain over the attacks (`Walk`), with no mixture over how many hit.
/// Linear in the attacks.
pub(super) fn attack_by_attack(chain: &Chain) -> Dist<Fight> {
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

pub(super) fn total_attacks(chain: &Chain) -> u32 {
    chain.weapons.iter().map(|w| w.attacks).sum()
}

/// Every weapon's attacks in order, from the start.
pub(super) fn run_attacks<S: Copy + Eq + std::hash::Hash + Ord>(
    walk: &Walk<S>,
    chain: &Chain,
) -> Rows {
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
pub(super) fn counted(
    chain: &Chain,
    weapon: &WeaponAttacks,
    poisoned: bool,
    available: bool,
) -> Dist<(bool, i64)> {
    hit_effects(chain, weapon, poisoned, available).map(|e| (e.critical, e.unsaved()))
}

/// One more (critical used, wounds so far) from a kernel per weapon and availability. R-10: the
/// first critical per close-combat phase; shooting, one per shot, so a shot never uses up the
/// next one's (as `apply` does for the target's fate).
pub(super) fn wounds_step(
    chain: &Chain,
    kernels: &[[Dist<(bool, i64)>; 2]],
    w: usize,
    state: &(bool, i64),
) -> Dist<(bool, i64)> {
    let (used, total) = *state;
    kernels[w][usize::from(used)].map(|(c, n)| (used || (*c && chain.melee), total + n))
}

/// The unsaved wounds attack by attack (no parry): the same chain over (critical used, wounds
/// so far).
pub(super) fn wounds_attack_by_attack(chain: &Chain) -> Dist<i64> {
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
        |w, s| wounds_step(chain, &kernels, w, s),
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
pub(super) fn mixture_over_hits<S: Copy + Eq + std::hash::Hash + Ord>(
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
pub(super) fn most_hits(hits: &Dist<HitCounts>) -> u32 {
    hits.outcomes()
        .map(|c| c.iter().map(|x| x[0]).sum::<u32>())
        .max()
        .unwrap_or(0)
}

pub(super) fn fights_after_parry(chain: &Chain, hits: &Dist<HitCounts>) -> Dist<Fight> {
    let mut programme = Programme::new(chain);
    let depth = most_hits(hits);
    let walk = Walk::explore(Fight::default(), chain.weapons.len(), depth, |w, f| {
        programme.step_uncached(w, false, *f)
    });
    mixture_over_hits(&walk, hits)
}

pub(super) fn wounds_after_parry(chain: &Chain, hits: &Dist<HitCounts>) -> Dist<i64> {
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
        wounds_step(chain, &kernels, w, s)
    });
    mixture_over_hits(&walk, hits).map(|(_, n)| *n)
}

/// When nothing ties one attack to another — no parry, no critical (so no "first one"), no
/// poison, no Killing Blow, no injury table (wfb) — each attack's unsaved wounds are independent:
/// the total is a sum of independent copies, and the target's state follows from it.
pub(super) fn independent_attacks(chain: &Chain) -> Option<Dist<i64>> {
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
        let per_hit = hit_effects(chain, weapon, false, false).map(|e| e.unsaved());
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
pub(super) fn unsaved_wounds(chain: &Chain, hits: &Dist<HitCounts>) -> Dist<i64> {
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
            effects[&(w, poisoned, !used)].map(|(c, n)| (*used || (*c && chain.melee), total + n))
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

pub(super) fn stunned_target(chain: &Chain) -> Fate {
    let attacks = total_attacks(chain);
    let w = u32::from(chain.wounds);
    if attacks == 0 {
        Fate {
            status: Status::Unharmed,
            wounds_left: chain.wounds,
            attacks_lost: AttacksLost::Nothing,
            follow_up: None,
        }
    } else if chain.stunned_loses_wound_per_attack && attacks < w {
        Fate {
            status: kept_down(chain, Status::Wounded),
            wounds_left: (w - attacks) as u8,
            attacks_lost: AttacksLost::Nothing,
            follow_up: None,
        }
    } else {
        Fate {
            status: Status::OutOfAction,
            wounds_left: 0,
            attacks_lost: AttacksLost::Nothing,
            follow_up: None,
        }
    }
}

/// One attack of weapon `w` with its own critical (shooting, R-10: a critical a shot): which
/// follow-up, if any, it sets going. The shots are independent, so a follow-up's count over
/// every shot is a sum of these (as the unsaved wounds are counted); in close combat the
/// chain's state remembers the phase's one instead (`Fate::follow_up`).
pub fn follow_per_attack(chain: &Chain, w: usize) -> Dist<Option<u8>> {
    let weapon = &chain.weapons[w];
    let fired = |poisoned: bool| hit_effects(chain, weapon, poisoned, true).map(|e| e.follow_up);
    swing(weapon).bind(|s| match s {
        Swing::Miss => Dist::certain(None),
        Swing::Hit => fired(false),
        Swing::Poisoned => fired(true),
    })
}
