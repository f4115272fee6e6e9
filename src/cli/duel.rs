//! `duel`'s flags: the warriors of each side, whom they strike, who charged, how many turns.

use super::groups::*;
use super::parse::*;
use clap::{Args, ValueEnum};

/// Whom a duel's warrior strikes among several enemies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TargetsArg {
    First,
    Weakest,
}

/// Who charged in a duel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ChargerArg {
    A,
    B,
    None,
}

#[derive(Debug, Args)]
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
    pub targets: Option<TargetsArg>,

    /// Who charged: that side's turn is first and he strikes first in it; none: A's turn first
    #[arg(long, value_enum, default_value = "a", value_name = "SIDE")]
    pub charger: ChargerArg,

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

impl super::declared::ToPlain for Duel {
    type Plain = crate::question::Duel;

    /// The flags as the question `cmd/` answers: clap's values turned into plain ones.
    fn to_plain(&self) -> Self::Plain {
        use crate::mechanics::duel::{Side, team::Targets};
        let args = self;
        crate::question::Duel {
            a: args.a.clone(),
            b: args.b.clone(),
            kit_a: (&args.side_a).into(),
            kit_b: (&args.side_b).into(),
            swarm_a: args.a_swarm,
            swarm_b: args.b_swarm,
            targets: args.targets.map(|t| match t {
                TargetsArg::First => Targets::First,
                TargetsArg::Weakest => Targets::Weakest,
            }),
            charger: match args.charger {
                ChargerArg::A => Some(Side::A),
                ChargerArg::B => Some(Side::B),
                ChargerArg::None => None,
            },
            climbed: args.climbed,
            turns: args.turns,
            compare: args.side_by_side.compare.clone(),
            simulate: args.side_by_side.simulate,
        }
    }
}
