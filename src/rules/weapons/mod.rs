//! Each ruleset's own weapons as data: what each does to the dice, with its provenance.
//! Core Mordheim's come from the standard rulebook (RULES.md §7.2–7.3, not in the seeds); the
//! club keeps them under its own parry and Cover rules (seed 000 §2.8); WFB's are seed 002 §8's
//! (RULES.md §3.5), and Warhammer Skirmish uses WFB's (seed 003: «Pravidla WFB platí ve
//! Skirmishi normálně kromě výjimek», R-37). A ruleset lists only what its own source has.

use super::Provenance;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

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

/// How many shots a missile weapon fires in one shooting phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Shots {
    /// Always this many.
    Fixed { shots: u8 },
    /// Twice when the shooter did not move and the target is at short range, each shot at
    /// `penalty` to hit; once otherwise (sling: Mordheim −1 each, WFB no penalty).
    TwiceWhenStillAndShort { penalty: i8 },
    /// Once or twice, the shooter's choice; twice puts every shot at `penalty` (WFB repeater
    /// crossbow). Without a choice, twice.
    OneOrTwo { penalty: i8 },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    pub id: String,
    /// Other spellings a player may type (`great-weapon` for `double-handed`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
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
    pub shots: Shots,
    /// Shooting modifiers (by id) that do not apply to it: thrown weapons have no long range.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ignores_modifiers: Vec<String>,
    /// Cannot shoot after moving (crossbow, handgun): `--moved` is refused, not a −1.
    pub move_or_fire: bool,
    /// Several ranks may shoot, each rank after the first at this to-hit modifier (WFB bows).
    pub rank_modifier: Option<i8>,
    /// A missile weapon that also fights in close combat: one extra attack at its own Strength
    /// and save modifier in the first round, a plain hand weapon after (WFB pistol, R-54).
    pub close_combat_attack: bool,
    /// Its user cannot take a shield's or buckler's Cover where the ruleset has it (the club's
    /// «s výjimkou dýky», R-23).
    #[serde(default)]
    pub no_cover: bool,
    /// Ranks behind the front rank that also fight with it in close combat, except in a
    /// round in which the unit charged (WFB spear: 1, «Kdyz chargeuji, muze bojovat jen prvni
    /// rada»); infantry only: a mounted unit fights with its front rank.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra_fighting_ranks: u8,
    /// A Strength bonus for a mounted model in the round it charges (WFB spear: «Cavalry se
    /// speary ma bonus +1 ke sve sile kdyz chargeuje»); `combat` knows who is mounted.
    #[serde(default, skip_serializing_if = "is_zero_i8")]
    pub mounted_charge_strength: i8,
    /// Only cavalry may carry it (WFB lance: «Lance smi pouzivat pouze cavalry»): `combat`
    /// refuses it for a unit on foot.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cavalry_only: bool,
    /// Why a missile weapon is refused in close combat where the ruleset has a rule for it
    /// that warband does not model (the club's pistol shot, R-80): the refusal says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub close_combat_not_modelled: Option<String>,
    /// Fires blackpowder: a natural 1 to hit rolls on the ruleset's misfire table, if it has
    /// one (the club's «zbraně používající střelný prach», §2.10).
    #[serde(default)]
    pub blackpowder: bool,
    /// A small shield, not a weapon (the buckler, R-89: seed 004 «Баклеры - это маленькие
    /// щиты»; seed 000 «zbraň … ve vedlejší ruce (tedy ne pukléř)»): in the off hand it parries
    /// and makes no attack; it is never the main weapon.
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_attack: bool,
    /// The club's critical-table class (R-15, A-16b: the user may choose another).
    pub crit_class: String,
    /// The ruling that chose the class, where the sources give none (the dagger: R-35).
    pub crit_class_ruling: Option<String>,
    pub rules: String,
    pub provenance: Provenance,
}

impl Weapon {
    /// Whether `name` names this weapon (its id or an alias; spaces and underscores read as
    /// hyphens, any case).
    pub fn answers_to(&self, name: &str) -> bool {
        let wanted = normalise(name);
        self.id == wanted || self.aliases.contains(&wanted)
    }
}

fn is_zero_i8(n: &i8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn normalise(name: &str) -> String {
    name.trim().to_ascii_lowercase().replace([' ', '_'], "-")
}

const CLOSE_SOURCE: &str = "English Mordheim rulebook: mordheimer.net close-combat weapons, redelf.narod.ru mor_11_ccw, BSData/mordheim data.cat and Characters.cat @b18aa66";
const MISSILE_SOURCE: &str =
    "English Mordheim rulebook: redelf.narod.ru mor_11_mw, BSData/mordheim data.cat @b18aa66";
use super::seeds::{SEED_CLUB, SEED_WFB};

/// Where an entry comes from: the Mordheim rulebook by kind, or a seed quote.
#[derive(Clone, Copy)]
enum Source {
    Rulebook,
    Seed(&'static str, &'static str),
}

struct Spec {
    id: &'static str,
    aliases: &'static [&'static str],
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
    shots: Shots,
    ignores_modifiers: &'static [&'static str],
    move_or_fire: bool,
    rank_modifier: Option<i8>,
    close_combat_attack: bool,
    no_cover: bool,
    extra_fighting_ranks: u8,
    mounted_charge_strength: i8,
    cavalry_only: bool,
    blackpowder: bool,
    no_attack: bool,
    crit_class: &'static str,
    crit_class_ruling: Option<&'static str>,
    rules: &'static str,
    source: Source,
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
        aliases: &[],
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
        shots: Shots::Fixed { shots: 1 },
        ignores_modifiers: &[],
        move_or_fire: false,
        rank_modifier: None,
        close_combat_attack: false,
        no_cover: false,
        extra_fighting_ranks: 0,
        mounted_charge_strength: 0,
        cavalry_only: false,
        blackpowder: false,
        no_attack: false,
        crit_class,
        crit_class_ruling: None,
        rules,
        source: Source::Rulebook,
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

mod lists;
use lists::{CLUB_CHANGES, MORDHEIM, WFB};

fn build(spec: &Spec, source: Provenance) -> Weapon {
    Weapon {
        id: spec.id.into(),
        aliases: spec
            .aliases
            .iter()
            .filter(|a| **a != spec.id)
            .map(|a| a.to_string())
            .collect(),
        name: spec.name.into(),
        kind: spec.kind,
        strength: spec.strength,
        first_round_strength: spec.first_round_strength,
        only_when_charging: spec.only_when_charging,
        strikes: spec.strikes,
        two_handed: spec.two_handed,
        to_hit: spec.to_hit,
        save_modifier: spec.save_modifier,
        enemy_save_bonus: spec.enemy_save_bonus,
        concussion: spec.concussion,
        parry: spec.parry,
        max_attacks: spec.max_attacks,
        shots: spec.shots,
        ignores_modifiers: spec
            .ignores_modifiers
            .iter()
            .map(|m| m.to_string())
            .collect(),
        move_or_fire: spec.move_or_fire,
        rank_modifier: spec.rank_modifier,
        close_combat_attack: spec.close_combat_attack,
        no_cover: spec.no_cover,
        extra_fighting_ranks: spec.extra_fighting_ranks,
        mounted_charge_strength: spec.mounted_charge_strength,
        cavalry_only: spec.cavalry_only,
        close_combat_not_modelled: None,
        blackpowder: spec.blackpowder,
        no_attack: spec.no_attack,
        crit_class: spec.crit_class.into(),
        crit_class_ruling: spec.crit_class_ruling.map(str::to_string),
        rules: spec.rules.into(),
        provenance: source,
    }
}

fn provenance(spec: &Spec) -> Provenance {
    match spec.source {
        Source::Seed(file, quote) => Provenance::seed(file, quote),
        Source::Rulebook => Provenance::standard(match spec.kind {
            WeaponKind::CloseCombat => CLOSE_SOURCE,
            WeaponKind::Missile => MISSILE_SOURCE,
        }),
    }
}

/// Core Mordheim's weapons (RULES.md §7.2–7.3).
pub fn mordheim() -> Vec<Weapon> {
    MORDHEIM.iter().map(|s| build(s, provenance(s))).collect()
}

/// The club's: Mordheim's, with the club's parry and Cover where the seed words them (§2.8).
pub fn mordheim_club() -> Vec<Weapon> {
    let mut list = mordheim();
    for w in &mut list {
        if let Some((_, rules, quote)) = CLUB_CHANGES.iter().find(|(id, ..)| *id == w.id) {
            w.rules = rules.to_string();
            w.provenance = Provenance::seed(SEED_CLUB, quote);
        }
        // The club's pistol shot in close combat replaces the attacks of the hand that holds
        // it («Výstřel nahradí útoky danou rukou»), then the pistol is a club: not the core
        // rule's extra attack, and not modelled yet, so the club refuses it.
        if w.close_combat_attack {
            w.close_combat_attack = false;
            w.rules.push_str(
                "; the club's shot in close combat (it replaces the hand's attacks) is not modelled (R-80)",
            );
            w.close_combat_not_modelled = Some(
                "the club's pistol shot in close combat replaces that hand's attacks, which warband does not model (R-80)".into(),
            );
        }
    }
    list
}

/// WFB's (seed 002 §8), which Warhammer Skirmish uses too.
pub fn wfb() -> Vec<Weapon> {
    WFB.iter().map(|s| build(s, provenance(s))).collect()
}

/// A ruleset's weapon list, built the first time something asks for it: a lookup that names no
/// weapon (`hit`, `wound`, `save` …) does not pay for building and freeing the list, which is
/// most of what loading a built-in ruleset costs. A rules file's list is given whole.
#[derive(Clone)]
pub struct WeaponList {
    built: OnceLock<Vec<Weapon>>,
    build: fn() -> Vec<Weapon>,
}

impl WeaponList {
    /// The list `build` makes, when first asked for.
    pub const fn lazy(build: fn() -> Vec<Weapon>) -> Self {
        WeaponList {
            built: OnceLock::new(),
            build,
        }
    }

    /// A list given whole (a rules file, a test).
    pub fn given(list: Vec<Weapon>) -> Self {
        WeaponList {
            built: OnceLock::from(list),
            build: Vec::new,
        }
    }
}

impl std::ops::Deref for WeaponList {
    type Target = [Weapon];

    fn deref(&self) -> &[Weapon] {
        self.built.get_or_init(self.build)
    }
}

impl std::fmt::Debug for WeaponList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for WeaponList {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Serialize for WeaponList {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for WeaponList {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::deserialize(deserializer).map(WeaponList::given)
    }
}

/// The weapon of `list` that `name` names.
pub fn find<'w>(list: &'w [Weapon], name: &str) -> Option<&'w Weapon> {
    list.iter().find(|w| w.answers_to(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mordheim_7_2_and_7_3_effects() {
        let list = mordheim();
        let weapon = |id: &str| find(&list, id).cloned();
        assert_eq!(weapon("axe").unwrap().save_modifier, -1);
        assert!(weapon("mace").unwrap().concussion);
        assert_eq!(weapon("flail").unwrap().first_round_strength, 2);
        assert_eq!(
            weapon("crossbow").unwrap().strength,
            WeaponStrength::Fixed(4)
        );
        assert!(weapon("crossbow").unwrap().move_or_fire);
        assert_eq!(weapon("Morning Star").unwrap().first_round_strength, 1);
        assert_eq!(weapon("fist").unwrap().strength, WeaponStrength::User(-1));
        assert!(weapon("plasma").is_none());
        assert_eq!(weapon("spear").unwrap().strikes, Strikes::FirstInFirstTurn);
        assert_eq!(weapon("double-handed").unwrap().strikes, Strikes::Last);
        assert_eq!(weapon("great weapon").unwrap().id, "double-handed");
        assert_eq!(weapon("sword").unwrap().strikes, Strikes::InOrder);
        assert!(weapon("lance").unwrap().only_when_charging);
        assert!(!weapon("flail").unwrap().only_when_charging);
        for id in ["halberd", "flail", "double-handed"] {
            assert!(weapon(id).unwrap().two_handed, "{id}");
        }
        assert!(!weapon("sword").unwrap().two_handed);
        assert_eq!(
            weapon("sling").unwrap().shots,
            Shots::TwiceWhenStillAndShort { penalty: -1 }
        );
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

    #[test]
    fn ids_and_aliases_are_unique_in_every_list() {
        for list in [mordheim(), mordheim_club(), wfb()] {
            let mut names: Vec<&str> = list
                .iter()
                .flat_map(|w| {
                    std::iter::once(w.id.as_str()).chain(w.aliases.iter().map(String::as_str))
                })
                .collect();
            let n = names.len();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), n, "a name answers for two weapons");
        }
    }
}
