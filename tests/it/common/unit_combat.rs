//! An independent oracle of a WFB unit combat, written from seed 002's text (RULES.md §3.1,
//! §3.2, §3.4–3.7, §6.1, §6.2, §6.4; ..R-67), shared by
//! `combat_oracle` (one round) and `combat_rounds` (several, fear, champions).
//!
//! It counts every face of every die: each attack's to-hit die (and hatred's re-roll), wound
//! die and save die; the fear test's and the break test's 2D6 (and the battle standard's
//! re-roll); the musicians' dice; the strike order's roll-off; the flight and pursuit dice.
//! Dice are merged only where two sequences leave the same position (the wounds each unit has
//! taken, whether each is still frenzied). Its targets come from the rules' own words (to hit:
//! 3+ against a lower WS, 5+ against more than double, else 4+; to wound by S minus T; saves
//! from the armour worn and the Strength), not from the program's charts or weapon data; it
//! shares only the rational type.

use std::collections::BTreeMap;
use warband::mechanics::combat::Facing;
use warband::prob::Ratio;

/// The oracle's weapons, by their seed text (§8 of seed 002).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arm {
    Hand,
    /// «Halapartna pridava svemu nositeli +1 k sile»
    Halberd,
    /// «muze bojovat ve dvou radach… Kdyz chargeuji, muze bojovat jen prvni rada, a az v dalsim
    /// kole se prida rada druha»; «Cavalry se speary ma bonus +1 ke sve sile kdyz chargeuje.
    /// Tento bonus se pouziva jen to kolo, kdy k chargeingu dojde»
    Spear,
    /// «ma bonus +2 ke sve sile, kdyz chargeuje»
    Lance,
    /// «Zbrane pridavaji +2 k sile na vsechny zasahy… utoci vzdy posledni nehlede na iniciativu
    /// nebo kdo chargeuje» (R-47 as amended: last even when charging, unless both have one)
    Great,
    /// «V prvnim kole boje maji vojaci s cepy bonus +2 k sile… V dalsich kolech… zadny bonus»
    Flail,
}

#[derive(Debug, Clone)]
pub struct Side_ {
    pub ws: u32,
    pub s: u32,
    pub t: u32,
    pub w: u32,
    pub i: u32,
    pub a: u32,
    pub ld: u32,
    pub m: u32,
    pub models: u32,
    pub frontage: u32,
    pub arm: Arm,
    /// light 6+, heavy 5+ on foot (§6.4); none: no armour.
    pub armour: Option<u32>,
    pub shield: bool,
    /// Cavalry: the mount's WS, S, A and M.
    pub mount: Option<(u32, u32, u32, u32)>,
    /// A champion's WS, S, A and Ld (the unit's T and W).
    pub champion: Option<(u32, u32, u32, u32)>,
    pub standard: bool,
    pub musicians: u32,
    pub bsb: bool,
    pub hatred: bool,
    pub frenzy: bool,
    pub fear: bool,
    pub high: bool,
    pub facing: Facing,
}

pub fn side(ws: u32, s: u32, t: u32, a: u32, models: u32, frontage: u32) -> Side_ {
    Side_ {
        ws,
        s,
        t,
        w: 1,
        i: 3,
        a,
        ld: 7,
        m: 4,
        models,
        frontage,
        arm: Arm::Hand,
        armour: None,
        shield: false,
        mount: None,
        champion: None,
        standard: false,
        musicians: 0,
        bsb: false,
        hatred: false,
        frenzy: false,
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

fn add<K: Ord>(map: &mut BTreeMap<K, Ratio>, k: K, p: Ratio) {
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

/// What `me` strikes with in a round.
#[derive(Debug, Clone, Copy)]
struct Round {
    first: bool,
    charging: bool,
    frenzied: bool,
    afraid: bool,
}

/// The attacks of `me`'s fighting models against `them` with `them_left` models: (attacks,
/// P(unsaved)) per kind. «K zasahu nepritele se pouziva WS»: the WS of the models struck, the
/// champion's when he is all that is left (he is removed last).
fn attacks(me: &Side_, them: &Side_, left: u32, them_left: u32, r: Round) -> Vec<(u32, Ratio)> {
    let vs = match them.champion {
        Some((ws, ..)) if them_left == 1 => ws,
        _ => them.ws,
    };
    let front = left.min(me.frontage);
    let fighting = if me.arm == Arm::Spear && !r.charging && me.mount.is_none() {
        front + left.saturating_sub(me.frontage).min(me.frontage)
    } else {
        front
    };
    let bonus = match me.arm {
        Arm::Halberd => 1,
        Arm::Great => 2,
        Arm::Lance if r.charging => 2,
        Arm::Flail if r.first => 2,
        Arm::Spear if r.charging && me.mount.is_some() => 1,
        _ => 0,
    };
    let hit = |ws: u32| if r.afraid { 6 } else { to_hit(ws, vs) };
    let reroll = me.hatred && r.first;
    // «dvojnasobek utoku uvedenych v charakteristice»: frenzy doubles the models' own attacks.
    let times = if r.frenzied { 2 } else { 1 };
    // The champion is one of the fighting models while any is left.
    let champion = u32::from(me.champion.is_some() && fighting > 0);
    let mut kinds = vec![(
        (fighting - champion) * me.a * times,
        one_attack(
            hit(me.ws),
            reroll,
            to_wound(me.s + bonus, them.t),
            save_needed(them, me.s + bonus),
        ),
    )];
    if let (Some((ws, s, a, _)), 1) = (me.champion, champion) {
        kinds.push((
            a * times,
            one_attack(
                hit(ws),
                reroll,
                to_wound(s + bonus, them.t),
                save_needed(them, s + bonus),
            ),
        ));
    }
    if let Some((ws, ms, a, _)) = me.mount {
        kinds.push((
            fighting * a,
            one_attack(hit(ws), false, to_wound(ms, them.t), save_needed(them, ms)),
        ));
    }
    kinds
}

/// Combat-result bonuses (seed 002 «Modifikatory jsou tyto»); a unit wiped out has no
/// standard «v prvni rade» and nothing else.
fn bonus(me: &Side_, left: u32, them: &Side_, them_left: u32) -> i64 {
    if left == 0 {
        return 0;
    }
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

/// P(2D6 ≤ target), by counting the 36 faces.
fn two_d6_at_most(target: i64) -> Ratio {
    let mut pass = 0u64;
    for a in 1..=6i64 {
        for b in 1..=6i64 {
            pass += u64::from(a + b <= target);
        }
    }
    Ratio::new(pass, 36)
}

/// P(a break test passes): 2D6 ≤ Ld − difference (hatred: Ld 10), a re-roll with the BSB.
fn holds(ld: u32, diff: i64, hatred: bool, reroll: bool) -> Ratio {
    let target = if hatred { 10 } else { i64::from(ld) - diff };
    let p = two_d6_at_most(target);
    if reroll {
        (&p.complement() * &p.complement()).complement()
    } else {
        p
    }
}

/// The unit's Leadership: «Vzdy se pocita nejvyssi Ld v jednotce».
fn ld(u: &Side_) -> u32 {
    u.champion.map_or(u.ld, |c| c.3.max(u.ld))
}

fn m_of(u: &Side_) -> u32 {
    u.mount.map_or(u.m, |m| m.3)
}

/// (outcome, casualties A, casualties B, result difference of the last round fought, rounds
/// fought, the loser broke and fled).
pub type Key = (&'static str, u32, u32, Option<i64>, u32, bool);

/// Between rounds: wounds on A and on B, and whether each is still frenzied.
type Position = ([u32; 2], [bool; 2], bool);

const NAMES: [[&str; 3]; 2] = [
    ["a_wins_b_holds", "a_wins_b_flees", "a_wins_b_destroyed"],
    ["b_wins_a_holds", "b_wins_a_flees", "b_wins_a_destroyed"],
];

/// The whole combat, up to `rounds` rounds: its endings → probability.
pub fn oracle(a: &Side_, b: &Side_, charger: usize, rounds: u32) -> BTreeMap<Key, Ratio> {
    let units = [a, b];
    let charged = 1 - charger;
    let mut out = BTreeMap::new();
    let mut positions: BTreeMap<Position, Ratio> = BTreeMap::new();
    let start = ([0, 0], [a.frenzy, b.frenzy], false);
    // «Kdyz je jednotka chargeovana jednotkou, ktera siri strach, musi si hodit fear test…
    // Pokud neuspeje zacne utikat pokud je jednotka sirici strach pocetne silnejsi, a pokud
    // neni, potrebuji vsichni muzi… v prvnim kole boje 6 to hit»; fear-causers and the frenzied
    // (immune to psychology) take none.
    let (c, d) = (units[charger], units[charged]);
    if c.fear && !d.fear && !d.frenzy {
        let pass = two_d6_at_most(i64::from(ld(d)));
        let fail = pass.complement();
        positions.insert(start, pass);
        if c.models > d.models {
            let k = caught(m_of(d), m_of(c));
            add(
                &mut out,
                (NAMES[charger][2], 0, 0, None, 0, true),
                &fail * &k,
            );
            add(
                &mut out,
                (NAMES[charger][1], 0, 0, None, 0, true),
                &fail * &k.complement(),
            );
        } else {
            positions.insert((start.0, start.1, true), fail);
        }
    } else {
        positions.insert(start, Ratio::one());
    }
    for round in 1..=rounds {
        let mut next = BTreeMap::new();
        for ((on, frenzied, afraid), p) in positions {
            // «P prvnim kole boje utosi vzdy ta jednotka, jez nachargeovala, v dalsich zalezi na
            // I. Pokud jsou iniciativy stejne, hodi se D6»; a great weapon strikes last unless
            // both have one, «nehlede na iniciativu nebo kdo chargeuje» (R-47 as amended).
            let last =
                |u: &Side_| u.arm == Arm::Great && !(a.arm == Arm::Great && b.arm == Arm::Great);
            let orders: Vec<(usize, Ratio)> = if round == 1 && last(units[charger]) {
                vec![(1 - charger, Ratio::one())]
            } else if round == 1 {
                vec![(charger, Ratio::one())]
            } else {
                let key = |u: &Side_| (u32::from(!last(u)), u.i);
                match key(a).cmp(&key(b)) {
                    std::cmp::Ordering::Greater => vec![(0, Ratio::one())],
                    std::cmp::Ordering::Less => vec![(1, Ratio::one())],
                    std::cmp::Ordering::Equal => {
                        vec![(0, Ratio::new(1, 2)), (1, Ratio::new(1, 2))]
                    }
                }
            };
            for (f, po) in orders {
                let s = 1 - f;
                let stance = |x: usize| Round {
                    first: round == 1,
                    charging: round == 1 && x == charger,
                    frenzied: frenzied[x],
                    afraid: round == 1 && afraid && x == charged,
                };
                let total = |x: usize| units[x].models * units[x].w;
                let left = |x: usize, w: u32| units[x].models - w / units[x].w;
                let first = wounds_of(&attacks(
                    units[f],
                    units[s],
                    left(f, on[f]),
                    left(s, on[s]),
                    stance(f),
                ));
                for (u1, p1) in first {
                    let u1 = u1.min(total(s) - on[s]);
                    let back = wounds_of(&attacks(
                        units[s],
                        units[f],
                        left(s, on[s] + u1),
                        left(f, on[f]),
                        stance(s),
                    ));
                    for (u2, p2) in back {
                        let u2 = u2.min(total(f) - on[f]);
                        let mut now = on;
                        now[s] += u1;
                        now[f] += u2;
                        let mut caused = [0; 2];
                        caused[s] = u1;
                        caused[f] = u2;
                        let left = [left(0, now[0]), left(1, now[1])];
                        let p = &(&p * &po) * &(&p1 * &p2);
                        settle(
                            (a, b),
                            (round, rounds),
                            (now, caused, left, frenzied),
                            p,
                            &mut out,
                            &mut next,
                        );
                    }
                }
            }
        }
        positions = next;
    }
    assert!(positions.is_empty(), "the last round ends every combat");
    out.retain(|_, p| !p.is_zero());
    out
}

/// The musicians, the result and the loser's fate after a round; a combat that goes on goes to
/// `next`.
fn settle(
    (a, b): (&Side_, &Side_),
    (round, rounds): (u32, u32),
    (now, caused, left, frenzied): ([u32; 2], [u32; 2], [u32; 2], [bool; 2]),
    p: Ratio,
    out: &mut BTreeMap<Key, Ratio>,
    next: &mut BTreeMap<Position, Ratio>,
) {
    let units = [a, b];
    let last = round == rounds;
    // The musicians: every face of every musician's die.
    let (ma, mb) = (sums(a.musicians), sums(b.musicians));
    for (sa, ca) in &ma {
        for (sb, cb) in &mb {
            let pm = Ratio::new(ca * cb, 6u64.pow(a.musicians + b.musicians));
            // Only the musicians «ktery se ucastni boje»: none of a unit wiped out.
            let playing = |side: usize, n: u32| if left[side] == 0 { 0 } else { n };
            let music_a = match (playing(0, a.musicians), playing(1, b.musicians)) {
                (0, 0) => 0,
                (_, 0) => 1,
                (0, _) => -1,
                _ => (*sa as i64 - *sb as i64).signum(),
            };
            let cr_a =
                i64::from(caused[1]) + bonus(a, left[0], b, left[1]) + i64::from(music_a == 1);
            let cr_b =
                i64::from(caused[0]) + bonus(b, left[1], a, left[0]) + i64::from(music_a == -1);
            let diff = cr_a - cr_b;
            let p = &p * &pm;
            let cas = (a.models - left[0], b.models - left[1]);
            let mut put = |name: &'static str, broken: bool, q: Ratio| {
                add(
                    out,
                    (name, cas.0, cas.1, Some(diff), round, broken),
                    &p * &q,
                );
            };
            let (winner, loser) = if left[1] == 0 {
                (0, 1)
            } else if left[0] == 0 {
                (1, 0)
            } else if diff > 0 {
                (0, 1)
            } else if diff < 0 {
                (1, 0)
            } else if last {
                put("draw", false, Ratio::one());
                continue;
            } else {
                // «je to tentokrat remiza a boj pokracuje dale».
                add(next, (now, frenzied, false), p);
                continue;
            };
            if left[loser] == 0 {
                put(NAMES[winner][2], false, Ratio::one());
                continue;
            }
            let (w, l) = (units[winner], units[loser]);
            // «Jednotka, ktera prohlala hand-to-hand boj, je automaticky porazena bez break testu,
            // jestlize je nepritel sirici strach pocetnejsi»; a beaten frenzied unit «prchaji
            // jako kazda jina jednotka».
            let hold = if w.fear && !l.fear && left[winner] > left[loser] {
                Ratio::zero()
            } else {
                holds(ld(l), diff.abs(), l.hatred, l.bsb)
            };
            let c = caught(m_of(l), m_of(w));
            let broken = hold.complement();
            put(NAMES[winner][1], true, &broken * &c.complement());
            put(NAMES[winner][2], true, &broken * &c);
            if last {
                put(NAMES[winner][0], false, hold);
            } else {
                // «Jestlize jsou frenzy jednotky porazeny… jejich silenstvi konci».
                let mut f = frenzied;
                f[loser] = false;
                add(next, (now, f, false), &p * &hold);
            }
        }
    }
}

// ---- the engine, keyed as the oracle --------------------------------------------------------

use warband::mechanics::combat::{self, Combat, Side, Unit};
use warband::mechanics::profile::Profile;
use warband::mechanics::save::Armour;
use warband::rules::{RulesetId, builtin};

fn profile(text: &str) -> Profile {
    text.parse().unwrap()
}

/// The oracle's unit as the engine's.
pub fn engine_unit(u: &Side_) -> Unit {
    let wfb = builtin(RulesetId::Wfb);
    let weapon = match u.arm {
        Arm::Hand => None,
        Arm::Halberd => wfb.weapon("halberd").cloned(),
        Arm::Spear => wfb.weapon("spear").cloned(),
        Arm::Lance => wfb.weapon("lance").cloned(),
        Arm::Great => wfb.weapon("great-weapon").cloned(),
        Arm::Flail => wfb.weapon("flail").cloned(),
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
        champion: u.champion.map(|(ws, s, a, ld)| {
            profile(&format!(
                "WS{ws} S{s} T{} W{} I{} A{a} Ld{ld}",
                u.t, u.w, u.i
            ))
        }),
        standard: u.standard,
        musicians: u.musicians,
        battle_standard: u.bsb,
        hatred: u.hatred,
        frenzy: u.frenzy,
        causes_fear: u.fear,
        high_ground: u.high,
        facing: u.facing,
        ..Unit::new(
            profile(&format!(
                "M{} WS{} S{} T{} W{} I{} A{} Ld{}",
                u.m, u.ws, u.s, u.t, u.w, u.i, u.a, u.ld
            )),
            u.models,
            u.frontage,
        )
    }
}

/// The engine's combat, prepared.
pub fn prepared(a: &Side_, b: &Side_, charger: usize, rounds: u32) -> combat::Prepared {
    let combat = Combat {
        rounds,
        ..Combat::new(
            engine_unit(a),
            engine_unit(b),
            if charger == 0 { Side::A } else { Side::B },
        )
    };
    combat::prepare(&builtin(RulesetId::Wfb), combat).unwrap()
}

/// The engine's endings, keyed as the oracle's.
pub fn engine(a: &Side_, b: &Side_, charger: usize, rounds: u32) -> BTreeMap<Key, Ratio> {
    let exact = prepared(a, b, charger, rounds).exact().unwrap();
    assert_eq!(
        exact.endings().total(),
        Ratio::one(),
        "the endings sum to 1"
    );
    let mut out = BTreeMap::new();
    for (r, p) in exact.endings().iter() {
        let key = (
            r.outcome.name(),
            r.casualties_a as u32,
            r.casualties_b as u32,
            r.difference,
            r.rounds,
            r.broken,
        );
        add(&mut out, key, p);
    }
    out.retain(|_, p: &mut Ratio| !p.is_zero());
    out
}

/// The engine equals the oracle exactly.
pub fn agree(name: &str, a: &Side_, b: &Side_, charger: usize, rounds: u32) {
    let (want, got) = (oracle(a, b, charger, rounds), engine(a, b, charger, rounds));
    assert_eq!(got, want, "{name}: the engine against the oracle");
}
