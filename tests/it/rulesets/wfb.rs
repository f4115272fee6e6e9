//! `--rules wfb` answers by seed 002 alone (R-46 … R-49): WFB's own weapons and special rules,
//! and none of Mordheim's. Every expected value is worked out by hand from the seed's rule (the
//! quote above each case) and the standard charts of RULES.md §6, in the comment beside it.

use crate::common;

use common::fraction::{Q, exact, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;

fn odds(args: &[&str]) -> Value {
    let out = stdout_of(
        warband()
            .args(["--rules", "wfb", "odds"])
            .args(args)
            .arg("--json"),
    );
    serde_json::from_str(&out).expect("JSON")
}

/// P(at least one unsaved wound), after checking the wound distribution sums to exactly 1.
fn at_least_one_wound(v: &Value) -> Q {
    let total = v["wounds"]
        .as_array()
        .expect("wounds")
        .iter()
        .fold(Q::zero(), |acc, e| acc.add(exact(&e["probability"])));
    assert_eq!(total, Q::one(), "the wounds sum to exactly 1: {v}");
    exact(&v["at_least_one_wound"])
}

fn mean(v: &Value) -> Q {
    exact(&v["mean"])
}

fn refused(args: &[&str]) -> String {
    assert_bad_input(warband().args(["--rules", "wfb"]).args(args))
}

// «Jednorucni zbrane jako mece, kyje ci sekery nemaji zadne zblastni vlastnosti»: one-handed
// weapons have no special rules, so an axe is no −1 and a dagger gives no 6+ save.
#[test]
fn hand_weapons_have_no_special_rules() {
    // WS3 v WS3 4+ (1/2), S3 v T3 4+ (1/2); heavy armour and shield 4+ (S3: no modifier), so
    // 1/2 unsaved: 1/2 · 1/2 · 1/2 = 1/8. (A Mordheim axe would make it 5+: 1/6.)
    let axe = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--armour", "heavy", "--shield",
        "--weapon", "axe",
    ]);
    assert_eq!(at_least_one_wound(&axe), q(1, 8));
    // No armour and no save bonus from a dagger: 1/2 · 1/2 = 1/4 (Mordheim's 6+: 5/24).
    let dagger = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "dagger",
    ]);
    assert_eq!(at_least_one_wound(&dagger), q(1, 4));
    // Every hand weapon is the same weapon.
    for name in ["sword", "mace", "club", "hammer", "hand-weapon"] {
        let v = odds(&[
            "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--armour", "heavy", "--shield",
            "--weapon", name,
        ]);
        assert_eq!(at_least_one_wound(&v), q(1, 8), "{name}");
    }
}

#[test]
fn mordheim_only_weapons_are_not_wfb_weapons() {
    for name in [
        "hochland-long-rifle",
        "gromril-weapon",
        "morning-star",
        "elf-bow",
        "fist",
        "buckler",
    ] {
        let err = refused(&["odds", "--bs", "3", "--t", "3", "--weapon", name]);
        assert!(
            err.contains(&format!("wfb has no weapon '{name}'")) && err.contains("wfb weapons: "),
            "{err}"
        );
    }
    let shown = stdout_of(warband().args(["rules", "show", "wfb", "--format", "json"]));
    let v: Value = serde_json::from_str(&shown).unwrap();
    let weapons = v["weapons"].as_array().expect("wfb lists its weapons");
    assert!(!weapons.is_empty());
    for w in weapons {
        // Every entry quotes seed 002.
        assert_eq!(w["provenance"]["kind"], "seed", "{w}");
        assert_eq!(w["provenance"]["file"], "002_f2d42a14b9f86cac.txt", "{w}");
        assert_eq!(w["concussion"], false, "{w}");
        assert_eq!(w["enemy_save_bonus"], 0, "{w}");
        assert!(w["parry"].is_null(), "{w}");
    }
    let text = stdout_of(warband().args(["rules", "show", "wfb"]));
    assert!(text.contains("Weapons ("), "{text}");
    assert!(!text.contains("morning-star"), "{text}");
}

// «Zbrane pridavaji +2 k sile» (two-handed), «Halapartna pridava … +1 k sile», «V prvnim kole
// boje maji vojaci s cepy bonus +2 k sile».
#[test]
fn two_handed_weapons_halberd_and_flail() {
    // S3 +2 = S5 v T3: 2+ (5/6); 1/2 · 5/6 = 5/12.
    let v = odds(&[
        "--ws",
        "3",
        "--vs",
        "3",
        "--s",
        "3",
        "--t",
        "3",
        "--weapon",
        "great-weapon",
    ]);
    assert_eq!(at_least_one_wound(&v), q(5, 12));
    // Halberd S4 v T3: 3+ (2/3): 1/3.
    let v = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "halberd",
    ]);
    assert_eq!(at_least_one_wound(&v), q(1, 3));
    // Flail: S5 in the first round (5/12), S3 after (1/4).
    let first = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "flail",
    ]);
    assert_eq!(at_least_one_wound(&first), q(5, 12));
    let later = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "flail", "--round", "2",
    ]);
    assert_eq!(at_least_one_wound(&later), q(1, 4));
    // Two-handed: no second weapon.
    refused(&[
        "odds",
        "--ws",
        "3",
        "--vs",
        "3",
        "--t",
        "3",
        "--weapon",
        "halberd",
        "--offhand",
        "sword",
    ]);
}

// «Dvourana kus muze strilet jednou nebo dvakrat … Pokus strili dvakrat, ma postih -1 to hit na
// vsechny sve strely».
#[test]
fn repeater_crossbow_one_or_two_shots() {
    // Two shots (the default): BS3 4+ at -1 = 5+ (1/3), S3 v T3 4+ (1/2): 1/6 a shot;
    // P(at least one) = 1 − (5/6)² = 11/36, mean 2 · 1/6 = 1/3.
    let two = odds(&["--bs", "3", "--weapon", "repeater-crossbow", "--t", "3"]);
    assert_eq!(at_least_one_wound(&two), q(11, 36));
    assert_eq!(mean(&two), q(1, 3));
    let chosen = odds(&[
        "--bs",
        "3",
        "--weapon",
        "repeater-crossbow",
        "--t",
        "3",
        "--shots",
        "2",
    ]);
    assert_eq!(at_least_one_wound(&chosen), q(11, 36));
    // One shot: no penalty, 1/2 · 1/2 = 1/4.
    let one = odds(&[
        "--bs",
        "3",
        "--weapon",
        "repeater-crossbow",
        "--t",
        "3",
        "--shots",
        "1",
    ]);
    assert_eq!(at_least_one_wound(&one), q(1, 4));
    assert_eq!(mean(&one), q(1, 4));
    // It may move and shoot: the −1 for moving applies to each shot, 6+ (1/6): 1/12 a shot.
    let moved = odds(&[
        "--bs",
        "3",
        "--weapon",
        "repeater-crossbow",
        "--t",
        "3",
        "--moved",
    ]);
    assert_eq!(mean(&moved), q(1, 6));
    // A bow has no choice of shots.
    let err = refused(&[
        "odds", "--bs", "3", "--weapon", "bow", "--t", "3", "--shots", "2",
    ]);
    assert!(err.contains("--shots"), "{err}");
}

// «Jednotka prakeru muze strilet dvakrat za kolo, pokud se predtim nepohybovala a pokud se
// nachazi ve svem kratkem dostrelu».
#[test]
fn sling_twice_when_still_at_short_range_without_penalty() {
    // Two shots at 4+ (1/2), S3 v T3 (1/2): 1/4 each; 1 − (3/4)² = 7/16.
    let still = odds(&["--bs", "3", "--weapon", "sling", "--t", "3"]);
    assert_eq!(at_least_one_wound(&still), q(7, 16));
    assert_eq!(mean(&still), q(1, 2));
    // Moved, or at long range: one shot, with that −1: 5+ (1/3) · 1/2 = 1/6.
    for flag in ["--moved", "--long-range"] {
        let v = odds(&["--bs", "3", "--weapon", "sling", "--t", "3", flag]);
        assert_eq!(at_least_one_wound(&v), q(1, 6), "{flag}");
        assert_eq!(mean(&v), q(1, 6), "{flag}");
    }
}

// «Tyto zbrane nemaji kratky a dlouhy dostrel … Sila zbrane odpovida sile vrhajiciho».
#[test]
fn thrown_weapons_have_no_long_range_and_the_throwers_strength() {
    // BS3 4+ (no long-range −1) · S4 v T3 3+ (2/3) = 1/3.
    let v = odds(&[
        "--bs",
        "3",
        "--weapon",
        "javelin",
        "--s",
        "4",
        "--t",
        "3",
        "--long-range",
    ]);
    assert_eq!(at_least_one_wound(&v), q(1, 3));
    let notes = v["notes"].to_string();
    assert!(notes.contains("no long-range penalty"), "{notes}");
    // Moving is still −1: 5+ (1/3) · 2/3 = 2/9.
    let v = odds(&[
        "--bs",
        "3",
        "--weapon",
        "throwing-axes",
        "--s",
        "4",
        "--t",
        "3",
        "--moved",
    ]);
    assert_eq!(at_least_one_wound(&v), q(2, 9));
}

// «Jednotka pouzivajici kuse nemuze strilet paklize se predtim pohnula»; hand gun: «Jednotka,
// ktera se pohybovala nemuze strilet».
#[test]
fn crossbow_and_hand_gun_cannot_shoot_after_moving() {
    for weapon in ["crossbow", "handgun"] {
        let err = refused(&[
            "odds", "--bs", "3", "--weapon", weapon, "--t", "3", "--moved",
        ]);
        assert!(err.contains("cannot shoot after moving"), "{err}");
    }
    // Standing still, a crossbow: 4+ · S4 v T3 3+ = 1/2 · 2/3 = 1/3.
    let v = odds(&["--bs", "3", "--weapon", "crossbow", "--t", "3"]);
    assert_eq!(at_least_one_wound(&v), q(1, 3));
}

// «Kazda dalsi rada mimo prvni vsak ma postih -1 to hit».
#[test]
fn bows_shoot_from_rear_ranks_at_minus_one_a_rank() {
    // Third rank: 4+ −2 = 6+ (1/6) · 1/2 = 1/12; the front rank 1/4.
    let third = odds(&["--bs", "3", "--weapon", "bow", "--t", "3", "--rank", "3"]);
    assert_eq!(at_least_one_wound(&third), q(1, 12));
    let front = odds(&[
        "--bs", "3", "--weapon", "long-bow", "--t", "3", "--rank", "1",
    ]);
    assert_eq!(at_least_one_wound(&front), q(1, 4));
    // Only bows shoot from behind.
    let err = refused(&[
        "odds", "--bs", "3", "--weapon", "crossbow", "--t", "3", "--rank", "2",
    ]);
    assert!(err.contains("front rank"), "{err}");
}

// Hand gun «si od sveho save musi odecist +1 navic k obvykle redukci za silu»; pistol «Rana
// pistole navic redukuje save zasazeneho o +1 vice».
#[test]
fn hand_gun_and_pistol_take_an_extra_point_off_the_save() {
    // Heavy armour and shield 4+; S4 −1 and −1 more: 6+ (5/6 unsaved). 1/2 · 2/3 · 5/6 = 5/18.
    for weapon in ["handgun", "pistol"] {
        let v = odds(&[
            "--bs", "3", "--weapon", weapon, "--t", "3", "--armour", "heavy", "--shield",
        ]);
        assert_eq!(at_least_one_wound(&v), q(5, 18), "{weapon}");
    }
}

// «Pistolnik ma jeden utok navic se silou pistole, nehlede na jeho vlastni silu. Jelikoz se vsak
// v boji neda dobit, da se dale pouzivat jako kyj».
#[test]
fn a_pistol_in_close_combat_is_one_more_attack_at_its_strength() {
    // First round, A1 with a pistol: the attack with it as a hand weapon (S3: 1/2 · 1/2 = 1/4)
    // and one at S4 (1/2 · 2/3 = 1/3). P(at least one) = 1 − 3/4 · 2/3 = 1/2; mean 7/12.
    let v = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "pistol",
    ]);
    assert_eq!(at_least_one_wound(&v), q(1, 2));
    assert_eq!(mean(&v), q(7, 12));
    // Later rounds it is a club: one S3 attack, 1/4.
    let later = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--weapon", "pistol", "--round", "2",
    ]);
    assert_eq!(at_least_one_wound(&later), q(1, 4));
    // With a sword and the pistol in the other hand: the pistol's S4 attack is the extra one;
    // after the first round, two hand weapons, +1 attack at S3: 1 − (3/4)² = 7/16.
    let first = odds(&[
        "--ws",
        "3",
        "--vs",
        "3",
        "--s",
        "3",
        "--t",
        "3",
        "--weapon",
        "sword",
        "--offhand",
        "pistol",
    ]);
    assert_eq!(at_least_one_wound(&first), q(1, 2));
    let second = odds(&[
        "--ws",
        "3",
        "--vs",
        "3",
        "--s",
        "3",
        "--t",
        "3",
        "--weapon",
        "sword",
        "--offhand",
        "pistol",
        "--round",
        "2",
    ]);
    assert_eq!(at_least_one_wound(&second), q(7, 16));
}

// «Jednotky bojujici v hand-to-hand boji se nenavidenym nepritelem si mohou re-rollovat svuj hod
// na hit v prvnim kole boje».
#[test]
fn hatred_re_rolls_misses_in_the_first_round_of_hand_to_hand_only() {
    // First round: 4+ re-rolled, 1 − (1/2)² = 3/4, · 1/2 = 3/8; second round 1/4.
    let first = odds(&["--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--hatred"]);
    assert_eq!(at_least_one_wound(&first), q(3, 8));
    let later = odds(&[
        "--ws", "3", "--vs", "3", "--s", "3", "--t", "3", "--hatred", "--round", "2",
    ]);
    assert_eq!(at_least_one_wound(&later), q(1, 4));
    let err = refused(&["odds", "--bs", "3", "--t", "3", "--hatred"]);
    assert!(
        err.contains("hatred is a close-combat rule in wfb"),
        "{err}"
    );
}

#[test]
fn flags_with_no_meaning_in_wfb_are_refused() {
    for (args, what) in [
        (
            &["odds", "--ws", "3", "--vs", "3", "--t", "3", "--helmet"][..],
            "no helmet",
        ),
        (
            &[
                "odds", "--ws", "3", "--vs", "3", "--t", "3", "--target", "stunned",
            ][..],
            "no knocked-down or stunned",
        ),
        (
            &[
                "odds",
                "--ws",
                "3",
                "--vs",
                "3",
                "--t",
                "3",
                "--target",
                "knocked-down",
            ][..],
            "no knocked-down or stunned",
        ),
        (
            &["odds", "--ws", "3", "--vs", "3", "--t", "3", "--diving"][..],
            "no rule for a diving charge",
        ),
        (
            &["odds", "--ws", "3", "--vs", "3", "--t", "3", "--concussion"][..],
            "no concussion",
        ),
        (
            &[
                "odds",
                "--ws",
                "3",
                "--vs",
                "3",
                "--t",
                "3",
                "--killing-blow",
            ][..],
            "no rule for Killing Blow",
        ),
        (
            &["odds", "--ws", "3", "--vs", "3", "--t", "3", "--poison"][..],
            "no rule for poisoned attacks",
        ),
        (
            &[
                "odds", "--ws", "3", "--vs", "3", "--t", "3", "--parry", "sword",
            ][..],
            "parry",
        ),
        (&["odds", "--bs", "3", "--t", "3", "--frenzy"][..], "frenzy"),
    ] {
        let err = refused(args);
        assert!(err.contains(what), "{args:?}: {err}");
    }
}

// ---- a unit: casualties, not injuries (no injury table) -----------------------------------------

/// A CSV's rows as maps from the header's names to the cells (no field here holds a comma).
fn csv_rows(csv: &str) -> Vec<std::collections::HashMap<String, String>> {
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    lines
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            assert_eq!(cells.len(), header.len(), "{line}");
            header
                .iter()
                .zip(cells)
                .map(|(h, c)| (h.to_string(), c.to_string()))
                .collect()
        })
        .collect()
}

/// The `(outcome, exact)` rows of one table of an `odds` CSV.
fn csv_table(csv: &str, table: &str) -> Vec<(String, String)> {
    csv_rows(csv)
        .into_iter()
        .filter(|r| r["table"] == table)
        .map(|r| (r["outcome"].clone(), r["exact"].clone()))
        .collect()
}

#[test]
fn the_csv_of_odds_holds_the_wounds_and_casualties_tables() {
    // WS 4 against WS 4 hits on 4+ (1/2), S 4 against T 4 wounds on 4+ (1/2), no armour: one
    // attack causes 1 wound with 1/2 · 1/2 = 1/4, none with 3/4; at W1 each wound is a casualty.
    let csv = stdout_of(warband().args([
        "--rules", "wfb", "odds", "--ws", "4", "--vs", "4", "--s", "4", "--t", "4", "-a", "1",
        "--w", "1", "--format", "csv",
    ]));
    assert!(
        csv.starts_with(
            "table,outcome,exact,p,at_least_exact,at_least_p,at_most_exact,at_most_p\n"
        ),
        "{csv}"
    );
    let want = vec![
        ("0".to_string(), "3/4".to_string()),
        ("1".into(), "1/4".into()),
    ];
    assert_eq!(csv_table(&csv, "wounds"), want);
    assert_eq!(csv_table(&csv, "casualties"), want);
    // The state rows keep their names (JSON and CSV are one schema for every ruleset).
    let states = csv_table(&csv, "distribution");
    let names: Vec<&str> = states.iter().map(|(o, _)| o.as_str()).collect();
    assert_eq!(
        names,
        [
            "unharmed",
            "wounded",
            "knocked_down",
            "stunned",
            "out_of_action"
        ]
    );
    assert_eq!(states[4].1, "1/4");
    // Three attacks against W2 models: wounds ~ Binomial(3, 1/4); a casualty needs 2 or 3:
    // 3·(1/4)²·(3/4) + (1/4)³ = 9/64 + 1/64 = 5/32.
    let csv = stdout_of(warband().args([
        "--rules", "wfb", "odds", "--ws", "4", "--vs", "4", "--s", "4", "--t", "4", "-a", "3",
        "--w", "2", "--format", "csv",
    ]));
    assert_eq!(
        csv_table(&csv, "casualties"),
        vec![
            ("0".to_string(), "27/32".to_string()),
            ("1".into(), "5/32".into())
        ]
    );
    assert_eq!(
        csv_table(&csv, "wounds"),
        vec![
            ("0".to_string(), "27/64".to_string()),
            ("1".into(), "27/64".into()),
            ("2".into(), "9/64".into()),
            ("3".into(), "1/64".into())
        ]
    );
}

#[test]
fn a_unit_is_told_of_models_removed_not_of_injuries() {
    let args = [
        "--rules", "wfb", "odds", "--ws", "4", "--vs", "4", "--s", "4", "--t", "4", "-a", "3",
        "--w", "2",
    ];
    let out = stdout_of(warband().args(args));
    // 5/32 of the fights remove a model (above); 27/64 leave wounds but no casualty.
    assert!(
        out.starts_with(
            "models removed 15.6%  ·  wounded, none removed 42.2%  ·  no wound 42.2%\n"
        ),
        "{out}"
    );
    assert!(out.contains("every 2 unsaved wounds remove one"), "{out}");
    for injury in ["knocked down", "stunned", "out of action", "unharmed"] {
        assert!(
            !out.contains(injury),
            "'{injury}' in a unit's answer:\n{out}"
        );
    }
    // A roll says how many models it removed.
    let rolled = stdout_of(warband().args(args).args(["--roll", "--seed", "2"]));
    assert!(rolled.contains(" on W2 models: "), "{rolled}");
    for injury in ["knocked down", "stunned", "out of action"] {
        assert!(!rolled.contains(injury), "{rolled}");
    }
    // --simulate names the same outcomes, and none that cannot happen.
    let simulated = stdout_of(
        warband()
            .args(args)
            .args(["--simulate", "100", "--seed", "1"]),
    );
    assert!(simulated.contains("models removed "), "{simulated}");
    assert!(!simulated.contains("stunned"), "{simulated}");
    // JSON keeps the state names for scripts.
    let v = odds(&[
        "--ws", "4", "--vs", "4", "--s", "4", "--t", "4", "-a", "3", "--w", "2",
    ]);
    let names: Vec<&str> = v["distribution"]
        .as_array()
        .expect("states")
        .iter()
        .map(|e| e["outcome"].as_str().expect("a name"))
        .collect();
    assert_eq!(
        names,
        [
            "unharmed",
            "wounded",
            "knocked_down",
            "stunned",
            "out_of_action"
        ]
    );
    assert_eq!(exact(&v["distribution"][4]["probability"]), q(5, 32));
    // A ruleset with an injury table still speaks of injuries.
    let mordheim = stdout_of(warband().args([
        "odds", "--ws", "4", "--vs", "4", "--s", "4", "--t", "4", "-a", "3", "--w", "2",
    ]));
    assert!(mordheim.contains("out of action"), "{mordheim}");
    assert!(!mordheim.contains("models removed"), "{mordheim}");
}
