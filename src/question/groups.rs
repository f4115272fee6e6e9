//! Groups of options that several subcommands share, declared once: the dice of a pipeline
//! stage, the side-by-side and sampled answers, the to-hit and shooting modifiers, the saver's
//! armour.

use super::declare::plain_items;
use crate::pipeline::DiceArg;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! group_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            /// `-n/--dice` for `wound` and `save`.
            pub struct DiceOpt {
                /// How many dice (N), or - to read the previous stage's output; without it, standard input is never read
                #[arg(short = 'n', long = "dice", value_name = "N|-", value_parser = parse_dice)]
                pub dice: Option<DiceArg>,
            }

            /// `-n/--dice` for `hit`, also spelled `-a/--attacks`.
            pub struct AttacksOpt {
                /// How many attacks (N), or - to read the previous stage's output; without it, standard input is never read
                #[arg(short = 'n', long = "dice", value_name = "N|-", value_parser = parse_dice, visible_short_alias = 'a', visible_alias = "attacks")]
                pub dice: Option<DiceArg>,
            }

            /// `--compare` alone, for the subcommands that answer one distribution (`hit`, `wound`,
            /// `save`, `injury`, `crit`, `fall`, `rout`, `break`, `test`, `table`).
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

            /// The to-hit roll's own modifiers, in close combat and shooting alike (`hit`, `odds`).
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

            /// The saver's armour and what adds to it (`save`, and `odds`' target).
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
        }
    };
}
pub(crate) use group_options;

group_options!(plain_items!());

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

impl ArmourArgs {
    /// The armour given, or `none`.
    pub fn suit(&self) -> &str {
        self.armour.as_deref().unwrap_or("none")
    }
}
