//! The five built-in rulesets, assembled from the shared charts and each seed's own rules.

use super::aftermath::{
    AloneRule, BreakTestRule, CloseCombatRules, Concussion, FallHits, FallingRule, Frenzy, Helmet,
    InjuryRow, InjuryTable, JumpRule, ParryRule, RoutRule, RoutThreshold, Status, StrikeOrder,
};
use super::charts::{self, BS_TO_HIT};
use super::criticals;
use super::weapons::{self, WeaponList};
use super::{
    ArmourSuit, ArmourTable, CoverDeflection, CriticalTrigger, NaturalRolls, Provenance, Ruleset,
    RulesetId, Scope, ShootingTable, Special, SpecialRule, ZeroEffect, ZeroRule,
};

pub(crate) const SEED_MORDHEIM: &str = "004_6cf555e9faa7a915.txt";
pub(crate) const SEED_CLUB: &str = "000_dfde0a680b80be80.txt";
pub(crate) const SEED_WFB: &str = "002_f2d42a14b9f86cac.txt";
const SEED_SKIRMISH: &str = "003_09074f5018e5b405.txt";
pub(crate) const SEED_CZARNE_WROTA: &str = "001_39aef4136c27f5bb.txt";

/// Each seed file by the name a player knows it by: output cites these, not file names.
const SEED_TITLES: [(&str, &str); 5] = [
    (SEED_MORDHEIM, "Mordheim rulebook (Russian translation)"),
    (SEED_CLUB, "Brno club rules \"U vycpaného pásovce\" (Czech)"),
    (
        SEED_WFB,
        "Warhammer Fantasy Battle, 5th edition (Czech digest)",
    ),
    (SEED_SKIRMISH, "Warhammer Skirmish rules (Czech)"),
    (
        SEED_CZARNE_WROTA,
        "Czarne Wrota rulebook, chapter 9 (Polish)",
    ),
];

/// The name of the source a seed file holds, if it is one of the built-in rulesets'.
pub fn seed_title(file: &str) -> Option<&'static str> {
    SEED_TITLES
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, title)| *title)
}

const WS_SOURCE: &str = "standard WS chart, RULES.md 6.1: michaelsproul/mordhelp src/Attack.elm toHitByWs @9772ffe, GunnarRolander/mordheim-duel src/combat.js toHit @7a52ca8, 4th.whfb.app hitting-the-enemy (the seeds reference the chart but do not print it)";
const WOUND_SOURCE: &str = "standard S-vs-T chart, RULES.md 6.2: mordheimer.net wound chart, michaelsproul/mordhelp src/Attack.elm toWoundByStrength @9772ffe, 6th.whfb.app wound-shooting, 7th.whfb.app wounding-the-enemy (the seeds reference the chart but do not print it)";
const BS_SOURCE: &str = "standard BS table, RULES.md 6.3: 7th.whfb.app rolling-to-hit, 6th.whfb.app sequence of play (identical to the table printed in seed 004)";

/// Every ruleset's shared natural-roll rulings.
const NATURAL_ROLLS: NaturalRolls = NaturalRolls {
    hit_natural_one_fails: true,
    melee_cap: Some(6),
    wound_natural_one_fails: true,
    save_natural_one_fails: true,
};

pub(super) fn ruleset(id: RulesetId) -> Ruleset {
    match id {
        RulesetId::Mordheim => mordheim(),
        RulesetId::MordheimClub => mordheim_club(),
        RulesetId::Wfb => wfb(),
        RulesetId::Skirmish => skirmish(),
        RulesetId::CzarneWrota => czarne_wrota(),
    }
}

fn suits(list: &[(&str, u8)]) -> Vec<ArmourSuit> {
    list.iter()
        .map(|&(name, save)| ArmourSuit {
            name: name.to_string(),
            save,
        })
        .collect()
}

fn zero(characteristic: &str, effect: ZeroEffect, text: &str, provenance: Provenance) -> ZeroRule {
    ZeroRule {
        characteristic: characteristic.to_string(),
        effect,
        text: text.to_string(),
        provenance,
    }
}

fn ws_zero_defender(provenance: Provenance) -> ZeroRule {
    zero(
        "ws",
        ZeroEffect::HitAutomatically,
        "WS 0: cannot defend itself; every blow against it hits automatically",
        provenance,
    )
}

fn bs_zero(provenance: Provenance) -> ZeroRule {
    zero(
        "bs",
        ZeroEffect::CannotShoot,
        "BS 0: cannot use missile weapons",
        provenance,
    )
}

/// The zero-characteristic rules that R-45 adds where a seed states only the principle (core
/// Mordheim, wfb, skirmish): WS 0 cannot hit, S 0 cannot wound, T 0 is wounded by every hit,
/// I 0 strikes last and fails Initiative tests, A 0 makes no attacks. `principle` is the seed's
/// own line, quoted in each rule's provenance.
fn r45_zero_rules(principle: &str) -> Vec<ZeroRule> {
    let r45 = || Provenance::reconstructed("R-45", principle);
    vec![
        zero(
            "ws",
            ZeroEffect::CannotHit,
            "WS 0: cannot hit in close combat",
            r45(),
        ),
        zero(
            "s",
            ZeroEffect::CannotWound,
            "S 0: cannot wound in close combat",
            r45(),
        ),
        zero(
            "t",
            ZeroEffect::WoundedAutomatically,
            "T 0: every hit wounds; the wound die is still rolled for criticals",
            r45(),
        ),
        zero(
            "i",
            ZeroEffect::StrikesLastFailsInitiative,
            "I 0: strikes last and fails every Initiative test",
            r45(),
        ),
        zero(
            "a",
            ZeroEffect::CannotAttack,
            "A 0: makes no attacks, whatever off-hand weapons or frenzy would add",
            r45(),
        ),
    ]
}

const WEAPONS_SOURCE: &str = "English Mordheim rulebook, RULES.md 7.2: mordheimer.net close-combat weapons, BSData/mordheim Characters.cat @b18aa66 (Concussion, Avoid stun)";

/// The D6 injury table (the same three rows in every ruleset that has one), with concussion and
/// the helmet (§7.2).
/// Mordheim's strike order: the charger and a spear first in the first turn, a
/// double-handed weapon last even when charging, then Initiative.
fn mordheim_strike_order(provenance: Provenance) -> StrikeOrder {
    StrikeOrder {
        provenance,
        charger_first_whatever_weapons: false,
        weapons_strike_first: true,
        strikes_last_unless_both: false,
        rulings: vec!["R-43".into()],
        text: "the charger and a spear strike first in the first turn, a double-handed weapon last (even charging), one who stood up last; then the higher Initiative".into(),
    }
}

/// WFB's strike order, which skirmish keeps: the charger first in the first round
/// whatever the weapons, then Initiative; a two-handed weapon last unless both have one.
fn wfb_strike_order(provenance: Provenance) -> StrikeOrder {
    StrikeOrder {
        provenance,
        charger_first_whatever_weapons: true,
        weapons_strike_first: false,
        strikes_last_unless_both: true,
        rulings: vec!["R-47".into()],
        text: "the charger strikes first in the first round whatever the weapons; then the higher Initiative; a weapon that strikes last does so unless both have one; a spear does not change the order".into(),
    }
}

fn injury_table(provenance: Provenance) -> InjuryTable {
    let row = |from, to, result, name: &str, effect: &str| InjuryRow {
        from,
        to,
        result,
        name: name.into(),
        effect: effect.into(),
    };
    InjuryTable {
        provenance,
        rows: vec![
            row(
                None,
                Some(2),
                Status::KnockedDown,
                "Knocked down",
                "face up; may crawl 2\"; stands up next turn and strikes last",
            ),
            row(
                Some(3),
                Some(4),
                Status::Stunned,
                "Stunned",
                "face down; becomes knocked down in the next recovery phase",
            ),
            row(
                Some(5),
                None,
                Status::OutOfAction,
                "Out of action",
                "removed; serious injury after the battle",
            ),
        ],
        concussion: Some(Concussion {
            provenance: Provenance::standard(WEAPONS_SOURCE),
            from: 2,
            to: 4,
        }),
        helmet: Some(Helmet {
            provenance: Provenance::standard(WEAPONS_SOURCE),
            save: 4,
        }),
        stunned_loses_one_wound_per_attack: false,
        down_keeps_its_state: false,
        mounted_table: None,
        knocked_down_keeps_wounds: false,
    }
}

fn special(
    rule: Special,
    scope: Scope,
    first_round_only: bool,
    text: &str,
    provenance: Provenance,
) -> SpecialRule {
    SpecialRule {
        rule,
        scope,
        first_round_only,
        text: text.into(),
        provenance,
    }
}

const HATRED_TEXT: &str =
    "re-roll missed to-hit rolls in the first round of each hand-to-hand combat (R-48)";

/// WFB's hatred and frenzy, which Warhammer Skirmish keeps.
fn wfb_specials() -> Vec<SpecialRule> {
    let seed = |quote: &str| Provenance::seed(SEED_WFB, quote);
    vec![
        special(
            Special::Hatred,
            Scope::CloseCombat,
            true,
            HATRED_TEXT,
            seed(
                "Jednotky bojujici v hand-to-hand boji se nenavidenym nepritelem si mohou re-rollovat svuj hod na hit v prvnim kole boje",
            ),
        ),
        special(
            Special::Frenzy,
            Scope::CloseCombat,
            false,
            "double the base Attacks in close combat; a second weapon's attack is not doubled",
            seed(
                "Bojujici vojaci maji dvojnasobek utoku uvedenych v charakteristice, tj. zakladnich utoku. Utoky navic druhou zbrani ci kouzlem se nenasobi",
            ),
        ),
    ]
}

fn falling(
    provenance: Provenance,
    hits: FallHits,
    min_height: u8,
    text: &str,
) -> Option<FallingRule> {
    Some(FallingRule {
        provenance,
        hits,
        min_height,
        text: text.into(),
    })
}

fn jumping(
    provenance: Provenance,
    max_height: Option<u8>,
    automatic_fall_above: Option<u8>,
    text: &str,
) -> Option<JumpRule> {
    Some(JumpRule {
        provenance,
        inches_per_test: 2,
        max_height,
        automatic_fall_above,
        text: text.into(),
    })
}

fn rout(provenance: Provenance, thresholds: &[(u8, u8)], text: &str) -> Option<RoutRule> {
    Some(RoutRule {
        provenance,
        thresholds: thresholds
            .iter()
            .map(|&(percent, tests)| RoutThreshold { percent, tests })
            .collect(),
        text: text.into(),
    })
}

fn alone(provenance: Provenance, friend_reroll: bool, text: &str) -> Option<AloneRule> {
    Some(AloneRule {
        provenance,
        friend_reroll,
        text: text.into(),
    })
}

fn mordheim() -> Ruleset {
    let seed = |quote: &str| Provenance::seed(SEED_MORDHEIM, quote);
    Ruleset {
        id: "mordheim".into(),
        name: "Mordheim (core rules)".into(),
        source: seed("ХАРАКТЕРИСТИКИ Скорость (Movement, M)"),
        melee_to_hit: Some(charts::ws_chart(Provenance::standard(WS_SOURCE))),
        to_wound: Some(charts::wound_chart(Provenance::standard(WOUND_SOURCE))),
        shooting: Some(ShootingTable {
            provenance: seed(
                "BS стрелка 1 2 3 4 5 6 7 8 9 10… Нужный результат 6 5 4 3 2 1 0 -1 -2 -3",
            ),
            bs_to_hit: BS_TO_HIT.to_vec(),
            modifiers: vec![
                charts::shooting_modifier(
                    "cover",
                    -1,
                    "any part of the target is hidden by terrain or another model",
                    seed("-1 Укрытие"),
                ),
                charts::shooting_modifier(
                    "long_range",
                    -1,
                    "target more than half the weapon's maximum range away",
                    seed("-1 Длинная дистанция"),
                ),
                charts::shooting_modifier(
                    "moved",
                    -1,
                    "the shooter moved this turn (turning or standing up does not count)",
                    seed("-1 Движение и стрельба"),
                ),
                charts::shooting_modifier(
                    "large_target",
                    1,
                    "the target is a Large Target or over 2\" tall or wide",
                    seed("+1 Большая цель"),
                ),
            ],
            beyond_six: charts::beyond_six(Provenance::reconstructed(
                "R-3",
                "seed 004 does not say how 7+ is rolled (Q-02); the club's rule and WFB 6th edition",
            )),
            cover_deflection: Some(CoverDeflection {
                provenance: seed(
                    "Если воин не попал в цель, причём на попадание выпало 1, и выстрел получал штраф –1 за укрытие, заряд попадает в укрытие вместо цели",
                ),
                ruling: "R-25".into(),
                text: "a miss whose die shows 1 hits the cover instead of the target".into(),
            }),
            // Seed 004 has no misfire table (core's is optional, RULES.md 2.10).
            misfire: None,
        }),
        armour: Some(ArmourTable {
            provenance: seed(
                "Легкий доспех 6… Тяжелый доспех 5… Громриловый доспех 4… Щит +1 к защите бронёй… Верховой воин имеет автоматическую базовую защиту 6+",
            ),
            suits: suits(&[("light", 6), ("heavy", 5), ("gromril", 4)]),
            shield: 1,
            mounted: 1,
            barding: 1,
            best_basic_save: None,
            shield_ruling: None,
            automatic_save: None,
            shield_cover: None,
        }),
        strength_save_modifiers: Some(charts::strength_save_table(
            seed("Сила оружия Модификатор / защиты 1-3 Нет 4 -1 5 -2 6 -3 7 -4 8 -5 9+ -6"),
            4,
            -6,
        )),
        natural_rolls: NATURAL_ROLLS,
        critical: Some(CriticalTrigger {
            provenance: seed(
                "Если вы выбросили 6 во время броска на пробивание, вы нанесли критический удар (это относится только к стрельбе и рукопашной)… если атакующему нужно выкинуть не менее 6-и, чтобы пробить цель, он не может нанести критический удар",
            ),
            natural: 6,
            not_when_needing: 6,
            close_combat_only: false,
            description: "a natural 6 to wound, shooting or close combat, unless a 6 is needed to wound; the first per close-combat phase".into(),
            rulings: vec!["R-10".into()],
        }),
        zero_characteristics: vec![
            ws_zero_defender(seed(
                "Если модель имеет WS 0, она не может защитить себя в рукопашном бою, и любой удар автоматически считается как попадание",
            )),
            bs_zero(seed("существам, которые не могут использовать стрелковое оружие (BS равен 0)")),
        ]
        .into_iter()
        .chain(r45_zero_rules(
            "seed 004 «Некоторые существа в Мордхейме могут иметь значение «0» для определенных характеристик, которое означает, что они лишены каких-либо способностей в данной области»",
        ))
        .collect(),
        injury: Some(injury_table(seed("1-2 Сбит с ног (knocked down)… 3-4 Оглушён (stunned)… 5-6 Вне игры (out of action)… Если модель получила несколько ранений за один ход, бросьте кубик для каждого и используйте высший результат"))),
        critical_tables: vec![criticals::core(SEED_MORDHEIM)],
        falling: falling(
            seed("Упавшая модель получает D3 ударов с Силой, равной высоте в дюймах, с которой она упала… Защита доспехами не действует. Падение не вызывает критических ударов"),
            FallHits::D3,
            1,
            "D3 hits at Strength = height in whole inches, no armour save, no criticals",
        ),
        jumping: jumping(
            seed("Пройдите тест на Инициативу за каждые полные 2\", которые он пролетит… до максимума в 6\""),
            Some(6),
            None,
            "one Initiative test per full 2\" of height, at most 6\"; a failure falls the whole height",
        ),
        rout: rout(
            seed("если четверть (25%) или больше его отряда вне игры… бросьте 2D6. Если результат меньше или равен Лидерству командира"),
            &[(25, 1)],
            "a Leadership test when a quarter or more of the warband is out of action",
        ),
        break_test: None,
        alone: alone(
            seed("он должен пройти тест в конце своей фазы рукопашного боя… каждый из его противников может нанести ему по одному удару, которые автоматически попадают"),
            false,
            "alone against two or more enemies: a Leadership test at the end of his close-combat phase; failing, each enemy hits him once automatically and he flees",
        ),
        close_combat: Some(CloseCombatRules {
            provenance: seed("Бешеные воины бьются с удвоенным количеством Атак… Эта дополнительная Атака не удваивается… Бросьте D6. Если результат больше, чем результат, который выкинул противник для определения попадания, баклер или меч отбивает удар"),
            frenzy: Frenzy::DoubleAttacks,
            offhand_penalty: 0,
            parry: Some(ParryRule::BeatTheHighestDie),
            strike_order: mordheim_strike_order(seed("Если их Инициатива одинакова, бросьте кубик, чтобы определить, кто бьет первым")),
            text: "frenzy doubles attacks; an off-hand weapon adds one attack with no penalty; a parry beats the highest natural to-hit die".into(),
        }),
        special_rules: vec![
            special(
                Special::Hatred,
                Scope::CloseCombat,
                true,
                HATRED_TEXT,
                seed("Воины, которые бьются в рукопашной с ненавистными для них врагами, могут перебросить любые броски на попадание в первый ход каждого рукопашного боя"),
            ),
            special(
                Special::Frenzy,
                Scope::CloseCombat,
                false,
                "double Attacks in close combat; the off-hand weapon's extra attack is not doubled",
                seed("Бешеные воины бьются с удвоенным количеством Атак в рукопашной"),
            ),
            special(
                Special::DivingCharge,
                Scope::CloseCombat,
                true,
                "after a successful jump onto an enemy: +1 Strength and +1 to hit in the first close-combat phase",
                seed("модель зарабатывает +1 к Силе и +1 к броску на попадание, но только на первую фазу рукопашного боя"),
            ),
        ],
        weapons: WeaponList::lazy(weapons::mordheim),
        cavalry: None,
        notes: vec![
            "The WS and S-vs-T charts are referenced by seed 004 but missing: the standard charts fill them (RULES.md 6).".into(),
        ],
    }
}

fn mordheim_club() -> Ruleset {
    let seed = |quote: &str| Provenance::seed(SEED_CLUB, quote);
    let core = mordheim();
    Ruleset {
        id: "mordheim-club".into(),
        name: "Mordheim, house rules of the Brno club \"U vycpaného pásovce\"".into(),
        source: seed("Brněnský klub. U vycpaného pásovce"),
        melee_to_hit: core.melee_to_hit.clone(),
        to_wound: core.to_wound.clone(),
        shooting: Some(ShootingTable {
            provenance: Provenance::standard(BS_SOURCE),
            bs_to_hit: BS_TO_HIT.to_vec(),
            modifiers: vec![
                charts::shooting_modifier(
                    "cover",
                    -1,
                    "target in cover (not when the shooter is within 1\" of the obstacle)",
                    seed("-1 za kryt"),
                ),
                charts::shooting_modifier(
                    "moved",
                    -1,
                    "the shooter moved (not turning or standing up)",
                    seed("-1 za pohyb"),
                ),
                charts::shooting_modifier(
                    "long_range",
                    -1,
                    "more than half the weapon's range",
                    seed("-1 za dlouhou vzdálenost"),
                ),
            ],
            beyond_six: charts::beyond_six(seed(
                "Pokud je potřebný hod na zásah 7, musí střelec hodit nejprve 6 a pak 4. Pokud 8, tak 6 a pak 5.atd.",
            )),
            cover_deflection: None,
            misfire: Some(super::Misfire {
                table: "misfire".into(),
                hit_row: "boom".into(),
                strength_bonus: 1,
                shooter_row: "kaboom".into(),
                provenance: seed(
                    "Pokaždé, když vám padne 1 při hodu na zásah u zbraně používající střelný prach… 6 BUM!… Střela zasáhla cíl a má navíc +1 k síle",
                ),
            }),
        }),
        armour: Some(ArmourTable {
            provenance: Provenance::standard(
                "core Mordheim armour values (seed 004); the club's armour chapter is not in seed 000 (Q-06). Mount +1: «Všechny jízdní zvířata dávají jezdci bonus +1 ke zbroji»; shield Cover is the shield's +1 (R-23)",
            ),
            shield_ruling: Some("R-23".into()),
            shield_cover: Some(super::ShieldCover {
                lost_when_down: true,
                lost_when_mounted: true,
                lost_with_no_cover_weapon: true,
                provenance: seed(
                    "Kryt… s výjimkou dýky… Neplatí pro jezdce na koni… Sražený model nemůže parírovat a využívat Kryt u štítu a pěstního štítu",
                ),
            }),
            ..core.armour.clone().expect("core Mordheim has armour")
        }),
        strength_save_modifiers: Some(charts::strength_save_table(
            Provenance::reconstructed(
                "R-21",
                "seed 000 says the table starts at S5 but prints only its header: «Pokud je zranění způsobeno Silou (S) 5 a vyšší, upravte hod na brnění podle následující tabulky»",
            ),
            5,
            -6,
        )),
        natural_rolls: NATURAL_ROLLS,
        critical: Some(CriticalTrigger {
            provenance: seed(
                "Pokud při hodu D6 na zranění způsobené střelbou nebo bojem zblízka (ne však kouzlem nebo modlitbou) padla šestka… Pokud útočník potřebuje hodit šestku, aby protivníka zranil, nemůže způsobit kritické zranění",
            ),
            natural: 6,
            not_when_needing: 6,
            close_combat_only: false,
            description: "a natural 6 to wound, shooting or close combat, unless a 6 is needed to wound; the first per close-combat phase (R-10)".into(),
            rulings: vec!["R-10".into()],
        }),
        zero_characteristics: vec![
            zero("m", ZeroEffect::CannotMove, "M 0: cannot move", seed("M: bojovník se nemůže hýbat")),
            zero(
                "ws",
                ZeroEffect::CannotHit,
                "WS 0: cannot hit in close combat",
                seed("WS: bojovník nemůže zasáhnout protivníka v boji zblízka a sám je vždy automaticky zasažen"),
            ),
            ws_zero_defender(seed(
                "WS: bojovník nemůže zasáhnout protivníka v boji zblízka a sám je vždy automaticky zasažen",
            )),
            bs_zero(seed("BS: bojovník nemůže používat žádné střelecké zbraně")),
            zero(
                "s",
                ZeroEffect::CannotWound,
                "S 0: cannot wound in close combat",
                seed("S: bojovník nemůže zranit protivníka v boji zblízka"),
            ),
            zero(
                "t",
                ZeroEffect::WoundedAutomatically,
                "T 0: every hit wounds automatically; the wound die is still rolled for criticals",
                seed("T: každý úspěšný zásah protivníka automaticky zraní (je stále možné házet na zranění z důvodu možností způsobení Kritického zranění)"),
            ),
            zero(
                "i",
                ZeroEffect::StrikesLastFailsInitiative,
                "I 0: always strikes last and fails every Initiative test",
                seed("I: bojovník bojuje v boji vždy poslední a automaticky nesplní žádný test Iniciativy"),
            ),
            zero(
                "a",
                ZeroEffect::CannotAttack,
                "A 0: cannot attack in close combat",
                seed("A: bojovník nemůže útočit v boji na blízko"),
            ),
        ],
        injury: Some(InjuryTable {
            stunned_loses_one_wound_per_attack: true,
            // §2.9 «Pokud je model již omráčen a následně střelbou sražen, je stále omráčen»
            // (seed 000 only: seed 004 says nothing of it).
            down_keeps_its_state: true,
            // §2.16 «namísto klasické tabulky na vyřazení na tabulku Prr!»: a rider who
            // loses his last wound rolls Prr! (the built-in table), not the injury table.
            mounted_table: Some("prr".into()),
            knocked_down_keeps_wounds: true,
            ..injury_table(seed("Zranění (W) na 0 a za každé další způsobené v této Fázi boje, hodí D6. Z hodů vyberte nejvyšší výsledek: 1-2 Sražen… 3.4 Omráčen… 5-6 Vyřazen z boje… Pokud má omráčený model více Zranění (W), každý útok mu automaticky jedno vezme… V případě, že sraženému modelu zbývají ještě nějaké body Zranění (W) (tato situace může nastat jako výsledek kritického zranění), je vyřazen z boje, jakmile klesne tato hodnota na 0"))
        }),
        critical_tables: criticals::club(SEED_CLUB),
        falling: falling(
            seed("Bojovník, který spadl, utrží automatický zásah se silou rovnou výšce pádu v palcích (zaokrouhleno dolů). Je možné spadnout pouze z výšky 2 a vyšší."),
            FallHits::One,
            2,
            "one hit at Strength = height in whole inches, only from 2\" up, no armour save, no criticals",
        ),
        jumping: jumping(
            seed("z výšky menší než 2 nevyžaduje žádné testování… Skok z výšky větší než 6 je automatický pád"),
            None,
            Some(6),
            "one Initiative test per full 2\" (none below 2\"); a jump from above 6\" is an automatic fall",
        ),
        rout: rout(
            seed("Pokud gangu chybí alespoň 50% členů, musí tento test splnit dvakrát, pokud 75% tak třikrát. V případě alespoň jednoho neúspěchu gang automaticky vyklízí pozice"),
            &[(25, 1), (50, 2), (75, 3)],
            "1, 2 or 3 Leadership tests at 25, 50 or 75 % out of action (inclusive, R-19); any failure routs",
        ),
        break_test: None,
        alone: alone(
            seed("Pokud se do 2 nachází spřátelený stojící a neprchající model, může si neúspěšný hod přehodit"),
            true,
            "panic: alone against two or more enemies, a Leadership test; a friend standing within 2\" allows a re-roll",
        ),
        close_combat: Some(CloseCombatRules {
            provenance: seed("Zběsilý model si počítá +1 k Útoku (A)… získá za zbraň ve vedlejší ruce jeden další Útok (A), avšak k tomuto útoku si počítá postih -1 k hodu na zásah i na zranění… pokud útočník zasahuje úspěšně na 3+, protivník úspěšně paríruje na 6+"),
            frenzy: Frenzy::PlusOneAttack,
            offhand_penalty: 1,
            parry: Some(ParryRule::ByAttackersChart),
            strike_order: StrikeOrder {
                text: "the charger and a spear strike first in the first turn, a double-handed weapon last (even charging), one who stood up last; then the higher Initiative; I 0 always last (§2.1)".into(),
                ..mordheim_strike_order(seed("Bojovník, který v dané fázi napadal, útočí jako první (některé zbraně a schopnosti toto pravidlo upravují)… Bojovníci, kteří nenapadali, bojují v pořadí podle Iniciativy (I)… I: bojovník bojuje v boji vždy poslední"))
            },
            text: "frenzy +1 attack; the off-hand attack is -1 to hit and to wound; parry on 9 minus the attacker's chart score (R-22)".into(),
        }),
        special_rules: vec![
            special(
                Special::Hatred,
                Scope::CloseCombat,
                true,
                HATRED_TEXT,
                seed("si mohou v prvním kole souboje přehodit všechny neúspěšné hody na zásah protivníků, které nenávidí"),
            ),
            special(
                Special::Frenzy,
                Scope::CloseCombat,
                false,
                "+1 Attack in close combat",
                seed("Zběsilý model si počítá +1 k Útoku (A)"),
            ),
            special(
                Special::DivingCharge,
                Scope::CloseCombat,
                true,
                "a charge with a jump landing within 2\" of the target: +1 Strength and +1 to hit in the first round",
                seed("Napadající si počítá bonus +1 k Síle (S) (hodnota může přesáhnout rasové maximum) a +1 na hod na zásah v prvním kole"),
            ),
        ],
        weapons: WeaponList::lazy(weapons::mordheim_club),
        cavalry: None,
        notes: vec![
            "Seed 000 omits the WS, BS and S-vs-T charts: the standard charts are assumed (Q-07).".into(),
            "No +1 Large Target shooting modifier is listed by the club (RULES.md 2.9).".into(),
            "The armour-modifier table from S5 is reconstructed (R-21); replace it with --rules-file.".into(),
        ],
    }
}

fn wfb() -> Ruleset {
    let seed = |quote: &str| Provenance::seed(SEED_WFB, quote);
    let core = mordheim();
    Ruleset {
        id: "wfb".into(),
        name: "Warhammer Fantasy Battle, 5th edition".into(),
        source: seed("1.0 Chararacteristic 2.0 The turn 3.0 The movement phase"),
        melee_to_hit: core.melee_to_hit.clone(),
        to_wound: core.to_wound.clone(),
        shooting: Some(ShootingTable {
            provenance: Provenance::standard(BS_SOURCE),
            bs_to_hit: BS_TO_HIT.to_vec(),
            modifiers: vec![
                charts::shooting_modifier(
                    "cover",
                    -1,
                    "target behind soft cover (hedge, wagon, in a wood)",
                    seed("-1 Target behind soft cover"),
                ),
                charts::shooting_modifier(
                    "hard_cover",
                    -2,
                    "target behind hard cover (walls, rocks, buildings)",
                    seed("-2 Target is behind hard cover"),
                ),
                charts::shooting_modifier(
                    "long_range",
                    -1,
                    "beyond half the maximum range",
                    seed("-1 Shooting at long range"),
                ),
                charts::shooting_modifier(
                    "moved",
                    -1,
                    "shooting while moving",
                    seed("-1 Shooting while mooving"),
                ),
                charts::shooting_modifier(
                    "large_target",
                    1,
                    "large target (ogres, trolls, war machines, chariots)",
                    seed("+1 Large target"),
                ),
            ],
            beyond_six: charts::beyond_six(Provenance::reconstructed(
                "R-3",
                "seed 002 is silent (Q-02); WFB 6th edition, 6th.whfb.app shooting",
            )),
            cover_deflection: None,
            misfire: None,
        }),
        armour: Some(ArmourTable {
            provenance: Provenance::standard(
                "WFB 5th edition armour, RULES.md 6.4: 4th.whfb.app armour-shooting, 6th.whfb.app armour-save; mount +1 and the 1+ cap from seed 002 «Save nemuze byt nikdy vice naz 1+»",
            ),
            suits: suits(&[("light", 6), ("heavy", 5)]),
            shield: 1,
            mounted: 1,
            barding: 1,
            best_basic_save: Some(1),
            shield_ruling: None,
            automatic_save: Some(super::AutomaticSave {
                basic: 1,
                max_strength: 3,
                ruling: "R-6".into(),
                provenance: Provenance::standard(
                    "WFB 5th edition, RULES.md 3.6 and R-6 as amended: a 1+ basic save automatically saves against Strength 3 or less (seed 002 caps it: «Save nemuze byt nikdy vice naz 1+»)",
                ),
            }),
            shield_cover: None,
        }),
        strength_save_modifiers: Some(charts::strength_save_table(
            Provenance::standard(
                "WFB 5th edition, RULES.md 6.4: 5th.whfb.app armour-save-modifiers (S4 -1 … S10 -7)",
            ),
            4,
            -7,
        )),
        natural_rolls: NATURAL_ROLLS,
        critical: None,
        zero_characteristics: vec![
            ws_zero_defender(Provenance::reconstructed(
                "R-31",
                "seed 002 gives a crewless chariot WS 0 but not its effect; the Mordheim rule applies",
            )),
            bs_zero(Provenance::reconstructed("R-31", "as in Mordheim")),
        ]
        .into_iter()
        .chain(r45_zero_rules(
            "seed 002 «Nektere modely maji ve sve chrakteristice uvedeno 0. Takove modely nemohou utocit»",
        ))
        .collect(),
        injury: None,
        critical_tables: Vec::new(),
        falling: None,
        jumping: None,
        rout: None,
        break_test: Some(BreakTestRule {
            provenance: seed("od Ld porazene jednotky odecte rozdil combat result a proti takto upravenemu Ld se potom hodi 2D6. Jednotka, ktera prehodi prcha"),
            hatred_ld: 10,
            always_breaks_below: 2,
            text: "2D6 against Ld minus the combat-result difference; hatred tests on Ld 10 unmodified; a battle standard allows one re-roll (R-20)".into(),
        }),
        alone: None,
        close_combat: Some(CloseCombatRules {
            provenance: seed("Nekteri bojovnici pouzivaji dve zbrane, ti maji v jednom kole navic jeden utok, prave tou druhou zbrani… Bojujici vojaci maji dvojnasobek utoku uvedenych v charakteristice, tj. zakladnich utoku. Utoky navic druhou zbrani ci kouzlem se nenasobi"),
            frenzy: Frenzy::DoubleAttacks,
            offhand_penalty: 0,
            parry: None,
            strike_order: wfb_strike_order(seed("V kazdem boji se musi urcit, kdo utoci prvni. P prvnim kole boje utosi vzdy ta jednotka, jez nachargeovala, v dalsich zalezi na I. Pokud jsou iniciativy stejne, hodi se D6.")),
            text: "frenzy doubles the base attacks; a second weapon adds one attack; no parry rule in the summary".into(),
        }),
        special_rules: wfb_specials(),
        weapons: WeaponList::lazy(weapons::wfb),
        cavalry: None,
        notes: vec![
            "Seed 002 omits the WS, BS, S-vs-T and armour charts: WFB 5th-edition sources fill them (RULES.md 6).".into(),
            "WFB has no critical hits.".into(),
        ],
    }
}

fn skirmish() -> Ruleset {
    let seed = |quote: &str| Provenance::seed(SEED_SKIRMISH, quote);
    let base = wfb();
    Ruleset {
        id: "skirmish".into(),
        name: "Warhammer Skirmish".into(),
        source: seed("Pravidla WFB platí ve Skirmishi normálně kromě výjimek"),
        critical: Some(CriticalTrigger {
            provenance: seed(
                "Pokud hodíte při hodu na zranění 6 (pouze při boji zblízka), způsobíte kritický zásah, který se počítá jako 2 zásahy bez možnosti záchrany hodem na brnění",
            ),
            natural: 6,
            not_when_needing: 6,
            close_combat_only: true,
            description: "a natural 6 to wound in close combat, unless a 6 is needed to wound (R-12): 2 wounds, no save".into(),
            rulings: vec!["R-10".into(), "R-12".into()],
        }),
        // No concussion and no helmet: seed 003 names neither, and WFB's weapons have no such
        // rule.
        injury: Some(InjuryTable {
            concussion: None,
            helmet: None,
            ..injury_table(seed("INJURY TABLE - D6 Result 1-2 Sražen 3-4 Omráčen 5-6 Mimo hru"))
        }),
        critical_tables: vec![criticals::skirmish(SEED_SKIRMISH)],
        falling: falling(
            seed("utrpí D3 zásahů se silou rovnající se výšce pádu… Na padání se neberou záchrany na brnění a spadnutí nikdy nezpůsobí kritický zásah"),
            FallHits::D3,
            1,
            "D3 hits at Strength = height in whole inches, no armour save, no criticals",
        ),
        jumping: jumping(
            seed("Proveďte hod na Iniciativu za každé celé 2\""),
            Some(6),
            None,
            "one Initiative test per full 2\" of height, at most 6\"; a failure falls the whole height",
        ),
        rout: rout(
            seed("použijte Ld. jakéhokoliv přeživšího bojovníka, který není omráčen či mimo hru"),
            &[(25, 1)],
            "a Leadership test when a quarter or more of the warband is out of action",
        ),
        break_test: None,
        alone: alone(
            seed("v 6\" od něj není žádný přátelský model… musí si na konci fáze boj z blízka hodit Leadership test"),
            false,
            "alone against two or more enemies: a Leadership test at the end of the close-combat phase",
        ),
        close_combat: Some(CloseCombatRules {
            provenance: seed("Pravidla WFB platí ve Skirmishi normálně kromě výjimek"),
            frenzy: Frenzy::DoubleAttacks,
            offhand_penalty: 0,
            parry: None,
            strike_order: wfb_strike_order(Provenance::seed(SEED_WFB, "P prvnim kole boje utosi vzdy ta jednotka, jez nachargeovala, v dalsich zalezi na I.")),
            text: "as in wfb: frenzy doubles attacks, a second weapon adds one, no parry rule".into(),
        }),
        special_rules: {
            let mut rules = wfb_specials();
            rules.extend([
                special(
                    Special::DivingCharge,
                    Scope::CloseCombat,
                    true,
                    "after a successful jump onto an enemy: +1 Strength and +1 to hit in the following close-combat phase",
                    seed("Pokud uspěje, model získává bonus +1 k síle a +1 k zásahu"),
                ),
                special(
                    Special::KillingBlow,
                    Scope::CloseCombat,
                    false,
                    "a natural 6 to wound in close combat takes the target out of action, no injury roll (R-14, R-48)",
                    seed("Tento úder je nadřazený kritickým zásahům a okamžitě dostává oběť mimo hru"),
                ),
                special(
                    Special::Poison,
                    Scope::Both,
                    false,
                    "a natural 6 to hit wounds automatically: 2 wounds, no armour save (R-13)",
                    seed("Padne-li při hodu na zásah 6, jedový útok automaticky zraní nepřítele"),
                ),
            ]);
            rules
        },
        cavalry: Some(super::CavalryRule {
            ruling: "R-50".into(),
            text: "the first wound a mounted model suffers removes the mount instead of wounding the rider; a critical first wound still ignores the save but does not affect the rider".into(),
            provenance: seed(
                "po prvním uděleném zranění jízdnímu modelu odstraňte zvíře na kterém model jede… Pokud je první zranění kritické, tak neguje záchranný hod na brnění, ale nepostihuje jezdce",
            ),
        }),
        notes: vec![
            "WFB rules apply except where seed 003 says otherwise: charts, shooting and armour are those of wfb.".into(),
        ],
        ..base
    }
}

fn czarne_wrota() -> Ruleset {
    Ruleset {
        id: "czarne-wrota".into(),
        name: "Czarne Wrota (chapter 9 \"Walka\" of a Polish board game)".into(),
        source: Provenance::seed(SEED_CZARNE_WROTA, "Instrukcja · Rozdział 9 z 17"),
        melee_to_hit: None,
        to_wound: None,
        shooting: None,
        armour: None,
        strength_save_modifiers: None,
        natural_rolls: NaturalRolls {
            hit_natural_one_fails: false,
            melee_cap: None,
            wound_natural_one_fails: false,
            save_natural_one_fails: false,
        },
        critical: None,
        zero_characteristics: Vec::new(),
        injury: None,
        critical_tables: Vec::new(),
        falling: None,
        jumping: None,
        rout: None,
        break_test: None,
        alone: None,
        close_combat: None,
        special_rules: Vec::new(),
        weapons: WeaponList::given(Vec::new()),
        cavalry: None,
        notes: vec![
            "No to-hit, to-wound or armour rolls: an attack is 1D6 + proficiency + dexterity looked up in table 9.9 (user data, R-26).".into(),
        ],
    }
}
