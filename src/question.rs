//! What a subcommand is asked, in plain terms: `cli/`, the only place that knows clap, turns a
//! subcommand's flags into it, and `cmd/` answers it. So far `duel`'s and `combat`'s.

use crate::mechanics::duel::Side;
use crate::mechanics::duel::team::Targets;
use crate::mechanics::profile::Profile;
use crate::roster::{Kit, SideWarrior, WarriorArg};

/// `warband duel`: the warriors of each side, the kit their side's flags give (over a roster
/// warrior's own), and the terms of the fight.
#[derive(Debug, Clone)]
pub struct Duel {
    pub a: Vec<SideWarrior>,
    pub b: Vec<SideWarrior>,
    /// `--a-weapon` …: the kit flags given for side A, over each of its roster warriors' kit.
    pub kit_a: Kit,
    pub kit_b: Kit,
    /// `--a-swarm`: every warrior of side A is a swarm.
    pub swarm_a: bool,
    pub swarm_b: bool,
    /// Whom a warrior strikes among several enemies; `None`: not given (the first listed).
    pub targets: Option<Targets>,
    /// The side that charged; `None`: nobody (A's turn first).
    pub charger: Option<Side>,
    pub climbed: bool,
    pub turns: u32,
    /// `--compare`: the flags of each match-up put beside this one.
    pub compare: Vec<String>,
    /// `--simulate N`.
    pub simulate: Option<u32>,
}

/// `warband combat`: two units, each with its models, kit, command and situation.
#[derive(Debug, Clone)]
pub struct Combat {
    pub a: SideWarrior,
    pub b: SideWarrior,
    /// The side that charged (one always did).
    pub charger: Side,
    pub rounds: u32,
    pub unit_a: Unit,
    /// `--a-weapon` …: the kit flags given for unit A, over its roster warrior's kit.
    pub kit_a: Kit,
    pub unit_b: Unit,
    pub kit_b: Kit,
    /// `--compare`: the flags of each match-up put beside this one.
    pub compare: Vec<String>,
    /// `--simulate N`.
    pub simulate: Option<u32>,
}

/// A unit's own flags in `combat` (`--a-models` …), whichever side it is on.
#[derive(Debug, Clone)]
pub struct Unit {
    pub models: Option<u32>,
    pub frontage: u32,
    pub mount: Option<Profile>,
    pub barding: bool,
    pub standard: bool,
    /// Musicians; `None`: none.
    pub musician: Option<u32>,
    pub battle_standard: bool,
    pub champion: Option<WarriorArg>,
    /// The champion is a character whose hits are randomised in a small unit.
    pub character: bool,
    pub fear: bool,
    pub terror: bool,
    pub stupid: bool,
    /// Chariots' scythes each, and the impact hits' Strength when given.
    pub impact: Option<u32>,
    pub impact_strength: Option<u8>,
    pub high_ground: bool,
    pub flank: bool,
    pub rear: bool,
}
