//! `warband odds` through the binary: the exact attack chain (RULES.md §1.7–§1.12, §2.6, §2.8,
//! §2.12, §4.4–§4.5, §7.2–§7.3, §8.2), its JSON contract (DESIGN.md), `--compare`, `--simulate`,
//! `--roll` and its one-line errors.
//!
//! Every expected value comes from RULES.md or from an independent derivation written in a
//! comment here: a small single-attack model of the chain (`one_attack`, built from §1.9–§1.12,
//! §2.12, §7.2 and section R, checked against the §7.2 and §8.2 vectors first), hand-derived
//! closed forms, and enumerations over the dice. Nothing is copied from the program's output.
//! Where a test compares two runs of the binary (`--frenzy` against `-a 2`, a `--compare` entry
//! against its standalone run) it says that it is a consistency check.

use crate::common;

use common::fraction::{Q, binomial, exact, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

// ---- exact fractions (independent of warband::prob) --------------------------------------------

// ---- an independent model of one attack (RULES.md §1.9–§1.12, §2.12, §7.2, R-6, R-10–R-17) -----

const NAMES: [&str; 5] = [
    "unharmed",
    "wounded",
    "knocked_down",
    "stunned",
    "out_of_action",
];
const UNHARMED: usize = 0;
const WOUNDED: usize = 1;
const KNOCKED_DOWN: usize = 2;
const STUNNED: usize = 3;
const OUT_OF_ACTION: usize = 4;

type States = [Q; 5];

fn only(i: usize) -> States {
    let mut s = [Q::zero(); 5];
    s[i] = Q::one();
    s
}

fn add_scaled(acc: &mut States, p: Q, s: &States) {
    for (a, x) in acc.iter_mut().zip(s) {
        *a = a.add(p.mul(*x));
    }
}

/// D6 ≥ t for a to-hit or to-wound roll: a natural 1 always fails, 7+ never here.
fn p_at_least(t: i64) -> Q {
    match t {
        ..=2 => q(5, 6),
        3..=6 => q((7 - t) as u128, 6),
        _ => Q::zero(),
    }
}

/// An armour save of `score`+ (`None`: no armour at all). R-6: a natural 1 always fails and a
/// modified target above 6 is no save.
fn p_save(score: Option<i64>) -> Q {
    match score {
        None => Q::zero(),
        Some(s) if s > 6 => Q::zero(),
        Some(s) => p_at_least(s),
    }
}

/// The injury rolls of one phase (§1.12, R-16): `rolls` dice, each D6 + `bonus`, the highest
/// counts: ≤ 2 knocked down, 3–4 stunned, ≥ 5 out of action. Concussion (R-17, §7.2): a final
/// result of 2–4 is stunned. A helmet (§7.2): stunned becomes knocked down on a 4+ (1/2).
/// Enumerates all 6^rolls dice.
fn injury(rolls: u32, bonus: i64, concussion: bool, helmet: bool) -> States {
    let mut out = [Q::zero(); 5];
    let all = 6u32.pow(rolls);
    for mut code in 0..all {
        let mut best = i64::MIN;
        for _ in 0..rolls {
            best = best.max(i64::from(code % 6) + 1 + bonus);
            code /= 6;
        }
        let state = if best >= 5 {
            OUT_OF_ACTION
        } else if concussion && best >= 2 || !concussion && best >= 3 {
            STUNNED
        } else {
            KNOCKED_DOWN
        };
        let p = q(1, u128::from(all));
        if state == STUNNED && helmet {
            out[KNOCKED_DOWN] = out[KNOCKED_DOWN].add(p.mul(q(1, 2)));
            out[STUNNED] = out[STUNNED].add(p.mul(q(1, 2)));
        } else {
            out[state] = out[state].add(p);
        }
    }
    out
}

/// A row of a critical table: wounds; the extra save modifier (`Some(n)`: the save target goes
/// up by n, `None`: no save); the injury bonus; an automatic status (0: none); whether the
/// helmet may be used.
#[derive(Clone, Copy)]
struct Row {
    wounds: u32,
    save: Option<i64>,
    bonus: i64,
    auto: usize,
    helmet: bool,
}

const fn row(wounds: u32, save: Option<i64>, bonus: i64, auto: usize, helmet: bool) -> Row {
    Row {
        wounds,
        save,
        bonus,
        auto,
        helmet,
    }
}

/// §1.10 with R-11, by the critical die 1–6: 1–2 save allowed then 2 wounds; 3–4 no save, 2
/// wounds; 5–6 no save, 2 wounds, +2 to every injury roll.
const CORE_CRITS: [Row; 6] = [
    row(2, Some(0), 0, 0, true),
    row(2, Some(0), 0, 0, true),
    row(2, None, 0, 0, true),
    row(2, None, 0, 0, true),
    row(2, None, 2, 0, true),
    row(2, None, 2, 0, true),
];

/// §2.12 (b), crushing weapons, with R-15 (rows without "two wounds" cause 1): 1 Unbalanced
/// (save normal), 2 Breach −1, 3 Solid blow −1 no helmet, 4 Crushed 2 wounds −2, 5 Knocked flat
/// −2 knocked down 2 wounds, 6 Knock-out −2 stunned 2 wounds.
const CLUB_CRUSHING: [Row; 6] = [
    row(1, Some(0), 0, 0, true),
    row(1, Some(1), 0, 0, true),
    row(1, Some(1), 0, 0, false),
    row(2, Some(2), 0, 0, true),
    row(2, Some(2), 0, KNOCKED_DOWN, true),
    row(2, Some(2), 0, STUNNED, true),
];

/// One attack, everything already looked up: P(hit), the to-wound target (7: impossible), the
/// save target against it (`None`: no armour), the critical table (only when the wound target
/// is below 6+, R-10), concussion.
struct Attack {
    hit: Q,
    wound: i64,
    save: Option<i64>,
    crits: Option<[Row; 6]>,
    concussion: bool,
}

/// The target: wounds left and a helmet.
#[derive(Clone, Copy)]
struct Target {
    w: u32,
    helmet: bool,
}

const W1: Target = Target {
    w: 1,
    helmet: false,
};

/// The state after `k` unsaved wounds with the rules of the roll that made them: fewer than W →
/// wounded; otherwise one injury roll for the wound that takes W to 0 and one for each later
/// wound; an automatic status combines by the worse result.
fn after_wounds(k: u32, bonus: i64, auto: usize, helmet: bool, a: &Attack, t: Target) -> States {
    let injured = if k == 0 {
        only(UNHARMED)
    } else if k < t.w {
        only(WOUNDED)
    } else {
        injury(k - t.w + 1, bonus, a.concussion, helmet && t.helmet)
    };
    let mut out = [Q::zero(); 5];
    for (i, p) in injured.iter().enumerate() {
        let j = i.max(auto);
        out[j] = out[j].add(*p);
    }
    out
}

/// The target's state and the unsaved wounds after one attack. To hit, then the to-wound die:
/// below the target (or a 1) nothing; a 6 below 6+ with a table is the critical: a row
/// die, its save (a saved critical does nothing, R-15), its wounds; any other success is one
/// wound with the plain save.
fn one_attack(a: &Attack, t: Target) -> (States, Vec<Q>) {
    let mut states = [Q::zero(); 5];
    let mut wounds = vec![Q::zero(); 3];
    let mut count = |states: &mut States, p: Q, k: u32, s: &States| {
        add_scaled(states, p, s);
        wounds[k as usize] = wounds[k as usize].add(p);
    };
    count(&mut states, a.hit.complement(), 0, &only(UNHARMED));
    for face in 1..=6i64 {
        let pf = a.hit.mul(q(1, 6));
        if face == 1 || face < a.wound {
            count(&mut states, pf, 0, &only(UNHARMED));
            continue;
        }
        match a.crits.filter(|_| face == 6 && a.wound < 6) {
            Some(rows) => {
                for r in rows {
                    let pr = pf.mul(q(1, 6));
                    let save = r.save.and_then(|m| a.save.map(|s| s + m));
                    let saved = p_save(save);
                    count(&mut states, pr.mul(saved), 0, &only(UNHARMED));
                    let hurt = after_wounds(r.wounds, r.bonus, r.auto, r.helmet, a, t);
                    count(&mut states, pr.mul(saved.complement()), r.wounds, &hurt);
                }
            }
            None => {
                let saved = p_save(a.save);
                count(&mut states, pf.mul(saved), 0, &only(UNHARMED));
                let hurt = after_wounds(1, 0, 0, true, a, t);
                count(&mut states, pf.mul(saved.complement()), 1, &hurt);
            }
        }
    }
    while wounds.len() > 1 && wounds.last().is_some_and(|p| p.is_zero()) {
        wounds.pop();
    }
    (states, wounds)
}

fn core(hit: Q, wound: i64, save: Option<i64>) -> Attack {
    Attack {
        hit,
        wound,
        save,
        crits: Some(CORE_CRITS),
        concussion: false,
    }
}

#[test]
fn the_helpers_and_the_model_reproduce_rules_md() {
    assert_eq!(q(2, 4).to_string(), "1/2");
    assert_eq!(q(1, 3).add(q(1, 6)), q(1, 2));
    assert_eq!(Q::parse("0"), Q::zero());
    assert_eq!(binomial(2, q(1, 2)), vec![q(1, 4), q(1, 2), q(1, 4)]);
    let ko = |s: States| [s[KNOCKED_DOWN], s[STUNNED], s[OUT_OF_ACTION]];
    // §1.12 and §8.2: one die 1/3 each; two dice 1/9, 1/3, 5/9; +2: 0, 1/3, 2/3 and 0, 1/9, 8/9.
    assert_eq!(ko(injury(1, 0, false, false)), [q(1, 3); 3]);
    assert_eq!(ko(injury(2, 0, false, false)), [q(1, 9), q(1, 3), q(5, 9)]);
    assert_eq!(ko(injury(1, 2, false, false)), [q(0, 1), q(1, 3), q(2, 3)]);
    assert_eq!(ko(injury(2, 2, false, false)), [q(0, 1), q(1, 9), q(8, 9)]);
    // §7.2: concussion 1/6, 1/2, 1/3; helmet 1/2, 1/6, 1/3; both 5/12, 1/4, 1/3.
    assert_eq!(ko(injury(1, 0, true, false)), [q(1, 6), q(1, 2), q(1, 3)]);
    assert_eq!(ko(injury(1, 0, false, true)), [q(1, 2), q(1, 6), q(1, 3)]);
    assert_eq!(ko(injury(1, 0, true, true)), [q(5, 12), q(1, 4), q(1, 3)]);
    // §8.2: WS 4 vs 3 (3+), S 3 vs T 3 (4+), 5+ save: 20/81 and 85/729; WS 3 vs 3, light: 47/216.
    let (s, w) = one_attack(&core(q(2, 3), 4, Some(5)), W1);
    assert_eq!(w[1].add(w[2]), q(20, 81));
    assert_eq!(s[OUT_OF_ACTION], q(85, 729));
    assert_eq!(s.iter().fold(Q::zero(), |a, b| a.add(*b)), Q::one());
    let (_, w) = one_attack(&core(q(1, 2), 4, Some(6)), W1);
    assert_eq!(w[1].add(w[2]), q(47, 216));
}

// ---- running the binary ------------------------------------------------------------------------

fn text(args: &[&str]) -> String {
    stdout_of(warband().args(args))
}

fn parse_json(s: &str, what: &str) -> Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{what}: not JSON ({e}): {s}"))
}

/// `warband odds ARGS --json`, parsed; it must succeed.
fn odds(args: &[&str]) -> Value {
    let out = text(&[&["odds"], args, &["--json"]].concat());
    parse_json(&out, &format!("{args:?}"))
}

/// `warband odds ARGS`, split on whitespace (for short literal command lines).
fn odds_line(line: &str) -> Value {
    odds(&line.split_whitespace().collect::<Vec<_>>())
}

/// The target's states, after checking the contract: the five names in order, summing to 1.
fn states(v: &Value) -> States {
    let entries = v["distribution"].as_array().expect("distribution array");
    let names: Vec<&str> = entries
        .iter()
        .map(|e| e["outcome"].as_str().expect("named outcome"))
        .collect();
    assert_eq!(names, NAMES, "state names and order");
    let mut s = [Q::zero(); 5];
    for (i, e) in entries.iter().enumerate() {
        s[i] = exact(&e["probability"]);
    }
    let total = s.iter().fold(Q::zero(), |a, b| a.add(*b));
    assert_eq!(total, Q::one(), "the states sum to exactly 1: {v}");
    s
}

/// A numeric table (`wounds`, `casualties`) after checking it: outcomes 0, 1, 2 … in order,
/// `at_least` the exact tail sums, summing to exactly 1.
fn counts(v: &Value, key: &str) -> Vec<Q> {
    let entries = v[key].as_array().unwrap_or_else(|| panic!("no {key}: {v}"));
    let mut out = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        assert_eq!(
            e["outcome"].as_u64(),
            Some(k as u64),
            "{key} outcomes 0, 1, …"
        );
        out.push(exact(&e["probability"]));
    }
    let mut tail = Q::zero();
    for (k, p) in out.iter().enumerate().rev() {
        tail = tail.add(*p);
        assert_eq!(exact(&entries[k]["at_least"]), tail, "{key}[{k}].at_least");
    }
    assert_eq!(tail, Q::one(), "{key} sums to exactly 1");
    out
}

/// The unsaved wounds, with `mean` = Σ k·P(k) and `at_least_one_wound` = 1 − P(0) checked.
fn wounds(v: &Value) -> Vec<Q> {
    let w = counts(v, "wounds");
    let mean = w
        .iter()
        .enumerate()
        .fold(Q::zero(), |a, (k, p)| a.add(Q::int(k as u128).mul(*p)));
    assert_eq!(exact(&v["mean"]), mean, "mean = mean of wounds");
    assert_eq!(
        exact(&v["at_least_one_wound"]),
        w[0].complement(),
        "at_least_one_wound"
    );
    w
}

fn at_least_one(v: &Value) -> Q {
    wounds(v)[0].complement()
}

/// The exact answer of a report: states, wounds, mean.
fn answer(v: &Value) -> (States, Vec<Q>, Q) {
    (states(v), wounds(v), exact(&v["mean"]))
}

/// Asserts a report equals the model's answer for one attack, states and wounds.
fn assert_model(v: &Value, a: &Attack, t: Target) {
    let (s, w) = one_attack(a, t);
    assert_eq!(states(v), s, "states of {}", v["inputs"]);
    assert_eq!(wounds(v), w, "wounds of {}", v["inputs"]);
}

fn bad(args: &[&str]) -> String {
    assert_bad_input(warband().arg("odds").args(args))
}

// ---- 1. the §8.2 vectors and the JSON contract ----------------------------------------------------

#[test]
fn rules_8_2_full_attack_ws4_s3_against_ws3_t3_5_plus() {
    let v = odds_line("--ws 4 --s 3 --vs 3 --t 3 --armour 5");
    assert_eq!(v["command"], "odds");
    assert_eq!(v["rules"], "mordheim");
    // §8.2: P(≥ 1 unsaved wound) 20/81, P(out of action) 85/729.
    assert_eq!(exact(&v["at_least_one_wound"]), q(20, 81));
    let s = states(&v);
    assert_eq!(s[OUT_OF_ACTION], q(85, 729));
    // One wound on a 1-W target: never merely "wounded".
    assert!(s[WOUNDED].is_zero());
    // The rest of the distribution from the model (checked against §8.2 above): to hit 2/3,
    // wound 4+, plain wounds saved on 5+, the critical table of R-11.
    assert_model(&v, &core(q(2, 3), 4, Some(5)), W1);
    // Hand check of the wounds: 1 wound = 2/3·(2/6·2/3) = 4/27; 2 wounds (the critical) =
    // 2/3·1/6·(1/3·2/3 + 2/3) = 8/81; mean = 4/27 + 16/81 = 28/81.
    assert_eq!(wounds(&v), vec![q(61, 81), q(4, 27), q(8, 81)]);
    assert_eq!(exact(&v["mean"]), q(28, 81));
}

#[test]
fn rules_8_2_simpler_chain_ws3_light_armour() {
    // §8.2: WS 3 vs 3, S 3 vs T 3, light armour (6+), criticals applied: 47/216.
    let v = odds_line("--ws 3 --s 3 --vs 3 --t 3 --armour light");
    assert_eq!(at_least_one(&v), q(47, 216));
    assert_model(&v, &core(q(1, 2), 4, Some(6)), W1);
}

#[test]
fn the_json_report_names_its_inputs_and_rulings() {
    let v = odds_line("--ws 4 --s 3 --vs 3 --t 3 --armour 5 --weapon axe -a 2");
    for (k, want) in [
        ("ws", 4),
        ("s", 3),
        ("vs", 3),
        ("t", 3),
        ("attacks", 2),
        ("w", 1),
    ] {
        assert_eq!(v["inputs"][k], want, "inputs.{k}");
    }
    assert_eq!(v["inputs"]["weapon"], "axe");
    assert!(v["roll"].is_null());
    let rulings: Vec<&str> = v["rulings"]
        .as_array()
        .expect("rulings")
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    // Criticals and injury rolls decided this answer.
    assert!(
        rulings.contains(&"R-10") && rulings.contains(&"R-16"),
        "{rulings:?}"
    );
}

#[test]
fn the_human_table_puts_the_verdict_first_and_plain_is_out_of_action() {
    let out = text(&[
        "odds", "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--armour", "5",
    ]);
    // 85/729 = 11.66 %.
    let first = out.lines().next().unwrap();
    assert!(first.contains("out of action 11.7%"), "{first}");
    assert!(out.contains("85/729") && out.contains("20/81"), "{out}");
    let plain = text(&[
        "odds", "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--armour", "5", "--format",
        "plain",
    ]);
    assert_eq!(plain, "85/729\n");
}

// ---- 2. small cases derived by hand -----------------------------------------------------------

#[test]
fn a_knocked_down_target_is_hit_automatically_and_any_unsaved_wound_takes_it_out() {
    // §1.12. One attack, S 3 vs T 3 (4+), 5+ save; WS does not matter (automatic hits):
    // P(unsaved) = 2/6·2/3 (plain) + 1/6·(1/3·2/3 + 2/3) (critical) = 2/9 + 4/27 = 10/27.
    for ws in ["--ws 1 --vs 10", "--ws 10 --vs 1", "--ws 4 --vs 3"] {
        let v = odds_line(&format!(
            "{ws} --s 3 --t 3 --armour 5 --target knocked-down"
        ));
        let mut want = [Q::zero(); 5];
        want[UNHARMED] = q(17, 27);
        want[OUT_OF_ACTION] = q(10, 27);
        assert_eq!(states(&v), want, "{ws}");
        assert_eq!(at_least_one(&v), q(10, 27));
    }
    // Two attacks: only the first 6 to wound is a critical. First attack nothing
    // unsaved: faces 1–3 1/2, 4–5 saved 2/6·1/3 = 1/9, a 6 whose row 1–2 save is made
    // 1/6·1/3·1/3 = 1/54; together 17/27. After the saved critical (1/54) the second attack's 6
    // is a plain wound: nothing unsaved 1/2 + 1/9 + 1/6·1/3 = 2/3; after anything else (33/54)
    // it is 17/27 again. P(still down) = 33/54·17/27 + 1/54·2/3 = 193/486; out 293/486.
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --target knocked-down -a 2");
    let s = states(&v);
    assert_eq!(s[OUT_OF_ACTION], q(293, 486));
    assert_eq!(s[UNHARMED], q(193, 486));
    // A knocked-down warrior cannot parry (§1.8): the same answer with --parry sword.
    let parried =
        odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --target knocked-down -a 2 --parry sword");
    assert_eq!(states(&parried), s);
}

#[test]
fn a_stunned_target_attacked_in_close_combat_is_out_of_action() {
    // §1.12: out of action with at least one attack, whatever the dice; no attack, no harm.
    for extra in ["-a 1", "-a 3 --w 3", "--ws 1 --vs 10 -a 1 --s 1 --t 10"] {
        let v = odds_line(&format!(
            "--ws 4 --vs 3 --s 3 --t 3 --target stunned {extra}"
        ));
        assert_eq!(states(&v), only(OUT_OF_ACTION), "{extra}");
    }
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --target stunned -a 0");
    assert_eq!(states(&v), only(UNHARMED));
    // §2.11 (club): a stunned model with several W loses one per attack: W 2 and one attack →
    // one wound lost, and still stunned (§2.9 «je stále omráčen»), not "wounded"; two attacks
    // (or one and an off-hand one) → out of action.
    let club = "--rules mordheim-club --ws 4 --vs 3 --s 3 --t 3 --target stunned --w 2";
    assert_eq!(states(&odds_line(&format!("{club} -a 1"))), only(STUNNED));
    assert_eq!(
        states(&odds_line(&format!("{club} -a 2"))),
        only(OUT_OF_ACTION)
    );
    assert_eq!(
        states(&odds_line(&format!("{club} -a 1 --offhand dagger"))),
        only(OUT_OF_ACTION)
    );
    // Core has no such rule: W 2 and one attack is out of action.
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --target stunned --w 2 -a 1");
    assert_eq!(states(&v), only(OUT_OF_ACTION));
}

#[test]
fn a_stunned_target_knocked_down_by_a_club_shot_stays_stunned() {
    // Seed 000 §2.9 «Pokud je model již omráčen a následně střelbou sražen, je stále omráčen»
    // (club only; seed 004 has no such line). Bow S3, BS 3: hit 4+ = 1/2; S3 vs T3 4+: a 4 or 5
    // is a plain wound (1/3), a 6 the missile critical (1/6, 1 wound each row, injury +0 on rows
    // 1–3, +1 on 4, +2 on 5–6, row 6 also knocked down at once). W 1, so every wound rolls
    // injury. P(knocked down by the roll) = 1/2·(1/3·1/3 + 1/6·(3/6·1/3 + 1/6·1/6)) = 31/432;
    // P(stunned) = 1/2·(1/3·1/3 + 1/6·(3/6·1/3 + 1/6·2/6 + 2/6·2/6)) = 36/432. The knocked-down
    // results stay stunned: stunned 67/432, knocked down 0; out of action the rest of the hits.
    let v = odds_line("--rules mordheim-club --bs 3 --weapon bow --t 3 --target stunned");
    let s = states(&v);
    assert_eq!(s[KNOCKED_DOWN], Q::zero());
    assert_eq!(s[STUNNED], q(67, 432));
    assert_eq!(s[WOUNDED], Q::zero());
    // P(out of action) = 1/2·(1/3·1/3 + 1/6·(3/6·1/3 + 1/6·3/6 + 2/6·4/6)) = 1/2·(1/9 + 1/6·
    // 17/36) = 41/432; the three add up to 1/4 = P(hit)·P(wound); unharmed 3/4.
    assert_eq!(s[OUT_OF_ACTION], q(41, 432));
    assert_eq!(s[UNHARMED], q(3, 4));
    // A standing target keeps the roll's result: knocked down 31/432.
    let v = odds_line("--rules mordheim-club --bs 3 --weapon bow --t 3");
    assert_eq!(states(&v)[KNOCKED_DOWN], q(31, 432));
}

#[test]
fn club_cover_is_lost_when_knocked_down_mounted_or_with_a_dagger() {
    // Seed 000 «Sražený model nemůže parírovat a využívat Kryt u štítu»: the knocked-down
    // target's light armour is 6+ without the shield's Cover. Hit automatically; S3 vs T3 4+;
    // a 4 or 5 is a plain wound, unsaved 5/6; a 6 is the cutting critical: row 1 Flurry
    // (save 6+, and an extra automatic hit wounding 1/2, unsaved 5/12: P(≥ 1) = 1 − 1/6·7/12 =
    // 65/72), row 2 save normal (5/6), rows 3–6 no save left (1). Any unsaved wound takes a
    // knocked-down target out: 2/6·5/6 + 1/6·1/6·(65/72 + 5/6 + 4) = 720/2592 + 413/2592 =
    // 1133/2592.
    let v = odds_line(
        "--rules mordheim-club --ws 3 --vs 3 --t 3 --armour light --shield --target knocked-down",
    );
    assert_eq!(states(&v)[OUT_OF_ACTION], q(1133, 2592));
    // «Neplatí pro jezdce na koni»: light 6+, mount +1 → 5+ (1/3), not 4+.
    let v: Value = parse_json(
        &text(&[
            "save",
            "--rules",
            "mordheim-club",
            "--armour",
            "light",
            "--shield",
            "--mounted",
            "--json",
        ]),
        "save",
    );
    assert_eq!(exact(&v["probability"]), q(1, 3));
    // «s výjimkou dýky»: with a dagger, light armour and a shield save on 6+ (1/6); a sword
    // keeps the Cover, 5+ (1/3); core Mordheim has no Cover rule: 5+ with the dagger too.
    for (rules, weapon, p) in [
        ("mordheim-club", "dagger", q(1, 6)),
        ("mordheim-club", "sword", q(1, 3)),
        ("mordheim", "dagger", q(1, 3)),
    ] {
        let v: Value = parse_json(
            &text(&[
                "save",
                "--rules",
                rules,
                "--armour",
                "light",
                "--shield",
                "--target-weapon",
                weapon,
                "--json",
            ]),
            "save",
        );
        assert_eq!(exact(&v["probability"]), p, "{rules} {weapon}");
    }
    // Consistency check through odds: a dagger-and-shield target is the same as one with a
    // sword and no shield (light armour alone, 6+).
    let dagger = odds_line(
        "--rules mordheim-club --ws 3 --vs 3 --t 3 --armour light --shield --target-weapon dagger",
    );
    let plain =
        odds_line("--rules mordheim-club --ws 3 --vs 3 --t 3 --armour light --target-weapon sword");
    assert_eq!(answer(&dagger), answer(&plain));
}

#[test]
fn a_club_blackpowder_shot_can_still_hit_on_a_misfire() {
    // Seed 000 §2.10 «Pokaždé, když vám padne 1 při hodu na zásah u zbraně používající střelný
    // prach… 6 BUM!… Střela zasáhla cíl a má navíc +1 k síle»: handgun S4, BS 3 4+ (18/36); a
    // natural 1 (1/6) rolls the misfire die, whose 6 still hits at S5 (1/36). No armour, so
    // every wound stands: P(≥ 1) = 18/36·(S4 vs T3 3+: 4/6) + 1/36·(S5 vs T3 2+: 5/6) =
    // 72/216 + 5/216 = 77/216 (not 1/3). The misfire's 1, Kaboom!, hits the shooter: 1/36.
    let v = odds_line("--rules mordheim-club --bs 3 --weapon handgun --t 3");
    assert_eq!(at_least_one(&v), q(77, 216));
    assert_eq!(exact(&v["misfire_boom_hit"]), q(1, 36));
    assert_eq!(exact(&v["misfire_kaboom"]), q(1, 36));
    // Core Mordheim has no misfire table in its seed: 1/2·4/6 = 1/3, no misfire facts.
    let v = odds_line("--bs 3 --weapon handgun --t 3");
    assert_eq!(at_least_one(&v), q(1, 3));
    assert!(v.get("misfire_kaboom").is_none(), "{v}");
    // A bow is no blackpowder weapon: 1/2·1/2 = 1/4.
    let v = odds_line("--rules mordheim-club --bs 3 --weapon bow --t 3");
    assert_eq!(at_least_one(&v), q(1, 4));
    // A misfire can destroy the weapon: several blackpowder shots or a re-roll are refused.
    bad(&[
        "--rules",
        "mordheim-club",
        "--bs",
        "3",
        "--weapon",
        "handgun",
        "--t",
        "3",
        "-a",
        "2",
    ]);
}

#[test]
fn skirmish_cavalry_lose_the_mount_to_the_first_wound() {
    // Seed 003 «po prvním uděleném zranění jízdnímu modelu odstraňte zvíře… Pokud je
    // první zranění kritické, tak neguje záchranný hod na brnění, ale nepostihuje jezdce»:
    // one attack can never take the rider out of action. WS 3 vs 3 (1/2), S3 vs T3 4+; light
    // 6+ and the mount +1 → 5+ (saves 1/3); a 6 is the critical (no save). P(mount lost) =
    // 1/2·(2/6·2/3 + 1/6) = 7/36; the rider is unharmed with certainty.
    let v = odds_line("--rules skirmish --ws 3 --vs 3 --s 3 --t 3 --mounted --armour light");
    assert_eq!(states(&v), only(UNHARMED));
    assert_eq!(exact(&v["mount_lost"]), q(7, 36));
    assert!(
        v["rulings"].as_array().unwrap().iter().any(|r| r == "R-50"),
        "{v}"
    );
    // A Killing Blow is a wound too: it kills the mount instead.
    let v = odds_line(
        "--rules skirmish --ws 3 --vs 3 --s 3 --t 3 --mounted --armour light --killing-blow",
    );
    assert_eq!(states(&v), only(UNHARMED));
    // Without --mounted (light 6+): a plain wound (2/6, unsaved 5/6) rolls one injury die,
    // out of action 1/3; the critical (1/6) is 2 wounds, two injury dice, the highest 5+:
    // 5/9. Out of action 1/2·(2/6·5/6·1/3 + 1/6·5/9) = 1/2·(10/108 + 10/108) = 5/54.
    let v = odds_line("--rules skirmish --ws 3 --vs 3 --s 3 --t 3 --armour light");
    assert_eq!(states(&v)[OUT_OF_ACTION], q(5, 54));
    // Two attacks against a rider are refused: the rider on foot saves without the mount.
    bad(&[
        "--rules",
        "skirmish",
        "--ws",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--mounted",
        "-a",
        "2",
    ]);
    // Core Mordheim has no such rule: the mount only improves the save (5+), and one
    // attack can take the rider out.
    let v = odds_line("--ws 3 --vs 3 --s 3 --t 3 --mounted --armour light");
    assert_ne!(states(&v)[OUT_OF_ACTION], Q::zero());
}

/// The Prr! table's outcome names (seed 000 §2.16) in place of knocked down, stunned, out of
/// action, with their probabilities, after checking the order and the sum.
fn prr_states(v: &Value) -> [Q; 5] {
    let entries = v["distribution"].as_array().expect("distribution array");
    let names: Vec<&str> = entries
        .iter()
        .map(|e| e["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["unharmed", "wounded", "whoa_whoa", "fall", "disaster"],
        "Prr! names"
    );
    let mut s = [Q::zero(); 5];
    for (i, e) in entries.iter().enumerate() {
        s[i] = exact(&e["probability"]);
    }
    assert_eq!(s.iter().fold(Q::zero(), |a, b| a.add(*b)), Q::one());
    s
}

#[test]
fn a_club_rider_rolls_prr_instead_of_the_injury_table() {
    // Seed 000 §2.16 «namísto klasické tabulky na vyřazení na tabulku Prr!»: 1–2 Hou, hou!
    // (Whoa, whoa!), 3–4 Pád (Fall), 5–6 Pohroma! (Disaster!). WS 3 vs 3 (1/2), S3 vs T6 6+
    // (1/6, so no critical), the mount's 6+ save (R-30, unsaved 5/6): one Prr! roll with
    // 1/2·1/6·5/6 = 5/72, a third to each row: 5/216; unharmed 1 − 5/72 = 67/72.
    let base = "--rules mordheim-club --ws 3 --vs 3 --s 3 --t 6 --mounted";
    let s = prr_states(&odds_line(base));
    let third = q(5, 216);
    assert_eq!(s, [q(67, 72), Q::zero(), third, third, third]);
    // Injury-roll bonuses add to the Prr! roll: +1 → Whoa on a 1 (1/6), Fall on 2–3
    // (2/6), Disaster on 4–6 (3/6), of 5/72.
    let s = prr_states(&odds_line(&format!("{base} --injury-mod 1")));
    assert_eq!(s, [q(67, 72), Q::zero(), q(5, 432), q(10, 432), q(15, 432)]);
    // A mace's concussion and a helmet do not change the Prr! roll (Q-10, not given): thirds.
    let s = prr_states(&odds_line(&format!("{base} --weapon mace --helmet")));
    assert_eq!(s, [q(67, 72), Q::zero(), third, third, third]);
    // On foot the same attack uses the injury table's names.
    let v = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 3 --t 6 --armour 6");
    assert_eq!(states(&v)[KNOCKED_DOWN], third);
}

#[test]
fn wfb_one_plus_saves_automatically_against_strength_three() {
    // R-6 as amended (RULES.md 3.6): a 1+ basic save saves automatically against S3 or less;
    // against S4 (−1) it is 2+, the natural 1 failing: 5/6.
    for (s, p) in [("3", Q::one()), ("4", q(5, 6))] {
        let v: Value = parse_json(
            &text(&[
                "save", "--rules", "wfb", "--armour", "1", "--s", s, "--json",
            ]),
            "save",
        );
        assert_eq!(exact(&v["probability"]), p, "S{s}");
    }
    // Through odds: against S3 a 1+ save takes every wound: P(≥ 1 unsaved) = 0 (not 1/4·1/6).
    let v = odds_line("--rules wfb --ws 3 --vs 3 --s 3 --t 3 --armour 1");
    assert_eq!(at_least_one(&v), Q::zero());
    // S4: WS 3 vs 3 (1/2), S4 vs T3 3+ (2/3), 2+ save: 1/2·2/3·1/6 = 1/18.
    let v = odds_line("--rules wfb --ws 3 --vs 3 --s 4 --t 3 --armour 1");
    assert_eq!(at_least_one(&v), q(1, 18));
}

#[test]
fn ws_0_targets_are_hit_automatically() {
    // §1.3 / §1.7: P(hit) = 1 whatever the attacker's WS; S 3 vs T 3, 5+ save.
    for ws in ["1", "4"] {
        let v = odds(&[
            "--ws", ws, "--vs", "0", "--s", "3", "--t", "3", "--armour", "5",
        ]);
        assert_model(&v, &core(Q::one(), 4, Some(5)), W1);
        // 3/2 of §8.2's values: 10/27 and 85/486.
        assert_eq!(at_least_one(&v), q(10, 27));
        assert_eq!(states(&v)[OUT_OF_ACTION], q(85, 486));
    }
}

#[test]
fn the_axe_worsens_the_save_by_one_more() {
    // §7.2: cutting edge, an extra −1: S 3 against 5+ saves on 6+.
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --weapon axe");
    assert_model(&v, &core(q(2, 3), 4, Some(6)), W1);
    // P(≥ 1) = 2/3·(2/6·5/6 + 1/6·(1/3·5/6 + 2/3)) = 2/3·(5/18 + 17/108) = 47/162.
    assert_eq!(at_least_one(&v), q(47, 162));
    // S 4 with an axe: 5+ −1 (S4) −1 (axe) = 7+: no save. S 4 vs T 3 wounds on 3+.
    let v = odds_line("--ws 4 --vs 3 --s 4 --t 3 --armour 5 --weapon axe");
    assert_model(&v, &core(q(2, 3), 3, None), W1);
    // Each effect can be overridden: --save-mod 0 takes the axe's −1 away.
    let plain = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --weapon axe --save-mod 0");
    assert_model(&plain, &core(q(2, 3), 4, Some(5)), W1);
}

#[test]
fn the_mace_concussion_moves_knocked_down_to_stunned_only() {
    // §7.2 / R-17: the final injury result 2–4 is stunned; out of action is unchanged (85/729).
    let mace = Attack {
        concussion: true,
        ..core(q(2, 3), 4, Some(5))
    };
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --weapon mace");
    assert_model(&v, &mace, W1);
    let s = states(&v);
    assert_eq!(s[OUT_OF_ACTION], q(85, 729));
    // Hand check of knocked down, now only a final 1: a plain unsaved wound's die (2/3·2/6·2/3
    // · 1/6 = 2/81) or both dice of a row 1–4 critical (2/3·1/6·(1/3·2/3 + 1/3) · 1/36 =
    // 5/2916; rows 5–6 add 2): 72/2916 + 5/2916 = 77/2916.
    assert_eq!(s[KNOCKED_DOWN], q(77, 2916));
    // --concussion gives any weapon the same rule.
    let flag = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --concussion");
    assert_eq!(states(&flag), s);
}

#[test]
fn the_dagger_gives_the_target_a_save() {
    // §7.2: the enemy's save +1, 6+ if he has none. Unarmoured: 6+ (also on a row 1–2
    // critical, whose save is allowed).
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --weapon dagger");
    assert_model(&v, &core(q(2, 3), 4, Some(6)), W1);
    // P(≥ 1) = 2/3·(2/6·5/6 + 1/6·(1/3·5/6 + 2/3)) = 47/162; without the dagger 2/3·1/2 = 1/3.
    assert_eq!(at_least_one(&v), q(47, 162));
    assert_eq!(
        at_least_one(&odds_line("--ws 4 --vs 3 --s 3 --t 3")),
        q(1, 3)
    );
    // Heavy armour (5+) becomes 4+.
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --weapon dagger --armour heavy");
    assert_model(&v, &core(q(2, 3), 4, Some(4)), W1);
}

#[test]
fn the_flail_adds_two_strength_in_the_first_round_only() {
    // §7.2 "Heavy": S 3 + 2 = 5 vs T 3 wounds on 2+; gromril 4+ with S5's −2 saves on 6+.
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour gromril --weapon flail");
    assert_model(&v, &core(q(2, 3), 2, Some(6)), W1);
    // Round 2: S 3, 4+ to wound, 4+ save; exactly as without a flail (consistency check too).
    let r2 = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour gromril --weapon flail --round 2");
    assert_model(&r2, &core(q(2, 3), 4, Some(4)), W1);
    let bare = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour gromril --round 2");
    assert_eq!(answer(&r2), answer(&bare));
}

#[test]
fn a_bow_shoots_at_strength_3_whatever_the_archers_strength() {
    // §7.3: bow S 3. BS 3 hits on 4+ (1/2); S 3 vs T 3 4+; light armour 6+; a shot may be a
    // critical (§1.10: shooting and close combat).
    for s in ["1", "3", "7"] {
        let v = odds(&[
            "--bs", "3", "--weapon", "bow", "--s", s, "--t", "3", "--armour", "light",
        ]);
        assert_model(&v, &core(q(1, 2), 4, Some(6)), W1);
        // The same chain as §8.2's WS 3 vs WS 3 line: 47/216.
        assert_eq!(at_least_one(&v), q(47, 216));
    }
}

#[test]
fn a_diving_charge_and_hatred_count_in_the_first_round_only() {
    // §1.4 / §2.5: +1 to hit (4+ → 3+) and +1 S (S 4 vs T 3: 3+; 5+ save −1 → 6+).
    let v = odds_line("--ws 3 --vs 3 --s 3 --t 3 --armour 5 --diving");
    assert_model(&v, &core(q(2, 3), 3, Some(6)), W1);
    let later = odds_line("--ws 3 --vs 3 --s 3 --t 3 --armour 5 --diving --round 2");
    assert_model(&later, &core(q(1, 2), 4, Some(5)), W1);
    // Hatred: re-roll misses in round 1: 1 − (1/2)² = 3/4.
    let v = odds_line("--ws 3 --vs 3 --s 3 --t 3 --hatred");
    assert_model(&v, &core(q(3, 4), 4, None), W1);
    let later = odds_line("--ws 3 --vs 3 --s 3 --t 3 --hatred --round 3");
    assert_model(&later, &core(q(1, 2), 4, None), W1);
}

#[test]
fn reroll_misses_rerolls_a_failed_hit_once() {
    // 4+ re-rolled: 3/4. No armour: P(≥ 1) = 3/4·1/2 = 3/8.
    let v = odds_line("--ws 3 --vs 3 --s 3 --t 3 --reroll-misses");
    assert_model(&v, &core(q(3, 4), 4, None), W1);
    assert_eq!(at_least_one(&v), q(3, 8));
}

#[test]
fn an_offhand_weapon_adds_one_attack() {
    // A 0 is no attack at all, the off-hand's included: unharmed with certainty.
    let v = odds_line("--ws 3 --vs 3 --s 3 --t 4 -a 0 --offhand dagger");
    assert_eq!(states(&v), only(UNHARMED));
    // Core (§1.7): +1 attack, no penalty. `-a 1 --offhand dagger`: WS 3 vs 3 4+ (1/2), S 3 vs
    // T 4 5+. The bare-handed main attack leaves no save (no armour): it wounds with 1/2·2/6 =
    // 1/6, and wounds exactly when its die is a 5 or 6. The dagger attack alone, with the
    // dagger's 6+ save and its critical (R-10: still the first when the main one did not
    // wound): 1/2·(1/6·5/6 + 1/6·(1/3·5/6 + 2/3)) = 1/2·(5/36 + 17/108) = 4/27. So
    // P(no wound) = 5/6·23/27 = 115/162 and P(≥ 1) = 47/162.
    let v = odds_line("--ws 3 --vs 3 --s 3 --t 4 -a 1 --offhand dagger");
    assert_eq!(at_least_one(&v), q(47, 162));
    let summary = v["attacks"].as_array().expect("attacks");
    assert!(
        summary
            .iter()
            .any(|l| l.as_str().unwrap().contains("off-hand")),
        "{summary:?}"
    );
    // Club (§2.6): the off-hand attack is at −1 to hit (4+ → 5+, 1/3) and −1 to wound (5+ →
    // 6+, so no critical, R-10); the dagger's 6+ save: 1/3·1/6·5/6 = 5/108. The main attack
    // as in core, 1/6 (every club critical is at least one wound, and there is no save):
    // P(≥ 1) = 1 − 5/6·103/108 = 133/648.
    let v = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 3 --t 4 -a 1 --offhand dagger");
    assert_eq!(at_least_one(&v), q(133, 648));
    let v = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 3 --t 4 -a 0 --offhand dagger");
    assert_eq!(states(&v), only(UNHARMED));
    // Consistency check: in core a dagger in each hand is two dagger attacks.
    let two = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --weapon dagger --offhand dagger");
    let same = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --weapon dagger -a 2");
    assert_eq!(answer(&two), answer(&same));
}

#[test]
fn frenzy_doubles_attacks_in_core_and_adds_one_in_the_club() {
    // Consistency checks between runs of the binary (§1.15: ×2; §2.6: +1), with an independent
    // anchor: two plain attacks at 3+, 4+, no armour: P(no wound) = (1 − 2/3·1/2)² = 4/9 (with
    // no armour a critical changes how many wounds, not whether there is one).
    let base = "--ws 4 --vs 3 --s 3 --t 3";
    let f1 = odds_line(&format!("{base} --frenzy -a 1"));
    assert_eq!(answer(&f1), answer(&odds_line(&format!("{base} -a 2"))));
    assert_eq!(at_least_one(&f1), q(5, 9));
    let f2 = odds_line(&format!("{base} --armour 5 --frenzy -a 2"));
    assert_eq!(
        answer(&f2),
        answer(&odds_line(&format!("{base} --armour 5 -a 4")))
    );
    // The off-hand attack is added after frenzy (§1.7): 2×2 + 1.
    let f3 = odds_line(&format!("{base} --frenzy -a 2 --offhand dagger"));
    let no = odds_line(&format!("{base} -a 4 --offhand dagger"));
    assert_eq!(answer(&f3), answer(&no));
    let club = format!("--rules mordheim-club {base} --armour 5");
    let c = odds_line(&format!("{club} --frenzy -a 2"));
    assert_eq!(answer(&c), answer(&odds_line(&format!("{club} -a 3"))));
}

#[test]
fn a_sword_parries_one_attack_when_its_die_beats_the_natural_to_hit_die() {
    // §1.8 / R-22 core. WS 4 vs WS 4: 4+. The hit die d is 4, 5 or 6; a D6 above d parries,
    // (6 − d)/6; a 6 cannot be parried. P(hit, not parried) = Σ_{d=4..5} 1/6·d/6 + 1/6·1 =
    // 9/36 + 6/36 = 5/12. S 3 vs T 3, no armour: a hit wounds on 4+ (faces 4, 5 one wound, 6 the
    // critical, 2 wounds with no save to make): P(≥ 1 | hit) = 1/2, so P(≥ 1) = 5/24.
    // Out of action: 2/6·1/3 + 1/6·(2/3·5/9 + 1/3·8/9) = 1/9 + 1/9 = 2/9 per hit → 5/54.
    let v = odds_line("--ws 4 --vs 4 --s 3 --t 3 --parry sword");
    assert_eq!(at_least_one(&v), q(5, 24));
    assert_eq!(states(&v)[OUT_OF_ACTION], q(5, 54));
    assert_model(&v, &core(q(5, 12), 4, None), W1);
    // Sword and buckler: a failed parry is re-rolled, 1 − (d/6)²: P(not parried) =
    // 1/6·(16/36 + 25/36) + 1/6 = 77/216.
    let v = odds_line("--ws 4 --vs 4 --s 3 --t 3 --parry sword+buckler");
    assert_model(&v, &core(q(77, 216), 4, None), W1);
    assert_eq!(at_least_one(&v), q(77, 432));
    // No parry against Strength at least double the parrier's (§1.8): S 3 ≥ 2·1.
    let strong = odds_line("--ws 4 --vs 4 --s 3 --t 3 --parry sword --target-s 1");
    assert_model(&strong, &core(q(1, 2), 4, None), W1);
    let weak = odds_line("--ws 4 --vs 4 --s 3 --t 3 --parry sword --target-s 2");
    assert_model(&weak, &core(q(5, 12), 4, None), W1);
}

#[test]
fn the_parry_takes_the_highest_of_several_hits() {
    // Two attacks at 4+ against a sword: enumerate both hit dice. No hit: nothing. Any 6 among
    // the hits: no parry. Otherwise the highest hit h is parried with (6 − h)/6. Each hit left
    // wounds (no armour: plain or critical) with 1/2, independently of the other's critical.
    let mut want = Q::zero();
    for a in 1..=6u32 {
        for b in 1..=6u32 {
            let hits: Vec<u32> = [a, b].into_iter().filter(|&d| d >= 4).collect();
            let p = q(1, 36);
            let wound_any = |k: usize| q(1, 2).pow(k as u32).complement();
            if hits.contains(&6) || hits.is_empty() {
                want = want.add(p.mul(wound_any(hits.len())));
            } else {
                let h = *hits.iter().max().unwrap();
                let parry = q(u128::from(6 - h), 6);
                want = want.add(p.mul(parry).mul(wound_any(hits.len() - 1)));
                want = want.add(p.mul(parry.complement()).mul(wound_any(hits.len())));
            }
        }
    }
    assert_eq!(want, q(337, 864));
    let v = odds_line("--ws 4 --vs 4 --s 3 --t 3 -a 2 --parry sword");
    assert_eq!(at_least_one(&v), want);
}

#[test]
fn the_club_parry_needs_9_minus_the_attackers_chart_score() {
    // §2.8 / R-22: the attacker hits on 4+, so the parry needs 5+ (1/3); a 6 cannot be parried.
    // P(hit, not parried) = 2/6·2/3 + 1/6 = 7/18. S 3 vs T 5 wounds on 6+ only (no critical):
    // P(≥ 1) = 7/18·1/6 = 7/108; one injury die, 7/324 each.
    let v = odds_line("--rules mordheim-club --ws 4 --vs 4 --s 3 --t 5 --parry sword");
    let a = Attack {
        crits: None,
        ..core(q(7, 18), 6, None)
    };
    assert_model(&v, &a, W1);
    assert_eq!(at_least_one(&v), q(7, 108));
    // Two parry sources: two dice, 1 − (2/3)² = 5/9: P(not parried) = 2/6·4/9 + 1/6 = 17/54.
    // The buckler beside the sword also gives its Cover: no armour saves on 6+.
    let v = odds_line("--rules mordheim-club --ws 4 --vs 4 --s 3 --t 5 --parry sword+buckler");
    let a = Attack {
        crits: None,
        ..core(q(17, 54), 6, Some(6))
    };
    assert_model(&v, &a, W1);
}

#[test]
fn the_club_crushing_table_combines_automatic_states_and_the_helmet() {
    // §2.12 (b) with: WS 4 vs 3 (3+), S 3 vs T 3 (4+), no armour (no save to
    // make, whatever a row's modifier), a mace (concussion, crushing), a helmet. Rows 1–3 are 1
    // wound, row 3 forbids the helmet; rows 4–6 are 2 wounds (two injury dice); row 5's knocked
    // down and row 6's stunned combine with the injury by the worse result (the helmet turns an
    // injury result, not the automatic status).
    let v = odds_line("--rules mordheim-club --ws 4 --vs 3 --s 3 --t 3 --weapon mace --helmet");
    let a = Attack {
        hit: q(2, 3),
        wound: 4,
        save: None,
        crits: Some(CLUB_CRUSHING),
        concussion: true,
    };
    assert_model(&v, &a, Target { w: 1, helmet: true });
}

#[test]
fn a_club_critical_armour_modifier_makes_the_save_worse() {
    // §2.12: "−n to armour" is in addition to the Strength modifier, i.e. the save target
    // goes up. Crushing, light armour (6+), S 3: row 1 saves on 6+, rows 2–6 (−1, −2) have no
    // save left. Two unsaved wounds come only from rows 4–6: 2/3 (hit) · 1/6 (a 6 to wound) ·
    // 3/6 = 1/18.
    let line = "--rules mordheim-club --ws 4 --vs 3 --s 3 --t 3 --armour light";
    let v = odds_line(&format!("{line} --weapon mace --helmet"));
    assert_eq!(wounds(&v)[2], q(1, 18), "rows 4-6 cannot be saved");
    let a = Attack {
        hit: q(2, 3),
        wound: 4,
        save: Some(6),
        crits: Some(CLUB_CRUSHING),
        concussion: true,
    };
    assert_model(&v, &a, Target { w: 1, helmet: true });
    // The cutting table (§2.12 c) likewise: rows 4 (−2), 5 (−3), 6 (−4) are 2 wounds with no
    // save left: 2/3 · 1/6 · 3/6 = 1/18. Row 1 (Flurry of blades, save normal 6+) is the only
    // other way to 2 wounds: its wound unsaved (5/6) and its extra attack (R-15: no critical)
    // hitting, wounding and unsaved (2/3 · 1/2 · 5/6 = 5/18): 2/3 · 1/6 · 1/6 · 5/6 · 5/18 =
    // 25/5832.
    let v = odds_line(&format!("{line} --weapon sword"));
    let w = wounds(&v);
    assert_eq!(w.len(), 3, "at most 2 wounds");
    assert_eq!(w[2], q(1, 18).add(q(25, 5832)));
}

#[test]
fn several_wounds_roll_injury_only_from_the_one_that_takes_w_to_0() {
    // W 2: a plain wound leaves the target wounded; a critical's 2 wounds roll one injury die
    // (+2 on rows 5–6). WS 4 vs 3, S 3 vs T 3, 5+.
    let two = Target {
        w: 2,
        helmet: false,
    };
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --w 2");
    assert_model(&v, &core(q(2, 3), 4, Some(5)), two);
    // Hand check: wounded = plain unsaved = 2/3·2/6·2/3 = 4/27; out of action = 2/3·1/6·
    // (1/3·2/3·1/3 + 1/3·1/3 + 1/3·2/3) = 1/9·(2/27 + 9/27) = 11/243.
    let s = states(&v);
    assert_eq!(s[WOUNDED], q(4, 27));
    assert_eq!(s[OUT_OF_ACTION], q(11, 243));
    // With a helmet the stunned results become knocked down on a 4+.
    let v = odds_line("--ws 4 --vs 3 --s 3 --t 3 --armour 5 --w 2 --helmet");
    assert_model(
        &v,
        &core(q(2, 3), 4, Some(5)),
        Target { w: 2, helmet: true },
    );
}

#[test]
fn a_wfb_unit_fight_counts_casualties_every_w_wounds() {
    // wfb has no criticals and no injury table: 20 attacks at 4+ (WS 3 vs 3) and 4+ (S 3 vs T
    // 3), no armour: wounds ~ Binomial(20, 1/2·1/2).
    let v = odds_line("--rules wfb --ws 3 --s 3 -a 20 --vs 3 --t 3 --w 3");
    let want = binomial(20, q(1, 4));
    let w = wounds(&v);
    assert_eq!(w, want);
    assert_eq!(exact(&v["mean"]), Q::int(5));
    // casualties = floor(wounds / 3): against the independent binomial …
    let mut by_floor = vec![Q::zero(); 7];
    for (k, p) in want.iter().enumerate() {
        by_floor[k / 3] = by_floor[k / 3].add(*p);
    }
    let casualties = counts(&v, "casualties");
    assert_eq!(casualties, by_floor);
    // … and, as a consistency check, against the binary's own wounds mapped by floor.
    let mut mapped = vec![Q::zero(); 7];
    for (k, p) in w.iter().enumerate() {
        mapped[k / 3] = mapped[k / 3].add(*p);
    }
    assert_eq!(casualties, mapped);
    // One model of W 3: out of action at 3 wounds or more, wounded at 1–2, no injury states.
    let s = states(&v);
    assert_eq!(s[UNHARMED], want[0]);
    assert_eq!(s[WOUNDED], want[1].add(want[2]));
    assert!(s[KNOCKED_DOWN].is_zero() && s[STUNNED].is_zero());
    // Without --rules wfb there is no casualties table (a Mordheim warrior is one model).
    assert!(
        odds_line("--ws 3 --s 3 -a 2 --vs 3 --t 3")
            .get("casualties")
            .is_none()
    );
}

// ---- 3. --compare ------------------------------------------------------------------------------

const BASE: [&str; 10] = [
    "--ws", "4", "--s", "3", "--vs", "3", "--t", "3", "--armour", "5",
];

fn base_with(extra: &str) -> Vec<&str> {
    BASE.iter()
        .copied()
        .chain(extra.split_whitespace())
        .collect()
}

#[test]
fn compare_gives_one_json_report_per_loadout_equal_to_its_standalone_run() {
    let loadouts = [
        "--weapon axe",
        "--weapon mace",
        "--armour none",
        "-a 2 --shield",
    ];
    let mut args: Vec<&str> = BASE.to_vec();
    for l in loadouts {
        args.extend(["--compare", l]);
    }
    let v = odds(&args);
    let all = v.as_array().expect("a JSON array");
    assert_eq!(all.len(), loadouts.len() + 1);
    assert_eq!(all[0]["loadout"], "as given");
    // The first entry is the base loadout: §8.2's values.
    assert_eq!(exact(&all[0]["at_least_one_wound"]), q(20, 81));
    assert_eq!(answer(&all[0]), answer(&odds(&BASE)));
    for (entry, l) in all[1..].iter().zip(loadouts) {
        assert_eq!(entry["loadout"], l);
        // Consistency check: the flags appended to the base command line.
        assert_eq!(answer(entry), answer(&odds(&base_with(l))), "{l}");
    }
    // And an independent anchor: the axe entry is the model's 6+ save.
    let (s, w) = one_attack(&core(q(2, 3), 4, Some(6)), W1);
    assert_eq!((states(&all[1]), wounds(&all[1])), (s, w));
}

#[test]
fn compare_table_has_one_row_per_loadout_and_plain_one_line_each() {
    let mut args: Vec<&str> = vec!["odds"];
    args.extend(BASE);
    args.extend(["--compare", "--weapon axe", "--compare", "--weapon mace"]);
    let table = text(&args);
    for label in ["as given", "--weapon axe", "--weapon mace"] {
        let rows = table
            .lines()
            .filter(|l| {
                l.split('┆')
                    .next()
                    .is_some_and(|c| c.trim_start_matches('│').trim() == label)
            })
            .count();
        assert_eq!(rows, 1, "one row for {label}:\n{table}");
    }
    args.extend(["--format", "plain"]);
    let plain = text(&args);
    let lines: Vec<&str> = plain.lines().collect();
    assert_eq!(lines.len(), 3, "{plain}");
    // Each line: the label, a tab, P(out of action) — §8.2's 85/729 for the base, the model's
    // for the axe, and the mace changes only knocked down / stunned (85/729 again).
    let (axe, _) = one_attack(&core(q(2, 3), 4, Some(6)), W1);
    let want = [
        ("as given", q(85, 729)),
        ("--weapon axe", axe[OUT_OF_ACTION]),
        ("--weapon mace", q(85, 729)),
    ];
    for (line, (label, p)) in lines.iter().zip(want) {
        let (l, value) = line.split_once('\t').expect("label<TAB>value");
        assert_eq!(l, label);
        assert_eq!(Q::parse(value), p, "{line}");
    }
}

#[test]
fn a_bad_compare_value_is_a_one_line_error() {
    for l in [
        "--bogus",
        "--weapon plasma",
        "--armour plate",
        "-a 101",
        "--round 0",
    ] {
        let mut args: Vec<&str> = BASE.to_vec();
        args.extend(["--compare", l]);
        bad(&args);
    }
}

#[test]
fn compare_with_another_ruleset_uses_that_ruleset() {
    // A loadout's flags are those of `warband odds`, and --rules is one of them (it is accepted).
    // wfb has no criticals: WS 4 vs 3 (3+), S 3 vs T 3 (4+), 5+ save: 2/3·1/2·2/3 = 2/9 out of
    // action (no injury table: the wound removes the model).
    let mut args: Vec<&str> = BASE.to_vec();
    args.extend(["--compare", "--rules wfb"]);
    let v = odds(&args);
    let wfb = &v.as_array().expect("array")[1];
    assert_eq!(
        states(wfb)[OUT_OF_ACTION],
        q(2, 9),
        "the '--rules wfb' loadout must be computed with wfb, not mordheim"
    );
}

// ---- 4. --simulate -----------------------------------------------------------------------------

const SIMULATED: [&str; 7] = [
    "--ws 4 --s 3 --vs 3 --t 3 --armour 5",
    "--ws 4 --vs 4 --s 3 --t 3 -a 2 --parry sword",
    "--ws 4 --vs 4 --s 4 --t 3 -a 3 --parry sword+buckler --armour light",
    "--ws 4 --vs 3 --s 4 --t 3 -a 2 --helmet --armour light --weapon mace",
    "--ws 4 --vs 3 --s 4 --t 3 -a 3 --w 2 --armour 5 --offhand axe",
    "--rules mordheim-club --ws 4 --vs 3 --s 4 --t 3 -a 2 --weapon mace --helmet --armour light",
    "--rules mordheim-club --ws 4 --vs 4 --s 3 --t 3 -a 2 --weapon sword --parry sword --w 2",
];

/// The counts of a `--simulate 20000 --seed SEED` run, after checking its contract.
fn simulated(line: &str, seed: &str) -> Vec<u64> {
    let mut args: Vec<&str> = line.split_whitespace().collect();
    args.extend(["--simulate", "20000", "--seed", seed]);
    let v = odds(&args);
    let exact_states = states(&v);
    let sim = &v["simulation"];
    assert_eq!(sim["runs"], 20000, "{line}");
    let outcomes = sim["outcomes"].as_array().expect("outcomes");
    let names: Vec<&str> = outcomes
        .iter()
        .map(|o| o["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(names, NAMES);
    let counts: Vec<u64> = outcomes
        .iter()
        .map(|o| o["count"].as_u64().unwrap())
        .collect();
    assert_eq!(
        counts.iter().sum::<u64>(),
        20000,
        "{line}: counts sum to runs"
    );
    let n = 20000.0;
    let mut worst: f64 = 0.0;
    for (i, o) in outcomes.iter().enumerate() {
        let p = exact(&o["exact"]);
        assert_eq!(
            p, exact_states[i],
            "{line}: simulation.exact = distribution"
        );
        if p.is_zero() {
            assert_eq!(counts[i], 0, "{line}: an impossible {} happened", NAMES[i]);
            continue;
        }
        // z = (frequency − p) / sqrt(p(1 − p)/n), recomputed here.
        let pf = p.to_f64();
        let z = (counts[i] as f64 / n - pf) / (pf * (1.0 - pf) / n).sqrt();
        let reported = o["z"].as_f64().expect("z");
        assert!((z - reported).abs() < 1e-6, "{line}: z {reported} vs {z}");
        worst = worst.max(z.abs());
    }
    let max = sim["max_abs_z"].as_f64().expect("max_abs_z");
    assert!(
        (max - worst).abs() < 1e-6,
        "{line}: max_abs_z {max} vs {worst}"
    );
    assert!(
        max < 4.5,
        "{line}: sampled far from exact, {max} standard errors"
    );
    counts
}

#[test]
fn simulated_fights_agree_with_the_exact_odds() {
    for line in SIMULATED {
        simulated(line, "1");
    }
}

#[test]
fn the_same_seed_simulates_the_same_fights() {
    let a = simulated(SIMULATED[1], "7");
    assert_eq!(a, simulated(SIMULATED[1], "7"));
    // A different seed gives different counts (all five equal by chance is negligible).
    assert_ne!(a, simulated(SIMULATED[1], "8"));
    // An impossible state is never sampled: 1 W and no multi-wound path to "wounded".
    let c = simulated(SIMULATED[0], "3");
    assert_eq!(c[WOUNDED], 0);
}

// ---- 5. --roll ---------------------------------------------------------------------------------

#[test]
fn a_rolled_fight_is_deterministic_for_a_seed_and_exits_0() {
    let lines = [
        SIMULATED[0],
        SIMULATED[2],
        "--ws 4 --vs 3 --s 3 --t 3 --target knocked-down -a 2 --armour 5",
        "--rules mordheim-club --ws 4 --vs 3 --s 4 --t 3 -a 2 --weapon mace --helmet",
    ];
    for line in lines {
        for seed in ["0", "1", "42", "18446744073709551615"] {
            let mut args = vec!["odds"];
            args.extend(line.split_whitespace());
            args.extend(["--roll", "--seed", seed, "--json"]);
            let out = warband().args(&args).output().unwrap();
            assert_eq!(out.status.code(), Some(0), "{line} seed {seed}");
            assert!(out.stderr.is_empty(), "{line}: stderr");
            let again = warband().args(&args).output().unwrap();
            assert_eq!(
                out.stdout, again.stdout,
                "{line} seed {seed}: deterministic"
            );
            let v = parse_json(&String::from_utf8(out.stdout).unwrap(), line);
            let result = v["roll"]["result"].as_str().expect("a named result");
            assert!(NAMES.contains(&result), "{result}");
            assert_eq!(v["roll"]["seed"].to_string(), seed);
            let dice = v["roll"]["dice"].as_array().expect("dice");
            assert!(dice.iter().all(|d| (1..=6).contains(&d.as_u64().unwrap())));
            // The exact answer is still there and a rolled state is a possible one.
            let s = states(&v);
            let i = NAMES.iter().position(|n| *n == result).unwrap();
            assert!(
                !s[i].is_zero(),
                "{line} seed {seed}: rolled an impossible {result}"
            );
        }
    }
    // Plain output of a roll is the state's name.
    let mut args = vec!["odds"];
    args.extend(BASE);
    args.extend(["--roll", "--seed", "5", "--format", "plain"]);
    let plain = text(&args);
    assert!(NAMES.contains(&plain.trim_end()), "{plain:?}");
}

// ---- 6. bad inputs ------------------------------------------------------------------------------

#[test]
fn bad_inputs_are_one_line_errors_with_exit_2() {
    let cases = [
        ("--ws 4 --vs 3", "--t"),
        ("--ws 4 --bs 3 --vs 3 --t 3", "--bs"),
        ("--ws 4 --t 3", "--vs"),
        ("--t 3", "--ws"),
        ("--ws 4 --vs 3 --t 3 --weapon plasma", "plasma"),
        ("--ws 4 --vs 3 --t 3 --weapon bow", "--bs"),
        ("--bs 3 --t 3 --weapon sword", "--ws"),
        ("--ws 4 --vs 3 --t 3 --offhand bow", "bow"),
        ("--bs 3 --t 3 --offhand dagger", "--ws"),
        ("--bs 3 --t 3 --weapon bow --offhand bow", "--ws"),
        ("--ws 4 --vs 3 --t 3 --poison", "skirmish"),
        ("--ws 4 --vs 3 --t 3 --killing-blow --rules wfb", "skirmish"),
        ("--rules wfb --ws 4 --vs 3 --t 3 --parry sword", "parry"),
        ("--ws 4 --vs 3 --t 3 --crit-class cutting", "crit-class"),
        (
            "--rules mordheim-club --ws 4 --vs 3 --t 3 --crit-class laser",
            "laser",
        ),
        ("--ws 4 --vs 3 --t 3 -a 101", "101"),
        ("--ws 4 --vs 3 --t 3 --round 0", "--round"),
        ("--ws 4 --vs 3 --t 3 --armour plate", "plate"),
        ("--ws 4 --vs 3 --t 3 --armour 7+", "7"),
        ("--ws 4 --vs 3 --t 3 --simulate 0", "--simulate"),
        ("--ws 4 --vs 3 --t 3 --barding", "--mounted"),
        ("--ws 11 --vs 3 --t 3", "11"),
        ("--ws 4 --vs 3 --t 3 --w 0", "--w"),
        ("--ws 4 --vs 3 --t 3 --parry dagger", "dagger"),
        ("--ws 4 --vs 3 --t 3 --target prone", "prone"),
        ("--rules czarne-wrota --ws 4 --vs 3 --t 3", "czarne-wrota"),
    ];
    for (line, mention) in cases {
        let args: Vec<&str> = line.split_whitespace().collect();
        let err = bad(&args);
        assert!(
            err.contains(mention),
            "{args:?}: {err:?} should mention {mention}"
        );
    }
    // The unknown weapon's message lists the known ones.
    let err = bad(&["--ws", "4", "--vs", "3", "--t", "3", "--weapon", "plasma"]);
    for w in [
        "sword", "axe", "mace", "flail", "bow", "crossbow", "handgun",
    ] {
        assert!(err.contains(w), "{err:?} should list {w}");
    }
}

// ---- found while writing these tests -----------------------------------------------------------

#[test]
fn shooting_a_knocked_down_club_warrior_rolls_injury_normally() {
    // §2.9 (club): "Shooting at knocked-down / stunned models needs normal to-hit, to-wound and
    // injury rolls". BS 3 (4+), S 1 vs T 3 (6+: no critical), no armour: an unsaved wound
    // 1/2·1/6 = 1/12, then one injury die: out of action 1/36, not every wound (1/12).
    let v = odds_line("--rules mordheim-club --bs 3 --s 1 --t 3 --target knocked-down");
    assert_eq!(at_least_one(&v), q(1, 12));
    assert_eq!(states(&v)[OUT_OF_ACTION], q(1, 36));
}

#[test]
fn a_club_shot_without_a_weapon_uses_the_missile_critical_table() {
    // §2.12 (a): shooting criticals are the missile table, whose rows are all one wound and none
    // an extra attack. BS 3 (4+), S 3 vs T 3 (4+), no armour: every wound is unsaved, exactly one
    // wound per wounding hit: mean unsaved wounds = 1/2·1/2 = 1/4. (The cutting table's
    // Flurry of blades and two-wound rows would give more.)
    let v = odds_line("--rules mordheim-club --bs 3 --t 3");
    assert_eq!(wounds(&v), vec![q(3, 4), q(1, 4)]);
    // The same as the bow, which names its class.
    let bow = odds_line("--rules mordheim-club --bs 3 --t 3 --weapon bow");
    assert_eq!(wounds(&bow), vec![q(3, 4), q(1, 4)]);
}

// ---- issue 10: the club's own close-combat rules, and the parrier's Strength ------------------

#[test]
fn club_knocked_down_target_with_wounds_left_is_out_only_at_zero() {
    // Seed 000 §2.11: «V případě, že sraženému modelu zbývají ještě nějaké body Zranění (W) …
    // je vyřazen z boje, jakmile klesne tato hodnota na 0». One automatic hit (S3 vs T3: 4+),
    // W 2, no armour, cutting criticals. A 4-5 (2/6) is one wound: W 2 → 1, wounded. A 6
    // (1/6) is the critical: rows 4-6 (3/6) two wounds, W to 0, out; row 1 (1/6), Flurry, one
    // wound and an extra attack that wounds with 1/2 (the hit is automatic), then out; rows 2-3
    // one wound. Out = 1/6 · (1/2 + 1/6 · 1/2) = 7/72; unharmed 1/2; the rest, 29/72, lost a
    // wound and is still knocked down (§2.9: a warrior already down keeps his state, so he is
    // not "wounded" standing).
    let v = odds_line("--rules mordheim-club --ws 3 --vs 3 --t 3 --w 2 --target knocked-down");
    let s = states(&v);
    assert_eq!(s[OUT_OF_ACTION], q(7, 72));
    assert_eq!(s[KNOCKED_DOWN], q(29, 72));
    assert_eq!(s[WOUNDED], Q::zero());
    assert_eq!(s[UNHARMED], q(1, 2));
    // Core Mordheim: any unsaved wound takes a knocked-down target out (1/2 wounded at all).
    let v = odds_line("--ws 3 --vs 3 --t 3 --w 2 --target knocked-down");
    assert_eq!(states(&v)[OUT_OF_ACTION], q(1, 2));
}

#[test]
fn club_sword_parries_once_against_the_highest_hit_that_is_not_a_six() {
    // WS3 vs WS3 hits on 4+, the club parry then needs 9 − 4 = 5+ (1/3), one
    // attempt per phase, against the highest hit that is not a natural 6 (a 6 cannot be
    // parried and does not cost the parry of the others). Each attack: a miss 1/2, a 4-5 hit
    // 1/3, a 6 1/6; an unparried hit leaves the target unharmed only if it fails to wound
    // (1/2; every wound counts, no armour). Unharmed over two attacks:
    // MM 1/4 · 1 + MP 1/3 · (1/3 + 2/3 · 1/2) + MS 1/6 · 1/2 + PP 1/9 · (1/3 · 1/2 + 2/3 · 1/4)
    // + PS 1/9 · (1/3 · 1/2 + 2/3 · 1/4) + SS 1/36 · 1/4 = (324 + 288 + 108 + 48 + 48 + 9)/1296
    // = 825/1296 (a parry tried after each hit until one succeeds, the old model, gives
    // 833/1296; a parry lost to any 6 among the hits, as in core, 813/1296).
    let v = odds_line("--rules mordheim-club --ws 3 --vs 3 --t 3 -a 2 --parry sword");
    assert_eq!(states(&v)[UNHARMED], q(825, 1296));
    // Two swords: both attempts against that hit, 5+ and the off-hand's 6+: parried with
    // 1 − 4/6 · 5/6 = 4/9 instead of 1/3; MP 1/3 · (4/9 + 5/9 · 1/2), PP and PS 1/9 · (4/9 ·
    // 1/2 + 5/9 · 1/4): (324 + 312 + 108 + 52 + 52 + 9)/1296 = 857/1296.
    let v = odds_line("--rules mordheim-club --ws 3 --vs 3 --t 3 -a 2 --parry sword+sword");
    assert_eq!(states(&v)[UNHARMED], q(857, 1296));
    // Core: two swords are one roll (§1.8), the same as one sword.
    let one = odds_line("--ws 3 --vs 3 --t 3 -a 2 --parry sword");
    let two = odds_line("--ws 3 --vs 3 --t 3 -a 2 --parry sword+sword");
    assert_eq!(states(&one), states(&two));
}

#[test]
fn parry_without_target_strength_assumes_a_human_and_says_so() {
    // no parry against S at least twice the parrier's. Without --target-s the parrier is
    // taken as S 3 (a human's), so an S6 blow is not parried: the answer equals the one
    // without --parry, and a note names the assumption; S5 is still parried.
    let parried = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 6 --t 3 --parry sword");
    let plain = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 6 --t 3");
    assert_eq!(states(&parried), states(&plain));
    let notes = parried["notes"].to_string();
    assert!(notes.contains("Strength is taken as 3"), "{notes}");
    let explicit =
        odds_line("--rules mordheim-club --ws 3 --vs 3 --s 6 --t 3 --parry sword --target-s 3");
    assert_eq!(states(&explicit), states(&plain));
    assert!(!explicit["notes"].to_string().contains("taken as"));
    let strong_parrier =
        odds_line("--rules mordheim-club --ws 3 --vs 3 --s 6 --t 3 --parry sword --target-s 4");
    assert_ne!(states(&strong_parrier), states(&plain));
    let s5 = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 5 --t 3 --parry sword");
    let s5_plain = odds_line("--rules mordheim-club --ws 3 --vs 3 --s 5 --t 3");
    assert_ne!(states(&s5), states(&s5_plain));
}
