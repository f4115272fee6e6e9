//! `warband duel`'s options: the warriors of each side, whom they strike, who charged, how many
//! turns; each side's kit is the kit's one declaration (`src/roster/kit.rs`).

use super::declare::plain_items;
use super::groups::*;
use super::values::DuelCharger;
use super::{SideA, SideB};
use crate::mechanics::duel::team::Targets;
use crate::roster::SideWarrior;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! duel_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[command(
                args_override_self = true,
                after_help = "Profiles: a stat string in any order, e.g. \"WS4 S3 T3 W1 I4 A1 Ld7\" (missing characteristics are a human warrior's: M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7), a profile line of nine numbers: M WS BS S T W I A Ld, or a roster's warrior, @FILE:NAME, with his kit (the --a-* flags given beat it).\n\nExamples:\n  warband duel --a \"WS4 S4 I4\" --b \"WS3 S3 I3\"\n  warband duel --a \"4 4 3 3 3 1 4 1 7\" --b \"4 3 3 3 3 1 3 1 7\" --b-weapon sword\n  warband duel --a \"WS4 W2 A2\" --b \"WS4 W2 A2\" --compare '--a-weapon axe' --json"
            )]
            pub struct Duel {
                /// Warrior A: a stat string such as "WS4 S3 T3 W1 I4 A1", nine numbers (M WS BS S T W I A Ld), or a roster's warrior, @FILE:NAME; repeat it, or write "3x PROFILE", for several on side A
                #[arg(long = "a", value_name = "PROFILE", value_parser = parse_side_warrior, allow_hyphen_values = true, required = true, action = clap::ArgAction::Append)]
                pub a: Vec<SideWarrior>,

                /// Warrior B, as --a (several on one side, or on both)
                #[arg(long = "b", value_name = "PROFILE", value_parser = parse_side_warrior, allow_hyphen_values = true, required = true, action = clap::ArgAction::Append)]
                pub b: Vec<SideWarrior>,

                /// Whom a warrior strikes when the other side has several: among the standing while any stands, else among the downed; the first listed (the default), or the weakest (fewest wounds left, then first listed; among the downed, stunned before knocked down)
                #[arg(long, value_enum, value_name = "POLICY")]
                pub targets: Option<Targets>,

                /// Who charged: that side's turn is first and he strikes first in it; none: A's turn first
                #[arg(long, value_enum, default_value = "a", value_name = "SIDE")]
                pub charger: DuelCharger,

                /// The charger had to climb (an Initiative test) or use a ladder and came up within 1" of his target: the target strikes first in the first turn, unless the charger has a spear (mordheim-club)
                #[arg(long)]
                pub climbed: bool,

                /// Turns to play before the rest counts as undecided
                #[arg(long, value_name = "N", default_value = "30", value_parser = whole::<u32>(1..=200))]
                pub turns: u32,

                /// Every warrior of side A is a swarm (skirmish): no injury roll, out of action when his wounds reach 0
                #[arg(long, help_heading = "Warrior A")]
                pub a_swarm: bool,

                /// Every warrior of side B is a swarm, as --a-swarm
                #[arg(long, help_heading = "Warrior B")]
                pub b_swarm: bool,

                #[command(flatten)]
                pub side_a: SideA,

                #[command(flatten)]
                pub side_b: SideB,

                #[command(flatten)]
                pub side_by_side: SideBySide,
            }
        }
    };
}
pub(crate) use duel_options;

duel_options!(plain_items!());
