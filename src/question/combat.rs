//! `warband combat`'s options: two units, each side's size, kit, command and situation.

use super::declare::plain_items;
use super::groups::*;
use super::{UnitA, UnitB, UnitKitA, UnitKitB};
use crate::mechanics::duel::Side;
use crate::roster::SideWarrior;

/// The declaration (see `declare.rs`): calls `$then! { $args … }` with these items.
macro_rules! combat_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            #[command(
                args_override_self = true,
                after_help = "Profiles: a stat string such as \"M4 WS3 S3 T3 W1 I3 A1 Ld7\" (missing characteristics are a human's: M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7), nine numbers M WS BS S T W I A Ld, or a roster's warrior, @FILE:NAME, with his kit. Kit flags are duel's, per side: --a-weapon, --a-offhand, --a-armour, --a-shield, --a-frenzy, --a-hatred.\n\nExamples:\n  warband combat --rules wfb --a WS3 --a-models 20 --a-standard --b WS4 --b-models 10 --charger b\n  warband combat --rules wfb --a \"3x W3 A3\" --b \"9x WS3\" --rounds 3\n  warband combat --rules wfb --a WS3 --a-models 9 --b \"WS4 A2\" --b-models 5 --charger b --roll"
            )]
            pub struct Combat {
                /// Unit A's models: a stat string such as "WS3 S3 T3 I3 A1 Ld7", nine numbers (M WS BS S T W I A Ld), or a roster's warrior, @FILE:NAME; "20x PROFILE" is 20 of them (or give --a-models)
                #[arg(long = "a", value_name = "PROFILE", value_parser = parse_unit, allow_hyphen_values = true)]
                pub a: SideWarrior,

                /// Unit B's models, as --a
                #[arg(long = "b", value_name = "PROFILE", value_parser = parse_unit, allow_hyphen_values = true)]
                pub b: SideWarrior,

                /// Who charged: that unit strikes first in the first round (default: a, as in duel)
                #[arg(long, value_enum, default_value = "a", value_name = "SIDE")]
                pub charger: Side,

                /// Fight up to N rounds while both units hold (a draw or a passed break test fights on)
                #[arg(long, value_name = "N", default_value = "1", value_parser = whole::<u32>(1..=100))]
                pub rounds: u32,

                #[command(flatten)]
                pub unit_a: UnitA,

                #[command(flatten)]
                pub side_a: UnitKitA,

                #[command(flatten)]
                pub unit_b: UnitB,

                #[command(flatten)]
                pub side_b: UnitKitB,

                #[command(flatten)]
                pub side_by_side: SideBySide,
            }
        }
    };
}
pub(crate) use combat_options;

combat_options!(plain_items!());

/// The declaration of a `combat` unit's own flags, whichever side it is on: calls
/// `$then! { $args … }` with each option's help (the doc line), its flag's name after the side's
/// prefix (`#[long("models")]`: `--a-models`), its clap settings (`#[arg(…)]`), and the options
/// of the same side it requires or conflicts with. `src/cli/combat.rs` builds `--a-models` and
/// `--b-models` … from it, and [`Unit`] below is the plain value they give.
macro_rules! unit_options {
    ($then:ident! $args:tt) => {
        $then! { $args
            /// Models in the unit (or "20x PROFILE")
            #[long("models")]
            #[arg(value_name = "N", value_parser = whole::<u32>(0..=1000))]
            models: Option<u32>,

            /// Models per rank (the front rank's models fight); default 5
            #[long("frontage")]
            #[arg(value_name = "F", default_value = "5", value_parser = whole::<u32>(1..=100))]
            frontage: u32,

            /// Cavalry: the mount's profile (its own attacks; +1 save; its Movement for flight and pursuit)
            #[long("mount")]
            #[arg(value_name = "PROFILE", value_parser = parse_profile, allow_hyphen_values = true)]
            mount: Option<crate::mechanics::profile::Profile>,

            /// The mount wears barding (+1 save more)
            #[long("barding")]
            #[arg()]
            #[requires(mount)]
            barding: bool,

            /// A standard in the front rank (+1)
            #[long("standard")]
            #[arg()]
            standard: bool,

            /// Musicians (default 1): each rolls a D6, the higher total gets +1
            #[long("musician")]
            #[arg(value_name = "N", num_args = 0..=1, default_missing_value = "1", value_parser = whole::<u32>(1..=20))]
            musician: Option<u32>,

            /// The battle standard is with the unit (+1; one re-roll of the break test)
            #[long("battle-standard")]
            #[arg()]
            battle_standard: bool,

            /// One of the models is a champion: his WS, S, A, Ld … (what is left out is the unit's; a roster's warrior, @FILE:NAME); the unit's kit; in the front rank, removed last
            #[long("champion")]
            #[arg(value_name = "PROFILE", value_parser = parse_warrior, allow_hyphen_values = true)]
            champion: Option<crate::roster::WarriorArg>,

            /// The champion is a character (W1 units): in a unit of fewer than five, each hit falls on him or a trooper at random, not on the rank and file first
            #[long("character")]
            #[arg()]
            #[requires(champion)]
            character: bool,

            /// The unit causes terror, and so fear (charged by it, a unit tests and flees on a failure, R-100)
            #[long("terror")]
            #[arg()]
            terror: bool,

            /// The unit is stupid: in each of its own turns it tests Ld, and failed, only half of its rank and file fight
            #[long("stupid")]
            #[arg()]
            stupid: bool,

            /// The unit is chariots with this many scythes each: charging, each causes D6 hits +1 per scythe before the first blow
            #[long("impact")]
            #[arg(value_name = "SCYTHES", value_parser = whole::<u32>(0..=10))]
            impact: Option<u32>,

            /// The impact hits' Strength (default 7, R-102)
            #[long("impact-strength")]
            #[arg(value_name = "S", value_parser = whole::<u8>(1..=10))]
            #[requires(impact)]
            impact_strength: Option<u8>,

            /// The unit stands on higher ground (+1)
            #[long("high-ground")]
            #[arg()]
            high_ground: bool,

            /// The unit fights the enemy's flank (+1 with more than 5 models; with 5 or more the enemy loses its rank bonus)
            #[long("flank")]
            #[arg()]
            #[conflicts(rear)]
            flank: bool,

            /// The unit fights the enemy's rear (+2, as --flank)
            #[long("rear")]
            #[arg()]
            rear: bool,
        }
    };
}
pub(crate) use unit_options;

/// The plain unit, from the declaration.
macro_rules! unit_struct {
    (() $( $(#[doc = $d:literal])* #[long($l:literal)] #[arg($($a:tt)*)] $(#[requires($req:ident)])? $(#[conflicts($con:ident)])? $f:ident : $t:ty, )*) => {
        /// A unit's own flags in `combat` (`--a-models` …), whichever side it is on.
        #[derive(Debug, Clone)]
        pub struct Unit {
            $( $(#[doc = $d])* pub $f: $t, )*
        }
    };
}

unit_options!(unit_struct!());
