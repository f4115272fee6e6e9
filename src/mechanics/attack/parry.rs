//! To hit and the parry (phase 1 of the chain): each attack's to-hit die, and the hits left after
//! the target's parry — the core parry against the highest natural die (§1.8, R-33), the club's
//! attempts per parrying weapon.

use super::{Boom, Chain, Parry, WeaponAttacks};
use crate::mechanics::Target;
use crate::mechanics::check::Check;
use crate::prob::{Dist, Nat, Ratio};

/// One attack's to-hit outcome: a miss, a hit with the natural die that decided it, or an
/// automatic hit (no die).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) enum HitRoll {
    Miss,
    Hit(u8),
    Auto,
    /// A natural 1 that the misfire die turned into a hit (no die a parry could beat).
    Boom,
}

pub(super) fn hit_roll(weapon: &WeaponAttacks) -> Dist<HitRoll> {
    hit_roll_with(&weapon.hit, weapon.boom.as_ref())
}

/// One attack's to-hit roll with `check`, and a blackpowder weapon's misfire die.
pub(super) fn hit_roll_with(check: &Check, boom: Option<&Boom>) -> Dist<HitRoll> {
    let t = check.target;
    // A natural 1 rolls the misfire die (the second die here, unused otherwise below 7+).
    let misfire = |a: u8, b: u8| {
        boom.filter(|_| a == 1).map(|boom| {
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
        Target::Score { .. } if boom.is_some() => Dist::uniform(1..=6u8).expect("faces").product(
            &Dist::uniform(1..=6u8).expect("faces"),
            |&a, &b| {
                if let Some(r) = misfire(a, b) {
                    r
                } else if t.succeeds(&[a]) {
                    HitRoll::Hit(a)
                } else {
                    HitRoll::Miss
                }
            },
        ),
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
pub(super) type HitCounts = Vec<[u32; 2]>;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct HitState {
    counts: Vec<[u32; 2]>,
    /// Core parry: a natural 6 among the parryable hits (the parry is lost).
    any_six: bool,
    /// Core parry: the highest parryable natural die so far (0: none) and whose it is.
    best: u8,
    best_weapon: usize,
}

pub(super) fn parry_chance(needed_above: u8, reroll: bool) -> Ratio {
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
pub(super) fn club_parry_chance(needs: &[u8]) -> Ratio {
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
pub(super) fn core_parry_hits(chain: &Chain, reroll: bool) -> Dist<HitCounts> {
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

pub(super) fn hits_after_parry(chain: &Chain) -> Dist<HitCounts> {
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
