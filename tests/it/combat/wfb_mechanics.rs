//! `combat --rules wfb`: seed 002's chariot impact hits and stupidity in close combat
//! each worked out by hand with every die enumerated, its seeded play against the
//! exact distribution, and its refusals.

use crate::common;

use common::chi2;
use common::fraction::{Q, binomial, outcome, q, sum};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;
use std::collections::BTreeMap;
use warband::mechanics::Roller;
use warband::mechanics::combat::{self, Combat, Ending, Impact, Played, Side, Unit};
use warband::rules::{RulesetId, builtin};

fn combat(args: &str) -> Value {
    let mut cmd = warband();
    cmd.args(["combat", "--rules", "wfb", "--json"]);
    cmd.args(shlex::split(args).unwrap());
    serde_json::from_str(&stdout_of(&mut cmd)).unwrap()
}

/// A table's exact probabilities by outcome, after checking they sum to exactly 1.
fn table(v: &Value, key: &str) -> BTreeMap<i64, Q> {
    let rows: BTreeMap<i64, Q> = v[key]
        .as_array()
        .unwrap_or_else(|| panic!("no table {key}"))
        .iter()
        .map(|e| {
            (
                e["outcome"].as_i64().unwrap(),
                common::fraction::exact(&e["probability"]),
            )
        })
        .collect();
    assert_eq!(sum(&rows.values().copied().collect::<Vec<_>>()), Q::one());
    rows
}

/// P(2D6 <= n), every pair of faces counted.
fn two_d6_at_most(n: i64) -> Q {
    let pairs = (1..=6)
        .flat_map(|a| (1..=6).map(move |b| a + b))
        .filter(|t| *t <= n)
        .count();
    q(pairs as u128, 36)
}

/// P(2D6 pursuit >= 2D6 flight), all four dice enumerated.
fn caught_2d6() -> Q {
    let mut n = 0;
    for f in 2..=12 {
        for p in 2..=12 {
            if p >= f {
                let ways = |t: i64| (1..=6).filter(|a| (1..=6).contains(&(t - a))).count();
                n += ways(f) * ways(p);
            }
        }
    }
    q(n as u128, 1296)
}

/// The unsaved wounds of one chariot's D6 + `scythes` hits, each unsaved with `p`: every face
/// of the die, then the binomial of its hits.
fn impact_kills(scythes: u32, p: Q) -> BTreeMap<i64, Q> {
    let mut killed = BTreeMap::<i64, Q>::new();
    for d in 1..=6u32 {
        for (k, pk) in binomial(d + scythes, p).into_iter().enumerate() {
            let e = killed.entry(k as i64).or_insert(Q::zero());
            *e = e.add(q(1, 6).mul(pk));
        }
    }
    killed
}

/// P(the impact's losers hold their break test): k > 0 wounds lose by k, tested on Ld 7 - k.
fn holds_after(killed: &BTreeMap<i64, Q>) -> Q {
    sum(&killed
        .iter()
        .filter(|(k, _)| **k > 0)
        .map(|(k, p)| p.mul(two_d6_at_most(7 - k)))
        .collect::<Vec<_>>())
}

#[test]
fn a_charging_chariots_impact_hits_wound_before_any_blow_and_count_to_the_result() {
    // Seed 002 «Chariot pak zpusobi D6 zasahu +1 za kazdou kosu». One chariot with two
    // scythes charges ten men in one rank of ten; neither side has attacks (A0), so the impact
    // hits are all that is struck. Hits: D6 + 2, 3 to 8, each 1/6. At S4 (given) against T3
    // they wound on 3+ (2/3); light armour and shield save on 5+, -1 for S4: 6+ (5/6 fail).
    // Each hit is an unsaved wound with 2/3 · 5/6 = 5/9; W1: each kills a man.
    let v = combat(
        "--a 'WS3 S3 T4 W3 I3 A0 Ld7' --a-models 1 --a-impact 2 --a-impact-strength 4 \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 10 --b-frontage 10 --b-armour light --b-shield \
         --charger a",
    );
    let hits = table(&v, "impact_hits");
    assert_eq!(hits, (3..=8).map(|h| (h, q(1, 6))).collect());
    let killed = impact_kills(2, q(5, 9));
    assert_eq!(table(&v, "impact_wounds"), killed);
    assert_eq!(table(&v, "casualties_b"), killed);
    // The wounds count to the combat result: k > 0 wins by k (one rank: no rank bonus), so B
    // tests on Ld 7 - k; broken, 2D6 pursuit catches 2D6 flight when at least as far.
    let holds = holds_after(&killed);
    let breaks = killed[&0].add(holds).complement();
    assert_eq!(outcome(&v, "draw"), killed[&0]);
    assert_eq!(outcome(&v, "a_wins_b_holds"), holds);
    assert_eq!(outcome(&v, "a_wins_b_destroyed"), breaks.mul(caught_2d6()));
    assert_eq!(
        outcome(&v, "a_wins_b_flees"),
        breaks.mul(caught_2d6().complement())
    );
    assert!(v["rulings"].to_string().contains("R-102"));
    // S7 by default: wounds T3 on 2+, and the 5+ save at -4 is none: 5/6 a hit.
    let v = combat(
        "--a 'WS3 S3 T4 W3 I3 A0 Ld7' --a-models 1 --a-impact 0 \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 10 --b-frontage 10 --b-armour light --b-shield",
    );
    assert_eq!(v["impact"]["unsaved_per_hit"]["exact"], "5/6");
    let none = sum(&(1..=6u32)
        .map(|d| q(1, 6).mul(q(1, 6).pow(d)))
        .collect::<Vec<_>>());
    assert_eq!(table(&v, "impact_wounds")[&0], none);
}

#[test]
fn impact_hits_come_only_with_the_charge_and_only_in_the_first_round() {
    // Two rounds: the chariot's own attack is gone in the second («Dalsi kola boje uz
    // nebojuje»). No one has attacks: round 1 is a draw without an impact wound, or B loses
    // and holds (S7: 5/6 a hit unsaved, as above); either way round 2 wounds nobody, a draw.
    let v = combat(
        "--a 'WS3 S3 T4 W3 I3 A0 Ld7' --a-models 1 --a-impact 0 \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 10 --b-frontage 10 --rounds 2",
    );
    let killed = impact_kills(0, q(5, 6));
    assert_eq!(outcome(&v, "draw"), killed[&0].add(holds_after(&killed)));
    assert_eq!(outcome(&v, "a_wins_b_holds"), Q::zero());
    let refused = assert_bad_input(warband().args(shlex::split(
        "combat --rules wfb --a WS3 --a-models 1 --a-impact 2 --b WS3 --b-models 5 --charger b",
    ).unwrap()));
    assert!(refused.contains("did not charge"), "{refused}");
    // A ruleset whose unit rules have no impact hits refuses the flag in one line.
    let rules = no_unit_rule("impact_hits");
    let refused = assert_bad_input(
        warband()
            .args(["--rules", "wfb", "--rules-file", rules.path()])
            .args(
                shlex::split("combat --a WS3 --a-models 1 --a-impact 2 --b WS3 --b-models 5")
                    .unwrap(),
            ),
    );
    assert!(refused.contains("no chariot impact hits"), "{refused}");
}

/// wfb's rules with its units' `key` rule taken out, as a rules file.
fn no_unit_rule(key: &str) -> common::TempFile {
    let shown = stdout_of(warband().args(["rules", "show", "wfb", "--format", "json"]));
    let mut rules: Value = serde_json::from_str(&shown).unwrap();
    // The file overlays wfb's rules: the rule is taken out by giving it as none.
    rules["units"][key] = Value::Null;
    common::TempFile::new(
        &format!("no-{key}.json"),
        &serde_json::json!({ "units": rules["units"] }).to_string(),
    )
}

#[test]
fn a_stupid_unit_that_fails_its_test_fights_with_half_its_models() {
    // Seed 002 «Pokud je jednotka v hand-to-hand boji, bojuje jen polovina stupidnich monster»
    // . B (one man, A0) charges three stupid men of A (Ld 7) in one rank. Round 1 is B's
    // turn: A does not test, its 3 attacks each kill with 1/2 · 1/2 = 1/4 (WS3 v WS3, S3 v
    // T3): B survives with (3/4)^3 = 27/64, and the round is a draw (no wounds, no bonus).
    // Round 2 is A's turn: it tests 2D6 <= 7 (21/36 = 7/12); failed, ceil(3/2) = 2 fight.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 3 --a-frontage 3 --a-stupid \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --charger b --rounds 2",
    );
    let pass = two_d6_at_most(7);
    assert_eq!(pass, q(7, 12));
    let survives = |n: u32| q(3, 4).pow(n);
    let second = pass
        .mul(survives(3))
        .add(pass.complement().mul(survives(2)));
    assert_eq!(outcome(&v, "draw"), survives(3).mul(second));
    assert_eq!(
        outcome(&v, "a_wins_b_destroyed"),
        survives(3)
            .complement()
            .add(survives(3).mul(second.complement()))
    );
    assert!(v["rulings"].to_string().contains("R-101"));
    assert_eq!(v["stupidity_a"]["in_rounds"], "2");
    // Charging, A tests in its next turn, round 3, not in round 2 (B's turn): over two rounds
    // all three fight both times.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 3 --a-frontage 3 --a-stupid \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --charger a --rounds 2",
    );
    assert_eq!(outcome(&v, "draw"), survives(6));
    // Immune to psychology: charged by a fear-causer, it takes no fear test.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 3 --a-stupid \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --b-fear --charger b",
    );
    assert!(v.get("fear_test").is_none(), "{}", v["fear_test"]);
    // A champion is a character: he fights whatever the test. Two men and a champion:
    // failed, the champion and ceil(2/2) = 1 man, as against 3.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I3 A1 Ld7' --a-models 3 --a-frontage 3 --a-stupid --a-champion 'WS3 A1' \
         --b 'WS3 S3 T3 W1 I3 A0 Ld7' --b-models 1 --charger b --rounds 2",
    );
    assert_eq!(outcome(&v, "draw"), survives(3).mul(second));
    // No stupidity rule in the ruleset: refused in one line.
    let rules = no_unit_rule("stupidity");
    let refused = assert_bad_input(
        warband()
            .args(["--rules", "wfb", "--rules-file", rules.path()])
            .args(
                shlex::split("combat --a WS3 --a-models 3 --a-stupid --b WS3 --b-models 5")
                    .unwrap(),
            ),
    );
    assert!(refused.contains("no stupidity rule"), "{refused}");
}

fn unit(text: &str, models: u32, frontage: u32) -> Unit {
    Unit::new(text.parse().unwrap(), models, frontage)
}

/// The exact probability of each ending's `key`, and how often 20,000 seeded combats end so
/// (every rolled ending must be one the exact distribution has).
fn rolled_against_exact<K: Ord + Copy>(
    p: &combat::Prepared,
    seed: u64,
    key_of_ending: impl Fn(&Ending) -> K,
    key_of_played: impl Fn(&Played) -> K,
) -> (BTreeMap<K, f64>, BTreeMap<K, u64>) {
    let exact = p.exact().unwrap();
    let mut dist = BTreeMap::new();
    for (e, pr) in exact.endings().iter() {
        *dist.entry(key_of_ending(e)).or_insert(0.0) += pr.to_f64();
    }
    let mut counts: BTreeMap<K, u64> = dist.keys().map(|k| (*k, 0)).collect();
    let mut roller = Roller::new(seed);
    for _ in 0..20_000 {
        let played = combat::play(p, &mut roller, None);
        *counts
            .get_mut(&key_of_played(&played))
            .expect("a rolled ending the exact distribution has") += 1;
    }
    (dist, counts)
}

#[test]
fn seeded_chariots_and_stupid_units_play_as_the_exact_distribution() {
    // Two chariots (S5 impact, one scythe each) charge a stupid unit of eight that fights back,
    // three rounds: the impact hits, the stupidity tests of rounds 2 and 4 … and the blows.
    let a = Unit {
        impact: Some(Impact {
            scythes: 1,
            strength: Some(5),
        }),
        ..unit("M8 WS3 S4 T4 W3 I3 A2 Ld7", 2, 2)
    };
    let b = Unit {
        stupid: true,
        ..unit("WS3 S4 T4 W2 I1 A2 Ld6", 8, 4)
    };
    let p = combat::prepare(
        &builtin(RulesetId::Wfb),
        Combat {
            rounds: 3,
            ..Combat::new(a, b, Side::A)
        },
    )
    .unwrap();
    let (dist, counts) = rolled_against_exact(
        &p,
        20_261_226,
        |e: &Ending| (e.outcome, e.rounds, e.casualties_b),
        |e: &Played| (e.outcome, e.rounds, e.casualties_b),
    );
    let observed: Vec<u64> = counts.values().copied().collect();
    let expected: Vec<f64> = dist.values().copied().collect();
    chi2::assert_agrees("chariots against a stupid unit", &observed, &expected);
    // The impact hits alone: 2D6 + 2, rolled as often as each total is exact.
    let hits = &p.impact.as_ref().unwrap().hits;
    assert_eq!(
        hits.outcomes().copied().collect::<Vec<_>>(),
        (4..=14).collect::<Vec<_>>()
    );
}

#[test]
fn hits_on_a_small_unit_fall_on_its_character_at_random() {
    // Seed 002 «V jednotce mensi nez pet muzu se u vsech zasahu hazi, koho zasahly, charakter
    // ci obycejneho vojaka». A (one man, A2, WS3 S3 against WS3 T3: 1/4 a kill each)
    // charges two of B: a trooper (A0, Ld6) and a character (A2, Ld9). A kills none with 9/16,
    // one with 6/16, both with 1/16. One killed of two: the character with 1/2.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I4 A2 Ld7' --a-models 1 --b 'WS3 S3 T3 W1 I3 A0 Ld6' --b-models 2 \
         --b-champion 'A2 Ld9' --b-character --charger a",
    );
    let (none, one, both) = (q(9, 16), q(6, 16), q(1, 16));
    // B's character alive strikes back twice: A falls with 1 - (3/4)^2 = 7/16.
    let a_falls = q(7, 16);
    let fell = one.mul(q(1, 2));
    let stands = one.mul(q(1, 2));
    assert_eq!(
        outcome(&v, "b_wins_a_destroyed"),
        none.add(stands).mul(a_falls)
    );
    assert_eq!(outcome(&v, "draw"), none.mul(a_falls.complement()));
    // B lost by 1: on its own Ld 6 when he fell (2D6 <= 5), on his Ld 9 when he stands
    // (2D6 <= 8).
    assert_eq!(
        outcome(&v, "a_wins_b_holds"),
        fell.mul(two_d6_at_most(5))
            .add(stands.mul(a_falls.complement()).mul(two_d6_at_most(8)))
    );
    let broke = fell.mul(two_d6_at_most(5).complement()).add(
        stands
            .mul(a_falls.complement())
            .mul(two_d6_at_most(8).complement()),
    );
    assert_eq!(
        outcome(&v, "a_wins_b_destroyed"),
        both.add(broke.mul(caught_2d6()))
    );
    assert!(v["rulings"].to_string().contains("R-104"));
    // A champion is removed last: one killed is always the trooper.
    let v = combat(
        "--a 'WS3 S3 T3 W1 I4 A2 Ld7' --a-models 1 --b 'WS3 S3 T3 W1 I3 A0 Ld6' --b-models 2 \
         --b-champion 'A2 Ld9' --charger a",
    );
    assert_eq!(
        outcome(&v, "b_wins_a_destroyed"),
        none.add(one).mul(a_falls)
    );
    // Five or more: «je nemozne charaktera trefit»: as a champion while five stand. Five of B,
    // A0 troopers and a character with A2, against one blow that kills at most one: four are
    // left, he stands and strikes back as a champion would.
    let character = combat(
        "--a 'WS3 S3 T3 W1 I4 A1 Ld7' --a-models 1 --b 'WS3 S3 T3 W1 I3 A0 Ld6' --b-models 5 \
         --b-champion 'A2 Ld9' --b-character --charger a",
    );
    let champion = combat(
        "--a 'WS3 S3 T3 W1 I4 A1 Ld7' --a-models 1 --b 'WS3 S3 T3 W1 I3 A0 Ld6' --b-models 5 \
         --b-champion 'A2 Ld9' --charger a",
    );
    assert_eq!(character["distribution"], champion["distribution"]);
    // Several wounds a model: refused; a character without a champion's profile: refused.
    for args in [
        "combat --rules wfb --a WS3 --a-models 1 --b 'WS3 W2' --b-models 3 --b-champion A2 --b-character",
        "combat --rules wfb --a WS3 --a-models 1 --b WS3 --b-models 3 --b-character",
    ] {
        assert_bad_input(warband().args(shlex::split(args).unwrap()));
    }
    let rules = no_unit_rule("character_hits");
    let refused = assert_bad_input(
        warband()
            .args(["--rules", "wfb", "--rules-file", rules.path()])
            .args(
                shlex::split("combat --a WS3 --a-models 1 --b WS3 --b-models 3 --b-champion A2 --b-character")
                    .unwrap(),
            ),
    );
    assert!(refused.contains("character"), "{refused}");
}

#[test]
fn seeded_characters_in_small_units_play_as_the_exact_distribution() {
    // A charging chariot's impact hits and the blows of three rounds both find B's character
    // at random in a unit of four.
    let a = Unit {
        impact: Some(Impact {
            scythes: 0,
            strength: Some(4),
        }),
        champion: Some("WS4 S4 T4 W1 I3 A2 Ld8".parse().unwrap()),
        random_hits: true,
        ..unit("WS3 S3 T4 W1 I3 A1 Ld6", 3, 3)
    };
    // B is stupid too: it tests on his Ld 9 while he stands, on its own Ld 6 once he fell.
    let b = Unit {
        champion: Some("WS5 S4 T3 W1 I5 A3 Ld9".parse().unwrap()),
        random_hits: true,
        stupid: true,
        ..unit("WS3 S3 T3 W1 I3 A1 Ld6", 4, 4)
    };
    let p = combat::prepare(
        &builtin(RulesetId::Wfb),
        Combat {
            rounds: 3,
            ..Combat::new(a, b, Side::A)
        },
    )
    .unwrap();
    let (dist, counts) = rolled_against_exact(
        &p,
        20_261_227,
        |e: &Ending| (e.outcome, e.rounds, e.casualties_a, e.casualties_b),
        |e: &Played| (e.outcome, e.rounds, e.casualties_a, e.casualties_b),
    );
    // Endings rarer than 1 in 2,000 pooled, so that each cell expects a few.
    let (mut observed, mut expected) = (Vec::new(), Vec::new());
    let (mut rare_seen, mut rare_p) = (0u64, 0.0);
    for (k, p) in &dist {
        if *p < 5e-4 {
            rare_seen += counts[k];
            rare_p += p;
        } else {
            observed.push(counts[k]);
            expected.push(*p);
        }
    }
    observed.push(rare_seen);
    expected.push(rare_p);
    chi2::assert_agrees("characters in small units", &observed, &expected);
}
