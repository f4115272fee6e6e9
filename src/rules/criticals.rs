//! The critical tables as data: core Mordheim (§1.10, R-11), Skirmish's single effect and
//! the club's five weapon-class tables (§2.12, R-15).

use super::Provenance;
use super::aftermath::{
    CriticalRow, CriticalSave, CriticalTable, FollowUp, FollowUpEffect, Status,
};

/// Builds a row; the flags read like the table: wounds, save, injury bonus.
#[allow(clippy::too_many_arguments)]
fn row(
    dice: (u8, u8),
    id: &str,
    name: &str,
    wounds: u8,
    save: CriticalSave,
    injury_bonus: i8,
    auto_status: Option<Status>,
    helmet_allowed: bool,
    effect: &str,
) -> CriticalRow {
    CriticalRow {
        from: dice.0,
        to: dice.1,
        id: id.into(),
        name: name.into(),
        wounds,
        save,
        injury_bonus,
        auto_status,
        extra_attack: false,
        target_loses_attacks: None,
        helmet_allowed,
        effect: effect.into(),
        follow_up: None,
    }
}

use CriticalSave::{Modifier, Normal};

pub(super) fn core(seed_file: &str) -> CriticalTable {
    CriticalTable {
        class: None,
        provenance: Provenance::seed(
            seed_file,
            "Удар в жизненно важный орган… Удар в незащищённое место… Мастерский удар… +2 к любому броску на Повреждение",
        ),
        dice: "D6".into(),
        rows: vec![
            row(
                (1, 2),
                "hits_a_vital_part",
                "Hits a vital part",
                2,
                Normal,
                0,
                None,
                true,
                "2 wounds; one armour save, taken before the wound is doubled",
            ),
            row(
                (3, 4),
                "hits_an_exposed_spot",
                "Hits an exposed spot",
                2,
                CriticalSave::None,
                0,
                None,
                true,
                "2 wounds, no armour save",
            ),
            row(
                (5, 6),
                "master_strike",
                "Master strike",
                2,
                CriticalSave::None,
                2,
                None,
                true,
                "2 wounds, no armour save, +2 to every injury roll this critical causes",
            ),
        ],
        rulings: vec!["R-11".into()],
    }
}

pub(super) fn skirmish(seed_file: &str) -> CriticalTable {
    CriticalTable {
        class: None,
        provenance: Provenance::seed(
            seed_file,
            "způsobíte kritický zásah, který se počítá jako 2 zásahy bez možnosti záchrany hodem na brnění",
        ),
        dice: "none".into(),
        rows: vec![row(
            (1, 6),
            "two_wounds_no_save",
            "Critical hit",
            2,
            CriticalSave::None,
            0,
            None,
            true,
            "2 wounds with no armour save (no table is rolled)",
        )],
        rulings: vec!["R-12".into()],
    }
}

pub(super) fn club(seed_file: &str) -> Vec<CriticalTable> {
    let seed = |quote: &str| Provenance::seed(seed_file, quote);
    let table = |class: &str, quote: &str, rows: Vec<CriticalRow>| CriticalTable {
        class: Some(class.into()),
        provenance: seed(quote),
        dice: "D6".into(),
        rows,
        rulings: vec!["R-15".into()],
    };
    let ko = Some(Status::KnockedDown);
    let mut unbalanced = row(
        (1, 1),
        "unbalanced",
        "Unbalanced",
        1,
        Normal,
        0,
        None,
        true,
        "the opponent makes no more attacks this round",
    );
    unbalanced.target_loses_attacks = Some(0);
    let mut flurry = row(
        (1, 1),
        "flurry_of_blades",
        "Flurry of blades",
        1,
        Normal,
        0,
        None,
        true,
        "the attacker makes one extra attack at once (it cannot cause a critical); armour save normal",
    );
    flurry.extra_attack = true;
    let mut kicked = row(
        (1, 1),
        "kicked_back",
        "Kicked back",
        1,
        Normal,
        0,
        None,
        true,
        "the opponent loses one attack (to a minimum of 0)",
    );
    kicked.target_loses_attacks = Some(1);
    let mut grappled = row(
        (2, 2),
        "grappled",
        "Grappled",
        1,
        Normal,
        0,
        None,
        true,
        "the opponent makes no more attacks this round",
    );
    grappled.target_loses_attacks = Some(0);
    let mut shower = row(
        (3, 3),
        "shower_of_blows",
        "Shower of blows",
        1,
        Normal,
        0,
        None,
        true,
        "the attacker makes one extra attack at once (it cannot cause a critical); armour save normal",
    );
    shower.extra_attack = true;
    let mut ricochet = row(
        (1, 1),
        "ricochet",
        "Ricochet",
        1,
        Normal,
        0,
        None,
        true,
        "the target is wounded as usual; the missile also hits the nearest model within 4\" in a 180° arc along its flight, with a new wound roll and no critical",
    );
    ricochet.follow_up = Some(FollowUp {
        effect: FollowUpEffect::SecondModel { within_inches: 4 },
        even_if_saved: true,
        text: "the missile also hits the nearest model within 4\" of the target in a half circle (180 degrees) along its flight, friend or foe: a new wound roll at the shot's Strength (no critical), then that model's armour save; whether or not the target's save stopped it".into(),
        provenance: seed(
            "zasáhla druhý (nepřátelský či přátelský) model, pokud se nachází do 4 od cíle. Je zasažen nejbližší model, který se nachází ve 180 výseči se středovou osou v dráze střely. Odražená střela nemůže způsobit kritický zásah.",
        ),
        rulings: vec!["R-84".into(), "R-86".into()],
    });
    let mut disarm = row(
        (2, 2),
        "disarm",
        "Disarm",
        1,
        Normal,
        0,
        None,
        true,
        "the opponent takes a Strength test (S +1 with a two-handed weapon, -1 if the attacker uses one, R-15) or loses his main weapon for this combat; armour save normal",
    );
    disarm.follow_up = Some(FollowUp {
        effect: FollowUpEffect::StrengthTest {
            own_two_handed: 1,
            attacker_two_handed: -1,
        },
        even_if_saved: false,
        text: "when the wound is not saved, the opponent takes a Strength test (D6 <= S, a 6 fails; S +1 if he fights with a two-handed weapon, -1 if the blow came from one): failed, he loses his main weapon and fights with a back-up weapon until the end of this combat".into(),
        provenance: seed(
            "Protivník musí hodit test na sílu, aby udržel hlavní zbraň (přičte si +1 pokud má obouruční zbraň, v případě, že jí má útočník, tak -1). Pokud v testu neuspěl, ztrácí ji a musí bojovat záložní zbraní do konce souboje.",
        ),
        rulings: vec!["R-83".into(), "R-86".into()],
    });
    let mut kebab = row(
        (6, 6),
        "kebab",
        "Kebab!",
        1,
        Modifier(-5),
        2,
        None,
        false,
        "-5 armour save, no helmet roll, +2 injury roll; the opponent is hurled D6\" back (one S3 hit if he strikes an obstacle), the attacker follows and other models are separated",
    );
    kebab.follow_up = Some(FollowUp {
        effect: FollowUpEffect::KnockBack {
            d6: 1,
            obstacle_strength: 3,
            rider_unhorsed: true,
            separates_others: true,
        },
        even_if_saved: false,
        text: "when the wound is not saved, the opponent is hurled D6\" back (a rider is thrown from his mount instead) and the attacker follows him; one who strikes an obstacle takes one Strength 3 hit (no critical)".into(),
        provenance: seed(
            "Navíc protivník je odhozen o D6 palců a útočník ho následuje v dotyku podstavců. Všechny ostatní modely zapojeny do tohoto boje jsou odděleny. Pokud protivník narazí do nějaké překážky, dostane jeden zásah se silou 3.…V případě kritického zásahu Kebab! u dlouhých zbraní je namísto odhození cíle o D6 palců jezdec automaticky shozen z koně",
        ),
        rulings: vec!["R-85".into(), "R-86".into()],
    });
    vec![
        table(
            "missile",
            "Střelné zbraně… Odražená střela… Mistrovská rána!",
            vec![
                ricochet,
                row(
                    (2, 2),
                    "weak_spot_hit",
                    "Weak-spot hit",
                    1,
                    Modifier(-1),
                    0,
                    None,
                    true,
                    "-1 armour save",
                ),
                row(
                    (3, 3),
                    "pierced",
                    "Pierced",
                    1,
                    Modifier(-2),
                    0,
                    None,
                    false,
                    "-2 armour save, no helmet roll",
                ),
                row(
                    (4, 4),
                    "punctured",
                    "Punctured",
                    1,
                    Modifier(-3),
                    1,
                    None,
                    false,
                    "-3 armour save, no helmet roll, +1 injury roll",
                ),
                row(
                    (5, 5),
                    "deep_wound",
                    "Deep wound",
                    1,
                    Modifier(-4),
                    2,
                    None,
                    false,
                    "-4 armour save, no helmet roll, +2 injury roll",
                ),
                row(
                    (6, 6),
                    "master_shot",
                    "Master shot!",
                    1,
                    Modifier(-5),
                    2,
                    ko,
                    true,
                    "-5 armour save, the target is knocked down at once, +2 injury roll (the helmet is allowed, R-15)",
                ),
            ],
        ),
        table(
            "crushing",
            "Drtivé zbraně… Rozhození… Omráčení!",
            vec![
                unbalanced,
                row(
                    (2, 2),
                    "breach",
                    "Breach",
                    1,
                    Modifier(-1),
                    0,
                    None,
                    true,
                    "-1 armour save",
                ),
                row(
                    (3, 3),
                    "solid_blow",
                    "Solid blow",
                    1,
                    Modifier(-1),
                    0,
                    None,
                    false,
                    "-1 armour save, no helmet roll",
                ),
                row(
                    (4, 4),
                    "crushed",
                    "Crushed",
                    2,
                    Modifier(-2),
                    0,
                    None,
                    true,
                    "2 wounds, -2 armour save",
                ),
                row(
                    (5, 5),
                    "knocked_flat",
                    "Knocked flat",
                    2,
                    Modifier(-2),
                    0,
                    ko,
                    true,
                    "2 wounds, -2 armour save, knocked down at once",
                ),
                row(
                    (6, 6),
                    "knock_out",
                    "Knock-out!",
                    2,
                    Modifier(-2),
                    0,
                    Some(Status::Stunned),
                    true,
                    "2 wounds, -2 armour save, stunned at once",
                ),
            ],
        ),
        table(
            "cutting",
            "Sečné zbraně… Smršť čepelí… Proříznutí!",
            vec![
                flurry,
                disarm,
                row(
                    (3, 3),
                    "cut",
                    "Cut",
                    1,
                    Modifier(-1),
                    0,
                    None,
                    true,
                    "-1 armour save",
                ),
                row(
                    (4, 4),
                    "into_the_flesh",
                    "Into the flesh",
                    2,
                    Modifier(-2),
                    0,
                    None,
                    true,
                    "2 wounds, -2 armour save",
                ),
                row(
                    (5, 5),
                    "cleaved",
                    "Cleaved",
                    2,
                    Modifier(-3),
                    1,
                    None,
                    true,
                    "2 wounds, -3 armour save, +1 injury roll",
                ),
                row(
                    (6, 6),
                    "sliced",
                    "Sliced!",
                    2,
                    Modifier(-4),
                    2,
                    None,
                    true,
                    "2 wounds, -4 armour save, +2 injury roll",
                ),
            ],
        ),
        table(
            "unarmed",
            "Boj beze zbraně… Odkopnutí… Mocný úder",
            vec![
                kicked,
                grappled,
                shower,
                row(
                    (4, 4),
                    "crushing_blow",
                    "Crushing blow",
                    1,
                    Normal,
                    1,
                    None,
                    true,
                    "+1 injury roll",
                ),
                row(
                    (5, 5),
                    "bones_crack",
                    "Bones crack",
                    1,
                    Normal,
                    2,
                    None,
                    true,
                    "+2 injury roll",
                ),
                row(
                    (6, 6),
                    "mighty_blow",
                    "Mighty blow",
                    1,
                    Normal,
                    2,
                    ko,
                    true,
                    "knocked down at once, +2 injury roll",
                ),
            ],
        ),
        table(
            "long",
            "Dlouhé zbraně… Odražení… Kebab!",
            vec![
                row(
                    (1, 1),
                    "knocked_back",
                    "Knocked back",
                    1,
                    Normal,
                    0,
                    ko,
                    true,
                    "knocked down at once",
                ),
                row(
                    (2, 2),
                    "pierced",
                    "Pierced",
                    1,
                    Modifier(-1),
                    0,
                    None,
                    true,
                    "-1 armour save (the rulebook's «postih 1», read as -1)",
                ),
                row(
                    (3, 3),
                    "run_through",
                    "Run through",
                    1,
                    Modifier(-2),
                    0,
                    None,
                    false,
                    "-2 armour save, no helmet roll",
                ),
                row(
                    (4, 4),
                    "stabbed",
                    "Stabbed",
                    1,
                    Modifier(-3),
                    1,
                    None,
                    false,
                    "-3 armour save, no helmet roll, +1 injury roll",
                ),
                row(
                    (5, 5),
                    "through_and_through",
                    "Through and through",
                    1,
                    Modifier(-4),
                    2,
                    None,
                    false,
                    "-4 armour save, no helmet roll, +2 injury roll",
                ),
                kebab,
            ],
        ),
    ]
}
