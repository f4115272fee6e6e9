//! The five built-in rulesets, assembled from the shared charts and each seed's own rules.

use super::aftermath::{
    BreakTestRule, Concussion, FallHits, FallingRule, Helmet, InjuryRow, InjuryTable, JumpRule,
    RoutRule, RoutThreshold, Status,
};
use super::charts::{self, BS_TO_HIT};
use super::close_combat::{
    AloneRule, BreakingBlows, CloseCombatRules, FearRule, Frenzy, ParryRule, StrikeOrder,
};
use super::criticals;
use super::weapons::{self, WeaponList};
use super::{
    ArmourSuit, ArmourTable, CoverDeflection, CriticalTrigger, NaturalRolls, Provenance, Ruleset,
    RulesetId, Scope, ShootingTable, Special, SpecialRule, ZeroEffect, ZeroRule,
};

mod club;
mod movement;
mod wfb;

use super::seeds::{SEED_CLUB, SEED_CZARNE_WROTA, SEED_MORDHEIM, SEED_SKIRMISH, SEED_WFB};

const WS_SOURCE: &str = "standard WS chart: michaelsproul/mordhelp src/Attack.elm toHitByWs @9772ffe, GunnarRolander/mordheim-duel src/combat.js toHit @7a52ca8, 4th.whfb.app hitting-the-enemy (the rulebooks refer to the chart but do not print it)";
const WOUND_SOURCE: &str = "standard S-vs-T chart: mordheimer.net wound chart, michaelsproul/mordhelp src/Attack.elm toWoundByStrength @9772ffe, 6th.whfb.app wound-shooting, 7th.whfb.app wounding-the-enemy (the rulebooks refer to the chart but do not print it)";
const BS_SOURCE: &str = "standard BS table: 7th.whfb.app rolling-to-hit, 6th.whfb.app sequence of play (identical to the table printed in the Mordheim rulebook)";

/// Every ruleset's shared natural-roll rulings.
const NATURAL_ROLLS: NaturalRolls = NaturalRolls {
    hit_natural_one_fails: true,
    melee_cap: Some(6),
    wound_natural_one_fails: true,
    save_natural_one_fails: true,
};

/// Each built-in ruleset's id and the function that builds its data.
const BUILTINS: [(RulesetId, fn() -> Ruleset); 5] = [
    (RulesetId::Mordheim, mordheim),
    (RulesetId::MordheimClub, club::mordheim_club),
    (RulesetId::Wfb, wfb::wfb),
    (RulesetId::Skirmish, wfb::skirmish),
    (RulesetId::CzarneWrota, czarne_wrota),
];

pub(super) fn ruleset(id: RulesetId) -> Ruleset {
    let (_, build) = BUILTINS
        .iter()
        .find(|(known, _)| *known == id)
        .expect("every ruleset id has a built-in (test: every_id_has_a_builtin)");
    build()
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

const WEAPONS_SOURCE: &str = "English Mordheim rulebook: mordheimer.net close-combat weapons, BSData/mordheim Characters.cat @b18aa66 (Concussion, Avoid stun)";

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
        friendly_chargers_in_given_order: false,
        climbing_charge: None,
        rulings: vec!["R-43".into()],
        text: "the charger and a spear strike first in the first turn, a double-handed weapon last (even charging), one who stood up last; then the higher Initiative".into(),
    }
}

/// WFB's strike order (R-47 as amended), which skirmish keeps: a double-handed weapon always
/// last, even charging, unless both have one (seed 002 §8 «utoci vzdy posledni nehlede na
/// iniciativu nebo kdo chargeuje»); otherwise the charger first in the first round, then
/// Initiative; a spear changes nothing.
fn wfb_strike_order(provenance: Provenance) -> StrikeOrder {
    StrikeOrder {
        provenance,
        charger_first_whatever_weapons: false,
        weapons_strike_first: false,
        strikes_last_unless_both: true,
        friendly_chargers_in_given_order: false,
        climbing_charge: None,
        rulings: vec!["R-47".into()],
        text: "a double-handed weapon strikes last, even charging, unless both have one; otherwise the charger strikes first in the first round, then the higher Initiative; a spear does not change the order".into(),
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

fn alone(
    provenance: Provenance,
    friend_reroll: bool,
    breaking: BreakingBlows,
    text: &str,
) -> Option<AloneRule> {
    Some(AloneRule {
        provenance,
        friend_reroll,
        // every seed's alone is against two or more (the quotes of each ruleset's rule).
        least_opponents: 2,
        breaking,
        text: text.into(),
    })
}

/// Each opponent's one blow at a warrior leaving a combat: `automatic`, or rolled to hit with
/// `to_hit` added; read by `rulings` where the rulebook is silent.
fn blows(
    provenance: Provenance,
    automatic: bool,
    to_hit: i8,
    rulings: &[&str],
    text: &str,
) -> BreakingBlows {
    BreakingBlows {
        automatic,
        to_hit,
        rulings: rulings.iter().map(|r| r.to_string()).collect(),
        provenance,
        text: text.into(),
    }
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
                "the Mordheim rulebook does not say how 7+ is rolled; the club's rule and WFB 6th edition",
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
            into_combat: None,
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
            "the Mordheim rulebook: «Некоторые существа в Мордхейме могут иметь значение «0» для определенных характеристик, которое означает, что они лишены каких-либо способностей в данной области»",
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
            seed("Если ваш воин бьется один против двоих или более противников… он должен пройти тест в конце своей фазы рукопашного боя… каждый из его противников может нанести ему по одному удару, которые автоматически попадают"),
            false,
            blows(
                seed("противники автоматически наносят ему удары, производя каждый по одному попаданию, которые должны быть рассмотрены немедленно"),
                true,
                0,
                &["R-75"],
                "breaking from combat (All Alone or any panic): each opponent's one blow hits automatically, resolved at once",
            ),
            "alone against two or more enemies: a Leadership test at the end of his close-combat phase; failing, each enemy hits him once automatically and he flees",
        ),
        close_combat: Some(CloseCombatRules {
            provenance: seed("Бешеные воины бьются с удвоенным количеством Атак… Эта дополнительная Атака не удваивается… Бросьте D6. Если результат больше, чем результат, который выкинул противник для определения попадания, баклер или меч отбивает удар"),
            frenzy: Frenzy::DoubleAttacks,
            offhand_penalty: 0,
            parry: Some(ParryRule::BeatTheHighestDie),
            strike_order: mordheim_strike_order(seed("Если их Инициатива одинакова, бросьте кубик, чтобы определить, кто бьет первым")),
            fear: Some(FearRule {
                causers_test: false,
                frenzied_test: false,
                rulings: vec!["R-121".into()],
                text: "charged by a fear-causer, a Leadership test; failed, 6s to hit him in the first turn; fear-causers and the frenzied take no test".into(),
                provenance: seed("Заметьте, что существа, которые вызываю страх, могут игнорировать эти тесты… Если не пройден, в этом раунде рукопашной он должен выкидывать 6-ки на попадание… они игнорируют всю остальную психологию, в частности страх"),
            }),
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
        swarm: None,
        chariot_terrain: None,
        escape: None,
        magic: None,
        units: None,
        movement: movement::mordheim(),
        notes: vec![
            "The WS and S-vs-T charts are referenced by the Mordheim rulebook but missing: the standard charts fill them.".into(),
        ],
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
        swarm: None,
        chariot_terrain: None,
        escape: None,
        magic: None,
        units: None,
        movement: None,
        notes: vec![
            "No to-hit, to-wound or armour rolls: an attack is 1D6 + proficiency + dexterity looked up in table 9.9 (user data, R-26).".into(),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_has_a_builtin() {
        for id in RulesetId::ALL {
            assert_eq!(ruleset(id).id, id.to_string());
        }
    }
}
