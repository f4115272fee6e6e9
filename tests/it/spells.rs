//! The club's spells and prayers (seed 000 §2.17, R-81, R-82): each chain against values
//! derived by hand from the seed's text, its seeded rolls against its exact distribution, and
//! the inputs it refuses.

use crate::common;

use common::chi2;
use common::fraction::{Q, exact, outcome, q};
use common::{assert_bad_input, stdout_of, warband};
use serde_json::Value;
use warband::dice::Roller;
use warband::mechanics::spell::{self, Choice, SpellOutcome, SpellTarget};
use warband::rules::{RulesetId, builtin};

fn spell(args: &[&str]) -> Value {
    let out = stdout_of(
        warband()
            .args(["--rules", "mordheim-club", "spell"])
            .args(args)
            .arg("--json"),
    );
    serde_json::from_str(&out).expect("JSON")
}

/// Every outcome's exact value, checked to sum to exactly 1.
fn total(v: &Value) -> Q {
    let rows = v["distribution"].as_array().expect("distribution");
    common::fraction::sum(
        &rows
            .iter()
            .map(|r| exact(&r["probability"]))
            .collect::<Vec<_>>(),
    )
}

// «Tento model musí okamžitě hodit test na Sílu (S) (méně nebo rovno jeho Síle na kostce D6)…
// Pokud se test nezdaří, hoďte hod na vyřazení», difficulty 9.
#[test]
fn spell_of_doom_is_a_strength_test_then_an_injury_roll() {
    // Cast: 2D6 ≥ 9 is 4+3+2+1 = 10 of 36 = 5/18. S3: D6 ≤ 3 passes 1/2. A failure rolls
    // injury: 1–2 knocked down, 3–4 stunned, 5–6 out of action, 1/3 each: 5/18 · 1/2 · 1/3.
    let v = spell(&["spell of doom", "--s", "3"]);
    assert_eq!(exact(&v["probability"]), q(5, 18));
    assert_eq!(outcome(&v, "not_cast"), q(13, 18));
    assert_eq!(outcome(&v, "no_effect"), q(5, 36));
    for o in ["knocked_down", "stunned", "out_of_action"] {
        assert_eq!(outcome(&v, o), q(5, 108), "{o}");
    }
    assert_eq!(total(&v), Q::one());
    // S6: a 6 always fails, 5/6 pass; a helmet saves stunned on 4+ (1/2): stunned
    // 5/18 · 1/6 · 1/3 · 1/2 = 5/648.
    let v = spell(&["spell-of-doom", "--s", "6", "--helmet"]);
    assert_eq!(outcome(&v, "no_effect"), q(25, 108));
    assert_eq!(outcome(&v, "stunned"), q(5, 648));
    assert_eq!(outcome(&v, "knocked_down"), q(15, 648));
    // A lowered difficulty: 2D6 ≥ 8 is 15 of 36.
    let v = spell(&["spell of doom", "--s", "3", "--difficulty", "8"]);
    assert_eq!(exact(&v["probability"]), q(5, 12));
}

// «Každý nepřátelský model do 4 palců… zasažen silou 3… nemrtví… a posedlí dostávají zásah
// silou 5. Protivníci, kteří se nacházejí v boji zblízka dostanou zásah se silou 2».
#[test]
fn soulfire_is_an_s3_hit_with_a_save_s5_on_undead_s2_in_combat() {
    // T3, no armour: S3 wounds on 4+; cast 5/18; W1, so a wound rolls injury: 5/18 · 1/2 · 1/3.
    let v = spell(&["soulfire", "--t", "3"]);
    assert_eq!(outcome(&v, "out_of_action"), q(5, 108));
    assert_eq!(outcome(&v, "no_effect"), q(5, 36));
    // Light armour 6+ (the club's save table starts at S5, R-21): unsaved 1/2 · 5/6 = 5/12;
    // each injury 5/18 · 5/12 · 1/3 = 25/648, no effect 5/18 · 7/12 = 35/216.
    let v = spell(&["soulfire", "--t", "3", "--armour", "light"]);
    assert_eq!(outcome(&v, "stunned"), q(25, 648));
    assert_eq!(outcome(&v, "no_effect"), q(35, 216));
    assert_eq!(total(&v), Q::one());
    // Undead: S5 v T3 2+ (5/6), light armour at S5 −1 is no save: 5/18 · 5/6 · 1/3 = 25/324.
    let v = spell(&[
        "soulfire",
        "--t",
        "3",
        "--armour",
        "light",
        "--against",
        "undead",
    ]);
    assert_eq!(outcome(&v, "stunned"), q(25, 324));
    // In close combat S2 v T3 5+ (1/3); W2: the wound leaves him wounded, 5/18 · 1/3 = 5/54.
    let v = spell(&["soulfire", "--t", "3", "--w", "2", "--in-combat"]);
    assert_eq!(outcome(&v, "wounded"), q(5, 54));
    // No injury roll can happen: the outcome is not listed.
    let listed = v["distribution"].as_array().unwrap();
    assert!(
        !listed.iter().any(|e| e["outcome"] == "out_of_action"),
        "{v}"
    );
}

// «Oběť ztrácí jedno Zranění (W) (bez možnosti hodu na brnění)», difficulty 10; «Vidina smrti…
// test paniky (bez možnosti přehozu)», difficulty 6.
#[test]
fn lifestealer_death_vision_and_the_dice_less_spells() {
    // 2D6 ≥ 10: 6 of 36. W1: an injury roll, 1/6 · 1/3 = 1/18 each; W2: wounded 1/6.
    let v = spell(&["lifestealer"]);
    assert_eq!(outcome(&v, "out_of_action"), q(1, 18));
    assert_eq!(outcome(&v, "not_cast"), q(5, 6));
    let v = spell(&["lifestealer", "--w", "2"]);
    assert_eq!(outcome(&v, "wounded"), q(1, 6));
    // 2D6 ≥ 6: 26/36 = 13/18; Ld 7 holds on 2D6 ≤ 7, 21/36: 13/18 · 7/12 = 91/216.
    let v = spell(&["death vision", "--ld", "7"]);
    assert_eq!(outcome(&v, "holds"), q(91, 216));
    assert_eq!(outcome(&v, "panics"), q(65, 216));
    assert_eq!(total(&v), Q::one());
    // Hammer of Sigmar: 2D6 ≥ 7 is 21/36; Spell of Awakening always succeeds.
    assert_eq!(outcome(&spell(&["hammer of sigmar"]), "cast"), q(7, 12));
    assert_eq!(outcome(&spell(&["spell of awakening"]), "cast"), Q::one());
}

// «hoďte dvěma D6 kostkami… Pokud padnou dvě stejná číla [sic: čísla], můžete si jednu
// zkostek [sic: z kostek] jednou přehodit. … hodí třemi kostkami a dvě čísla si vybere».
#[test]
fn choosing_spells() {
    // First spell, wanted 1: at least one 1 on two dice 11/36; a double of another (5/36)
    // re-rolls one die, 1/6: 11/36 + 5/216 = 71/216.
    let v = spell(&["choose", "--from", "necromancy", "--want", "lifestealer"]);
    assert_eq!(exact(&v["probability"]), q(71, 216));
    // Two spells, wanted A and B among three dice: 1 − 2·(5/6)³ + (4/6)³ = 30/216, plus three
    // of a kind of A or B (2/216) re-rolled to the other, 1/5: 30/216 + 2/1080 = 19/135.
    let v = spell(&[
        "choose",
        "--from",
        "necromancy",
        "--two",
        "--want",
        "lifestealer",
        "--want",
        "spell of doom",
    ]);
    assert_eq!(exact(&v["probability"]), q(19, 135));
    // One wanted of two: 1 − (5/6)³ = 91/216, plus another's three of a kind (5/216) · 1/5.
    let v = spell(&[
        "choose",
        "--from",
        "prayers-of-sigmar",
        "--two",
        "--want",
        "soulfire",
    ]);
    assert_eq!(exact(&v["probability"]), q(23, 54));
    // A new spell knowing two: 1/6 on the die; 1/4 rolling every known result again.
    let v = spell(&[
        "choose",
        "--from",
        "necromancy",
        "--known",
        "lifestealer",
        "--known",
        "re-animation",
        "--want",
        "spell of doom",
    ]);
    assert_eq!(exact(&v["probability"]), q(1, 6));
    assert_eq!(exact(&v["rolling_again_until_new"]), q(1, 4));
    assert_eq!(outcome(&v, "known:lifestealer"), q(1, 6));
    assert_eq!(total(&v), Q::one());
}

#[test]
fn seeded_rolls_match_the_exact_distributions() {
    let club = builtin(RulesetId::MordheimClub);
    assert_eq!(club.id, "mordheim-club");
    let magic = club.magic.as_ref().expect("the club has magic");
    let cases: [(&str, SpellTarget); 3] = [
        (
            "spell-of-doom",
            SpellTarget {
                strength: Some(3),
                wounds: 1,
                helmet: true,
                ..Default::default()
            },
        ),
        (
            "soulfire",
            SpellTarget {
                toughness: Some(3),
                wounds: 2,
                ..Default::default()
            },
        ),
        (
            "death-vision",
            SpellTarget {
                ld: Some(7),
                wounds: 1,
                ..Default::default()
            },
        ),
    ];
    for (seed, (name, target)) in cases.into_iter().enumerate() {
        let (_, s) = magic.find(name).expect(name);
        let plan = spell::plan(&club, s, None, &target).expect("a plan");
        let dist = spell::distribution(&plan);
        assert_eq!(dist.total(), warband::prob::Ratio::one());
        let outcomes: Vec<SpellOutcome> = dist.outcomes().copied().collect();
        let mut observed = vec![0u64; outcomes.len()];
        let mut roller = Roller::new(seed as u64 + 11);
        for _ in 0..8000 {
            let o = spell::run(&plan, &mut roller, &mut Vec::new());
            observed[outcomes
                .iter()
                .position(|x| *x == o)
                .expect("a known outcome")] += 1;
        }
        let p: Vec<f64> = outcomes.iter().map(|o| dist.prob(o).to_f64()).collect();
        chi2::assert_agrees(name, &observed, &p);
    }
    let choice = Choice::Two { want: vec![1, 4] };
    let dist = spell::choose_distribution(magic, &choice);
    let mut roller = Roller::new(3);
    let mut observed = [0u64; 2];
    for _ in 0..8000 {
        observed[usize::from(spell::choose(magic, &choice, &mut roller, &mut Vec::new()))] += 1;
    }
    chi2::assert_agrees(
        "two spells",
        &observed,
        &[dist.prob(&false).to_f64(), dist.prob(&true).to_f64()],
    );
}

#[test]
fn a_rolled_spell_records_its_dice_and_the_same_seed_repeats_it() {
    let a = spell(&["spell of doom", "--s", "3", "--roll", "--seed", "4"]);
    assert_eq!(
        a,
        spell(&["spell of doom", "--s", "3", "--roll", "--seed", "4"])
    );
    let dice = a["roll"]["dice"].as_array().expect("dice");
    assert!(dice.len() >= 2, "{a}");
}

#[test]
fn spells_outside_the_club_and_meaningless_flags_are_refused() {
    let err = assert_bad_input(warband().args(["spell", "soulfire", "--t", "3"]));
    assert!(err.contains("mordheim has no spells"), "{err}");
    let club = |args: &[&str]| {
        assert_bad_input(
            warband()
                .args(["--rules", "mordheim-club", "spell"])
                .args(args),
        )
    };
    assert!(club(&["soulfire", "--t", "3", "--s", "3"]).contains("--s has no meaning"));
    assert!(club(&["spell of doom"]).contains("--s"));
    assert!(club(&["fireball"]).contains("no spell 'fireball'"));
    assert!(club(&["soulfire", "--t", "3", "--against", "dwarf"]).contains("undead"));
    assert!(club(&["choose", "--want", "soulfire"]).contains("--from"));
    assert!(club(&["choose", "--from", "necromancy", "--want", "soulfire"]).contains("not on"));
    assert!(club(&["choose", "--from", "necromancy"]).contains("--want"));
    assert!(club(&["spell of awakening", "--difficulty", "5"]).contains("--difficulty"));
    assert!(club(&["lifestealer", "--from", "necromancy"]).contains("spell choose"));
}

#[test]
fn rules_show_lists_every_spell_with_its_seed_quote() {
    let out = stdout_of(warband().args(["rules", "show", "mordheim-club"]));
    assert!(
        out.contains("Spell of Doom (spell-of-doom), difficulty 9"),
        "{out}"
    );
    assert!(out.contains("hoďte hod na vyřazení"), "{out}");
    assert!(out.contains("R-82"), "{out}");
}
