//! What a subcommand is asked, in plain terms: `cli/`, the only place that knows clap, turns a
//! subcommand's flags into it, and `cmd/` answers it. So far `duel`'s.

use crate::mechanics::duel::Side;
use crate::mechanics::duel::team::Targets;
use crate::roster::{Kit, SideWarrior};

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
