//! What a subcommand is asked, in plain terms: `cli/`, the only place that knows clap, turns a
//! subcommand's flags into it, and `cmd/` answers it. So far `duel`'s and `combat`'s.

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
