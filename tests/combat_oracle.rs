//! `combat --rules wfb` against an independent oracle written from seed 002's text (RULES.md
//! §3.2, §3.4–3.7, §6.1, §6.2, §6.4; ..R-64), and seeded rolls
//! against the exact distribution.
//!
//! The oracle enumerates every face of every die of the round for tiny units: each attack's
//! to-hit die (and hatred's re-roll), wound die and save die; the musicians' dice; the break
//! test's 2D6 (and the battle standard's re-roll); the flight and pursuit dice. Dice are merged
//! only where two sequences leave the same state (the same count of unsaved wounds so far). Its
//! targets come from the rules' own words (to hit: 3+ against a lower WS, 5+ against more than
//! double, else 4+; to wound by S minus T; saves from the armour worn and the Strength), not
//! from the program's charts or weapon data; it shares only the rational type.

mod common;

use common::chi2;
use std::collections::BTreeMap;
use warband::mechanics::Roller;
use warband::mechanics::combat::{self, Combat, Facing, Outcome, Side, Unit};
use warband::mechanics::profile::Profile;
use warband::mechanics::save::Armour;
use warband::prob::Ratio;
use warband::rules::{RulesetId, builtin};

// ---- the oracle ------------------------------------------------------------------------------

/// The oracle's weapons, by their seed text (§8 of seed 002).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Arm {
    Hand,
    /// «Halapartna pridava svemu nositeli +1 k sile»
    Halberd,
    /// «muze bojovat ve dvou radach… Kdyz chargeuji, muze bojovat jen prvni rada»
    Spear,
    /// «ma bonus +2 ke sve sile, kdyz chargeuje»
    Lance,
}

#[derive(Debug, Clone)]
struct Side_ {
    ws: u32,
    s: u32,
    t: u32,
    w: u32,
    a: u32,
    ld: u32,
    m: u32,
    models: u32,
    frontage: u32,
    arm: Arm,
    /// light 6+, heavy 5+ on foot (§6.4); none: no armour.
    armour: Option<u32>,
    shield: bool,
    /// Cavalry: the mount's WS, S, A and M.
    mount: Option<(u32, u32, u32, u32)>,
    standard: bool,
    musicians: u32,
    bsb: bool,
    hatred: bool,
    fear: bool,
    high: bool,
    facing: Facing,
}

fn side(ws: u32, s: u32, t: u32, a: u32, models: u32, frontage: u32) -> Side_ {
    Side_ {
        ws,
        s,
        t,
        w: 1,
        a,
        ld: 7,
        m: 4,
        models,
        frontage,
        arm: Arm::Hand,
        armour: None,
        shield: false,
        mount: None,
        standard: false,
        musicians: 0,
        bsb: false,
        hatred: false,
        fear: false,
        high: false,
        facing: Facing::Front,
    }
}

/// D6 score needed, 7 = impossible.
fn to_hit(att: u32, def: u32) -> u32 {
    if att > def {
        3
    } else if def > 2 * att {
        5
    } else {
        4
    }
}

fn to_wound(s: u32, t: u32) -> u32 {
    let d = s as i32 - t as i32;
    match d {
        d if d >= 2 => 2,
        1 => 3,
        0 => 4,
        -1 => 5,
        -2 | -3 => 6,
        _ => 7,
    }
}

/// The save of `def` against Strength `s`: armour, shield −1, mount −1 (on foot light 6+,
/// heavy 5+; as cavalry one better, §6.4), then +1 per Strength above 3 (S4 −1 …).
fn save_needed(def: &Side_, s: u32) -> u32 {
    let mut basic = match def.armour {
        Some(a) => a,
        None if def.mount.is_some() || def.shield => 7,
        None => return 7,
    };
    basic -= u32::from(def.shield) + u32::from(def.mount.is_some());
    (basic + s.saturating_sub(3)).max(2)
}

/// One attack: P(unsaved wound), by counting every face of its dice.
fn one_attack(hit: u32, reroll: bool, wound: u32, save: u32) -> Ratio {
    let mut n = 0u64;
    let mut d = 0u64;
    let rolls = if reroll { 2 } else { 1 };
    // Every to-hit sequence (one die, or two when the first misses and hatred re-rolls).
    let mut hits = 0u64;
    let mut total = 0u64;
    for h1 in 1..=6u32 {
        if h1 >= hit {
            hits += 6;
        } else if rolls == 2 {
            for h2 in 1..=6u32 {
                hits += u64::from(h2 >= hit);
            }
        }
        total += 6;
    }
    for wd in 1..=6u32 {
        for sd in 1..=6u32 {
            d += 1;
            // A natural 1 never wounds or saves; 7: impossible.
            let wounded = wound <= 6 && wd >= wound;
            let saved = save <= 6 && sd >= save;
            n += u64::from(wounded && !saved);
        }
    }
    &Ratio::new(hits, total) * &Ratio::new(n, d)
}

fn add(map: &mut BTreeMap<u32, Ratio>, k: u32, p: Ratio) {
    let slot = map.entry(k).or_insert_with(Ratio::zero);
    *slot = &*slot + &p;
}

/// Unsaved wounds of `attacks` attacks, each an unsaved wound with `p`, attack by attack.
fn wounds_of(kinds: &[(u32, Ratio)]) -> BTreeMap<u32, Ratio> {
    let mut dist = BTreeMap::from([(0u32, Ratio::one())]);
    for (n, p) in kinds {
        for _ in 0..*n {
            let mut next = BTreeMap::new();
            for (k, q) in &dist {
                add(&mut next, *k + 1, q * p);
                add(&mut next, *k, q * &p.complement());
            }
            dist = next;
        }
    }
    dist
}

/// The attacks of `me`'s fighting models against `them`: (attacks, P(unsaved)) per kind.
fn attacks(me: &Side_, them: &Side_, left: u32, charging: bool) -> Vec<(u32, Ratio)> {
    let front = left.min(me.frontage);
    let fighting = if me.arm == Arm::Spear && !charging && me.mount.is_none() {
        front + left.saturating_sub(me.frontage).min(me.frontage)
    } else {
        front
    };
    let s = me.s
        + match me.arm {
            Arm::Halberd => 1,
            Arm::Lance if charging => 2,
            _ => 0,
        };
    let mut kinds = vec![(
        fighting * me.a,
        one_attack(
            to_hit(me.ws, them.ws),
            me.hatred,
            to_wound(s, them.t),
            save_needed(them, s),
        ),
    )];
    if let Some((ws, ms, a, _)) = me.mount {
        kinds.push((
            fighting * a,
            one_attack(
                to_hit(ws, them.ws),
                false,
                to_wound(ms, them.t),
                save_needed(them, ms),
            ),
        ));
    }
    kinds
}

/// Combat-result bonuses (seed 002 «Modifikatory jsou tyto»).
fn bonus(me: &Side_, left: u32, them: &Side_, them_left: u32) -> i64 {
    let mut b = 0;
    // «alespon 4 modely v kazde rade… +1 za kazdou radu mimo prvni… Vyssi bonus nez +3 nelze»;
    // «napadena ze strany ci zezadu jednotkou o nejmene peti clenech, tento bonus ztraci».
    if !(them.facing != Facing::Front && them_left >= 5) {
        let mut ranks = 0;
        let mut rest = left.saturating_sub(me.frontage);
        while rest > 0 {
            let r = rest.min(me.frontage);
            if r >= 4 {
                ranks += 1;
            }
            rest -= r;
        }
        b += ranks.min(3);
    }
    b += i64::from(me.standard) + i64::from(me.bsb) + i64::from(me.high);
    // «Podminkou je, aby jednotka mela vice naz 5 clenu».
    if left > 5 {
        b += match me.facing {
            Facing::Front => 0,
            Facing::Flank => 1,
            Facing::Rear => 2,
        };
    }
    b
}

/// Every total of `n` D6, counted.
fn sums(n: u32) -> BTreeMap<u32, u64> {
    let mut m = BTreeMap::from([(0u32, 1u64)]);
    for _ in 0..n {
        let mut next = BTreeMap::new();
        for (s, c) in &m {
            for f in 1..=6 {
                *next.entry(s + f).or_insert(0) += c;
            }
        }
        m = next;
    }
    m
}

/// P(the pursuers catch): «Po te co nepritel provedl svuj hod na utek, provadi se hod na
/// pronasledovani, ktery je stejny» — 2D6 for M ≤ 6, 3D6 above; caught when pursuit ≥ flight.
fn caught(flee_m: u32, pursue_m: u32) -> Ratio {
    let dice = |m: u32| if m > 6 { 3 } else { 2 };
    let (f, p) = (sums(dice(flee_m)), sums(dice(pursue_m)));
    let (mut yes, mut all) = (0u64, 0u64);
    for (fs, fc) in &f {
        for (ps, pc) in &p {
            all += fc * pc;
            if ps >= fs {
                yes += fc * pc;
            }
        }
    }
    Ratio::new(yes, all)
}

/// P(a break test passes): 2D6 ≤ Ld − difference (hatred: Ld 10), a re-roll with the BSB.
fn holds(ld: u32, diff: i64, hatred: bool, reroll: bool) -> Ratio {
    let target = if hatred { 10 } else { i64::from(ld) - diff };
    let mut pass = 0u64;
    for a in 1..=6i64 {
        for b in 1..=6i64 {
            pass += u64::from(a + b <= target);
        }
    }
    let p = Ratio::new(pass, 36);
    if reroll {
        (&p.complement() * &p.complement()).complement()
    } else {
        p
    }
}

type Key = (&'static str, u32, u32, i64);

/// The whole round: (outcome, casualties A, casualties B, result difference) → probability.
fn oracle(a: &Side_, b: &Side_, charger: usize) -> BTreeMap<Key, Ratio> {
    let units = [a, b];
    let (f, s) = (charger, 1 - charger);
    let mut out = BTreeMap::new();
    let m_of = |u: &Side_| u.mount.map_or(u.m, |m| m.3);
    let first = wounds_of(&attacks(units[f], units[s], units[f].models, true));
    for (u1, p1) in first {
        let u1 = u1.min(units[s].models * units[s].w);
        let left_s = units[s].models - u1 / units[s].w;
        let back = wounds_of(&attacks(units[s], units[f], left_s, false));
        for (u2, p2) in back {
            let u2 = u2.min(units[f].models * units[f].w);
            let left_f = units[f].models - u2 / units[f].w;
            let mut on = [0; 2];
            on[s] = u1;
            on[f] = u2;
            let mut left = [0; 2];
            left[s] = left_s;
            left[f] = left_f;
            // The musicians: every face of every musician's die.
            let (ma, mb) = (sums(a.musicians), sums(b.musicians));
            for (sa, ca) in &ma {
                for (sb, cb) in &mb {
                    let pm = Ratio::new(ca * cb, 6u64.pow(a.musicians + b.musicians));
                    let music_a = match (a.musicians, b.musicians) {
                        (0, 0) => 0,
                        (_, 0) => 1,
                        (0, _) => -1,
                        _ => (*sa as i64 - *sb as i64).signum(),
                    };
                    let cr_a =
                        i64::from(on[1]) + bonus(a, left[0], b, left[1]) + i64::from(music_a == 1);
                    let cr_b =
                        i64::from(on[0]) + bonus(b, left[1], a, left[0]) + i64::from(music_a == -1);
                    let diff = cr_a - cr_b;
                    let p = &(&p1 * &p2) * &pm;
                    let cas = (a.models - left[0], b.models - left[1]);
                    let mut put = |name: &'static str, q: Ratio| {
                        let slot = out
                            .entry((name, cas.0, cas.1, diff))
                            .or_insert_with(Ratio::zero);
                        *slot = &*slot + &(&p * &q);
                    };
                    let names = [
                        ["a_wins_b_holds", "a_wins_b_flees", "a_wins_b_destroyed"],
                        ["b_wins_a_holds", "b_wins_a_flees", "b_wins_a_destroyed"],
                    ];
                    let (winner, loser) = if left[1] == 0 {
                        (0, 1)
                    } else if left[0] == 0 {
                        (1, 0)
                    } else if diff > 0 {
                        (0, 1)
                    } else if diff < 0 {
                        (1, 0)
                    } else {
                        put("draw", Ratio::one());
                        continue;
                    };
                    if left[loser] == 0 {
                        put(names[winner][2], Ratio::one());
                        continue;
                    }
                    let (w, l) = (units[winner], units[loser]);
                    let hold = if w.fear && !l.fear && left[winner] > left[loser] {
                        Ratio::zero()
                    } else {
                        holds(l.ld, diff.abs(), l.hatred, l.bsb)
                    };
                    let c = caught(m_of(l), m_of(w));
                    let broken = hold.complement();
                    put(names[winner][0], hold);
                    put(names[winner][1], &broken * &c.complement());
                    put(names[winner][2], &broken * &c);
                }
            }
        }
    }
    out.retain(|_, p| !p.is_zero());
    out
}

// ---- the engine ------------------------------------------------------------------------------

fn profile(text: &str) -> Profile {
    text.parse().unwrap()
}

fn engine_unit(u: &Side_) -> Unit {
    let wfb = builtin(RulesetId::Wfb);
    let weapon = match u.arm {
        Arm::Hand => None,
        Arm::Halberd => wfb.weapon("halberd").cloned(),
        Arm::Spear => wfb.weapon("spear").cloned(),
        Arm::Lance => wfb.weapon("lance").cloned(),
    };
    Unit {
        weapon,
        armour: match u.armour {
            Some(6) => Armour::Named("light".into()),
            Some(5) => Armour::Named("heavy".into()),
            Some(_) => unreachable!("the oracle's armour is light or heavy"),
            None => Armour::None,
        },
        shield: u.shield,
        mount: u
            .mount
            .map(|(ws, s, a, m)| profile(&format!("M{m} WS{ws} S{s} A{a}"))),
        standard: u.standard,
        musicians: u.musicians,
        battle_standard: u.bsb,
        hatred: u.hatred,
        causes_fear: u.fear,
        high_ground: u.high,
        facing: u.facing,
        ..Unit::new(
            profile(&format!(
                "M{} WS{} S{} T{} W{} I3 A{} Ld{}",
                u.m, u.ws, u.s, u.t, u.w, u.a, u.ld
            )),
            u.models,
            u.frontage,
        )
    }
}

fn engine(a: &Side_, b: &Side_, charger: usize) -> BTreeMap<Key, Ratio> {
    let combat = Combat {
        a: engine_unit(a),
        b: engine_unit(b),
        charger: if charger == 0 { Side::A } else { Side::B },
    };
    let prepared = combat::prepare(&builtin(RulesetId::Wfb), combat).unwrap();
    let exact = prepared.exact();
    assert_eq!(exact.rounds.total(), Ratio::one(), "the round sums to 1");
    let mut out = BTreeMap::new();
    for (r, p) in exact.rounds.iter() {
        let key = (
            r.outcome.name(),
            r.casualties_a as u32,
            r.casualties_b as u32,
            r.difference,
        );
        let slot = out.entry(key).or_insert_with(Ratio::zero);
        *slot = &*slot + &p;
    }
    out.retain(|_, p: &mut Ratio| !p.is_zero());
    out
}

fn agree(name: &str, a: &Side_, b: &Side_, charger: usize) {
    let (want, got) = (oracle(a, b, charger), engine(a, b, charger));
    assert_eq!(got, want, "{name}: the engine against the oracle");
}

#[test]
fn tiny_units_agree_with_the_oracle_exactly() {
    // Two against three, A1, plain hand weapons, both ways of charging.
    let a = side(3, 3, 3, 1, 2, 2);
    let b = side(3, 3, 3, 1, 3, 3);
    agree("2 v 3", &a, &b, 0);
    agree("2 v 3, B charges", &a, &b, 1);
    // Better WS and Strength, armour and shields, a standard and a musician each.
    let a = Side_ {
        armour: Some(6),
        shield: true,
        standard: true,
        musicians: 1,
        ..side(4, 4, 3, 1, 3, 3)
    };
    let b = Side_ {
        armour: Some(5),
        musicians: 1,
        ld: 8,
        ..side(3, 3, 4, 1, 3, 3)
    };
    agree("kit and command", &a, &b, 0);
    agree("kit and command, B charges", &a, &b, 1);
}

#[test]
fn ranks_spears_and_flanks_agree_with_the_oracle() {
    // 8 spearmen 4 wide: two ranks fight when charged; one when charging.
    let spears = Side_ {
        arm: Arm::Spear,
        ..side(3, 3, 3, 1, 8, 4)
    };
    let foe = side(3, 3, 3, 1, 3, 3);
    agree("spears charged", &spears, &foe, 1);
    agree("spears charging", &spears, &foe, 0);
    // A flank attack of 6 takes the rank bonus of 8 four wide away and earns +1.
    let flankers = Side_ {
        facing: Facing::Flank,
        ..side(3, 3, 3, 1, 6, 2)
    };
    let ranked = side(3, 2, 3, 1, 8, 4);
    agree("flank", &flankers, &ranked, 0);
}

#[test]
fn multi_wound_cavalry_hatred_fear_agree_with_the_oracle() {
    // Three 3-wound ogres A2 against five men: wounds carry within the unit.
    let ogres = Side_ {
        w: 3,
        fear: true,
        ..side(3, 4, 4, 2, 3, 3)
    };
    let men = Side_ {
        hatred: true,
        ..side(3, 3, 3, 1, 5, 5)
    };
    agree("ogres charge", &ogres, &men, 0);
    agree("men charge the ogres", &ogres, &men, 1);
    // Two knights with lances on horses against four halberdiers with a battle standard.
    let knights = Side_ {
        armour: Some(5),
        shield: true,
        arm: Arm::Lance,
        mount: Some((3, 3, 1, 8)),
        ..side(4, 3, 3, 1, 2, 2)
    };
    let halberds = Side_ {
        arm: Arm::Halberd,
        armour: Some(6),
        bsb: true,
        ..side(3, 3, 3, 1, 4, 4)
    };
    agree("knights charge", &knights, &halberds, 0);
    agree("halberdiers charge", &knights, &halberds, 1);
}

// ---- seeded rolls against the exact distribution ------------------------------------------------

#[test]
fn seeded_rounds_match_the_exact_outcomes() {
    let a = engine_unit(&Side_ {
        musicians: 1,
        standard: true,
        ..side(4, 4, 3, 1, 6, 3)
    });
    let b = engine_unit(&Side_ {
        musicians: 1,
        w: 2,
        ..side(3, 3, 4, 2, 4, 2)
    });
    let prepared = combat::prepare(
        &builtin(RulesetId::Wfb),
        Combat {
            a,
            b,
            charger: Side::B,
        },
    )
    .unwrap();
    let exact = prepared.exact();
    let mut roller = Roller::new(20_260_101);
    let mut counts = [0u64; 7];
    let mut casualties = BTreeMap::<u32, u64>::new();
    let runs = 20_000;
    for _ in 0..runs {
        let played = combat::play(&prepared, &mut roller, None);
        let i = Outcome::ALL
            .iter()
            .position(|o| *o == played.outcome)
            .unwrap();
        counts[i] += 1;
        *casualties.entry(played.casualties[0]).or_default() += 1;
    }
    let expected: Vec<f64> = Outcome::ALL
        .iter()
        .map(|o| exact.outcome(*o).to_f64())
        .collect();
    chi2::assert_agrees("combat outcomes", &counts, &expected);
    let dist = exact.casualties(Side::A);
    let ks: Vec<i64> = dist.outcomes().copied().collect();
    let observed: Vec<u64> = ks
        .iter()
        .map(|k| casualties.get(&(*k as u32)).copied().unwrap_or(0))
        .collect();
    let expected: Vec<f64> = ks.iter().map(|k| dist.prob(k).to_f64()).collect();
    assert_eq!(
        observed.iter().sum::<u64>(),
        runs,
        "no casualty count outside the exact one"
    );
    chi2::assert_agrees("casualties of A", &observed, &expected);
}
