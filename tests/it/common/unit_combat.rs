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
    /// The mount's Initiative; `None`: not given, the rider's (R-60 as amended).
    pub mount_i: Option<u32>,
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
    /// Stupid: «na zacatku kazdeho sveho kola» it tests Ld; failed, «bojuje jen polovina»
    /// (R-101 as amended: of its fighting rank and file still standing, rounded up).
    pub stupid: bool,
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
        mount_i: None,
        champion: None,
        standard: false,
        musicians: 0,
        bsb: false,
        hatred: false,
        frenzy: false,
        fear: false,
        high: false,
        facing: Facing::Front,
        stupid: false,
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

/// The models of a unit that fought as a round began: «Kazdy, ale pouze jen ten model, ktery se
/// svou podstavou dotyka soupere muze bojovat» — its front rank, and a spear's second rank
/// («muze bojovat ve dvou radach… Kdyz chargeuji, muze bojovat jen prvni rada»; not on horses).
fn fought(me: &Side_, left: u32, charging: bool) -> u32 {
    let front = left.min(me.frontage);
    if me.arm == Arm::Spear && !charging && me.mount.is_none() {
        front + left.saturating_sub(me.frontage).min(me.frontage)
    } else {
        front
    }
}

/// Who of `me` strikes now, (rank and file, champion): the 5th edition (R-60 as amended):
/// "models which are removed before they have a chance to attack may not do so, and any rear
/// ranker stepping forward to replace them cannot attack that turn". Of the models that fought
/// as the round began (`began` left then), those lost since (`began - left`) are fighting rank
/// and file first; the champion goes only as the last model.
fn standing(me: &Side_, began: u32, left: u32, charging: bool) -> (u32, u32) {
    if left == 0 {
        return (0, 0);
    }
    let fought = fought(me, began, charging);
    let champion = u32::from(me.champion.is_some());
    ((fought - champion).saturating_sub(began - left), champion)
}

/// The attacks of a step of `me` (its riders' and/or its mounts') by `troops` rank and file
/// and `champion` against `them` with `them_left` models: (attacks, P(unsaved)) per kind. «K
/// zasahu nepritele se pouziva WS»: the WS of the models struck, the champion's when he is all
/// that is left (he is removed last).
#[allow(clippy::too_many_arguments)]
fn attacks(
    me: &Side_,
    them: &Side_,
    (troops, champion): (u32, u32),
    them_left: u32,
    r: Round,
    riders: bool,
    mounts: bool,
) -> Vec<(u32, Ratio)> {
    let vs = match them.champion {
        Some((ws, ..)) if them_left == 1 => ws,
        _ => them.ws,
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
    let mut kinds = Vec::new();
    if riders {
        kinds.push((
            troops * me.a * times,
            one_attack(
                hit(me.ws),
                reroll,
                to_wound(me.s + bonus, them.t),
                save_needed(them, me.s + bonus),
            ),
        ));
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
    }
    // «mount ma vlastni utok»: each standing model's mount; a killed rider takes it with him.
    if let (Some((ws, ms, a, _)), true) = (me.mount, mounts) {
        kinds.push((
            (troops + champion) * a,
            one_attack(hit(ws), false, to_wound(ms, them.t), save_needed(them, ms)),
        ));
    }
    kinds
}

/// One step of a round: a side, whether its riders strike, whether its mounts do.
type Step = (usize, bool, bool);

/// A round's strike orders, each with its chance, step by step. «V prvnim kole boje utosi vzdy ta jednotka, jez nachargeovala, v dalsich zalezi na I.
/// Pokud jsou iniciativy stejne, hodi se D6»; a great weapon «utoci vzdy posledni nehlede na
/// iniciativu nebo kdo chargeuje» unless both have one (R-47 as amended); a mount strikes at its
/// own place: with the charge, later at its own Initiative (R-60 as amended).
fn orders(units: [&Side_; 2], charger: usize, round: u32) -> Vec<(Vec<Step>, Ratio)> {
    let both_great = units[0].arm == Arm::Great && units[1].arm == Arm::Great;
    // A place: smaller strikes earlier (0 the charge, 1 by Initiative, 2 last), then higher I.
    let mut places: Vec<((u32, i64), usize, bool)> = Vec::new();
    for (x, u) in units.iter().enumerate() {
        let charging = round == 1 && x == charger;
        let group = if u.arm == Arm::Great && !both_great {
            2
        } else if charging {
            0
        } else {
            1
        };
        places.push(((group, -i64::from(u.i)), x, false));
        if u.mount.is_some() {
            let i = u.mount_i.unwrap_or(u.i);
            places.push(((if charging { 0 } else { 1 }, -i64::from(i)), x, true));
        }
    }
    places.sort();
    // Each place: its steps (one side's riders and mounts together), rolled off when two sides.
    let mut slots: Vec<Vec<Step>> = Vec::new();
    let mut at: Option<(u32, i64)> = None;
    for (place, x, mount) in places {
        if at != Some(place) {
            slots.push(Vec::new());
            at = Some(place);
        }
        let slot = slots.last_mut().unwrap();
        match slot.iter_mut().find(|s| s.0 == x) {
            Some(s) => {
                s.1 |= !mount;
                s.2 |= mount;
            }
            None => slot.push((x, !mount, mount)),
        }
    }
    let mut all = vec![(Vec::new(), Ratio::one())];
    for slot in slots {
        all = if slot.len() == 1 {
            all.into_iter()
                .map(|(mut v, p)| {
                    v.push(slot[0]);
                    (v, p)
                })
                .collect()
        } else {
            assert!(round > 1, "the first round has no equal places here");
            all.into_iter()
                .flat_map(|(v, p)| {
                    let half = &p * &Ratio::new(1, 2);
                    [[slot[0], slot[1]], [slot[1], slot[0]]].map(|pair| {
                        let mut v = v.clone();
                        v.extend(pair);
                        (v, half.clone())
                    })
                })
                .collect()
        };
    }
    all
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
            let stance = |x: usize| Round {
                first: round == 1,
                charging: round == 1 && x == charger,
                frenzied: frenzied[x],
                afraid: round == 1 && afraid && x == charged,
            };
            let total = |x: usize| units[x].models * units[x].w;
            let left = |x: usize, w: u32| units[x].models - w / units[x].w;
            // A stupid unit tests at the start of its own turn (the charger's rounds 1, 3, …,
            // the charged unit's 2, 4, …; not before it is in combat), on its Ld then.
            let mut dazes = vec![([false; 2], Ratio::one())];
            for x in 0..2 {
                let own = (round % 2 == 1) == (x == charger);
                if units[x].stupid && round >= 2 && own {
                    let pass = two_d6_at_most(i64::from(ld(units[x])));
                    dazes = dazes
                        .into_iter()
                        .flat_map(|(d, q)| {
                            let mut f = d;
                            f[x] = true;
                            [(d, &q * &pass), (f, &q * &pass.complement())]
                        })
                        .collect();
                }
            }
            for ((steps, po), (dazed, pd)) in orders(units, charger, round)
                .into_iter()
                .flat_map(|o| dazes.iter().map(move |d| (o.clone(), d.clone())))
            {
                let po = &po * &pd;
                // The wounds each side has taken, step by step through the round.
                let mut now: BTreeMap<[u32; 2], Ratio> = BTreeMap::from([(on, Ratio::one())]);
                for (x, riders, mounts) in steps {
                    let y = 1 - x;
                    let mut next_now = BTreeMap::new();
                    for (taken, q) in &now {
                        let mut who = standing(
                            units[x],
                            left(x, on[x]),
                            left(x, taken[x]),
                            round == 1 && x == charger,
                        );
                        if dazed[x] {
                            who.0 = who.0.div_ceil(2);
                        }
                        let kinds = attacks(
                            units[x],
                            units[y],
                            who,
                            left(y, taken[y]),
                            stance(x),
                            riders,
                            mounts,
                        );
                        for (u, pu) in wounds_of(&kinds) {
                            let mut t = *taken;
                            t[y] += u.min(total(y) - taken[y]);
                            add(&mut next_now, t, q * &pu);
                        }
                    }
                    now = next_now;
                }
                for (taken, q) in now {
                    let caused = [taken[0] - on[0], taken[1] - on[1]];
                    let left = [left(0, taken[0]), left(1, taken[1])];
                    let p = &(&p * &po) * &q;
                    settle(
                        (a, b),
                        (round, rounds),
                        (taken, caused, left, frenzied),
                        p,
                        &mut out,
                        &mut next,
                    );
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
        mount: u.mount.map(|(ws, s, a, m)| {
            let i = u.mount_i.map_or(String::new(), |i| format!(" I{i}"));
            profile(&format!("M{m} WS{ws} S{s} A{a}{i}"))
        }),
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
        stupid: u.stupid,
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

// ---- one round model by model ---------------------------------------------------------------

/// One model of a unit in the round: its wounds left, whether it fought as the round began (in
/// base contact), whether it is the champion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Model {
    wounds: u32,
    fought: bool,
    champion: bool,
}

/// A unit lined up for its first round: the champion in the front rank, the models in
/// base contact first (`fought`), the rest behind.
fn line_up(u: &Side_, charging: bool) -> Vec<Model> {
    let fighting = fought(u, u.models, charging);
    (0..u.models)
        .map(|k| Model {
            wounds: u.w,
            fought: k < fighting,
            champion: u.champion.is_some() && k == 0,
        })
        .collect()
}

/// One unsaved wound on a unit, model by model: on a model already wounded first (R-61: wounds
/// carry within the unit), else on a rank-and-file model in base contact, else on one behind,
/// the champion last (R-60 as amended, R-67); a model with no wounds left is removed, and the
/// rear ranker who steps into its place did not fight as the round began. Wounds beyond the
/// unit's are lost.
fn wound(unit: &mut Vec<Model>, w: u32) {
    let pick = unit
        .iter()
        .position(|m| m.wounds < w)
        .or_else(|| unit.iter().position(|m| m.fought && !m.champion))
        .or_else(|| unit.iter().position(|m| !m.champion))
        .or_else(|| (!unit.is_empty()).then_some(0));
    if let Some(k) = pick {
        unit[k].wounds -= 1;
        if unit[k].wounds == 0 {
            unit.remove(k);
        }
    }
}

/// The first round of a combat played model by model: at each step of the strike order, each
/// standing model that fought as the round began strikes with its attacks (and its mount's),
/// attack by attack, each unsaved wound taking off the model it falls on. Then the result and
/// the loser's fate as `oracle`'s. No fear, stupidity or characters.
pub fn first_round_model_by_model(a: &Side_, b: &Side_, charger: usize) -> BTreeMap<Key, Ratio> {
    let units = [a, b];
    let mut out = BTreeMap::new();
    let mut next = BTreeMap::new();
    let start = [line_up(a, charger == 0), line_up(b, charger == 1)];
    for (steps, po) in orders(units, charger, 1) {
        let mut states: BTreeMap<[Vec<Model>; 2], Ratio> = BTreeMap::from([(start.clone(), po)]);
        for (x, riders, mounts) in steps {
            let y = 1 - x;
            let mut after = BTreeMap::new();
            for (state, p) in states {
                let strikers = &state[x];
                let troops = strikers.iter().filter(|m| m.fought && !m.champion).count() as u32;
                let champion = strikers.iter().filter(|m| m.champion).count() as u32;
                let r = Round {
                    first: true,
                    charging: x == charger,
                    frenzied: units[x].frenzy,
                    afraid: false,
                };
                let kinds = attacks(
                    units[x],
                    units[y],
                    (troops, champion),
                    state[y].len() as u32,
                    r,
                    riders,
                    mounts,
                );
                let mut here = BTreeMap::from([(state, p)]);
                for (n, pu) in kinds {
                    for _ in 0..n {
                        let mut then = BTreeMap::new();
                        for (s, q) in here {
                            let mut hit = s.clone();
                            wound(&mut hit[y], units[y].w);
                            add(&mut then, hit, &q * &pu);
                            add(&mut then, s, &q * &pu.complement());
                        }
                        here = then;
                    }
                }
                for (s, q) in here {
                    add(&mut after, s, q);
                }
            }
            states = after;
        }
        for (state, p) in states {
            let taken = [0, 1].map(|x| {
                units[x].models * units[x].w - state[x].iter().map(|m| m.wounds).sum::<u32>()
            });
            let left = [state[0].len() as u32, state[1].len() as u32];
            settle(
                (a, b),
                (1, 1),
                (taken, taken, left, [a.frenzy, b.frenzy]),
                p,
                &mut out,
                &mut next,
            );
        }
    }
    out.retain(|_, p| !p.is_zero());
    out
}
