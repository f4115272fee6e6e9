//! Spells and prayers as ruleset data: the club's lists (seed 000 §2.17: Prayers of Sigmar and
//! Necromancy), how a wizard chooses them, and what each does that dice decide. Mechanics
//! (src/mechanics/spell.rs) read only these fields.

use super::Provenance;
use serde::{Deserialize, Serialize};

/// A ruleset's magic: how spells are chosen and cast, and its lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Magic {
    /// Dice rolled for the first spell; one is chosen (the club: two D6).
    pub first_spell_dice: u8,
    /// A double among them may have one die re-rolled once.
    pub reroll_one_die_of_a_double: bool,
    /// Dice rolled when two spells are chosen at the start (the club: three, two chosen).
    pub two_spells_dice: u8,
    /// Casting: 2D6 at least the difficulty.
    pub cast_dice: u8,
    pub provenance: Provenance,
    pub lists: Vec<SpellList>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpellList {
    pub id: String,
    pub name: String,
    /// In D6 order: the first is rolled on a 1.
    pub spells: Vec<Spell>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spell {
    pub id: String,
    pub name: String,
    /// The 2D6 score needed to cast it; none: it always succeeds.
    pub difficulty: Option<u8>,
    pub effect: SpellEffect,
    pub text: String,
    pub provenance: Provenance,
}

/// What a cast spell does to its target that dice decide.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SpellEffect {
    /// No dice beyond the casting roll.
    NoDice,
    /// A hit at `strength` (a spell never causes a critical; the armour save is allowed), at
    /// another Strength against some targets (`--against`) or in close combat (`--in-combat`).
    Hit {
        strength: u8,
        against: Vec<StrengthAgainst>,
        in_combat: Option<u8>,
    },
    /// Wounds lost with no armour save.
    WoundsNoSave { wounds: u8 },
    /// A Strength test (D6 ≤ S); a failure is an injury roll.
    StrengthTestOrInjury,
    /// The target takes a Leadership (panic) test with no re-roll.
    PanicTest,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StrengthAgainst {
    pub target: String,
    pub strength: u8,
}

impl Magic {
    /// The list and the spell that `name` names (its id or name, any case, spaces or hyphens).
    pub fn find(&self, name: &str) -> Option<(&SpellList, &Spell)> {
        let wanted = normalise(name);
        self.lists.iter().find_map(|l| {
            l.spells
                .iter()
                .find(|s| s.id == wanted || normalise(&s.name) == wanted)
                .map(|s| (l, s))
        })
    }

    pub fn list(&self, name: &str) -> Option<&SpellList> {
        let wanted = normalise(name);
        self.lists
            .iter()
            .find(|l| l.id == wanted || normalise(&l.name) == wanted)
    }
}

pub fn normalise(name: &str) -> String {
    name.trim().to_ascii_lowercase().replace([' ', '_'], "-")
}

fn spell(
    id: &str,
    name: &str,
    difficulty: Option<u8>,
    effect: SpellEffect,
    text: &str,
    quote: &str,
    seed: &str,
) -> Spell {
    Spell {
        id: id.into(),
        name: name.into(),
        difficulty,
        effect,
        text: text.into(),
        provenance: Provenance::seed(seed, quote),
    }
}

/// The club's spells and prayers (seed 000 pp. 18–20).
pub fn club(seed: &str) -> Magic {
    use SpellEffect::*;
    let s = |id, name, d, effect, text, quote| spell(id, name, d, effect, text, quote, seed);
    Magic {
        first_spell_dice: 2,
        reroll_one_die_of_a_double: true,
        two_spells_dice: 3,
        cast_dice: 2,
        provenance: Provenance::seed(
            seed,
            "Při výběru prvního kouzla hoďte dvěma D6 kostkami, porovnejte s tabulkou kouzel a jedno z nich vyberte. Pokud padnou dvě stejná číla, můžete si jednu zkostek jednou přehodit. Pokud si bojovník na začátku vybírá 2 kouzla, hodí třemi kostkami a dvě čísla si vybere… Hoďte D6 a porovnejte s tabulkou. Pokud již dané kouzlo můžete snížit obtížnost seslání kouzla o 1, nebo můžete hodit znovu… musí kouzelník hodit na 2D6 číslo rovné nebo vyšší obtížnosti kouzla… Kouzla nikdy nezpůsobují kritická zranění Proti kouzlům je možné použít hod na brnění pokud není u kouzla napsáno jinak.",
        ),
        lists: vec![
            SpellList {
                id: "prayers-of-sigmar".into(),
                name: "Prayers of Sigmar".into(),
                spells: vec![
                    s(
                        "hammer-of-sigmar",
                        "Hammer of Sigmar",
                        Some(7),
                        NoDice,
                        "the caster +2 S in close combat with his main weapon (2 wounds on Undead and Possessed); castable in combat; Ongoing(1): use odds with --s +2",
                        "Sesílající získává +2 k síle v souboji na blízko hlavní zbraní a všechny tyto zásahy způsobují nemrtvým a posedlým dvě zranění",
                    ),
                    s(
                        "hearts-of-steel",
                        "Hearts of Steel",
                        Some(8),
                        NoDice,
                        "one friend within 8\" immune to fear and panic in combat; the gang +1 to rout tests (R-7: +1 Ld)",
                        "Navíc gang získává bonus +1 na test porážky",
                    ),
                    s(
                        "soulfire",
                        "Soulfire",
                        Some(9),
                        Hit {
                            strength: 3,
                            against: vec![
                                StrengthAgainst {
                                    target: "undead".into(),
                                    strength: 5,
                                },
                                StrengthAgainst {
                                    target: "possessed".into(),
                                    strength: 5,
                                },
                            ],
                            in_combat: Some(2),
                        },
                        "every enemy within 4\": an S3 hit; Undead (not Dregs, Ghouls, Necromancers) and Possessed S5; enemies in close combat S2",
                        "Každý nepřátelský model do 4 palců od sesílajícího modelu bude zasažen silou 3… nemrtví… a posedlí dostávají zásah silou 5. Protivníci, kteří se nacházejí v boji zblízka dostanou zásah se silou 2 (včetně nemrtvých a posedlých)",
                    ),
                    s(
                        "shield-of-faith",
                        "Shield of Faith",
                        Some(6),
                        NoDice,
                        "the caster and friends within 2\" immune to enemy spells",
                        "Sesílající a všechny spřátelené modely do 2 od něj se stávají imunním vůči nepřátelským kouzlům",
                    ),
                    s(
                        "healing-hand",
                        "Healing Hand",
                        Some(7),
                        NoDice,
                        "one model within 2\" regains 1 W; knocked-down and stunned friends within 2\" stand up",
                        "Jeden model do 2 palců od sesílajícího získává zpět jeden bod Zranění (W)",
                    ),
                    s(
                        "armour-of-righteousness",
                        "Armour of Righteousness",
                        Some(9),
                        NoDice,
                        "the caster's save becomes 2+; causes fear; Ongoing(2)",
                        "Sesílající získává hod na brnění 2+, který nahrazuje jeho současný hod na brnění",
                    ),
                ],
            },
            SpellList {
                id: "necromancy".into(),
                name: "Necromancy".into(),
                spells: vec![
                    s(
                        "lifestealer",
                        "Lifestealer",
                        Some(10),
                        WoundsNoSave { wounds: 1 },
                        "one visible enemy within 6\" loses 1 W with no armour save; the necromancer gains 1 W; no effect on Undead and Possessed",
                        "Oběť ztrácí jedno Zranění (W) (bez možnosti hodu na brnění)… Toto kouzlo neúčinkuje proti nemrtvým a posedlým",
                    ),
                    s(
                        "re-animation",
                        "Re-Animation",
                        Some(5),
                        NoDice,
                        "a zombie taken out of action in the previous phase returns with 1 W",
                        "Jedna oživlá mrtvola (zombie), která byla vyřazena z boje předchozí bojovou, nebo střeleckou fázi, se znova vrací do hry s jedním Zraněním (W)",
                    ),
                    s(
                        "death-vision",
                        "Death Vision",
                        Some(6),
                        PanicTest,
                        "enemies within 3\" not in combat take a panic test (2D6 ≤ Ld) with no re-roll in their recovery phase; Ongoing(2)",
                        "si musí hodit test paniky (bez možnosti přehozu), pokud se ve své fázi zotavení nachází do 3 od nekromanta",
                    ),
                    s(
                        "spell-of-doom",
                        "Spell of Doom",
                        Some(9),
                        StrengthTestOrInjury,
                        "one visible enemy on ground level within 12\": a Strength test (D6 ≤ S); a failure is an injury roll (no wound is lost, R-82)",
                        "Tento model musí okamžitě hodit test na Sílu (S) (méně nebo rovno jeho Síle na kostce D6)… Pokud se test nezdaří, hoďte hod na vyřazení",
                    ),
                    s(
                        "call-of-vanhel",
                        "Call of Vanhel",
                        Some(6),
                        NoDice,
                        "a zombie or wolf within 6\" moves at once; charging if it reaches an enemy",
                        "Jedna oživlá mrtvola (zombie) nebo jeden vlk v dosahu 6 palců od nekromanta se může okamžitě pohnout",
                    ),
                    s(
                        "spell-of-awakening",
                        "Spell of Awakening",
                        None,
                        NoDice,
                        "after the battle a dead enemy Hero becomes a zombie (I 2); always succeeds",
                        "Toto kouzlo se vždy povede",
                    ),
                ],
            },
        ],
    }
}
