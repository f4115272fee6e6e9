//! Groups of flags that several subcommands share, written once: the dice of a pipeline stage,
//! the to-hit and shooting modifiers, the saver's armour, the side-by-side and sampled answers,
//! and a duellist's equipment.

use super::parse::*;
use clap::{Args, ValueEnum};

/// `-n/--dice` for `wound` and `save`.
#[derive(Debug, Args)]
pub struct DiceOpt {
    /// How many dice (N), or - to read the previous stage's output; without it, standard input is never read
    #[arg(short = 'n', long = "dice", value_name = "N|-", value_parser = parse_dice)]
    pub dice: Option<DiceArg>,
}

/// `-n/--dice` for `hit`, also spelled `-a/--attacks`.
#[derive(Debug, Args)]
pub struct AttacksOpt {
    /// How many attacks (N), or - to read the previous stage's output; without it, standard input is never read
    #[arg(short = 'n', long = "dice", value_name = "N|-", value_parser = parse_dice, visible_short_alias = 'a', visible_alias = "attacks")]
    pub dice: Option<DiceArg>,
}

/// `--compare` alone, for the subcommands that answer one distribution (`hit`, `wound`,
/// `save`, `injury`, `crit`, `fall`, `rout`, `break`, `test`, `table`).
#[derive(Debug, Clone, Args)]
pub struct CompareOpt {
    /// Another question to put side by side: flags that change this one (repeat it, up to 8 times)
    #[arg(
        long,
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Output"
    )]
    pub compare: Vec<String>,
}

/// What `odds` and `duel` add to an exact answer: other loadouts beside it, and seeded plays.
#[derive(Debug, Clone, Args)]
pub struct SideBySide {
    /// Another loadout or match-up to put side by side: flags that change this one, as in the examples (repeat it, up to 8 times)
    #[arg(
        long,
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Output"
    )]
    pub compare: Vec<String>,

    /// Play N seeded fights as well and show the sampled frequencies beside the exact ones
    #[arg(long, value_name = "N", value_parser = whole::<u32>(1..=10_000_000), help_heading = "Output")]
    pub simulate: Option<u32>,
}

/// One warrior's equipment and skills in a duel, whichever side he is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideArgs {
    pub weapon: Option<String>,
    pub offhand: Option<String>,
    pub armour: String,
    pub shield: bool,
    pub helmet: bool,
    pub parry: Option<DuelParryArg>,
    pub frenzy: bool,
    pub hatred: bool,
    pub ward: Option<u8>,
}

impl Default for SideArgs {
    /// No flag given: no weapon preset, no armour, no skill.
    fn default() -> Self {
        SideArgs {
            weapon: None,
            offhand: None,
            armour: "none".into(),
            shield: false,
            helmet: false,
            parry: None,
            frenzy: false,
            hatred: false,
            ward: None,
        }
    }
}

/// A duellist's parry: as `odds`' `--parry`, or `none` to drop the one his weapons give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DuelParryArg {
    Sword,
    Buckler,
    #[value(name = "sword+buckler")]
    SwordAndBuckler,
    #[value(name = "sword+sword")]
    TwoSwords,
    None,
}

/// The equipment flags of one side, written once for both: `--a-weapon` and `--b-weapon` …
macro_rules! side_args {
    ($name:ident, $p:literal, $heading:literal) => {
        #[derive(Debug, Args)]
        pub struct $name {
            /// Weapon preset: sword, axe, mace, spear, double-handed … (sword or buckler: parries)
            #[arg(long = concat!($p, "-weapon"), id = concat!($p, "_weapon"), value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true, help_heading = $heading)]
            pub weapon: Option<String>,

            /// A second close-combat weapon: one more attack
            #[arg(long = concat!($p, "-offhand"), id = concat!($p, "_offhand"), value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true, help_heading = $heading)]
            pub offhand: Option<String>,

            /// Armour: none (the default), light, heavy, gromril, or a save such as 5+
            #[arg(long = concat!($p, "-armour"), id = concat!($p, "_armour"), value_name = "ARMOUR", value_parser = armour_parser(), hide_possible_values = true, help_heading = $heading)]
            pub armour: Option<String>,

            /// Carries a shield
            #[arg(long = concat!($p, "-shield"), id = concat!($p, "_shield"), help_heading = $heading)]
            pub shield: bool,

            /// Wears a helmet
            #[arg(long = concat!($p, "-helmet"), id = concat!($p, "_helmet"), help_heading = $heading)]
            pub helmet: bool,

            /// Parries with a sword, a buckler, both, two swords, or none (default: the weapons')
            #[arg(long = concat!($p, "-parry"), id = concat!($p, "_parry"), value_enum, value_name = "WITH", help_heading = $heading)]
            pub parry: Option<DuelParryArg>,

            /// Frenzy: attacks doubled (mordheim-club: +1), until knocked down or stunned
            #[arg(long = concat!($p, "-frenzy"), id = concat!($p, "_frenzy"), help_heading = $heading)]
            pub frenzy: bool,

            /// Hatred: re-roll misses in the first turn
            #[arg(long = concat!($p, "-hatred"), id = concat!($p, "_hatred"), help_heading = $heading)]
            pub hatred: bool,

            /// A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon
            #[arg(long = concat!($p, "-ward"), id = concat!($p, "_ward"), value_name = "N+", value_parser = parse_ward, help_heading = $heading)]
            pub ward: Option<u8>,
        }

        impl $name {
            pub fn side(&self) -> SideArgs {
                self.side_over(SideArgs::default())
            }

            /// The flags given here over `base` (a roster's kit): a flag given beats it, one
            /// left out keeps it (a switch such as --a-shield can only add).
            pub fn side_over(&self, base: SideArgs) -> SideArgs {
                SideArgs {
                    weapon: self.weapon.clone().or(base.weapon),
                    offhand: self.offhand.clone().or(base.offhand),
                    armour: self.armour.clone().unwrap_or(base.armour),
                    shield: self.shield || base.shield,
                    helmet: self.helmet || base.helmet,
                    parry: self.parry.or(base.parry),
                    frenzy: self.frenzy || base.frenzy,
                    hatred: self.hatred || base.hatred,
                    ward: self.ward.or(base.ward),
                }
            }
        }
    };
}

side_args!(SideA, "a", "Warrior A");
side_args!(SideB, "b", "Warrior B");
// `combat`'s units carry the same kit, listed under each unit's heading.
side_args!(UnitKitA, "a", "Unit A");
side_args!(UnitKitB, "b", "Unit B");

/// The to-hit roll's own modifiers, in close combat and shooting alike (`hit`, `odds`).
#[derive(Debug, Clone, Args)]
#[group(skip)]
pub struct ToHitModifiers {
    /// Any other modifier to the to-hit roll, e.g. +1 for a diving charge
    #[arg(long = "mod", value_name = "±N", value_parser = parse_modifier, allow_negative_numbers = true, default_value = "0", help_heading = "To hit")]
    pub modifier: i32,

    /// Re-roll misses (hatred)
    #[arg(long, help_heading = "To hit")]
    pub reroll_misses: bool,

    /// Needs 6s to hit (failed fear, defended obstacle): exactly 6+
    #[arg(long, conflicts_with = "bs", help_heading = "To hit")]
    pub needs_six: bool,
}

/// The shooting chart's modifiers (`hit --bs`, `odds --bs`); each is refused in close combat.
#[derive(Debug, Clone, Args)]
#[group(skip)]
pub struct ShootingModifiers {
    /// Target in cover (−1; soft cover in wfb)
    #[arg(long, conflicts_with = "ws", help_heading = "Shooting")]
    pub cover: bool,

    /// Target behind hard cover (−2; wfb and skirmish)
    #[arg(long, conflicts_with = "ws", help_heading = "Shooting")]
    pub hard_cover: bool,

    /// Long range (−1)
    #[arg(long, conflicts_with = "ws", help_heading = "Shooting")]
    pub long_range: bool,

    /// The shooter moved (−1)
    #[arg(long, conflicts_with = "ws", help_heading = "Shooting")]
    pub moved: bool,

    /// Large target (+1; not in mordheim-club)
    #[arg(long, conflicts_with = "ws", help_heading = "Shooting")]
    pub large_target: bool,
}

impl ShootingModifiers {
    /// The ids of the ruleset's shooting modifiers (`rules show`) these flags switch on.
    pub fn ids(&self) -> Vec<String> {
        [
            ("cover", self.cover),
            ("hard_cover", self.hard_cover),
            ("long_range", self.long_range),
            ("moved", self.moved),
            ("large_target", self.large_target),
        ]
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(id, _)| id.to_string())
        .collect()
    }
}

/// The saver's armour and what adds to it (`save`, and `odds`' target).
#[derive(Debug, Clone, Args)]
#[group(skip)]
pub struct ArmourArgs {
    /// Armour: none (the default), light, heavy, gromril, or a save such as 5 or 5+. Also --save
    #[arg(
        long,
        visible_alias = "save",
        alias = "armor",
        value_name = "ARMOUR",
        value_parser = armour_parser(),
        hide_possible_values = true
    )]
    pub armour: Option<String>,

    /// Carries a shield (+1)
    #[arg(long)]
    pub shield: bool,

    /// Mounted (+1; an unarmoured rider saves on 6+)
    #[arg(long)]
    pub mounted: bool,

    /// The mount wears barding (+1 more)
    #[arg(long, requires = "mounted")]
    pub barding: bool,

    /// The saver's own weapon (mordheim-club: no shield Cover with a dagger)
    #[arg(long, value_name = "NAME", value_parser = weapon_parser(), hide_possible_values = true)]
    pub target_weapon: Option<String>,

    /// A ward save, e.g. 6+: after armour, against each wound, whatever the Strength or weapon
    #[arg(long, value_name = "N+", value_parser = parse_ward)]
    pub ward: Option<u8>,
}

impl ArmourArgs {
    /// The armour given, or `none`.
    pub fn suit(&self) -> &str {
        self.armour.as_deref().unwrap_or("none")
    }
}
