//! The weapon lists themselves: core Mordheim's (RULES.md §7.2–7.3), the club's own words on the
//! ones it changes (seed 000 §2.8), and WFB's (seed 002 §8), each entry with its source.

use super::*;

/// Core Mordheim (RULES.md §7.2–7.3).
pub(super) const MORDHEIM: &[Spec] = &[
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
            "the enemy's save +1 (6+ if none); the club class of a dagger is not given: cutting by default",
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
        // a small shield, not a weapon (seed 004 «Баклеры - это маленькие щиты»).
        no_attack: true,
        ..melee(
            "buckler",
            "Buckler",
            User(0),
            "unarmed",
            "a small shield, not a weapon: in the off hand, no attack (R-89); parry (for the one who carries it); no save bonus in core Mordheim",
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
        aliases: &["great-weapon", "two-handed"],
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
    Spec {
        move_or_fire: true,
        ..missile("crossbow", "Crossbow", Fixed(4), "range 30\", move or fire")
    },
    Spec {
        shots: Shots::TwiceWhenStillAndShort { penalty: -1 },
        ..missile(
            "sling",
            "Sling",
            Fixed(3),
            "range 18\"; fires twice at -1 to hit each if it did not move and the target is within 9\" (no --moved, no --long-range); once otherwise",
        )
    },
    Spec {
        ignores_modifiers: &["long_range", "moved"],
        ..missile(
            "throwing-knives",
            "Throwing knives",
            User(0),
            "range 6\", user's Strength, no penalty for range or moving",
        )
    },
    Spec {
        shots: Shots::Fixed { shots: 2 },
        ..missile(
            "repeater-crossbow",
            "Repeater crossbow",
            Fixed(3),
            "range 24\", fires twice (the to-hit penalty is not verified)",
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
        close_combat_attack: true,
        ..missile(
            "pistol",
            "Pistol",
            Fixed(4),
            "range 6\", prepare shot; the save at -2 in all, i.e. one more than S4's -1; in close combat +1 Attack at S4 and -2 save in the first round, uses WS, can be parried, a hand weapon after (R-80)",
        )
    },
    Spec {
        blackpowder: true,
        save_modifier: -1,
        to_hit: 1,
        close_combat_attack: true,
        ..missile(
            "duelling-pistol",
            "Duelling pistol",
            Fixed(4),
            "range 10\", +1 to hit (in close combat too), prepare shot; the save at -2 in all; in close combat as a pistol (R-80)",
        )
    },
    Spec {
        blackpowder: true,
        save_modifier: -1,
        move_or_fire: true,
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
        move_or_fire: true,
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

/// The club's own words on the Mordheim weapons it keeps (seed 000 §2.8): the parry and Cover.
pub(super) const CLUB_CHANGES: &[(&str, &str, &str)] = &[
    (
        "sword",
        "the club's parry (R-22): immediately after each hit, on 9 minus the attacker's chart score; an off-hand sword at -1",
        "pokud útočník zasahuje úspěšně na 3+, protivník úspěšně paríruje na 6+",
    ),
    (
        "buckler",
        "a small shield, not a weapon: in the off hand, no attack (R-89); the club's parry (R-22); with a one-handed weapon other than a dagger, Cover: +1 armour save (R-23, R-89)",
        "Pokud jsou užívány v kombinaci s jakoukoliv jednoroční zbraní s výjimkou dýky, přidávají navíc +1 k hodu na brnění",
    ),
    (
        "dagger",
        "the enemy's save +1 (6+ if none); no Cover from a shield or buckler with a dagger; club class not given: cutting by default",
        "s výjimkou dýky",
    ),
];

/// A WFB bow (seed 002: "Bows (Bow, Short bow, Long bow)"): one rule for the three.
const fn wfb_bow(id: &'static str, name: &'static str) -> Spec {
    Spec {
        rank_modifier: Some(-1),
        source: Source::Seed(
            SEED_WFB,
            "Jednotky pouzivajici luky mohou strilet ve vice radach. Kazda dalsi rada mimo prvni vsak ma postih -1 to hit",
        ),
        ..missile(
            id,
            name,
            Fixed(3),
            "S3 (WFB 5th edition); several ranks shoot, each after the first at -1 to hit (--rank N)",
        )
    }
}

/// Warhammer Fantasy Battle, 5th edition (seed 002 §8, RULES.md §3.5). The summary gives the
/// rules but no Strength of a missile weapon; those are WFB 5th edition's (S3 bows, S4
/// crossbow and firearms), said in each entry.
pub(super) const WFB: &[Spec] = &[
    Spec {
        aliases: &["sword", "axe", "mace", "club", "hammer", "dagger", "staff"],
        source: Source::Seed(
            SEED_WFB,
            "Jednorucni zbrane jako mece, kyje ci sekery nemaji zadne zblastni vlastnosti",
        ),
        ..melee(
            "hand-weapon",
            "Hand weapon",
            User(0),
            "cutting",
            "swords, axes, maces, clubs, daggers: one-handed weapons have no special rules",
        )
    },
    Spec {
        aliases: &["great-weapon", "two-handed"],
        strikes: Strikes::Last,
        two_handed: true,
        source: Source::Seed(
            SEED_WFB,
            "utoci vzdy posledni nehlede na iniciativu nebo kdo chargeuje… Zbrane pridavaji +2 k sile na vsechny zasahy temito zbranemi",
        ),
        ..melee(
            "double-handed",
            "Two-handed weapon",
            User(2),
            "cutting",
            "user +2 Strength; two-handed (no shield or second weapon); strikes last unless both sides have one (R-47)",
        )
    },
    Spec {
        first_round_strength: 2,
        two_handed: true,
        source: Source::Seed(
            SEED_WFB,
            "V prvnim kole boje maji vojaci s cepy bonus +2 k sile na vsechny sve utoky",
        ),
        ..melee(
            "flail",
            "Flail",
            User(0),
            "crushing",
            "user +2 Strength in the first round of each combat only; two-handed",
        )
    },
    Spec {
        two_handed: true,
        source: Source::Seed(
            SEED_WFB,
            "Halapartna pridava svemu nositeli +1 k sile na vsechny utoky",
        ),
        ..melee(
            "halberd",
            "Halberd",
            User(1),
            "long",
            "user +1 Strength; two-handed",
        )
    },
    Spec {
        extra_fighting_ranks: 1,
        mounted_charge_strength: 1,
        source: Source::Seed(
            SEED_WFB,
            "Jednotka ozbrojena speary muze bojovat ve dvou radach… Cavalry se speary ma bonus +1 ke sve sile kdyz chargeuje",
        ),
        ..melee(
            "spear",
            "Spear",
            User(0),
            "long",
            "infantry fight in two ranks (not when charging); cavalry +1 Strength on the charge (combat knows who rides; elsewhere give --s-bonus 1); no change to the strike order (R-47)",
        )
    },
    Spec {
        first_round_strength: 2,
        only_when_charging: true,
        cavalry_only: true,
        source: Source::Seed(
            SEED_WFB,
            "Lance smi pouzivat pouze cavalry… ma bonus +2 ke sve sile, kdyz chargeuje",
        ),
        ..melee(
            "lance",
            "Lance",
            User(0),
            "long",
            "cavalry only: user +2 Strength when charging",
        )
    },
    wfb_bow("short-bow", "Short bow"),
    wfb_bow("bow", "Bow"),
    wfb_bow("long-bow", "Long bow"),
    Spec {
        move_or_fire: true,
        source: Source::Seed(
            SEED_WFB,
            "Jednotka pouzivajici kuse nemuze strilet paklize se predtim pohnula",
        ),
        ..missile(
            "crossbow",
            "Crossbow",
            Fixed(4),
            "S4 (WFB 5th edition); cannot shoot after moving",
        )
    },
    Spec {
        shots: Shots::OneOrTwo { penalty: -1 },
        source: Source::Seed(
            SEED_WFB,
            "Dvourana kus muze strilet jednou nebo dvakrat za kolo, podle prani hrace. Pokus strili dvakrat, ma postih -1 to hit na vsechny sve strely",
        ),
        ..missile(
            "repeater-crossbow",
            "Repeater crossbow",
            Fixed(3),
            "S3 (WFB 5th edition); one or two shots (--shots 1|2, two by default), two at -1 to hit each; may move and shoot",
        )
    },
    Spec {
        aliases: &[
            "javelins",
            "throwing-knives",
            "throwing-axes",
            "throwing-weapon",
        ],
        ignores_modifiers: &["long_range"],
        source: Source::Seed(
            SEED_WFB,
            "Tyto zbrane nemaji kratky a dlouhy dostrel, to znamena, ze nemaji postih -1, pokud je nepritel za polovinou dostrelu… Sila zbrane odpovida sile vrhajiciho",
        ),
        ..missile(
            "javelin",
            "Javelin (and other thrown weapons)",
            User(0),
            "the thrower's Strength; no long-range penalty",
        )
    },
    Spec {
        shots: Shots::TwiceWhenStillAndShort { penalty: 0 },
        source: Source::Seed(
            SEED_WFB,
            "Jednotka prakeru muze strilet dvakrat za kolo, pokud se predtim nepohybovala a pokud se nachazi ve svem kratkem dostrelu",
        ),
        ..missile(
            "sling",
            "Sling",
            Fixed(3),
            "S3 (WFB 5th edition); twice when it did not move and the target is at short range (no --moved, no --long-range), with no penalty; once otherwise, and once when charged",
        )
    },
    Spec {
        aliases: &["hand-gun"],
        save_modifier: -1,
        move_or_fire: true,
        blackpowder: true,
        source: Source::Seed(
            SEED_WFB,
            "Jednotka, ktera se pohybovala nemuze strilet… Vojak zasazeny puskou si od sveho save musi odecist +1 navic k obvykle redukci za silu",
        ),
        ..missile(
            "handgun",
            "Hand gun",
            Fixed(4),
            "S4 (WFB 5th edition); cannot shoot after moving; an extra -1 save modifier",
        )
    },
    Spec {
        save_modifier: -1,
        close_combat_attack: true,
        blackpowder: true,
        source: Source::Seed(
            SEED_WFB,
            "Pistolnik ma jeden utok navic se silou pistole, nehlede na jeho vlastni silu… Rana pistole navic redukuje save zasazeneho o +1 vice, nez je obvykle",
        ),
        ..missile(
            "pistol",
            "Pistol",
            Fixed(4),
            "S4 (WFB 5th edition); an extra -1 save modifier; in close combat one extra attack at the pistol's Strength in the first round, a hand weapon after (R-54)",
        )
    },
];
