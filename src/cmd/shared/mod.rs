//! What several subcommands share: the dice-rolling stages, `--compare`, `--simulate`, the
//! fighters of `--attacker`/`--opponent`, a roster's warrior as flags, the fights' attack lines.

pub mod attack_lines;
pub mod compare;
pub mod context;
pub mod fighter;
pub mod rosters;
pub mod simulation;
pub mod stage;
