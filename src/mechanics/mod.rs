//! The dice procedures, built from a `Ruleset` and `prob`: each has an exact interpreter and a
//! seeded roll over the same lookups. No flag parsing, no printing.

pub mod attack;
pub mod breaking;
pub mod chariot;
pub mod check;
pub mod combat;
pub mod duel;
pub mod equipment;
pub mod fall;
pub mod fight;
pub mod gang;
pub mod hit;
pub mod injury;
pub mod leadership;
pub mod loadout;
pub mod movement;
pub mod profile;
pub mod rolloff;
pub mod save;
pub mod spell;
pub mod table;
pub mod targets;
pub mod test;
pub mod wound;

pub use crate::dice::Roller;
pub use check::{Check, Target};
