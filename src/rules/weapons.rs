//! The standard Mordheim weapons as data (RULES.md §7.2–7.3, not in the seeds): what each does to
//! the dice, with its provenance, for `odds` and `duel` presets.

use super::Provenance;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponKind {
    CloseCombat,
    Missile,
}

/// Where a weapon puts its user in the strike order of a close-combat phase (RULES.md §1.7:
/// "models that strike first … go before others"; §7.2: spear, double-handed weapon).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strikes {
    InOrder,
    /// First in the first turn of the combat, even when charged (spear).
    FirstInFirstTurn,
    /// Always last, even when charging (double-handed weapon).
    Last,
}

/// What a weapon parries with, for the one who carries it (RULES.md §1.8): a sword and a
/// buckler together re-roll a failed parry; two swords still roll once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Parries {
    Sword,
    Buckler,
}

/// A weapon's Strength: the user's plus a bonus, or its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "value")]
pub enum WeaponStrength {
    User(i8),
    Fixed(u8),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weapon {
    pub id: String,
    pub name: String,
    pub kind: WeaponKind,
    pub strength: WeaponStrength,
    /// A Strength bonus only in the first round of each combat (flail, morning star: "Heavy";
    /// lance when charging).
    pub first_round_strength: i8,
    /// The first-round bonus only for the charger (lance), not for one who is charged.
    pub only_when_charging: bool,
    pub strikes: Strikes,
    /// Held in both hands: no off-hand weapon and no shield (§7.2).
    pub two_handed: bool,
    /// Added to the attacker's to-hit roll (duelling pistol +1).
    pub to_hit: i8,
    /// Extra armour-save modifier on top of Strength (axe, gromril, firearms −1).
    pub save_modifier: i8,
    /// The enemy's save improves by this much (dagger, fist: +1, 6+ if he has none).
    pub enemy_save_bonus: i8,
    /// Injury results of 2–4 are stunned.
    pub concussion: bool,
    /// What it parries with, for the one who carries it (sword, buckler).
    pub parry: Option<Parries>,
    /// The most attacks it allows (fist: 1).
    pub max_attacks: Option<u8>,
    /// Shots per shooting phase.
    pub shots: u8,
    /// Its user cannot take a shield's or buckler's Cover where the ruleset has it (the club's
    /// «s výjimkou dýky», R-23).
    #[serde(default)]
    pub no_cover: bool,
    /// Fires blackpowder: a natural 1 to hit rolls on the ruleset's misfire table, if it has
    /// one (the club's «zbraně používající střelný prach», §2.10).
    #[serde(default)]
    pub blackpowder: bool,
    /// The club's critical-table class (R-15, A-16b: the user may choose another).
    pub crit_class: String,
    /// The ruling that chose the class, where the sources give none (the dagger: R-35).
    pub crit_class_ruling: Option<String>,
    pub rules: String,
    pub provenance: Provenance,
}

const CLOSE_SOURCE: &str = "English Mordheim rulebook, RULES.md 7.2: mordheimer.net close-combat weapons, redelf.narod.ru mor_11_ccw, BSData/mordheim data.cat and Characters.cat @b18aa66";
const MISSILE_SOURCE: &str = "English Mordheim rulebook, RULES.md 7.3: redelf.narod.ru mor_11_mw, BSData/mordheim data.cat @b18aa66";

struct Spec {
    id: &'static str,
    name: &'static str,
    kind: WeaponKind,
    strength: WeaponStrength,
    first_round_strength: i8,
    only_when_charging: bool,
    strikes: Strikes,
    two_handed: bool,
    to_hit: i8,
    save_modifier: i8,
    enemy_save_bonus: i8,
    concussion: bool,
    parry: Option<Parries>,
    max_attacks: Option<u8>,
    shots: u8,
    no_cover: bool,
    blackpowder: bool,
    crit_class: &'static str,
    crit_class_ruling: Option<&'static str>,
    rules: &'static str,
}

/// A weapon with no special rules beyond its Strength and critical class.
const fn plain(
    id: &'static str,
    name: &'static str,
    kind: WeaponKind,
    strength: WeaponStrength,
    crit_class: &'static str,
    rules: &'static str,
) -> Spec {
    Spec {
        id,
        name,
        kind,
        strength,
        first_round_strength: 0,
        only_when_charging: false,
        strikes: Strikes::InOrder,
        two_handed: false,
        to_hit: 0,
        save_modifier: 0,
        enemy_save_bonus: 0,
        concussion: false,
        parry: None,
        max_attacks: None,
        shots: 1,
        no_cover: false,
        blackpowder: false,
        crit_class,
        crit_class_ruling: None,
        rules,
    }
}

const fn melee(
    id: &'static str,
    name: &'static str,
    strength: WeaponStrength,
    crit_class: &'static str,
    rules: &'static str,
) -> Spec {
    plain(
        id,
        name,
        WeaponKind::CloseCombat,
        strength,
        crit_class,
        rules,
    )
}

/// Every missile weapon uses the club's missile critical table (§2.12a).
const fn missile(
    id: &'static str,
    name: &'static str,
    strength: WeaponStrength,
    rules: &'static str,
) -> Spec {
    plain(id, name, WeaponKind::Missile, strength, "missile", rules)
}

use WeaponStrength::{Fixed, User};

const WEAPONS: &[Spec] = &[
    Spec {
        max_attacks: Some(1),
        enemy_save_bonus: 1,
        ..melee(
            "fist",
            "Fist",
            User(-1),
            "unarmed",
            "user -1 Strength, only one attack; the enemy's save +1 (6+ if none)",
        )
    },
    Spec {
        enemy_save_bonus: 1,
        // Seed 000 §2.8: Cover is for one-handed weapons «s výjimkou dýky» (except a dagger).
        no_cover: true,
        ..melee(
            "dagger",
            "Dagger",
            User(0),
            "cutting",
            "the enemy's save +1 (6+ if none); the club class of a dagger is not given (A-16b): cutting by default",
        )
    },
    Spec {
        concussion: true,
        ..melee(
            "hammer",
            "Hammer",
            User(0),
            "crushing",
            "concussion: injury results of 2-4 are stunned",
        )
    },
    Spec {
        concussion: true,
        ..melee(
            "mace",
            "Mace",
            User(0),
            "crushing",
            "concussion: injury results of 2-4 are stunned",
        )
    },
    Spec {
        concussion: true,
        ..melee(
            "club",
            "Club",
            User(0),
            "crushing",
            "concussion: injury results of 2-4 are stunned",
        )
    },
    Spec {
        concussion: true,
        ..melee(
            "staff",
            "Staff",
            User(0),
            "crushing",
            "concussion: injury results of 2-4 are stunned",
        )
    },
    Spec {
        save_modifier: -1,
        ..melee(
            "axe",
            "Axe",
            User(0),
            "cutting",
            "cutting edge: an extra -1 save modifier",
        )
    },
    Spec {
        parry: Some(Parries::Sword),
        ..melee(
            "sword",
            "Sword",
            User(0),
            "cutting",
            "parry (for the one who carries it)",
        )
    },
    Spec {
        parry: Some(Parries::Buckler),
        ..melee(
            "buckler",
            "Buckler",
            User(0),
            "unarmed",
            "parry (for the one who carries it); no save bonus in core Mordheim",
        )
    },
    Spec {
        strikes: Strikes::FirstInFirstTurn,
        ..melee(
            "spear",
            "Spear",
            User(0),
            "long",
            "strikes first in the first turn; cavalry +1 Strength when charging (give --s-bonus 1)",
        )
    },
    Spec {
        two_handed: true,
        ..melee(
            "halberd",
            "Halberd",
            User(1),
            "long",
            "user +1 Strength, two-handed",
        )
    },
    Spec {
        first_round_strength: 2,
        two_handed: true,
        ..melee(
            "flail",
            "Flail",
            User(0),
            "crushing",
            "heavy: user +2 Strength in the first round of each combat only; two-handed",
        )
    },
    Spec {
        first_round_strength: 1,
        ..melee(
            "morning-star",
            "Morning star",
            User(0),
            "crushing",
            "heavy: user +1 Strength in the first round of each combat only; difficult to use",
        )
    },
    Spec {
        strikes: Strikes::Last,
        two_handed: true,
        ..melee(
            "double-handed",
            "Double-handed weapon",
            User(2),
            "cutting",
            "user +2 Strength, two-handed, strikes last",
        )
    },
    Spec {
        first_round_strength: 2,
        only_when_charging: true,
        ..melee(
            "lance",
            "Lance",
            User(0),
            "long",
            "cavalry: user +2 Strength when charging (the first round)",
        )
    },
    Spec {
        save_modifier: -1,
        ..melee(
            "gromril-weapon",
            "Gromril weapon",
            User(0),
            "cutting",
            "an extra -1 save modifier",
        )
    },
    missile("short-bow", "Short bow", Fixed(3), "range 16\""),
    missile("bow", "Bow", Fixed(3), "range 24\""),
    missile("long-bow", "Long bow", Fixed(3), "range 30\""),
    Spec {
        save_modifier: -1,
        ..missile(
            "elf-bow",
            "Elf bow",
            Fixed(3),
            "range 36\", an extra -1 save modifier",
        )
    },
    missile("crossbow", "Crossbow", Fixed(4), "range 30\", move or fire"),
    Spec {
        shots: 2,
        to_hit: -1,
        ..missile(
            "sling",
            "Sling",
            Fixed(3),
            "range 18\"; fires twice at -1 to hit each if it did not move and the target is within 9\"",
        )
    },
    missile(
        "throwing-knives",
        "Throwing knives",
        User(0),
        "range 6\", user's Strength, no penalty for range or moving",
    ),
    Spec {
        shots: 2,
        ..missile(
            "repeater-crossbow",
            "Repeater crossbow",
            Fixed(3),
            "range 24\", fires twice (the to-hit penalty is not verified, Q-19)",
        )
    },
    Spec {
        to_hit: -2,
        ..missile(
            "crossbow-pistol",
            "Crossbow pistol",
            Fixed(4),
            "range 10\"; in the first round of close combat at an extra -2 to hit",
        )
    },
    Spec {
        blackpowder: true,
        save_modifier: -1,
        ..missile(
            "pistol",
            "Pistol",
            Fixed(4),
            "range 6\", prepare shot; the save at -2 in all, i.e. one more than S4's -1",
        )
    },
    Spec {
        blackpowder: true,
        save_modifier: -1,
        to_hit: 1,
        ..missile(
            "duelling-pistol",
            "Duelling pistol",
            Fixed(4),
            "range 10\", +1 to hit, prepare shot; the save at -2 in all",
        )
    },
    Spec {
        blackpowder: true,
        save_modifier: -1,
        ..missile(
            "handgun",
            "Handgun",
            Fixed(4),
            "range 24\", prepare shot, move or fire; the save at -2 in all",
        )
    },
    Spec {
        blackpowder: true,
        save_modifier: -1,
        ..missile(
            "hochland-long-rifle",
            "Hochland long rifle",
            Fixed(4),
            "range 48\", prepare shot, move or fire, pick any target; the save at -2 in all",
        )
    },
    Spec {
        blackpowder: true,
        ..missile(
            "warplock-pistol",
            "Warplock pistol",
            Fixed(5),
            "range 8\", fires every other turn",
        )
    },
];

/// Every weapon preset.
pub fn weapons() -> Vec<Weapon> {
    WEAPONS
        .iter()
        .map(|s| Weapon {
            id: s.id.into(),
            name: s.name.into(),
            kind: s.kind,
            strength: s.strength,
            first_round_strength: s.first_round_strength,
            only_when_charging: s.only_when_charging,
            strikes: s.strikes,
            two_handed: s.two_handed,
            to_hit: s.to_hit,
            save_modifier: s.save_modifier,
            enemy_save_bonus: s.enemy_save_bonus,
            concussion: s.concussion,
            parry: s.parry,
            max_attacks: s.max_attacks,
            shots: s.shots,
            no_cover: s.no_cover,
            blackpowder: s.blackpowder,
            crit_class: s.crit_class.into(),
            crit_class_ruling: s.crit_class_ruling.map(str::to_string),
            rules: s.rules.into(),
            provenance: Provenance::standard(match s.kind {
                WeaponKind::CloseCombat => CLOSE_SOURCE,
                WeaponKind::Missile => MISSILE_SOURCE,
            }),
        })
        .collect()
}

/// One preset by id (`sword`, `morning-star`; spaces and underscores read as hyphens).
pub fn weapon(id: &str) -> Option<Weapon> {
    let wanted = id.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    weapons().into_iter().find(|w| w.id == wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_7_2_and_7_3_effects() {
        assert_eq!(weapon("axe").unwrap().save_modifier, -1);
        assert!(weapon("mace").unwrap().concussion);
        assert_eq!(weapon("flail").unwrap().first_round_strength, 2);
        assert_eq!(
            weapon("crossbow").unwrap().strength,
            WeaponStrength::Fixed(4)
        );
        assert_eq!(weapon("Morning Star").unwrap().first_round_strength, 1);
        assert_eq!(weapon("fist").unwrap().strength, WeaponStrength::User(-1));
        assert!(weapon("plasma").is_none());
        assert_eq!(weapon("spear").unwrap().strikes, Strikes::FirstInFirstTurn);
        assert_eq!(weapon("double-handed").unwrap().strikes, Strikes::Last);
        assert_eq!(weapon("sword").unwrap().strikes, Strikes::InOrder);
        assert!(weapon("lance").unwrap().only_when_charging);
        assert!(!weapon("flail").unwrap().only_when_charging);
        for id in ["halberd", "flail", "double-handed"] {
            assert!(weapon(id).unwrap().two_handed, "{id}");
        }
        assert!(!weapon("sword").unwrap().two_handed);
        assert!(weapon("dagger").unwrap().no_cover);
        for id in [
            "pistol",
            "duelling-pistol",
            "handgun",
            "hochland-long-rifle",
        ] {
            assert!(weapon(id).unwrap().blackpowder, "{id}");
        }
        assert!(!weapon("bow").unwrap().blackpowder);
        assert!(!weapon("sword").unwrap().no_cover);
    }
}
