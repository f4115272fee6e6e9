//! `warband combat`'s flags: two units, each side's size, kit, command and situation.

use super::groups::*;
use super::parse::*;
use crate::question::unit_options;
use clap::{Args, ValueEnum};

/// A unit's size, command and situation in `combat`, from their one declaration
/// ([`crate::question::unit_options!`]): `--a-models` and `--b-models` …, and the plain
/// [`Unit`](crate::question::Unit) they give.
macro_rules! unit_args {
    (($name:ident, $p:literal, $heading:literal)
     $( $(#[doc = $d:literal])* #[long($l:literal)] #[arg($($a:tt)*)] $(#[requires($req:ident)])? $(#[conflicts($con:ident)])? $f:ident : $t:ty, )*
    ) => {
        #[derive(Debug, Args)]
        pub struct $name {
            $(
                $(#[doc = $d])*
                #[arg($($a)*)]
                #[arg(long = concat!($p, "-", $l), id = concat!($p, "_", stringify!($f)), help_heading = $heading $(, requires = concat!($p, "_", stringify!($req)))? $(, conflicts_with = concat!($p, "_", stringify!($con)))?)]
                pub $f: $t,
            )*
        }

        impl From<&$name> for crate::question::Unit {
            fn from(u: &$name) -> Self {
                crate::question::Unit { $( $f: u.$f.clone(), )* }
            }
        }
    };
}

/// Who charged in `combat`: one of the two units always did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum UnitCharger {
    A,
    B,
}

unit_options!(unit_args!(UnitA, "a", "Unit A"));
unit_options!(unit_args!(UnitB, "b", "Unit B"));

#[derive(Debug, Args)]
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
    pub charger: UnitCharger,

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

impl super::declared::ToPlain for Combat {
    type Plain = crate::question::Combat;

    /// The flags as the question `cmd/` answers: clap's values turned into plain ones.
    fn to_plain(&self) -> Self::Plain {
        use crate::mechanics::duel::Side;
        let args = self;
        crate::question::Combat {
            a: args.a.clone(),
            b: args.b.clone(),
            charger: match args.charger {
                UnitCharger::A => Side::A,
                UnitCharger::B => Side::B,
            },
            rounds: args.rounds,
            unit_a: (&args.unit_a).into(),
            kit_a: (&args.side_a).into(),
            unit_b: (&args.unit_b).into(),
            kit_b: (&args.side_b).into(),
            compare: args.side_by_side.compare.clone(),
            simulate: args.side_by_side.simulate,
        }
    }
}
