//! `duel --a-fear` and `--b-fear`: the charged warrior's fear test against an oracle
//! that reads the rule from the seeds — 2D6 counted face by face against his Ld; failed, he
//! needs 6s to hit in the first turn (the oracle's own phases, `needs_six` in turn 1 only) — so
//! the fight is the test's pass times the usual fight plus its failure times the afraid one,
//! turn by turn; who takes no test in each ruleset; seeded fights against the exact
//! distribution; and the command line's facts, kit, rosters and refusals.

use super::oracle::{
    FIGHTS, HUMAN, Oracle, VETERAN, Value, armed, duel, exact_in, simulate_in, warrior, won,
};
use crate::common::chi2::critical;
use crate::common::{TempFile, assert_bad_input, stdout_of, warband};
use warband::mechanics::duel::{Duel, Outcome, Side, Warrior};
use warband::prob::Ratio;
use warband::rules::RulesetId;

/// 2D6 ≤ `ld`, counted over the 36 faces.
fn two_dice_at_most(ld: u8) -> Ratio {
    let passing = (1..=6u8)
        .flat_map(|a| (1..=6u8).map(move |b| a + b))
        .filter(|&total| total <= ld)
        .count();
    Ratio::new(passing as u64, 36)
}

/// The oracle's fight with warrior `tester` (0: A, 1: B) testing for fear on his Ld: passed,
/// the usual fight; failed, the same with him afraid.
fn oracle_with_test(rules: RulesetId, d: &Duel, tester: usize) -> Value {
    let ld = if tester == 0 { &d.a } else { &d.b }.profile.leadership();
    let pass = two_dice_at_most(ld);
    let fail = &Ratio::one() - &pass;
    let calm = Oracle::new(rules, d.clone()).solve();
    let mut scared = Oracle::new(rules, d.clone());
    scared.afraid[tester] = true;
    let afraid = scared.solve();
    let mut mixed = Value::zero(d.turns);
    mixed.add_scaled(&pass, &calm);
    mixed.add_scaled(&fail, &afraid);
    mixed
}

/// The oracle's fight with nobody testing.
fn oracle_without_test(rules: RulesetId, d: &Duel) -> Value {
    Oracle::new(rules, d.clone()).solve()
}

/// The engine's fight equals `value`, each side's wins turn by turn and the undecided rest.
fn assert_equals(name: &str, outcome: &Outcome, value: &Value, turns: u32) {
    for t in 1..=turns {
        for (i, side) in [(0, Side::A), (1, Side::B)] {
            assert_eq!(
                outcome.end.prob(&won(side, t)),
                value.wins[i][t as usize],
                "{name}: {} wins in turn {t}",
                side.name()
            );
        }
    }
    assert_eq!(outcome.undecided(), value.undecided, "{name}: undecided");
    assert_eq!(
        &(&outcome.wins(Side::A) + &outcome.wins(Side::B)) + &outcome.undecided(),
        Ratio::one(),
        "{name}: sums to 1"
    );
}

fn fearsome(profile: &str) -> Warrior {
    Warrior {
        fear: true,
        ..warrior(profile)
    }
}

#[test]
fn a_failed_test_is_sixes_to_hit_in_the_first_turn_only() {
    let mut hater = armed("WS4 S3 T3 W2 I3 A1 Ld6", "sword");
    hater.hatred = true;
    let cases = [
        (
            "a fear-causer charges a human of Ld 7",
            duel(
                fearsome(VETERAN),
                warrior("WS3 S3 T3 W1 I3 A1 Ld7"),
                Some(Side::A),
                5,
            ),
        ),
        (
            "B causes fear and charges a W2 hater of Ld 6",
            duel(hater, fearsome("WS3 S4 T4 W2 I2 A2"), Some(Side::B), 4),
        ),
        (
            "a charged axeman of Ld 4 strikes first, afraid",
            duel(
                fearsome("WS3 S3 T3 W1 I1 A1"),
                armed("WS4 S3 T3 W1 I5 A2 Ld4", "axe"),
                Some(Side::A),
                4,
            ),
        ),
    ];
    for (name, d) in &cases {
        let tester = if d.charger == Some(Side::A) { 1 } else { 0 };
        for rules in [
            RulesetId::Mordheim,
            RulesetId::MordheimClub,
            RulesetId::Skirmish,
        ] {
            let outcome = exact_in(rules, d);
            let name = format!("{name} ({rules:?})");
            assert_equals(
                &name,
                &outcome,
                &oracle_with_test(rules, d, tester),
                d.turns,
            );
            // The test matters: the same fight without fear is another answer.
            let plain = oracle_without_test(rules, d);
            assert_ne!(
                outcome.wins(if tester == 0 { Side::A } else { Side::B }),
                plain.wins[tester].iter().sum::<Ratio>(),
                "{name}: fear changed nothing"
            );
        }
    }
}

#[test]
fn who_takes_no_test_is_each_rulesets() {
    let causer = || fearsome(VETERAN);
    let frenzied = || Warrior {
        frenzy: true,
        ..warrior("WS3 S3 T3 W1 I3 A1 Ld5")
    };
    let feared = || fearsome("WS3 S3 T3 W1 I3 A1 Ld5");
    // (rules, fight, who tests: None for nobody)
    let cases: [(&str, RulesetId, Duel, Option<usize>); 7] = [
        (
            "core: a fear-causer ignores the test",
            RulesetId::Mordheim,
            duel(causer(), feared(), Some(Side::A), 4),
            None,
        ),
        (
            "core: the frenzied ignore psychology",
            RulesetId::Mordheim,
            duel(causer(), frenzied(), Some(Side::A), 4),
            None,
        ),
        (
            "the club: fear-causers are not immune",
            RulesetId::MordheimClub,
            duel(causer(), feared(), Some(Side::A), 4),
            Some(1),
        ),
        (
            "the club: frenzy is only +1 Attack",
            RulesetId::MordheimClub,
            duel(causer(), frenzied(), Some(Side::A), 4),
            Some(1),
        ),
        (
            "skirmish, as wfb: the frenzied are immune",
            RulesetId::Skirmish,
            duel(causer(), frenzied(), Some(Side::A), 4),
            None,
        ),
        (
            "the fear-causer was charged: the charger tested before the charge",
            RulesetId::MordheimClub,
            duel(causer(), warrior(HUMAN), Some(Side::B), 4),
            None,
        ),
        (
            "nobody charged",
            RulesetId::MordheimClub,
            duel(causer(), warrior(HUMAN), None, 4),
            None,
        ),
    ];
    for (name, rules, d, tester) in &cases {
        let outcome = exact_in(*rules, d);
        let value = match tester {
            Some(t) => oracle_with_test(*rules, d, *t),
            None => oracle_without_test(*rules, d),
        };
        assert_equals(name, &outcome, &value, d.turns);
    }
}

#[test]
fn seeded_fights_with_a_fear_test_match_the_exact_distribution() {
    // Ld 5: the test fails 26 times in 36, so the played test shows in the counts.
    let d = duel(
        fearsome(VETERAN),
        warrior("WS4 S3 T3 W1 I4 A1 Ld5"),
        Some(Side::A),
        8,
    );
    let (stat, df) = simulate_in(RulesetId::Mordheim, &d, &d, 0xfea1);
    assert!(df > 2, "enough cells");
    assert!(
        stat < critical(df),
        "chi-square {stat:.2} with {df} degrees of freedom exceeds {}",
        critical(df)
    );
    // The check sees a fight played without the test (or with it always passed).
    let calm = duel(
        warrior(VETERAN),
        warrior("WS4 S3 T3 W1 I4 A1 Ld5"),
        Some(Side::A),
        8,
    );
    let (stat, df) = simulate_in(RulesetId::Mordheim, &calm, &d, 0xfea1);
    assert!(
        stat > 3.0 * critical(df),
        "{FIGHTS} fights without the test pass for fights with it: chi-square {stat:.2} ({df} df)"
    );
}

fn duel_json(args: &[&str]) -> serde_json::Value {
    let out = stdout_of(warband().arg("duel").args(args).arg("--json"));
    serde_json::from_str(&out).expect("JSON")
}

#[test]
fn the_answer_gives_the_test_its_odds_and_the_kit() {
    let json = duel_json(&[
        "--a",
        "WS4 S4 T4 W1 I4 A1",
        "--a-fear",
        "--b",
        "WS3 S3 T3 W1 I3 A1 Ld7",
    ]);
    let fear = &json["fear_test"];
    assert_eq!(fear["taken_by"], "B", "{json}");
    assert_eq!(fear["passes"]["exact"], "7/12", "{json}");
    assert_eq!(json["inputs"]["a_kit"]["fear"], true);
    assert_eq!(json["inputs"]["b_kit"]["fear"], false);
    assert!(
        json["rulings"]
            .as_array()
            .unwrap()
            .contains(&"R-121".into()),
        "{json}"
    );
}

#[test]
fn a_rosters_fear_is_the_flags() {
    let roster = TempFile::new(
        "undead.toml",
        "[[warrior]]\nname = \"Vampire\"\nprofile = \"M6 WS4 BS4 S4 T4 W2 I5 A2 Ld8\"\nskills = [\"fear\"]\n",
    );
    let from_roster = duel_json(&["--a", &format!("@{}:Vampire", roster.path()), "--b", HUMAN]);
    let from_flags = duel_json(&[
        "--a",
        "M6 WS4 BS4 S4 T4 W2 I5 A2 Ld8",
        "--a-fear",
        "--b",
        HUMAN,
    ]);
    assert_eq!(from_roster["outcome"], from_flags["outcome"]);
    assert_eq!(from_roster["fear_test"]["passes"]["exact"], "7/12");
}

#[test]
fn fear_is_refused_where_it_is_not_played() {
    let err = assert_bad_input(warband().args(["duel", "--a", "2x WS4", "--a-fear", "--b", HUMAN]));
    assert!(
        err.contains("--a-fear: warband plays fear for one warrior a side"),
        "{err}"
    );
    // A note, not a refusal, where the rule makes nobody test.
    let json = duel_json(&[
        "--a",
        VETERAN,
        "--a-fear",
        "--b",
        HUMAN,
        "--charger",
        "none",
    ]);
    assert!(json.get("fear_test").is_none(), "{json}");
    let notes = json["notes"].to_string();
    assert!(
        notes.contains("nobody charged, so nobody tests for fear"),
        "{notes}"
    );
}
