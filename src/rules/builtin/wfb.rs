//! Warhammer Fantasy Battle (`wfb`, seed 002) and Warhammer Skirmish (`skirmish`, seed 003),
//! which plays by WFB's rules except where its seed sets them aside, as data.

use super::*;
use crate::rules::UnitRules;

pub(super) fn wfb() -> Ruleset {
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
                "the WFB digest is silent; WFB 6th edition, 6th.whfb.app shooting",
            )),
            cover_deflection: None,
            misfire: None,
            into_combat: None,
        }),
        armour: Some(ArmourTable {
            provenance: Provenance::standard(
                "WFB 5th edition armour: 4th.whfb.app armour-shooting, 6th.whfb.app armour-save; mount +1 and the 1+ cap from the WFB digest «Save nemuze byt nikdy vice naz 1+»",
            ),
            suits: suits(&[("light", 6), ("heavy", 5)]),
            shield: 1,
            mounted: 1,
            barding: 1,
            best_basic_save: Some(1),
            shield_ruling: None,
            automatic_save: Some(crate::rules::AutomaticSave {
                basic: 1,
                max_strength: 3,
                ruling: "R-6".into(),
                provenance: Provenance::standard(
                    "WFB 5th edition, R-6 as amended: a 1+ basic save automatically saves against Strength 3 or less (the WFB digest caps it: «Save nemuze byt nikdy vice naz 1+»)",
                ),
            }),
            shield_cover: None,
        }),
        strength_save_modifiers: Some(charts::strength_save_table(
            Provenance::standard(
                "WFB 5th edition: 5th.whfb.app armour-save-modifiers (S4 -1 … S10 -7)",
            ),
            4,
            -7,
        )),
        natural_rolls: NATURAL_ROLLS,
        critical: None,
        zero_characteristics: vec![
            ws_zero_defender(Provenance::reconstructed(
                "R-31",
                "the WFB digest gives a crewless chariot WS 0 but not its effect; the Mordheim rule applies",
            )),
            bs_zero(Provenance::reconstructed("R-31", "as in Mordheim")),
        ]
        .into_iter()
        .chain(r45_zero_rules(
            "the WFB digest: «Nektere modely maji ve sve chrakteristice uvedeno 0. Takove modely nemohou utocit»",
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
            rally: Some(crate::rules::RallyRule {
                least_percent: 25,
                provenance: seed("Hodi si na Ld o pokud uspeje, jednotka se zastavi o otoci se celem k nepriteli… Pokud z prchajici jednotky zbyva mene nez 25% pocatecniho stavu, nelze ji uz rellyovat normalne, pouze kouzly"),
                text: "a fleeing unit rallies on 2D6 <= Ld; with fewer than 25 % of its starting models left it cannot rally (except by magic)".into(),
            }),
        }),
        alone: None,
        close_combat: Some(CloseCombatRules {
            provenance: seed("Nekteri bojovnici pouzivaji dve zbrane, ti maji v jednom kole navic jeden utok, prave tou druhou zbrani… Bojujici vojaci maji dvojnasobek utoku uvedenych v charakteristice, tj. zakladnich utoku. Utoky navic druhou zbrani ci kouzlem se nenasobi"),
            frenzy: Frenzy::DoubleAttacks,
            offhand_penalty: 0,
            parry: None,
            strike_order: wfb_strike_order(seed("V kazdem boji se musi urcit, kdo utoci prvni. P prvnim kole boje utosi vzdy ta jednotka, jez nachargeovala, v dalsich zalezi na I. Pokud jsou iniciativy stejne, hodi se D6.… proto jejich nositele utoci vzdy posledni nehlede na iniciativu nebo kdo chargeuje. Pokud maji obourucni zbrane obe strany, postupuje se normalne.")),
            // Units' fear is `units`; a fight of warriors is skirmish's.
            fear: None,
            text: "frenzy doubles the base attacks; a second weapon adds one attack; no parry rule in the summary".into(),
        }),
        special_rules: wfb_specials(),
        weapons: WeaponList::lazy(weapons::wfb),
        cavalry: None,
        swarm: None,
        escape: None,
        magic: None,
        units: Some(wfb_units()),
        chariot_terrain: Some(crate::rules::TerrainHits {
            provenance: Provenance::seed(
                SEED_WFB,
                "Chariot se nemuze pohybovat pres tezky teren. Pokud se tudy pohybuje, inkasuje D6 S6 zasahu, ktere jsou nahodne rozdeleny mezi chariot, posadku a tahnouci nestvury jako pri strelbe",
            ),
            dice: 1,
            strength: 6,
            table: "chariot-shooting".into(),
            text: "a chariot in difficult terrain: D6 hits at S6, each allocated on the chariot-shooting table, then wound and save as any S6 hit (R-103)".into(),
        }),
        movement: None,
        notes: vec![
            "The WFB digest omits the WS, BS, S-vs-T and armour charts: WFB 5th-edition sources fill them.".into(),
            "WFB has no critical hits.".into(),
        ],
    }
}

pub(super) fn skirmish() -> Ruleset {
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
            seed("Pokud váš bojovník sám bojuje proti dvěma či více nepřátelům a v 6\" od něj není žádný přátelský model… musí si na konci fáze boj z blízka hodit Leadership test"),
            false,
            blows(
                seed("Každý z jeho oponentů má jeden automatický zásah, jak se bojovník otáčí a utíká"),
                true,
                0,
                &["R-75"],
                "breaking from combat: each opponent's one blow hits automatically",
            ),
            "alone against two or more enemies: a Leadership test at the end of the close-combat phase",
        ),
        close_combat: Some(CloseCombatRules {
            provenance: seed("Pravidla WFB platí ve Skirmishi normálně kromě výjimek"),
            frenzy: Frenzy::DoubleAttacks,
            offhand_penalty: 0,
            parry: None,
            strike_order: wfb_strike_order(Provenance::seed(SEED_WFB, "P prvnim kole boje utosi vzdy ta jednotka, jez nachargeovala, v dalsich zalezi na I.… proto jejich nositele utoci vzdy posledni nehlede na iniciativu nebo kdo chargeuje. Pokud maji obourucni zbrane obe strany, postupuje se normalne.")),
            fear: Some(FearRule {
                causers_test: false,
                frenzied_test: false,
                rulings: vec!["R-121".into()],
                text: "as in wfb: charged by a fear-causer, a fear test; failed, 6s to hit in the first round (one warrior never outnumbers another); fear-causers and the frenzied take no test".into(),
                provenance: Provenance::seed(SEED_WFB, "Kdyz je jednotka chargeovana jednotkou, ktera siri strach, musi si hodit fear test. Pokud uspeje, bojuje jako normalne. Pokud neuspeje zacne utikat pokud je jednotka sirici strach pocetne silnejsi, a pokud neni, potrebuji vsichni muzi branici se jednotky v prvnim kole boje 6 to hit."),
            }),
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
        escape: None,
        movement: super::movement::skirmish(),
        cavalry: Some(crate::rules::CavalryRule {
            ruling: "R-50".into(),
            text: "the first wound a mounted model suffers removes the mount instead of wounding the rider; a critical first wound still ignores the save but does not affect the rider".into(),
            provenance: seed(
                "po prvním uděleném zranění jízdnímu modelu odstraňte zvíře na kterém model jede… Pokud je první zranění kritické, tak neguje záchranný hod na brnění, ale nepostihuje jezdce",
            ),
        }),
        swarm: Some(crate::rules::SwarmRule {
            text: "a swarm rolls no injury: it loses wounds and is removed (out of action) when they reach 0".into(),
            provenance: seed(
                "Hejna si neházejí na zranění, jednoduše ztrácí život. Po ztrátě všech životů je jednoduše odstraňte ze stolu.",
            ),
        }),
        // Skirmish fights warrior by warrior: no units, no combat result.
        units: None,
        notes: vec![
            "WFB rules apply except where the Skirmish rules say otherwise: charts, shooting and armour are those of wfb.".into(),
        ],
        ..base
    }
}

/// WFB's unit rules: the combat-result bonuses, fear's automatic break, flight and pursuit
/// (seed 002 «Modifikatory jsou tyto», RULES.md §3.2, §3.7, §3.11).
fn wfb_units() -> UnitRules {
    UnitRules {
        provenance: Provenance::seed(
            SEED_WFB,
            "Jestlize jsou ve formaci alespon 4 modely v kazde rade, ma jednotka bonus +1 za kazdou radu mimo prvni… Vyssi bonus nez +3 nelze timto zpusobem ziskat… Pokud je jednotka napadena ze strany ci zezadu jednotkou o nejmene peti clenech, tento bonus ztraci… +1 Standart… +1 Battle standart… +1 High ground… +1 Flank attack… Podminkou je, aby jednotka mela vice naz 5 clenu… +2 Rear attack… Jednotka prcha 2D6/3D6… Jednotka prchne 2D6\" pokud ma M<=6 ci 3D6\" ma-li vyssi… je automaticky porazena bez break testu, jestlize je nepritel sirici strach pocetnejsi… Kdyz je jednotka chargeovana jednotkou, ktera siri strach, musi si hodit fear test… Pokud neuspeje zacne utikat pokud je jednotka sirici strach pocetne silnejsi, a pokud neni, potrebuji vsichni muzi branici se jednotky v prvnim kole boje 6 to hit… Jakakoliv jednotka si na terror hazi pouze jednou za bitvu… Monstra sirici terror vsak automaticky siri take fear… Jednotka je zasazena terrorem pokud je chargeovana nebo chce chargeovat monstrum sirici terror… Jednotka ktera podlehne terroru okamzite utika",
        ),
        rank_min_models: 4,
        rank_bonus: 1,
        rank_bonus_max: 3,
        flank_cancels_ranks_models: 5,
        flank_bonus_models: 6,
        flank_bonus: 1,
        rear_bonus: 2,
        standard_bonus: 1,
        battle_standard_bonus: 1,
        high_ground_bonus: 1,
        musician_bonus: 1,
        fear_breaks_outnumbered: true,
        fear_test_when_charged: true,
        terror_test_when_charged: true,
        stupidity: Some(crate::rules::StupidityRule {
            provenance: Provenance::seed(
                SEED_WFB,
                "Takova monstra si musi hodit na Ld na zacatku kazdeho sveho kola. Pokud neuspeji, stane se nasledujici: 1. Pokud je jednotka v hand-to-hand boji, bojuje jen polovina stupidnich monster. Hod ma vliv jen na stupidni monstra, nikoli na ostatni spratelene jednotky ci charaktery v jednotce… Stupidni monstra se prilis nezajimaji o to, co se deje kolem, procez jsou imini vuzi vsem psychology testum",
            ),
            text: "stupidity in combat: a stupid unit tests 2D6 <= its highest Ld at the start of each of its own turns, on its Ld before any blow of that round; failed, half of its fighting rank and file still standing when it strikes fight that round, rounded up (R-101); its champion fights; it takes no fear or terror test".into(),
        }),
        impact_hits: Some(crate::rules::ImpactHits {
            provenance: Provenance::seed(
                SEED_WFB,
                "Vlastni utok chariotu se pocita pouze, kdyz chariot nekoho nachargeuje. Chariot pak zpusobi D6 zasahu +1 za kazdou kosu. Dalsi kola boje uz nebojuje, az zase pri dalsim chargeingu",
            ),
            dice: 1,
            per_scythe: 1,
            strength: 7,
            text: "chariot impact hits: a charging chariot causes D6 hits +1 per scythe, before any blow of the first round, hitting automatically; to wound and the save as any hit of their Strength (S7 unless given, R-102); not in later rounds".into(),
        }),
        character_hits: Some(crate::rules::CharacterHits {
            provenance: Provenance::seed(
                SEED_WFB,
                "V jednotce o alespon peti modelech je nemozne charaktera trefit, proto se vsechny zasahy berou jako zasahy do normalnich vojaku. V jednotce mensi nez pet muzu se u vsech zasahu hazi, koho zasahly, charakter ci obycejneho vojaka",
            ),
            below_models: 5,
            text: "a character in a unit: with five models or more every hit falls on the rank and file; with fewer, each hit is randomised between him and them, a D-n over the n standing models (R-104)".into(),
        }),
        flee_dice: 2,
        fast_dice: 3,
        fast_above_m: 6,
        text: "combat result: unsaved wounds + 1 per rank of 4 or more after the first (at most +3; lost to a flank or rear attack by 5 or more) + standard 1 + battle standard 1 + high ground 1 + flank 1 / rear 2 (more than 5 models) + musicians' roll-off 1; flight and pursuit 2D6, 3D6 above M6; charged by fear-causers: a fear test (failed: flees if they outnumber it, else 6s to hit in the first round)".into(),
    }
}
