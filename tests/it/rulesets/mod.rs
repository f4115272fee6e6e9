//! Each ruleset answers by its own seed: every chart cell against RULES.md, each ruleset's
//! discrepancies with values by hand, every quote found word for word in its seed.

mod charts;
mod club;
mod mordheim;
mod provenance;
mod skirmish;
mod unreached;
mod wfb;
mod wfb_terrain;
