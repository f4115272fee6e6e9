//! The whole attack (`odds`): through the binary, against the brute-force oracle of every die,
//! several attackers in one phase (`--attacker`), the pistol in close combat.

mod cli;
mod fidelity;
mod gang_cli;
mod gang_oracle;
mod oracle;
mod pistol;
