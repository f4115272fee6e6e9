//! warband's integration tests, one crate: each topic is a module (`cargo test --test it odds::`
//! runs one), `common` holds what they share and is compiled once. One crate instead of a binary
//! per file: the library is linked once, not fifty times (CONTRIBUTING.md has the figures).

mod common;

mod aftermath;
mod combat;
mod contract;
mod cover;
mod docs;
mod duel;
mod follow_ups;
mod hostile;
mod layout;
mod odds;
mod prob;
mod rolls;
mod roster;
mod rulesets;
mod spells;
mod tables;
mod web;
