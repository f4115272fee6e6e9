//! The seeds' dice mechanics that no command reached before issue 26: skirmish's swarms (`odds
//! --swarm`), the club's shot into a close combat (`hit --into-combat N`, R-110) and the club's
//! charge after a climb (`duel --climbed`). Every expected value is worked out by hand in the
//! comment above it; each rolled version is held against the exact distribution.

use crate::common;

use common::chi2::assert_agrees;
use common::fraction::{Q, binomial, exact, outcome, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn json(rules: &str, args: &[&str]) -> Value {
    let out = stdout_of(warband().args(["--rules", rules]).args(args).arg("--json"));
    serde_json::from_str(&out).expect("JSON")
}

// Skirmish swarms («Hejna si neházejí na zranění, jednoduše ztrácí život»): two attacks of WS4
// S4 on WS3 T3 W2 with no save hit on 3+ (R-2: 4/6) and wound on 3+ (4/6), and a natural 6 to
// wound is a critical of 2 wounds (skirmish, R-10). Per attack: no wound 1 - 4/6·4/6 = 5/9, one
// plain wound 4/6·3/6 = 1/3. The swarm keeps going with fewer than 2 wounds, which takes no
// critical: P(none, none) + 2·P(none, one) = 25/81 + 30/81; so out of action 26/81, wounded
// 30/81, unharmed 25/81, and nobody is knocked down or stunned.
#[test]
fn a_swarm_rolls_no_injury_and_is_out_when_its_wounds_are_gone() {
    let v = json(
        "skirmish",
        &[
            "odds", "--ws", "4", "--s", "4", "-a", "2", "--vs", "3", "--t", "3", "--w", "2",
            "--swarm",
        ],
    );
    assert_eq!(outcome(&v, "out_of_action"), q(26, 81));
    assert_eq!(outcome(&v, "wounded"), q(30, 81));
    assert_eq!(outcome(&v, "unharmed"), q(25, 81));
    assert!(outcome(&v, "knocked_down").is_zero());
    assert!(outcome(&v, "stunned").is_zero());
    assert!(!v["rulings"].as_array().unwrap().contains(&"R-16".into()));
    // The same warrior, not a swarm, rolls on the injury table at 0 wounds: only 5-6 of it is
    // out of action, so the swarm is out more often.
    let plain = json(
        "skirmish",
        &[
            "odds", "--ws", "4", "--s", "4", "-a", "2", "--vs", "3", "--t", "3", "--w", "2",
        ],
    );
    assert!(outcome(&plain, "out_of_action").to_f64() < outcome(&v, "out_of_action").to_f64());
}

// The rolled fight of a swarm takes no injury die and ends as the exact distribution says.
#[test]
fn rolled_swarms_follow_the_exact_distribution() {
    let names = ["unharmed", "wounded", "out_of_action"];
    let mut seen = [0u64; 3];
    for seed in 1..=240 {
        let v = json(
            "skirmish",
            &[
                "odds",
                "--ws",
                "4",
                "--s",
                "4",
                "-a",
                "2",
                "--vs",
                "3",
                "--t",
                "3",
                "--w",
                "2",
                "--swarm",
                "--roll",
                "--seed",
                &seed.to_string(),
            ],
        );
        let result = v["roll"]["result"].as_str().expect("a state");
        let at = names.iter().position(|n| *n == result).expect(result);
        seen[at] += 1;
        let labels: Vec<&str> = v["roll"]["attempts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["result"].as_str().unwrap())
            .collect();
        assert!(
            labels.iter().all(|l| !l.contains("injury")),
            "a swarm rolled an injury: {labels:?}"
        );
    }
    assert_agrees("swarm", &seen, &[25.0 / 81.0, 30.0 / 81.0, 26.0 / 81.0]);
}

#[test]
fn a_swarm_is_refused_where_the_ruleset_has_none() {
    for rules in ["mordheim", "mordheim-club", "wfb"] {
        let err = assert_bad_input(warband().args([
            "--rules", rules, "odds", "--ws", "4", "--vs", "3", "--t", "3", "--swarm",
        ]));
        assert!(err.contains("has no swarms"), "{rules}: {err}");
    }
}

// The club's shot into a close combat of three: BS4 hits on 3+ (4/6), and the die
// picks the target 1 time in 3, so each shot strikes him with 2/3 · 1/3 = 2/9 and three shots
// strike him k times as the binomial of 3 and 2/9 says; any model is hit 2/3 of the time.
#[test]
fn a_shot_into_a_close_combat_strikes_the_target_one_time_in_n() {
    let v = json(
        "mordheim-club",
        &["hit", "--bs", "4", "--into-combat", "3", "-a", "3"],
    );
    assert_eq!(exact(&v["probability"]), q(2, 9));
    assert_eq!(exact(&v["hits_a_model"]), q(2, 3));
    for (k, p) in binomial(3, q(2, 9)).into_iter().enumerate() {
        assert_eq!(outcome(&v, &k.to_string()), p, "{k} hits on the target");
    }
    assert!(v["rulings"].as_array().unwrap().contains(&"R-110".into()));
    // Nine models (a warrior and eight enemies around him): 4/6 · 1/9 = 2/27.
    let nine = json("mordheim-club", &["hit", "--bs", "4", "--into-combat", "9"]);
    assert_eq!(exact(&nine["probability"]), q(2, 27));
}

// Rolled: each shot is a miss (1/3), a hit on the target (2/9) or a hit on another model
// (4/9), the model picked by one more die of N faces after the hit.
#[test]
fn rolled_shots_into_a_close_combat_follow_the_exact_distribution() {
    let v = json(
        "mordheim-club",
        &[
            "hit",
            "--bs",
            "4",
            "--into-combat",
            "3",
            "-a",
            "900",
            "--roll",
            "--seed",
            "11",
        ],
    );
    let labels = [
        "miss",
        "hit, strikes your target",
        "hit, strikes another model in the combat",
    ];
    let mut seen = [0u64; 3];
    for a in v["roll"]["attempts"].as_array().unwrap() {
        let result = a["result"].as_str().unwrap();
        let at = labels.iter().position(|l| *l == result).expect(result);
        let dice = a["dice"].as_array().unwrap();
        if at > 0 {
            // The to-hit die, then the die of three faces that picked the model.
            let picked = dice.last().unwrap().as_u64().unwrap();
            assert!((1..=3).contains(&picked));
            assert_eq!(picked == 1, at == 1, "{a}");
        }
        seen[at] += 1;
    }
    assert_eq!(v["roll"]["result"].as_u64().unwrap(), seen[1]);
    assert_agrees("into combat", &seen, &[1.0 / 3.0, 2.0 / 9.0, 4.0 / 9.0]);
}

#[test]
fn a_shot_into_combat_is_refused_where_the_ruleset_has_no_rule_for_it() {
    for rules in ["mordheim", "wfb", "skirmish"] {
        let err = assert_bad_input(warband().args([
            "--rules",
            rules,
            "hit",
            "--bs",
            "4",
            "--into-combat",
            "3",
        ]));
        assert!(err.contains("--into-combat"), "{rules}: {err}");
    }
    // In close combat it means nothing: it needs --bs.
    assert_bad_input(warband().args([
        "--rules",
        "mordheim-club",
        "hit",
        "--ws",
        "4",
        "--vs",
        "3",
        "--into-combat",
        "3",
    ]));
    assert_bad_input(warband().args([
        "--rules",
        "mordheim-club",
        "hit",
        "--bs",
        "4",
        "--into-combat",
        "1",
    ]));
}

fn first_turn(args: &[&str]) -> (Q, Q) {
    let mut line = vec![
        "duel",
        "--a",
        "WS3 S3 T3 W1 I3 A1",
        "--b",
        "WS3 S3 T3 W1 I3 A1",
        "--turns",
        "1",
    ];
    line.extend_from_slice(args);
    let v = json("mordheim-club", &line);
    (outcome(&v, "a_wins"), outcome(&v, "b_wins"))
}

// The club's charge after a climb («útočí napadený vždy první»): two warriors alike, one turn.
// Whoever strikes first in it has the same chance, so the climb swaps A's and B's chances of
// winning it exactly; and with a spear the charger strikes first all the same («Pouze v případě,
// že má napadající bojovník kopí, bojuje automaticky první»), so his climb changes nothing.
#[test]
fn after_a_climb_the_target_strikes_first_unless_the_charger_has_a_spear() {
    let (a, b) = first_turn(&[]);
    assert!(
        a.to_f64() > b.to_f64(),
        "the charger striking first does better"
    );
    assert_eq!(first_turn(&["--climbed"]), (b, a));
    assert_eq!(
        first_turn(&["--climbed", "--a-weapon", "spear"]),
        first_turn(&["--a-weapon", "spear"])
    );
    // B charged and climbed: A strikes first, as A would charging.
    assert_eq!(first_turn(&["--charger", "b", "--climbed"]), (a, b));
}

// The rolled fight: after a climb, the first blows of turn 1 are the target's.
#[test]
fn a_rolled_fight_after_a_climb_starts_with_the_targets_blow() {
    for seed in 1..=5 {
        let v = json(
            "mordheim-club",
            &[
                "duel",
                "--a",
                "WS3",
                "--b",
                "WS3",
                "--climbed",
                "--roll",
                "--seed",
                &seed.to_string(),
            ],
        );
        let lines: Vec<&str> = v["roll"]["attempts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["result"].as_str().unwrap().trim())
            .collect();
        assert_eq!(lines[..2], ["turn 1 (A's turn)", "B strikes"], "{lines:?}");
    }
}

#[test]
fn a_climb_is_refused_where_it_means_nothing() {
    for (rules, args, says) in [
        (
            "mordheim",
            &["--charger", "a"][..],
            "no rule for a charge after a climb",
        ),
        (
            "wfb",
            &["--charger", "a"][..],
            "no rule for a charge after a climb",
        ),
        (
            "mordheim-club",
            &["--charger", "none"][..],
            "nobody charged",
        ),
    ] {
        let err = assert_bad_input(
            warband()
                .args([
                    "--rules",
                    rules,
                    "duel",
                    "--a",
                    "WS3",
                    "--b",
                    "WS3",
                    "--climbed",
                ])
                .args(args),
        );
        assert!(err.contains(says), "{rules}: {err}");
    }
}

// Each rule is shown in `rules show` with the seed's own words.
#[test]
fn rules_show_quotes_each_seed() {
    for (rules, quote) in [
        (
            "skirmish",
            "Hejna si neházejí na zranění, jednoduše ztrácí život",
        ),
        (
            "mordheim-club",
            "hodem kostkou rozhodněte, který model je zasažený",
        ),
        ("mordheim-club", "útočí napadený vždy první"),
    ] {
        let out = stdout_of(warband().args(["--rules", rules, "rules", "show"]));
        assert!(out.contains(quote), "{rules} rules show lacks «{quote}»");
    }
}

// A swarm in a duel: skirmish, WS3 S3 T3 W1 I3 A1 on both sides, one turn, A charging and
// striking first. A blow hits on 4+ and wounds on 4+; a 6 to wound is a critical of two
// wounds, each rolling injury, the worst counting (out of action on 5-6: 1/3 for one roll,
// 1 - (2/3)² = 5/9 for two). A blow takes a swarm out with 1/2 · 1/2 = 1/4; a warrior out with
// 1/2 · (2/6 · 1/3 + 1/6 · 5/9) = 11/108, and down (knocked down or stunned, no blow back) with
// 1/2 · (2/6 · 2/3 + 1/6 · 4/9) = 4/27, so he is still standing with 3/4 either way.
// --b-swarm: A wins 1/4, B (standing 3/4) wins 3/4 · 11/108 = 11/144.
// --a-swarm: A wins 11/108, B wins 3/4 · 1/4 = 3/16.
#[test]
fn a_swarm_in_a_duel_is_out_at_its_last_wound() {
    let duel = |flag: &str| {
        let v = json(
            "skirmish",
            &[
                "duel",
                "--a",
                "WS3 S3 T3 W1 I3 A1",
                "--b",
                "WS3 S3 T3 W1 I3 A1",
                "--turns",
                "1",
                flag,
            ],
        );
        assert_eq!(
            v["inputs"][flag.trim_start_matches("--").replace('-', "_")],
            true
        );
        (outcome(&v, "a_wins"), outcome(&v, "b_wins"))
    };
    assert_eq!(duel("--b-swarm"), (q(1, 4), q(11, 144)));
    assert_eq!(duel("--a-swarm"), (q(11, 108), q(3, 16)));
    let err = assert_bad_input(warband().args([
        "--rules",
        "mordheim",
        "duel",
        "--a",
        "WS3",
        "--b",
        "WS3",
        "--b-swarm",
    ]));
    assert!(err.contains("--b-swarm: mordheim has no swarms"), "{err}");
}
