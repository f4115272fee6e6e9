//! Whole fights (`duel`), one warrior a side and several on one side: through the binary and
//! against independent backward recursions over every die.

mod cli;
mod fear;
mod fidelity;
mod oracle;
mod team_both;
mod team_cli;
mod team_oracle;
