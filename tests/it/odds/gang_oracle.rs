//! Several attackers on one target in one phase (`mechanics::gang`) against an independent model
//! written from the rule text (core Mordheim, plain hand weapons): every die of each attacker
//! enumerated, attacker after attacker from the state the earlier ones left (the same sum over
//! every sequence of dice, grouped by what the target is when the next attacker strikes).

use crate::common;

use common::chi2::assert_agrees;
use std::collections::BTreeMap;
use warband::dice::Roller;
use warband::mechanics::attack::TargetState;
use warband::mechanics::gang::{Gang, Member};
use warband::mechanics::loadout::{Attacker, Defender, ParryWith};
use warband::mechanics::save::Armour;
use warband::prob::{Dist, Ratio};
use warband::rules::{RulesetId, Status, builtin};

#[derive(Debug, Clone, Copy)]
struct A {
    ws: u8,
    s: u8,
    attacks: u32,
    i: u8,
}

#[derive(Debug, Clone, Copy)]
struct T {
    ws: u8,
    t: u8,
    w: u8,
    /// The armour save before the Strength modifier (None: no armour).
    save: Option<u8>,
    /// Parries with a sword (core §1.8).
    sword: bool,
}

/// §6.1: attacker WS above the defender's 3+, defender's above twice the attacker's 5+, else 4+.
fn to_hit(ws: u8, vs: u8) -> u8 {
    if ws > vs {
        3
    } else if vs > 2 * ws {
        5
    } else {
        4
    }
}

/// §6.2 for the small differences these cases use.
fn to_wound(s: u8, t: u8) -> u8 {
    match i32::from(t) - i32::from(s) {
        ..=-2 => 2,
        -1 => 3,
        0 => 4,
        1 => 5,
        _ => 6,
    }
}

/// The target between attackers: out, or (pose, wounds left, worst status so far).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Tgt {
    Out,
    In(TargetState, u8, Status),
}

/// One attacker's phase from the rule text, with dice from `die`: (status, wounds left, unsaved
/// wounds). Core Mordheim: to hit on the chart, a natural 1 misses; knocked down: hit
/// automatically (§1.12); the parry (first attacker only, standing target): if no hit is a
/// natural 6, a D6 above the highest natural die parries that one hit (§1.8); to wound, a 1
/// fails; the first natural 6 that wounds below 6+ is the critical, its row die:
/// 1–2 save allowed, 3–4 no save, 5–6 no save and +2 to its injury rolls, always 2 wounds,
/// one save roll for a critical, a saved critical does nothing; a save fails on a 1;
/// knocked down, any unsaved wound is out of action; otherwise every wound from the one that
/// takes W to 0 rolls injury D6 + bonus, the highest counts: ≤2 knocked down, 3–4 stunned, 5+
/// out; stunned: out of action when attacked (§1.12).
fn attacker_phase(
    a: &A,
    t: &T,
    pose: TargetState,
    wounds: u8,
    first: bool,
    die: &mut dyn FnMut() -> u8,
) -> (Status, u8, i64) {
    if pose == TargetState::Stunned {
        return if a.attacks > 0 {
            (Status::OutOfAction, 0, 0)
        } else {
            (Status::Unharmed, wounds, 0)
        };
    }
    let mut hits: Vec<u8> = Vec::new();
    for _ in 0..a.attacks {
        if pose == TargetState::KnockedDown {
            hits.push(0);
            continue;
        }
        let d = die();
        if d != 1 && d >= to_hit(a.ws, t.ws) {
            hits.push(d);
        }
    }
    if first && t.sword && pose == TargetState::Standing && !hits.is_empty() && !hits.contains(&6) {
        let best = *hits.iter().max().unwrap();
        if die() > best {
            let at = hits.iter().position(|&h| h == best).unwrap();
            hits.remove(at);
        }
    }
    let wt = to_wound(a.s, t.t);
    let save_target = t.save.map(|s| s + a.s.saturating_sub(3));
    let saves = |die: &mut dyn FnMut() -> u8| match save_target {
        Some(st) if st <= 6 => {
            let d = die();
            d != 1 && d >= st
        }
        _ => false,
    };
    let (mut left, mut out, mut unsaved, mut crit_used) = (wounds, false, 0i64, false);
    let mut injuries: Vec<i32> = Vec::new();
    for _ in hits {
        let d = die();
        if d == 1 || d < wt {
            continue;
        }
        let (n, bonus) = if d == 6 && wt < 6 && !crit_used {
            crit_used = true;
            match die() {
                1 | 2 if saves(die) => (0, 0),
                1..=4 => (2, 0),
                _ => (2, 2),
            }
        } else if saves(die) {
            (0, 0)
        } else {
            (1, 0)
        };
        for _ in 0..n {
            unsaved += 1;
            if out {
                continue;
            }
            if pose == TargetState::KnockedDown {
                out = true;
                continue;
            }
            left = left.saturating_sub(1);
            if left == 0 {
                injuries.push(i32::from(die()) + bonus);
            }
        }
    }
    let worst = injuries.iter().max().copied();
    let status = match worst {
        _ if out => Status::OutOfAction,
        Some(5..) => Status::OutOfAction,
        Some(3 | 4) => Status::Stunned,
        Some(_) => Status::KnockedDown,
        None if left < wounds => Status::Wounded,
        None => Status::Unharmed,
    };
    let left = if status == Status::OutOfAction {
        0
    } else {
        left
    };
    (status, left, unsaved)
}

/// Every sequence of dice of one attacker's phase (an odometer over the dice it asks for), each
/// weighted 6^-(dice used).
fn enumerate_one(
    a: &A,
    t: &T,
    pose: TargetState,
    wounds: u8,
    first: bool,
) -> Vec<((Status, u8, i64), Ratio)> {
    let mut out: BTreeMap<(Status, u8, i64), Ratio> = BTreeMap::new();
    let mut stack: Vec<Vec<u8>> = vec![Vec::new()];
    while let Some(prefix) = stack.pop() {
        let mut used: Vec<u8> = Vec::new();
        let r = attacker_phase(a, t, pose, wounds, first, &mut || {
            let d = prefix.get(used.len()).copied().unwrap_or(1);
            used.push(d);
            d
        });
        for j in prefix.len()..used.len() {
            for v in 2..=6 {
                let mut next = used[..j].to_vec();
                next.push(v);
                stack.push(next);
            }
        }
        let p = Ratio::new(1, 6u64.pow(used.len() as u32));
        let e = out.entry(r).or_insert_with(Ratio::zero);
        *e = &*e + &p;
    }
    out.into_iter().collect()
}

/// (final status, total unsaved wounds, per attacker: (already down, took him out)).
type Leaf = (Status, i64, Vec<(bool, bool)>);

/// The attackers in the given order (indices into `gang`), from `target`.
fn oracle_order(gang: &[A], order: &[usize], t: &T, target: Tgt, k: usize) -> Vec<(Leaf, Ratio)> {
    if k == order.len() {
        let status = match target {
            Tgt::Out => Status::OutOfAction,
            Tgt::In(_, _, s) => s,
        };
        return vec![((status, 0, vec![(false, false); gang.len()]), Ratio::one())];
    }
    let i = order[k];
    let Tgt::In(pose, wounds, worst) = target else {
        return oracle_order(gang, order, t, target, k + 1)
            .into_iter()
            .map(|((s, n, mut c), p)| {
                c[i].0 = true;
                ((s, n, c), p)
            })
            .collect();
    };
    let mut items = Vec::new();
    for ((status, left, n), p) in enumerate_one(&gang[i], t, pose, wounds, k == 0) {
        let next = match status {
            Status::OutOfAction => Tgt::Out,
            Status::Stunned => Tgt::In(TargetState::Stunned, left, worst.max(status)),
            Status::KnockedDown => {
                Tgt::In(pose.max(TargetState::KnockedDown), left, worst.max(status))
            }
            _ => Tgt::In(pose, left, worst.max(status)),
        };
        for ((s, m, mut c), q) in oracle_order(gang, order, t, next, k + 1) {
            c[i] = (pose != TargetState::Standing, next == Tgt::Out);
            items.push(((s, m + n, c), &p * &q));
        }
    }
    items
}

/// Every order of the gang, equally likely (attackers in one place are rolled off, R-9; the
/// cases give every order or the one the strike order fixes).
fn oracle(gang: &[A], orders: &[Vec<usize>], t: &T) -> Vec<(Leaf, Ratio)> {
    let share = Ratio::new(1, orders.len() as u64);
    let start = Tgt::In(TargetState::Standing, t.w, Status::Unharmed);
    orders
        .iter()
        .flat_map(|o| oracle_order(gang, o, t, start, 0))
        .map(|(l, p)| (l, &p * &share))
        .collect()
}

fn engine(gang: &[A], t: &T) -> warband::mechanics::gang::Outcome {
    let ruleset = builtin(RulesetId::Mordheim);
    let members = gang
        .iter()
        .enumerate()
        .map(|(k, a)| Member {
            label: format!("{k}"),
            attacker: Attacker {
                charging: false,
                ..Attacker::melee(a.ws, a.s, a.attacks)
            },
            initiative: a.i,
        })
        .collect();
    let mut d = Defender::standing(t.ws, t.t, t.w, t.save.map_or(Armour::None, Armour::Score));
    d.strength = Some(3);
    d.parry = t.sword.then_some(ParryWith::Sword);
    let mut g = Gang::new(&ruleset, members, d).unwrap();
    g.exact().unwrap()
}

fn check(gang: &[A], orders: &[Vec<usize>], t: &T) -> warband::mechanics::gang::Outcome {
    let leaves = oracle(gang, orders, t);
    let status = Dist::from_probs(leaves.iter().map(|((s, _, _), p)| (*s, p.clone()))).unwrap();
    let wounds = Dist::from_probs(leaves.iter().map(|((_, n, _), p)| (*n, p.clone()))).unwrap();
    let got = engine(gang, t);
    assert_eq!(got.status.total(), Ratio::one());
    assert_eq!(got.wounds.total(), Ratio::one());
    assert_eq!(got.status, status, "status of {gang:?} vs {t:?}");
    assert_eq!(got.wounds, wounds, "wounds of {gang:?} vs {t:?}");
    for (i, c) in got.attackers.iter().enumerate() {
        let p = |f: &dyn Fn(&(bool, bool)) -> bool| {
            leaves
                .iter()
                .filter(|((_, _, c), _)| f(&c[i]))
                .fold(Ratio::zero(), |acc, (_, p)| &acc + p)
        };
        assert_eq!(c.already_down, p(&|c| c.0), "attacker {i} already down");
        assert_eq!(c.took_out, p(&|c| c.1), "attacker {i} took out");
    }
    got
}

const PLAIN: T = T {
    ws: 3,
    t: 3,
    w: 1,
    save: None,
    sword: false,
};

#[test]
fn two_attackers_knocked_down_and_stunned_hand_offs_by_hand() {
    // Two WS3 S3 A1 attackers on WS3 T3 W1, no armour. One attacker: hit 1/2; wound die 4–5 one
    // wound (injury KD/stunned/out 1/3 each), 6 a critical: 2 wounds, two injury dice, the
    // highest; rows 1–4 (no save without armour): KD 1/9, stunned 1/3, out 5/9; rows 5–6 (+2):
    // stunned 1/9, out 8/9. So KD 1/2·(1/9 + 1/6·2/3·1/9) = 5/81, stunned 1/2·(1/9 + 1/6·(2/9 +
    // 1/27)) = 25/324, out 1/2·(1/9 + 1/9) = 1/9, unharmed 3/4. The second meets a knocked-down
    // target (auto hit, wound 4+ takes him out: 1/2) or a stunned one (out: 1): he took him out
    // with 3/4·1/9 + 5/81·1/2 + 25/324 = 31/162; the target was already down 5/81 + 25/324 + 1/9
    // = 1/4; out of action 1/9 + 31/162 = 49/162; knocked down 5/81·1/2 + 3/4·5/81 = 25/324;
    // stunned 3/4·25/324 = 25/432; unharmed 9/16.
    let a = A {
        ws: 3,
        s: 3,
        attacks: 1,
        i: 4,
    };
    let b = A { i: 3, ..a };
    let got = check(&[a, b], &[vec![0, 1]], &PLAIN);
    assert_eq!(got.status.prob(&Status::OutOfAction), Ratio::new(49, 162));
    assert_eq!(got.status.prob(&Status::KnockedDown), Ratio::new(25, 324));
    assert_eq!(got.status.prob(&Status::Stunned), Ratio::new(25, 432));
    assert_eq!(got.status.prob(&Status::Unharmed), Ratio::new(9, 16));
    assert_eq!(got.attackers[0].took_out, Ratio::new(1, 9));
    assert_eq!(got.attackers[0].already_down, Ratio::zero());
    assert_eq!(got.attackers[1].took_out, Ratio::new(31, 162));
    assert_eq!(got.attackers[1].already_down, Ratio::new(1, 4));
    // The same two as a henchman group (one kind, I3 both): the same phase.
    let group = check(&[b, b], &[vec![0, 1]], &PLAIN);
    assert_eq!(group, got);
}

#[test]
fn three_attackers_with_wounds_carried_and_armour() {
    // W2 and a 5+ save: wounds carry from attacker to attacker; the strike order is Initiative.
    let t = T {
        w: 2,
        save: Some(5),
        ..PLAIN
    };
    let gang = [
        A {
            ws: 4,
            s: 3,
            attacks: 1,
            i: 5,
        },
        A {
            ws: 3,
            s: 4,
            attacks: 1,
            i: 4,
        },
        A {
            ws: 3,
            s: 3,
            attacks: 2,
            i: 2,
        },
    ];
    check(&gang, &[vec![0, 1, 2]], &t);
}

#[test]
fn parry_meets_the_first_attacker_only() {
    // A sword: the first attacker's (A2) hits meet the parry, the second's do not (§1.8).
    let t = T {
        sword: true,
        ..PLAIN
    };
    let a = A {
        ws: 3,
        s: 3,
        attacks: 2,
        i: 4,
    };
    let b = A {
        attacks: 1,
        i: 3,
        ..a
    };
    let got = check(&[a, b], &[vec![0, 1]], &t);
    // And it differs from a parry against both (the oracle with the second made first again).
    let unparried = check(&[a, b], &[vec![0, 1]], &PLAIN);
    assert_ne!(got.status, unparried.status);
}

#[test]
fn attackers_in_one_place_are_rolled_off() {
    // Two different attackers with the same Initiative: both orders, each 1/2.
    let a = A {
        ws: 4,
        s: 4,
        attacks: 1,
        i: 3,
    };
    let b = A {
        ws: 3,
        s: 3,
        attacks: 2,
        i: 3,
    };
    let t = T {
        sword: true,
        w: 2,
        ..PLAIN
    };
    check(&[a, b], &[vec![0, 1], vec![1, 0]], &t);
}

#[test]
fn seeded_phases_agree_with_the_exact_distribution() {
    // The played phase (roll-offs and every attacker's dice) against the exact one: chi-square.
    let ruleset = builtin(RulesetId::Mordheim);
    let member = |ws, s, a, i| Member {
        label: format!("WS{ws}"),
        attacker: Attacker::melee(ws, s, a),
        initiative: i,
    };
    let members = vec![member(4, 4, 2, 3), member(3, 3, 1, 3), member(3, 3, 1, 3)];
    let mut d = Defender::standing(3, 3, 2, Armour::Score(6));
    d.parry = Some(ParryWith::Sword);
    d.strength = Some(3);
    let mut g = Gang::new(&ruleset, members, d).unwrap();
    let exact = g.exact().unwrap();
    let mut dice = Roller::new(20261201);
    let mut counts = [0u64; 5];
    let mut wounds: BTreeMap<i64, u64> = BTreeMap::new();
    for _ in 0..20_000 {
        let played = g.play(&mut dice, false).unwrap();
        counts[Status::ALL
            .iter()
            .position(|s| *s == played.status)
            .unwrap()] += 1;
        *wounds.entry(played.wounds).or_default() += 1;
    }
    let expected: Vec<f64> = Status::ALL
        .iter()
        .map(|s| exact.status.prob(s).to_f64())
        .collect();
    assert_agrees("gang status", &counts, &expected);
    let outcomes: Vec<i64> = exact.wounds.outcomes().copied().collect();
    let observed: Vec<u64> = outcomes
        .iter()
        .map(|k| wounds.get(k).copied().unwrap_or(0))
        .collect();
    assert_eq!(
        observed.iter().sum::<u64>(),
        20_000,
        "no count outside the exact support"
    );
    let expected: Vec<f64> = outcomes
        .iter()
        .map(|k| exact.wounds.prob(k).to_f64())
        .collect();
    assert_agrees("gang wounds", &observed, &expected);
}
