//! Groups of flags that several subcommands share, written once: the dice of a pipeline stage,
//! the to-hit and shooting modifiers, the saver's armour, the side-by-side and sampled answers,
//! and a duellist's equipment.

use super::parse::*;
use crate::roster::{Kit, kit_options};
use clap::Args;

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

/// The kit flags of one side, from the kit's one declaration ([`crate::roster::kit_options!`]):
/// `--a-weapon` and `--b-weapon` …, each under its side's heading, and the [`Kit`] they give.
macro_rules! side_args {
    (($name:ident, $p:literal, $heading:literal)
     keys { $( $(#[doc = $kd:literal])* #[arg($($ka:tt)*)] #[serde($($ks:tt)*)] $kf:ident : $kt:ty, )* }
     skills { $( $(#[doc = $sd:literal])* #[arg($($sa:tt)*)] #[skill($($sn:tt)*)] $sf:ident : $st:ty, )* }
     flags { $( $(#[doc = $fd:literal])* #[arg($($fa:tt)*)] #[serde($($fs:tt)*)] $ff:ident : $ft:ty, )* }
     odds_skills { $($odds:tt)* }
    ) => {
        #[derive(Debug, Args)]
        pub struct $name {
            $(
                $(#[doc = $kd])*
                #[arg($($ka)*)]
                #[arg(long = concat!($p, "-", stringify!($kf)), id = concat!($p, "_", stringify!($kf)), help_heading = $heading)]
                pub $kf: $kt,
            )*
            $(
                $(#[doc = $sd])*
                #[arg($($sa)*)]
                #[arg(long = concat!($p, "-", stringify!($sf)), id = concat!($p, "_", stringify!($sf)), help_heading = $heading)]
                pub $sf: $st,
            )*
            $(
                $(#[doc = $fd])*
                #[arg($($fa)*)]
                #[arg(long = concat!($p, "-", stringify!($ff)), id = concat!($p, "_", stringify!($ff)), help_heading = $heading)]
                pub $ff: $ft,
            )*
        }

        impl From<&$name> for Kit {
            /// The side's flags as a kit (what a flag left out leaves to a roster's).
            fn from(flags: &$name) -> Kit {
                Kit {
                    $( $kf: flags.$kf.clone(), )*
                    $( $sf: flags.$sf.clone(), )*
                    $( $ff: flags.$ff.clone(), )*
                    ..Kit::default()
                }
            }
        }
    };
}

kit_options!(side_args!(SideA, "a", "Warrior A"));
kit_options!(side_args!(SideB, "b", "Warrior B"));
// `combat`'s units carry the same kit, listed under each unit's heading.
kit_options!(side_args!(UnitKitA, "a", "Unit A"));
kit_options!(side_args!(UnitKitB, "b", "Unit B"));

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
