//! The Brno club's ruleset (`mordheim-club`, seed 000) as data.

use super::*;

pub(super) fn mordheim_club() -> Ruleset {
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
            misfire: Some(crate::rules::Misfire {
                table: "misfire".into(),
                hit_row: "boom".into(),
                strength_bonus: 1,
                shooter_row: "kaboom".into(),
                provenance: seed(
                    "Pokaždé, když vám padne 1 při hodu na zásah u zbraně používající střelný prach… 6 BUM!… Střela zasáhla cíl a má navíc +1 k síle",
                ),
            }),
            into_combat: Some(crate::rules::IntoCombat {
                ruling: "R-110".into(),
                text: "shooting into a close combat is allowed only where no friend of the shooter fights in it; a die decides which model a hit strikes".into(),
                provenance: seed(
                    "Není možné střílet do boje zblízka, kterého se účastní spřátelení bojovníci. V opačném případě do boje zblízka střílet lze. V případě takového zásahu hodem kostkou rozhodněte, který model je zasažený.",
                ),
            }),
        }),
        armour: Some(ArmourTable {
            provenance: Provenance::standard(
                "core Mordheim armour values (the Mordheim rulebook); the club's armour chapter is not in the club rules. Mount +1: «Všechny jízdní zvířata dávají jezdci bonus +1 ke zbroji»; shield Cover is the shield's +1 (R-23)",
            ),
            shield_ruling: Some("R-23".into()),
            shield_cover: Some(crate::rules::ShieldCover {
                lost_when_down: true,
                lost_when_mounted: true,
                lost_with_no_cover_weapon: true,
                lost_when_fleeing: true,
                buckler: true,
                provenance: seed(
                    "Kryt: Toto pravidlo se vztahuje na štít a pukléř.… s výjimkou dýky… Neplatí pro jezdce na koni… Sražený model nemůže parírovat a využívat Kryt u štítu a pěstního štítu… Utíkající si počítá hod na brnění, avšak nemůže použít pravidlo kryt u štítu a pěstního štítu… prchající model nemůže útočit ani používat žádné schopnosti a pravidlo kryt u štítu a pukléře",
                ),
            }),
            ..core.armour.clone().expect("core Mordheim has armour")
        }),
        strength_save_modifiers: Some(charts::strength_save_table(
            Provenance::reconstructed(
                "R-21",
                "the club rules say the table starts at S5 but prints only its header: «Pokud je zranění způsobeno Silou (S) 5 a vyšší, upravte hod na brnění podle následující tabulky»",
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
            seed("je váš bojovník sám v boji zblízka s dvěma a více nepřátelskými modely, musí projít testem na paniku… Pokud se do 2 nachází spřátelený stojící a neprchající model, může si neúspěšný hod přehodit"),
            true,
            blows(
                seed("V případě neúspěchu bojovník zpanikařil a prchá z boje (viz. níže). Každý model v kontaktu s prchajícím může provést jeden volný útok"),
                false,
                0,
                &["R-24", "R-76"],
                "each model in contact makes one free attack, rolled to hit, at a fleeing warrior who cannot parry or use his shield's Cover",
            ),
            "panic: alone against two or more enemies, a Leadership test; a friend standing within 2\" allows a re-roll",
        ),
        close_combat: Some(CloseCombatRules {
            provenance: seed("Zběsilý model si počítá +1 k Útoku (A)… získá za zbraň ve vedlejší ruce jeden další Útok (A), avšak k tomuto útoku si počítá postih -1 k hodu na zásah i na zranění… pokud útočník zasahuje úspěšně na 3+, protivník úspěšně paríruje na 6+"),
            frenzy: Frenzy::PlusOneAttack,
            offhand_penalty: 1,
            parry: Some(ParryRule::ByAttackersChart),
            strike_order: StrikeOrder {
                text: "the charger and a spear strike first in the first turn, a double-handed weapon last (even charging), one who stood up last; then the higher Initiative; I 0 always last; friendly chargers of equal Initiative in the order their owner gives them (R-88)".into(),
                friendly_chargers_in_given_order: true,
                climbing_charge: Some(crate::rules::ClimbingCharge {
                    text: "a charger who had to climb (an Initiative test) or use a ladder, his target within 1\" of where he came up: the target strikes first in the first turn, unless the charger has a spear".into(),
                    provenance: seed("Pokud napadající bojovník musí při napadení šplhat (tedy provádí test na Iniciativu), nebo lézt po žebříku a napadený model se nachází do 1 od místa, kde napadající došplhal, útočí napadený vždy první. Pouze v případě, že má napadající bojovník kopí, bojuje automaticky první."),
                }),
                ..mordheim_strike_order(seed("Bojovník, který v dané fázi napadal, útočí jako první (některé zbraně a schopnosti toto pravidlo upravují)… Pokud mají napadající spřátelení bojovníci stejnou Iniciativu (I), rozhoduje o pořadí útoků majitel gangu… Bojovníci, kteří nenapadali, bojují v pořadí podle Iniciativy (I)… I: bojovník bojuje v boji vždy poslední"))
            },
            fear: Some(FearRule {
                causers_test: true,
                frenzied_test: true,
                rulings: vec!["R-121".into()],
                text: "charged by a fear-causer, a Leadership test for each; failing one, 6s to hit the fear-causers in their first turn of combat; fear-causers are not immune".into(),
                provenance: seed("Napadený testujte po vyhlášení napadení za každý napadající model, který způsobuje strach. Pokud je napadení úspěšné a napadený nesplnil alespoň jeden z testů, zasahuje své strach šířící protivníky v jejich prvním kole boje pouze na 6… Modely, které způsobují strach nejsou samy vůči strachu imunní."),
            }),
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
        swarm: None,
        chariot_terrain: None,
        escape: Some(crate::rules::EscapeRule {
            provenance: seed(
                "Na konci své Fáze boje se může hráč rozhodnout zkusit s kterýmkoliv bojovníkem, který se nachází v boji zblízka z tohoto boje utéci… Hoďte za utíkajícího test na Iniciativu (I)",
            ),
            passed: blows(
                seed("Pokud se test zdařil, povedlo se bojovníkovi dostat se z boje, nicméně přesto dá každému nepříteli v kontaktu podstavců ještě možnost zaútočit jedním útokem, avšak s postihem -1 na zásah. Na tento útok nemůže prchající nijak reagovat (nemůže parírovat)"),
                false,
                -1,
                &["R-77"],
                "passed: each enemy in contact makes one attack at -1 to hit, which cannot be parried; the save has no shield Cover; unwounded, he moves up to twice his Move away",
            ),
            failed: blows(
                seed("Pokud se test nezdařil, každý protivník může provést jeden automatický zásah proti bojovníkovi, který se snaží prchnout"),
                true,
                0,
                &["R-75", "R-77"],
                "failed: each opponent makes one automatic hit, and he stays in the combat",
            ),
            text: "voluntary escape at the end of his close-combat phase: an Initiative test, then each opponent's blow".into(),
        }),
        magic: Some(crate::rules::spells::club(SEED_CLUB)),
        units: None,
        movement: super::movement::club(),
        notes: vec![
            "The club rules omit the WS, BS and S-vs-T charts: the standard charts are assumed.".into(),
            "No +1 Large Target shooting modifier is listed by the club.".into(),
            "The armour-modifier table from S5 is reconstructed (R-21); replace it with --rules-file.".into(),
        ],
    }
}
