//! What several subcommands share: the dice-rolling stages, `--compare`, `--simulate`, the
//! answer of a Leadership test (`rout`, `break`), the fighters of `--attacker`/`--opponent`, a roster's warrior as flags, the fights' attack lines.

pub mod attack_lines;
pub mod compare;
pub mod context;
pub mod fighter;
pub mod leadership;
pub mod rosters;
pub mod simulation;
pub mod stage;
