//! warband: exact dice and table resolver for Mordheim, Warhammer and other dice-table games.
//!
//! The binary (`src/main.rs`) only parses, dispatches and prints; everything else lives here so
//! that tests, benchmarks and the generators of completions and man pages share one code path.

pub mod cli;
pub mod cmd;
pub mod dice;
pub mod driver;
pub mod error;
pub mod input;
pub mod mechanics;
pub mod pipeline;
pub mod prob;
pub mod question;
pub mod render;
pub mod report;
pub mod roster;
pub mod rules;
