//! WFB unit combat (`combat --rules wfb`): the binary's contract, one round and several rounds
//! against the independent oracle of `common::unit_combat`.

mod blocks;
mod cli;
mod fidelity;
mod negative_mean;
mod oracle;
mod rounds;
mod strike_back;
mod wfb_mechanics;
