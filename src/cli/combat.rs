//! `warband combat`'s flags: two units, each side's size, kit, command and situation.

use super::groups::*;
use super::parse::*;
use clap::{Args, ValueEnum};

/// A unit's size, command and situation in `combat`, written once for both: `--a-models` and
/// `--b-models` …
macro_rules! unit_args {
    ($name:ident, $p:literal, $heading:literal) => {
        #[derive(Debug, Args)]
        pub struct $name {
            /// Models in the unit (or "20x PROFILE")
            #[arg(long = concat!($p, "-models"), id = concat!($p, "_models"), value_name = "N", value_parser = whole::<u32>(0..=1000), help_heading = $heading)]
            pub models: Option<u32>,

            /// Models per rank (the front rank's models fight); default 5
            #[arg(long = concat!($p, "-frontage"), id = concat!($p, "_frontage"), value_name = "F", default_value = "5", value_parser = whole::<u32>(1..=100), help_heading = $heading)]
            pub frontage: u32,

            /// Cavalry: the mount's profile (its own attacks; +1 save; its Movement for flight and pursuit)
            #[arg(long = concat!($p, "-mount"), id = concat!($p, "_mount"), value_name = "PROFILE", value_parser = parse_profile, allow_hyphen_values = true, help_heading = $heading)]
            pub mount: Option<crate::mechanics::profile::Profile>,

            /// The mount wears barding (+1 save more)
            #[arg(long = concat!($p, "-barding"), id = concat!($p, "_barding"), requires = concat!($p, "_mount"), help_heading = $heading)]
            pub barding: bool,

            /// A standard in the front rank (+1)
            #[arg(long = concat!($p, "-standard"), id = concat!($p, "_standard"), help_heading = $heading)]
            pub standard: bool,

            /// Musicians (default 1): each rolls a D6, the higher total gets +1
            #[arg(long = concat!($p, "-musician"), id = concat!($p, "_musician"), value_name = "N", num_args = 0..=1, default_missing_value = "1", value_parser = whole::<u32>(1..=20), help_heading = $heading)]
            pub musician: Option<u32>,

            /// The battle standard is with the unit (+1; one re-roll of the break test)
            #[arg(long = concat!($p, "-battle-standard"), id = concat!($p, "_battle_standard"), help_heading = $heading)]
            pub battle_standard: bool,

            /// One of the models is a champion: his WS, S, A, Ld … (what is left out is the unit's; a roster's warrior, @FILE:NAME); the unit's kit; in the front rank, removed last
            #[arg(long = concat!($p, "-champion"), id = concat!($p, "_champion"), value_name = "PROFILE", value_parser = parse_warrior, allow_hyphen_values = true, help_heading = $heading)]
            pub champion: Option<WarriorArg>,

            /// The champion is a character (W1 units): in a unit of fewer than five, each hit falls on him or a trooper at random, not on the rank and file first
            #[arg(long = concat!($p, "-character"), id = concat!($p, "_character"), requires = concat!($p, "_champion"), help_heading = $heading)]
            pub character: bool,

            /// The unit causes fear (charged by it, a unit tests fear; a loser it outnumbers breaks without a test)
            #[arg(long = concat!($p, "-fear"), id = concat!($p, "_fear"), help_heading = $heading)]
            pub fear: bool,

            /// The unit causes terror, and so fear (charged by it, a unit tests and flees on a failure, R-100)
            #[arg(long = concat!($p, "-terror"), id = concat!($p, "_terror"), help_heading = $heading)]
            pub terror: bool,

            /// The unit is stupid: in each of its own turns it tests Ld, and failed, only half of its rank and file fight
            #[arg(long = concat!($p, "-stupid"), id = concat!($p, "_stupid"), help_heading = $heading)]
            pub stupid: bool,

            /// The unit is chariots with this many scythes each: charging, each causes D6 hits +1 per scythe before the first blow
            #[arg(long = concat!($p, "-impact"), id = concat!($p, "_impact"), value_name = "SCYTHES", value_parser = whole::<u32>(0..=10), help_heading = $heading)]
            pub impact: Option<u32>,

            /// The impact hits' Strength (default 7, R-102)
            #[arg(long = concat!($p, "-impact-strength"), id = concat!($p, "_impact_strength"), value_name = "S", requires = concat!($p, "_impact"), value_parser = whole::<u8>(1..=10), help_heading = $heading)]
            pub impact_strength: Option<u8>,

            /// The unit stands on higher ground (+1)
            #[arg(long = concat!($p, "-high-ground"), id = concat!($p, "_high_ground"), help_heading = $heading)]
            pub high_ground: bool,

            /// The unit fights the enemy's flank (+1 with more than 5 models; with 5 or more the enemy loses its rank bonus)
            #[arg(long = concat!($p, "-flank"), id = concat!($p, "_flank"), conflicts_with = concat!($p, "_rear"), help_heading = $heading)]
            pub flank: bool,

            /// The unit fights the enemy's rear (+2, as --flank)
            #[arg(long = concat!($p, "-rear"), id = concat!($p, "_rear"), help_heading = $heading)]
            pub rear: bool,
        }

        impl From<&$name> for crate::question::Unit {
            fn from(u: &$name) -> Self {
                crate::question::Unit {
                    models: u.models,
                    frontage: u.frontage,
                    mount: u.mount.clone(),
                    barding: u.barding,
                    standard: u.standard,
                    musician: u.musician,
                    battle_standard: u.battle_standard,
                    champion: u.champion.clone(),
                    character: u.character,
                    fear: u.fear,
                    terror: u.terror,
                    stupid: u.stupid,
                    impact: u.impact,
                    impact_strength: u.impact_strength,
                    high_ground: u.high_ground,
                    flank: u.flank,
                    rear: u.rear,
                }
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

unit_args!(UnitA, "a", "Unit A");
unit_args!(UnitB, "b", "Unit B");

#[derive(Debug, Args)]
#[command(
    args_override_self = true,
    after_help = "Profiles: a stat string such as \"M4 WS3 S3 T3 W1 I3 A1 Ld7\" (missing characteristics are a human's: M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7), nine numbers M WS BS S T W I A Ld, or a roster's warrior, @FILE:NAME, with his kit. Kit flags are duel's, per side: --a-weapon, --a-offhand, --a-armour, --a-shield, --a-frenzy, --a-hatred.\n\nExamples:\n  warband combat --rules wfb --a WS3 --a-models 20 --a-standard --b WS4 --b-models 10 --charger b\n  warband combat --rules wfb --a \"3x W3 A3\" --b \"9x WS3\" --rounds 3\n  warband combat --rules wfb --a WS3 --a-models 9 --b \"WS4 A2\" --b-models 5 --charger b --roll"
)]
pub struct CombatArgs {
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

impl From<&CombatArgs> for crate::question::Combat {
    /// The flags as the question `cmd/` answers: clap's values turned into plain ones.
    fn from(args: &CombatArgs) -> Self {
        use crate::mechanics::duel::Side;
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

impl TryFrom<super::Command> for crate::question::Combat {
    /// Another subcommand's flags, given back.
    type Error = super::Command;

    fn try_from(command: super::Command) -> Result<Self, Self::Error> {
        match command {
            super::Command::Combat(args) => Ok((&args).into()),
            other => Err(other),
        }
    }
}
