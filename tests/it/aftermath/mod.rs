//! What follows a wound and leaving a fight: `injury`, `crit`, `fall` (and climbing, jumping),
//! `rout` (and break tests, All Alone, escape), `test`.

mod breaking;
mod cli;
mod fidelity;
mod movement;
