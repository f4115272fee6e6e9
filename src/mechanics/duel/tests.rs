//! The duel's exact chain by hand and against its own seeded play.

use super::*;
use crate::rules::{RulesetId, builtin};

fn warrior(text: &str) -> Warrior {
    Warrior::new(text.parse().unwrap())
}

fn solve(a: &str, b: &str, charger: Option<Side>, turns: u32) -> Outcome {
    let duel = Duel {
        a: warrior(a),
        b: warrior(b),
        charger,
        climbed: false,
        turns,
    };
    prepare(&builtin(RulesetId::Mordheim), duel)
        .unwrap()
        .exact()
        .unwrap()
}

#[test]
fn sums_to_one() {
    let o = solve(
        "WS4 S3 T3 W1 I4 A1",
        "WS3 S3 T3 W1 I3 A1",
        Some(Side::A),
        30,
    );
    assert_eq!(o.end.total(), Ratio::one());
    assert_eq!(
        &(&o.wins(Side::A) + &o.wins(Side::B)) + &o.undecided(),
        Ratio::one()
    );
}

#[test]
fn first_turn_by_hand() {
    // A charges: WS3 against WS3 hits on 4+ (1/2), S3 against T3 wounds on 4+. A 4 or 5 to
    // wound (2/6) is one wound, W1 to 0, one injury roll: out on 5-6 (1/3). A 6 (1/6) is the
    // critical, 2 wounds and two injury rolls, the highest counting: rows 1-4 (no armour to
    // save) out with 1 − (4/6)² = 5/9, rows 5-6 (+2) with 1 − (2/6)² = 8/9, together 2/3.
    // A wins in his strike with 1/2 × (2/6 × 1/3 + 1/6 × 2/3) = 1/9. B strikes back only
    // if no wound reached him (any wound takes him down or out): 1 − 1/2 × 1/2 = 3/4, and
    // then wins with the same 1/9.
    let o = solve("WS3 S3 T3 W1 I3 A1", "WS3 S3 T3 W1 I3 A1", Some(Side::A), 1);
    assert_eq!(o.wins(Side::A), Ratio::new(1, 9));
    assert_eq!(o.wins(Side::B), Ratio::new(1, 12));
    assert_eq!(o.undecided(), Ratio::new(29, 36));
}

#[test]
fn weapons_parry_as_section_1_8_says() {
    let mordheim = crate::rules::builtin(crate::rules::RulesetId::Mordheim);
    let weapon = |id: &str| mordheim.weapon(id).cloned();
    let armed = |main: &str, off: Option<&str>| Warrior {
        weapon: weapon(main),
        offhand: off.and_then(weapon),
        ..warrior("WS3")
    };
    // A sword and a buckler; two swords (core: still one roll; the club: two attempts); an
    // axe does not parry.
    assert_eq!(
        armed("sword", Some("buckler")).parry_of_weapons(),
        Some(ParryWith::SwordAndBuckler)
    );
    assert_eq!(
        armed("sword", Some("sword")).parry_of_weapons(),
        Some(ParryWith::TwoSwords)
    );
    assert_eq!(
        armed("axe", Some("buckler")).parry_of_weapons(),
        Some(ParryWith::Buckler)
    );
    assert_eq!(armed("axe", None).parry_of_weapons(), None);
}
